import { readFileSync } from 'node:fs';
import { isKana, katakanaToHiragana } from '../../src/kana';
import type { Sense } from '../../src/types';

/** Debian's `edict` package puts the dictionary here; `EDICT_PATH` points elsewhere. */
export const DEFAULT_EDICT_PATH = '/usr/share/edict/edict';

export function edictPath(): string {
  return process.env.EDICT_PATH || DEFAULT_EDICT_PATH;
}

/**
 * A file of Debian's dictionary packages, which keep EDRDG's and IPADIC's EUC-JP; one that cannot be read is
 * named, with what to do about it.
 */
export function readEucJp(path: string, what: string, remedy: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new Error(`Cannot read ${what} at ${path} (${remedy})`, { cause: error });
  }
  return new TextDecoder('euc-jp').decode(bytes);
}

/** One EDICT line: a written form with one reading and the senses of its JMdict entry. */
export interface EdictLine {
  headword: string;
  reading: string;
  /** The gloss part of the line, as written: lines of one entry that share a reading share it. */
  body: string;
  /** Markers on this spelling: `iK` irregular kanji, `ok` outdated kana, `ateji`… */
  formMarkers: string[];
  common: boolean;
}

// Markers EDICT puts on a spelling rather than a sense; forms carrying those other than ateji and gikun are
// irregular, outdated or search-only and are not offered as alternative spellings.
const FORM_MARKERS = new Set(['ateji', 'gikun', 'iK', 'ik', 'io', 'oK', 'ok', 'rK', 'rk', 'sK', 'sk']);
const IRREGULAR_FORM_MARKERS = new Set(['iK', 'ik', 'io', 'oK', 'ok', 'rK', 'rk', 'sK', 'sk']);

const POS = new Set(
  (
    'adj-f adj-i adj-ix adj-kari adj-ku adj-na adj-nari adj-no adj-pn adj-shiku adj-t adv adv-to aux aux-adj ' +
    'aux-v conj cop cop-da ctr exp int n n-adv n-pr n-pref n-suf n-t num pn pref prt suf unc v-unspec v1 v1-s ' +
    'v2a-s v2b-k v2d-s v2g-k v2g-s v2h-k v2h-s v2k-k v2k-s v2m-s v2n-s v2r-k v2r-s v2s-s v2t-k v2t-s v2w-s ' +
    'v2y-k v2y-s v2z-s v4b v4g v4h v4k v4m v4n v4r v4s v4t v5aru v5b v5g v5k v5k-s v5m v5n v5r v5r-i v5s v5t ' +
    'v5u v5u-s v5uru vi vk vn vr vs vs-c vs-i vs-s vt vz'
  ).split(' '),
);
const TAGS = new Set(
  (
    'abbr arch char chn col company creat dated derog doc euph ev fam fem fict form given group hist hon hum ' +
    'id joc leg m-sl male myth net-sl obj obs obsc on-mim organization oth person place poet pol product ' +
    'proverb quote rare relig sens serv ship sl station surname uk unclass vulg work X yoji agric anat archeol ' +
    'archit art astron audvid aviat baseb biochem biol bot boxing Buddh bus cards chem chmyth Christn civeng ' +
    'cloth comp cryst dent ecol econ elec electr embryo engr ent figskt film finc fish food gardn genet geogr ' +
    'geol geom go golf gramm grmyth hanaf horse internet jpmyth kabuki law ling logic MA mahj manga math mech ' +
    'med met mil min mining motor music noh ornith paleo pathol pharm phil photo physics physiol politics ' +
    'print prowres psy psyanal psych rail rommyth Shinto shogi ski sports stat stockm sumo surg telec tradem ' +
    'tv vet vidg zool litf'
  ).split(' '),
);
const LEADING_GROUP = /^\(([^()]*)\)\s*/;

export class Edict {
  private readonly byHeadword = new Map<string, EdictLine[]>();
  private readonly byReading = new Map<string, EdictLine[]>();

  constructor(text: string) {
    for (const raw of text.split('\n')) {
      const line = parseLine(raw);
      if (!line) continue;
      push(this.byHeadword, line.headword, line);
      push(this.byReading, katakanaToHiragana(line.reading), line);
    }
  }

  static read(path = edictPath()): Edict {
    return new Edict(
      readEucJp(path, 'the EDICT dictionary', "install Debian's edict package or set EDICT_PATH"),
    );
  }

  /** Lines spelling `word` with `reading` (katakana and hiragana compare equal). */
  lookup(word: string, reading: string): EdictLine[] {
    const wanted = katakanaToHiragana(reading);
    if (isKana(word)) {
      if (katakanaToHiragana(word) !== wanted) return [];
      // A kana word is any entry with that reading: JMdict's kana spellings are readings of its entries.
      return this.byReading.get(wanted) ?? [];
    }
    return (this.byHeadword.get(word) ?? []).filter((line) => katakanaToHiragana(line.reading) === wanted);
  }

  /** Every line spelling `word`, under any reading. */
  linesOf(word: string): readonly EdictLine[] {
    return this.byHeadword.get(word) ?? [];
  }

  /** The readings the dictionary knows for a written form, for error messages. */
  readingsOf(word: string): string[] {
    return [...new Set((this.byHeadword.get(word) ?? []).map((line) => line.reading))];
  }

  /** Every written form the dictionary has. */
  headwords(): IterableIterator<string> {
    return this.byHeadword.keys();
  }

  /** Other lines of the same entry and reading: its other spellings. */
  spellingsOf(line: EdictLine): EdictLine[] {
    return (this.byReading.get(katakanaToHiragana(line.reading)) ?? []).filter(
      (other) => other.body === line.body,
    );
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const LINE = /^(\S+) (?:\[(\S+)\] )?\/(.*)\/$/;

function parseLine(raw: string): EdictLine | undefined {
  const match = LINE.exec(raw);
  if (!match) return undefined;
  const [, headword, reading, rest] = match as unknown as [string, string, string | undefined, string];
  let body = rest;
  let common = false;
  if (body.endsWith('/(P)')) {
    common = true;
    body = body.slice(0, -'/(P)'.length);
  } else if (body === '(P)') return undefined;
  const formMarkers: string[] = [];
  for (let group = LEADING_GROUP.exec(body); group; group = LEADING_GROUP.exec(body)) {
    if (!FORM_MARKERS.has(group[1]!)) break;
    formMarkers.push(group[1]!);
    body = body.slice(group[0].length);
  }
  return { headword, reading: reading ?? headword, body, formMarkers, common };
}

/**
 * Whether a spelling JMdict marks for irregular okurigana alone is two kanji or more, the kana left out (見積 of
 * 見積もり, 夕焼 of 夕焼け): offices and shops write these words so (見積書), so it is a spelling of the word. One
 * kanji is most often a word of its own (話 of 話し is the noun 話, and 話し手 is 話す's).
 */
export function isOkuriganaLeftOut(line: EdictLine): boolean {
  return (
    line.formMarkers.length === 1 &&
    line.formMarkers[0] === 'io' &&
    /^\p{Script=Han}{2,}$/u.test(line.headword)
  );
}

export function isRegularSpelling(line: EdictLine): boolean {
  return !line.formMarkers.some((marker) => IRREGULAR_FORM_MARKERS.has(marker));
}

/** The senses of a line's entry: `(pos) (n) (tags) gloss/gloss/…`, a sense number starting each sense. */
export function sensesOf(line: EdictLine): Sense[] {
  const senses: Sense[] = [];
  let current: Sense | undefined;
  for (const field of line.body.split('/')) {
    let text = field;
    let pos: string[] | undefined;
    let numbered = false;
    const tags: string[] = [];
    for (let group = LEADING_GROUP.exec(text); group; group = LEADING_GROUP.exec(text)) {
      const content = group[1]!;
      const parts = content.split(',');
      if (/^\d+$/.test(content)) numbered = true;
      else if (parts.every((part) => POS.has(part))) pos = parts;
      else if (TAGS.has(content) || /^[a-z]+:$/.test(content)) tags.push(content.replace(/:$/, ''));
      else break;
      text = text.slice(group[0].length);
    }
    const gloss = text.trim();
    if (!current || numbered || (pos && current.glosses.length > 0)) {
      current = { pos: pos ?? current?.pos ?? [], glosses: [], tags };
      senses.push(current);
    } else {
      if (pos) current.pos = pos;
      current.tags.push(...tags);
    }
    if (gloss) current.glosses.push(gloss);
  }
  return senses.filter((sense) => sense.glosses.length > 0);
}
