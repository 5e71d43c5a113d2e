import type { Catalogue } from './catalogue';
import { isVerb } from './detection-index';
import { hasKanji, isHiragana } from './kana';
import { isDateContext } from './readings';
import { E_ROW, I_ROW } from './stems';
import type { Sense, Token, VocabularyItem } from './types';
import { isDependent, SENSE_IN_CONTEXT } from './word-senses';

/**
 * The sense of a word the text uses, given where it begins and the token it begins in: the dictionary's
 * first, but where IPADIC says it is used otherwise, for 方 read かた (see `senseOfKata`), for a listed day
 * outside a date (三日 "three days"), and for words whose first sense is seldom meant, by the words around them
 * (see `SENSE_IN_CONTEXT`). A word IPADIC knows as both noun and adverb (its 副詞 助詞類接続), read as the adverb,
 * is the first adverb sense: あまり is "(not) very", not the noun "remainder" listed first. (Its other adverbs
 * keep the first sense: 一杯 is one too where it counts a cupful.) A word counted where IPADIC reads a particle
 * is its other use: より before an adjective is "more", not "than". An adnominal before what it modifies is the
 * adnominal: あの there is "that", not the interjection "say" (あの、すみません). A counter after its number is the
 * counter (see `counterSense`). Where the sense's first gloss reads worse than another of its own, that one
 * is shown first (see `PLAIN_GLOSSES`).
 */
export function senseAs(
  catalogue: Catalogue,
  item: VocabularyItem,
  start: number,
  tokens: readonly Token[],
  index: number,
): Sense | undefined {
  const sense = senseInText(catalogue, item, start, tokens, index);
  const plain = PLAIN_GLOSSES[keyOf(item)];
  return sense && plain && sense.glosses.includes(plain) ? putFirst(sense, plain) : sense;
}

function senseInText(
  catalogue: Catalogue,
  item: VocabularyItem,
  start: number,
  tokens: readonly Token[],
  index: number,
): Sense | undefined {
  const senses = catalogue.sensesOf(item);
  const token = tokens[index]!;
  const key = keyOf(item);
  const first = senses[0];
  if (item.word === '方' && item.reading === 'かた')
    return senseOfKata(senses, start, tokens, index) ?? first;
  // A day of the month (三日, "third day of the month") counts days ("three days") but in a date (三月三日).
  const days = /day of the month$/.test(first?.glosses[0] ?? '')
    ? senses.find((sense) => / days$/.test(sense.glosses[0] ?? ''))
    : undefined;
  if (days && !isDateContext(tokens, index)) return days;
  const inContext = SENSE_IN_CONTEXT[key]?.(tokens, index, start, catalogue);
  if (inContext) return senseSaying(senses, inContext) ?? first;
  const formal = token.posDetail === '非自立' ? FORMAL_NOUN_SENSES[item.reading] : undefined;
  if (formal) {
    // ため after a past form is a cause (雨が降ったため).
    const gloss = item.reading === 'ため' && tokens[index - 1]?.basicForm === 'た' ? 'consequence' : formal;
    return senses.find((sense) => sense.glosses[0] === gloss) ?? first;
  }
  // The counter of a count, which `readings.ts` joins with its number (三本, ２棟, ３度目); not its numerals (十一).
  const counter = token.posDetail === '数' && start > token.start && !item.partsOfSpeech.includes('num');
  if (counter) return counterSense(item, senses, tokens, index) ?? first;
  const suffix = start > token.start || (token.pos === '名詞' && token.posDetail === '接尾');
  if (suffix && SUFFIXES.has(key))
    return (
      senses.find((sense) => sense.pos.includes('n-suf')) ??
      senses.find((sense) => sense.pos.includes('suf')) ??
      first
    );
  // A prefix IPADIC reads so or keeps with the word it begins is the prefix: 非 of 非常識 "un-", not "fault".
  const begins = token.pos === '接頭詞' || (start === token.start && token.surface.length > item.word.length);
  if (begins && PREFIXES.has(key)) return senses.find((sense) => sense.pos.includes('pref')) ?? first;
  // A verb after another's stem is its auxiliary use: 過ぎる of 食べすぎた "to be excessive", not "to pass
  // through"; 直す of 書き直す "to do over again", not "to cure" (but see `OWN_SENSE_AFTER_STEM`).
  if (isVerb(item) && isDependent(tokens, index, start) && !OWN_SENSE_AFTER_STEM.has(item.word))
    return senses.find((sense) => sense.pos.includes('aux-v') || sense.pos.includes('suf')) ?? first;
  const nounOnly = first?.pos.every((code) => code === 'n' || code === 'adj-no');
  // Not before a quoting と (何とかという店, "some shop or other").
  const listed =
    ADVERBS.has(key) &&
    !/^(と|って)/.test(tokens[index + 1]?.surface ?? '') &&
    tokens[index + 1]?.basicForm !== '言う';
  const adverb = (token.posDetail === '助詞類接続' && nounOnly) || listed;
  if (token.pos === '副詞' && adverb)
    return senses.find((sense) => sense.pos.some((code) => code.startsWith('adv'))) ?? first;
  if (token.pos === '助詞') return senses.find((sense) => !sense.pos.includes('prt')) ?? first;
  // A word IPADIC reads as an interjection is said as one: おやすみ of おやすみなさい "Good night", not "holiday".
  if (token.pos === '感動詞')
    return senses.find((sense) => sense.pos.includes('int') || sense.pos.includes('exp')) ?? first;
  const next = tokens[index + 1];
  const modifies = next !== undefined && !['記号', 'フィラー', '感動詞'].includes(next.pos);
  if (token.pos === '連体詞' && modifies)
    return senses.find((sense) => sense.pos.includes('adj-pn')) ?? first;
  return first;
}

/**
 * 方 read かた: after a verb's stem, the way of doing it (作り方, やり方); on its own, a person named with
 * respect (この方, 日本の方). Its first sense, "direction", is that of 方 read ほう. Inside a compound after a
 * noun (母方, "the mother's side") it is left to the dictionary's first.
 */
function senseOfKata(senses: readonly Sense[], start: number, tokens: readonly Token[], index: number) {
  const token = tokens[index]!;
  const inside = start > token.start;
  const before = inside ? token.surface[start - token.start - 1]! : undefined;
  const previous = tokens[index - 1];
  // A stem IPADIC keeps as a verb (作り + 方) or takes for the noun it makes (扱い + 方).
  const stem =
    previous !== undefined &&
    ((previous.pos === '動詞' && previous.surface !== previous.basicForm) ||
      (previous.pos === '名詞' && hasKanji(previous.surface) && STEM_END.test(previous.surface)));
  const afterStem = inside ? isHiragana(before!) && token.posDetail !== '代名詞' : stem;
  if (afterStem) return senses.find((sense) => sense.pos.includes('n-suf'));
  return inside ? undefined : senses.find((sense) => sense.tags.includes('hon'));
}

/**
 * The sense whose first gloss begins with `meaning` (the 'to make' of 'to make (a call)'), or else the sense
 * that has `meaning` among its glosses, with it put first, as the gloss shows the first: 前 of 食べる前に is
 * "before", not "ago", of the sense "ago; before; previously".
 */
function senseSaying(senses: readonly Sense[], meaning: string): Sense | undefined {
  const leading = senses.find((sense) => sense.glosses[0]?.startsWith(meaning));
  if (leading) return leading;
  const sense = senses.find((candidate) => candidate.glosses.includes(meaning));
  return sense && putFirst(sense, meaning);
}

/** How the tables of words below name one: its word and reading, 人[ひと]. */
const keyOf = (item: VocabularyItem) => `${item.word}[${item.reading}]`;

const putFirst = (sense: Sense, gloss: string): Sense => ({
  ...sense,
  glosses: [gloss, ...sense.glosses.filter((other) => other !== gloss)],
});

// Words whose sense is right but whose first gloss misleads, with the gloss of the same sense to show first:
// 人 is "person" (not "man"), 知る "to know" (not "to be aware of"), 夜 "night", 少し "little", 自分 "oneself",
// 出動 "dispatch" (not "sailing").
const PLAIN_GLOSSES: Record<string, string> = {
  '人[ひと]': 'person',
  '知る[しる]': 'to know',
  '夜[よる]': 'night',
  '夜[よ]': 'night',
  '少し[すこし]': 'little',
  '自分[じぶん]': 'oneself',
  '出動[しゅつどう]': 'dispatch',
  '設定[せってい]': 'setting (movie, novel, etc.)',
  '目標[もくひょう]': 'target',
};

// The kana a verb's stem ends in: the i-row of a godan verb, the e-row of most ichidan ones.
const STEM_END = new RegExp(`[${I_ROW}${E_ROW}]$`);

/**
 * A counter's sense: its first as a counter (本 "counter for long cylindrical things", not "book"; 日 "counter
 * for days", not "Sunday"), or as a suffix (目 of 三度目 "ordinal number suffix", not "eye"; not a noun's use
 * after one, as 年間 "during an era" is). A first sense that is a suffix's already stays, but for 度, which
 * counts times (二度, 何度も) unless the text speaks of what is measured in degrees (零下三度, 九十度の角). In a
 * date the day counts no days: 日 of ８月１２日 is its suffix sense, "day (of the month)".
 */
function counterSense(
  item: VocabularyItem,
  senses: readonly Sense[],
  tokens: readonly Token[],
  index: number,
): Sense | undefined {
  const [first] = senses;
  const counting = senses.find((sense) => sense.pos.includes('ctr'));
  const suffix = senses.find((sense) => sense.pos.includes('suf') && !sense.pos.includes('ctr'));
  if (item.word === '日' && suffix && isDateContext(tokens, index)) return suffix;
  if (item.word === '度' && !MEASURED_IN_DEGREES.test(tokens.map((token) => token.surface).join('')))
    return counting ?? first;
  // A few counters whose first sense, a suffix's, is not what they count: 台 "stand" counts machines (十台),
  // 通 "connoisseur" letters (５０通), 発 "departure" shots (４発).
  if (COUNTED_AFTER_SUFFIX.has(keyOf(item))) return counting ?? first;
  if (!first || first.pos.some((code) => code === 'n-suf' || code === 'suf' || code === 'ctr')) return first;
  return counting ?? suffix;
}

const COUNTED_AFTER_SUFFIX = new Set(['台[だい]', '通[つう]', '発[はつ]']);

// Verbs that mostly keep their own sense after a stem, where their first auxiliary sense is another use's:
// 上げる and 上がる say "up" (見上げる, 持ち上がる; てあげる is "to do for"), 返る "back" (振り返る; 静まり返る is
// "to become extremely"); 掛ける has several (吹きかける, 話しかける, 食べかける: see `SENSE_IN_CONTEXT`).
const OWN_SENSE_AFTER_STEM = new Set(['上げる', '上がる', '返る', '掛ける']);

// Temperature, heat and angles, which 度 measures in degrees (気温, 体温, 熱, 摂氏, 零下, 沸騰, 直角, 経度, 高度).
// On the gold sentences, these words tell all 10 counts of degrees from the 10 of times.
const MEASURED_IN_DEGREES = /温|熱|暑|寒|摂氏|華氏|零下|氷点|沸|角|経度|緯度|高度|傾/;

// Words listed first as nouns that end a compound as suffixes, where they take their suffix sense: 中 of 修理中
// is "during", not "medium"; 学 of 地質学 "study of", not "learning"; 性 of 可能性 "-ty", not "nature (of a
// person)"; 品 of 食料品 "article", not "elegance". Others of the kind read worse so (日 of ３０日 would be
// "Japan", 金 of 料金 "karat"; see `SENSE_IN_CONTEXT` for 生 and 金).
const SUFFIXES = new Set(['中[ちゅう]', '学[がく]', '性[せい]', '品[ひん]']);

// Words listed first as nouns or adjectival nouns that IPADIC reads as adverbs where they are used as ones:
// 何とか しろ is "somehow", 相当痛い "considerably", 普通 "normally", 偶然 "by chance", 十分 "sufficiently". Others
// it reads so keep their first sense, which the adverb's would spoil (まさか "by no means", どうも "thank you",
// 今 of たった今 "now", もっとも of もっともだ "but then").
const ADVERBS = new Set([
  '何とか[なんとか]',
  '相当[そうとう]',
  '普通[ふつう]',
  '偶然[ぐうぜん]',
  '十分[じゅうぶん]',
]);

// Words listed first as nouns that begin a compound as prefixes, where they take their prefix sense: 非 of
// 非常識 is "un-", not "fault"; 無 of 無関心 "un-", not "nothing" (all 21 in the gold sentences). Others of the
// kind read worse so (生 of 生中継 would be "just a little", 元 of 元栓 "former", 本 of 本ありがとう "this").
const PREFIXES = new Set(['非[ひ]', '無[む]']);

// Formal nouns (IPADIC's 非自立) by the first gloss of the sense they have in most uses, where the dictionary's
// first sense reads otherwise: ため is "sake" (健康のため, 行くため), not "good", which reads as the adjective;
// よう is "like" (猫のような, 降るようだ), not "appearing ...".
const FORMAL_NOUN_SENSES: Record<string, string> = { ため: 'sake', よう: 'like' };
