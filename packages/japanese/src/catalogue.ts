import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildDetectionIndex } from './detection-index';
import { katakanaToHiragana } from './kana';
import { difficulty, type JlptLevel } from './levels';
import type {
  CatalogueData,
  CatalogueItem,
  DetectionIndex,
  KanjiItem,
  SpellingEntry,
  VocabType,
  VocabularyItem,
} from './types';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class Catalogue {
  readonly items: readonly CatalogueItem[];
  readonly vocabulary: readonly VocabularyItem[];
  readonly kanji: readonly KanjiItem[];
  private readonly index: DetectionIndex;
  private readonly byId = new Map<string, CatalogueItem>();
  private readonly kanjiByChar = new Map<string, KanjiItem>();
  private readonly pools = new Map<string, CatalogueItem[]>();

  /** From the generated file's content, or from bare items (the index is then built here). */
  constructor(data: CatalogueData) {
    this.items = data.items;
    this.vocabulary = data.items.filter((item): item is VocabularyItem => item.vocabType === 'vocabulary');
    this.kanji = data.items.filter((item): item is KanjiItem => item.vocabType === 'kanji');
    for (const item of data.items) this.byId.set(item.vocab_id, item);
    for (const item of this.kanji) this.kanjiByChar.set(item.kanji, item);
    this.index = data.index ?? buildDetectionIndex(data.items);
    // Text is looked up as keys: "__proto__" typed in a message must not find Object.prototype.
    for (const table of [this.index.spellings, this.index.prefixes, this.index.byKanji]) {
      Object.setPrototypeOf(table, null);
    }
  }

  /** The spellings `text` may be, direct spellings first (see `DetectionIndex`). */
  spellingsOf(text: string): readonly SpellingEntry[] | undefined {
    return this.index.spellings[text];
  }

  /** Whether some listed spelling is longer than `text` and begins with it. */
  beginsSpelling(text: string): boolean {
    return this.index.prefixes[text] === 1;
  }

  /** The words listed under this written form itself (not as another's variant), one for each reading. */
  wordsWrittenAs(form: string): VocabularyItem[] {
    const words: VocabularyItem[] = [];
    for (const [position, reading, kana] of this.spellingsOf(form) ?? []) {
      const item = this.vocabularyAt(position);
      if (kana === 0 && item.word === form && !words.some((word) => word.reading === reading))
        words.push(item);
    }
    return words;
  }

  vocabularyAt(position: number): VocabularyItem {
    return this.items[position] as VocabularyItem;
  }

  getItem(id: string): CatalogueItem | undefined {
    return this.byId.get(id);
  }

  kanjiOf(char: string): KanjiItem | undefined {
    return this.kanjiByChar.get(char);
  }

  /** Items of a level, optionally of one type, in catalogue order. */
  itemsOfLevel(level: JlptLevel, type?: VocabType): CatalogueItem[] {
    return this.items.filter(
      (item) => item.level === level && (type === undefined || item.vocabType === type),
    );
  }

  /**
   * The level of a word (by written form, and reading when given) or of a kanji. Without `type`, a word is
   * looked for first, then a single kanji. The easiest level wins when a form has several entries.
   */
  levelOf(form: string, options: { reading?: string; type?: VocabType } = {}): JlptLevel | null {
    const { reading, type } = options;
    if (type !== 'kanji') {
      const wanted = reading === undefined ? undefined : katakanaToHiragana(reading);
      const levels = (this.spellingsOf(form) ?? [])
        .filter(([, spelled]) => wanted === undefined || spelled === wanted)
        .map(([position]) => this.vocabularyAt(position).level);
      if (levels.length > 0) return levels.reduce((a, b) => (difficulty(a) <= difficulty(b) ? a : b));
    }
    if (type !== 'vocabulary') return this.kanjiByChar.get(form)?.level ?? null;
    return null;
  }

  /**
   * Vocabulary sharing a kanji with the item, at the item's level or easier: most shared kanji first, then
   * easiest, then common words, then shortest.
   */
  relatedWords(itemId: string, limit = 12): VocabularyItem[] {
    const item = this.byId.get(itemId);
    if (!item || item.kanji === null) return [];
    const shared = new Map<VocabularyItem, number>();
    for (const char of new Set(item.kanji)) {
      for (const position of this.index.byKanji[char] ?? []) {
        const other = this.vocabularyAt(position);
        if (other === item || difficulty(other.level) > difficulty(item.level)) continue;
        shared.set(other, (shared.get(other) ?? 0) + 1);
      }
    }
    return [...shared.entries()]
      .sort(
        ([a, sa], [b, sb]) =>
          sb - sa ||
          difficulty(a.level) - difficulty(b.level) ||
          Number(b.common) - Number(a.common) ||
          a.word.length - b.word.length ||
          (a.vocab_id < b.vocab_id ? -1 : 1),
      )
      .slice(0, limit)
      .map(([word]) => word);
  }

  /**
   * The item of the day for a level and type: the same for everyone on a date (a hash of the ISO date picks
   * it) and never the same two days running (even days pick from one half of the items, odd days from the
   * other). `date` is a `YYYY-MM-DD` string or a Date, taken in UTC.
   */
  itemOfTheDay(level: JlptLevel, type: VocabType, date: Date | string): CatalogueItem | null {
    const iso = typeof date === 'string' ? date : date.toISOString().slice(0, 10);
    const time = Date.parse(`${iso}T00:00:00Z`);
    if (!ISO_DATE.test(iso) || Number.isNaN(time)) throw new RangeError(`Not an ISO date: ${iso}`);
    const pool = this.pool(level, type);
    if (pool.length <= 1) return pool[0] ?? null;
    const hash = Number.parseInt(
      createHash('sha256').update(`${iso}|${level}|${type}`).digest('hex').slice(0, 12),
      16,
    );
    const odd = Math.floor(time / DAY_MS) % 2 !== 0;
    const half = odd ? Math.floor(pool.length / 2) : Math.ceil(pool.length / 2);
    return pool[2 * (hash % half) + (odd ? 1 : 0)]!;
  }

  // Ordered by id, so the pick does not depend on the lists' order, which hosts may edit.
  private pool(level: JlptLevel, type: VocabType): CatalogueItem[] {
    const key = `${level}|${type}`;
    let pool = this.pools.get(key);
    if (!pool) {
      pool = this.itemsOfLevel(level, type).sort((a, b) => (a.vocab_id < b.vocab_id ? -1 : 1));
      this.pools.set(key, pool);
    }
    return pool;
  }
}

/** Where the data build writes the catalogue and the kanji readings. */
export function generatedDir(): string {
  // Resolved through the package name: the server bundles this file, so its own location is no guide.
  return join(dirname(createRequire(import.meta.url).resolve('@kaiwa/japanese')), '..', 'generated');
}

export const CATALOGUE_FILE = 'catalogue.json';

let loaded: Catalogue | undefined;

/** The generated catalogue, read and indexed once per process. */
export function loadCatalogue(): Catalogue {
  if (!loaded) {
    const path = join(generatedDir(), CATALOGUE_FILE);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      throw new Error(
        `The vocabulary catalogue is missing (${path}); run: npm run build -w @kaiwa/japanese`,
        {
          cause: error,
        },
      );
    }
    loaded = new Catalogue(JSON.parse(text) as CatalogueData);
  }
  return loaded;
}
