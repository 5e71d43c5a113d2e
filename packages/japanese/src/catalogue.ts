import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CATALOGUE_FILE,
  type CatalogueFile,
  readCatalogueFile,
  SENSES_FILE,
  type SensesFile,
} from './catalogue-file';
import { buildSpellings, SpellingTable } from './detection-index';
import { isKanjiChar, katakanaToHiragana } from './kana';
import { difficulty, type JlptLevel } from './levels';
import type { CatalogueItem, KanjiItem, Sense, SpellingEntry, VocabType, VocabularyItem } from './types';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class Catalogue {
  readonly items: readonly CatalogueItem[];
  readonly vocabulary: readonly VocabularyItem[];
  readonly kanji: readonly KanjiItem[];
  private readonly spellings: SpellingTable;
  private readonly senses: (item: VocabularyItem) => readonly Sense[];
  private readonly byId = new Map<string, CatalogueItem>();
  private readonly kanjiByChar = new Map<string, KanjiItem>();
  /** Kanji → the vocabulary written with it; built on first use (related words only). */
  private byKanji: Map<string, VocabularyItem[]> | undefined;
  private readonly pools = new Map<string, CatalogueItem[]>();

  /**
   * From the generated files (`readCatalogue`), or from bare items: their spellings are then found here, and
   * their senses are those `senses` gives (none without it).
   */
  constructor(
    items: readonly CatalogueItem[],
    options: { spellings?: SpellingTable; senses?: (item: VocabularyItem) => readonly Sense[] } = {},
  ) {
    this.items = items;
    this.vocabulary = items.filter((item): item is VocabularyItem => item.vocabType === 'vocabulary');
    this.kanji = items.filter((item): item is KanjiItem => item.vocabType === 'kanji');
    for (const item of items) this.byId.set(item.vocab_id, item);
    for (const item of this.kanji) this.kanjiByChar.set(item.kanji, item);
    this.spellings = options.spellings ?? SpellingTable.of(buildSpellings(items));
    this.senses = options.senses ?? (() => []);
  }

  /** The spellings `text` may be, direct spellings first (see `Spellings`). */
  spellingsOf(text: string): readonly SpellingEntry[] | undefined {
    return this.spellings.get(text);
  }

  /** Whether some listed spelling is longer than `text` and begins with it (detection stops looking ahead). */
  beginsSpelling(text: string): boolean {
    return this.spellings.begins(text);
  }

  /** The word's dictionary senses, most common first (read from their own file on first use). */
  sensesOf(item: VocabularyItem): readonly Sense[] {
    return this.senses(item);
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
      for (const other of this.wordsWithKanji(char)) {
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

  private wordsWithKanji(char: string): readonly VocabularyItem[] {
    if (!this.byKanji) {
      this.byKanji = new Map();
      for (const word of this.vocabulary) {
        for (const kanji of new Set(word.word)) {
          if (!isKanjiChar(kanji)) continue;
          const list = this.byKanji.get(kanji);
          if (list) list.push(word);
          else this.byKanji.set(kanji, [word]);
        }
      }
    }
    return this.byKanji.get(char) ?? [];
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

let loaded: Catalogue | undefined;

/** The generated catalogue, read and indexed once per process. */
export function loadCatalogue(): Catalogue {
  loaded ??= readCatalogue(generatedDir());
  return loaded;
}

/** The catalogue the data build wrote in `dir`; the senses file is read when a word's senses are first asked. */
export function readCatalogue(dir: string): Catalogue {
  const { items, spellings } = readCatalogueFile(
    readGeneratedJson<CatalogueFile>(CATALOGUE_FILE, 'vocabulary catalogue', dir),
  );
  let senses: SensesFile | undefined;
  return new Catalogue(items, {
    spellings,
    senses: (item) => {
      senses ??= readGeneratedJson<SensesFile>(SENSES_FILE, 'vocabulary catalogue', dir);
      return senses[item.vocab_id] ?? [];
    },
  });
}

/** A file the data build wrote, parsed; a missing one is named, with the command that writes it. */
export function readGeneratedJson<T>(file: string, what: string, dir = generatedDir()): T {
  const path = join(dir, file);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    throw new Error(`The ${what} ${file} is missing (${path}); run: npm run build -w @kaiwa/japanese`, {
      cause: error,
    });
  }
}
