import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNoun, spellingsOf } from '../../src/detection-index';
import { hasKanji, hiraganaToKatakana, katakanaToHiragana } from '../../src/kana';
import { difficulty, type JlptLevel } from '../../src/levels';
import { KANA_NOUNS_FILE, MecabTokenizer, type Morpheme } from '../../src/tokenizer';
import type { VocabularyItem } from '../../src/types';
import { readEucJp } from './edict';

/**
 * Debian's `mecab-ipadic` puts IPADIC's source, its entries as CSV in EUC-JP, here; `IPADIC_SOURCE_DIR` points
 * elsewhere. mecab-dict-index (Debian's `mecab-utils`) compiles a user dictionary against it.
 */
const DEFAULT_IPADIC_SOURCE_DIR = '/usr/share/mecab/dic/ipadic';
const DICT_INDEX = '/usr/lib/mecab/mecab-dict-index';

// Added to the cost of the kanji entry a kana noun copies: with it the kana noun wins over a cut into pieces
// no text has (すいようび as すい + よう + び, あたま as the filler あ + たま), not over grammar or other words that
// spell the same kana (ない + よう is not 内容, やきもち not 焼き + 気持ち). Measured on the test sets: 2,000 let
// one such cut through, 3,000 none, 6,000 none but left words in pieces (あたま).
export const KANA_NOUN_PENALTY = 3000;

// The parts of speech of IPADIC's words that stand as they are, uninflected: a kana noun costs twice the penalty
// where IPADIC spells one of them so (measured on the test sets: with verbs' and adjectives' forms too, recall
// on the kana parts was 88.4 % and 85.4 % against 88.6 % and 86.3 %; leaving out the nouns those forms spell,
// 84.6 % and 80.7 %).
const WORDS = new Set(['名詞', '感動詞', '助詞', '助動詞']);

// Learners write in kana the nouns they learn first; a harder noun in kana is more often grammar that spells it
// (いい + ん is not 委員, N3; 行こ + っか not 国家, N3): with N3 nouns too, casual speech lost three words.
export const KANA_LEVELS: ReadonlySet<JlptLevel> = new Set(['N5', 'N4']);

// Harder nouns are written in kana too where their kana are long and IPADIC cuts them into pieces that hold a
// word, as it cuts the easy ones: learners meet りゅうがく (留学, N3, りゅう + が + くし), ひらがな (N2) and
// しんかんせん (N2) early. Not where it cuts them into grammar alone, which text says: こんなん (困難) is こんな
// + ん, そうなん (遭難) そう + な + ん. Measured on the test sets: with three kana or more, grammar and other
// words' kana were taken for nouns in the sentences with kanji; with five or more, fewer nouns came through.
const LONG_KANA = 4;

// How many levels easier than every other catalogue word of its sound a noun must be to take the kana alone: a
// beginner who writes えき means 駅 (N5), not 液 (N1); はし is 橋 (N5) or 箸 (N4). One level let too few
// through to matter, and three lost the genre set's 駅 and 洗濯 (measured on the test sets).
const LEVELS_APART = 2;

/** An IPADIC entry: surface, left and right context ids, cost, then the features (品詞 … 原形, 読み, 発音). */
export type IpadicEntry = string[];

/**
 * Entries for catalogue nouns of N5 and N4 written in hiragana (and harder ones in `cutIntoWords`: see
 * `LONG_KANA`), which IPADIC, knowing most nouns only in
 * kanji, cuts into pieces (すいようび, としょかん, しゃしん): each a copy of the kanji noun's entry (or a common noun's,
 * where IPADIC has none: ゆうびんきょく), spelled by its reading and costlier (see `KANA_NOUN_PENALTY`). Only where
 * the kana names one catalogue word, or one far easier than the others (see `LEVELS_APART`; not はし: 橋, 箸 and
 * 端), and the entry reads it as the catalogue does (not 相対 あいたい): there the tokens are as before, and
 * detection's rules for kana words decide. Kana IPADIC spells a verb's or an adjective's form with too (みせ of
 * 見せる, かんじ of 感じる, やさい) cost the penalty alone, and the lattice decides by what follows: before a
 * particle the noun (みせは, かんじを); kana it spells a word with that stands as it is (a noun, an
 * interjection, grammar: ゆめ, いえ, まえ of たまえ) cost twice as much.
 */
export function kanaNounEntries(
  ipadic: readonly IpadicEntry[],
  vocabulary: readonly VocabularyItem[],
  cutIntoWords: ReadonlySet<string> = new Set(),
): string[] {
  const writtenInKana = (item: VocabularyItem) =>
    KANA_LEVELS.has(item.level) || cutIntoWords.has(item.reading);
  const readingsOf = new Map<string, Set<string>>();
  // The words of each sound (their spellings and levels: 1 for N5).
  const wordsReadAs = new Map<string, SoundedWord[]>();
  const easy = new Set<string>();
  for (const item of vocabulary) {
    for (const spelling of spellingsOf(item)) {
      if (writtenInKana(item)) easy.add(spelling);
      const readings = readingsOf.get(spelling) ?? new Set();
      readingsOf.set(spelling, readings.add(item.reading));
    }
    const sounded = { spellings: spellingsOf(item), level: difficulty(item.level) };
    wordsReadAs.set(item.reading, [...(wordsReadAs.get(item.reading) ?? []), sounded]);
  }
  // Each spelling with the readings IPADIC gives it (一日 only as the place ひといち).
  const spelledAlready = new Set(ipadic.map((entry) => `${entry[0]} ${katakanaToHiragana(entry[11] ?? '')}`));
  const spelledAsWord = new Set(ipadic.filter((entry) => WORDS.has(entry[4]!)).map(([surface]) => surface));
  const entries = new Set<string>();
  for (const [surface, left, right, cost, pos, ...rest] of ipadic) {
    // rest: 品詞細分類1-3, 活用型, 活用形, 原形, 読み, 発音.
    const reading = katakanaToHiragana(rest[6] ?? '');
    const readings = readingsOf.get(surface!);
    const named =
      easy.has(surface!) &&
      pos === '名詞' &&
      rest[0] !== '接尾' &&
      hasKanji(surface!) &&
      readings?.has(reading) === true &&
      namesAlone(wordsReadAs.get(reading)!, surface!, reading);
    const penalty = spelledAsWord.has(reading) ? 2 * KANA_NOUN_PENALTY : KANA_NOUN_PENALTY;
    if (named) entries.add([reading, left, right, Number(cost) + penalty, pos, ...rest].join(','));
  }
  // Easy nouns IPADIC has no entry for under their reading (郵便局, 誕生日; 一日 only as a place, ひといち), which
  // it cuts into pieces in kanji too: spelled
  // by their reading as a common noun of IPADIC's of the median cost, with the penalty.
  const common = ipadic.filter((entry) => entry[4] === '名詞' && entry[5] === '一般');
  const [, left, right] = common[0] ?? [];
  const costs = common.map((entry) => Number(entry[3])).sort((a, b) => a - b);
  const cost = costs[Math.floor(costs.length / 2)]! + KANA_NOUN_PENALTY;
  for (const item of vocabulary) {
    const unknown =
      writtenInKana(item) &&
      isNoun(item) &&
      hasKanji(item.word) &&
      !spelledAlready.has(`${item.word} ${item.reading}`);
    if (!unknown) continue;
    if (!namesAlone(wordsReadAs.get(item.reading)!, item.word, item.reading)) continue;
    const sound = hiraganaToKatakana(item.reading);
    entries.add(
      [item.reading, left, right, cost, '名詞', '一般', '*', '*', '*', '*', item.word, sound, sound].join(
        ',',
      ),
    );
  }
  return [...entries].sort();
}

/** What the build asks of a tokenizer: IPADIC's morphemes of a text. */
type Tokenizer = { morphemes(text: string): Promise<Morpheme[]> };

/**
 * The readings of the catalogue's harder nouns of `LONG_KANA` kana or more that IPADIC alone cuts into pieces
 * holding a word: a noun, a verb or an adjective standing on its own (see `LONG_KANA`).
 */
export async function longNounsCutIntoWords(
  vocabulary: readonly VocabularyItem[],
  tokenizer: Tokenizer,
): Promise<Set<string>> {
  const cut = new Set<string>();
  for (const item of vocabulary) {
    if (KANA_LEVELS.has(item.level) || !isNoun(item) || [...item.reading].length < LONG_KANA) continue;
    if (await isCutIntoWords(tokenizer, item.reading)) cut.add(item.reading);
  }
  return cut;
}

/** Whether IPADIC cuts `kana` into pieces, one of them a word of its own (りゅう + が + くし). */
async function isCutIntoWords(tokenizer: Tokenizer, kana: string): Promise<boolean> {
  const pieces = await tokenizer.morphemes(kana);
  return pieces.length > 1 && pieces.some(isWordOfItsOwn);
}

// The most a place's name may cost in IPADIC to be written in kana too: the names people write most cost less
// (京都 2,135, 東京 3,003, 大阪 4,257), and all but 1,488 of its 73,000 places more; 126 of those in kanji are
// cut into words in kana.
const PLACE_COST = 5000;

/**
 * Entries for the places IPADIC names most often spelled by their reading, where IPADIC alone cuts the kana
 * into pieces holding a word (とうきょう as とう + きょう: 今日), costlier by the kana nouns' penalty: a learner who
 * writes とうきょうに すんで います lives in Tokyo, and a name counts no word.
 */
export function placeEntries(ipadic: readonly IpadicEntry[], tokenizer: Tokenizer): Promise<string[]> {
  const places = ipadic.filter(
    ([surface, , , cost, pos, detail, kind]) =>
      pos === '名詞' &&
      detail === '固有名詞' &&
      kind === '地域' &&
      hasKanji(surface!) &&
      Number(cost) < PLACE_COST,
  );
  return spelledInKana(places, 3, tokenizer);
}

// The most one of a compound noun's entries may cost in IPADIC for the compound to be written in kana too: the
// ones people write most cost less (日本語 276, 日本人 -1,114); 193 of IPADIC's common nouns of two kanji or
// more do, and 49 entries of those no list has are cut into words in kana (百貨店, 右側, 中国人). Measured on
// the test sets: 1,000 (13 entries) found as many words.
const COMPOUND_COST = 3000;

/**
 * Entries for the compound nouns IPADIC rates commonest that no list has, spelled by their reading (each
 * entry's), where IPADIC alone cuts the kana of `LONG_KANA` or more into pieces holding a word (にほんご as に +
 * ほん + ご, にほんじん, ひゃっかてん), costlier by the kana nouns' penalty: detection finds the listed words they
 * are made of (日本 and 語), as in kanji.
 */
export function compoundEntries(
  ipadic: readonly IpadicEntry[],
  vocabulary: readonly VocabularyItem[],
  tokenizer: Tokenizer,
): Promise<string[]> {
  const listed = new Set(vocabulary.flatMap(spellingsOf));
  const common = (entry: IpadicEntry) =>
    entry[4] === '名詞' && entry[5] === '一般' && COMPOUND.test(entry[0]!);
  const cheap = new Set(
    ipadic.filter((entry) => common(entry) && Number(entry[3]) < COMPOUND_COST).map(([s]) => s),
  );
  const compounds = ipadic.filter((entry) => common(entry) && cheap.has(entry[0]) && !listed.has(entry[0]!));
  return spelledInKana(compounds, LONG_KANA, tokenizer);
}

/**
 * IPADIC's `entries` spelled by their reading, costlier by the kana nouns' penalty, where the reading has
 * `minimum` kana or more and IPADIC alone cuts it into pieces holding a word.
 */
async function spelledInKana(
  entries: readonly IpadicEntry[],
  minimum: number,
  tokenizer: Tokenizer,
): Promise<string[]> {
  const spelled: string[] = [];
  for (const [, left, right, cost, ...features] of entries) {
    const reading = katakanaToHiragana(features[7] ?? '');
    if ([...reading].length < minimum || !(await isCutIntoWords(tokenizer, reading))) continue;
    spelled.push([reading, left, right, Number(cost) + KANA_NOUN_PENALTY, ...features].join(','));
  }
  return spelled;
}

// Two kanji or more.
const COMPOUND = /^\p{Script=Han}{2,}$/u;

const isWordOfItsOwn = ({ pos, posDetail }: Morpheme) =>
  (pos === '名詞' && !['非自立', '代名詞', '接尾'].includes(posDetail)) ||
  ((pos === '動詞' || pos === '形容詞') && posDetail === '自立');

/** A catalogue word as one of the words of a sound. */
interface SoundedWord {
  spellings: readonly string[];
  level: number;
}

/**
 * Whether the words of a sound spelled `spelling` are all one word, or, for a sound of two kana or more, the
 * easiest of them is `LEVELS_APART` levels easier than every word spelled otherwise (one kana is as often
 * a particle or a piece of another word: ご of にほんご is no 五).
 */
function namesAlone(words: readonly SoundedWord[], spelling: string, sound: string): boolean {
  const own = words.filter((word) => word.spellings.includes(spelling));
  const others = words.filter((word) => !word.spellings.includes(spelling));
  if (others.length === 0) return true;
  const easiest = Math.min(...own.map((word) => word.level));
  return sound.length > 1 && others.every((word) => word.level >= easiest + LEVELS_APART);
}

/** Where IPADIC's source is: `IPADIC_SOURCE_DIR`, or Debian's package. */
function ipadicSourceDir(): string {
  return process.env.IPADIC_SOURCE_DIR || DEFAULT_IPADIC_SOURCE_DIR;
}

/** IPADIC's entries, from its source CSV files. */
function readIpadicSource(dir: string): IpadicEntry[] {
  const remedy = "install Debian's mecab-ipadic package or set IPADIC_SOURCE_DIR";
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.csv'));
  } catch (error) {
    throw new Error(`Cannot read IPADIC's source at ${dir} (${remedy})`, { cause: error });
  }
  return files.flatMap((file) =>
    readEucJp(join(dir, file), "IPADIC's source", remedy)
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.split(',')),
  );
}

/** Compiles the kana nouns into a MeCab user dictionary next to the catalogue; returns how many. */
export async function writeKanaNouns(vocabulary: readonly VocabularyItem[], outDir: string): Promise<number> {
  const sourceDir = ipadicSourceDir();
  // IPADIC alone, without the kana nouns of an earlier build.
  const tokenizer = new MecabTokenizer({ dicDir: process.env.MECAB_DIC_DIR || undefined });
  const ipadic = readIpadicSource(sourceDir);
  const cutIntoWords = await longNounsCutIntoWords(vocabulary, tokenizer);
  const places = await placeEntries(ipadic, tokenizer);
  const compounds = await compoundEntries(ipadic, vocabulary, tokenizer);
  tokenizer.close();
  const entries = [...kanaNounEntries(ipadic, vocabulary, cutIntoWords), ...places, ...compounds].sort();
  const work = mkdtempSync(join(tmpdir(), 'kaiwa-kana-'));
  try {
    const csv = join(work, 'kana-nouns.csv');
    writeFileSync(csv, `${entries.join('\n')}\n`);
    execFileSync(
      DICT_INDEX,
      ['-d', sourceDir, '-u', join(outDir, KANA_NOUNS_FILE), '-f', 'utf-8', '-t', 'utf-8', csv],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new Error(
      `Cannot compile the kana nouns with ${DICT_INDEX} (install Debian's mecab-utils package)`,
      { cause: error },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return entries.length;
}
