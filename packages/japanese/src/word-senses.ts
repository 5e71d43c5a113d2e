import type { Catalogue } from './catalogue';
import { isNoun, isVerb } from './detection-index';
import { isHiragana, isKatakana } from './kana';
import { leadingKanjiNumeral, parseNumber } from './numbers';
import {
  HONORIFIC,
  hasObject,
  isHonorificPrefix,
  isNumeral,
  isStemForm,
  isStretchOfTime,
  isTeParticle,
} from './readings';
import { stemsOf } from './stems';
import type { Token, VocabularyItem } from './types';

// The senses of particular words by the words around them, for `senseAs` (senses.ts), which shows the sense
// each rule names (see `senseSaying` there).
//
// Words whose first sense is seldom the one meant, with the gloss of the sense the words around them choose
// (measured on the gold sentences, each of which uses the word):
// - 掛ける, "to hang up" (上着を掛ける), takes its sense from what it takes (see `KAKERU_OBJECTS`);
// - 通り is "the way" after a clause, as a suffix or said of what was pointed to (see `isInTheWayOf`);
// - 得意, "triumph", is "one's strong point" when said of something (数学が得意: all 17), but not before なる;
// - 凄い, "terrible", is "amazing" in today's use, its く form "awfully" (すごく高い: all 20);
// - もう, "now; soon", fits 1 of its 62 uses (もうじき): it is "already", or "more" before a count (see `mou`);
// - 後 read あと, "behind", fits 1 of 29 (後をつけろ): it is "after", or "more" before a count (あと１０分);
// - 前, "in front (of)", is "before" after a verb or a clock time, "ago" after a stretch of time (see `mae`):
//   27 of 46;
// - 過ぎる, "to pass through", is "too much", "to pass (of time)", "to have expired" or "no more than" (see
//   `sugiru`);
// - 一杯, "cupful", is "full" where it is said of something, "a lot" before a verb (see `ippai`): 11 of 16;
// - 結構, "splendid", is "quite" as an adverb (結構面白い) and "fine" before the copula (結構です): all 13;
// - 只 (ただ), "ordinary" before の, is "free of charge" or "only" (see `tada`): 8 of 11;
// - 出す after a stem is "to begin" after a verb that takes no object (see `startsDoing`): 6 of 20;
// - 直す, "to cure", is "to fix" (治す cures): all 8 but after a stem, "to do over again" (書き直す);
// - 別に and なかなか depend on whether the clause is negative (別に欲しくない, なかなか来ない);
// - 吐く read つく tells a lie (嘘をつく), 込める puts something in (心を込めて), not loading a gun: all 10;
// - 以下 that begins a phrase is "the following" (以下の問い): 7 of 11;
// - 生 and 金 that end a compound after a listed noun are "student" and "money" (医学生, 補助金);
// - 式 after an event is a ceremony (結婚式, 卒業式): 9 of 10; alone it may be a formula (この式を解く);
// - よろしく that ends a greeting or asks a favour is "best regards" (よろしくお願いします): all 8;
// - 以上 is "this is all" (以上です), "more than" after これ, "beyond" before に, "since" after a verb: 4 of 9;
// - ひどい, "cruel", is "terrible" but of a person or a deed (ひどい天気, ひどい人): 8 of 8;
// - 休む without an object is "to rest" (仕事の途中で休む), with one or on a named day "to be absent" (学校を
//   休む, 今日休む): 6 of 6;
// - そろそろ is "soon" (そろそろ寝る: all 5) but before と; 実際 of 実際は, 実際に, 実際の is "reality";
// - 欠く, "to chip" a cup (茶碗のふちを欠く), is "to lack" (調和を欠く, 欠かせない): 4 of 5;
// - 起こす, "to raise", wakes a person (子供を起こす, ７時に起こして) and causes trouble (騒動を起こす): 6 of 6;
// - 頂戴 (ちょうだい), "receiving" said humbly (頂戴します), is "please" (飴ちょうだい): all 6;
// - 空く read あく is a seat or time being free (席が空く) or a gap (隙間が空く), not a door opening: 4 of 4;
// - 持つ is "to possess" with an object or held (車を持っている), "to last" for a stretch of time (半年持つ),
//   "to hold" when carried (持って来る) (see `motsu`): 50 of 75;
// - 問題 is "problem" but in an exam (その問題を解く, 試験の問題): 49 of 52; 気 is "mind", "intention" after a
//   verb (行く気), "feelings" before がする (see `ki`): 34 of 45;
// - 良く is "frequently", "well" before a verb of doing with care or of what things do well (よく聞いて, よく
//   似合う, よく通る);
// - 出る is "to come out" of its subject (咳が出る), "to attend" an event, "to answer" the phone (see `deru`);
// - 時間 after a number is "hour" (３時間, 何時間も); 高い of what is bought "expensive" (牛肉は高い);
//   一番 before an adjective or verb "most" (一番好き); 合う alone "to fit" (サイズが合わない);
// - 点 is "aspect" (この点で) but after a number; まだ in the negative "(not) yet" (まだ来ていない); 戻る "to
//   return" (すぐ戻る), but on the way (途中で戻る); いけない after は "must not do" (食べてはいけない);
// - 元気 asked or told of (元気？, お元気ですか) is "healthy"; 年 read とし "age" where one grows old or is asked
//   it (年を取る, 年上, お年は), else the calendar's year; 先 "ahead" (この先), "first" before に, "tip" (指先),
//   "destination" (連絡先), "previous" only before の (先の首相), where as the default it fitted 1 of 15; 受ける
//   takes a test (試験を受ける); 入る joins a club; 送る spends one's days (生活を送る) or sees someone off (駅まで
//   送る); いい of てもいい "OK";
// - 中 read なか after a clause of what goes on is "during" (お忙しい中, 雨の降る中); いただく after a noun of doing
//   said with お or ご asks a favour, "to get somebody to do something" (ご確認いただけますか);
// - 方 read ほう before が is one side of a comparison (Bの方がいい, 行った方がいい), not "direction": 21 of 33;
// - 大丈夫, "safe", is "all right" (大丈夫だよ) but where something may be done (食べても大丈夫): 7 of 8;
// - and, from longer texts a learner reads, 早い, 遅い, 休み, 今度, 大変, 出来る, 部, 目, 教える, 引く, 熱, 願う,
//   月, 一方, 空く read すく, 見込み, 守る, きれい, 御覧, 見通し, 口 and 所, each by the words its rule names.
export const SENSE_IN_CONTEXT: Record<
  string,
  (tokens: readonly Token[], index: number, start: number, catalogue: Catalogue) => string | undefined
> = {
  '掛ける[かける]': (tokens, index) => byObject(KAKERU_OBJECTS, tokens, index),
  '中[なか]': (tokens, index) => (isMidstOf(tokens[index - 1]) ? 'during' : undefined),
  '頂く[いただく]': (tokens, index) => (isHonouredFavour(tokens, index) ? GET_DONE : undefined),
  'いただく[いただく]': (tokens, index) => (isHonouredFavour(tokens, index) ? GET_DONE : undefined),
  '通り[とおり]': (tokens, index) => (isInTheWayOf(tokens, index) ? 'the same status or way' : undefined),
  '得意[とくい]': (tokens, index) =>
    tokens[index + 2]?.basicForm === 'なる' ? undefined : "one's strong point",
  '凄い[すごい]': (tokens, index) => sugoi(tokens[index]!),
  'すごい[すごい]': (tokens, index) => sugoi(tokens[index]!),
  'もう[もう]': mou,
  '後[あと]': ato,
  '前[まえ]': mae,
  '過ぎる[すぎる]': sugiru,
  '一杯[いっぱい]': ippai,
  '結構[けっこう]': (tokens, index) =>
    tokens[index]!.pos === '副詞' ? 'quite' : isCopula(tokens[index + 1]) ? FINE : undefined,
  '只[ただ]': tada,
  '出す[だす]': (tokens, index, start, catalogue) =>
    startsDoing(catalogue, tokens, index, start) ? 'to begin' : undefined,
  '直す[なおす]': (tokens, index, start) => {
    if (isDependent(tokens, index, start)) return undefined;
    return (
      byObject(NAOSU_OBJECTS, tokens, index) ??
      (tokens[index - 1]?.surface === 'に' ? 'to convert' : 'to fix')
    );
  },
  '別に[べつに]': (tokens, index) => (isApart(tokens, index) ? 'separately' : undefined),
  '吐く[つく]': (tokens, index) => byObject(TSUKU_OBJECTS, tokens, index),
  '込める[こめる]': (tokens, index, start) =>
    partBefore(tokens, index, start) === '立ち'
      ? 'to hang over'
      : (byObject(KOMERU_OBJECTS, tokens, index) ?? 'to put into'),
  '以下[いか]': (tokens, index) => (startsPhrase(tokens[index - 1]) ? 'the following' : undefined),
  '生[せい]': (tokens, index, start, catalogue) =>
    headOf(catalogue, tokens, index, start).some(isNoun) ? 'student' : undefined,
  '金[きん]': (tokens, index, start, catalogue) =>
    headOf(catalogue, tokens, index, start).some(isNoun) ? 'money' : undefined,
  '式[しき]': (tokens, index, start, catalogue) =>
    headOf(catalogue, tokens, index, start).some((head) => head.partsOfSpeech.includes('vs'))
      ? 'ceremony'
      : undefined,
  '中々[なかなか]': nakanaka,
  'なかなか[なかなか]': nakanaka,
  '宜しく[よろしく]': (tokens, index) => (sendsRegards(tokens[index + 1]) ? 'best regards' : undefined),
  '以上[いじょう]': ijou,
  'ひどい[ひどい]': (tokens, index) =>
    CRUEL_TO.test(tokens[index + 1]?.surface ?? '') ? undefined : 'terrible',
  '休む[やすむ]': (tokens, index) =>
    hasObject(tokens, index) || hasDay(tokens, index) ? undefined : 'to rest',
  'そろそろ[そろそろ]': (tokens, index) => (tokens[index + 1]?.surface === 'と' ? undefined : 'soon'),
  '相当[そうとう]': (tokens, index) =>
    /^(な|の)$/.test(tokens[index + 1]?.surface ?? '') ? 'considerable' : undefined,
  '実際[じっさい]': (tokens, index) =>
    tokens[index]!.pos === '副詞' || /^(の|に|は)$/.test(tokens[index + 1]?.surface ?? '')
      ? 'reality'
      : undefined,
  '欠く[かく]': (tokens, index) => byObject(KAKU_OBJECTS, tokens, index) ?? 'to lack',
  '起こす[おこす]': (tokens, index) =>
    byObject(OKOSU_OBJECTS, tokens, index) ?? (hasObject(tokens, index) ? undefined : 'to wake'),
  '頂戴[ちょうだい]': (tokens, index) =>
    HUMBLE_DOING.test(tokens[index + 1]?.basicForm ?? '') ? undefined : 'please',
  '空く[あく]': (tokens, index) =>
    subjectIs(tokens, index, /(穴|隙間|すきま|間隔)$/)
      ? 'to have a hole'
      : subjectIs(tokens, index, /(瓶|皿|箱|グラス|コップ|ボトル|缶)$/)
        ? 'to be empty'
        : 'to be vacant',
  '方[ほう]': (tokens, index) =>
    tokens[index + 1]?.surface === 'が' && !isWhereFrom(tokens, index)
      ? 'indicates one side of a comparison'
      : undefined,
  '持つ[もつ]': motsu,
  '問題[もんだい]': (tokens, index) =>
    isExamQuestion(tokens, index) ? undefined : 'problem (e.g. societal, political)',
  '気[き]': ki,
  '良く[よく]': yoku,
  '出る[でる]': deru,
  '時間[じかん]': (tokens, index, start) => {
    const token = tokens[index]!;
    // Counted (３時間, 何時間), not said of a length (長時間).
    if (start === token.start || !(isNumeral(token) || token.surface.startsWith('何'))) return undefined;
    return /目$/.test(token.surface + (tokens[index + 1]?.surface ?? '')) ? 'period' : 'hour';
  },
  '高い[たかい]': (tokens, index) =>
    tokens[index + 1]?.basicForm === 'つく' ||
    (endsPredicate(tokens, index) && subjectIs(tokens, index, PRICED))
      ? 'expensive'
      : undefined,
  '一番[いちばん]': (tokens, index) => (isMost(tokens[index + 1]) ? 'most' : undefined),
  '合う[あう]': (tokens, index, start) => {
    if (tokens[index]!.pos !== '動詞' || isDependent(tokens, index, start)) return undefined;
    if (subjectIs(tokens, index, /(答え|計算|時計|勘定|数)$/)) return 'to be correct';
    return subjectIs(tokens, index, /(意見|話|気|趣味|馬|考え)$/) ? 'to agree with' : 'to fit';
  },
  '点[てん]': ten,
  'まだ[まだ]': (tokens, index) => {
    if (tokens.slice(index + 1).some((token) => token.surface === 'しか')) return 'only';
    return isNegated(tokens, index) || isCopula(tokens[index + 1]) ? '(not) yet' : undefined;
  },
  '戻る[もどる]': (tokens, index) =>
    tokens.slice(0, index).some((token) => token.surface === '途中') ? undefined : 'to return',
  'いけない[いけない]': (tokens, index) => (isProhibited(tokens, index) ? 'must not do' : undefined),
  '元気[げんき]': (tokens, index) => {
    const after = tokens[index + 1];
    const told = isCopula(after) || after?.pos === '記号' || /^(に|そう)$/.test(after?.surface ?? '');
    return tokens[index - 1]?.surface === 'お' || told ? 'healthy' : undefined;
  },
  '年[とし]': toshi,
  '先[さき]': saki,
  '受ける[うける]': (tokens, index) => byObject(UKERU_OBJECTS, tokens, index),
  '入る[はいる]': (tokens, index) => {
    const target = targetOf(tokens, index, 'に');
    const before = target && tokens[tokens.indexOf(target) - 1];
    // The whole name of it, which IPADIC may cut (サッカー + 部).
    const place = (before?.pos === '名詞' ? before.surface : '') + (target?.surface ?? '');
    return JOINED.test(place) ? 'to join' : undefined;
  },
  '送る[おくる]': (tokens, index) => {
    const meaning = byObject(OKURU_OBJECTS, tokens, index);
    if (meaning || hasObject(tokens, index)) return meaning;
    const escorted =
      targetOf(tokens, index, 'まで') || /車$/.test(targetOf(tokens, index, 'で')?.surface ?? '');
    return escorted ? 'to take or escort (a person somewhere)' : undefined;
  },
  'いい[いい]': (tokens, index) =>
    tokens[index - 1]?.surface === 'でも' ||
    (tokens[index - 1]?.surface === 'も' &&
      (isTeParticle(tokens[index - 2]) || tokens[index - 2]?.surface === 'で'))
      ? 'OK'
      : undefined,
  '早い[はやい]': (tokens, index, start) =>
    isEarly(tokens, index, start) ? 'early (in the day, etc.)' : undefined,
  '遅い[おそい]': (tokens, index) => (subjectIs(tokens, index, MOVING) ? undefined : 'late (in the day)'),
  '休み[やすみ]': (tokens, index, start) =>
    start > tokens[index]!.start || tokens[index + 1]?.surface === 'の' || tokens[index - 1]?.surface === 'お'
      ? 'vacation'
      : undefined,
  '今度[こんど]': (tokens, index) => (isPast(tokens, index) ? undefined : 'next time'),
  '大変[たいへん]': (tokens, index) => {
    const after = tokens[index + 1];
    if (isCopula(after) || after?.pos === '記号' || !after) return 'difficult';
    return after.surface === 'な' || after.surface === 'に' ? 'serious' : undefined;
  },
  '出来る[できる]': (tokens, index) => (subjectIs(tokens, index, MADE) ? 'to be made' : undefined),
  '部[ぶ]': (tokens, index, start) =>
    /^[ァ-ヺー]+$|(野球|剣道|柔道|美術|音楽|写真|演劇|水泳|陸上)$/.test(partBefore(tokens, index, start))
      ? 'club'
      : undefined,
  '目[め]': (tokens, index) =>
    isNumeral(tokens[index - 1]) ||
    /^[一二三四五六七八九]つ$|^[0-9０-９]+つ$/.test(tokens[index - 1]?.surface ?? '')
      ? 'ordinal number suffix'
      : undefined,
  '教える[おしえる]': (tokens, index) => byObject(TOLD, tokens, index),
  '引く[ひく]': (tokens, index) => byObject(HIKU_OBJECTS, tokens, index),
  '熱[ねつ]': (tokens, index) =>
    tokens[index + 1]?.surface === 'が' &&
    /^(ある|出る|高い|下がる|上がる|続く)$/.test(tokens[index + 2]?.basicForm ?? '')
      ? 'fever'
      : undefined,
  '願う[ねがう]': (tokens, index) =>
    tokens[index - 1]?.surface === 'お' || tokens[index]!.surface.startsWith('お') ? 'to request' : undefined,
  '月[つき]': (tokens, index) => (isMonth(tokens, index) ? 'month' : undefined),
  '一方[いっぽう]': (tokens, index) =>
    startsPhrase(tokens[index - 1]) && /^(で|、)$/.test(tokens[index + 1]?.surface ?? '')
      ? 'on the other hand'
      : undefined,
  '空く[すく]': (tokens, index) =>
    subjectIs(tokens, index, /(腹|お腹|おなか)$/) ? 'to be hungry' : undefined,
  '見込み[みこみ]': (tokens, index) =>
    ['動詞', '助動詞'].includes(tokens[index - 1]?.pos ?? '') ? 'expectation' : undefined,
  '守る[まもる]': (tokens, index) => byObject(MAMORU_OBJECTS, tokens, index),
  'きれい[きれい]': (tokens, index) => (subjectIs(tokens, index, CLEANED) ? 'clean' : undefined),
  '御覧[ごらん]': (tokens, index) => (isTeParticle(tokens[index - 1]) ? undefined : '(please) look'),
  '見通し[みとおし]': (tokens, index) =>
    ['動詞', '助動詞'].includes(tokens[index - 1]?.pos ?? '') ? 'forecast' : undefined,
  '口[くち]': (tokens, index, start) =>
    /(北|南|東|西|中央|出|入り|改札|非常|裏|表)$/.test(partBefore(tokens, index, start)) ? 'exit' : undefined,
  '所[ところ]': tokoro,
  '大丈夫[だいじょうぶ]': (tokens, index) =>
    tokens[index - 1]?.surface === 'も' && isTeParticle(tokens[index - 2]) ? undefined : 'all right',
};

const FINE = 'fine (in the sense of "I\'m fine")';

/**
 * Whether the clause after a word is negative: a ない, ぬ or ん before the next punctuation or conjunctive
 * particle but て (全然分からない, なかなか来ない, 別に欲しくありません, まだ来ていません). Not a negative that says something must be
 * done (行かなきゃ, 帰らないと, 出かけなければ) or may be so (かもしれない, 違いない).
 */
function isNegated(tokens: readonly Token[], index: number): boolean {
  for (let k = index + 1; k < tokens.length; k++) {
    const token = tokens[k]!;
    if (token.pos === '記号') return false;
    const negative = (token.pos === '助動詞' || token.pos === '形容詞') && NEGATIVES.has(token.basicForm);
    if (negative && !MUST.test(token.surface) && !MAYBE.test(tokens[k - 1]!.surface)) return true;
    // A te-form goes on to what it joins (まだ来ていません); another conjunctive particle ends the clause.
    if (token.pos === '助詞' && token.posDetail === '接続助詞' && !isTeParticle(token)) return false;
  }
  return false;
}

const NEGATIVES = new Set(['ない', 'ぬ', 'ん']);
// The negatives of must (なきゃ, なけれ of なければ, なく of なくちゃ) and the words that make one "may" or "must be".
const MUST = /^(なきゃ|なけれ|なく)$/;
const MAYBE = /^(しれ|知れ|違い)$/;

/**
 * Whether the clause after a word asks, offers or must: a volitional (帰ろう, 始めましょう), a permission (帰って
 * もいい) or an obligation (行かなきゃ, 帰らないと).
 */
function isUrged(tokens: readonly Token[], index: number): boolean {
  for (let k = index + 1; k < tokens.length; k++) {
    const token = tokens[k]!;
    const previous = tokens[k - 1]!;
    if (token.pos === '記号') return false;
    if (MUST.test(token.surface) && token.pos === '助動詞') return true;
    // A volitional of a verb or of ます (帰ろう, 始めましょう); not the guess of でしょう or だろう.
    const volitional = token.basicForm === 'う' || token.basicForm === 'よう';
    if (volitional && (previous.pos === '動詞' || previous.basicForm === 'ます')) return true;
    if (token.surface === 'も' && isTeParticle(previous) && tokens[k + 1]?.basicForm === 'いい') return true;
    // 帰らないと (いけない); not the と that quotes (来ないと思う).
    if (
      token.surface === 'と' &&
      previous.basicForm === 'ない' &&
      !/^(思う|言う|決める|考える)$/.test(tokens[k + 1]?.basicForm ?? '')
    )
      return true;
    // Another clause begins after から, ので, けど… (もう遅いから帰ろう: もう is "already").
    if (token.pos === '助詞' && token.posDetail === '接続助詞' && !isTeParticle(token)) return false;
  }
  return false;
}

/** The copula that ends a predicate (です, だった); not its な, which joins a noun (結構な話). */
const isCopula = (token: Token | undefined) =>
  token?.pos === '助動詞' && COPULAS.has(token.basicForm) && token.surface !== 'な';
const COPULAS = new Set(['だ', 'です', 'でございます']);

/**
 * もう: "already" (もう来た), "(not) anymore" in the negative (もう言うまい is said so too, but rarely), before a
 * count "more" and its kinds (もう一回 "again", もう一つ "another", もう片方 "the other"), and "now; soon"
 * before じき and すぐ or where one asks, offers or must (もう帰ろう, もう行かなきゃ). A count that has passed is
 * still "already": a clock time (もう十一時だ), a count stressed with も (もう三年も) or one that has gone by
 * (もう３日経った). Alone before ！ it is the interjection (もう！); one IPADIC knows is left to it.
 */
function mou(tokens: readonly Token[], index: number, start: number): string | undefined {
  const token = tokens[index]!;
  // What follows may be in the same token: IPADIC keeps もう少し whole.
  const rest = token.surface.slice(start - token.start + 'もう'.length);
  const after = rest || tokens[index + 1]?.surface || '';
  if (token.pos === '感動詞' || /^(じき|直|すぐ)/.test(after)) return undefined;
  if (/^[！!]/.test(after)) return 'tsk';
  const counted = isNumeral(tokens[index + 1]) || MORE_OF.test(after);
  const then = tokens[index + 2]?.surface === 'に' ? tokens[index + 3] : tokens[index + 2];
  const passed = /時半?$/.test(after) || (!rest && (PASSED.test(then?.basicForm ?? '') || isCopula(then)));
  if (counted && !passed) return MORE_KINDS.find(([kind]) => kind.test(after))?.[1] ?? 'more';
  if (isUrged(tokens, index)) return undefined;
  return isNegated(tokens, index) ? '(not) anymore' : 'already';
}

// What after a count says it has passed, as does the copula (もう二十歳です): も (もう三年も), a verb of passing
// (もう３日経った, もう一年になる), 前.
const PASSED = /^(も|経つ|たつ|なる|過ぎる|前)$/;

// What counts "more" after もう without IPADIC's numeral tag (もう少し, もう一切れ, もう二つ), and the kinds of
// more that say it better.
const MORE_OF = /^(少し|すこし|ちょっと|一|ひと|[二三四五]つ|ふた|片方|暫く|しばらく)/;
const MORE_KINDS: [RegExp, string][] = [
  [/(回|度)$/, 'again'],
  [/^(一つ|ひとつ|一人|ひとり)$/, 'another'],
  [/^(一方|片方)$/, 'the other'],
];

/**
 * 後 read あと: before a count or how much, what is left (あと１０分, あと一息, あとどのくらい); before は that
 * begins the sentence, the rest (後は頼む); after を, behind (後をつける); else "after".
 */
function ato(tokens: readonly Token[], index: number): string | undefined {
  const after = tokens[index + 1];
  const counted = after && (isNumeral(after) || leadingKanjiNumeral(after.surface) !== undefined);
  if (counted || HOW_MUCH.test(after?.surface ?? '')) return 'more (e.g. five more minutes)';
  const alone = startsPhrase(tokens[index - 1]) && tokens[index - 1]?.surface !== 'の';
  if (after?.surface === 'は' && alone) return 'remainder';
  return after?.surface === 'を' ? undefined : 'after';
}

const HOW_MUCH = /^(どの|どれ|何|いくつ|いくら|少し|ちょっと|わずか)/;

/**
 * 前 in time: after a verb (寝る前に), a clock time or age (７時前, 三十前), an event or a period (出発前, 食事の
 * 前に, 夏休み前), or said alone of what was before (前から知っていた), "before"; after an amount of time "ago"
 * (十年前, 何年か前, 少し前), but "before" when counted back from an event or a deadline (発車3分前, 三日前までに).
 * After a noun with の or inside a compound it is left to the first sense, the place (駅の前, 人前).
 */
function mae(tokens: readonly Token[], index: number, start: number): string | undefined {
  if (start > tokens[index]!.start) return undefined;
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  // A count with a word of about or stress between (一か月ほど前, 十年も前, 何年か前).
  const countAt = ABOUT.test(before?.surface ?? '') ? index - 2 : index - 1;
  const count = tokens[countAt];
  // Counted back from an event (発車3分前, 出発の一時間前) or to a deadline (三日前までに).
  const event = tokens[countAt - 1]?.surface === 'の' ? tokens[countAt - 2] : tokens[countAt - 1];
  const fromEvent = event?.pos === '名詞' || after?.surface === 'まで';
  // An amount of time: a count or a half, some or how many of it (半年前, 数日前); or a little, a long while.
  const amount = isNumeral(count) || /^(半|数|何|幾)/.test(count?.surface ?? '');
  if (amount && isStretchOfTime(count)) return fromEvent ? 'before' : 'ago';
  if (/^(少し|ずいぶん|随分|しばらく|暫く|ちょっと)$/.test(before?.surface ?? '')) return 'ago';
  // A clock time or an age; not another count (一歩前に, "a step forward").
  const surface = isNumeral(count) ? count!.surface : '';
  const clockOrAge = /(時|時半|歳|才)$/.test(surface) || (surface !== '' && parseNumber(surface) !== null);
  // An event right before it (出発前, 夕食前) or of it (食事の前に); the place is a noun's of (駅の前).
  const ofEvent = before?.surface === 'の' && tokens[index - 2]?.posDetail === 'サ変接続';
  const beforeEvent = before?.pos === '名詞' && ['一般', 'サ変接続'].includes(before.posDetail);
  // What was before, said alone (前から知っていた, この前は, 前より元気).
  const earlier =
    (startsPhrase(before) || before?.pos === '連体詞') && /^(から|は|より|と)$/.test(after?.surface ?? '');
  const done = before?.pos === '動詞' || before?.pos === '助動詞';
  if (clockOrAge || ofEvent || beforeEvent || earlier || done) return 'before';
  // Of what came before in time or order (前の年, 前の晩, 前のモデル): the previous one, not the front.
  const previous = after?.surface === 'の' && PREVIOUS_OF.test(tokens[index + 2]?.surface ?? '');
  return previous ? 'previous (e.g. entry in a list)' : undefined;
}

const PREVIOUS_OF = /^(年|晩|日|週|月|朝|夜|回|モデル|会社|選挙|首相|社長|仕事|学校|版|冬|夏|春|秋|家|車)/;

const ABOUT = /^(か|ほど|くらい|ぐらい|も)$/;

/**
 * 過ぎる: right after a stem, an adjectival noun or a noun IPADIC took for a stem, "too much" (食べすぎ, 静か
 * 過ぎる, 休みすぎ), but not after a count (三時過ぎ, "past three"); after に "no more than" (葦に過ぎない);
 * with a stretch of time as its subject, "to pass (of time)" (夏休みが過ぎた). Otherwise the first, "to pass
 * through" (駅を過ぎる).
 */
function sugiru(tokens: readonly Token[], index: number): string | undefined {
  const before = tokens[index - 1];
  if (before?.pos === '助詞' || before?.posDetail === '副詞可能' || before?.pos === '副詞') {
    const noMore = before.surface === 'に' && before.posDetail === '格助詞' && isNegated(tokens, index - 1);
    if (noMore) return 'to be no more than';
    if (subjectIs(tokens, index, /(期限|締め切り|締切|〆切)$/)) return 'to have expired';
    return hasSubject(tokens, index, isStretchOfTime) ? 'to pass (of time)' : undefined;
  }
  const stem = ['動詞', '形容詞', '名詞', '助動詞'].includes(before?.pos ?? '') && !isNumeral(before);
  return stem ? 'to be excessive' : undefined;
}

/**
 * Whether the subject of a verb, marked with が, は or も in its clause, is such as `is` asks: a stretch of time
 * (時が静かに過ぎた), a deadline (期限が過ぎた).
 */
function hasSubject(
  tokens: readonly Token[],
  index: number,
  is: (subject: Token | undefined) => boolean,
): boolean {
  for (let k = index - 1; k > 0; k--) {
    const token = tokens[k]!;
    if (token.pos === '記号' || token.pos === '動詞') return false;
    if (token.pos === '助詞' && SUBJECT_PARTICLES.has(token.surface)) return is(tokens[k - 1]);
  }
  return false;
}

/** Whether the subject of a verb in its clause is written as `pattern` says (期限が過ぎた, お腹がすく). */
const subjectIs = (tokens: readonly Token[], index: number, pattern: RegExp) =>
  hasSubject(tokens, index, (subject) => pattern.test(subject?.surface ?? ''));

const SUBJECT_PARTICLES = new Set(['が', 'は', 'も']);

/**
 * 一杯: "full" where it is said of something (お腹いっぱい, 人でいっぱいだ), before the copula, a particle
 * of manner or nothing; in kana before a verb, "a lot" (いっぱいある); after a time, "all of" (３月いっぱい).
 * A cupful stays (コーヒーを一杯, もう一杯, 一杯ください).
 */
function ippai(tokens: readonly Token[], index: number): string | undefined {
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  const kana = isHiragana(tokens[index]!.surface);
  const cup = before?.surface === 'を' || before?.surface === 'もう' || DRINKS.test(before?.surface ?? '');
  if (cup && !kana) return undefined;
  if (/(月|週|年|年度|今日|本日|明日|内|末)$/.test(before?.surface ?? '') && before!.pos === '名詞')
    return 'all of ...';
  const done = after?.pos === '動詞' || after?.posDetail === 'サ変接続';
  if (done) return kana ? 'a lot' : undefined;
  const said =
    !after ||
    ['記号', '助動詞'].includes(after.pos) ||
    after.surface === 'に' ||
    after.posDetail === '終助詞';
  return said ? 'full' : undefined;
}

// What is had by the cupful (ビール一杯, コーヒー一杯).
const DRINKS = /^(ビール|コーヒー|水|お茶|茶|紅茶|酒|ワイン|ジュース|牛乳|ミルク|ご飯|御飯|スープ)$/;

/**
 * 只 (ただ): before の "ordinary" (ただの犬), its first; before で, です or より "free of charge" (ただで,
 * 只より高い物はない); said alone before a comma "but"; elsewhere "only" (ただ待つ).
 */
function tada(tokens: readonly Token[], index: number): string | undefined {
  const after = tokens[index + 1];
  if (after?.surface === 'の') return undefined;
  // ただでさえ is "even at the best of times", its first.
  if (after?.surface === 'で' && tokens[index + 2]?.surface === 'さえ') return undefined;
  if (isCopula(after) || after?.surface === 'で' || after?.surface === 'より') return 'free of charge';
  return tokens[index]!.pos === '接続詞' && after?.pos === '記号' ? 'but' : 'only';
}

// What 直す cures: an illness or a wound (病気を直す), where it fixes what else it takes and converts into what
// it makes (英語に直す).
const NAOSU_OBJECTS: [RegExp, string][] = [[/^(病気|病|怪我|けが|ケガ|風邪|傷)$/, 'to cure']];

// What 欠く chips and 起こす wakes, causes or starts (see `byObject`); what does humbly what 頂戴 names.
const KAKU_OBJECTS: [RegExp, string][] = [[/(茶碗|皿|歯|ふち|縁|刃|角|カップ|コップ)$/, 'to chip']];
const OKOSU_OBJECTS: [RegExp, string][] = [
  [/^(子|子供|赤ちゃん|赤ん坊|私|僕|彼|彼女|人|夫|妻|母|父|みんな|皆)$/, 'to wake'],
  [
    /^(事故|問題|騒動|騒ぎ|火事|炎|火|炎症|病気|戦争|革命|反乱|事件|結膜炎|発作|行動|訴訟|トラブル|面倒)$/,
    'to cause',
  ],
  [/^(会社|事業|店|運動)$/, 'to start'],
];
const HUMBLE_DOING = /^(する|いたす|致す|できる|出来る)$/;

/** Whether the clause of a verb names the day or days it is about (今日休む, 三日間休んだ), as a day off does. */
function hasDay(tokens: readonly Token[], index: number): boolean {
  for (let k = index - 1; k >= 0; k--) {
    const token = tokens[k]!;
    if (token.pos === '記号' || token.pos === '動詞') return false;
    if (/(今日|明日|昨日|あした|きょう|きのう|曜日|日|週間)$/.test(token.surface)) return true;
  }
  return false;
}

// What 吐く read つく and 込める take, and the sense they take from it (see `byObject`).
const TSUKU_OBJECTS: [RegExp, string][] = [[/^(嘘|うそ|ウソ|悪態|でたらめ|出鱈目)$/, 'to tell (a lie)']];
const KOMERU_OBJECTS: [RegExp, string][] = [
  [/^(弾|弾丸|銃|鉄砲)$/, 'to load (a gun, etc.)'],
  [/^(立ち)$/, 'to hang over'],
];

/** Whether a word begins its phrase: at the start, or after a particle or punctuation. */
const startsPhrase = (before: Token | undefined) => !before || before.pos === '助詞' || before.pos === '記号';

/**
 * The listed words a word ends a compound after: the start of its token (結婚 of 結婚式), or the noun before
 * IPADIC's suffix (医学 + 生).
 */
function headOf(
  catalogue: Catalogue,
  tokens: readonly Token[],
  index: number,
  start: number,
): VocabularyItem[] {
  const head = partBefore(tokens, index, start);
  return head === '' ? [] : catalogue.wordsWrittenAs(head);
}

/**
 * 持つ: carried, "to hold", before 来る, 行く or 帰る (雑巾持って来て); lasting over a stretch of time (半年持つ,
 * 長く持つ), "to last"; with an object, held (持っている) or said politely (お持ちですか), "to possess".
 */
function motsu(tokens: readonly Token[], index: number): string | undefined {
  const after = tokens[index + 1];
  // Carried (持って来て) or held for someone (底を持ってくれ).
  const carried =
    /^(来る|くる|行く|いく|帰る|出かける|出る|歩く|くれる|くださる|下さる|ください|あげる|もらう)$/;
  if (isTeParticle(after) && carried.test(tokens[index + 2]?.basicForm ?? '')) return undefined;
  if (HELD.test(objectOf(tokens, index)?.surface ?? '')) return undefined;
  const lasting = tokens
    .slice(0, index)
    .some((token) => isStretchOfTime(token) || /^(長く|よく|良く)$/.test(token.surface));
  if (lasting && !hasObject(tokens, index)) return 'to last';
  const held = isTeParticle(after) && /^(いる|てる)$/.test(tokens[index + 2]?.basicForm ?? '');
  // お持ちですか asks what one has; お持ちください asks one to bring it.
  if (/^(ください|下さい)$/.test(after?.surface ?? '')) return undefined;
  const polite = tokens[index - 1]?.surface === 'お';
  tokens[index - 1]?.surface === 'お' && !/^(ください|下さい)$/.test(tokens[index + 1]?.surface ?? '');
  return hasObject(tokens, index) || held || after?.basicForm === 'てる' || polite || isNegated(tokens, index)
    ? 'to possess'
    : undefined;
}

// What is held or carried rather than owned (荷物を持つ, 手に花を持っている).
const HELD = /(荷物|花|箱|手|もの|物|傘|かばん|鞄|バッグ|袋|ペン|コップ|カップ|皿|子供|カメラ|弁当|水筒)$/;

/**
 * 点: "aspect" (この点で, 共通点) but counted (４５点), scored (点を取る, 点がいい: "score") or marked on paper
 * (点を打つ: the first, "dot").
 */
function ten(tokens: readonly Token[], index: number): string | undefined {
  if (isNumeral(tokens[index]) || isNumeral(tokens[index - 1])) return undefined;
  const marked = /^(を|が)$/.test(tokens[index + 1]?.surface ?? '')
    ? (tokens[index + 2]?.basicForm ?? '')
    : '';
  if (/^(取る|入れる|入る|取れる|いい|良い|悪い|高い|低い|付ける|稼ぐ)$/.test(marked)) return 'score';
  return marked === '打つ' ? undefined : 'aspect';
}

/**
 * Whether いけない forbids: after a te-form and は, or ちゃ (食べてはいけない, 触っちゃいけない); not after a
 * negative, where it obliges (行かなくてはいけない, "must"), nor alone (それはいけない, "that is too bad").
 */
function isProhibited(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1]?.surface ?? '';
  const te =
    before === 'は' ? tokens[index - 2] : /^(ちゃ|じゃ)$/.test(before) ? tokens[index - 1] : undefined;
  if (!te || (before === 'は' && !isTeParticle(te))) return false;
  const done = tokens[tokens.indexOf(te) - 1];
  return done?.basicForm !== 'ない';
}

// What is slow rather than late (足が遅い, 仕事が遅い); what is made or opened when it できる (レストランが
// できた); what 教える tells (道を教えて); what 引く catches or looks up.
const MOVING =
  /(足|車|電車|バス|仕事|スピード|速度|進み|動き|テンポ|回転|理解|反応|返事|成長|発達|脈|流れ|ペース|インターネット|ネット|パソコン)$/;
const MADE =
  /(店|レストラン|ビル|道|駅|病院|学校|公園|橋|家|会社|工場|準備|用意|ご飯|御飯|食事|料理|友達|彼女|彼氏|子供|赤ちゃん|列)$/;
const TOLD: [RegExp, string][] = [
  [/(道|住所|電話番号|番号|名前|場所|アドレス|連絡先|理由|答え|秘密)$/, 'to tell'],
];
const HIKU_OBJECTS: [RegExp, string][] = [
  [/(風邪|かぜ)$/, 'to catch (a cold)'],
  [/(辞書|辞典|字引)$/, 'to look up (in a dictionary, phone book, etc.)'],
  [/(ピアノ|ギター|バイオリン|琴)$/, 'to play (a stringed or keyboard instrument)'],
];

/**
 * Whether 早い is "early" (朝早く起きる, 早く寝た, 早起き) rather than "fast" or "soon" (成長が早い, 早く来て): in
 * the morning, in a compound of rising, or before going to bed or waking.
 */
function isEarly(tokens: readonly Token[], index: number, start: number): boolean {
  const token = tokens[index]!;
  const compound = start === token.start && /^早(起き|朝|寝)/.test(token.surface);
  const morning = /^(朝|毎朝|明朝)$/.test(tokens[index - 1]?.surface ?? '');
  const sleep = /^(起きる|寝る|目|目覚める|休む)$/.test(tokens[index + 1]?.basicForm ?? '');
  // Before its time, by a stretch of it or while there is time (一週間早く, 早いうちに).
  const sooner = isStretchOfTime(tokens[index - 1]) || tokens[index + 1]?.surface === 'うち';
  return compound || morning || sleep || sooner;
}

/**
 * Whether 月 read つき is the month, not the moon: of a year or an order (一年の最初の月, 三番目の月), or counted
 * (月に一度, 月に二回).
 */
function isMonth(tokens: readonly Token[], index: number): boolean {
  const of = tokens[index - 1]?.surface === 'の' ? (tokens[index - 2]?.surface ?? '') : '';
  const counted = tokens[index + 1]?.surface === 'に' && isNumeral(tokens[index + 2]);
  return /(年|番目|最初|最後|初め|終わり)$/.test(of) || counted;
}

// Rules one keeps (約束を守る), and what is clean rather than pretty (空気がきれい).
const MAMORU_OBJECTS: [RegExp, string][] = [
  [/(約束|規則|ルール|マナー|法律|法|決まり|時間|秘密|言いつけ|伝統|礼儀)$/, 'to keep (i.e. a promise)'],
];
const CLEANED = /(空気|水|部屋|手|川|海|空|台所|トイレ|床|窓|服|シャツ|皿|机|町|街|道)$/;

/**
 * 所 (ところ) after a verb and before the copula: "have just done" after its past (届けたところです), "was just
 * doing" after its progressive (選んでいるところ), "about to" after its plain form (出かけるところだ); not the
 * thing a clause with its own subject names (私の好むところだ). Elsewhere the first, "place" (住んだ所).
 */
function tokoro(tokens: readonly Token[], index: number): string | undefined {
  const before = tokens[index - 1];
  if (
    !isCopula(tokens[index + 1]) ||
    tokens[index - 2]?.surface === 'の' ||
    tokens[index - 3]?.surface === 'の'
  )
    return undefined;
  if (before?.pos === '助動詞' && before.basicForm === 'た') return 'have just done';
  if (before?.pos === '動詞' && /^(いる|てる)$/.test(before.basicForm)) return 'was just doing';
  return before?.pos === '動詞' && before.surface === before.basicForm ? 'about to' : undefined;
}

/** Whether the clause after a word is in the past (今度は上手くいった): a た or だ before the next punctuation. */
function isPast(tokens: readonly Token[], index: number): boolean {
  for (const token of tokens.slice(index + 1)) {
    if (token.pos === '記号') return false;
    if (token.pos === '助動詞' && token.basicForm === 'た') return true;
  }
  return false;
}

/** The part before a word in its compound: the start of its token, or the noun before IPADIC's suffix (サッカー + 部). */
function partBefore(tokens: readonly Token[], index: number, start: number): string {
  const token = tokens[index]!;
  if (start > token.start) return token.surface.slice(0, start - token.start);
  return token.posDetail === '接尾' && tokens[index - 1]?.pos === '名詞' ? tokens[index - 1]!.surface : '';
}

// What one joins (クラブに入る, サッカー部に入る, 大学に入る), not a building one goes into (学校, 教会).
const JOINED =
  /(クラブ|サークル|チーム|会社|組合|党|大学|部活|協会|^[ァ-ヺー]+部|(野球|剣道|柔道|美術|音楽|写真|演劇)部)$/;

// What 受ける undergoes and what 送る spends or sees off (see `byObject`).
const UKERU_OBJECTS: [RegExp, string][] = [
  [/(試験|テスト|面接|授業|講義|レッスン|教育|訓練|審査)$/, 'to take (a test)'],
  [/(検査|手術|診断|診察|治療)$/, 'to undergo (e.g. surgery)'],
];
const OKURU_OBJECTS: [RegExp, string][] = [
  [/(生活|毎日|日々|一生|人生|余生|青春|時間|休み)$/, 'to spend (time)'],
  [/^(彼|彼女|友達|客|子供|母|父|私)$/, 'to take or escort (a person somewhere)'],
];

/**
 * 年 read とし: "age" where one grows old or is asked it (年を取る, 年上, 年寄り, 年の割に, もう年だ, お年は
 * おいくつ), else the calendar's year (年に一度, 新しい年, 年が明ける).
 */
function toshi(tokens: readonly Token[], index: number, start: number): string | undefined {
  const token = tokens[index]!;
  const after = tokens[index + 1];
  const rest =
    start > token.start ? '' : [token.surface.slice(1), after?.surface, tokens[index + 2]?.surface].join('');
  const grown =
    after?.surface === 'を' && /^(取る|とる|重ねる|誤魔化す|聞く)$/.test(tokens[index + 2]?.basicForm ?? '');
  const older = /^(上|下|相応|寄り|老|の割)/.test(rest);
  const asked =
    after?.surface === 'は' &&
    /^(お?いくつ|関係)/.test(`${tokens[index + 2]?.surface}${tokens[index + 3]?.surface}`);
  const old = tokens[index - 1]?.surface === 'もう' && isCopula(after);
  return grown || older || asked || old ? 'age' : undefined;
}

/**
 * 先 read さき: "ahead" (この先, まだ先だ), "first" before に or after が (先に行って, 宿題が先だ); the tip of what
 * points (指先, 鉛筆の先) or where one is reached (連絡先); "previous" before の (先の首相), its first sense,
 * which fits 1 gold use of 15.
 */
function saki(tokens: readonly Token[], index: number, start: number): string {
  const head = partBefore(tokens, index, start);
  const of = tokens[index - 1]?.surface === 'の' ? (tokens[index - 2]?.surface ?? '') : '';
  if (/(指|口|舌|筆|鼻|足|爪|鉛筆|ペン|針|棒|枝|ナイフ)$/.test(head || of)) return 'tip';
  if (/(連絡|送り|届け|行き|勤め|宛|旅|問い合わせ)$/.test(head)) return 'destination';
  if (/(取引|得意)$/.test(head)) return 'the other party';
  // Before の at the start, the previous one (先の首相); after が, the first (宿題が先だ).
  if (!head && !of && startsPhrase(tokens[index - 1]) && tokens[index + 1]?.surface === 'の')
    return 'previous';
  return tokens[index + 1]?.surface === 'に' || tokens[index - 1]?.surface === 'が' ? 'first' : 'ahead';
}

/** Whether 問題 is one set in an exam: what is solved or answered (問題を解く), or of a test (試験の問題). */
function isExamQuestion(tokens: readonly Token[], index: number): boolean {
  const solved =
    tokens[index + 1]?.surface === 'を' &&
    /^(解く|答える|出す|作る)$/.test(tokens[index + 2]?.basicForm ?? '');
  const before = tokens[index - 1]?.surface === 'の' ? tokens[index - 2] : tokens[index - 1];
  return solved || /(試験|テスト|数学|算数|練習|次)$/.test(before?.surface ?? '');
}

/** 気 alone: "intention" after a verb (行く気はない), "feelings" before がする (気がする), else "mind". */
function ki(tokens: readonly Token[], index: number, start: number): string | undefined {
  const token = tokens[index]!;
  if (start > token.start || token.surface !== '気') return undefined;
  if (tokens[index - 1]?.pos === '動詞') return 'intention';
  return tokens[index + 1]?.surface === 'が' && tokens[index + 2]?.basicForm === 'する' ? 'feelings' : 'mind';
}

// Verbs done with care or of what things do well, which よく before them does "well" (よく聞いて, よく似合う, 声が
// よく通る), not "often"; and what says how well (非常によく).
const WELL_DONE =
  /^(見る|聞く|考える|調べる|知る|似合う|なる|売れる|できる|出来る|分かる|わかる|眠る|寝る|噛む|洗う|混ぜる|覚える|読む|注意|確認|吟味|通る|通す|付く|伝える|伸びる|茂る|育つ|燃える|効く|切れる|似る|晴れる|乾く|冷える|磨く|撮れる|見える|聞こえる|説明|準備|合う|やる|頑張る|眠れる|話せる|書ける|読める|聞ける)$/;
const INTENSIFIERS = /(非常に|とても|大変|実に|本当に|すごく|もっと)$/;

/**
 * よく: "frequently" (学校をよく休む), and of what one does habitually before a noun (よく行く店); "well" before
 * a verb done with care or of what things do well (よく聞いて, 声がよく通る), after a word of how much (もっと
 * よく), and in praise of what was done (よくやったね, よく頑張った).
 */
function yoku(tokens: readonly Token[], index: number): string {
  const verb = tokens[index + 1];
  const habit = tokens[index + 2]?.pos === '名詞' && verb?.surface === verb?.basicForm;
  if (habit) return 'frequently';
  const before = `${tokens[index - 2]?.surface ?? ''}${tokens[index - 1]?.surface ?? ''}`;
  const praised =
    verb?.pos === '動詞' &&
    tokens[index + 2]?.basicForm === 'た' &&
    /^(ね|な|よ|！)$/.test(tokens[index + 3]?.surface ?? '');
  return WELL_DONE.test(verb?.basicForm ?? '') || INTENSIFIERS.test(before) || praised
    ? 'well'
    : 'frequently';
}

/**
 * 出る: of its subject, "to come out" (咳が出る); at an event, "to attend" (パーティーに出る); at the phone,
 * "to answer"; in print, "to appear"; elsewhere the first, "to leave" (店を出た).
 */
function deru(tokens: readonly Token[], index: number): string | undefined {
  const at = targetOf(tokens, index, 'に');
  if (/(電話|ドア|玄関)$/.test(at?.surface ?? '')) return 'to answer (phone, door, etc.)';
  if (/(パーティー|会議|試合|授業|葬式|式|大会|講義|選挙)$/.test(at?.surface ?? '')) return 'to attend';
  if (/(テレビ|番組|放送|映画|舞台)$/.test(at?.surface ?? '')) return 'to appear';
  if (/(新聞|ポスター|雑誌|本)$/.test(at?.surface ?? '')) return 'to appear (in print)';
  if (subjectIs(tokens, index, VEHICLES)) return 'to depart';
  const subject = tokens[index - 1]?.surface === 'が' || tokens[index - 1]?.surface === 'も';
  return subject && !hasObject(tokens, index) ? 'to come out' : undefined;
}

const VEHICLES = /(バス|電車|列車|汽車|船|タクシー|飛行機)$/;

/**
 * Whether an adjective ends its predicate (牛肉は高い, 高すぎる, 高くなった), rather than modifying what follows
 * (高い山, 高く評価する) or ending a compound after a noun (悪名高い).
 */
function endsPredicate(tokens: readonly Token[], index: number): boolean {
  const after = tokens[index + 1];
  const before = tokens[index - 1];
  if (before?.pos === '名詞' && before.posDetail !== '副詞可能') return false;
  return (
    !after || ['記号', '助動詞', '助詞'].includes(after.pos) || /^(なる|すぎる|過ぎる)$/.test(after.basicForm)
  );
}

/** Whether 高い is said of something bought, "expensive", rather than of a height or a measure (背が高い). */
// What is bought or paid, and the demonstratives one points at it with in a shop (それは高い).
const PRICED =
  /(値段|価格|物価|料金|料|代|費|賃|税|金|品|肉|魚|野菜|果物|資材|券|チケット|切符|服|靴|シャツ|スカート|コート|ドレス|ストッキング|時計|カメラ|パソコン|車|家|土地|部屋|ホテル|料理|寿司|ケーキ|ランチ|これ|それ|あれ)$/;

/** Whether 一番 says "most" of what follows: an adjective, a verb or 好き (一番深い, 一番好き, 一番上). */
const isMost = (after: Token | undefined) =>
  after !== undefined &&
  (['形容詞', '動詞'].includes(after.pos) ||
    after.posDetail === '形容動詞語幹' ||
    /^(好き|嫌い|上|下|前|後ろ|奥)$/.test(after.surface));

/** Whether 方 read ほう is a direction: of a compass point or side (東の方), or where a sound comes from (音のする方). */
function isWhereFrom(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1];
  if (before?.basicForm === 'する' && /^(音|声|匂い|におい)$/.test(tokens[index - 3]?.surface ?? ''))
    return true;
  return (
    before?.surface === 'の' && /^(東|西|南|北|左|右|上|下|奥|向こう)$/.test(tokens[index - 2]?.surface ?? '')
  );
}

/** Whether what follows よろしく sends regards or asks a favour: the end, お願い, 頼む, 伝える or 言う. */
const sendsRegards = (after: Token | undefined) =>
  !after ||
  after.pos === '記号' ||
  after.posDetail === '終助詞' ||
  /^(お?願|お?ねがい|頼|伝え|言)/.test(after.surface);

/**
 * 以上: "this is all" that begins the sentence (以上です, 以上で終わります) or a phrase before the copula; "more
 * than" after これ (これ以上); "beyond" before に (予想以上に); "since" after a verb (決めた以上).
 */
function ijou(tokens: readonly Token[], index: number): string | undefined {
  const before = tokens[index - 1];
  const first = !before || before.pos === '記号';
  if (first || (startsPhrase(before) && isCopula(tokens[index + 1]))) return 'this is all';
  if (/^(これ|それ|あれ)$/.test(before?.surface ?? ''))
    return 'more than ... (e.g. cannot pay more than that)';
  if (tokens[index + 1]?.surface === 'に') return "beyond ... (e.g. one's means)";
  return before?.pos === '動詞' || before?.pos === '助動詞' ? 'since ...' : undefined;
}

// What ひどい is said of when it is "cruel": a person or what one does (ひどい人, ひどいことを言う).
const CRUEL_TO = /^(人|奴|やつ|男|女|親|こと|事|仕打ち|扱い)$/;

/**
 * Whether 別に says "separately": before a verb (別にください, 別にする), but not in the negative nor before いい,
 * which IPADIC takes for a verb in 別にいいじゃん ("it's fine, isn't it").
 */
function isApart(tokens: readonly Token[], index: number): boolean {
  const after = tokens[index + 1];
  return after?.pos === '動詞' && after.surface !== 'いい' && !isNegated(tokens, index);
}

/**
 * Whether 出す after a verb's stem says that it begins (泣き出す, 降り出す, 動き出す, やり出す) rather than "out" (取り
 * 出す, 生み出す, 考え出す): after a verb the dictionary marks as intransitive or not at all, but for motion out
 * of somewhere (飛び出す, 乗り出す, 吹き出す).
 */
function startsDoing(catalogue: Catalogue, tokens: readonly Token[], index: number, start: number): boolean {
  if (!isDependent(tokens, index, start)) return false;
  const token = tokens[index]!;
  // IPADIC keeps many such verbs whole (動き出す), or leaves the stem as a token of its own (泣き + 出す).
  const verb =
    start > token.start
      ? stemsOf(catalogue, token.surface.slice(0, start - token.start))[0]?.[0]
      : (catalogue.spellingsOf(tokens[index - 1]!.basicForm) ?? [])
          .map(([position]) => catalogue.vocabularyAt(position))
          .find(isVerb);
  if (!verb || MOVING_OUT.has(verb.word)) return false;
  return verb.partsOfSpeech.includes('vi') || !verb.partsOfSpeech.includes('vt');
}

const MOVING_OUT = new Set([
  '乗る',
  '飛ぶ',
  '逃げる',
  '抜ける',
  '流れる',
  '溢れる',
  '這う',
  '湧く',
  '吹く',
  '染みる',
  '張る',
  '漏れる',
]);

/** なかなか: in the negative "by no means; not readily" (なかなか来ない); before の "excellent"; else "quite". */
function nakanaka(tokens: readonly Token[], index: number): string | undefined {
  if (isNegated(tokens, index)) return 'by no means';
  return tokens[index + 1]?.surface === 'の' ? 'excellent' : undefined;
}

/**
 * Whether 中 (なか) follows a clause that says what is going on, "in the midst of": an adjective (寒い中, and お忙しい,
 * which IPADIC keeps whole) or a verb in its plain form (雨の降る中).
 */
const isMidstOf = (before: Token | undefined) =>
  before !== undefined &&
  (before.pos === '形容詞' ||
    before.surface.endsWith('しい') ||
    (before.pos === '動詞' && before.surface === before.basicForm));

const GET_DONE = 'to get somebody to do something';

/**
 * Whether いただく follows a noun or stem said with お or ご, a favour asked (ご確認いただく, お待ちいただく, which
 * IPADIC keeps whole).
 */
function isHonouredFavour(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1];
  const prefix = tokens[index - 2];
  // A noun of doing (確認, お待ち), not of a thing given (お菓子いただきました).
  if (before?.posDetail !== 'サ変接続' && before?.pos !== '動詞') return false;
  return prefix?.pos === '接頭詞' ? isHonorificPrefix(prefix) : HONORIFIC.test(before.surface[0]!);
}

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
  [/^(一?声|話し|語り|呼び|問い|微笑み|笑い)$/, 'to address (someone)'],
];

/**
 * The gloss of the sense a verb has by what it takes: the noun before it, with or without を (電話をかける,
 * 調味料かけ), the stem it follows (話しかける), the object with を further back in its clause (私を七時に起こす),
 * or, where it has none, the honorific お (お掛けください; but ご迷惑をおかけしました is trouble caused).
 */
function byObject(table: [RegExp, string][], tokens: readonly Token[], index: number): string | undefined {
  const before = tokens[index - 1];
  const near = before?.surface === 'を' ? tokens[index - 2] : before;
  const objects = near?.pos === '接頭詞' ? [objectOf(tokens, index), near] : [near, objectOf(tokens, index)];
  for (const object of objects) {
    if (!object || !(object.pos === '名詞' || object.pos === '動詞' || object.pos === '接頭詞')) continue;
    // The object may be honoured too (お手数をおかけします).
    const bare =
      object.surface.length > 1 && HONORIFIC.test(object.surface[0]!)
        ? object.surface.slice(1)
        : object.surface;
    const meaning = table.find(([taken]) => taken.test(object.surface) || taken.test(bare))?.[1];
    if (meaning) return meaning;
  }
  return undefined;
}

/** The noun before the を of a verb's clause, if it has one (私を七時に起こす: 私). */
const objectOf = (tokens: readonly Token[], index: number) => targetOf(tokens, index, 'を');

/** The noun before a case particle of a verb's clause, if it has one (電話に出る: 電話, with に). */
function targetOf(tokens: readonly Token[], index: number, particle: string): Token | undefined {
  for (let k = index - 1; k > 0; k--) {
    const token = tokens[k]!;
    if (
      token.pos === '記号' ||
      token.pos === '動詞' ||
      (token.pos === '助詞' && token.posDetail === '接続助詞')
    )
      return undefined;
    if (token.surface === particle && token.pos === '助詞') return tokens[k - 1];
  }
  return undefined;
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

/**
 * Whether a verb depends on the stem before it: IPADIC's dependent verb right after a verb's or adjective's
 * stem (食べ + すぎ, 難し + すぎる), or a verb inside the token of one (書き直す).
 */
export function isDependent(tokens: readonly Token[], index: number, start: number): boolean {
  const token = tokens[index]!;
  if (start > token.start) return token.pos === '動詞';
  return token.pos === '動詞' && token.posDetail === '非自立' && isStemForm(tokens[index - 1]);
}
