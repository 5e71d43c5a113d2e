import { hasKanji, isKatakana, katakanaToHiragana, sharesKanji } from './kana';
import { difficulty } from './levels';
import type { CatalogueItem, SpellingEntry, Spellings, VocabularyItem } from './types';

/** Whether the word is a verb by one of its parts of speech (not a noun that takes する). */
export const isVerb = (item: VocabularyItem) =>
  item.partsOfSpeech.some((code) => /^(v[15kz]|vs-)/.test(code));
/** Whether the word is an i-adjective. */
export const isAdjective = (item: VocabularyItem) => item.partsOfSpeech.includes('adj-i');
/** A noun that is no numeral (医学, not 九 of 九生, "nine lives"). */
export const isNoun = (item: VocabularyItem) =>
  item.partsOfSpeech.includes('n') && !item.partsOfSpeech.includes('num');

/** A word's spellings: the listed one, then the others of its entry and reading. */
export const spellingsOf = (item: VocabularyItem) => [item.word, ...item.alternativeForms];

/**
 * Whether two catalogue entries are one word: the lists hold a few words twice in two spellings (ください and
 * 下さい, 有る and 在る, 終る and 終わる), and finding either is finding the word.
 */
export const sameWord = (a: VocabularyItem, b: VocabularyItem) =>
  a === b ||
  (a.reading === b.reading && (spellingsOf(a).includes(b.word) || spellingsOf(b).includes(a.word)));

/**
 * Whether an alternative spelling writes the same word: it shares a kanji with the listed spelling (御飯 for
 * ご飯, 大ぜい for 大勢), or one of them has none (下さい for ください). A noun's spelling with other kanji is
 * another word that sounds the same (干 of 干した is not 乾, 使い of 金使い not 遣い), but where it is a listed
 * word itself, read otherwise (`toldApart`), and the reading tells the two apart (歳 read とし is 年, 歳 read さい
 * the listed 歳). A verb's or adjective's is the same word, its ending spelled out (生む of 産む, 聴く of 聞く,
 * 旨い of 上手い); a listed spelling still comes first (速い is the listed 速い, not 早い; 現す is not 表す).
 * Digits (１ for 一) are numbers, which detection reads as numbers.
 */
function isVariantOf(form: string, item: VocabularyItem, toldApart: boolean): boolean {
  if (/[0-9０-９]/.test(form)) return false;
  if (!hasKanji(form) || !hasKanji(item.word) || isVerb(item) || isAdjective(item)) return true;
  return toldApart || sharesKanji(form, item.word);
}

// Latin letters in a listed word, and a reading written wholly in katakana.
const LATIN = /[A-Za-zＡ-Ｚａ-ｚ]/;

/** The spellings of the vocabulary among `items` (see `Spellings`). */
export function buildSpellings(items: readonly CatalogueItem[]): Spellings {
  // Text is looked up as keys: "__proto__" typed in a message must not find Object.prototype.
  const spellings: Spellings = Object.create(null);
  const readingCount = new Map<string, number>();
  // The easiest level of the verbs of each reading (1 for N5), and how many common adjectives it has.
  const easiestVerb = new Map<string, number>();
  const commonAdjectives = new Map<string, number>();
  // The levels of the words of each reading (1 for N5), easiest first, and whether one is usually in kana.
  const levels = new Map<string, number[]>();
  const kanaWords = new Set<string>();
  for (const item of items) {
    if (item.vocabType !== 'vocabulary') continue;
    const reading = katakanaToHiragana(item.reading);
    readingCount.set(reading, (readingCount.get(reading) ?? 0) + 1);
    levels.set(
      reading,
      [...(levels.get(reading) ?? []), difficulty(item.level)].sort((a, b) => a - b),
    );
    if (item.usuallyKana || !hasKanji(item.word)) kanaWords.add(reading);
    if (isVerb(item))
      easiestVerb.set(reading, Math.min(easiestVerb.get(reading) ?? 5, difficulty(item.level)));
    if (isAdjective(item) && item.common)
      commonAdjectives.set(reading, (commonAdjectives.get(reading) ?? 0) + 1);
  }
  const add = (key: string, entry: SpellingEntry) => {
    const list = spellings[key];
    if (!list) spellings[key] = [entry];
    else if (!list.some(([position]) => position === entry[0])) list.push(entry);
  };
  // The readings of each listed spelling (see `isVariantOf`).
  const listedReadings = new Map<string, Set<string>>();
  for (const item of items)
    if (item.vocabType === 'vocabulary')
      listedReadings.set(
        item.word,
        (listedReadings.get(item.word) ?? new Set()).add(katakanaToHiragana(item.reading)),
      );
  items.forEach((item, position) => {
    if (item.vocabType !== 'vocabulary') return;
    const reading = katakanaToHiragana(item.reading);
    add(item.word, [position, reading, 0]);
    for (const form of item.alternativeForms) {
      const readings = listedReadings.get(form);
      const toldApart = readings !== undefined && !readings.has(reading);
      if (isVariantOf(form, item, toldApart)) add(form, [position, reading, 0]);
    }
    // A word written with latin letters is as often written as it sounds, in katakana: Ｇパン, ジーパン.
    if (LATIN.test(item.word) && isKatakana(item.reading)) add(item.reading, [position, reading, 0]);
    // A word written with kanji also counts when spelled in kana if that is its usual spelling, or if no
    // other catalogue word sounds the same (たべる can only be 食べる, but はし is 橋 or 箸). Not a verb when an
    // easier verb sounds the same, which the kana more likely writes: つく is rather 着く or 付く than 点く,
    // ひく rather 引く than 轢く. The one common adjective of its sound counts too, as detection takes a kana
    // spelling only for a token of its part of speech: よい is 良い (not the rare 好い, nor a noun), but はやい
    // may be 早い or 速い.
    const easier = isVerb(item) && difficulty(item.level) > easiestVerb.get(reading)!;
    const usual = item.usuallyKana && !easier;
    const sole = isAdjective(item) && item.common && commonAdjectives.get(reading) === 1;
    // A common noun or adverb of three kana or more two levels easier than the other words of its sound, none
    // of them written in kana: いっぱい is 一杯 (N4), not 一敗 (N1), たいへん 大変. Not two kana, which are as
    // often a fragment or another part of speech (もん of 知るもんか is not 門), nor verbs: つく is as often
    // 吐く as 着く.
    const [easiest, next = Number.POSITIVE_INFINITY] = levels.get(reading)!;
    const dominant =
      item.common &&
      !isVerb(item) &&
      !isAdjective(item) &&
      !kanaWords.has(reading) &&
      reading.length > 2 &&
      difficulty(item.level) === easiest &&
      next - easiest >= 2;
    // A suffix and nothing else is written in kana after a name as often as not (トムくん): detection takes a
    // kana spelling only for a token that is a suffix there.
    const suffix = item.partsOfSpeech.length > 0 && item.partsOfSpeech.every((code) => code === 'suf');
    if (hasKanji(item.word) && (usual || sole || dominant || suffix || readingCount.get(reading) === 1))
      add(reading, [position, reading, 1]);
  });
  // The words listed under the spelling itself first, then other words' variants, then kana spellings, so
  // the written form decides where it can (速い is the listed 速い, not a variant of 早い).
  const rank = (key: string, [position, , kana]: SpellingEntry) =>
    kana * 2 + ((items[position] as VocabularyItem).word === key ? 0 : 1);
  for (const [key, list] of Object.entries(spellings)) list.sort((a, b) => rank(key, a) - rank(key, b));
  return spellings;
}

/**
 * The spellings as detection looks them up. Keys are kept sorted, so whether a text begins a longer spelling is
 * a binary search rather than a set of every beginning built at load, and each key's entries are made on its
 * first lookup.
 */
export class SpellingTable {
  private readonly positions = new Map<string, number>();
  private readonly lists: (readonly SpellingEntry[] | undefined)[] = [];

  /** `keys` sorted; `entriesAt(i)` gives the entries of `keys[i]`. */
  constructor(
    private readonly keys: readonly string[],
    private readonly entriesAt: (index: number) => SpellingEntry[],
  ) {
    for (let index = 0; index < keys.length; index++) this.positions.set(keys[index]!, index);
  }

  static of(spellings: Spellings): SpellingTable {
    const keys = Object.keys(spellings).sort();
    return new SpellingTable(keys, (index) => spellings[keys[index]!]!);
  }

  get(text: string): readonly SpellingEntry[] | undefined {
    const index = this.positions.get(text);
    if (index === undefined) return undefined;
    let list = this.lists[index];
    if (!list) {
      list = this.entriesAt(index);
      this.lists[index] = list;
    }
    return list;
  }

  /** Whether some key is longer than `text` and begins with it. */
  begins(text: string): boolean {
    return beginsLongerKey(this.keys, text);
  }
}

/** Whether one of the sorted `keys` is longer than `text` and begins with it: the first key after `text`. */
export function beginsLongerKey(keys: readonly string[], text: string): boolean {
  if (text === '') return false;
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! <= text) low = middle + 1;
    else high = middle;
  }
  return low < keys.length && keys[low]!.startsWith(text);
}
