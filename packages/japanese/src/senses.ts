import type { Catalogue } from './catalogue';
import { isVerb } from './detection-index';
import { hasKanji, isHiragana, isKatakana } from './kana';
import { isDateContext, isStemForm } from './readings';
import type { Sense, Token, VocabularyItem } from './types';

/**
 * The sense of a word the text uses, given where it begins and the token it begins in: the dictionary's
 * first, but where IPADIC says it is used otherwise, for 方 read かた (see `senseOfKata`), for a listed day
 * outside a date (三日 "three days"), and for words whose first sense is seldom meant, by the words around them
 * (see `SENSE_IN_CONTEXT`). A word IPADIC knows as both noun and adverb (its 副詞 助詞類接続), read as the adverb,
 * is the first adverb sense: あまり is "(not) very", not the noun "remainder" listed first. (Its other adverbs
 * keep the first sense: 一杯 is one too where it counts a cupful.) A word counted where IPADIC reads a particle
 * is its other use: より before an adjective is "more", not "than". An adnominal before what it modifies is the
 * adnominal: あの there is "that", not the interjection "say" (あの、すみません). A counter after its number is the
 * counter (see `counterSense`).
 */
export function senseAs(
  catalogue: Catalogue,
  item: VocabularyItem,
  start: number,
  tokens: readonly Token[],
  index: number,
): Sense | undefined {
  const senses = catalogue.sensesOf(item);
  const token = tokens[index]!;
  const first = senses[0];
  if (item.word === '方' && item.reading === 'かた')
    return senseOfKata(senses, start, tokens, index) ?? first;
  // A day of the month (三日, "third day of the month") counts days ("three days") but in a date (三月三日).
  const days = /day of the month$/.test(first?.glosses[0] ?? '')
    ? senses.find((sense) => / days$/.test(sense.glosses[0] ?? ''))
    : undefined;
  if (days && !isDateContext(tokens, index)) return days;
  const inContext = SENSE_IN_CONTEXT[item.word]?.(tokens, index);
  if (inContext) return senses.find((sense) => sense.glosses[0]?.startsWith(inContext)) ?? first;
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
  if (suffix && SUFFIXES.has(`${item.word}[${item.reading}]`))
    return (
      senses.find((sense) => sense.pos.includes('n-suf')) ??
      senses.find((sense) => sense.pos.includes('suf')) ??
      first
    );
  // A verb after another's stem is its auxiliary use: 過ぎる of 食べすぎた "to be excessive", not "to pass
  // through"; 直す of 書き直す "to do over again", not "to cure" (but see `OWN_SENSE_AFTER_STEM`).
  const dependent = afterStem(tokens, index) || (start > token.start && token.pos === '動詞');
  if (isVerb(item) && dependent && !OWN_SENSE_AFTER_STEM.has(item.word))
    return senses.find((sense) => sense.pos.includes('aux-v') || sense.pos.includes('suf')) ?? first;
  const nounOnly = first?.pos.every((code) => code === 'n' || code === 'adj-no');
  if (token.pos === '副詞' && token.posDetail === '助詞類接続' && nounOnly)
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

// Words whose first sense is seldom the one meant, with the first gloss of the sense the words around them
// choose (measured on the gold sentences, each of which uses the word):
// - 掛ける, "to hang up" (上着を掛ける), takes its sense from what it takes (see `KAKERU_OBJECTS`);
// - 通り is "the way" after a clause, as a suffix or said of what was pointed to (see `isInTheWayOf`);
// - 得意, "triumph", is "one's strong point" when said of something (数学が得意: all 17), but not before なる;
// - 凄い, "terrible", is "amazing" in today's use, its く form "awfully" (すごく高い: all 20).
const SENSE_IN_CONTEXT: Record<string, (tokens: readonly Token[], index: number) => string | undefined> = {
  掛ける: (tokens, index) => byObject(KAKERU_OBJECTS, tokens, index),
  通り: (tokens, index) => (isInTheWayOf(tokens, index) ? 'the same status or way' : undefined),
  得意: (tokens, index) => (tokens[index + 2]?.basicForm === 'なる' ? undefined : "one's strong point"),
  凄い: (tokens, index) => sugoi(tokens[index]!),
  すごい: (tokens, index) => sugoi(tokens[index]!),
};

/** 凄い's sense by its form: its く form (すごく, すごっ) says how much, "awfully"; the others "amazing". */
const sugoi = (token: Token) => (/[くっ]$/.test(token.surface) ? 'awfully' : 'amazing');

// What 掛ける takes, and the sense it takes from it: a call is made (電話をかける), trouble caused (迷惑をかける),
// a lock secured (鍵をかける)…; after a verb of speaking or smiling it addresses someone (話しかける, 微笑みかける);
// お掛けください asks one to sit.
const KAKERU_OBJECTS: [RegExp, string][] = [
  [/^(電話)$/, 'to make (a call)'],
  [/^(迷惑|心配|面倒|苦労|負担|手数)$/, 'to cause (somebody inconvenience, trouble, etc.)'],
  [/^(時間|お金|金|費用|手間)$/, 'to spend (time, money)'],
  [/^(鍵|かぎ|カギ|錠)$/, 'to secure (e.g. lock)'],
  [/^(眼鏡|めがね|メガネ|サングラス)$/, 'to put on (glasses, etc.)'],
  [/^(毛布|布団|ふとん|カバー|シーツ|テーブルクロス)$/, 'to put on (e.g. a blanket)'],
  [/^(エンジン|ラジオ|音楽|レコード)$/, 'to turn on (an engine, radio, etc.)'],
  [/^(命)$/, 'to wager'],
  [/^(保険)$/, 'to apply (insurance)'],
  [/^(水|お湯|湯|ソース|醤油|しょうゆ|調味料|塩|胡椒|ドレッシング)$/, 'to pour (liquid) onto'],
  [/^(腰|お)$/, 'to take a seat'],
  [/^(声|話し|語り|呼び|問い|微笑み|笑い)$/, 'to address (someone)'],
];

/**
 * The gloss of the sense a verb has by what it takes: the noun before it, with or without を (電話をかける,
 * 調味料かけ), the stem it follows (話しかける) or the honorific お (お掛けください).
 */
function byObject(table: [RegExp, string][], tokens: readonly Token[], index: number): string | undefined {
  const before = tokens[index - 1];
  const object = before?.surface === 'を' ? tokens[index - 2] : before;
  if (!object || !(object.pos === '名詞' || object.pos === '動詞' || object.pos === '接頭詞'))
    return undefined;
  return table.find(([objects]) => objects.test(object.surface))?.[1];
}

/**
 * Whether 通り is "as", "the way": as a suffix but to a name (予報通り), after a clause (おっしゃる通り, 思った通り), or after
 * a demonstrative where it ends the sentence or is said to be (その通り。 次の通りだ). Elsewhere it is a street (通りを渡る,
 * この通りは賑やかだ, 静かな通りだ).
 */
function isInTheWayOf(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  // A street's name is no way: アウグスタ通り, 銀座通り.
  const name = before?.posDetail === '固有名詞' || isKatakana(before?.surface ?? '');
  if ((token.posDetail === '接尾' && !name) || before?.pos === '動詞') return true;
  if (before?.pos === '助動詞') return before.surface !== 'な';
  const ends = !after || after.pos === '記号' || ['だ', 'です', 'である'].includes(after.basicForm);
  const pointed = before?.pos === '連体詞' || (before?.surface === 'の' && tokens[index - 2]?.pos === '名詞');
  return ends && pointed && before?.surface !== '大きな' && before?.surface !== '小さな';
}

// The kana a verb's stem ends in: the i-row of a godan verb, the e-row of most ichidan ones.
const STEM_END = /[いきぎしちにびみりえけげせてねべめれ]$/;

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
  if (!first || first.pos.some((code) => code === 'n-suf' || code === 'suf' || code === 'ctr')) return first;
  return counting ?? suffix;
}

// Verbs that mostly keep their own sense after a stem, where their first auxiliary sense is another use's:
// 上げる and 上がる say "up" (見上げる, 持ち上がる; てあげる is "to do for"), 返る "back" (振り返る; 静まり返る is
// "to become extremely"); 掛ける has several (吹きかける, 話しかける, 食べかける: see `SENSE_IN_CONTEXT`).
const OWN_SENSE_AFTER_STEM = new Set(['上げる', '上がる', '返る', '掛ける']);

/**
 * Whether a token is IPADIC's dependent verb right after a verb's or adjective's stem (食べ + すぎ, 難し +
 * すぎる).
 */
function afterStem(tokens: readonly Token[], index: number): boolean {
  return (
    tokens[index]!.pos === '動詞' && tokens[index]!.posDetail === '非自立' && isStemForm(tokens[index - 1])
  );
}

// Temperature, heat and angles, which 度 measures in degrees (気温, 体温, 熱, 摂氏, 零下, 沸騰, 直角, 経度, 高度).
// On the gold sentences, these words tell all 10 counts of degrees from the 10 of times.
const MEASURED_IN_DEGREES = /温|熱|摂氏|華氏|零下|氷点|沸|角|経度|緯度|高度|傾/;

// Words listed first as nouns that end a compound as suffixes, where they take their suffix sense: 中 of 修理中
// is "during", not "medium"; 学 of 地質学 "study of", not "learning"; 性 of 可能性 "-ty", not "nature (of a
// person)"; 品 of 食料品 "article", not "elegance". Others of the kind read worse so (日 of ３０日 would be
// "Japan", 生 of 医学生 "I", 金 of 料金 "karat").
const SUFFIXES = new Set(['中[ちゅう]', '学[がく]', '性[せい]', '品[ひん]']);

// Formal nouns (IPADIC's 非自立) by the first gloss of the sense they have in most uses, where the dictionary's
// first sense reads otherwise: ため is "sake" (健康のため, 行くため), not "good", which reads as the adjective;
// よう is "like" (猫のような, 降るようだ), not "appearing ...".
const FORMAL_NOUN_SENSES: Record<string, string> = { ため: 'sake', よう: 'like' };
