import { type Catalogue, readGeneratedJson } from './catalogue';
import { hasKanji, isHiragana, isKana, isKanjiChar, isKanjiOnly, katakanaToHiragana } from './kana';
import { difficulty } from './levels';
import { DIGITS, isCounter, isDigits, parseNumber, readNumber } from './numbers';
import { E_ROW } from './stems';
import type { Morpheme } from './tokenizer';
import type { Token, VocabularyItem } from './types';

/** The data build's file of each kanji's readings by KANJIDIC2 (see `kanjiReadings` in the build). */
export const KANJI_READINGS_FILE = 'kanji-readings.json';
/** The data build's file of EDICT words IPADIC misreads, with their reading (see `compoundReadings`). */
export const COMPOUND_READINGS_FILE = 'compound-readings.json';
/** The data build's file of catalogue spellings' other common readings (see `keptReadings`). */
export const KEPT_READINGS_FILE = 'kept-readings.json';

const tables = new Map<string, Record<string, unknown>>();

/** A generated table of readings, read on first use. */
function readingTable<Value = string>(file: string): Record<string, Value> {
  let table = tables.get(file);
  if (!table) {
    table = Object.setPrototypeOf(readGeneratedJson(file, 'readings'), null) as Record<string, unknown>;
    tables.set(file, table);
  }
  return table as Record<string, Value>;
}

/**
 * Reads the generated reading tables now, not on the first text that needs one (the first unknown kanji, the
 * first compound IPADIC cuts): about a tenth of a second that a server spends before it serves.
 */
export function loadReadingTables(): void {
  readingTable(KANJI_READINGS_FILE);
  readingTable(COMPOUND_READINGS_FILE);
  readingTable(KEPT_READINGS_FILE);
}

/**
 * A kanji's readings by KANJIDIC2, for every kanji, not only the JLPT lists' (無, 分): Chinese readings in
 * hiragana, native ones with KANJIDIC's marks (た.べる, -がた).
 */
export interface KanjiReadings {
  on: readonly string[];
  kun: readonly string[];
}

const kanjiReadingsCache = new Map<string, KanjiReadings | undefined>();

export function readingsOfKanji(char: string): KanjiReadings | undefined {
  if (kanjiReadingsCache.has(char)) return kanjiReadingsCache.get(char);
  const [on, kun] = readingTable<[string, string]>(KANJI_READINGS_FILE)[char] ?? [];
  const readings = on === undefined ? undefined : { on: words(on), kun: words(kun ?? '') };
  kanjiReadingsCache.set(char, readings);
  return readings;
}

const words = (list: string) => (list === '' ? [] : list.split(' '));

/** A native reading as the word it reads, without KANJIDIC's marks: た.べる is たべる, -がた がた. */
export const nativeWord = (kun: string) => kun.replace(/[.-]/g, '');

/** Whether a kanji is read so by one of its Chinese readings (無 む). */
export const isReadOn = (char: string, reading: string) =>
  readingsOfKanji(char)?.on.includes(reading) === true;

/** Whether a kanji is read so by one of its native readings, as a word (株 かぶ, 箱 はこ). */
export const isReadKun = (char: string, reading: string) =>
  readingsOfKanji(char)?.kun.some((kun) => nativeWord(kun) === reading) === true;

/** A native reading's stem, the part the kanji itself reads: た.べる is た, -がた がた. */
export const nativeStem = (kun: string) => kun.replaceAll('-', '').split('.')[0]!;

/** A kanji's most common reading: its first Chinese one, else its first native stem (峠 とうげ, 畑 はた). */
function kanjiReadingOf(char: string): string {
  const readings = readingsOfKanji(char);
  const native = readings?.kun[0] === undefined ? undefined : nativeStem(readings.kun[0]);
  return readings?.on[0] ?? native ?? '';
}

// Marks that stand for kanji without being in KANJIDIC: 々 repeats the kanji before it.
const MARK_READINGS: Record<string, string> = { ヶ: 'か', 〆: 'しめ' };

/**
 * A guess at the reading of a kanji word no dictionary knows (社販 しゃはん, 去々年 きょきょねん):
 * each kanji's most common reading, its on-reading for nearly all. Kana is kept; a kanji without any known
 * reading is left out, so the result never contains kanji.
 */
export function estimatedReading(surface: string): string {
  let out = '';
  let previous = '';
  for (const char of surface) {
    let reading: string;
    if (char === '々') reading = previous;
    else if (char in MARK_READINGS) reading = MARK_READINGS[char]!;
    else if (isKanjiChar(char)) reading = kanjiReadingOf(char);
    else reading = katakanaToHiragana(char);
    out += reading;
    previous = reading;
  }
  return out;
}

// Readings repeat endlessly (ます, した, です…): converting each distinct one once saves most of the work.
const HIRAGANA_CACHE_LIMIT = 50_000;
const hiraganaCache = new Map<string, string>();

function hiraganaReading(katakana: string): string {
  let hiragana = hiraganaCache.get(katakana);
  if (hiragana === undefined) {
    if (hiraganaCache.size >= HIRAGANA_CACHE_LIMIT) hiraganaCache.clear();
    hiragana = katakanaToHiragana(katakana);
    hiraganaCache.set(katakana, hiragana);
  }
  return hiragana;
}

function fromMorpheme(raw: Morpheme, start: number): Token {
  const surface = raw.surface;
  // Kana is read as written: IPADIC's reading of a particle は is ハ, and a hiragana word keeps its spelling.
  const dictionaryReading = isKana(surface) ? surface : raw.reading !== '*' ? raw.reading : undefined;
  return {
    surface,
    basicForm: raw.basicForm !== '*' ? raw.basicForm : surface,
    reading: dictionaryReading === undefined ? surface : hiraganaReading(dictionaryReading),
    readingKnown: dictionaryReading !== undefined,
    pos: raw.pos,
    posDetail: raw.posDetail === '*' ? '' : raw.posDetail,
    conjugationType: raw.conjugationType === '*' ? '' : raw.conjugationType,
    start,
    end: start + surface.length,
  };
}

// Nouns IPADIC may take for suffixes, with their readings as nouns: 五分の所 しょ, ずばり的を射る てき, 人は氏より
// 育ち し, 一日中雨 う, すべて山の中 さん (the 山 of 富士山), 今後話をしよう ばなし, and after an adjective it took for a
// verb stem, とてもいい人 じん.
const NOUNS_IPADIC_TAKES_FOR_SUFFIXES: Record<string, string> = {
  山: 'やま',
  人: 'ひと',
  日: 'ひ',
  方: 'かた',
  所: 'ところ',
  的: 'まと',
  氏: 'うじ',
  雨: 'あめ',
  下: 'した',
  話: 'はなし',
};
// Words no suffix follows.
const ENDS_NO_WORD_POS = new Set(['助詞', '副詞', '接続詞', '連体詞', '形容詞']);

/**
 * A noun IPADIC took for a suffix where none can be one: after a particle, an adverb, an adjective, a noun
 * that works as an adverb (一番下 した, not the か of 影響下), or a word that ends in the suffix 中 of
 * "throughout" (一日中, 世界中).
 */
function readSuffixAsNoun(token: Token, before: Token | undefined): void {
  const noun = NOUNS_IPADIC_TAKES_FOR_SUFFIXES[token.surface];
  if (token.pos !== '名詞' || token.posDetail !== '接尾' || noun === undefined || !before) return;
  const throughout = before.surface.endsWith('中') && before.reading.endsWith('じゅう');
  if (!ENDS_NO_WORD_POS.has(before.pos) && before.posDetail !== '副詞可能' && !throughout) return;
  setReading(token, noun);
  token.posDetail = '一般';
}

/**
 * One and two before a counter read natively are ひと and ふた, as the counter is Japanese, not Chinese: 一箱
 * ひとはこ, 一組 ひとくみ, 二箱 ふたはこ, which IPADIC reads いち and に. Not inside a longer number (十一箱).
 */
function readNativeCount(tokens: Token[], index: number): void {
  const counter = tokens[index]!;
  const numeral = tokens[index - 1];
  const native = NATIVE_NUMERALS[numeral?.surface ?? ''];
  if (!native || numeral?.posDetail !== '数' || tokens[index - 2]?.posDetail === '数') return;
  if (counter.pos !== '名詞' || counter.posDetail !== '接尾' || counter.surface.length !== 1) return;
  if (isReadKun(counter.surface, counter.reading)) setReading(numeral, native);
}

const NATIVE_NUMERALS: Record<string, string> = { 一: 'ひと', 二: 'ふた' };

/**
 * Tokens with readings corrected where IPADIC's choice is wrong for the context. With a catalogue, a word
 * it lists under exactly one reading is read that way where IPADIC chose a rarer one (大勢 たいせい →
 * おおぜい, 歪む いがむ → ゆがむ).
 */
export function applyReadingRules(morphemes: Morpheme[], catalogue?: Catalogue): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  for (const morpheme of morphemes) {
    const token = fromMorpheme(morpheme, offset);
    offset = token.end;
    tokens.push(token);
  }
  const merged = mergeUnknownWords(mergeNumbers(mergeDecimals(recutImpossibleForms(tokens))));
  for (let i = 0; i < merged.length; i++) {
    readSuffixAsNoun(merged[i]!, tokenAt(merged, i - 1));
    readNativeCount(merged, i);
    SURFACE_RULES[merged[i]!.surface]?.(merged, i);
    // A surface rule may put a token of another kind in the place (十分 as a count: see `readAsCount`).
    const token = merged[i]!;
    BASIC_FORM_RULES[token.basicForm]?.(merged, i);
    readWeekdayInList(merged, i);
    // The build reads without a catalogue: the dictionary's table is what it is writing.
    if (catalogue) readAsDictionary(token);
    // IPADIC prefers ニッポン (日本, 日本人); everyday speech and textbooks say にほん.
    if (token.surface.startsWith('日本') && token.reading.startsWith('にっぽん'))
      replaceStem(token, 'にっぽん', 'にほん');
    if (catalogue && !token.readingByRule) readAsCatalogue(token, tokenAt(merged, i - 1), catalogue);
  }
  if (!catalogue) return merged;
  const words = readPhrases(mergeCompounds(merged, catalogue));
  // After merging: a compound the prefix begins (大酒飲み おおざけのみ) is read as the dictionary has it.
  for (let i = 0; i < words.length; i++) readGreatPrefix(words[i]!, tokenAt(words, i + 1));
  return words;
}

/**
 * The prefix 大 is おお before a native word (大あくび, 大津波) and だい before a Sino-Japanese or borrowed one
 * (大問題, 大失敗, 大ファン); IPADIC reads だい before all. A word is native where its reading begins with none
 * of its first kanji's Chinese readings, by KANJIDIC; a word in kana where IPADIC knows it as a verbal noun
 * (あくび, けが), not the なり of 大なり小なり.
 */
function readGreatPrefix(token: Token, next: Token | undefined): void {
  if (token.surface !== '大' || token.pos !== '接頭詞' || next?.pos !== '名詞' || !next.readingKnown) return;
  const first = next.surface[0]!;
  const chinese = isKanjiChar(first) ? readingsOfKanji(first)?.on : undefined;
  const native = isHiragana(next.surface)
    ? next.posDetail === 'サ変接続'
    : chinese !== undefined && !chinese.some((reading) => beginsWithSound(next.reading, reading));
  if (native) setReading(token, 'おお');
}

/** Whether a reading begins with a kanji's Chinese reading, whose last kana may be doubled (失 しつ of しっぱい). */
function beginsWithSound(reading: string, sound: string): boolean {
  const kana = katakanaToHiragana(sound);
  return (
    reading.startsWith(kana) || (/[つくちき]$/.test(kana) && reading.startsWith(`${kana.slice(0, -1)}っ`))
  );
}

// The most tokens a set phrase is taken from (金の切れ目が縁の切れ目 is seven), and the fewest, with two of them
// words in kanji and five letters in all: shorter runs (今日は, 外に, 降って) are more often not the phrase.
const MAX_PHRASE_TOKENS = 8;
const MIN_PHRASE_TOKENS = 3;
const MIN_PHRASE_LENGTH = 5;

/**
 * Proverbs and set phrases IPADIC misreads word by word, read as the dictionary has them: 蛙の面に水 かえるの
 * つらにみず (not めん), 寸鉄人を殺す すんてつひとをころす, 灯台下暗し とうだいもとくらし (IPADIC cuts 灯 + 台下).
 * The dictionary's reading is shared out over the phrase's words by its kana; words in kanji side by side
 * that do not read so already become one word with the reading between the kana around them.
 */
function readPhrases(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    const phrase = setPhraseAt(tokens, i);
    if (phrase) {
      out.push(...phrase.tokens);
      i += phrase.length;
    } else out.push(tokens[i++]!);
  }
  return out;
}

/** The longest set phrase IPADIC misread that begins at `start`, its words read as the dictionary has them. */
function setPhraseAt(tokens: Token[], start: number): { tokens: Token[]; length: number } | undefined {
  const table = readingTable(COMPOUND_READINGS_FILE);
  const ends: number[] = [];
  let text = '';
  for (let end = start; end < Math.min(tokens.length, start + MAX_PHRASE_TOKENS); end++) {
    text += tokens[end]!.surface;
    if (table[text] !== undefined) ends.push(end + 1);
  }
  for (const end of ends.reverse()) {
    const parts = tokens.slice(start, end);
    const phrase = textOf(parts);
    const reading = table[phrase]!;
    const inKanji = parts.filter((token) => hasKanji(token.surface)).length;
    if (parts.length < MIN_PHRASE_TOKENS || inKanji < 2 || phrase.length < MIN_PHRASE_LENGTH) continue;
    // A noun, a particle and a verb may say what they say word by word: a dog buries a bone, 骨を埋める
    // (うめる), where the idiom "to settle for good" is read うずめる.
    if (parts.length === MIN_PHRASE_TOKENS && parts[1]!.pos === '助詞') continue;
    if (!/\p{Script=Hiragana}/u.test(phrase) || parts.map((token) => token.reading).join('') === reading)
      continue;
    const read = phraseRead(parts, reading);
    if (read) return { tokens: read, length: parts.length };
  }
  return undefined;
}

/**
 * The words of a phrase given the phrase's reading: each word's kana must be where the reading has them,
 * and each run of kanji reads as what lies between.
 */
function phraseRead(parts: Token[], reading: string): Token[] | undefined {
  const units: Token[][] = [];
  for (const part of parts) {
    const last = units.at(-1);
    if (last && isKanjiChar(textOf(last).at(-1) ?? '') && isKanjiChar(part.surface[0] ?? '')) last.push(part);
    else units.push([part]);
  }
  // One group per unit, with one inner group per run of kanji, which the outer group's count steps over. The
  // table's phrases are kanji and hiragana only (see `compoundReadings`), so the kana need no escaping.
  const patterns = units.map((unit) =>
    (textOf(unit).match(/\p{Script=Han}+|\P{Script=Han}+/gu) ?? [])
      .map((run) => (isKanjiChar(run[0]!) ? '(.+?)' : run))
      .join(''),
  );
  const match = new RegExp(`^${patterns.map((pattern) => `(${pattern})`).join('')}$`, 'u').exec(reading);
  if (!match) return undefined;
  let group = 1;
  return units.flatMap((unit, k) => {
    const unitReading = match[group]!;
    group += 1 + (patterns[k]!.match(/\(\.\+\?\)/g)?.length ?? 0);
    if (unit.map((token) => token.reading).join('') === unitReading) return unit;
    if (unit.length > 1) return [joinedToken(unit, unitReading, '一般')];
    setReading(unit[0]!, unitReading);
    return unit;
  });
}

// The most tokens IPADIC cuts a listed compound into (送り + 仮名, 夜 + 更かし, 郵便 + 配達 + 人).
const COMPOUND_TOKENS = 3;

/**
 * A compound IPADIC does not know comes as parts read on their own: 送り仮名 おくり + かな, 大風呂敷 だい +
 * ふろしき, 一歩 いち + ほ, or as one unknown word read by its kanji. Parts whose text together is a catalogue
 * word written so, under one reading and not usually in kana, become that word with the catalogue's reading
 * (おくりがな); parts that make a dictionary word IPADIC misreads (EDICT's, under one reading) take the
 * dictionary's reading (おおぶろしき, いっぽ).
 */
function mergeCompounds(tokens: Token[], catalogue: Catalogue): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    const word = kanaWord(tokens[i]!, tokenAt(tokens, i + 1));
    if (word) {
      out.push(word);
      i += 2;
      continue;
    }
    // Only a run of parts can be one: most tokens (particles, kana) end the search at once.
    let run = i;
    while (
      run < Math.min(tokens.length, i + COMPOUND_TOKENS) &&
      isCompoundPart(tokens[run]!, tokenAt(tokens, run - 1))
    )
      run++;
    // Longest first: three parts, then two, then an unknown word alone.
    let end = run;
    let merged: Token | undefined;
    while (end > i && !merged) {
      const parts = tokens.slice(i, end);
      if (parts.length > 1) merged = listedCompound(parts, catalogue);
      if (parts.length > 1 || parts[0]!.lowConfidence) merged ??= dictionaryCompound(parts);
      if (!merged) end--;
    }
    out.push(merged ?? tokens[i]!);
    i = merged ? end : i + 1;
  }
  return out;
}

const COMPOUND_PART_POS = new Set(['名詞', '動詞', '接頭詞']);

// Suffixes that make a plural of any noun: a word they seem to end is that plural (男達 おとこたち, not EDICT's
// おとこだて, "chivalry").
const PLURAL_SUFFIXES = new Set(['達', '等']);

/**
 * Whether a token may be part of a compound IPADIC cut: a noun, a prefix (大 of 大風呂敷) or a verb (送り of
 * 送り仮名), with kanji; a number only when it is a numeral alone (一 of 一歩, not 十日 or 10), and a name only
 * when it is a single kanji, which IPADIC takes for one where it has no better word (日 of 日用品).
 */
function isCompoundPart(token: Token, before: Token | undefined): boolean {
  if (!COMPOUND_PART_POS.has(token.pos) || !token.readingKnown || !hasKanji(token.surface)) return false;
  if (token.posDetail === '固有名詞') return token.surface.length === 1;
  if (token.posDetail === '接尾' && PLURAL_SUFFIXES.has(token.surface)) return false;
  // Not a numeral merged with its counter, which is read as a unit already (十日 とおか), nor one of a number
  // written partly in digits, whose numerals are read on their own (万 of 50万人).
  if (isNumeral(token)) return (token.parts ?? [token]).every(isNumeral) && !isDigits(before?.surface ?? '');
  return !token.parts;
}

/**
 * A kanji token and the kana after it that spell a dictionary word IPADIC misreads, where the kanji's reading
 * is no evidence against it: IPADIC read the kana with the kanji and then again (或る ある + る), or did not
 * know the kanji (此の, read し + の by its guess). They become that word, read as the dictionary has it.
 */
function kanaWord(token: Token, next: Token | undefined): Token | undefined {
  if (!next || !hasKanji(token.surface) || !isHiragana(next.surface)) return undefined;
  const reading = readingTable(COMPOUND_READINGS_FILE)[token.surface + next.surface];
  if (reading === undefined || (reading !== token.reading && !token.lowConfidence)) return undefined;
  return joinedToken([token, next], reading, '一般');
}

/**
 * One noun token for `parts`, read `reading` as a unit: a compound (`posDetail` 一般) or a number and its
 * counter (数, with the counter's `counterReading`). `keepParts`: detection still finds the words of its parts.
 * Every joined token is made here, so that all have one shape and the code that reads tokens stays compiled
 * for it.
 */
function joinedToken(
  parts: Token[],
  reading: string,
  posDetail: string,
  { readingByRule = true, counterReading, keepParts = true }: JoinedTokenOptions = {},
): Token {
  const surface = textOf(parts);
  return {
    surface,
    basicForm: surface,
    reading,
    readingKnown: true,
    readingByRule,
    pos: '名詞',
    posDetail,
    conjugationType: '',
    start: parts[0]!.start,
    end: parts.at(-1)!.end,
    ...(counterReading !== undefined ? { counterReading } : {}),
    ...(keepParts ? { parts } : {}),
  };
}

interface JoinedTokenOptions {
  readingByRule?: boolean;
  counterReading?: string;
  keepParts?: boolean;
}

/** The catalogue word that `parts` write together, as one token, if the catalogue lists it so. */
function listedCompound(parts: Token[], catalogue: Catalogue): Token | undefined {
  const surface = textOf(parts);
  const listed = catalogue.wordsWrittenAs(surface).filter((word) => word.word === surface);
  const readings = new Set(listed.map((word) => katakanaToHiragana(word.reading)));
  if (readings.size !== 1 || listed.some((word) => word.usuallyKana)) return undefined;
  const [reading] = readings;
  return joinedToken(parts, reading!, '一般', { keepParts: false });
}

/** The dictionary word IPADIC misread that `parts` write together, as one token read as the dictionary has it. */
function dictionaryCompound(parts: Token[]): Token | undefined {
  const reading = readingTable(COMPOUND_READINGS_FILE)[textOf(parts)];
  if (reading === undefined) return undefined;
  // Parts already read so stay as they are; an unknown word's guess the dictionary confirms loses its mark.
  if (parts.length > 1 && reading === parts.map((token) => token.reading).join('')) return undefined;
  // The catalogue does not list the word, but may list its parts (一 and 曲 of 一曲), which the text uses.
  return joinedToken(parts, reading, '一般');
}

// JMdict's parts of speech a noun may be listed with, free or after a prefix or a number.
const FREE_NOUN_CODES = /^(n|pn|adj-n|adv|exp|num)/;
const BOUND_NOUN_CODES = /^(n|pn|adj-n|adv|exp|num|ctr)/;

/**
 * Gives a word the reading its catalogue entry has when IPADIC read it otherwise: the catalogue lists the
 * written form (or the dictionary form of it) under one reading, one the dictionary marks common, or under
 * several, IPADIC's among them, and one at an easier level than the others (角: かど N5, not かく N1; the
 * everyday word). Affixes (後 ご of 三日後, 中 じゅう) are left alone: the catalogue lists the free word, whose
 * reading they do not share. A rare reading is no evidence against IPADIC's (the lists give 歪む as いがむ,
 * which the dictionary marks common only as ゆがむ), nor is a word usually written in kana: its kanji more
 * often mean another word (塵 is listed for ごみ; 塵も積もれば is ちり). And IPADIC's reading stays where the
 * dictionary gives the spelling that reading more commonly than the listed one: the text likely means that
 * word (一月 いちがつ, "January", not the listed ひとつき, "a month"; see `commonReading`).
 */
function readAsCatalogue(token: Token, before: Token | undefined, catalogue: Catalogue): void {
  if (!token.readingKnown || token.lowConfidence || token.parts || !hasKanji(token.surface)) return;
  if (token.pos === '接頭詞' || token.posDetail === '接尾' || token.posDetail === '数') return;
  const current = basicReading(token);
  if (current === undefined) return;
  const listed = catalogue.wordsWrittenAs(token.basicForm).filter((word) => !word.usuallyKana);
  const readListed = listed.some((word) => word.reading === current);
  if (!readListed && commonReading(token.basicForm, current)?.moreCommon) return;
  // IPADIC may read a homograph noun by the rare reading the lists give it (ない奴 やっこ): the text more
  // likely says the spelling's reading the dictionary ranks above it (やつ). Not verbs and adjectives, whose
  // ranks say less: 潜る くぐる is ranked above もぐる.
  const noun = token.pos === '名詞' && token.posDetail === '一般';
  if (noun && readListed && listed.every((word) => !word.common)) {
    const kept = keptReadingsOf(token.basicForm);
    const more = kept && [...kept].find(([, { moreCommon }]) => moreCommon)?.[0];
    if (more !== undefined) readStemAs(token, more);
    return;
  }
  const wanted = listed.length === 1 ? listed[0]! : easiestOf(listed, current);
  // Listed readings keep a loanword's katakana (消しゴム けしゴム); tokens are read in hiragana.
  const reading = katakanaToHiragana(wanted?.reading ?? '');
  if (!wanted?.common || reading === current) return;
  // A noun is not read as a listed word that only inflects (臭い におい is not the adjective くさい), nor, but
  // after a prefix or a number (全問 ぜんもん), as a counter: 歳 とし, "age", is not the counter さい.
  const bound = before?.pos === '接頭詞' || isNumeral(before);
  const nounCodes = bound ? BOUND_NOUN_CODES : FREE_NOUN_CODES;
  if (token.pos === '名詞' && !wanted.partsOfSpeech.some((code) => nounCodes.test(code))) return;
  readStemAs(token, reading);
}

/**
 * Gives a word the reading the dictionary has most people use where IPADIC chose a rarer reading of the same
 * word (入り口 いりくち → いりぐち; see `compoundReadings` in the build).
 */
function readAsDictionary(token: Token): void {
  if (!token.readingKnown || token.readingByRule || token.lowConfidence || token.parts) return;
  // Every token asks: the table first, the basic form's reading only for the few it lists.
  const reading = readingTable(COMPOUND_READINGS_FILE)[token.basicForm];
  if (reading === undefined) return;
  const current = basicReading(token);
  if (current !== undefined && reading !== current) readStemAs(token, reading);
}

/** Reads an inflected token by its dictionary form's reading `reading`, keeping its own inflected ending. */
function readStemAs(token: Token, reading: string): void {
  let common = 0;
  const { surface, basicForm } = token;
  while (common < surface.length && surface[common] === basicForm[common]) common++;
  const basicTail = katakanaToHiragana(basicForm.slice(common));
  if (hasKanji(basicTail) || !reading.endsWith(basicTail)) return;
  setReading(
    token,
    reading.slice(0, reading.length - basicTail.length) + katakanaToHiragana(surface.slice(common)),
  );
}

/**
 * How the dictionary gives `spelling` the reading `reading` where it does so at least as commonly as the
 * catalogue's reading: whether one dictionary entry has both (`sameWord`: 昨夜 さくや and ゆうべ; not 市場 しじょう
 * and いちば) and whether more commonly (`moreCommon`: 一月 いちがつ against ひとつき); see `keptReadings` in the
 * build.
 */
export function commonReading(spelling: string, reading: string): KeptReading | undefined {
  return keptReadingsOf(spelling)?.get(reading);
}

/** The kept readings of a spelling (see `commonReading`), in the table's order. */
function keptReadingsOf(spelling: string): Map<string, KeptReading> | undefined {
  const listed = readingTable(KEPT_READINGS_FILE)[spelling];
  if (listed === undefined) return undefined;
  let readings = keptReadings.get(spelling);
  if (readings === undefined) {
    // Parsed once per spelling of the table: the reader asks for many tokens.
    readings = new Map();
    for (const entry of listed.split(' ')) {
      const [, flags = '', kept = ''] = /^([=~]*)(.*)$/.exec(entry) ?? [];
      readings.set(kept, { sameWord: flags.includes('='), moreCommon: !flags.includes('~') });
    }
    keptReadings.set(spelling, readings);
  }
  return readings;
}

interface KeptReading {
  sameWord: boolean;
  moreCommon: boolean;
}
const keptReadings = new Map<string, Map<string, KeptReading>>();

/** Of words listed under one form, IPADIC's reading among them, the one at a strictly easiest level. */
function easiestOf(listed: VocabularyItem[], current: string): VocabularyItem | undefined {
  if (!listed.some((word) => word.reading === current)) return undefined;
  const [first, second] = [...listed].sort((a, b) => difficulty(a.level) - difficulty(b.level));
  return first && second && difficulty(first.level) < difficulty(second.level) ? first : undefined;
}

function setReading(token: Token, reading: string): void {
  token.reading = reading;
  token.readingKnown = true;
  token.readingByRule = true;
}

/**
 * Whether a kanji-only token shows that IPADIC did not know the word it is part of: it has no reading
 * (販 of 社販), it is a lone repeat mark (々 of 去々年), or it is a verb or adjective stem with no ending
 * glued to more kanji (遡 of 遡上, taken for the stem of 遡る), which no real conjugation writes.
 */
function isBroken(tokens: Token[], index: number): boolean {
  const token = tokens[index]!;
  if (!token.readingKnown || token.surface === '々') return true;
  const next = tokens[index + 1];
  return (
    (token.pos === '動詞' || token.pos === '形容詞') &&
    next !== undefined &&
    isKanjiOnly(next.surface) &&
    !isNumeral(next)
  );
}

/**
 * A word IPADIC does not know is either left unread (軟木) or split into single kanji read as words of
 * their own (遡上 さかのぼ + うえ). Such a token, with the single-kanji tokens next to it, becomes one noun
 * read by its kanji's common readings and marked `lowConfidence`. Longer known words around it (東京 of
 * 東京社販) keep their own reading.
 */
function mergeUnknownWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  const joinable = (token: Token | undefined) =>
    token !== undefined && isKanjiOnly(token.surface) && !isNumeral(token) && token.parts === undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!joinable(token) || !isBroken(tokens, i)) {
      out.push(token);
      continue;
    }
    let first = i;
    while (first > 0 && joinable(tokens[first - 1]) && tokens[first - 1]!.surface.length === 1) {
      if (out.at(-1) !== tokens[first - 1]) break;
      first--;
      out.pop();
    }
    let last = i;
    while (
      joinable(tokens[last + 1]) &&
      (tokens[last + 1]!.surface.length === 1 || isBroken(tokens, last + 1))
    )
      last++;
    const surface = tokens
      .slice(first, last + 1)
      .map((t) => t.surface)
      .join('');
    out.push({
      surface,
      basicForm: surface,
      reading: estimatedReading(surface),
      readingKnown: true,
      lowConfidence: true,
      pos: '名詞',
      posDetail: '一般',
      conjugationType: '',
      start: tokens[first]!.start,
      end: tokens[last]!.end,
    });
    i = last;
  }
  return out;
}

/**
 * The token at `index`, or undefined past either end. Code that looks at neighbours reads through this:
 * reading outside the array made V8 drop the compiled code of compound merging on every text.
 */
export const tokenAt = (tokens: readonly Token[], index: number) =>
  index >= 0 && index < tokens.length ? tokens[index] : undefined;

/** Whether a token is a number (三, 10, or a merged unit such as 二十日). */
export const isNumeral = (token: Token | undefined) => token?.pos === '名詞' && token.posDetail === '数';
// Counters of time, and nouns that name a stretch of it: what passes (時が経つ, 夏休みが過ぎた).
const TIME_COUNTER = /(秒|分|時間|日|日間|週間|か月|ヶ月|カ月|ヵ月|箇月|年|年間|世紀)$/;
const PERIOD = /(時|時間|時期|時代|期間|日|日々|年|月|週|春|夏|秋|冬|休み|季節|歳月|月日|年月)$/;
/** Whether a token names a stretch of time: a count of it (１０日間, 三年) or a period (時, 夏休み, 季節). */
export const isStretchOfTime = (token: Token | undefined) =>
  token !== undefined && (isNumeral(token) ? TIME_COUNTER : PERIOD).test(token.surface);
const isComma = (token: Token) => token.surface === ',' || token.surface === '，';
// The verbs that say a verb humbly after お or ご and its stem (お待ちします), and its potential.
export const HUMBLE_VERBS = new Set(['する', 'いたす', '致す', 'できる']);

/** The honorific prefixes お and ご (御). */
export const HONORIFIC = /^[おご御]$/;
/** Whether a token is the honorific prefix お or ご (御) on its own. */
export const isHonorificPrefix = (token: Token | undefined) =>
  token?.pos === '接頭詞' && HONORIFIC.test(token.surface);

/** Whether a token is the て or で of a te-form. */
export const isTeParticle = (token: Token | undefined) =>
  token?.pos === '助詞' &&
  token.posDetail === '接続助詞' &&
  (token.surface === 'て' || token.surface === 'で');
/** Whether a token is a verb or adjective in a form other than its dictionary form: a stem (食べ, 難し). */
export const isStemForm = (token: Token | undefined) =>
  (token?.pos === '動詞' || token?.pos === '形容詞') && token.surface !== token.basicForm;

/**
 * A token for part of `token`'s text, from `offset`: a word IPADIC did not cut out. Made field by field in
 * the order `fromMorpheme` uses, so that it has the shape of every other token.
 */
function piece(token: Token, offset: number, surface: string, word: Partial<Token>): Token {
  const start = token.start + offset;
  return {
    surface,
    basicForm: word.basicForm ?? surface,
    reading: word.reading ?? surface,
    readingKnown: token.readingKnown,
    pos: word.pos ?? token.pos,
    posDetail: word.posDetail ?? token.posDetail,
    conjugationType: word.conjugationType ?? '',
    start,
    end: start + surface.length,
  };
}

/** Whether IPADIC cut 何か国 ("how many countries") into 何, the particle か and 国 or 国語. */
const isCountOfCountries = (tokens: readonly Token[], index: number) =>
  tokens[index]!.surface === '何' &&
  tokens[index + 1]?.surface === 'か' &&
  (tokens[index + 2]?.surface === '国' || tokens[index + 2]?.surface === '国語');

const isSuffixGe = (token: Token | undefined) => token?.surface === 'げ' && token.posDetail === '接尾';

/**
 * Tokens IPADIC cut where no word ends, or keeps whole where one does:
 * - the で + します of 自分でします, which it reads as the copula でし and ます, a form the copula does not have;
 * - 分 + の after a number and before none (see `isMinutesOf`);
 * - 語 + って after a noun, which it reads as the te-form of 語る;
 * - じゃあ + また, which it reads as じゃ + the literary あまた;
 * - 夢 + みたい, which it reads as 夢見る + たい;
 * - the い + た + ん of 映画館にいたんだ, which it reads as 傷む;
 * - ひ + げ, "beard", which it reads as the stem of the literary ひる and the suffix げ;
 * - 二度と ("never again") and 一度に ("at once"), which it keeps whole as adverbs: a count, counted as counts
 *   are (二 and 度), and a particle;
 * - a count of a span with 中 (一年中), which it keeps whole: the count, its counter and 中 (じゅう);
 * - お and a verb's stem in kana before a humble verb (おかけします), which it keeps whole as a noun;
 * - 何 + か + 国語, which it reads as 何か and 国語: 何か国 and 語, as it keeps 何カ国.
 */
function recutImpossibleForms(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.surface === 'でし' && token.pos === '助動詞' && tokens[i + 1]?.basicForm === 'ます') {
      out.push(
        piece(token, 0, 'で', { pos: '助詞', posDetail: '格助詞' }),
        piece(token, 1, 'し', {
          basicForm: 'する',
          pos: '動詞',
          posDetail: '自立',
          conjugationType: 'サ変・スル',
        }),
      );
    } else if (SPAN_THROUGHOUT.test(token.surface) && token.reading.endsWith('じゅう')) {
      // IPADIC keeps a few spans with 中, "throughout", whole (一年中): the count, its counter and 中, as where
      // it cuts them (一日 + 中), so that 一年中 is no 一 and 年中 (ねんじゅう, "all year").
      const [, count, counter] = SPAN_THROUGHOUT.exec(token.surface)!;
      out.push(
        piece(token, 0, count!, {
          reading: readNumber(parseNumber(count!)).reading,
          pos: '名詞',
          posDetail: '数',
        }),
        piece(token, count!.length, counter!, { pos: '名詞', posDetail: '接尾' }),
        piece(token, count!.length + 1, '中', { reading: 'じゅう', pos: '名詞', posDetail: '接尾' }),
      );
    } else if (isHumbleKanaStem(tokens, i)) {
      // IPADIC keeps お with a verb's stem in kana before する as a noun (ご迷惑をおかけします): the prefix and
      // the stem of the ichidan verb, as where it cuts them (お待ちします).
      const stem = token.surface.slice(1);
      out.push(
        piece(token, 0, 'お', { pos: '接頭詞', posDetail: '名詞接続' }),
        piece(token, 1, stem, {
          basicForm: `${stem}る`,
          pos: '動詞',
          posDetail: '自立',
          conjugationType: '一段',
        }),
      );
    } else if (isCountWithParticle(token)) {
      const numeral = token.surface.slice(0, -2);
      out.push(
        piece(token, 0, numeral, {
          reading: readNumber(parseNumber(numeral)).reading,
          pos: '名詞',
          posDetail: '数',
        }),
        piece(token, numeral.length, '度', { reading: 'ど', pos: '名詞', posDetail: '接尾' }),
        piece(token, numeral.length + 1, token.surface.at(-1)!, { pos: '助詞', posDetail: '格助詞' }),
      );
    } else if (isMinutesOf(tokens, i)) {
      out.push(
        piece(token, 0, '分', { reading: 'ふん' }),
        piece(token, 1, 'の', { pos: '助詞', posDetail: '連体化' }),
      );
    } else if (isLanguageBeforeTopic(tokens, i)) {
      out.push(
        piece(token, 0, '語', { reading: 'ご', pos: '名詞', posDetail: '接尾' }),
        piece(token, 1, 'って', { pos: '助詞', posDetail: '格助詞' }),
      );
      i++;
    } else if (token.surface === 'あまた' && out.at(-1)?.surface === 'じゃ') {
      // じゃあまた, "see you": じゃあ and また, not じゃ and the literary あまた, "many".
      const well = out.pop()!;
      out.push(
        piece(well, 0, 'じゃあ', { pos: '接続詞', posDetail: '' }),
        piece(token, 1, 'また', { pos: '副詞', posDetail: '一般' }),
      );
    } else if (isCountOfCountries(tokens, i)) {
      // 何 and the counter か国, as IPADIC cuts 何カ国 (なんかこく), and the 語 after it: 何か国語 is no 何か and
      // 国語.
      const [ka, country] = [tokens[i + 1]!, tokens[i + 2]!];
      out.push(token, piece(ka, 0, 'か国', { reading: 'かこく', pos: '名詞', posDetail: '接尾' }));
      if (country.surface === '国語') out.push(piece(country, 1, '語', { reading: 'ご', posDetail: '接尾' }));
      i += 2;
    } else if (token.surface === 'ひ' && token.pos === '動詞' && isSuffixGe(tokens[i + 1])) {
      out.push(joinedToken([token, tokens[i + 1]!], 'ひげ', '一般', { keepParts: false }));
      i++;
    } else if (token.surface === '夢み' && surfaceAt(tokens, i + 1) === 'たい') {
      out.push(
        piece(token, 0, '夢', { reading: 'ゆめ', pos: '名詞', posDetail: '一般' }),
        piece(token, 1, 'みたい', { pos: '助動詞', posDetail: '' }),
      );
      i++;
    } else if (
      token.surface === 'いたん' &&
      token.basicForm === 'いたむ' &&
      (surfaceAt(tokens, i - 1) === 'に' || surfaceAt(tokens, i - 1) === 'は')
    ) {
      out.push(
        piece(token, 0, 'い', { basicForm: 'いる', pos: '動詞', posDetail: '自立', conjugationType: '一段' }),
        piece(token, 1, 'た', { pos: '助動詞', posDetail: '', conjugationType: '特殊・タ' }),
        piece(token, 2, 'ん', { pos: '名詞', posDetail: '非自立' }),
      );
    } else out.push(token);
  }
  return out;
}

// A count of a span of time and 中, "throughout" (一年中).
const SPAN_THROUGHOUT = /^([一二三四五六七八九十百]+)([年日晩週])中$/u;

/** Whether a token is お and an ichidan verb's stem in kana that IPADIC keeps as a noun before a humble verb. */
function isHumbleKanaStem(tokens: Token[], index: number): boolean {
  const token = tokens[index]!;
  return (
    token.pos === '名詞' &&
    HUMBLE_KANA_STEM.test(token.surface) &&
    token.surface.length > 2 &&
    HUMBLE_VERBS.has(tokens[index + 1]?.basicForm ?? '')
  );
}
const HUMBLE_KANA_STEM = new RegExp(`^お[ぁ-ゖ]*[${E_ROW}]$`);

/** Whether IPADIC kept a count and a particle whole as an adverb: 二度と, 一度に. */
const isCountWithParticle = (token: Token) =>
  token.pos === '副詞' && /^[一二三四五六七八九十]度[とに]$/.test(token.surface);

/**
 * Whether IPADIC kept 分の whole as the fraction's "parts of" (三分の一) after a number where no number follows:
 * minutes and the particle (五分の所 would read ごぶんのしょ, ２分の距離).
 */
function isMinutesOf(tokens: Token[], index: number): boolean {
  const token = tokens[index]!;
  if (token.surface !== '分の' || token.posDetail !== '接尾' || !isNumeral(tokenAt(tokens, index - 1)))
    return false;
  const next = tokenAt(tokens, index + 1);
  return !isNumeral(next) && next?.surface !== '何';
}

/**
 * Whether IPADIC read a language's name it does not know and the topic って (公用語って, スワヒリ語って) as a noun
 * and the te-form of 語る, which follows no noun without a particle.
 */
function isLanguageBeforeTopic(tokens: Token[], index: number): boolean {
  const token = tokens[index]!;
  if (token.surface !== '語っ' || token.basicForm !== '語る' || surfaceAt(tokens, index + 1) !== 'て')
    return false;
  return tokenAt(tokens, index - 1)?.pos === '名詞';
}

/**
 * Merges a number with a decimal point (3.14, ２．５) into one token, read as a number, てん and the digits after
 * the point one by one (さんてんいちよん, にてんご), where IPADIC reads the digits after it as a number of their own
 * (じゅうよん). Digits are left to a speech engine to read, as elsewhere.
 */
function mergeDecimals(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let point = i;
    while (isDigits(surfaceAt(tokens, point))) point++;
    let end = point + 1;
    while (isDigits(surfaceAt(tokens, end))) end++;
    const value =
      point > i &&
      end > point + 1 &&
      isDecimalPoint(tokens[point]) &&
      parseNumber(textOf(tokens.slice(i, point)));
    if (typeof value !== 'number') {
      out.push(tokens[i]!);
      continue;
    }
    const fraction = [...textOf(tokens.slice(point + 1, end))].map((digit) => DIGITS[parseNumber(digit)!]);
    const reading = readNumber(value, '点').reading + fraction.join('');
    out.push(joinedToken(tokens.slice(i, end), reading, '数', { readingByRule: false }));
    i = end - 1;
  }
  return out;
}

/** Whether a token is the point of a decimal number. */
export const isDecimalPoint = (token: Token | undefined) => token?.surface === '.' || token?.surface === '．';

/**
 * Merges a numeral run (二, 十, 四) and the counter after it (日) into one token read as a unit
 * (にじゅうよっか). A run without a counter is merged and read too (三百 さんびゃく).
 */
function mergeNumbers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i]!;
    if (!isNumeral(first)) {
      out.push(first);
      continue;
    }
    let end = i;
    while (end + 1 < tokens.length && (isNumeral(tokens[end + 1]!) || isComma(tokens[end + 1]!))) end++;
    // Commas that group thousands (1,000) are part of the number, one that does not (2,3日, "two or three
    // days") ends it.
    const comma = tokens.slice(i, end + 1).findIndex(isComma);
    if (comma > 0 && !isDigits(textOf(tokens.slice(i, end + 1)))) end = i + comma - 1;
    const span = tokens.slice(i, end + 1);
    const numeral = textOf(span);
    const value = numeral === '何' ? null : parseNumber(numeral);
    // A grouped number is one part, as IPADIC keeps ungrouped digits (1000).
    const run =
      comma > 0 && end >= i + comma
        ? [joinedToken(span, readNumber(value).reading, '数', { keepParts: false })]
        : span;
    const next = tokens[end + 1];
    const counter = next !== undefined && isCounter(next.surface, value) ? next : undefined;
    // Left as tokenized: what is no number (数, 幾), bare arabic digits (kept as written), and digits mixed
    // with kanji numerals (10万円 keeps 10 as written and reads 万 and 円 on their own: 10まんえん).
    const hasDigits = /[0-9０-９]/.test(numeral);
    // Digits alone are merged too, so that １０ is one number (detected as 十), unless they are a code
    // rather than an amount (a leading zero, or more digits than 兆 counts).
    const code = hasDigits && !counter && (/^[0０]./.test(numeral) || numeral.length > 12);
    // Nor a word that begins with a bare 万 (万歳 ばんざい, 万一): a number says how many ten thousands (一万).
    const word = /^[万億兆]/.test(numeral);
    if ((value === null && numeral !== '何') || (hasDigits && !isDigits(numeral)) || code || word) {
      out.push(...run);
      i = end;
      continue;
    }
    // 分 after a count is a tenth, ぶ, of a rate of interest (三分の利子) and of a degree of temperature (38度5
    // 分), minutes elsewhere.
    const degrees = out.at(-1)?.posDetail === '数' && out.at(-1)!.surface.endsWith('度');
    const tenth = counter?.surface === '分' && (isRateAfter(tokens, end + 2) || degrees);
    const parts = tenth
      ? [...run, piece(counter!, 0, '分', { reading: 'ぶ', posDetail: '接尾' })]
      : counter
        ? [...run, ...counterParts(counter)]
        : run;
    const { reading, counterReading } = tenth
      ? { reading: `${readNumber(value).reading}ぶ`, counterReading: 'ぶ' }
      : readNumber(value, counter?.surface, counter?.surface === '日' && isDateContext(out));
    // Zero in kanji is れい (零点, 零時); ゼロ is how digits say it. Bare digits are spelled as written; a
    // speech engine reads them as numbers itself.
    const read = numeral === '零' ? reading.replace(/^ぜろ/, 'れい') : reading;
    out.push(joinedToken(parts, read, '数', { counterReading, readingByRule: !(hasDigits && !counter) }));
    i = end + (counter ? 1 : 0);
  }
  return out;
}

// What a rate of interest is, after 分の (三分の利子).
const RATES = new Set(['利子', '利息', '金利', '利率', '利回り']);

/** Whether the tokens at `index` are の and a rate of interest. */
const isRateAfter = (tokens: readonly Token[], index: number) =>
  tokens[index]?.surface === 'の' && RATES.has(tokens[index + 1]?.surface ?? '');

/** A counter token as the words it writes: IPADIC's 時半 (七時半) is 時 and 半, its 度目 (三度目) 度 and 目, 分間 分 and 間. */
function counterParts(counter: Token): Token[] {
  const words = COUNTER_WORDS[counter.surface];
  if (words)
    return words.map(([surface, reading], k) => piece(counter, k, surface, { reading, posDetail: '接尾' }));
  return [counter];
}

// Counters IPADIC keeps as one token that write two words.
const COUNTER_WORDS: Record<string, [string, string][]> = {
  時半: [
    ['時', 'じ'],
    ['半', 'はん'],
  ],
  度目: [
    ['度', 'ど'],
    ['目', 'め'],
  ],
  分間: [
    ['分', 'ふん'],
    ['間', 'かん'],
  ],
  日間: [
    ['日', 'にち'],
    ['間', 'かん'],
  ],
};

/**
 * Whether the token at `index` (by default, one after the last) follows a month, as a day number in a date does
 * (三月一日, 来月の一日): 一日 reads ついたち there.
 */
export function isDateContext(tokens: readonly Token[], index = tokens.length): boolean {
  let k = index - 1;
  if (tokens[k]?.surface === 'の') k--;
  return tokens[k]?.surface.endsWith('月') ?? false;
}

type Rule = (tokens: Token[], index: number) => void;

const MINUTES: [string, string] = ['分', 'ふん'];

/**
 * A word of a number and a counter IPADIC keeps whole (十分, 何分, 何時) read as a count: a count and its counter,
 * as where IPADIC cut them (十 + 分), so that detection finds the number and the counter, not じゅうぶん, なにぶん
 * or いつ.
 */
function readAsCount(
  tokens: Token[],
  index: number,
  numeral: string,
  [counter, counterReading]: [string, string],
  reading: string,
): void {
  const token = tokens[index]!;
  if (token.parts) {
    setReading(token, reading);
    return;
  }
  const count = piece(token, 0, token.surface[0]!, { reading: numeral, pos: '名詞', posDetail: '数' });
  const unit = piece(token, 1, counter, { reading: counterReading, pos: '名詞', posDetail: '接尾' });
  const heard = reading.slice(numeral.length);
  tokens[index] = joinedToken([count, unit], reading, '数', {
    ...(heard !== counterReading ? { counterReading: heard } : {}),
  });
}

const surfaceAt = (tokens: Token[], index: number) => tokens[index]?.surface ?? '';
/** The text that `tokens` write together. */
const textOf = (tokens: Token[]) => tokens.map((token) => token.surface).join('');

/** Whether one of the `span` tokens before `index` has a basic form in `words`. */
function after(tokens: Token[], index: number, words: ReadonlySet<string>, span = 3): boolean {
  for (let k = Math.max(0, index - span); k < index; k++) if (words.has(tokens[k]!.basicForm)) return true;
  return false;
}

/** Whether a token within `span` of `index`, either side, has a basic form in `words`. */
function near(tokens: Token[], index: number, words: ReadonlySet<string>, span = 4): boolean {
  const end = Math.min(tokens.length, index + span + 1);
  for (let k = Math.max(0, index - span); k < end; k++)
    if (k !== index && words.has(tokens[k]!.basicForm)) return true;
  return false;
}

/** Replaces the start of a token's reading, keeping its inflected ending (空き あき → すき). */
function replaceStem(token: Token, from: string, to: string): void {
  if (token.reading.startsWith(from)) setReading(token, to + token.reading.slice(from.length));
}

// 何 reads なん before the copula, の, と, て and counters, なに elsewhere (何を, 何が, 何か, 何も).
const NAN_BEFORE = /^(だ|で|の|と|て|な(?!い))/;
// 何十, 何百, 何千: "some tens of" is なん; so is 何 before a counter written with カ or ヶ (何カ所, 何ヶ月) and
// before a unit in katakana (何キロ, 何ページ).
const NUMERAL = /^([十百千万]|\p{Script=Katakana})/u;
const NAN_COUNTER_WORDS = new Set([
  '曜日',
  '時',
  '人',
  '回',
  '歳',
  '番',
  '度',
  '年',
  '月',
  '日',
  '本',
  '枚',
  '世紀',
  '問',
  // The fraction: 何分の一.
  '分の',
]);

/** Whether a suffix IPADIC knows begins with a counter (番線 of 何番線), unlike a noun (時代 of 何時代, なにじだい). */
const isCounterSuffix = (token: Token | undefined) =>
  token?.posDetail === '接尾' && NAN_COUNTER_WORDS.has(token.surface[0]!);

// 中 after a span of time or a place reads じゅう (一日中, 世界中): "throughout"; after today or this year, "by the
// end of" (今日中に, 今年中に).
const THROUGHOUT = new Set([
  ...['一日', '一年', '一晩', '年', '今日', '明日', '今年'],
  ...['世界', '日本', '町', '家', '体', '部屋', '国'],
]);

const METAL_CONTEXT = new Set([
  '鉄',
  '銀',
  '銅',
  '金属',
  '貴金属',
  '鉱山',
  '光る',
  '輝く',
  '高価',
  '純金',
  '宝石',
]);
// Instruments one plays (弾く).
const INSTRUMENTS = new Set([
  '楽器',
  'ピアノ',
  'ギター',
  'バイオリン',
  'ヴァイオリン',
  'オルガン',
  '琴',
  '三味線',
  '曲',
]);
// What wind does: 風 with these is かぜ, not the suffix ふう ("style") IPADIC may take it for (一昨日風が吹いた).
const WIND = new Set(['吹く', '止む', 'やむ', '強い', '弱い', '冷たい', '涼しい']);
// Titles after a person's name.
export const TITLES = new Set([
  'さん',
  '氏',
  '様',
  '君',
  'くん',
  'ちゃん',
  '先生',
  '首相',
  '大統領',
  '社長',
  '教授',
  '選手',
]);

// 方 after この/その/あの/どの (or こちらの…) is the polite "person" (この方 このかた) unless it compares
// things (この方がおいしい このほうが).
const DEMONSTRATIVES = new Set(['この', 'その', 'あの', 'どの']);
const DIRECTIONS = new Set(['こちら', 'そちら', 'あちら', 'どちら']);
// Verbs whose partner after と or に is a person: 医者をしてる方と会う, 詳しい方に聞く.
const PERSON_VERBS = new Set([
  '会う',
  '話す',
  '聞く',
  '尋ねる',
  '伺う',
  '相談',
  '頼む',
  '伝える',
  '習う',
  '教わる',
]);

// Verbs a clause ends with when it speaks of someone with respect (お越しいただいた方, 手伝ってくださった方,
// 参加される方), or says what was done to them (招待される方), and verbs only people do (亡くなる方, 苦しむ方):
// people, not a side.
const RESPECTFUL_ENDINGS = new Set([
  ...['いただく', '頂く', 'くださる', '下さる', 'なさる', 'れる', 'られる'],
  ...['亡くなる', '苦しむ', '悩む'],
]);

/** Whether the clause before 方 at `index` ends in a verb of respect or of people (before its た or ます). */
function describedWithRespect(tokens: Token[], index: number): boolean {
  let k = index - 1;
  while (tokens[k]?.pos === '助動詞') k--;
  return tokens[k]?.pos === '動詞' && RESPECTFUL_ENDINGS.has(tokens[k]!.basicForm);
}

// Nouns for what someone is, before の方: 会員の方, 関係者の方, 年配の方, 初めての方; and words ending in 者, 員
// or 陣 (利用者, 係員, 報道陣) or naming a student (留学生, 高校生, 一年生).
const PEOPLE = new Set(['一般', '年配', '初めて', '地元', '学生', 'スタッフ', '係', '担当']);
const LIMITS = new Set(['以上', '以下', '未満']);

/**
 * Whether the words before の at `index` say who someone is: 会員, 関係者, 係, スタッフ, 65歳以上, アメリカ国籍, 東京出身, and
 * a place's name when the 方 ends the sentence with the copula (アラブの方ですか).
 */
function peopleOf(tokens: Token[], index: number): boolean {
  const word = surfaceAt(tokens, index);
  if (PEOPLE.has(word) || /([者員陣]|[学校年]生|国籍|出身)$/.test(word)) return true;
  const named = tokens[index]?.posDetail === '固有名詞' && isCopulaAtEnd(tokens, index + 3);
  return named || (LIMITS.has(word) && /[歳才]$/.test(surfaceAt(tokens, index - 1)));
}

/** Whether the copula at `index` ends its sentence, with a final particle or not (ですか, ですね). */
function isCopulaAtEnd(tokens: Token[], index: number): boolean {
  if (tokens[index]?.basicForm !== 'です' && tokens[index]?.basicForm !== 'だ') return false;
  let k = index + 1;
  while (tokens[k]?.posDetail.includes('終助詞')) k++;
  return tokens[k] === undefined || tokens[k]!.pos === '記号';
}

/**
 * Whether 方 at `index`, described by a clause, is someone met or asked (してる方と会った, 詳しい方に聞く): a
 * person, かた, where IPADIC reads the "side" ほう of 行った方がいい.
 */
function metOrAskedAfterClause(tokens: Token[], index: number): boolean {
  const before = tokens[index - 1];
  const particle = surfaceAt(tokens, index + 1);
  if (!before || !CLAUSE_END_POS.has(before.pos) || (particle !== 'と' && particle !== 'に')) return false;
  return PERSON_VERBS.has(tokens[index + 2]?.basicForm ?? '');
}

// What a sentence asks of the people it speaks to, politely: 手を挙げてください, いらっしゃいますか, お願いします.
const POLITE_ASKING = new Set(['くださる', '下さる', 'いらっしゃる', '願う']);

/**
 * Whether 方 at `index`, described by a clause or a noun and の and taken up by は or も, is whom a notice or a
 * question asks something of (降りる方は、ボタンを押してください, 賛成の方はいらっしゃいますか): people, かた.
 * The side or the way, ほう, is compared or asked about, not asked to do something (私の方は大丈夫です).
 */
function askedOfPeople(tokens: Token[], index: number): boolean {
  const before = tokens[index - 1];
  const described = before !== undefined && (CLAUSE_END_POS.has(before.pos) || before.surface === 'の');
  const topic = surfaceAt(tokens, index + 1);
  if (!described || (topic !== 'は' && topic !== 'も')) return false;
  for (const token of tokens.slice(index + 2)) {
    if (token.pos === '記号' && token.surface !== '、') return false;
    if (POLITE_ASKING.has(token.basicForm)) return true;
  }
  return false;
}

// IPADIC reads 辛い つらい (hard to bear); with food it is からい (spicy).
const FOOD = new Set([
  '料理',
  '食べ物',
  '食べる',
  '飲む',
  '味',
  'カレー',
  'ラーメン',
  'スープ',
  'ソース',
  'キムチ',
  'わさび',
  '唐辛子',
  'からし',
  '辛子',
  '舌',
  '胡椒',
  'こしょう',
]);
// Where one goes regularly, 通う (かよう): with 学校, 病院 and 塾, anything ending in 校, 院 or 塾.
const ATTENDED = new Set([
  '会社',
  '大学',
  '教室',
  'ジム',
  '職場',
  '病院',
  '教会',
  '保育園',
  '幼稚園',
  'スクール',
]);

// What is drawn, 描く read かく.
const PICTURES = new Set(['絵', '漫画', 'マンガ', 'イラスト', '図', '線', '円', '地図', '似顔絵', '落書き']);
// Who draws and what with, near 描く read かく (画家は墨で描いた).
const DRAWING = new Set([
  ...PICTURES,
  '画家',
  '絵の具',
  '絵具',
  '油絵',
  '墨',
  '鉛筆',
  'ペン',
  'クレヨン',
  '筆',
]);

// What holds something and may be empty (空の箱 から).
const CONTAINERS = new Set([
  ...['箱', '瓶', 'びん', 'ビン', '缶', '袋', '容器', 'コップ', 'カップ', 'グラス', 'ボトル', 'ペットボトル'],
  ...['財布', '部屋', '皿', '鍋', '茶碗', '水筒', 'バケツ', 'タンク', '冷蔵庫', '引き出し', 'ポケット'],
]);
// 空く is すく (become empty of people, or hungry) for these subjects and あく (become free) otherwise.
const EMPTYING = new Set(['お腹', 'おなか', '腹', '電車', 'バス', '道', '道路', '店', '車内']);
const WEEKDAYS = /^[月火水木金土日]$/;
// The day each weekday's kanji names, as read in a list of them (月、水、金; 土・日).
const WEEKDAY_READINGS: Record<string, string> = {
  月: 'げつ',
  火: 'か',
  水: 'すい',
  木: 'もく',
  金: 'きん',
  土: 'ど',
  日: 'にち',
};
const LIST_MARKS = new Set(['、', '・']);

// One-kanji names of countries (米政府, 仏大統領, 日米) that IPADIC reads as the common noun the kanji spells
// (米 こめ, "rice"; 仏 ほとけ, "Buddha"; 露 つゆ, "dew"; 日 ひ, "sun").
const COUNTRY_INITIALS: Record<string, string> = { 米: 'べい', 仏: 'ふつ', 露: 'ろ', 日: 'にち' };
// The one-kanji names of countries that stand beside each other (日米, 米ソ, 英仏).
const COUNTRY_KANJI = new Set([
  ...Object.keys(COUNTRY_INITIALS),
  '英',
  '独',
  '中',
  '韓',
  '伊',
  '加',
  '豪',
  'ソ',
]);
// What a country's one-kanji name comes before: its state and its people.
const OF_A_COUNTRY = new Set([
  '政府',
  '軍',
  '大統領',
  '首相',
  '外相',
  '大使',
  '大使館',
  '議会',
  '国民',
  '兵',
  '当局',
]);

/**
 * Reads a country's one-kanji name as the country before its state or people (米政府 べいせいふ, 仏大統領) or
 * beside another's (日米 にちべい); alone it is the common noun (米の値段 こめ, 露がおりる つゆ).
 */
function readCountryInitial(tokens: Token[], i: number): void {
  const token = tokens[i]!;
  const reading = COUNTRY_INITIALS[token.surface];
  if (reading === undefined) return;
  const country = (other: Token | undefined) => COUNTRY_KANJI.has(other?.surface ?? '');
  const ofCountry = OF_A_COUNTRY.has(tokens[i + 1]?.surface ?? '');
  if (ofCountry || country(tokens[i - 1]) || country(tokens[i + 1])) setReading(token, reading);
}

/**
 * A weekday's kanji listed with another by 、 or ・ names the day (土・日 どにち), not earth, moon or water; so
 * does one alone in brackets after a date (５月１５日（水）).
 */
function readWeekdayInList(tokens: Token[], i: number): void {
  const token = tokens[i]!;
  if (!WEEKDAYS.test(token.surface)) return;
  const listed = [-1, 1].some(
    (step) => LIST_MARKS.has(surfaceAt(tokens, i + step)) && WEEKDAYS.test(surfaceAt(tokens, i + 2 * step)),
  );
  const dated =
    OPENING_BRACKETS.has(surfaceAt(tokens, i - 1)) &&
    CLOSING_BRACKETS.has(surfaceAt(tokens, i + 1)) &&
    surfaceAt(tokens, i - 2).endsWith('日');
  if (listed || dated) setReading(token, WEEKDAY_READINGS[token.surface]!);
}
const OPENING_BRACKETS = new Set(['（', '(']);
const CLOSING_BRACKETS = new Set(['）', ')']);
// Nouns that name no one: a suffix after them is no title (すべて君, これ君).
const NOT_NAMES = new Set(['副詞可能', '代名詞', '数']);
// The verb a chill is felt with, after its particle: 寒気がする, 寒気を感じる.
const CHILL_FELT: Record<string, string> = { が: 'する', を: '感じる' };
// Habits one gives up, やめる.
const HABITS = new Set(['煙草', 'たばこ', 'タバコ', '酒', 'お酒', '喫煙', '飲酒']);
// What falls from the sky, and any word for it that ends in 雨 or 雪 (大雪, にわか雨).
const PRECIPITATION = /([雨雪雹霰霙]|ひょう|あられ|みぞれ)$/;

// What 今 before it makes "this" of, read こん (今学期, 今大会, 今シーズン).
const THIS_OCCASION = new Set([
  ...['学期', '年度', '期', '季', '夏', '冬', '春', '秋', '大会', 'シーズン', '場所', '国会', '会期', '試合'],
  ...['段階', '時点', '次', '作', '世紀', '週末', '月末', '年末', '回', '晩', '夕', '般', '後', '日', '頃'],
]);
// Particles after 後 when it is the rest or what is behind, あと (後はよろしく, 後をつけろ).
const REST_PARTICLES = new Set(['は', 'を', 'が', 'も']);
// Words after a span of time that measure it: 一月前, 一月ぶり, 一月ほど.
const SPAN_AFTER = new Set(['前', '後', 'ぶり', 'ほど', '間', '余り', 'ばかり', '足らず', '以上', '以内']);
// What is said of a forehead (額の汗, 額に皺を寄せる, 額に手を当てる).
const BROW_CONTEXT = new Set([
  '汗',
  '傷',
  '皺',
  'しわ',
  '寄せる',
  '拭う',
  '当てる',
  '熱',
  '髪',
  'キス',
  '冷やす',
]);
// Words that make the amount before them approximate, and those after which an amount of time follows.
const ABOUT = new Set(['ぐらい', 'くらい', '近く', 'おき', 'ごと']);
const MINUTES_AFTER = new Set(['あと', '約', 'およそ']);

/** Reads a suffix after a pronoun as the free word `reading` it is there (みんな嫌い: きらい). */
function freeAfterPronoun(tokens: Token[], index: number, reading: string): void {
  const token = tokens[index]!;
  if (token.posDetail !== '接尾' || tokens[index - 1]?.posDetail !== '代名詞') return;
  token.posDetail = '形容動詞語幹';
  setReading(token, reading);
}

/** Reads a prefix before a verbal noun (サ変接続) as the free noun `reading` it is there. */
function freePrefix(tokens: Token[], index: number, reading: string, posDetail: string): void {
  const token = tokens[index]!;
  if (token.pos !== '接頭詞' || tokens[index + 1]?.posDetail !== 'サ変接続') return;
  Object.assign(token, { pos: '名詞', posDetail });
  setReading(token, reading);
}

/**
 * Reads a noun right after another as the end of their compound, with its voiced sound (借金払い しゃっきんばらい,
 * 高級車好み こうきゅうしゃごのみ, 教育畑 きょういくばたけ), where IPADIC reads it alone; not after a number or a
 * noun that works as an adverb, which is no compound with it (今日畑に行った).
 */
function voicedAfterNoun(tokens: Token[], index: number, reading: string): void {
  const before = tokens[index - 1];
  if (before?.pos !== '名詞' || before.posDetail === '副詞可能' || before.posDetail === '数') return;
  setReading(tokens[index]!, reading);
}

/** Rules for a token's surface, where IPADIC's reading is wrong in some contexts. */
const SURFACE_RULES: Record<string, Rule> = {
  ...Object.fromEntries(Object.keys(COUNTRY_INITIALS).map((kanji) => [kanji, readCountryInitial])),
  // The prefix 御 is お before a native word, a verb's stem with its kana (御支払いします, 御待ちください), and ご
  // before a Sino-Japanese one (御成功, 御遠慮); IPADIC reads ご before both.
  御: (tokens, i) => {
    const token = tokens[i]!;
    const stem = /\p{Script=Han}\p{Script=Hiragana}/u.test(tokens[i + 1]?.surface ?? '');
    if (token.pos === '接頭詞' && token.reading === 'ご' && stem) setReading(token, 'お');
  },
  // The chill one feels is さむけ (寒気がする, 寒気を感じる); IPADIC reads かんき, cold air.
  寒気: (tokens, i) => {
    const felt = CHILL_FELT[surfaceAt(tokens, i + 1)];
    if (felt && tokens[i + 2]?.basicForm === felt) setReading(tokens[i]!, 'さむけ');
  },
  何: (tokens, i) => {
    const token = tokens[i]!;
    const next = surfaceAt(tokens, i + 1);
    // 何語 is "what language" (なにご), a noun, unlike the counters.
    if (next === '語') setReading(token, 'なに');
    else if (
      NAN_COUNTER_WORDS.has(next) ||
      isCounter(next) ||
      NAN_BEFORE.test(next) ||
      NUMERAL.test(next) ||
      isCounterSuffix(tokens[i + 1])
    )
      setReading(token, 'なん');
    else setReading(token, 'なに');
  },
  // 何月: IPADIC reads the 月 after a pronoun 何 as つき.
  月: (tokens, i) => {
    if (surfaceAt(tokens, i - 1) === '何') setReading(tokens[i]!, 'がつ');
  },
  // 身体 alone is the everyday body, からだ; before a noun it is しんたい (身体検査), as IPADIC reads it.
  身体: (tokens, i) => {
    if (tokens[i + 1]?.pos !== '名詞') setReading(tokens[i]!, 'からだ');
  },
  // The male of a species, alone, is おす (雄のくじゃく); IPADIC reads ゆう, as in 英雄.
  雄: (tokens, i) => {
    if (tokens[i]!.posDetail === '一般') setReading(tokens[i]!, 'おす');
  },
  一日: (tokens, i) => setReading(tokens[i]!, isDateContext(tokens, i) ? 'ついたち' : 'いちにち'),
  // 一月 is the month いちがつ (一月に会った, 一月十五日), as IPADIC reads it; as a span of time, "a month", it is
  // ひとつき: before a count of times (一月に一度) or a word that measures time (一月前, 一月ぶり).
  一月: (tokens, i) => {
    const next = surfaceAt(tokens, i + 1);
    // IPADIC keeps a count with its counter (一度) or cuts it (三 + 回).
    const count = surfaceAt(tokens, i + 2) + surfaceAt(tokens, i + 3);
    const often = next === 'に' && isNumeral(tokenAt(tokens, i + 2)) && /^[^回度]+[回度]/.test(count);
    if (often || SPAN_AFTER.has(next)) setReading(tokens[i]!, 'ひとつき');
  },
  // 十分 in kanji is "enough", じゅうぶん: ten minutes is mostly written 10分. It is じゅっぷん only where it
  // measures time, before a word that does (十分後, 十分ぐらい) or after one (あと十分). IPADIC cuts it into a
  // count of minutes before a verb or a question mark (それで十分？, 十分その職に堪える).
  十分: (tokens, i) => {
    const token = tokens[i]!;
    const next = surfaceAt(tokens, i + 1);
    if (SPAN_AFTER.has(next) || ABOUT.has(next) || MINUTES_AFTER.has(surfaceAt(tokens, i - 1)))
      readAsCount(tokens, i, 'じゅう', MINUTES, 'じゅっぷん');
    else if (isNumeral(token)) {
      // "Enough" is one word again, made from IPADIC's first part so that it has the shape words have.
      const enough = piece(token.parts?.[0] ?? token, 0, '十分', { posDetail: '形容動詞語幹' });
      setReading(enough, 'じゅうぶん');
      tokens[i] = enough;
    }
  },
  // IPADIC takes 皆 before a noun for the prefix かい (皆勤). Before what someone does or feels (皆満足だった) it
  // is the word みな, "everyone".
  皆: (tokens, i) => freePrefix(tokens, i, 'みな', '代名詞'),
  // IPADIC takes 今 before a noun for the prefix こん too. It is いま, "now", before anything but a time or an
  // occasion it makes "this" of (今学期, 今大会): 今放送中です, 今景気循環の頂点にある, 今あまり繁盛していない.
  今: (tokens, i) => {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (token.pos !== '接頭詞' || !next || THIS_OCCASION.has(next.surface) || next.pos === '記号') return;
    Object.assign(token, { pos: '名詞', posDetail: '副詞可能' });
    setReading(token, 'いま');
  },
  // After a count, 上 is "older" or "above", うえ (二つ上, 三歳上); IPADIC reads the suffix じょう (歴史上).
  上: (tokens, i) => {
    const token = tokens[i]!;
    const count =
      isNumeral(tokens[i - 1]) || /^[0-9０-９一二三四五六七八九十]+つ$/.test(surfaceAt(tokens, i - 1));
    if (token.reading === 'じょう' && count) setReading(token, 'うえ');
  },
  // After "that", 後 before で is あと, "afterwards" (その後で); IPADIC reads そのご, which is said before anything
  // else as well (その後いかがですか).
  その後: (tokens, i) => {
    if (surfaceAt(tokens, i + 1) === 'で') setReading(tokens[i]!, 'そのあと');
  },
  // The humble plural 私ども is said わたくしども.
  私: (tokens, i) => {
    if (surfaceAt(tokens, i + 1) === 'ども') setReading(tokens[i]!, 'わたくし');
  },
  風: (tokens, i) => {
    const token = tokens[i]!;
    if (token.reading !== 'ふう' || !near(tokens, i, WIND, 3)) return;
    token.posDetail = '一般';
    setReading(token, 'かぜ');
  },
  // IPADIC may take 嫌い and 好き after a pronoun for the suffixes of 人嫌い and 酒好き (ぎらい, ずき): after みんな
  // or 彼 they are the words themselves.
  嫌い: (tokens, i) => freeAfterPronoun(tokens, i, 'きらい'),
  好き: (tokens, i) => freeAfterPronoun(tokens, i, 'すき'),
  // The idiom 真に受ける, "take at face value", is まに; IPADIC reads the adverb しんに.
  真に: (tokens, i) => {
    if (tokens[i + 1]?.basicForm === '受ける') setReading(tokens[i]!, 'まに');
  },
  // 種 that is sown or grows is たね, and a kind, after この or その and before の, is しゅ (この種の問題).
  種: (tokens, i) => {
    const token = tokens[i]!;
    const next = surfaceAt(tokens, i + 1);
    // この種の, "this kind of", and ある種の, "a certain kind of", are しゅ.
    const before = surfaceAt(tokens, i - 1);
    const kind = DEMONSTRATIVES.has(before) || before === 'ある' || before === '或る';
    if (kind && next === 'の') setReading(token, 'しゅ');
    else if (!kind && (next === 'を' || next === 'が')) setReading(token, 'たね');
  },
  // IPADIC takes 君 after a noun for the suffix くん; after no name (すべて君のおかげだ, 結局君が) it is you, きみ.
  君: (tokens, i) => {
    const token = tokens[i]!;
    const before = tokens[i - 1];
    const named = before?.pos === '名詞' && !NOT_NAMES.has(before.posDetail);
    if (token.posDetail !== '接尾' || named) return;
    token.posDetail = '代名詞';
    setReading(token, 'きみ');
  },
  // 得る in its dictionary form after a verb's stem, "can", is うる (あり得る ありうる); IPADIC reads える, which
  // its other forms keep (しえない).
  得る: (tokens, i) => {
    const token = tokens[i]!;
    if (token.reading === 'える' && token.posDetail === '非自立' && tokens[i - 1]?.pos === '動詞')
      setReading(token, 'うる');
  },
  // Written with kanji, "what time" is なんじ; いつ is written in kana nowadays.
  何時: (tokens, i) => readAsCount(tokens, i, 'なん', ['時', 'じ'], 'なんじ'),
  // IPADIC has only the adverb なにぶん (何分よろしく, "anyhow"); asking about minutes is far commoner.
  何分: (tokens, i) => {
    const next = surfaceAt(tokens, i + 1);
    if (next !== '、' && next !== 'よろしく' && !next.startsWith('にも'))
      readAsCount(tokens, i, 'なん', MINUTES, 'なんぷん');
  },
  // IPADIC gives the formal みょうごにち, いっさくねん and the literary のち; everyday Japanese says あさって,
  // おととし, あと.
  明後日: (tokens, i) => setReading(tokens[i]!, 'あさって'),
  一昨年: (tokens, i) => setReading(tokens[i]!, 'おととし'),
  後: (tokens, i) => {
    const token = tokens[i]!;
    if (token.reading === 'のち') setReading(token, 'あと');
    // IPADIC takes 後 for the suffix ご of 三日後 even with no time before it (彼は後に有名になった): there
    // it is the adverbial のち, "later", but あと where it becomes so (後になって悔やむ) and where it is the
    // rest or what is behind (後はよろしく, 後をつけろ).
    else if (token.reading === 'ご' && tokens[i - 1]?.pos !== '名詞') {
      const next = surfaceAt(tokens, i + 1);
      const becoming = next === 'に' && tokens[i + 2]?.basicForm === 'なる';
      setReading(token, becoming || REST_PARTICLES.has(next) ? 'あと' : 'のち');
    }
  },
  // 間 after a clause or a noun and の is the span あいだ (長い間, 待つ間, 二人の間); IPADIC reads ま, which is
  // the word for a room or a pause only inside compounds (居間, 間に合う).
  // It is ま, a moment, after the literary negative (知らぬ間に, "before one knew") and before も and a negative
  // (息つく間もない), where IPADIC reads あいだ.
  間: (tokens, i) => {
    const token = tokens[i]!;
    const before = tokens[i - 1];
    const negated =
      surfaceAt(tokens, i + 1) === 'も' && ['ない', '無い'].includes(tokens[i + 2]?.basicForm ?? '');
    if (before?.basicForm === 'ぬ' || negated) {
      setReading(token, 'ま');
      return;
    }
    if (token.reading !== 'ま' || !before) return;
    if (CLAUSE_END_POS.has(before.pos) || before.surface === 'の') setReading(token, 'あいだ');
  },
  // 入れ negated with no object is 入る's potential, はいれ (see `isEnteringNot`); detection follows the reading.
  入れ: (tokens, i) => {
    if (isEnteringNot(tokens, i)) setReading(tokens[i]!, 'はいれ');
  },
  // A 音 standing alone before a particle is a sound, おと (ぎいっと音を立てて), where IPADIC takes it for the suffix
  // おん after a word it does not know; おん is a sound of speech, counted (三音) or in compounds (発音).
  音: (tokens, i) => {
    const token = tokens[i]!;
    const before = tokens[i - 1];
    const counted = isNumeral(before) || /\p{Script=Han}$/u.test(before?.surface ?? '');
    if (token.reading === 'おん' && !counted && tokens[i + 1]?.pos === '助詞') {
      setReading(token, 'おと');
      token.posDetail = '一般';
    }
  },
  // 他 before a particle is the everyday ほか (他の動物, 他に何か); IPADIC reads the formal た.
  他: (tokens, i) => {
    const token = tokens[i]!;
    if (token.reading === 'た' && tokens[i + 1]?.pos === '助詞') setReading(token, 'ほか');
  },
  // 外ならない, 外ならぬ: "nothing other than" is ほか (IPADIC reads そと, "outside").
  外: (tokens, i) => {
    if (surfaceAt(tokens, i + 1).startsWith('なら')) setReading(tokens[i]!, 'ほか');
  },
  中: (tokens, i) => {
    const before = surfaceAt(tokens, i - 1);
    // IPADIC may cut the span in two (一 + 晩); a span may be written with digits (１日中).
    const span = isNumeral(tokens[i - 1]) && /[日年晩]$/.test(before);
    // After a place's name, too (ドイツ中), which IPADIC may take for the name Naka.
    const place = tokens[i - 1]?.posDetail === '固有名詞';
    if (span || place || THROUGHOUT.has(before) || THROUGHOUT.has(surfaceAt(tokens, i - 2) + before)) {
      setReading(tokens[i]!, 'じゅう');
      tokens[i]!.posDetail = '接尾';
    } else if (tokens[i]!.posDetail === '接尾' && before.endsWith('しい')) {
      // After an adjective it is なか, "in the midst of" (寒い中); IPADIC keeps お忙しい whole as a noun, and takes
      // the 中 after it for the suffix ちゅう.
      setReading(tokens[i]!, 'なか');
      tokens[i]!.posDetail = '非自立';
    }
  },
  // A bare 都 is the capital, みやこ, where it is someone's (日本の都), where one goes (都へ向かった) or what a
  // clause ends in (住めば都, 住めば都という); IPADIC reads it と, the metropolis of Tokyo, which it is as a subject
  // in the news (都の職員, 都が発表した) and after a name (東京都, a suffix).
  都: (tokens, i) => {
    const next = tokens[i + 1];
    const capital =
      surfaceAt(tokens, i - 1) === 'の' ||
      next?.surface === 'へ' ||
      next === undefined ||
      next.pos === '記号' ||
      next.basicForm === 'だ' ||
      next.basicForm === 'です' ||
      (next.surface === 'で' && surfaceAt(tokens, i + 2) === '、') ||
      (next.surface === 'と' && ['いう', '言う'].includes(tokens[i + 2]?.basicForm ?? ''));
    if (tokens[i]!.posDetail !== '接尾' && capital) setReading(tokens[i]!, 'みやこ');
  },
  // IPADIC has no 一晩: 一 + the suffix 晩 read いち + ばん; "one night" is ひとばん.
  晩: (tokens, i) => {
    if (surfaceAt(tokens, i - 1) === '一' && tokens[i - 2]?.posDetail !== '数')
      setReading(tokens[i - 1]!, 'ひと');
  },
  // A bare 金 is money (金がない, 時は金なり), which IPADIC reads きん or takes for the name Kim (きむ); before
  // の it may be gold (金の指輪), a title names a person (金さん), and among weekdays it is Friday (月、水、金).
  金: (tokens, i) => {
    const token = tokens[i]!;
    const next = surfaceAt(tokens, i + 1);
    if (token.posDetail === '接尾' || next === 'の' || TITLES.has(next)) return;
    if ([i - 1, i - 2].some((k) => WEEKDAYS.test(surfaceAt(tokens, k)) || surfaceAt(tokens, k) === '土日'))
      return;
    // Beside other metals, or shining, it is the metal (金は鉄よりも貴重だ, 光るもの必ずしも金ならず).
    if (near(tokens, i, METAL_CONTEXT, 6)) return;
    token.posDetail = '一般';
    setReading(token, 'かね');
  },
  // IPADIC reads a bare 額 as がく, the amount or the frame (大きな額, 額に入れる); someone's 額, or one with
  // sweat, wrinkles or a hand on it, is the forehead, ひたい.
  額: (tokens, i) => {
    const owner = surfaceAt(tokens, i - 1) === 'の' ? tokens[i - 2] : undefined;
    const someones = owner?.posDetail === '代名詞' || owner?.posDetail === '固有名詞';
    if (someones || near(tokens, i, BROW_CONTEXT)) setReading(tokens[i]!, 'ひたい');
  },
  方: (tokens, i) => {
    const previous = surfaceAt(tokens, i - 1);
    // この方, こちらの方, a person named with an honorific prefix (ご家族の方, お持ちの方) or by what they are
    // (会員の方), or described with respect (お越しいただいた方).
    const person =
      DEMONSTRATIVES.has(previous) ||
      (previous === 'の' &&
        (DIRECTIONS.has(surfaceAt(tokens, i - 2)) || honoured(tokens, i - 2) || peopleOf(tokens, i - 2))) ||
      metOrAskedAfterClause(tokens, i) ||
      describedWithRespect(tokens, i) ||
      askedOfPeople(tokens, i);
    if (!person) return;
    // A side compared is ほう (こちらの方が安い): an adjective that ends the clause after が, not one that says
    // what a noun after it is (あの方が新しい校長先生です); and a direction said as a predicate or a goal
    // (駅はあちらの方です, あちらの方へ).
    const adjective = tokens[i + 2];
    const compared =
      tokens[i + 1]?.surface === 'が' && isAdjective(adjective) && tokens[i + 3]?.pos !== '名詞';
    const direction =
      DIRECTIONS.has(surfaceAt(tokens, i - 2)) && /^(です|だ|へ)$/.test(surfaceAt(tokens, i + 1));
    setReading(tokens[i]!, compared || direction ? 'ほう' : 'かた');
  },
  // Nouns that end a compound IPADIC keeps apart from the noun before it, with the compound's voiced sound.
  払い: (tokens, i) => voicedAfterNoun(tokens, i, 'ばらい'),
  好み: (tokens, i) => voicedAfterNoun(tokens, i, 'ごのみ'),
  畑: (tokens, i) => voicedAfterNoun(tokens, i, 'ばたけ'),
  // After a number (三回薬を飲む) IPADIC takes 薬 for the suffix やく of 胃腸薬.
  薬: (tokens, i) => {
    const token = tokens[i]!;
    if (token.posDetail === '接尾' && tokens[i - 1]?.parts) setReading(token, 'くすり');
  },
  // After a time span (一日中家にいた) IPADIC takes 家 for the suffix か of 作家.
  家: (tokens, i) => {
    const token = tokens[i]!;
    const before = tokens[i - 1];
    if (token.posDetail === '接尾' && before && (before.surface.endsWith('中') || before.parts)) {
      setReading(token, 'いえ');
    }
  },
  // IPADIC takes 水 after a noun (毎日水を飲む) for the weekday suffix すい of 月水金; only after another
  // weekday is it that, otherwise it is the word みず.
  水: (tokens, i) => {
    const token = tokens[i]!;
    if (token.posDetail !== '接尾' || WEEKDAYS.test(surfaceAt(tokens, i - 1))) return;
    token.posDetail = '一般';
    setReading(token, 'みず');
  },
  // IPADIC reads 如何 いか, which is right only in 如何に (いかに, "how"): after の it is the noun いかん (努力の
  // 如何による, 結果の如何に関わらず), and before a verb the adverb どう (如何しましたか).
  如何: (tokens, i) => {
    const token = tokens[i]!;
    if (token.reading !== 'いか') return;
    if (surfaceAt(tokens, i - 1) === 'の') setReading(token, 'いかん');
    else if (tokens[i + 1]?.pos === '動詞') setReading(token, 'どう');
  },
  // A thing's edge is its 縁, ふち (コップの縁); elsewhere it is the bond えん (縁がない, 縁を切る, 金の切れ目が縁の
  // 切れ目), IPADIC's reading, which the catalogue's easier ふち would replace.
  縁: (tokens, i) => {
    const token = tokens[i]!;
    if (token.reading === 'えん' && surfaceAt(tokens, i - 1) !== 'の') setReading(token, 'えん');
  },
  // A market one shops at (市場で買う) is いちば; the economic market (市場経済) しじょう, as it is after a
  // Sino-Japanese word of two kanji or more (株式市場, 金融市場, 国内市場; but 魚市場 うおいちば).
  // So is 市場 of what economists speak of (市場の動向, 市場価格).
  市場: (tokens, i) => {
    const before = tokens[i - 1];
    const next = surfaceAt(tokens, i + 1);
    const economic = MARKET_TALK.has(next) || (next === 'の' && MARKET_TALK.has(surfaceAt(tokens, i + 2)));
    if (economic || (before?.pos === '名詞' && before.surface.length > 1 && isKanjiOnly(before.surface)))
      setReading(tokens[i]!, 'しじょう');
    else if (next === 'で' || next === 'へ') setReading(tokens[i]!, 'いちば');
  },
};

// What is said of the economic market, 市場 しじょう: 市場の動向, 市場価格.
const MARKET_TALK = new Set([
  ...['動向', '価格', '規模', '原理', '経済', '調査', '拡大', '開放', '競争', '占有', 'シェア', '分析'],
  ...['参入', '全体', '関係者', '予想', '心理', '環境', '動き'],
]);

// Parts of speech a clause ends with before a noun it describes (長い間, 待つ間, 来た間).
const CLAUSE_END_POS = new Set(['形容詞', '動詞', '助動詞', '連体詞']);
const HONORIFIC_PREFIXES = new Set(['お', 'ご', '御']);

/** Whether the noun (or verb stem: お持ち) ending at `index` carries an honorific prefix (ご家族, お客様). */
function honoured(tokens: Token[], index: number): boolean {
  const noun = tokens[index];
  if (noun?.pos !== '名詞' && noun?.pos !== '動詞') return false;
  const before = tokens[index - 1];
  // IPADIC lists some prefixed nouns as one word (お客様).
  return (
    (before?.pos === '接頭詞' && HONORIFIC_PREFIXES.has(before.surface)) ||
    (noun.surface.length > 1 && HONORIFIC_PREFIXES.has(noun.surface[0]!))
  );
}

const isAdjective = (token: Token | undefined) =>
  token !== undefined && (token.pos === '形容詞' || token.posDetail === '形容動詞語幹');

/** Rules for a token's dictionary form. */
const BASIC_FORM_RULES: Record<string, Rule> = {
  // 留まる is mostly とどまる, "stay" (行くも留まるも); とまる, "catch", only of what catches the eye or mind
  // (目に留まる), as IPADIC reads it everywhere.
  留まる: (tokens, i) => {
    const token = tokens[i]!;
    const caught = surfaceAt(tokens, i - 1) === 'に' && /^(目|心|気|耳)$/.test(surfaceAt(tokens, i - 2));
    if (token.reading.startsWith('とま') && !caught) replaceStem(token, 'と', 'とど');
  },
  // 脅かす is おびやかす, "to threaten", of what is put at risk (平和を脅かす, 生態系が脅かされている), as IPADIC
  // reads it, which the catalogue's おどかす, "to scare", would replace: that is said to or of someone (彼を脅かす,
  // 脅かすなよ).
  脅かす: (tokens, i) => {
    const token = tokens[i]!;
    const passive = tokens[i + 1]?.basicForm === 'れる';
    const marker = passive ? ['が', 'は', 'も'] : ['を'];
    const what = marker.includes(surfaceAt(tokens, i - 1)) ? tokens[i - 2] : undefined;
    const someone =
      what?.posDetail === '代名詞' ||
      what?.posDetail === '固有名詞' ||
      /[人者子供]$/.test(what?.surface ?? '');
    if (what?.pos === '名詞' && !someone && token.reading.startsWith('おびや'))
      setReading(token, token.reading);
  },
  // 摘む is つむ, "pick" (茶を摘む); "pinch" is written 摘まむ, but IPADIC reads 摘む つまむ.
  摘む: (tokens, i) => replaceStem(tokens[i]!, 'つま', 'つ'),
  // What one gives up is やめる: doing something, said with の (殴るのはやめて, 摘むのを止めた), and a habit
  // (煙草を止めた); what is brought to a halt, とめる, as IPADIC reads it (足を止めた, エンジンを止めろ).
  止める: (tokens, i) => {
    const token = tokens[i]!;
    const marked = ['を', 'は'].includes(surfaceAt(tokens, i - 1));
    const what = tokens[i - 2];
    const doing = what?.surface === 'の' && what.posDetail === '非自立';
    if (marked && (doing || HABITS.has(what?.surface ?? '')) && token.reading.startsWith('と'))
      replaceStem(token, 'と', 'や');
  },
  // 降り is the stem of both 降る (rain falls) and 降りる (get off); IPADIC always picks 降りる.
  降りる: (tokens, i) => {
    const token = tokens[i]!;
    const falling = [i - 1, i - 2, i - 3].some((k) => PRECIPITATION.test(surfaceAt(tokens, k)));
    if (token.surface === '降り' && falling) {
      token.basicForm = '降る';
      setReading(token, 'ふり');
    }
  },
  // IPADIC may take the adjective いい for the stem of いう (何でもいい, 漬けるといいそうよ): a stem ends no
  // sentence and takes no copula. Nor does it make a word with a noun IPADIC took for a suffix: とてもいい人 is
  // a good person, ひと, not 言い + the suffix じん.
  いう: (tokens, i) => {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (token.surface !== 'いい' || token.pos !== '動詞') return;
    const suffix = next?.posDetail === '接尾' && next.surface in NOUNS_IPADIC_TAKES_FOR_SUFFIXES;
    const ends =
      !next ||
      next.pos === '記号' ||
      next.posDetail === '終助詞' ||
      ['です', 'だ', 'そう'].includes(next.basicForm);
    if (!ends && !suffix) return;
    Object.assign(token, {
      basicForm: 'いい',
      pos: '形容詞',
      posDetail: '自立',
      conjugationType: '形容詞・イイ',
    });
    if (suffix) readSuffixAsNoun(next!, token);
  },
  // One goes regularly, かよう, to a school or a workplace (小学校へ通っている); IPADIC reads とおる, passing.
  通る: (tokens, i) => {
    const token = tokens[i]!;
    const particle = surfaceAt(tokens, i - 1);
    const place = surfaceAt(tokens, i - 2);
    const regular =
      (particle === 'へ' || particle === 'に') && (ATTENDED.has(place) || /[校塾院]$/.test(place));
    if (!regular || !token.reading.startsWith('とお')) return;
    token.basicForm = '通う';
    setReading(token, token.reading.replace(/^とお/, 'かよ'));
  },
  // A picture is drawn, かく (絵を描く, 画家は墨で描いた); IPADIC reads the literary えがく, "depict".
  描く: (tokens, i) => {
    const drawn = surfaceAt(tokens, i - 1) === 'を' && PICTURES.has(surfaceAt(tokens, i - 2));
    if (drawn || near(tokens, i, DRAWING, 6)) replaceStem(tokens[i]!, 'えが', 'か');
  },
  // The imperative こい of 来る after に (遊びにこい), which IPADIC takes for the adjective 濃い in kana.
  こい: (tokens, i) => {
    const token = tokens[i]!;
    if (token.surface !== 'こい' || surfaceAt(tokens, i - 1) !== 'に') return;
    Object.assign(token, {
      basicForm: '来る',
      pos: '動詞',
      posDetail: '自立',
      conjugationType: 'カ変・来ル',
    });
  },
  // A lie is told, つく; IPADIC reads 嘘を吐く as "vomit", はく.
  吐く: (tokens, i) => {
    if (surfaceAt(tokens, i - 1) === 'を' && /^(嘘|うそ|ウソ)$/.test(surfaceAt(tokens, i - 2)))
      replaceStem(tokens[i]!, 'は', 'つ');
  },
  // 堪える that holds something back, with を, is こらえる (涙を堪える); what one bears, with に, たえる. IPADIC
  // reads たえる or こたえる, which no list has.
  堪える: (tokens, i) => {
    const token = tokens[i]!;
    const stem = token.reading.startsWith('こた') ? 'こた' : 'た';
    if (hasObject(tokens, i)) replaceStem(token, stem, 'こら');
  },
  // 弾ける of an instrument is ひける, "can play"; IPADIC may read はじける, "burst".
  弾ける: (tokens, i) => {
    if (near(tokens, i, INSTRUMENTS)) replaceStem(tokens[i]!, 'はじ', 'ひ');
  },
  // 辛い is からい of what is eaten or tasted, and otherwise つらい, "hard to bear", whichever IPADIC chose
  // (the catalogue lists only からい, which would replace it).
  辛い: (tokens, i) => {
    const token = tokens[i]!;
    if (near(tokens, i, FOOD)) replaceStem(token, 'つら', 'から');
    else setReading(token, token.reading.replace(/^から/, 'つら'));
  },
  // 空 is から, empty, where it says what holds something is: 空の箱, 財布が空だ, 箱を空にする; IPADIC
  // reads the sky, そら.
  空: (tokens, i) => {
    const next = surfaceAt(tokens, i + 1);
    const of = next === 'の' && CONTAINERS.has(tokens[i + 2]?.basicForm ?? '');
    const predicate =
      /^(だ|です|でし|だっ)$/.test(next) ||
      (next === 'に' && /^(する|なる)$/.test(tokens[i + 2]?.basicForm ?? ''));
    if (tokens[i]!.pos === '名詞' && (of || (predicate && after(tokens, i, CONTAINERS))))
      setReading(tokens[i]!, 'から');
  },
  空く: (tokens, i) => {
    if (after(tokens, i, EMPTYING)) replaceStem(tokens[i]!, 'あ', 'す');
  },
  // 開く is あく when something comes open (戸が開いた) and ひらく when someone opens it (本を開く, 会議を開いた)
  // or it is done (会議が開かれた). IPADIC reads ひらく, which the catalogue's easier あく would replace.
  開く: (tokens, i) => {
    const token = tokens[i]!;
    if (hasObject(tokens, i) || tokens[i + 1]?.basicForm === 'れる') setReading(token, token.reading);
  },
  // 行っ (行った, 行って) is both いっ of 行く and おこなっ of 行う, and IPADIC picks 行う unless に or へ comes
  // right before (私も行った, 彼と行って). "Carry out" needs its object: without を in its clause it is 行く.
  行う: (tokens, i) => {
    const token = tokens[i]!;
    if (token.surface !== '行っ' || hasObject(tokens, i)) return;
    token.basicForm = '行く';
    setReading(token, 'いっ');
  },
  // The に of a manner (確実に, 慎重に) is no destination: with an object, 行っ after it is 行う (調査を慎重に
  // 行った).
  行く: (tokens, i) => {
    const token = tokens[i]!;
    if (token.surface !== '行っ' || tokens[i - 1]?.posDetail !== '副詞化' || !hasObject(tokens, i)) return;
    token.basicForm = '行う';
    setReading(token, 'おこなっ');
  },
};

const CLAUSE_BREAK_POS = new Set(['動詞', '形容詞', '助動詞', '記号']);

/** Whether the clause of the predicate at `index` has an object marked with を before it (卵を片手で割れる). */
export function hasObject(tokens: readonly Token[], index: number): boolean {
  for (let j = index - 1; j >= 0; j--) {
    const token = tokens[j]!;
    if (token.surface === 'を' && token.pos === '助詞') return true;
    // Another predicate, a punctuation mark or a conjunctive particle ends the clause (傘を持って行った: を is
    // 持つ's).
    if (CLAUSE_BREAK_POS.has(token.pos) || (token.pos === '助詞' && token.posDetail === '接続助詞'))
      return false;
  }
  return false;
}

/** Reading of the dictionary form (食べ → たべる, 行っ → いく), or undefined when it cannot be derived. */
export function basicReading(token: Token): string | undefined {
  const { surface, basicForm, reading } = token;
  if (basicForm === surface) return reading;
  if (!token.readingKnown) return undefined;
  if (!hasKanji(basicForm)) return katakanaToHiragana(basicForm);
  // 来る is the one verb whose stem changes its kanji's reading (来 き/こ → くる).
  if (token.conjugationType.startsWith('カ変')) return 'くる';
  let common = 0;
  while (common < surface.length && surface[common] === basicForm[common]) common++;
  const surfaceTail = katakanaToHiragana(surface.slice(common));
  if (hasKanji(surfaceTail) || !reading.endsWith(surfaceTail)) return undefined;
  return reading.slice(0, reading.length - surfaceTail.length) + katakanaToHiragana(basicForm.slice(common));
}

/**
 * Whether 入れ at `index` is the potential of 入る, "cannot get in" (スタジオに入れません, 保育園に入れない子ども),
 * which IPADIC reads as 入れる, "put in", whose object is there (砂糖を入れない): see `isCannotWithoutObject`.
 */
const isEnteringNot = (tokens: readonly Token[], index: number) =>
  tokens[index]!.basicForm === '入れる' && isCannotWithoutObject(tokens, index);

/**
 * Whether the verb at `index` is negated with no object before it in its sentence: a transitive verb there is
 * most often an intransitive verb's potential that spells it ("cannot"), as 入れない is 入る's.
 */
export function isCannotWithoutObject(tokens: readonly Token[], index: number): boolean {
  const next = tokenAt(tokens, index + 1);
  const negated =
    next?.basicForm === 'ない' ||
    (next?.basicForm === 'ます' && tokenAt(tokens, index + 2)?.surface === 'ん');
  if (!negated) return false;
  // No object before it in the sentence: を, or a topic は that is not に's (この店には入れません), or a comma
  // that stands for either after a noun (お茶、入れない).
  for (let k = index - 1; k >= 0 && !/^[。！？!?]$/.test(tokens[k]!.surface); k--) {
    const particle = tokens[k]!.surface;
    const dropped = particle === '、' && tokens[k - 1]?.pos === '名詞';
    if (particle === 'を' || (particle === 'は' && tokens[k - 1]?.surface !== 'に') || dropped) return false;
  }
  return true;
}
