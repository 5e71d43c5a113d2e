import type { Catalogue } from './catalogue';
import { nounSaidWith, predicateSaidWith } from './collocations';
import { isAdjective, isNoun, isVerb, sameWord } from './detection-index';
import { hasKanji, isHiragana, isKanjiChar, isKanjiOnly, isKatakana, katakanaToHiragana } from './kana';
import { difficulty, JLPT_LEVELS, type JlptLevel } from './levels';
import { beginsName, nameMeaning } from './names';
import {
  counterSpelledAs,
  isCounter,
  isDigits,
  kanjiNumeral,
  leadingDigits,
  leadingKanjiNumeral,
  parseNumber,
} from './numbers';
import {
  tokenAt as at,
  basicReading,
  commonReading,
  HUMBLE_VERBS,
  hasObject,
  isCannotWithoutObject,
  isDecimalPoint,
  isHonorificPrefix,
  isNumeral,
  isReadKun,
  isReadOn,
  isStemForm,
  isStretchOfTime,
  isTeParticle,
  nativeStem,
  readingsOfKanji,
  TITLES,
} from './readings';
import { senseAs } from './senses';
import { A_ROW, E_ROW, I_ROW, stemsOf, U_ROW } from './stems';
import type { KanjiItem, SpellingEntry, Token, Usage, VocabularyItem, VocabularyUsage } from './types';

// Compounds longer than this many tokens are not in any JLPT list.
const MAX_SPAN = 8;

// Particles and auxiliaries alone are grammar: a span of only these (で + は) is not the word では.
const FUNCTION_POS = new Set(['助詞', '助動詞', '記号']);
// Verbs and adjectives that after a te-form are grammar, not the word (the いる of 食べている, the ほしい of
// 来てほしい). Other dependent verbs keep their meaning and count (読み始める, 待ってください).
const AUXILIARIES = new Set([
  'いる',
  // The spoken contractions of ている and ておく (してる, 見とく), which IPADIC gives as verbs of their own.
  'てる',
  'でる',
  'とく',
  'どく',
  'ある',
  'おる',
  'おく',
  'しまう',
  'ちゃう',
  'じゃう',
  'みる',
  'いく',
  'ゆく',
  '行く',
  'くる',
  '来る',
  'あげる',
  'くれる',
  'もらう',
  'やる',
  'いただく',
  'なさる',
  'ほしい',
  '欲しい',
]);
// The potentials of verbs of receiving, which IPADIC gives as verbs of their own: elsewhere than after a
// te-form they are the verb (ご確認いただけますか, 本がもらえる).
const RECEIVING_POTENTIALS = new Map<string, [string, string]>([
  ['いただける', ['いただく', 'いただく']],
  ['頂ける', ['頂く', 'いただく']],
  ['もらえる', ['もらう', 'もらう']],
]);
// The いただく and もらう after a te-form that IPADIC tags as verbs of their own: in kanji, and their potentials.
const RECEIVING_VERBS = new Set(['頂く', ...RECEIVING_POTENTIALS.keys()]);
const INFLECTED_POS = new Set(['動詞', '形容詞']);
// Formal nouns written in kana whose reading other listed words share, so that the kana alone names none of
// them (もの is 物 or 者): the word that is the formal noun (重なるものだ, 行ったほうがいい). And あと, which
// in kana is "after" or "more" (あとで, あと一息), 後: the trace 跡 is written with its kanji.
const FORMAL_NOUNS = new Map([
  ['もの', '物'],
  ['ほう', '方'],
  ['あと', '後'],
]);
// A numeral of one kanji, one to ten.
const ONE_NUMERAL = /^[一二三四五六七八九十]$/;
// Parts of speech a kana spelling of a kanji word may have: not particles, prefixes or fillers.
const CONTENT_POS = new Set(['名詞', '動詞', '形容詞', '副詞', '連体詞', '接続詞', '感動詞']);

interface Match {
  item: VocabularyItem;
  /** Index of the span's last token. */
  last: number;
}

const VOICED = 'がぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽ';
const PLAIN = 'かきくけこさしすせそたちつてとはひふへほはひふへほ';
const UNVOICED = new Map([...VOICED].map((char, i) => [char, PLAIN[i]!]));
const GEMINATED = new Set(['つ', 'く', 'ち', 'き']);

/**
 * Whether a reading stitched from a compound's parts is the compound's reading but for the sound changes
 * at the joins: voicing (本棚 ほん+たな → ほんだな) and gemination (学校 がく+こう → がっこう).
 */
function joinedReadingFits(stitched: string, reading: string): boolean {
  if (stitched.length !== reading.length) return false;
  for (let i = 0; i < stitched.length; i++)
    if (!soundFits(stitched[i]!, reading[i]!, true, true)) return false;
  return true;
}

/** Whether kana `heard` is kana `a` as said, voiced or geminated where allowed. */
function soundFits(a: string, heard: string, voiced: boolean, geminated: boolean): boolean {
  if (a === heard) return true;
  if (voiced && (UNVOICED.get(a) ?? a) === (UNVOICED.get(heard) ?? heard)) return true;
  return geminated && heard === 'っ' && GEMINATED.has(a);
}

/**
 * Whether one word of a compound, read `spelled` on its own, is heard as `heard` there: a sound changes only
 * at a join, its first kana voiced after another word (棚 たな in 本棚 ほんだな) and its last geminated before
 * one (学 がく in 学校 がっこう). 大会 (たいかい) is not heard in 大会社 (だいがいしゃ).
 */
function pieceFits(spelled: string, heard: string, joinedBefore: boolean, joinedAfter: boolean): boolean {
  if (spelled.length !== heard.length) return false;
  const last = spelled.length - 1;
  for (let i = 0; i <= last; i++)
    if (!soundFits(spelled[i]!, heard[i]!, i === 0 && joinedBefore, i === last && joinedAfter)) return false;
  return true;
}

/**
 * Picks the spelling that fits the text's reading. A single token's reading is the dictionary's or a
 * context rule's, so it must match (上手 read じょうず is not うわて). A span of several tokens has a reading
 * stitched from its parts, which may differ from the compound's by the sound changes at the joins.
 * `contentOnly`: every token of the span is a content word and no number (夜 + 更かし, not 彼 + の).
 */
function pick(
  catalogue: Catalogue,
  key: string,
  spellings: readonly SpellingEntry[],
  reading: string | undefined,
  single: boolean,
  token: Token,
  contentOnly: boolean,
  askingKana = false,
): VocabularyItem | undefined {
  // One kana says too little to be a kanji word's kana spelling: the nominal の of 見るのが好き is not the noun
  // 野 (の), the う IPADIC cut from うがい not 卯. Several tokens are a kana spelling only as `askingKana`.
  const kanaAllowed = askingKana || (single && CONTENT_POS.has(token.pos) && [...key].length > 1);
  // Words listed under the very spelling come first (see `buildSpellings`); when there are any, the
  // written form names the word, and other words that merely have it as a variant are not considered.
  const listed = (position: number) => catalogue.vocabularyAt(position).word === key;
  const written = spellings[0] !== undefined && spellings[0][2] === 0 && listed(spellings[0][0]);
  // A suffix takes the sound changes of a compound's second part too: 頃 ころ in 二時頃 (ごろ), 盛り さかり in
  // 働き盛り (ざかり).
  const suffix = token.posDetail === '接尾';
  let fitting: number | undefined;
  for (const [position, spelled, kana] of spellings) {
    if (single && !exclaimsAs(token, catalogue.vocabularyAt(position))) continue;
    // Another word's variant still counts where it is read exactly so and the listed words are not: 臭い read
    // におい is におい (匂い), not the listed adjective 臭い くさい.
    const variant = written && (kana || !listed(position));
    if (variant && (reading === undefined || spelled !== reading)) continue;
    // A span's last token says what the span is only alone: うそ + the suffix つき is the noun 嘘つき.
    const agreeing = posAgrees(token, catalogue.vocabularyAt(position), suffix && single);
    if (kana && !(kanaAllowed && agreeing)) continue;
    // A verb IPADIC reads in kana is no word listed in kana that is no verb: the そっ of 川にそって (沿う) is not
    // the adverb そう, which JMdict lists as an auxiliary too.
    if (
      !kana &&
      single &&
      token.pos === '動詞' &&
      !hasKanji(key) &&
      !isVerb(catalogue.vocabularyAt(position))
    )
      continue;
    // An adnominal usually written in kana is seldom written with kanji that IPADIC reads as a noun and the
    // particle の: 本の虫 is a bookworm, not ほんの.
    if (!single && token.pos === '助詞' && hasKanji(key) && isKanaAdnominal(catalogue.vocabularyAt(position)))
      continue;
    if (reading === undefined || spelled === reading) return catalogue.vocabularyAt(position);
    // So does a word a context rule read as the end of a compound (好み ごのみ of 高級車好み).
    const compoundEnd = single && token.readingByRule && pieceFits(spelled, reading, true, false);
    if (
      fitting === undefined &&
      (((!single || suffix) && joinedReadingFits(reading, spelled)) || compoundEnd)
    )
      fitting = position;
  }
  // A kanji word IPADIC misread (大勢 たいせい, 夜更かし よる + ふかし) is still the word its spelling lists. Not
  // so an affix alone (the counter 人 にん is not the free word 人 ひと), a span with grammar in it (彼 + の is
  // not あの), nor kanji that usually write another word than the listed one, which is written in kana
  // (何時 read なんじ, "what time", is not いつ; 一寸 いっすん is not ちょっと), nor a listed reading the
  // dictionary does not mark common: the text more likely says a word the catalogue lacks (空間 くうかん is not
  // 空間 あきま, 下す くだす not おろす, 連中 れんちゅう not れんじゅう), nor where the dictionary gives the
  // spelling the text's reading at least as commonly for another word (市場 しじょう is not the listed いちば).
  const free = single ? token.pos !== '接頭詞' && !suffix : contentOnly;
  const first = written ? catalogue.vocabularyAt(spellings[0]![0]) : undefined;
  const other = reading === undefined ? undefined : commonReading(key, reading);
  const otherWord = other !== undefined && !other.sameWord;
  // Nor a word of another part of speech (the noun 臭い におい is not the adjective 臭い くさい).
  const agrees =
    first !== undefined && (!single || (posAgrees(token, first, suffix) && exclaimsAs(token, first)));
  // Nor a count with its counter, read by rule (十分 じゅっぷん of 歩いて十分: 十 and 分, not "enough"), nor a
  // word a context rule read (土 of 土・日 ど, "Saturday", is not つち, "earth").
  if (
    fitting === undefined &&
    !(single && token.parts && isNumeral(token)) &&
    !(single && token.readingByRule) &&
    first?.common &&
    !first.usuallyKana &&
    free &&
    hasKanji(key) &&
    !otherWord &&
    agrees
  )
    fitting = spellings[0]![0];
  return fitting === undefined ? undefined : catalogue.vocabularyAt(fitting);
}

/** Whether every part of speech the word is listed with is one `codes` matches (and it has some). */
const listedOnlyAs = (item: VocabularyItem, codes: RegExp) =>
  item.partsOfSpeech.length > 0 && item.partsOfSpeech.every((code) => codes.test(code));

const ADVERB_CODES = /^(adv|adj-no)$/;
const NOUN_CODES = /^(n(-\w+)?|vs|adj-no|suf)$/;

/**
 * Whether a verb's stem goes on inflecting: an auxiliary, て or an adjective of ease follows it (割り当て + た,
 * 割り当て + て, 聞き取り + 難い).
 */
function isInflected(tokens: readonly Token[], index: number): boolean {
  const next = at(tokens, index + 1);
  if (tokens[index]!.surface === tokens[index]!.basicForm || !next) return false;
  return (
    next.pos === '助動詞' ||
    isEaseAdjective(tokens, index + 1) ||
    isTeParticle(next) ||
    (next.pos === '動詞' && next.posDetail !== '自立')
  );
}

/**
 * Whether a token is an adjective of ease after a verb's stem, which IPADIC marks dependent: grammar, as JLPT
 * lists teach it (読みやすい, 燃えにくい, 聞き取り難い, 忘れがたい), not the listed 難い, "difficult".
 */
function isEaseAdjective(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const stem = at(tokens, index - 1);
  return (
    token.pos === '形容詞' &&
    token.posDetail === '非自立' &&
    stem?.pos === '動詞' &&
    stem.surface !== stem.basicForm
  );
}

const EXCLAIMED_POS: Record<string, RegExp> = { 感動詞: /^(int|exp|adv)$/, フィラー: /^(int|exp)$/ };

/**
 * Whether a token alone can be the word as far as interjections go: an interjection is only a word listed as
 * one or as an adverb (はいどうぞ), a filler only one listed as an interjection (あれ？ is no pronoun, nor the
 * filler なんか "something like"), and a verb or an adjective no interjection that sounds the same
 * (承認しあった is no あっ, 点がおおい no おおい "hey").
 */
function exclaimsAs(token: Token, item: VocabularyItem): boolean {
  const exclaimed = EXCLAIMED_POS[token.pos];
  if (exclaimed) return item.partsOfSpeech.some((code) => exclaimed.test(code));
  if (token.pos !== '動詞' && token.pos !== '形容詞') return true;
  return !listedOnlyAs(item, /^int$/);
}

// JMdict part-of-speech codes that each IPADIC part of speech may stand for (an expression, `exp`, any). A
// noun that takes する (`vs`: 慣れ) is no verb: なれ of なれない is a form of なる.
const JMDICT_POS: Record<string, RegExp> = {
  動詞: /^(v(?!s$)|aux|exp)/,
  形容詞: /^(adj-i|exp)/,
  名詞: /^(n|adj-na|adj-no|pn|num|suf|pref|exp|adv)/,
  副詞: /^(adv|exp)/,
};

/**
 * Whether a kana token can be the catalogue word: the kana ひ of ひぇーん, which IPADIC takes for a verb, is
 * not the noun 昼 (ひる), and a suffix is only a word listed as one (様 さま, 毎 ごと; the plural たち is not
 * 館); the kana spelling gives no other evidence than the parts of speech.
 */
function posAgrees(token: Token, item: VocabularyItem, suffix: boolean): boolean {
  if (suffix) return item.partsOfSpeech.some((code) => /suf/.test(code));
  const codes = JMDICT_POS[token.pos];
  return codes === undefined || item.partsOfSpeech.some((code) => codes.test(code));
}

/** The readings of tokens `from`..`to` (exclusive) joined, or undefined if one is unknown. */
function joinedReading(tokens: readonly Token[], from: number, to: number): string | undefined {
  let reading = '';
  for (let k = from; k < to; k++) {
    const token = tokens[k]!;
    if (!token.readingKnown) return undefined;
    reading += token.reading;
  }
  return reading;
}

function longestMatch(tokens: readonly Token[], start: number, catalogue: Catalogue): Match | undefined {
  let surface = '';
  let content = false;
  let contentOnly = true;
  let inflection = false;
  // An interrogative in kana with the particles after it (なん + で, だれ + か) spells the listed word written
  // with kanji (何で, 誰か), which IPADIC sometimes keeps whole.
  let asking = tokens[start]!.posDetail === '代名詞' && isHiragana(tokens[start]!.surface);
  let best: Match | undefined;
  // The verb of a compound particle in kana is grammar, whatever verb its kana could spell (にもかかわらず).
  if (isCompoundParticleVerb(tokens, start)) return undefined;
  // できる after a verbal noun is its potential (予約できれば, 炊事できるだけ), no expression it begins.
  const potential = tokens[start]!.basicForm === 'できる' && at(tokens, start - 1)?.posDetail === 'サ変接続';
  const end = Math.min(tokens.length, start + (potential ? 1 : MAX_SPAN));
  const verb =
    particleWord(tokens[start]!, catalogue) ??
    exclamation(tokens, start, catalogue) ??
    goodBeforeJan(tokens, start, catalogue) ??
    demonstrativeBeforePredicate(tokens, start, catalogue) ??
    honoredStem(tokens, start, catalogue) ??
    notSettled(tokens, start, catalogue) ??
    fractionWord(tokens, start, catalogue) ??
    whatCalled(tokens, start, catalogue) ??
    suffixOfChange(tokens, start, catalogue) ??
    kanaWordByTag(tokens, start, catalogue) ??
    kanaVerbByContext(tokens, start, catalogue) ??
    beginnersNoun(tokens, start, catalogue) ??
    nounTakenForAdjective(tokens, start, catalogue) ??
    allOfThem(tokens, start, catalogue) ??
    moreAndMore(tokens, start, catalogue) ??
    moreAdverb(tokens, start, catalogue) ??
    tryingSuru(tokens, start, catalogue) ??
    politeExistence(tokens, start, catalogue) ??
    clauseConjunction(tokens, start, catalogue) ??
    nounOfAdjective(tokens, start, catalogue);
  if (verb) return { item: verb, last: start };
  // The prefix of a verb said politely is grammar, and makes no word with the stem before what only a verb
  // takes (お + 使い + ください, お + 帰り + になる; but お休み + です is the listed noun).
  const ending = at(tokens, start + 2);
  const respect = ending?.surface === 'に' && at(tokens, start + 3)?.basicForm === 'なる';
  const request = isHonorificPrefix(tokens[start]) && (VERB_ENDINGS.has(ending?.basicForm ?? '') || respect);
  if (request && honoredStem(tokens, start + 1, catalogue)) return undefined;
  const pair = whenMisparsed(tokens, start, catalogue) ?? bothAlike(tokens, start, catalogue);
  if (pair) return { item: pair, last: start + 1 };
  for (let j = start; j < end; j++) {
    const token = tokens[j]!;
    if (token.pos === '記号' || isCutFiller(tokens, j)) break;
    const single = j === start;
    asking &&= single || token.pos === '助詞';
    // A misparsed いつ begins a word of its own: は + い of はいつ is not はい. Nor does a particle make a word
    // with a verb of one kana after it (は + い of 友達はいない is not はい either) or a verb's form that goes on
    // into an ending (で + かい of どこでかいますか is not でかい).
    if (!single && isMisparsedWhen(tokens, j)) break;
    const particle = j === start + 1 && tokens[start]!.pos === '助詞';
    if (particle && token.pos === '動詞' && token.surface.length === 1) break;
    const cutForm = particle && token.pos === '動詞' && at(tokens, j + 1)?.pos === '助動詞';
    if (!single && isWhatever(tokens, j)) break;
    content ||= !FUNCTION_POS.has(token.pos);
    // Numbers are read by rule, so a reading that does not fit them is another word (５万人 is not ばんじん),
    // but for a word that begins with a whole number in kanji, which IPADIC reads digit by digit (一 + 通り
    // いちとおり is 一通り ひととおり).
    const leading = single && ONE_NUMERAL.test(token.surface) && !isNumeral(tokens[start - 1]);
    contentOnly &&= CONTENT_POS.has(token.pos) && (token.posDetail !== '数' || leading);
    // A verb or adjective in the past (たっ + た, of たつ) is no word of another kind (the adverb たった),
    // though a set phrase said so is (しまった). Other endings do make adverbs: 思わ + ず is 思わず.
    inflection ||= token.basicForm === 'た' && !single && INFLECTED_POS.has(tokens[j - 1]!.pos);
    // So does an honorific お or ご with a noun in kana (お + ふろ is お風呂).
    const honoured =
      j === start + 1 &&
      isHonorificPrefix(tokens[start]) &&
      token.pos === '名詞' &&
      isHiragana(token.surface);
    const before = surface;
    surface += token.surface;
    // IPADIC marks the auxiliary after a stressing particle independent (待ってさえいれば).
    const stressed = STRESSING.has(at(tokens, j - 1)?.surface ?? '') && token.pos === '動詞';
    const auxiliary =
      single &&
      (((token.posDetail === '非自立' || stressed) &&
        token.pos !== '名詞' &&
        AUXILIARIES.has(token.basicForm) &&
        afterVerb(tokens, j)) ||
        (RECEIVING_VERBS.has(token.basicForm) && afterVerb(tokens, j)) ||
        isCopulaAru(tokens, j) ||
        isGrammarNaru(tokens, j, catalogue) ||
        isEaseAdjective(tokens, j) ||
        isNegativeCopula(tokens, j) ||
        isHearsayOrLooks(tokens, j) ||
        isHumbleSuru(tokens, j, catalogue) ||
        isBoundSuru(tokens, j, catalogue) ||
        isWhether(tokens, j) ||
        isSpokenTokoro(tokens, j) ||
        isToppedParticle(tokens, j) ||
        isSupposingSuru(tokens, j) ||
        isAdnominalSaying(tokens, j) ||
        isQuotingParticle(tokens, j) ||
        isHonorificPrefix(token) ||
        isVerbSuffix(tokens, j));
    // A name IPADIC knows is no word before a title: 森 of 森首相, ヤング of ヤング氏 (for a place's, see
    // `compoundNameEnd`).
    const name =
      single &&
      ((token.posDetail === '固有名詞' && TITLES.has(at(tokens, j + 1)?.surface ?? '')) ||
        isLoanwordName(tokens, j, catalogue));
    // A numeral makes a word with the suffix 重, "-fold" (二重, にじゅう), a Sino-Japanese word of its own.
    const fold = single && isNumeral(token) && at(tokens, j + 1)?.surface === '重';
    const impossible = cutForm || (single && isImpossibleKanaForm(tokens, j, catalogue));
    if (content && !auxiliary && !name && !fold && !impossible) {
      // The dictionary form first: 読み of 読みました is the verb 読む, not the noun 読み. The inflected form
      // itself may still be a listed word (ください).
      let item: VocabularyItem | undefined;
      // A verb stem used as a noun (曇りの日, これで決まりだ) is the catalogue's noun where it lists one.
      // Not the 過ぎ after a stem, which is the verb 過ぎる as the convention counts it (食べ過ぎは: 過ぎる).
      const excess = token.basicForm === '過ぎる' && token.posDetail === '非自立';
      const noun = single && token.pos === '動詞' && !excess && usedAsNoun(tokens, j);
      if (noun) item = nounSpelled(catalogue, surface, token);
      if (single && isDeathWithNi(tokens, j)) item = listedAs(catalogue, '死', 'し');
      // 入れ read はいれ is 入る's potential (スタジオに入れません: see the reading rules).
      if (single && token.basicForm === '入れる' && token.reading === 'はいれ')
        item = listedAs(catalogue, '入る', 'はいる');
      // A stem that IPADIC takes for a noun before the suffix すぎ is the verb, and すぎ after it 過ぎる (休みすぎ);
      // so is one right before a verb it makes a compound verb with (疲れ + 果てる), unless an の before it makes
      // it a noun (俳句の調べ(を)持つ) or it is a suffix (一時間 + 余り + 待った), or before the suffix 方 or よう,
      // "way of" (扱い + 方, 救い + ようのない).
      const after = at(tokens, j + 1);
      const compoundVerb =
        after?.pos === '動詞' &&
        after.posDetail === '自立' &&
        !LIGHT_VERBS.has(after.basicForm) &&
        at(tokens, j - 1)?.surface !== 'の' &&
        token.posDetail !== '接尾';
      const wayOf =
        after?.posDetail === '接尾' &&
        ((after.surface === '方' && after.reading === 'かた') || after.surface === 'よう');
      // A stem with its subject before a comma joins a clause to the next (日が暮れ、明かりがともった): the verb.
      const clauseStem = at(tokens, j - 1)?.surface === 'が' && after?.surface === '、';
      if (single && (isExcess(after) || compoundVerb || wayOf || clauseStem) && token.pos === '名詞')
        item = verbOfStem(catalogue, token) ?? (compoundVerb || wayOf || clauseStem ? item : undefined);
      if (single && isExcess(token) && isStemBeforeExcess(catalogue, at(tokens, j - 1)))
        item = listedAs(catalogue, '過ぎる', 'すぎる');
      // A noun IPADIC cut from a literary imperative (答えよ) is the verb 答える where the catalogue lists it.
      if (single && !item && isImperativeStem(tokens, j)) item = verbSpelled(catalogue, `${surface}る`);
      // An inflected form listed as an expression of its own (ください, よろしく) is that word where nothing
      // inflects it further: 水を下さい uses ください, 下さった the verb 下さる.
      if (single && !item && isFinalForm(tokens, j)) item = expressionSpelled(catalogue, token);
      // Nor is a kana stem used as a noun a verb's kana spelling: it is a word IPADIC did not see (かれが).
      const doubtfulKana = noun && !hasKanji(surface);
      // But in a sentence written without kanji, kana IPADIC took for a verb where a noun stands, or after the
      // の that joins a noun to a noun, is the easiest noun they spell (うみで: 海; きのうの よる: 夜, not 寄る); so
      // is kana after a demonstrative, one kana too (その ひは: 日, not 干る).
      const demonstrated = at(tokens, j - 1)?.pos === '連体詞';
      const nounInKana =
        single &&
        token.pos === '動詞' &&
        (doubtfulKana || at(tokens, j - 1)?.posDetail === '連体化' || demonstrated) &&
        isHiragana(surface) &&
        (surface.length > 1 || demonstrated) &&
        isWrittenInKana(tokens, j);
      if (!item && nounInKana) item = easiestNoun(catalogue, surface);
      // A listed intransitive verb with an object is a potential (卵を割れる): see `derivedVerb`.
      if (single && !item && token.pos === '動詞' && catalogue.spellingsOf(token.basicForm))
        item = derivedVerb(catalogue, token, tokens, j);
      // A noun the tokenizer learned in kana is its noun (えき: 駅, see the kana nouns of the data build) wherever
      // it stands, where no listed word is spelled so (あかちゃん is listed in kana).
      let learnedNoun: VocabularyItem | undefined;
      if (!item && !doubtfulKana && token.basicForm !== token.surface) {
        const spellings = catalogue.spellingsOf(before + token.basicForm);
        if (spellings) {
          const head = joinedReading(tokens, start, j);
          const lemma = head === undefined ? undefined : basicReading(token);
          item = pick(
            catalogue,
            before + token.basicForm,
            spellings,
            lemma === undefined ? undefined : head + lemma,
            single,
            token,
            contentOnly,
          );
          const learned = single && token.pos === '名詞' && item?.reading === surface && isHiragana(surface);
          if (learned) learnedNoun = item;
          // Only a word that inflects is found by its dictionary form: 頂きました is 頂く, not the set
          // phrase いただきます said before a meal.
          if (item && !item.partsOfSpeech.some((code) => INFLECTING.test(code))) item = undefined;
        }
      }
      const spellings = item || doubtfulKana ? undefined : catalogue.spellingsOf(surface);
      // A kana adverb IPADIC cut into a noun and the に or と it ends in (めった + に: 滅多に).
      const adverbInKana =
        j === start + 1 &&
        /^[にと]$/.test(token.surface) &&
        tokens[start]!.pos === '名詞' &&
        tokens[start]!.posDetail !== '非自立' &&
        isHiragana(surface);
      if (spellings)
        item = pick(
          catalogue,
          surface,
          spellings,
          joinedReading(tokens, start, j + 1),
          single,
          token,
          contentOnly,
          (asking || honoured || adverbInKana || isKanaNounAndSuffix(tokens, start, j, catalogue)) && !single,
        );
      if (adverbInKana && item && !listedOnlyAs(item, /^adv/)) item = undefined;
      item ??= learnedNoun;
      // An inflected verb is no noun its stem spells (割り当て + た is the verb 割り当てる, not the noun 割り当て),
      // though a set phrase may be one of its forms (ください).
      if (
        single &&
        item &&
        token.pos === '動詞' &&
        !noun &&
        listedOnlyAs(item, NOUN_CODES) &&
        isInflected(tokens, j)
      )
        item = undefined;
      // A form no list has of a verb one lists: 作れる, 立たす, the noun 眠り.
      const receiving = RECEIVING_POTENTIALS.get(token.basicForm);
      if (single && !item && receiving) item = listedAs(catalogue, ...receiving);
      if (single && !item)
        item =
          derivedVerb(catalogue, token, tokens, j) ??
          adjectiveOfMe(catalogue, token) ??
          stemVerb(catalogue, token) ??
          teFormVerb(catalogue, token) ??
          suruVerbOf(catalogue, token) ??
          adjectiveOfAdverb(catalogue, token) ??
          adverbWithTopic(catalogue, token) ??
          pluralHead(catalogue, token) ??
          adjectiveOfGaru(catalogue, token);
      if (single && !item)
        item =
          formalNoun(catalogue, tokens, j) ??
          kanaWordInKatakana(catalogue, token) ??
          longVowelVariant(catalogue, token) ??
          adverbOfAdnominal(catalogue, token) ??
          symbolWord(catalogue, token) ??
          literaryExistence(catalogue, token);
      // A noun and よく make an adjective (根気よく, 効率よく of 根気よい): the adjective, not the adverb 良く; a set
      // phrase after a noun is itself (お土産よろしく！).
      const compound =
        single && item && !item.partsOfSpeech.includes('exp') && isAdjectiveCompoundHead(at(tokens, j - 1));
      if (compound) item = adjectiveOfListedAdverb(catalogue, item!) ?? item;
      if (item && inflection && !item.partsOfSpeech.some((code) => code === 'exp' || code === 'int'))
        item = undefined;
      // IPADIC tags a conjunction it sees as one (それで、どうしたの？): a pronoun and a particle it cuts are
      // what they say (それ + に of それに触るな is "that", not the conjunction それに), and so are words and a
      // particle inside a clause (殺害すると脅された: the する of 殺害, not すると; 高いところが: 所, not ところが).
      const first = tokens[start]!;
      const inClause = first.pos !== '接続詞' && !isClauseStart(at(tokens, start - 1));
      if (item && !single && (first.posDetail === '代名詞' || inClause) && listedOnlyAs(item, /^conj$/))
        item = undefined;
      // So is a conjunction IPADIC took the copula's で and は for, after the の that stands for a noun
      // (私のではありません).
      const copula = single && token.pos === '接続詞' && at(tokens, j - 1)?.surface === 'の';
      if (copula) item = undefined;
      if (item && !single && isWhether(tokens, start)) item = undefined;
      // 行けない written with its kanji is 行く's potential, "cannot go" (船でしか行けない); after a te-form or a
      // condition it is いけない, "must not" (行ってはいけない, 行かなければ行けない).
      if (item?.word === 'いけない' && first.surface.startsWith('行') && !isAfterConditionOrTe(tokens, start))
        item = undefined;
      // A greeting of a time and は (今晩は, "good evening") says nothing after it: 今晩は予定がある？ is 今晩.
      const greeting = item && !single && token.surface === 'は' && listedOnlyAs(item, /^int$/);
      if (greeting && !endsSentence(tokens, j + 1) && at(tokens, j + 1)?.surface !== '、') item = undefined;
      // A noun and に after の are no adverb or expression they spell: 私の始めに is 始め, not 始めに, "to begin
      // with".
      const linked = at(tokens, start - 1)?.posDetail === '連体化' && first.pos === '名詞';
      if (item && !single && linked && token.surface === 'に' && listedOnlyAs(item, /^(adv|exp)$/))
        item = undefined;
      // Katakana IPADIC takes for an adverb is a sound or a manner (ピンとこない, ドンと叩く), no loanword noun
      // it spells (ピン, "pin").
      if (item && single && token.pos === '副詞' && isKatakana(surface) && listedOnlyAs(item, NOUN_CODES))
        item = undefined;
      // A demonstrative and a noun that a listed conjunction or expression spells are the two words before a
      // case particle, which only a noun takes: その上に座る is 其の and 上, そのための時間 其の and 為.
      if (item && !single && first.pos === '連体詞' && isNounLink(item, at(tokens, j + 1))) item = undefined;
      // A set phrase that is a listed verb said with ます has no object: これをいただきます is the verb 頂く, not
      // what is said before a meal (but 会計をお願いします is the phrase), and so is one after an honoured noun
      // (ご利用いただきます); after a te-form it is that verb as grammar (説明させていただきます).
      const ofHonouredNoun =
        isHonorificPrefix(at(tokens, start - 2)) && at(tokens, start - 1)?.pos === '名詞';
      if (
        item &&
        (at(tokens, start - 1)?.surface === 'を' || ofHonouredNoun || afterVerb(tokens, start)) &&
        isPoliteVerbPhrase(catalogue, item)
      )
        item = undefined;
      // A verb's te-form is no adverb it spells where it works as a verb: with an object (お使いを兼ねて) or a
      // goal (認めるに至って) before it, or an auxiliary after it (努めていた).
      if (
        item &&
        !single &&
        token.surface === 'て' &&
        first.pos === '動詞' &&
        listedOnlyAs(item, ADVERB_CODES)
      ) {
        const complement = ['を', 'に'].includes(at(tokens, start - 1)?.surface ?? '');
        const auxiliary = at(tokens, j + 1)?.pos === '動詞' && at(tokens, j + 1)?.posDetail === '非自立';
        if (complement || auxiliary) item = undefined;
      }
      // IPADIC takes some verbs of a kanji and する for godan verbs in す (反し of 反す): the listed 反する.
      const godanSu =
        single && !item && token.pos === '動詞' && token.conjugationType.startsWith('五段・サ行');
      const lemma = godanSu ? basicReading(token) : undefined;
      if (lemma)
        item = listedAs(catalogue, `${token.basicForm.slice(0, -1)}する`, `${lemma.slice(0, -1)}する`);
      // A listed adverb in く before なる is the adjective it is the く form of: よく なりました is 良い.
      if (item && single && token.pos === '副詞' && at(tokens, j + 1)?.basicForm === 'なる')
        item = adjectiveOfListedAdverb(catalogue, item) ?? item;
      // A noun and に before なる are what one becomes (嫌になる, 今になって), no adverb they spell (嫌に, 今に).
      const becoming = token.surface === 'に' && at(tokens, j + 1)?.basicForm === 'なる';
      if (item && !single && becoming && listedOnlyAs(item, ADVERB_CODES)) item = undefined;
      // The か that asks at the end of a sentence makes no word with what it follows: 単位は何か。 is 何.
      if (item && !single && token.surface === 'か' && endsSentence(tokens, j + 1)) item = undefined;
      if (item) best = { item, last: j };
    }
    // A set phrase that ends in ない, inflected: かもしれ + ませ + ん, かもしれ + なかっ (+ た) are かもしれない.
    const polite = token.basicForm === 'ます' && at(tokens, j + 1)?.basicForm === 'ん';
    const past = token.basicForm === 'ない' && token.pos === '助動詞' && token.surface !== 'ない';
    const phrase = !single && (polite || past) ? phraseInNai(catalogue, before) : undefined;
    if (phrase) best = { item: phrase, last: polite ? j + 1 : j };
    // No listed spelling starts with this text: a longer span cannot match either.
    if (!catalogue.beginsSpelling(surface)) break;
  }
  return best;
}

// Particles that may stress a te-form before its auxiliary: 見てはいる, 待ってさえいれば, 怒ってなんかいない.
const STRESSING = new Set(['は', 'も', 'さえ', 'ばかり', 'なんか', 'なんて', 'など']);

/**
 * Whether a dependent verb follows a te-form (食べて + いる, 見て + は + いる) or a stem (見 + とく, し + なさい),
 * where it is grammar. IPADIC marks the いる of 兄弟はいるか dependent too, though it follows a noun: there it is
 * the verb of existence.
 */
function afterVerb(tokens: readonly Token[], index: number): boolean {
  let before = index - 1;
  // Stressing particles may stand between them, one after another (食べてばかりはいられない).
  while (at(tokens, before)?.pos === '助詞' && STRESSING.has(at(tokens, before)!.surface)) before--;
  const previous = at(tokens, before);
  // The ちゃ and じゃ of ては and てしまう (泣いちゃいそう: the い of ちゃう) are te-forms too, and so is a verb's te-form
  // IPADIC takes for a compound particle (目を通していただけますか: を通して).
  if (previous?.pos === '助詞')
    return previous.posDetail === '接続助詞'
      ? ['て', 'で', 'ちゃ', 'じゃ'].includes(previous.surface)
      : previous.posDetail === '格助詞' && previous.surface.length > 2 && previous.surface.endsWith('して');
  // Not a stem used as a noun (差し支えありません: the ある of existence), nor a counter in kana after a number that
  // IPADIC took for a verb (いぬが 2ひき います: ひき of ひく).
  const counter = isHiragana(previous?.surface ?? '') && isNumeral(at(tokens, before - 1));
  if (previous?.pos === '動詞') return !usedAsNoun(tokens, before) && !counter;
  return previous !== undefined && (previous.pos === '形容詞' || previous.pos === '助動詞');
}

/**
 * Whether a token is the ある of a copula or an adjective in the negative or with は or も, which is grammar:
 * 学生ではありません, 静かでもある, 白くありません, 白くはある, or of つつある; not the ある of よくある ("that
 * often happens").
 */
function isCopulaAru(tokens: readonly Token[], index: number): boolean {
  if (tokens[index]!.basicForm !== 'ある') return false;
  const previous = at(tokens, index - 1);
  if (previous?.surface === 'でも' || (previous?.surface === 'つつ' && previous.pos === '助詞')) return true;
  // The では IPADIC takes for a conjunction inside a clause (私のではありません) is the copula's で and は.
  if (previous?.surface === 'では' && previous.pos === '接続詞' && !isClauseStart(at(tokens, index - 2)))
    return true;
  const stressed = previous?.pos === '助詞' && (previous.surface === 'は' || previous.surface === 'も');
  const before = stressed ? at(tokens, index - 2) : previous;
  if (before?.surface === 'で') return before.pos === '助詞' || before.pos === '助動詞';
  const negative = tokens[index + 1]?.basicForm === 'ます' && tokens[index + 2]?.basicForm === 'ん';
  return before?.pos === '形容詞' && before.surface.endsWith('く') && (stressed || negative);
}

/**
 * Whether a token is the そう of hearsay (降るそうだ) or of how something looks (食べそうだ, 大丈夫そう), which
 * IPADIC gives as a noun after a verb, an adjective or its stem, and as an adverb after a te-form that drops
 * the い of いそう (使ってそう): not the adverb そう ("so") of 本当にそう.
 */
function isHearsayOrLooks(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const previous = at(tokens, index - 1);
  if (token.surface !== 'そう' || !previous) return false;
  // Not the adverb そう before a verb: 行ってそう言った.
  if (isTeParticle(previous)) return at(tokens, index + 1)?.pos !== '動詞';
  if (token.pos !== '名詞') return false;
  // The さ of 良さそう and 無さそう, which IPADIC cuts from the adjective, counts as the adjective.
  const adjectiveSa = previous.surface === 'さ' && at(tokens, index - 2)?.pos === '形容詞';
  // A verbal noun says how one looks as an adjectival noun does (心配そうに, as 元気そう).
  const predicate =
    INFLECTED_POS.has(previous.pos) ||
    previous.pos === '助動詞' ||
    previous.posDetail === '形容動詞語幹' ||
    previous.posDetail === 'サ変接続' ||
    adjectiveSa;
  return predicate && (token.posDetail === '特殊' || token.posDetail === '接尾');
}

/**
 * Whether a token is the する, いたす or できる of a verb said humbly with お or ご and its stem (お断りします,
 * お勧めいたします, お迎えできる), which is grammar like an auxiliary: the verb is the stem's.
 */
function isHumbleSuru(tokens: readonly Token[], index: number, catalogue: Catalogue): boolean {
  if (!HUMBLE_VERBS.has(tokens[index]!.basicForm)) return false;
  const stem = at(tokens, index - 1);
  const prefix = at(tokens, index - 2);
  if (stem?.pos === '動詞') return isHonorificPrefix(prefix);
  // The prefix is a token of its own (御 + 支払い) or IPADIC keeps it with the stem (お断り).
  const bare = isHonorificPrefix(prefix) ? stem : stem && withoutHonorific(stem);
  return (
    bare !== undefined && stemsOf(catalogue, bare.surface).some(([, reading]) => reading === bare.reading)
  );
}

/**
 * Whether a token is the する of a verb made of one kanji that is no word alone (帰する, 窮する): the verb is a
 * word of its own, which the catalogue does not list, not a noun and する.
 */
function isBoundSuru(tokens: readonly Token[], index: number, catalogue: Catalogue): boolean {
  const kanji = at(tokens, index - 1);
  return (
    tokens[index]!.basicForm === 'する' &&
    kanji?.posDetail === 'サ変接続' &&
    kanji.surface.length === 1 &&
    isKanjiChar(kanji.surface) &&
    !catalogue.spellingsOf(kanji.surface)
  );
}

/**
 * Whether a token is the じゃ or では of a negative copula that IPADIC takes for the conjunction ("well then")
 * at the start of a sentence: じゃなきゃ, じゃないと ("otherwise").
 */
function isNegativeCopula(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  return (
    token.pos === '接続詞' &&
    (token.surface === 'じゃ' || token.surface === 'では') &&
    at(tokens, index + 1)?.basicForm === 'ない'
  );
}

/**
 * Whether a token is the いう of an adnominal after どう, こう, そう or ああ that IPADIC cuts: どう + いっ + た of
 * どういった時事 (what kind of), not the 言う of そう言った (said so); or after なんと, the という of 何という (what
 * is called): なんと + いう + なまえ (see `whatCalled`).
 */
function isAdnominalSaying(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (
    token.basicForm !== 'いう' ||
    !/^(どう|こう|そう|ああ|なんと)$/.test(at(tokens, index - 1)?.surface ?? '')
  )
    return false;
  const next = at(tokens, index + 1);
  const noun = next?.basicForm === 'た' ? at(tokens, index + 2) : next;
  return noun?.pos === '名詞';
}

/**
 * The suffix 化 after a noun, with する or without it, is the listed 化する, "to become, to make into"
 * (有料化, 過疎化が進む); the detection labels' convention counts it so.
 */
function suffixOfChange(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  const afterNoun =
    token.surface === '化' && token.posDetail === '接尾' && at(tokens, index - 1)?.pos === '名詞';
  // With する after it, the two spell the listed verb as they are.
  const alone = at(tokens, index + 1)?.basicForm !== 'する';
  return afterNoun && alone ? listedAs(catalogue, '化する', 'かする') : undefined;
}

// Verbs of saying, reading, writing and calling, which quote with と what is said (なんと よみますか).
const QUOTING_VERBS = /^(いう|言う|よむ|読む|かく|書く|よぶ|呼ぶ|申す|もうす)$/;

/**
 * 何 and the と that quotes it before a verb of saying (なんと言ったの, "what did you say"; この かんじは なんと
 * よみますか; なんと + いう + なまえ, whose いう is grammar: see `isAdnominalSaying`), which IPADIC takes for the
 * adverb なんと, "what!" (なんと美しい).
 */
function whatCalled(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const saying = QUOTING_VERBS.test(at(tokens, index + 1)?.basicForm ?? '');
  return tokens[index]!.surface === 'なんと' && saying ? listedAs(catalogue, '何', 'なん') : undefined;
}

/**
 * Whether the token at `index` follows a te-form and は or も, ちゃ or じゃ, or a condition in ば or と: where
 * いけない says "must not" or "must" (行ってはいけない, 行かなくちゃいけない, 行かなければ).
 */
function isAfterConditionOrTe(tokens: readonly Token[], index: number): boolean {
  const previous = at(tokens, index - 1);
  if (previous?.pos !== '助詞') return false;
  if (['は', 'も'].includes(previous.surface)) return isTeParticle(at(tokens, index - 2));
  return ['ちゃ', 'じゃ', 'ば', 'と'].includes(previous.surface) && previous.posDetail === '接続助詞';
}

/**
 * Whether a token is the いえ of the compound particle といえば (speaking of), the いっ of といっても (even
 * if one says) or of からといって (just because), or the いう of というより (rather than) and というのに (even
 * though), in kana as grammar is.
 */
function isQuotingParticle(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const previous = at(tokens, index - 1);
  if (token.basicForm !== 'いう' || !isHiragana(token.surface) || previous?.surface !== 'と') return false;
  const next = at(tokens, index + 1)?.surface;
  const concessive = next === 'て' && at(tokens, index + 2)?.surface === 'も';
  const justBecause = next === 'て' && at(tokens, index - 2)?.surface === 'から';
  const conjunction = token.surface === 'いう' && (next === 'より' || next === 'のに');
  return previous.pos === '助詞' && (next === 'ば' || concessive || justBecause || conjunction);
}

/**
 * Whether a token is the verb of a compound particle in kana, grammar as its particles are: after に (or にも)
 * the すぎ of にすぎない (no more than), the わたる of にわたって (over a span: 何世紀にもわたって), the したがう of
 * にしたがって (as: 経験を積むにしたがって) and the かかわる of にもかかわらず (despite), not a kana 渡る with を;
 * the せよ of にせよ (at any rate: 何れにせよ), not the しろ of 静かにしろ; the する of からすると (judging from); the
 * いえ of とはいえ (even so); and the めぐる of をめぐって (over, about). Literary ones too: the しく of にしかず, the
 * てら of がてら, the さる of さることながら, the まえ of たまえ.
 */
function isCompoundParticleVerb(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  let before = index - 1;
  if (at(tokens, before)?.surface === 'も') before--;
  if (
    token.surface === 'いえ' &&
    at(tokens, before)?.surface === 'は' &&
    at(tokens, before - 1)?.surface === 'と'
  )
    return true;
  if (token.basicForm === 'めぐる' && isHiragana(token.surface) && at(tokens, before)?.surface === 'を')
    return true;
  if (isLiteraryNishite(tokens, index) || isMeansWotte(tokens, index) || isGrammaticalAru(tokens, index))
    return true;
  // The いる of ずにはいられない (cannot help doing: 驚かずにはいられなかった).
  const cannotHelp = ['ず', 'ぬ'].includes(at(tokens, index - 3)?.surface ?? '');
  if (
    token.basicForm === 'いる' &&
    cannotHelp &&
    at(tokens, index - 2)?.surface === 'に' &&
    at(tokens, index - 1)?.surface === 'は'
  )
    return true;
  // The さる of さることながら (not only: 味もさることながら), no 猿; the まえ of たまえ (a command: 見たまえ), no 前.
  if (token.surface === 'さる' && at(tokens, index + 1)?.surface === 'こと')
    return at(tokens, index + 2)?.surface === 'ながら';
  if (token.surface === 'まえ' && at(tokens, index - 1)?.surface === 'た') return true;
  const previous = at(tokens, before);
  if (previous?.pos !== '助詞') return false;
  if (previous.surface === 'から')
    return token.basicForm === 'する' && at(tokens, index + 1)?.surface === 'と';
  // The てら of がてら (while at it: 散歩がてら), no 照る or 寺.
  if (previous.surface === 'が') return token.surface === 'てら';
  if (previous.surface !== 'に' || token.pos !== '動詞') return false;
  if (token.basicForm === 'わたる' || token.surface === 'せよ' || token.surface === 'したがっ') return true;
  // The しく of にしかず (nothing is better than: 百聞は一見にしかず), no 敷く.
  if (token.basicForm === 'しく') return at(tokens, index + 1)?.surface === 'ず';
  if (token.surface === 'かかわら') return at(tokens, index + 1)?.surface === 'ず';
  return token.surface === 'すぎ' && ['ない', 'ぬ', 'ず'].includes(at(tokens, index + 1)?.basicForm ?? '');
}

/** The verb after a te-form, where the token at `index` has one. */
const afterTe = (tokens: readonly Token[], index: number) =>
  at(tokens, index + 1)?.surface === 'て' ? at(tokens, index + 2) : undefined;

/** Whether a verb after a te-form is grammar or ください, which leave the te-form's verb its meaning. */
const isTeAuxiliary = (token: Token | undefined) =>
  token !== undefined && (AUXILIARIES.has(token.basicForm) || /^(くださる|下さる)$/.test(token.basicForm));

/**
 * Whether a token is the し of the literary particle にして, "in, at" (ローマは一日にして成らず, 一瞬にして消えた,
 * 往々にして): after a count, a span or an adverb, in a clause with no object, and not before an auxiliary or
 * ください, where it is する, "to make" (静かにしてください, チャンネルを１にして).
 */
function isLiteraryNishite(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (token.surface !== 'し' || token.basicForm !== 'する' || at(tokens, index - 1)?.surface !== 'に')
    return false;
  const head = at(tokens, index - 2);
  const span = head?.posDetail === '数' || head?.posDetail === '副詞可能' || head?.pos === '副詞';
  return (
    span &&
    at(tokens, index + 1)?.surface === 'て' &&
    !isTeAuxiliary(afterTe(tokens, index)) &&
    !hasObject(tokens, index)
  );
}

/**
 * Whether a token is the もっ of をもって, "by means of" (実力をもって勝ち取る, 書中をもってご挨拶申し上げます), in
 * kana after a noun in kanji and not before an auxiliary: かさをもっていく and 力をもっている are 持つ.
 */
function isMeansWotte(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (token.surface !== 'もっ' || token.basicForm !== 'もつ' || at(tokens, index - 1)?.surface !== 'を')
    return false;
  return (
    hasKanji(at(tokens, index - 2)?.surface ?? '') &&
    at(tokens, index + 1)?.surface === 'て' &&
    !isTeAuxiliary(afterTe(tokens, index))
  );
}

/**
 * Whether a token is the ある of とあれば, "if it is" (命令とあれば), or of だけあって, "as befits" (社長の息子だけ
 * あって); not after a count, where something is there (一つだけあって, ２個だけあって).
 */
function isGrammaticalAru(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (token.basicForm !== 'ある' || token.pos !== '動詞') return false;
  const previous = at(tokens, index - 1)?.surface;
  const next = at(tokens, index + 1)?.surface;
  if (previous === 'と' && token.surface === 'あれ' && next === 'ば') return true;
  const head = at(tokens, index - 2);
  const counted =
    head?.posDetail === '数' ||
    head?.posDetail === '接尾' ||
    /^[一二三四五六七八九十\d０-９]/u.test(head?.surface ?? '');
  return previous === 'だけ' && token.surface === 'あっ' && next === 'て' && !counted;
}

/**
 * Whether a token is the spoken とこ of ところ after a clause (信じるとこよ, 行くとこ): a slurred form, which
 * counts as no word, not 床 (とこ, "bed").
 */
function isSpokenTokoro(tokens: readonly Token[], index: number): boolean {
  const before = at(tokens, index - 1)?.pos ?? '';
  return tokens[index]!.surface === 'とこ' && (before === '動詞' || before === '助動詞');
}

/** Whether a token is the copula で of であれ or であろうと, "whatever" (何であれ): no word with the one before. */
function isWhatever(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const next = at(tokens, index + 1)?.surface ?? '';
  return token.surface === 'で' && token.pos === '助動詞' && (next === 'あれ' || next === 'あろ');
}

/** Whether a token is the どう of かどうか, "whether": grammar, not the adverb どうか, "please". */
function isWhether(tokens: readonly Token[], index: number): boolean {
  const previous = at(tokens, index - 1);
  return (
    tokens[index]!.surface === 'どう' &&
    previous?.surface === 'か' &&
    previous.pos === '助詞' &&
    at(tokens, index + 1)?.surface === 'か'
  );
}

/**
 * Whether a token is the suffix がる of feelings shown after an adjective's or たい's stem (欲しがる,
 * 取りたがらない), the scornful やがる, or the たまう in kana of a command said from above after a verb's stem
 * (言いたまえ), as なさる is: grammar, as auxiliaries are. Written 給う, it counts (与え給うた).
 */
function isVerbSuffix(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const previous = at(tokens, index - 1);
  if (token.basicForm === 'たまう' && isHiragana(token.surface))
    return previous?.pos === '動詞' && previous.surface !== previous.basicForm;
  // The scornful やがる after a verb, which IPADIC cuts into や and がる (食べやがった, 何をしやがる), and after a
  // te-form says いやがる (ほじっていやがった, of ている), is grammar too, no 嫌がる.
  if (token.basicForm === 'いやがる' && isHiragana(token.surface)) return isTeParticle(previous);
  if (token.basicForm !== 'がる' || token.posDetail !== '接尾') return false;
  return previous?.pos === '形容詞' || previous?.pos === '助動詞' || previous?.surface === 'や';
}

/** Whether a token is a filler of one kana right after a word, which IPADIC cut from it (ざまあ見ろ: あ). */
const isCutFiller = (tokens: readonly Token[], index: number) =>
  tokens[index]!.pos === 'フィラー' &&
  tokens[index]!.surface.length === 1 &&
  index > 0 &&
  !['記号', 'フィラー', '感動詞'].includes(tokens[index - 1]!.pos);

const isSentenceEnd = (after: Token | undefined) => after === undefined || after.pos === '記号';

/** Whether the sentence ends at `index`, after sentence-final particles if any (どうかな？). */
function endsSentence(tokens: readonly Token[], index: number): boolean {
  let k = index;
  while (at(tokens, k)?.posDetail === '終助詞') k++;
  return isSentenceEnd(at(tokens, k));
}

/**
 * Whether a span is a noun in kana that spells a listed kanji word, and a suffix after it: together they may
 * spell the kana of a listed compound (うそ + つき of うそつき: 嘘つき).
 */
function isKanaNounAndSuffix(
  tokens: readonly Token[],
  start: number,
  end: number,
  catalogue: Catalogue,
): boolean {
  const noun = tokens[start]!;
  return (
    end === start + 1 &&
    tokens[end]!.posDetail === '接尾' &&
    noun.pos === '名詞' &&
    isHiragana(noun.surface) &&
    (catalogue.spellingsOf(noun.surface) ?? []).some(([, , kana]) => kana !== 0)
  );
}

/** Whether a token begins a sentence or clause after it: none, punctuation or a conjunction. */
const isClauseStart = (before: Token | undefined) =>
  before === undefined || before.pos === '記号' || before.pos === '接続詞';

/**
 * Whether a particle after a listed word that is no noun links a noun: の before another noun after any
 * (そのための), a case particle after a conjunction (その上に). The expression そのために, "for that", stays.
 */
function isNounLink(item: VocabularyItem, after: Token | undefined): boolean {
  if (after?.pos !== '助詞') return false;
  if (item.partsOfSpeech.includes('conj'))
    return after.posDetail === '格助詞' || after.posDetail === '連体化';
  return after.posDetail === '連体化' && !item.partsOfSpeech.some((code) => NOUN_CODES.test(code));
}

/** Whether a listed expression is a listed verb's stem and ます (いただきます). */
function isPoliteVerbPhrase(catalogue: Catalogue, item: VocabularyItem): boolean {
  if (!item.word.endsWith('ます') || !item.partsOfSpeech.every((code) => EXPRESSION.test(code))) return false;
  return stemsOf(catalogue, item.word.slice(0, -2)).length > 0;
}

// What the name of a place, a line or a building ends in (東京駅, 札幌市, 富士山, 東京タワー).
const NAME_ENDINGS = new Set([
  ...['県', '市', '区', '郡', '町', '村', '州', '駅', '線', '通り', '山', '川', '湖', '島', '湾', '港'],
  ...['空港', '公園', '寺', '神社', '城', '橋', 'タワー', '新幹線'],
  ...['列島', '半島', '諸島', '運河', '山脈', '連邦', '大学', '砂漠', '平野', '共和国', '王国', '帝国'],
]);

/**
 * Whether a token is the する of a supposition after a clause and と (掘るとしたら, 行くとすれば), grammar as
 * the と of quoting is. Not the する of trying after a volitional form (行こうとした), which counts.
 */
function isSupposingSuru(tokens: readonly Token[], index: number): boolean {
  const quote = at(tokens, index - 1);
  const clause = at(tokens, index - 2);
  return (
    tokens[index]!.basicForm === 'する' &&
    quote?.surface === 'と' &&
    quote.pos === '助詞' &&
    ['動詞', '形容詞', '助動詞'].includes(clause?.pos ?? '') &&
    clause?.basicForm !== 'う' &&
    clause?.basicForm !== 'よう'
  );
}

/**
 * Whether a token is the particles は and ね after a topic (梅酒はね、), which IPADIC takes for the stem of
 * 跳ねる.
 */
function isToppedParticle(tokens: readonly Token[], index: number): boolean {
  const next = at(tokens, index + 1);
  return (
    tokens[index]!.surface === 'はね' &&
    tokens[index]!.pos === '動詞' &&
    at(tokens, index - 1)?.pos === '名詞' &&
    (next === undefined || next.pos === '記号')
  );
}

/**
 * A particle IPADIC tags where a sentence or a clause after a comma begins, which is the listed conjunction it
 * spells: でも of そうだね、でも… ("but"). Not a case particle, which quotes or marks what came before the comma
 * (急がば回れ、と祖母は言った), nor one after a closing bracket (「はい」が).
 */
function clauseConjunction(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  const before = at(tokens, index - 1);
  if (token.pos !== '助詞' || token.posDetail === '格助詞') return undefined;
  if (before !== undefined && !CLAUSE_ENDS.has(before.surface)) return undefined;
  return catalogue.wordsWrittenAs(token.surface).find((item) => item.partsOfSpeech.includes('conj'));
}
const CLAUSE_ENDS = new Set(['、', '。', '！', '？', '，', '!', '?']);

/**
 * The ございます of being there, said politely (三つございます, 何かございましたら): the listed ご座います. Not the
 * copula's (こちらでございます, ではございません) nor a greeting's or an adjective's in う (ありがとうございます,
 * よろしゅうございます), which are polite grammar.
 */
function politeExistence(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  if (tokens[index]!.basicForm !== 'ござる') return undefined;
  const before = at(tokens, index - 1)?.surface ?? '';
  const copula =
    before === 'で' ||
    before === 'では' ||
    (STRESSING.has(before) && at(tokens, index - 2)?.surface === 'で');
  return copula || before.endsWith('う') ? undefined : listedAs(catalogue, 'ご座います', 'ございます');
}

/**
 * Whether a token is grammar that IPADIC takes for なる: the なる of なければならない, ねばならない, てはならない and
 * the spoken なきゃならない, なくちゃならない, ちゃならない (not the なる of 基準にはならない), and the literary copula なり right
 * after a noun (金ならず, 善ならざる), where なる, "become", would take に; and the なる of respect (お持ちになる).
 */
function isGrammarNaru(tokens: readonly Token[], index: number, catalogue: Catalogue): boolean {
  if (tokens[index]!.basicForm !== 'なる') return false;
  const previous = tokens[index - 1];
  if (previous?.surface === 'ば' && previous.pos === '助詞') return true;
  const spoken = previous?.pos === '助動詞' || previous?.posDetail === '接続助詞';
  if (spoken && SPOKEN_MUST.has(previous!.surface)) return true;
  const next = tokens[index + 1];
  if (previous?.pos === '名詞' && next?.pos === '助動詞' && LITERARY_NOT.has(next.surface)) return true;
  const te = tokens[index - 2];
  if (previous?.surface === 'は' && (te?.surface === 'て' || te?.surface === 'で') && te.pos === '助詞')
    return true;
  // The なる of a verb said with respect, お, its stem and に, is grammar as なさる after a stem is; IPADIC tags
  // some stems as nouns (お書きになる, お帰りになる), not those of no listed verb (お金持ちになる).
  const stem = te?.pos === '動詞' || (te?.pos === '名詞' && stemsOf(catalogue, te.surface).length > 0);
  return previous?.surface === 'に' && stem && isHonorificPrefix(tokens[index - 3]);
}

// Glosses of loanwords for people, who take a title as names do (コックさん, ガイドさん, ママさん).
const PERSON_GLOSS =
  /\b(cook|chef|guide|driver|pilot|coach|nurse|waiter|waitress|manager|staff|member|mom|mama|dad|papa|baby|boss|leader|fan|star|guest|singer|player|model|artist|person|man|woman|boy|girl|lady)\b/i;
const PERSON_TITLES = new Set(['さん', 'くん', '君', 'ちゃん', '氏', '様']);
// What calls someone or greets them before their name (やあ、ビル。); not what points at a thing (ほら、テレビ！).
const CALLS = new Set([
  'やあ',
  'ねえ',
  'ねぇ',
  'おい',
  'もしもし',
  'こんにちは',
  'おはよう',
  'こんばんは',
  'ありがとう',
]);

// Titles a name in kana takes (ゆうたくん, ゆいちゃん, たなかさん, たなかせんせい).
const KANA_TITLES = ['くん', 'ちゃん', 'さん', 'せんせい'];
// What follows a name and its title: a particle that marks it or a mark; not the copula (行くんだ).
const AFTER_NAME = /^[はがともにをや、。！？!?]$/;

/**
 * A name in kana and the title after it, which IPADIC cut where they do not divide (ゆう + たく + ん of
 * ゆうたくん: not 言う and たい; たな + かさん of たなかさん: not 棚): the kana from the start of a run of hiragana to a
 * title that ends a token but is none, or that follows a name IPADIC cut into pieces (たな + か + せんせい), before
 * a particle or a mark. A title IPADIC cut as the suffix it is (たけし + くん) is left to the rest
 * of detection, and so are a listed word (あかちゃん) and a kinship word, listed with さん (ばあちゃん, おにいちゃん).
 */
function kanaNameBeforeTitle(
  tokens: readonly Token[],
  start: number,
  catalogue: Catalogue,
): { last: number; nameEnd: number; title: string } | undefined {
  // It begins a run of hiragana, or a phrase after a space (きのう ゆうたくんと).
  const previous = at(tokens, start - 1);
  if (previous && isHiragana(previous.surface) && previous.end === tokens[start]!.start) return undefined;
  let text = '';
  for (let j = start; j < Math.min(tokens.length, start + 4); j++) {
    const token = tokens[j]!;
    // A name neither begins with grammar nor holds a particle that marks a case or a topic (にほんの せんせい).
    const marking = token.pos === '助詞' && /^(格助詞|係助詞|連体化)$/.test(token.posDetail);
    const grammar = j === start && (token.pos === '助詞' || token.pos === '助動詞');
    const spaced = j > start && tokens[j - 1]!.end !== token.start;
    if (!isHiragana(token.surface) || marking || grammar || spaced) return undefined;
    text += token.surface;
    const title = KANA_TITLES.find((end) => text.endsWith(end));
    if (!title) continue;
    const name = text.slice(0, -title.length);
    const listed = [text, `${name}さん`, `お${name}さん`].some((word) => catalogue.spellingsOf(word));
    // IPADIC cut the title with the name, or the name into pieces before the title (たな + か + せんせい).
    const cut = token.surface !== title || j - start >= 2;
    const named =
      cut &&
      name.length >= 2 &&
      name.length <= 4 &&
      !name.startsWith('お') &&
      !listed &&
      AFTER_NAME.test(at(tokens, j + 1)?.surface ?? '。');
    return named ? { last: j, nameEnd: tokens[start]!.start + name.length, title } : undefined;
  }
  return undefined;
}

/**
 * Whether a loanword at `index` is a given name it spells before a title (マイクさん, Mike, not "microphone";
 * ビルさん) or called after an interjection (やあ、ビル。, ねえ、マイク！). A loanword for a person takes a title
 * or is called too, and stays a word (コックさん, ねえ、ママ).
 */
function isLoanwordName(tokens: readonly Token[], index: number, catalogue: Catalogue): boolean {
  const token = tokens[index]!;
  const next = at(tokens, index + 1);
  const titled = next?.posDetail === '接尾' && PERSON_TITLES.has(next.surface);
  const called =
    at(tokens, index - 1)?.surface === '、' &&
    CALLS.has(at(tokens, index - 2)?.surface ?? '') &&
    (next === undefined || next.pos === '記号');
  if (token.pos !== '名詞' || !isKatakana(token.surface) || !(titled || called)) return false;
  return !catalogue.wordsWrittenAs(token.surface).some((item) => PERSON_GLOSS.test(item.english));
}

// What ends the spoken "must" and "must not" before ならない (出さなきゃならない, 行かなくちゃ, 飲んじゃ), and the
// literary negatives after the copula.
const SPOKEN_MUST = new Set(['なきゃ', 'なくちゃ', 'ちゃ', 'じゃ']);
const LITERARY_NOT = new Set(['ず', 'ざる', 'ぬ']);

/**
 * The listed loanword a katakana token no list has spells with or without its final long vowel, as
 * loanwords are written both ways (パーティ, パーティー; エレベータ, エレベーター).
 */
function longVowelVariant(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  const { surface } = token;
  if (!isKatakana(surface) || surface.length < 3 || token.posDetail === '固有名詞') return undefined;
  const variant = surface.endsWith('ー') ? surface.slice(0, -1) : `${surface}ー`;
  return catalogue.wordsWrittenAs(variant).find((item) => item.word === variant);
}

/**
 * The word a katakana token no list has writes for effect where the word is usually written in kana: ダメ is
 * 駄目 (だめ), スゴイ すごい. Not a word usually written with kanji (ジム is no 事務), but for a pronoun, nor a name.
 */
function kanaWordInKatakana(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  if (!isKatakana(token.surface) || token.posDetail === '固有名詞' || token.surface.length < 2)
    return undefined;
  const sound = katakanaToHiragana(token.surface);
  for (const [position, reading] of catalogue.spellingsOf(sound) ?? []) {
    const item = catalogue.vocabularyAt(position);
    // A pronoun IPADIC knows in katakana writes the pronoun, whatever its usual spelling (ボク 僕, オレ 俺).
    const pronoun = token.posDetail === '代名詞' && item.partsOfSpeech.includes('pn');
    const kana = item.usuallyKana || item.word === sound || pronoun;
    // A noun in katakana is a kana noun, not an adverb or verb that sounds so (ホット is not ほっと), or an
    // adjective in its own shape (スゴイ).
    const noun =
      item.partsOfSpeech.some((code) => /^(n|adj-na|pn)/.test(code)) ||
      (token.surface.endsWith('イ') && item.partsOfSpeech.includes('adj-i'));
    if (reading === sound && kana && (token.pos === '名詞' ? noun : posAgrees(token, item, false)))
      return item;
  }
  return undefined;
}

/** The catalogue entry spelled `word` and read `reading`. */
const listedAs = (catalogue: Catalogue, word: string, reading: string) =>
  catalogue.wordsWrittenAs(word).find((item) => item.reading === reading);

/**
 * The literary words of existence that proverbs, headlines and signs keep (山河あり, 貸し間あり, 異状なし,
 * 親はなし): IPADIC's literary verb あり is ある, its literary adjective なし the listed 無し.
 */
function literaryExistence(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  if (token.conjugationType === 'ラ変' && token.basicForm === 'あり')
    return listedAs(catalogue, '有る', 'ある');
  if (token.pos === '形容詞' && token.surface === 'なし') return listedAs(catalogue, '無し', 'なし');
  return undefined;
}

/**
 * The listed word a formal noun in kana is (see `FORMAL_NOUNS`), where IPADIC marks it as one, or as a common
 * noun (ものは相談だ: 物). So is the なか IPADIC marks dependent, 中 (流れのなかで), the suffix ごろ, 頃
 * (十二歳ごろ, 見ごろ), and the たび it marks dependent after a verb, この or その, or a number, 度 (聞くたびに,
 * このたびは, 二たび); after an adjective it is a misread 旅 (長いたび).
 */
function formalNoun(
  catalogue: Catalogue,
  tokens: readonly Token[],
  index: number,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (token.surface === 'なか' && token.posDetail === '非自立') return listedAs(catalogue, '中', 'なか');
  const before = at(tokens, index - 1);
  const occasion =
    before !== undefined &&
    (before.pos === '動詞' || before.pos === '助動詞' || before.pos === '連体詞' || isNumeral(before));
  if (token.surface === 'たび' && token.posDetail === '非自立' && occasion)
    return listedAs(catalogue, '度', 'たび');
  if (token.surface === 'ごろ' && token.posDetail === '接尾') return listedAs(catalogue, '頃', 'ころ');
  const word = FORMAL_NOUNS.get(token.surface);
  if (word === undefined || token.pos !== '名詞' || !['非自立', '一般'].includes(token.posDetail))
    return undefined;
  return listedAs(catalogue, word, token.surface);
}

/**
 * The listed word a compound particle IPADIC keeps as one is made of, written with its kanji: に関する is
 * 関する, に対して 対する, と共に 共に, を以て 以て. One in kana (について, によって) is grammar. A te-form is a
 * verb's, not a word it spells (従って of に従って is 従う, not the conjunction 従って).
 */
function particleWord(token: Token, catalogue: Catalogue): VocabularyItem | undefined {
  if (token.pos !== '助詞') return undefined;
  const [, lead, rest] = /^([にとを])(\p{Script=Han}.*)$/u.exec(token.surface) ?? [];
  const written =
    rest === undefined
      ? undefined
      : catalogue.wordsWrittenAs(rest).find((item) => lead + item.reading === token.reading);
  if (written && !/[てで]$/.test(rest!)) return written;
  const [, particle, stem, ending] =
    /^([にを])(\p{Script=Han}+)(する|して|し|した)$/u.exec(token.surface) ?? [];
  const reading =
    stem && token.reading.startsWith(particle!) && token.reading.endsWith(ending!)
      ? `${token.reading.slice(particle!.length, -ending!.length)}する`
      : undefined;
  // A verb in する first (に関して 関する); else the godan verb whose te-form it is (を通して 通す).
  const suru = reading === undefined ? undefined : listedAs(catalogue, `${stem}する`, reading);
  if (suru) return suru;
  // A listed word in て that is no verb's te-form stays itself: 以て of を以て.
  return teFormParticleVerb(token, catalogue) ?? written;
}

/** The verb of a compound particle in its te-form, written with the verb's kanji: に従って is 従う. */
function teFormParticleVerb(token: Token, catalogue: Catalogue): VocabularyItem | undefined {
  const [, lead, rest] = /^([にとを])(\p{Script=Han}.*)$/u.exec(token.surface) ?? [];
  if (!rest || !token.reading.startsWith(lead!)) return undefined;
  const heard = lemmasOfTeForm(token.reading.slice(lead!.length));
  for (const [index, lemma] of lemmasOfTeForm(rest).entries()) {
    const verb = catalogue
      .wordsWrittenAs(lemma)
      .find((item) => item.reading === heard[index] && item.partsOfSpeech.some((code) => /^v/.test(code)));
    if (verb) return verb;
  }
  return undefined;
}

/**
 * The word an exclamation says: an interjection IPADIC keeps whole with a listed word in it (そうですね), or
 * the adverb 何て ("what a …!") that IPADIC takes for the particle なんて ("such as") at the start of a
 * sentence, where the particle cannot be: なんて美しい花だ.
 */
function exclamation(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  const previous = at(tokens, index - 1);
  const said = token.pos === '感動詞' ? WORDS_OF_INTERJECTIONS[token.surface] : undefined;
  if (said) return listedAs(catalogue, ...said);
  if (token.surface !== 'なんて' || token.pos !== '助詞' || (previous && previous.pos !== '記号'))
    return undefined;
  return listedAs(catalogue, '何て', 'なんて');
}

// Interjections IPADIC keeps whole that say a listed word: そうですね is the adverb そう, 何だ (何だあれは) 何.
const WORDS_OF_INTERJECTIONS: Record<string, [string, string]> = {
  そうですね: ['そう', 'そう'],
  そうですか: ['そう', 'そう'],
  何だ: ['何', 'なん'],
};

/**
 * The index of the last token of いらし (いらして, いらした, いらしたら), the short いらっしゃる, which IPADIC does not
 * know and cuts into いる, ら and する (い + らし, いら + し, い + ら + し); undefined where there is none at `index`.
 */
function misparsedIrasu(tokens: readonly Token[], index: number): number | undefined {
  const first = at(tokens, index);
  if (first?.pos !== '動詞' || !first.surface.startsWith('い')) return undefined;
  let text = '';
  for (let k = index; k < Math.min(tokens.length, index + 3); k++) {
    text += tokens[k]!.surface;
    if (text === 'いらし') return ['て', 'た'].includes(at(tokens, k + 1)?.surface ?? '') ? k : undefined;
    if (!'いらし'.startsWith(text)) return undefined;
  }
  return undefined;
}

/**
 * The listed counter a kana token right after digits writes, by the sound it takes after that number, as
 * beginners write it (3まい: 枚, 2ひき: 匹, 100えん: 円, 3がい: 階).
 */
function kanaCounter(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  const number = at(tokens, index - 1);
  // Not a particle: the か of 3か is no 課.
  const kana = isHiragana(token.surface) && token.pos !== '助詞';
  if (!number || !isDigits(number.surface) || number.end !== token.start || !kana) return undefined;
  const value = parseNumber(number.surface);
  const counter = value === null ? undefined : counterSpelledAs(value, token.surface);
  return counter && listedAs(catalogue, ...counter);
}

// Units of time a count takes a half after, as beginners write them in kana or kanji (3じはん, 2ねんはん).
const HALVED_UNITS = new Set(['じ', '時', 'じかん', '時間', 'ねん', '年', 'かげつ', 'か月', 'ヶ月']);

/** The listed 半 that はん after a count of hours, years or months writes (3じ はん, 2じかんはん). */
function halfOfCount(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const counted = HALVED_UNITS.has(at(tokens, index - 1)?.surface ?? '') && isNumeral(at(tokens, index - 2));
  return tokens[index]!.surface === 'はん' && counted ? listedAs(catalogue, '半', 'はん') : undefined;
}

/**
 * A listed word IPADIC cut into tokens of other words at a token: the word, the last token of the form that
 * writes it, and the last token it takes up.
 */
interface CutWord {
  word: string;
  reading: string;
  formEnd: number;
  end: number;
}

// The particles a set phrase of a noun and a verb joins them with (気を付ける, 気に入る, 役に立つ).
const PHRASE_PARTICLES = new Set(['を', 'が', 'に']);

/**
 * A set phrase of a noun, a particle and a verb written in kana (きを つけて: 気を付ける, やくに たつ: 役に立つ,
 * まに あった: 間に合う): the one listed word with kanji and the particle that the kana spell with the verb's
 * dictionary form. Spaces between phrases do not matter (see `withoutSpaces`).
 */
function kanaSetPhrase(tokens: readonly Token[], index: number, catalogue: Catalogue): CutWord | undefined {
  // IPADIC may take the noun's kana for a verb's form (き of 来る, やく of 焼く).
  const [noun, particle, verb] = [tokens[index]!, at(tokens, index + 1), at(tokens, index + 2)];
  if (!isHiragana(noun.surface) || !PHRASE_PARTICLES.has(particle?.surface ?? '')) return undefined;
  if (verb?.pos !== '動詞' || !isHiragana(verb.surface) || !isHiragana(verb.basicForm)) return undefined;
  // A godan form in っ is of a verb in う, つ or る alike, whichever IPADIC took (いっ of いく or いる: きにいった
  // is 気に入る).
  const stem = verb.surface.endsWith('っ') ? verb.surface.slice(0, -1) : undefined;
  const forms = stem === undefined ? [verb.basicForm] : ['う', 'つ', 'る'].map((end) => stem + end);
  const phrases = forms
    .flatMap((form) => wordsReadAs(catalogue, noun.surface + particle!.surface + form))
    .filter((item) => hasKanji(item.word) && item.word.includes(particle!.surface));
  const [phrase, ...others] = phrases;
  if (!phrase || !others.every((other) => sameWord(phrase, other))) return undefined;
  return { word: phrase.word, reading: phrase.reading, formEnd: index + 2, end: index + 2 };
}

// Particles that may end what IPADIC read as a particle and a word at the start of a phrase (にほん + の).
const PHRASE_END_PARTICLE = /^(|の|に|は|が|を|で|も|と|へ)$/;

/**
 * A listed noun in kana at the start of a phrase that IPADIC began with a case particle, which no phrase
 * begins with: に + ほんの ("a mere") of にほんの たべもの is 日本 and the particle の. The one listed noun the
 * kana spell with no more than a particle after it.
 */
function nounForPhraseParticle(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): CutWord | undefined {
  const particle = tokens[index]!;
  const previous = at(tokens, index - 1);
  const phraseStart = !previous || previous.end < particle.start || previous.pos === '記号';
  if (!phraseStart || particle.pos !== '助詞' || particle.posDetail !== '格助詞') return undefined;
  const next = at(tokens, index + 1);
  if (!next || next.start !== particle.end || !isHiragana(next.surface)) return undefined;
  const kana = particle.surface + next.surface;
  for (let end = kana.length; end > particle.surface.length; end--) {
    if (!PHRASE_END_PARTICLE.test(kana.slice(end))) continue;
    const [noun, ...others] = wordsReadAs(catalogue, kana.slice(0, end)).filter(isNoun);
    if (noun && others.every((other) => sameWord(noun, other)))
      return { word: noun.word, reading: noun.reading, formEnd: index + 1, end: index + 1 };
  }
  return undefined;
}

// How many tokens a beginner's kana verb form IPADIC cut apart may lie in (は + なし of はなします).
const STEM_PIECES = 3;

/**
 * A beginner's kana verb form before an ending that IPADIC read as other words, a phrase of its own in a
 * sentence written without kanji: のみます is 飲む, not the particle のみ; はなします 話す, not は + なす; でます
 * 出る, not the copula; かって 買う, not 勝手; ならって 習う. The easiest listed verb the kana are a form of
 * before that ending, at N5 or N4 (see `beginnersWord`).
 */
function verbFormCut(tokens: readonly Token[], index: number, catalogue: Catalogue): CutWord | undefined {
  const previous = at(tokens, index - 1);
  const phrase =
    !previous || previous.end < tokens[index]!.start || previous.pos === '記号' || previous.pos === '助詞';
  if (!phrase || !isWrittenInKana(tokens, index)) return undefined;
  let kana = '';
  for (let last = index; last < Math.min(tokens.length, index + STEM_PIECES); last++) {
    const token = tokens[last]!;
    if (!isHiragana(token.surface) || (last > index && token.start > tokens[last - 1]!.end)) return undefined;
    kana += token.surface;
    // The ending after the kana, or the て, た, で or だ that ends them where IPADIC read them with it as no
    // listed word (かって as 勝手, ならって as なら + って).
    let lemmas = lemmasBefore(kana, at(tokens, last + 1));
    if (lemmas.length === 0 && /[てでただ]$/.test(kana) && wordsReadAs(catalogue, kana).length === 0) {
      const te = kana.at(-1)!;
      lemmas = lemmasBefore(kana.slice(0, -1), { surface: te, pos: '助詞', basicForm: te });
    }
    if (lemmas.length === 0) continue;
    // A verb IPADIC read there is found as verbs are.
    if (last === index && token.pos === '動詞') return undefined;
    const verbs = verbsOfForms(catalogue, lemmas);
    // The one real sentences say after the noun before it (いもうとが ないて: 泣く), or the easiest.
    const said = lemmas
      .map(([lemma]) => saidAfterNoun(tokens, index, lemma) ?? saidBySubject(tokens, index, lemma, catalogue))
      .find((word) => word);
    const verb = verbs.find((item) => item.word === said) ?? beginnersWord(verbs);
    return verb && { word: verb.word, reading: verb.reading, formEnd: last, end: last };
  }
  return undefined;
}

/** The listed verbs of `lemmas`, each a dictionary form and the conjugation it must have. */
const verbsOfForms = (catalogue: Catalogue, lemmas: readonly [string, RegExp][]) =>
  lemmas.flatMap(([lemma, type]) =>
    wordsReadAs(catalogue, lemma).filter((item) => item.partsOfSpeech.some((code) => type.test(code))),
  );

/**
 * A beginner's kana noun whose い IPADIC gave to the noun after an adjective's stem (あたらし + いくつ of
 * あたらしいくつ): the adjective ends in that い (新しい), and the noun is the easiest one the rest spells (靴).
 */
function nounAfterAdjectiveStem(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): CutWord | undefined {
  const [adjective, token] = [at(tokens, index - 1), tokens[index]!];
  const stem = adjective?.pos === '形容詞' && `${adjective.surface}い` === adjective.basicForm;
  const joined = adjective?.end === token.start && token.pos === '名詞' && token.surface.startsWith('い');
  if (!stem || !joined || !isHiragana(token.surface) || !isWrittenInKana(tokens, index)) return undefined;
  const noun = easiestNoun(catalogue, token.surface.slice(1));
  return noun && { word: noun.word, reading: noun.reading, formEnd: index, end: index };
}

// The kana a godan verb's dictionary form ends in, by the sound its te-form changes it to before て and た,
// and before the voiced で and だ.
const TE_SOUND: Record<string, string> = { っ: 'うつる', い: 'く', し: 'す' };
const VOICED_TE_SOUND: Record<string, string> = { ん: 'ぬぶむ', い: 'ぐ' };

/**
 * The dictionary forms, with their conjugation, of which `kana` is the form before `ending`: the stem before
 * ます or たい (のみ: のむ; たべ: たべる), the te- or ta-form's before て, た, で or だ (かっ: かう, かつ, かる; よん:
 * よむ, よぶ, よぬ), the imperfective before ない (のま: のむ).
 */
function lemmasBefore(
  kana: string,
  ending: Pick<Token, 'surface' | 'pos' | 'basicForm'> | undefined,
): [string, RegExp][] {
  const stem = kana.slice(0, -1);
  const last = kana.at(-1)!;
  const ichidan: [string, RegExp] = [`${kana}る`, /^v1$/];
  const godan = (ends: string): [string, RegExp][] => [...ends].map((end) => [stem + end, /^v5/]);
  const form = ending?.basicForm;
  if (ending?.pos === '助動詞' && (form === 'ます' || form === 'たい')) {
    const row = I_ROW.indexOf(last);
    return [...(row === -1 ? [] : godan(U_ROW[row]!)), ichidan];
  }
  if (ending?.pos === '助動詞' && form === 'ない') {
    const row = A_ROW.indexOf(last);
    return [...(row === -1 ? [] : godan(U_ROW[row]!)), ichidan];
  }
  const te = ending?.surface ?? '';
  // The te-form, the past, and the てる of ている said short (まってて).
  if (/^[てた]/.test(te) && ['て', 'た', 'てる'].includes(form ?? ''))
    return [...godan(TE_SOUND[last] ?? ''), ...(kana === 'いっ' ? godan('く') : []), ichidan];
  if (/^[でだ]/.test(te) && ['で', 'だ', 'でる'].includes(form ?? ''))
    return godan(VOICED_TE_SOUND[last] ?? '');
  return [];
}

/**
 * A beginner's kana ichidan verb IPADIC cut into a godan verb and the passive れる (つか + れ of つかれました, わか +
 * れ of わかれました): the easiest listed ichidan verb the kana spell, at N5 or N4 (see `beginnersVerb`).
 */
function ichidanCutAsPassive(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): CutWord | undefined {
  const next = at(tokens, index + 1);
  if (next?.basicForm !== 'れる' || next.posDetail !== '接尾') return undefined;
  if (!isBeginnersKana(tokens, index, '動詞', catalogue)) return undefined;
  const ichidan = wordsReadAs(catalogue, `${tokens[index]!.surface}れる`).filter((item) =>
    item.partsOfSpeech.includes('v1'),
  );
  const item = beginnersWord(ichidan);
  return item && { word: item.word, reading: item.reading, formEnd: index + 1, end: index + 1 };
}

/**
 * A beginner's kana noun IPADIC cut into a filler or an interjection and a particle (あには: あ + に; あさ、: あ +
 * さ), in a sentence written without kanji: the easiest noun the two spell (see `beginnersNoun`).
 */
function nounAfterFiller(tokens: readonly Token[], index: number, catalogue: Catalogue): CutWord | undefined {
  const filler = tokens[index]!;
  const particle = at(tokens, index + 1);
  // An interjection says its pause with a comma (あ、そうだ); one right before a particle is no interjection.
  const exclaimed = filler.pos === 'フィラー' || filler.pos === '感動詞';
  if (!exclaimed || particle?.pos !== '助詞' || particle.start !== filler.end) return undefined;
  if (!isHiragana(filler.surface + particle.surface) || !isWrittenInKana(tokens, index)) return undefined;
  const noun = easiestNoun(catalogue, filler.surface + particle.surface);
  return noun && { word: noun.word, reading: noun.reading, formEnd: index + 1, end: index + 1 };
}

// The forms of いう, いく and いる that, after は, spell the forms of 入る: はいっ, はいら, はいり, はいれ, はいろ.
const ENTERING = /^い[っらりれろ]$/;

/**
 * 入る in kana after a space, which IPADIC cut into the particle は and a form of いう, いく or いる (へやに
 * はいって: は + いっ). A particle begins no phrase that beginners space out, so は after a space begins a word.
 */
function enteringAfterSpace(tokens: readonly Token[], index: number): CutWord | undefined {
  const particle = tokens[index]!;
  const verb = at(tokens, index + 1);
  const spaced = index > 0 && tokens[index - 1]!.end < particle.start;
  const split = particle.surface === 'は' && particle.pos === '助詞' && verb?.pos === '動詞';
  const entering = spaced && split && ENTERING.test(verb.surface) && verb.start === particle.end;
  return entering ? { word: '入る', reading: 'はいる', formEnd: index + 1, end: index + 1 } : undefined;
}

/**
 * 痛い in kana after what hurts, which IPADIC cut into い of いる and the auxiliary たい (あたまが いたい: い +
 * たい); いたい after someone or where one is stays 居る and たい (彼がいたい場所, ここに いたい).
 */
function achingAfterSubject(tokens: readonly Token[], index: number): CutWord | undefined {
  const token = tokens[index]!;
  const wanting = at(tokens, index + 1);
  const split = token.surface === 'い' && token.basicForm === 'いる' && wanting?.basicForm === 'たい';
  const subject = at(tokens, index - 1)?.surface === 'が' ? at(tokens, index - 2) : undefined;
  const aching = split && subject !== undefined && isThing(subject) && wanting.start === token.end;
  return aching ? { word: '痛い', reading: 'いたい', formEnd: index + 1, end: index + 1 } : undefined;
}

// The forms of 来る and 食う IPADIC makes of the spoken とく (ておく) after やっ: やっときます, やっとく, やっとけ.
const SLURRED_OKU = new Set(['き', 'く', 'くっ', 'け', 'こ']);

/**
 * 遣る of the spoken やっとく, "do it in advance" (やって + おく), which IPADIC cut into the adverb やっと and a form
 * of 来る or 食う (僕がやっときます); the rest is grammar. The adverb is followed by its verb (やっと来た), not by a
 * bare stem.
 */
function slurredYatteOku(tokens: readonly Token[], index: number): CutWord | undefined {
  const next = at(tokens, index + 1);
  const verb = next?.pos === '動詞' && ['くる', '来る', 'くう', '食う'].includes(next.basicForm);
  // き only before ます: やっときた is the adverb and 来る in kana, "came at last".
  const slurred =
    verb &&
    SLURRED_OKU.has(next.surface) &&
    (next.surface !== 'き' || at(tokens, index + 2)?.basicForm === 'ます');
  const done = tokens[index]?.surface === 'やっと' && slurred;
  return done ? { word: '遣る', reading: 'やる', formEnd: index, end: index + 1 } : undefined;
}

/**
 * The いつ ("when") that IPADIC, after a noun, takes for い of いる and the literary auxiliary つ (誕生日いつ？),
 * which modern text never has after いる.
 */
function whenMisparsed(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  if (!isMisparsedWhen(tokens, index)) return undefined;
  return listedAs(catalogue, '何時', 'いつ');
}

/** The suffix とも and に after what is counted or paired: 共に, "both alike" (心身ともに, 母子ともに). */
function bothAlike(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (token.surface !== 'とも' || token.posDetail !== '接尾' || at(tokens, index + 1)?.surface !== 'に')
    return undefined;
  return listedAs(catalogue, '共に', 'ともに');
}

function isMisparsedWhen(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const next = at(tokens, index + 1);
  return (
    token.surface === 'い' && token.basicForm === 'いる' && next?.surface === 'つ' && next.pos === '助動詞'
  );
}

/**
 * Whether a verb or adjective in kana is in a form modern text never uses, so IPADIC took some other kana for
 * it: a verb ending in ん before an unvoiced た or て (はさん + た of さんたん, which 挟む would say 挟んだ), an
 * adjective's literary form in し that is no listed word (ひろし, a name, is no ひろい; なし is 無し); a すき
 * right after a verb, which 好き never follows without の: 逃げるすき is 隙, "a chance", no list has; and a する
 * conjugated as a godan verb (マッチをすった), which is 擦る or 刷る, never 為る.
 */
function isImpossibleKanaForm(tokens: readonly Token[], index: number, catalogue: Catalogue): boolean {
  const token = tokens[index]!;
  if (!isHiragana(token.surface)) return false;
  const before = at(tokens, index - 1);
  // The い or かっ after a katakana noun ends an adjective written in katakana (ヤバい, ヤバかった, ウザい), not
  // いる or かう.
  const adjectiveEnd = token.surface === 'い' || token.surface === 'かっ';
  if (token.pos === '動詞' && adjectiveEnd && before?.pos === '名詞' && isKatakana(before.surface))
    return true;
  // Kansai speech: ええ as an adjective is いい (no listed word; the listed ええ is "yes"), and やった after a
  // na-adjective is the copula's past (きれいやった).
  if (token.pos === '形容詞' && token.basicForm === 'ええ') return true;
  if (token.basicForm === 'やる' && before?.posDetail === '形容動詞語幹') return true;
  // The literary よし that begins an utterance before a pause is the interjection "right!" (よし、やるか).
  const pause = (neighbour: Token | undefined) => neighbour === undefined || neighbour.pos === '記号';
  if (token.surface === 'よし' && token.pos === '形容詞' && pause(before) && pause(at(tokens, index + 1)))
    return true;
  // Spoken contractions IPADIC cuts into words: てらんない (ていられない) is no 欄, 行かなかったんすよ (んです) no
  // たんす, わからへんかった (なかった) no 刈る, 辞めようかなって (かな + って) no なる.
  if (token.surface === 'らん' && isTeParticle(before)) return true;
  if (token.surface === 'たんす' && (before?.pos === '助動詞' || before?.pos === '動詞')) return true;
  if (token.basicForm === 'かる' && before?.surface === 'へん') return true;
  if (token.surface === 'なっ' && before?.surface === 'か' && at(tokens, index - 2)?.pos === '助動詞')
    return true;
  if (token.surface === 'すき' && token.pos === '名詞') return at(tokens, index - 1)?.pos === '動詞';
  if (token.basicForm === 'する' && token.conjugationType.startsWith('五段')) return true;
  if (token.pos === '形容詞')
    return token.surface === `${token.basicForm.slice(0, -1)}し` && !catalogue.spellingsOf(token.surface);
  const after = at(tokens, index + 1);
  // A godan verb's form in the a-row is its imperfective, which an auxiliary always follows (照らない): before
  // punctuation or a particle it is no verb (the てら of がてら, "on the way"), but for the literary ば of
  // supposing (行かば) and the slurred ない that IPADIC takes for a particle (わからねー).
  const row = U_ROW.indexOf(token.basicForm.at(-1) ?? '');
  const imperfective =
    token.conjugationType.startsWith('五段') &&
    row !== -1 &&
    token.surface === token.basicForm.slice(0, -1) + A_ROW[row];
  if (token.pos === '動詞' && imperfective)
    return (
      after === undefined ||
      after.pos === '記号' ||
      (after.pos === '助詞' && after.surface !== 'ば' && !SLURRED_NAI.test(after.surface))
    );
  // A godan verb in る cut to its stem (IPADIC's 体言接続特殊２, a slur before a noun) is no verb in kana: the ち
  // of ちち, おせち and おばあちゃんち is not 散る.
  if (
    token.pos === '動詞' &&
    token.conjugationType === '五段・ラ行' &&
    token.surface === token.basicForm.slice(0, -1)
  )
    return true;
  // Nor does a form in っ end a phrase (the interjection うわっ is not 植わる), and no word begins with a small
  // kana: IPADIC cut a word it did not know before one (ち + ぇっ of ちぇっ, "tch").
  if (token.pos === '動詞' && token.surface.endsWith('っ') && (after === undefined || after.pos === '記号'))
    return true;
  if (SMALL_KANA.test(after?.surface ?? '')) return true;
  return (
    token.pos === '動詞' &&
    token.surface.endsWith('ん') &&
    (after?.surface === 'た' || after?.surface === 'て')
  );
}

/**
 * The pronoun of a demonstrative and a particle IPADIC takes for a conjunction inside a clause, after a
 * particle (彼はそこで襲撃を受けた: そこ, "there"), or where a predicate of a noun or adjective follows and ends
 * the sentence: それで of それで全部？ and それでいいの？ is それ ("with that"), but that of それで彼は怒った "so".
 */
function demonstrativeBeforePredicate(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (token.pos !== '接続詞') return undefined;
  const [, pronoun] = /^(それ|そこ|これ|ここ)[でに]$/.exec(token.surface) ?? [];
  if (pronoun === undefined) return undefined;
  const previous = at(tokens, index - 1);
  const next = at(tokens, index + 1);
  // So is one right before a verbal noun and する, whose object or partner it is (それに匹敵する).
  const inClause =
    (previous?.pos === '助詞' && previous.posDetail !== '接続助詞') ||
    (next?.posDetail === 'サ変接続' && at(tokens, index + 2)?.basicForm === 'する');
  if (!inClause && !(next?.pos === '名詞' || next?.pos === '形容詞')) return undefined;
  for (let k = index + 2; !inClause && k < tokens.length && tokens[k]!.pos !== '記号'; k++) {
    const { pos, posDetail } = tokens[k]!;
    if (pos !== '助動詞' && !(pos === '助詞' && posDetail === '終助詞')) return undefined;
  }
  return catalogue.spellingsOf(pronoun)?.map(([position]) => catalogue.vocabularyAt(position))[0];
}

/**
 * The verb 済む in the negative after a particle (ただでは済まない, 謝っても済まない), which IPADIC takes for the
 * adjective of an apology, 済まない.
 */
function notSettled(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (!/^(済|す)まない$/.test(token.basicForm) || at(tokens, index - 1)?.pos !== '助詞') return undefined;
  return listedAs(catalogue, '済む', 'すむ');
}

// The case particles only a noun takes (not と or って, which quote a command: 持っていけって).
const NOUN_PARTICLES = new Set(['に', 'を', 'が', 'で', 'へ', 'の', 'から', 'まで', 'より']);

/**
 * The listed noun an adjective's く-form spells (遠く, 近く, "a place far off", "the neighbourhood") where IPADIC
 * took it for the adjective: before a case particle, which only a noun takes (遠くまで運ばれる), or after a
 * count, which it measures (倍近く違った, "nearly twice").
 */
function nounOfAdjective(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (token.pos !== '形容詞' || !token.surface.endsWith('く')) return undefined;
  const before = at(tokens, index - 1);
  const counted = before?.posDetail === '数' || before?.surface === '倍';
  if (!NOUN_PARTICLES.has(at(tokens, index + 1)?.surface ?? '') && !counted) return undefined;
  return catalogue.wordsWrittenAs(token.surface).find(isNoun);
}

/**
 * Kana words IPADIC's tags name where the kana alone names several listed words: the adnominal ある is 或る
 * ("a certain", ある大学教授), not the verb 有る; the pronoun なん or なに is 何 (この騒音はなんだ？, なんであれ), and
 * so is the なん of なんら and 何らか; the adjectival noun いや is 嫌 (雨天がいやだ), not the interjection 否; the
 * うる that depends on a verb's stem 得る, not 売る.
 */
function kanaWordByTag(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (token.surface === 'ある' && (token.pos === '連体詞' || isAdnominalAru(tokens, index)))
    return listedAs(catalogue, '或る', 'ある');
  if (token.surface === 'いや' && token.posDetail === '形容動詞語幹')
    return listedAs(catalogue, '嫌', 'いや');
  // An interjection or a conjunction takes no case particle: before one, its kana are the easiest noun they
  // spell (いえに かえって: 家, not いえ, "no").
  const next = at(tokens, index + 1);
  // So does a godan verb's form in the e-row, an imperative or a supposition (いえに: い + え of いう).
  const row = U_ROW.indexOf(token.basicForm.at(-1) ?? '');
  const eRow =
    token.pos === '動詞' &&
    !isTeParticle(at(tokens, index - 1)) &&
    NOUN_PARTICLES.has(next?.surface ?? '') &&
    token.conjugationType.startsWith('五段') &&
    row !== -1 &&
    token.surface === token.basicForm.slice(0, -1) + E_ROW[row];
  const exclaimed = token.pos === '感動詞' || token.pos === '接続詞' || eRow;
  const caseMarked = next?.pos === '助詞' && (next.posDetail === '格助詞' || next.posDetail === '連体化');
  if (exclaimed && caseMarked && isHiragana(token.surface)) return easiestNoun(catalogue, token.surface);
  if (/^(なん|何)ら/.test(token.surface)) return listedAs(catalogue, '何', 'なん');
  // なんじ, "what time", which IPADIC cuts into a slurred なる and the literary じ.
  if (token.surface === 'なん' && token.pos === '動詞' && at(tokens, index + 1)?.surface === 'じ')
    return listedAs(catalogue, '何', 'なん');
  // The kana うる after a verb's stem is 得る, "can" (できうる).
  if (token.surface === 'うる' && token.posDetail === '非自立' && at(tokens, index - 1)?.pos === '動詞')
    return listedAs(catalogue, '得る', 'うる');
  const asking =
    token.posDetail === '代名詞' &&
    (token.surface === 'なに' || (token.surface === 'なん' && !isExplanatoryCopula(tokens, index)));
  // Not before what makes a listed word with it (なんで, なにか): those are found as the words they spell.
  const spelled =
    next && !isWhatever(tokens, index + 1) && catalogue.spellingsOf(token.surface + next.surface);
  return asking && !spelled ? listedAs(catalogue, '何', token.surface) : undefined;
}

/**
 * Whether a kana なん IPADIC takes for the pronoun is the copula's な and the ん of explanation, right after a
 * word and before だ or です (どうなんだい, なんでなんだろう); after a particle it asks "what" (これはなんだ).
 */
function isExplanatoryCopula(tokens: readonly Token[], index: number): boolean {
  const before = at(tokens, index - 1);
  const next = at(tokens, index + 1)?.surface ?? '';
  return before !== undefined && before.pos !== '助詞' && before.pos !== '記号' && /^(だ|で)/.test(next);
}

/**
 * Whether the verb ある that IPADIC sees right after a topic and before a noun is the adnominal 或る: その事故は
 * ある十字路で起こった ("a certain crossroads"). After に (本棚にある本) or が (時間がある人) it says where or what
 * there is.
 */
function isAdnominalAru(tokens: readonly Token[], index: number): boolean {
  const next = at(tokens, index + 1);
  const topic = at(tokens, index - 1);
  if (tokens[index]!.pos !== '動詞' || next?.pos !== '名詞' || next.posDetail === '非自立') return false;
  if (topic?.surface !== 'は' || topic.pos !== '助詞') return false;
  return at(tokens, index - 2)?.pos === '名詞' || at(tokens, index - 2)?.pos === '連体詞';
}

/** The 分 of a fraction, which IPADIC keeps with its の (３分の２): 分 read ぶん, "part". */
function fractionWord(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (token.surface !== '分の' || token.posDetail !== '接尾' || !isNumeral(at(tokens, index + 1)))
    return undefined;
  return listedAs(catalogue, '分', 'ぶん');
}

/** The adjective いい of いいじゃん, which IPADIC takes for the stem of 言う (いい). */
function goodBeforeJan(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (token.surface !== 'いい' || token.basicForm !== 'いう' || at(tokens, index + 1)?.surface !== 'じゃん')
    return undefined;
  return catalogue.wordsWrittenAs('いい')[0];
}

// Verbs of going and coming that a stem and に give the purpose of: 買いに行く, 遊びに来る.
const PURPOSE_VERBS = new Set([
  '行く',
  'いく',
  '来る',
  'くる',
  '出る',
  '出かける',
  '帰る',
  '戻る',
  '入る',
  '参る',
  '伺う',
]);

/** Whether a verb of coming or going, which a purpose in に goes with, begins at `index` (いらして too). */
const isPurposeVerb = (tokens: readonly Token[], index: number) =>
  PURPOSE_VERBS.has(at(tokens, index)?.basicForm ?? '') || misparsedIrasu(tokens, index) !== undefined;

/**
 * Whether the token after a verb stem makes it a noun: の, が, を, は, に, か, the sentence-final ね or な, or
 * the copula (曇りの, 決まりだ, 終わりかな, 引き出しに). Not after an honorific お or ご, which with the stem and
 * the copula says the verb politely (お持ちですか).
 */
function usedAsNoun(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const next = at(tokens, index + 1);
  if (token.surface === token.basicForm || !next) return false;
  const before = at(tokens, index - 1);
  if (isHonorificPrefix(before)) return false;
  // は too, unless a form of する follows (食べはしない stresses the verb).
  if (next.surface === 'は') return at(tokens, index + 2)?.basicForm !== 'する';
  // A stem before か or the sentence-final ね is a noun too (終わりかな); before な it is the imperative of
  // なさい (読みなよ), before よ a literary imperative (答えよ). Before に it is the place something goes
  // (引き出しに入れる), but for the purpose of going or coming (買いに行く).
  if (next.surface === 'に' && next.pos === '助詞') return !isPurposeVerb(tokens, index + 2);
  // So before で as a case particle, which follows no verb's stem (うみで: the noun 海, not 産む).
  if (next.pos === '助詞')
    return (
      ['の', 'が', 'を', 'か', 'ね'].includes(next.surface) ||
      (next.surface === 'で' && next.posDetail === '格助詞')
    );
  // So is one before ある or the adjective ない, which say whether there is one (差し支えありません).
  if (
    (next.pos === '動詞' && next.basicForm === 'ある') ||
    (next.pos === '形容詞' && next.basicForm === 'ない')
  )
    return true;
  // The copula, not the だ of the past after a sound change (よんだ, およいだ: た voiced).
  const copula = next.basicForm === 'だ' && next.conjugationType === '特殊・ダ';
  return next.pos === '助動詞' && (copula || next.basicForm === 'です');
}

/**
 * Whether IPADIC took the noun 死 and the particle に for the stem of 死ぬ, before a verb or verbal noun that
 * makes no compound with it (死に直面する, 死に憧れる); it keeps compounds whole (死に絶える).
 */
function isDeathWithNi(tokens: readonly Token[], index: number): boolean {
  const next = at(tokens, index + 1);
  return (
    tokens[index]!.surface === '死に' &&
    tokens[index]!.pos === '動詞' &&
    ((next?.pos === '動詞' && next.posDetail === '自立') || next?.posDetail === 'サ変接続')
  );
}

// Verbs that follow a noun to make a verb of it, not a compound with a verb's stem (真似する is no 真似る).
const LIGHT_VERBS = new Set([
  'する',
  'できる',
  '出来る',
  'なる',
  'ある',
  'いる',
  'いたす',
  '致す',
  'くださる',
]);

/** Whether a token is the suffix すぎ, "too much", as IPADIC tags it after what it takes for a noun. */
const isExcess = (token: Token | undefined) =>
  token?.posDetail === '接尾' && (token.surface === 'すぎ' || token.surface === '過ぎ');

/**
 * Whether the suffix すぎ after a token is the verb 過ぎる, "too much": after a verb's or an adjective's stem
 * (食べすぎ, 大きすぎ), an adjectival noun (露骨すぎ), or a noun IPADIC took for a stem (休みすぎ).
 */
function isStemBeforeExcess(catalogue: Catalogue, token: Token | undefined): boolean {
  if (!token) return false;
  return (
    isStemForm(token) || token.posDetail === '形容動詞語幹' || verbOfStem(catalogue, token) !== undefined
  );
}

/** The listed verb a noun token is the stem of, read so (休み of 休みすぎ is 休む). */
function verbOfStem(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  if (token.pos !== '名詞' || !hasKanji(token.surface)) return undefined;
  return stemsOf(catalogue, token.surface).find(([, reading]) => reading === token.reading)?.[0];
}

function nounSpelled(catalogue: Catalogue, surface: string, token: Token): VocabularyItem | undefined {
  for (const [position, reading, kana] of catalogue.spellingsOf(surface) ?? []) {
    const item = catalogue.vocabularyAt(position);
    if (kana === 0 && reading === token.reading && item.partsOfSpeech.includes('n')) return item;
  }
  return undefined;
}

/** A noun followed by a sentence-final よ that, with る, is an ichidan verb: 答えよ, 述べよ. */
function isImperativeStem(tokens: readonly Token[], index: number): boolean {
  const after = tokens[index + 2];
  // Not a suffix: 三時過ぎよ is "past three", with the particle よ.
  return (
    tokens[index]!.pos === '名詞' &&
    tokens[index]!.posDetail !== '接尾' &&
    hasKanji(tokens[index]!.surface) &&
    tokens[index + 1]?.surface === 'よ' &&
    (after === undefined || after.pos === '記号')
  );
}

/**
 * An inflected verb or adjective that ends a phrase: at the end, before punctuation, a sentence-final
 * particle, or another word that it modifies as an adverb (よく食べる, よろしくお願いします). Not before what
 * inflects it further, a noun it forms a compound with (例え話) or なる and する (良くなる is the adjective).
 */
function isFinalForm(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (!isStemForm(token)) return false;
  const next = tokens[index + 1];
  // An adjective between its subject and a comma is its predicate, going on to the next clause (品質が良く、
  // 安い), no adverb; before a verb it is one (傘が良く売れる).
  if (token.pos === '形容詞' && at(tokens, index - 1)?.surface === 'が' && next?.surface === '、')
    return false;
  if (!next || next.pos === '記号' || next.pos === '接頭詞' || next.pos === '感動詞') return true;
  if (next.pos === '助詞') return next.posDetail === '終助詞';
  // The polite ませ of an imperative that ends the sentence (お出で下さいませ) is the same request.
  if (next.surface === 'ませ' && isSentenceEnd(tokens[index + 2])) return true;
  // In kana, よく before する is the adverb, "often" (昔はよくした, 世話をよくする: 世話をする, often), but after
  // an object that is no verbal noun, and in kanji, it is the adjective: 効率をよくする, "to make better".
  const object = at(tokens, index - 1)?.surface === 'を' ? at(tokens, index - 2) : undefined;
  const often =
    token.surface === 'よく' &&
    next.basicForm === 'する' &&
    (object ? object.posDetail === 'サ変接続' : !hasObject(tokens, index));
  return (
    next.pos === '動詞' &&
    next.posDetail === '自立' &&
    next.basicForm !== 'なる' &&
    (next.basicForm !== 'する' || often)
  );
}

// JMdict codes of verbs, adjectives and auxiliaries: words with inflected forms.
const INFLECTING = /^(v|adj-i|aux)/;

// JMdict codes of words that do not inflect and are no nouns: expressions, adverbs, interjections, conjunctions.
const EXPRESSION = /^(exp|adv|int|conj)$/;

/** The listed expression a form spells, read as the text reads it (宜しく よろしく, 下さい ください). */
function expressionSpelled(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  for (const [position, reading] of catalogue.spellingsOf(token.surface) ?? []) {
    const item = catalogue.vocabularyAt(position);
    if (reading === token.reading && item.partsOfSpeech.every((code) => EXPRESSION.test(code))) return item;
  }
  return undefined;
}

const isKanaAdnominal = (item: VocabularyItem) => item.usuallyKana && item.partsOfSpeech.includes('adj-pn');

/** The listed set phrase `stem` + ない (かもしれ: かもしれない). */
const phraseInNai = (catalogue: Catalogue, stem: string) =>
  catalogue.wordsWrittenAs(`${stem}ない`).find((item) => item.partsOfSpeech.includes('exp'));

function verbSpelled(catalogue: Catalogue, form: string): VocabularyItem | undefined {
  for (const [position, , kana] of catalogue.spellingsOf(form) ?? []) {
    const item = catalogue.vocabularyAt(position);
    if (kana === 0 && item.word === form && item.partsOfSpeech.includes('v1')) return item;
  }
  return undefined;
}

/** A catalogue word in tokenized text: the item and where its tokens are in the text. */
export interface WordMatch {
  item: VocabularyItem;
  /** The text of the tokens, as written (食べました for 食べる). */
  form: string;
  /** UTF-16 offsets in the text. */
  start: number;
  end: number;
}

export interface DetectionOptions {
  /**
   * Find the words a name the dictionaries list is made of too: 第二次世界大戦 is no use of 大戦, but shows the
   * word to a learner in an example sentence.
   */
  wordsInNames?: boolean;
}

/**
 * The last token of the longest name that begins at `start`, one the dictionaries list and the catalogue does
 * not (see `nameMeaning`) or one made as names are (see `compoundNameEnd`): a name counts whole, as no word
 * (第二次世界大戦 uses neither 世界 nor 大戦; ノーベル賞 is not 賞, 文部科学省 not 科学).
 */
export function nameEnd(tokens: readonly Token[], start: number, catalogue: Catalogue): number | undefined {
  let text = tokens[start]!.surface;
  let last: number | undefined;
  for (let j = start + 1; j < tokens.length && beginsName(text); j++) {
    text += tokens[j]!.surface;
    if (nameMeaning(text) !== undefined && !catalogue.spellingsOf(text) && !isPhraseOfWords(text, catalogue))
      last = j;
  }
  const made = compoundNameEnd(tokens, start);
  return made !== undefined && made > (last ?? start) ? made : last;
}

// What the name of a ministry, an agency, a public body, a party or a championship ends in, whatever begins it
// (環境省, 世界保健機構, 自由党, 全国高校野球選手権大会), and of an office, a faculty or a plant after a place's or an
// organisation's name (東京特許許可局, 芸術学部, 福島第一原子力発電所). Not what a common noun phrase may end in too
// (テレビ局, 日本語学校, 調査委員会, 弁論大会).
const PUBLIC_BODY_ENDINGS = ['省', '庁', '機構', '党', '選手権', '選手権大会'];
const ORGANISATION_ENDINGS = [...PUBLIC_BODY_ENDINGS, '局', '学部', '発電所', '研究所'];

/**
 * The last token of a name no dictionary lists that begins at `start`: what a place's name ends in right after
 * a name IPADIC knows (東京 + 駅, 秋田 + 新幹線, 東京 + タワー), or nouns that end as a public body's name does (世界
 * + 保健 + 機構, 自由 + 党), or, after a name IPADIC knows, an office's or a plant's (東京 + 特許 + 許可 + 局,
 * 東京電力 + 福島 + 第一 + 原子力 + 発電 + 所). Names count whole, as nothing, as the listed ones do.
 */
function compoundNameEnd(tokens: readonly Token[], start: number): number | undefined {
  const named = tokens[start]!.posDetail === '固有名詞';
  if (!named && !isNounOfName(tokens[start]!)) return undefined;
  const endings = named ? ORGANISATION_ENDINGS : PUBLIC_BODY_ENDINGS;
  let last = named && NAME_ENDINGS.has(at(tokens, start + 1)?.surface ?? '') ? start + 1 : undefined;
  for (let j = start + 1; j < tokens.length && isNounOfName(tokens[j]!); j++) {
    // The ending is whole tokens (発電 + 所), not the end of one (各党 of 野党各党, "each opposition party").
    const [before, end] = [tokens[j - 1]!.surface, tokens[j]!.surface];
    const ends = endings.some((ending) => end === ending || (j > start + 1 && before + end === ending));
    if ((j > start + 1 || !named) && ends) last = j;
  }
  return last;
}

/** Whether a token may be part of a compound name: a noun in kanji or katakana. */
const isNounOfName = (token: Token) =>
  token.pos === '名詞' &&
  token.posDetail !== '非自立' &&
  token.posDetail !== '代名詞' &&
  /^[\p{scx=Han}\p{scx=Katakana}ー々]+$/u.test(token.surface);

/** Whether a name is two listed words joined by の, a phrase as well (雲の海, "a sea of clouds"). */
function isPhraseOfWords(name: string, catalogue: Catalogue): boolean {
  const [first, second, ...rest] = name.split('の');
  return rest.length === 0 && [first, second].every((part) => part && catalogue.spellingsOf(part));
}

/**
 * The tokens but spaces. Spaces between phrases, as beginners write (きのう ともだちと あそびました), are no word,
 * and the rules that look at a word's neighbours, and at its sense, look past them (かぜを ひいた: 引く, "to
 * catch"; きて います: grammar).
 */
export function withoutSpaces(tokens: readonly Token[]): readonly Token[] {
  const isSpace = (token: Token) => token.posDetail === '空白';
  // Most text has none, and callers that need the tokens themselves pass them on already filtered.
  return tokens.some(isSpace) ? tokens.filter((token) => !isSpace(token)) : tokens;
}

/**
 * Catalogue words in tokenized text, in order: the longest listed compound at each token, whole tokens only,
 * or the listed words an unlisted compound token is made of (see `compoundParts`); names the dictionaries
 * list count nothing.
 */
export function wordsOf(
  allTokens: readonly Token[],
  catalogue: Catalogue,
  options: DetectionOptions = {},
): WordMatch[] {
  return wordsAndNamesOf(allTokens, catalogue, options).words;
}

/** A name, where it is in the text: it counts as no word (see `nameEnd`). */
export interface NameMatch {
  text: string;
  /** UTF-16 offsets in the text. */
  start: number;
  end: number;
}

/** The words of `wordsOf` and the names it passed over, each in order. */
export function wordsAndNamesOf(
  allTokens: readonly Token[],
  catalogue: Catalogue,
  options: DetectionOptions = {},
): { words: WordMatch[]; names: NameMatch[] } {
  const tokens = withoutSpaces(allTokens);
  const words: WordMatch[] = [];
  const names: NameMatch[] = [];
  const record = (span: readonly Token[], first: number, last: number, item: VocabularyItem) =>
    words.push({ item, form: spanText(span, first, last), start: span[first]!.start, end: span[last]!.end });
  for (let i = 0; i < tokens.length; ) {
    const name = options.wordsInNames ? undefined : nameEnd(tokens, i, catalogue);
    if (name !== undefined) {
      names.push({ text: spanText(tokens, i, name), start: tokens[i]!.start, end: tokens[name]!.end });
      i = name + 1;
      continue;
    }
    const called = kanaNameBeforeTitle(tokens, i, catalogue);
    if (called) {
      const { last, nameEnd, title } = called;
      names.push({
        text: spanText(tokens, i, last).slice(0, nameEnd - tokens[i]!.start),
        start: tokens[i]!.start,
        end: nameEnd,
      });
      const [position] = catalogue.spellingsOf(title)?.[0] ?? [];
      const item = position === undefined ? easiestNoun(catalogue, title) : catalogue.vocabularyAt(position);
      if (item)
        words.push({
          item,
          form: title,
          start: nameEnd,
          end: tokens[last]!.end,
        });
      i = last + 1;
      continue;
    }
    const mixed = mixedNumber(tokens, i, catalogue);
    if (mixed) {
      words.push(...mixed.words);
      i = mixed.last + 1;
      continue;
    }
    if (isSinoPair(tokens, i, catalogue)) {
      i += 2;
      continue;
    }
    const counted = kanaCounter(tokens, i, catalogue) ?? halfOfCount(tokens, i, catalogue);
    if (counted) {
      record(tokens, i, i, counted);
      i++;
      continue;
    }
    const cut =
      enteringAfterSpace(tokens, i) ??
      slurredYatteOku(tokens, i) ??
      achingAfterSubject(tokens, i) ??
      nounAfterFiller(tokens, i, catalogue) ??
      ichidanCutAsPassive(tokens, i, catalogue) ??
      kanaSetPhrase(tokens, i, catalogue) ??
      verbFormCut(tokens, i, catalogue) ??
      nounForPhraseParticle(tokens, i, catalogue) ??
      nounAfterAdjectiveStem(tokens, i, catalogue);
    if (cut) {
      const item = listedAs(catalogue, cut.word, cut.reading);
      if (item) record(tokens, i, cut.formEnd, item);
      i = cut.end + 1;
      continue;
    }
    const visit = misparsedIrasu(tokens, i);
    if (visit !== undefined) {
      // After a te-form it is the いる of respect, grammar (見ていらした).
      const item = isTeParticle(at(tokens, i - 1))
        ? undefined
        : listedAs(catalogue, 'いらっしゃる', 'いらっしゃる');
      if (item) record(tokens, i, visit, item);
      i = visit + 1;
      continue;
    }
    const match = longestMatch(tokens, i, catalogue);
    const recut = match === undefined || match.last === i ? prefixRecut(tokens, i, catalogue) : [];
    if (recut.length > 0) {
      words.push(...recut);
      i += 2;
      continue;
    }
    if (match) {
      record(tokens, i, match.last, match.item);
      i = match.last + 1;
      continue;
    }
    // A number with its counter that is no word (三人) still uses its parts' words (三); digits are the
    // number's words (10分: 十 and 分) unless they write a listed word (１つ).
    const token = tokens[i]!;
    // An honorific お or ご that IPADIC keeps with an unlisted word (お話) leaves the word, which may begin a
    // listed one (お話中: 話中).
    const prefixed = withoutHonorific(token);
    const bare = prefixed && !keepsHonorific(token, catalogue) ? prefixed : undefined;
    const polite = bare && honorificVerb(bare, tokens[i + 1], catalogue);
    if (bare && polite) {
      words.push({ item: polite, form: bare.surface, start: bare.start, end: bare.end });
      i++;
      continue;
    }
    const span = bare && [bare, ...tokens.slice(i + 1, i + MAX_SPAN)];
    const honoured = span && longestMatch(span, 0, catalogue);
    if (span && honoured) {
      record(span, 0, honoured.last, honoured.item);
      i += honoured.last + 1;
      continue;
    }
    const written = numberWord(token, catalogue);
    if (written) {
      const end = token.start + written.form.length;
      words.push({ ...written, start: token.start, end });
      // The words of the parts after it: 半 of 一時半 (一時 and 半).
      const parts = token.parts ?? [];
      for (let k = parts.findIndex((part) => part.start >= end); k > 0 && k < parts.length; ) {
        const rest = longestMatch(parts, k, catalogue);
        if (rest) record(parts, k, rest.last, rest.item);
        k = rest ? rest.last + 1 : k + 1;
      }
      i++;
      continue;
    }
    // A listed word after お that the text reads otherwise counts nothing, nor do its kanji (お手数 てすう, where
    // 手数 is てかず): the prefix is put before one word.
    const readOtherwise = bare && isKanjiOnly(bare.surface) && catalogue.spellingsOf(bare.surface);
    const compound = bare ?? causativeCompound(token, at(tokens, i + 1), catalogue) ?? token;
    if (!readOtherwise) for (const part of compoundParts(compound, catalogue)) words.push(part);
    for (const part of phraseWithNo(token, catalogue)) words.push(part);
    for (const item of numeralsOfCountWord(token, catalogue))
      words.push({ item, form: token.surface, start: token.start, end: token.end });
    const parts = token.parts;
    if (parts) {
      const digits = parts.findIndex((part) => !isDigits(part.surface));
      const numberEnd = digits === -1 ? parts.length : digits;
      if (numberEnd > 0 && isDigits(parts[0]!.surface)) {
        const form = spanText(parts, 0, numberEnd - 1);
        const value = parseNumber(form);
        const numerals = value === null ? [] : numeralWords(value, catalogue);
        const unit = value === null ? undefined : lastNumeralUnit(token, value, parts[numberEnd], catalogue);
        for (const item of unit ? numerals.slice(0, -1) : numerals)
          words.push({ item, form, start: token.start, end: parts[numberEnd - 1]!.end });
        if (unit) words.push({ item: unit, form: token.surface, start: token.start, end: token.end });
      }
      // The digits after a decimal point are numerals one by one (3.14: 三, then 一 and 四).
      if (numberEnd > 0 && isDecimalPoint(parts[numberEnd])) {
        for (const part of parts.slice(numberEnd + 1))
          for (const digit of part.surface)
            for (const item of numeralWords(parseNumber(digit)!, catalogue))
              words.push({ item, form: part.surface, start: part.start, end: part.end });
        i++;
        continue;
      }
      // A numeral alone counts however it is read, by its native reading too (一 of 一晩 ひとばん), which no
      // entry of its kanji has; but not before 重 (see `longestMatch`).
      if (parts.length === 1 && ONE_NUMERAL.test(token.surface) && at(tokens, i + 1)?.surface !== '重')
        for (const item of numeralWords(parseNumber(token.surface)!, catalogue))
          words.push({ item, form: token.surface, start: token.start, end: token.end });
      const { heard, between } = heardParts(token, parts, catalogue);
      // Parts IPADIC cut where the word does not divide (大会 + 社 of 大会社 だいがいしゃ) leave the word to
      // split by its own reading: 大 and 会社. So do parts of one kanji each, which split as any compound
      // does: two read by Chinese readings are a word of their own (前職, 伝線 count nothing).
      const kanjiParts =
        numberEnd === 0 &&
        parts.length > 1 &&
        parts.every((part) => part.surface.length === 1 && isKanjiChar(part.surface) && !isNumeral(part));
      const resplit =
        numberEnd === 0 && (!heard(0, parts.length - 1) || kanjiParts)
          ? compoundParts(withoutParts(token), catalogue)
          : [];
      words.push(...resplit);
      for (
        let k = isDigits(parts[0]!.surface) ? numberEnd : 0;
        k < parts.length && parts.length > 1 && resplit.length === 0 && !kanjiParts;
      ) {
        // A span of parts not heard as a word leaves its first part to be a word alone: 十 + 分 of 十分 read
        // じゅっぷん is 十 and 分, not じゅうぶん.
        const span = k === between?.first ? between : longestMatch(parts, k, catalogue);
        // Nor does a numeral inside a number begin a word with the counter after it: 十一時 is 十 and 一, not
        // 十 and 一時 (いちじ).
        const inNumber = k > 0 && isNumeral(parts[k - 1]) && isNumeral(parts[k]);
        const unheard = span && span !== between && (!heard(k, span.last) || (inNumber && span.last > k));
        const alone = unheard ? longestMatch([parts[k]!], 0, catalogue) : undefined;
        const partMatch = alone ? { item: alone.item, last: k } : span;
        if (partMatch && (partMatch === between || heard(k, partMatch.last)))
          record(parts, k, partMatch.last, partMatch.item);
        const counted = partMatch ? undefined : countedWithKa(parts[k]!, catalogue);
        if (counted) record(parts, k, k, counted);
        k = partMatch ? partMatch.last + 1 : k + 1;
      }
    }
    i++;
  }
  // A numeral counts as the first entry of its kanji, however it is read there, as digits do: 四 of 四字熟語
  // (よ) and 四時 (よ) is 四 (し).
  for (const word of words) word.item = firstNumeral(word.item, catalogue);
  return { words: withoutMimeticParts(words, tokens), names };
}

// Kana said twice, two or three at a time: a mimetic word (ごろごろ, さらさら, さくさく, アップアップ), which begins
// with no small kana (送ってって is a te-form twice).
const REDUPLICATED = /((?![ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ])[\u3041-\u3096\u30a1-\u30fa]{2,3})\1/gu;

/**
 * The words but those IPADIC made of a mimetic word it does not know, cutting it where it is no word (一日中ごろ +
 * ごろ: not 頃; さら + さらに: not 皿 nor 更に; さ + くさく: not 臭い). A word that spans it stays (ずうずうしい,
 * ばかばかしい), and so does a word said twice and then a pause (はいはい、, むかしむかし、). Kana across an
 * inflection are no mimetic word (珍しくなくなった).
 */
function withoutMimeticParts(words: WordMatch[], tokens: readonly Token[]): WordMatch[] {
  if (tokens.length === 0) return words;
  let text = '';
  const from = tokens[0]!.start;
  for (const token of tokens) text = text.padEnd(token.start - from) + token.surface;
  const runs = [...text.matchAll(REDUPLICATED)]
    .map(({ index, 0: run }) => {
      const start = from + index;
      const end = start + run.length;
      const after = tokens.find((token) => token.start >= end);
      return { start, end, paused: after === undefined || after.pos === '記号' };
    })
    .filter(({ start, end }) => !tokens.some((t) => t.pos === '助動詞' && t.start < end && start < t.end));
  if (runs.length === 0) return words;
  return words.filter(
    (word) =>
      !runs.some(({ start, end, paused }) => {
        const overlaps = word.start < end && start < word.end;
        const spans = word.start <= start && word.end >= end;
        const half =
          word.end - word.start === (end - start) / 2 && (word.start === start || word.end === end);
        return overlaps && !spans && !(half && paused);
      }),
  );
}

/**
 * Whether IPADIC cut a Sino-Japanese word of two kanji no list has into its kanji (敵 + 軍): each read by its
 * Chinese reading, with no kanji or digit before or after (２党間 counts 党) but a word of its own (全問 + 回答).
 * Such a word is a word of its own, as 商法 and 大量 are (see `isOnReading`), not its kanji's words.
 */
function isSinoPair(tokens: readonly Token[], index: number, catalogue: Catalogue): boolean {
  const first = tokens[index]!;
  const second = at(tokens, index + 1);
  if (!second || !isOnKanji(first) || !isOnKanji(second)) return false;
  if (catalogue.spellingsOf(first.surface + second.surface)) return false;
  const before = at(tokens, index - 1);
  const after = at(tokens, index + 2);
  const joined = (token: Token | undefined, char: string | undefined) =>
    token !== undefined && char !== undefined && (isKanjiChar(char) || /[0-9０-９]/.test(char));
  // A word of two kanji or more after the pair is a word of its own, as the pair is (全問 + 回答); a suffix
  // chain is no pair (者 + 数 of 失業者数).
  const word = (token: Token) =>
    token.pos === '名詞' && token.posDetail !== '接尾' && isKanjiOnly(token.surface);
  const wordAfter =
    after !== undefined && after.surface.length >= 2 && word(after) && first.posDetail !== '接尾';
  return !joined(before, before?.surface.at(-1)) && (wordAfter || !joined(after, after?.surface[0]));
}

/** Whether a token is one kanji, no numeral, read by one of its Chinese readings. */
function isOnKanji(token: Token): boolean {
  if (token.surface.length !== 1 || token.posDetail === '数' || !isKanjiChar(token.surface)) return false;
  if (token.pos !== '名詞' && token.pos !== '接頭詞') return false;
  return isSinoKanji(token.surface, token.reading);
}

/** The token as one word, without the parts IPADIC cut it into. */
function withoutParts(token: Token): Token {
  const { parts: _parts, ...whole } = token;
  return whole;
}

/**
 * The listed words of a prefix and the noun after it where IPADIC cut them apart inside a listed word: 不 +
 * 良品 of 不良品 is 不良 and 品, 真っ + 暗闇 真っ暗 and 闇. Empty where the prefix is a word of its own there (不 +
 * 正確).
 */
function prefixRecut(tokens: readonly Token[], index: number, catalogue: Catalogue): WordMatch[] {
  const prefix = tokens[index]!;
  const noun = at(tokens, index + 1);
  if (prefix.pos !== '接頭詞' || isHonorificPrefix(prefix) || noun?.pos !== '名詞' || noun.parts) return [];
  const joined: Token = {
    ...noun,
    surface: prefix.surface + noun.surface,
    basicForm: prefix.surface + noun.basicForm,
    reading: prefix.reading + noun.reading,
    posDetail: '一般',
    start: prefix.start,
  };
  // Listed words only, no unlisted kanji beside them: 不 + 服従 is not 不服 and 従.
  const words = compoundParts(joined, catalogue);
  const covered = words.reduce((length, word) => length + word.end - word.start, 0);
  return covered === joined.surface.length && words[0]!.end > prefix.end ? words : [];
}

/**
 * Whether the parts `first`..`last` of a merged token are read there as they are on their own. IPADIC reads
 * the parts of a word it does not know each by itself, and the word may read them otherwise: 大 (だい) of
 * 大喜び (おおよろこび) and 水 (みず) of 汚染水 (おせんすい) are not the words 大 and 水 there. Parts agree with
 * the whole's reading from its start up to the first that does not, and from its end back to the last that
 * does not (the 分 of 10分 じゅっぷん, after digits read one by one); `between` is the listed word made of
 * just the parts between them, read as the text reads them: 四日 (よっか) of 十四日 (じゅうよっか), and the
 * counter 行 (ぎょう) of 二行, which IPADIC reads こう.
 */
function heardParts(
  token: Token,
  parts: readonly Token[],
  catalogue: Catalogue,
): { heard: (first: number, last: number) => boolean; between?: Match & { first: number } } {
  const whole = token.reading;
  let head = 0;
  let from = 0;
  while (head < parts.length) {
    const { reading } = parts[head]!;
    const heard = whole.slice(from, from + reading.length);
    if (!pieceFits(reading, heard, from > 0, from + reading.length < whole.length)) break;
    from += reading.length;
    head++;
  }
  let tail = parts.length;
  let to = whole.length;
  while (tail > head) {
    const { reading } = parts[tail - 1]!;
    const heard = whole.slice(to - reading.length, to);
    if (reading.length > to || !pieceFits(reading, heard, to > reading.length, to < whole.length)) break;
    to -= reading.length;
    tail--;
  }
  // Numerals count as the numbers they write, however they are read (四 of 四年 よねん).
  const numerals = (first: number, last: number) => parts.slice(first, last + 1).every(isNumeral);
  const heard = (first: number, last: number) => last < head || first >= tail || numerals(first, last);
  const heardAs = whole.slice(from, to);
  const spelled = tail > head ? catalogue.spellingsOf(spanText(parts, head, tail - 1)) : undefined;
  const entry = spelled?.find(([, reading, kana]) => !kana && reading === heardAs);
  if (!entry) return { heard };
  return { heard, between: { item: catalogue.vocabularyAt(entry[0]), first: head, last: tail - 1 } };
}

/** A noun with an honorific お or ご (御) before kanji, as the noun without it: お話 → 話. */
function withoutHonorific(token: Token): Token | undefined {
  const { surface, reading } = token;
  if (token.pos !== '名詞' || !/^[おご御]\p{Script=Han}/u.test(surface)) return undefined;
  if (!token.readingKnown || !/^[おご]/.test(reading) || token.basicForm !== surface) return undefined;
  return {
    ...token,
    surface: surface.slice(1),
    basicForm: surface.slice(1),
    reading: reading.slice(1),
    start: token.start + 1,
  };
}

/**
 * Whether a token begins with a listed word that holds its honorific お or ご, longer than any listed word
 * beginning after it: お互い様 is お互い and 様, not 互い; but お茶碗 is お and 茶碗 (お茶 is no longer).
 */
function keepsHonorific(token: Token, catalogue: Catalogue): boolean {
  const { surface } = token;
  const longestListed = (from: number) => {
    let longest = 0;
    for (let end = from + 1; end <= surface.length; end++)
      if (catalogue.spellingsOf(surface.slice(from, end))) longest = end - from;
    return longest;
  };
  const honoured = longestListed(0);
  return honoured > 2 && honoured > longestListed(1);
}

// What follows お and a verb's stem when they say the verb politely: お作りになる, お待ちください, お決まりです,
// お知らせします, お迎えできる.
const HONORIFIC_ENDINGS = new Set(['に', 'する', 'いたす', 'できる', 'です', 'くださる', 'いただく', '願う']);
// Those of them that follow a verb alone.
const VERB_ENDINGS = new Set(['する', 'いたす', 'できる', 'くださる', 'いただく', '願う']);

// People one meets: a kana あう after one of them and に is 会う (彼にあった), which IPADIC takes for ある.
const PERSON_WORDS = new Set([
  '彼',
  '彼女',
  '君',
  'あなた',
  '貴方',
  '彼ら',
  '友達',
  '友人',
  '先生',
  'みんな',
  '皆',
]);

// Glosses of people (and see PERSON_GLOSS), and of other things that live: animals, gods and monsters. What
// lives is (居る) rather than is needed (要る); a person cries (泣く) where an animal calls (鳴く).
const PEOPLE_GLOSS =
  /\b(person|people|man|men|woman|women|child|children|kid|baby|infant|boy|girl|friend|companion|partner|fellow|colleague|member|brother|sister|sisters|mother|father|parent|parents|son|daughter|wife|husband|grandchild|grandmother|grandfather|family|household|relative|scholar|student|pupil|teacher|doctor|chief|manager|boss|employee|staff|worker|customer|guest|visitor|you|he|she|they|who|everyone|everybody|someone|anyone|tribe|race|enemy|king|queen|prince|princess|emperor|lord|soldier|samurai|hero|criminal|thief|lover|boyfriend|girlfriend|neighbour|neighbor|adult|youth|elder|senior|junior|master|servant|official|officer|leader|player|survivor|police|policeman|clerk|secretary|actor|actress|\w+ist|\w+ian)\b/i;
const ANIMAL_GLOSS =
  /\b(god|spirit|ghost|monster|creature|animal|beast|living|organism|dog|cat|bird|fish|insect|bug|horse|cow|pig|mouse|rat|snake|bear|monkey|rabbit|tiger|lion|elephant|whale|carp|frog|ant|bee|spider|pet)\b/i;

// Glosses of what is worn on the body, which one puts on (着る) as an object with を.
const WORN_GLOSS =
  /\b(clothes|clothing|shirt|coat|dress|kimono|sweater|jacket|uniform|suit|blouse|pajamas|pyjamas|yukata|garment|overcoat|raincoat|cardigan|vest)\b/i;

/** Whether the object before を and the verb at `index` is a listed thing one wears, by its glosses (シャツ, ふく). */
function isWornObject(tokens: readonly Token[], index: number, catalogue: Catalogue): boolean {
  const object = at(tokens, index - 2);
  if (at(tokens, index - 1)?.surface !== 'を' || object?.pos !== '名詞') return false;
  return nounGlosses(object, catalogue).some((gloss) => WORN_GLOSS.test(gloss));
}

const isPersonGloss = (gloss: string) => PEOPLE_GLOSS.test(gloss) || PERSON_GLOSS.test(gloss);

/**
 * The glosses of what the listed nouns a noun token may be mostly mean (their first sense: 猫 is a cat, though
 * a geisha too): its spelling's, or, in kana no list spells, any noun's of its sound (ふく: 服); none for a word
 * no list has.
 */
function nounGlosses(token: Token, catalogue: Catalogue): string[] {
  const listed = (catalogue.spellingsOf(token.basicForm) ?? []).map(([position]) =>
    catalogue.vocabularyAt(position),
  );
  const nouns =
    listed.length > 0 || !isHiragana(token.surface)
      ? listed
      : wordsReadAs(catalogue, token.surface).filter(isNoun);
  return nouns.flatMap((item) => catalogue.sensesOf(item)[0]?.glosses ?? []);
}

// What a person's name ends in with its title.
const TITLED = /(さん|くん|ちゃん|さま|様|君|氏|先生|せんせい)$/;

/**
 * The verb or adjective of `sound` its subject before が, は or も (and adverbs) says, by the subject's glosses:
 * a person cries (泣く) where an animal calls (鳴く) (あかちゃんが ないて: 泣く; ねこが ないて: 鳴く), and a person
 * is kind (優しい) where a task is easy (易しい).
 */
function saidBySubject(
  tokens: readonly Token[],
  index: number,
  sound: string,
  catalogue: Catalogue,
): string | undefined {
  if (sound !== 'なく' && sound !== 'やさしい') return undefined;
  let before = index - 1;
  while (at(tokens, before)?.pos === '副詞') before--;
  const marked = ['が', 'は', 'も'].includes(at(tokens, before)?.surface ?? '');
  const subject = marked ? at(tokens, before - 1) : undefined;
  if (subject?.pos !== '名詞') return undefined;
  const glosses = nounGlosses(subject, catalogue);
  // A name with its title is a person too, however IPADIC cut it (ゆう + たく + ん of ゆうたくん).
  const titled = TITLED.test(`${at(tokens, before - 2)?.surface ?? ''}${subject.surface}`);
  const person = subject.posDetail === '代名詞' || titled || glosses.some(isPersonGloss);
  if (sound === 'やさしい') return person ? '優しい' : undefined;
  if (person) return '泣く';
  return glosses.some((gloss) => ANIMAL_GLOSS.test(gloss)) ? '鳴く' : undefined;
}

/**
 * Whether a plain いる in kana after its subject is 要る, "to be needed": a listed thing that lives not, by its
 * glosses (お皿がいる, 封筒がいる, ガムいる？), not a person or an animal (猫がいる) nor what is in a place with に
 * (ベッドの下に何かいる).
 */
function isNeeded(tokens: readonly Token[], index: number, catalogue: Catalogue): boolean {
  const token = tokens[index]!;
  // Only the plain form is either verb's: いない, いた and います are 居る's alone, いります 要る's.
  if (token.surface !== 'いる' || token.posDetail !== '自立' || isMisparsedWhen(tokens, index)) return false;
  const particle = at(tokens, index - 1);
  const marked = particle?.pos === '助詞' && ['が', 'は', 'も'].includes(particle.surface);
  const subject = marked ? at(tokens, index - 2) : particle;
  if (subject?.pos !== '名詞' || subject.posDetail === '固有名詞' || subject.posDetail === '代名詞')
    return false;
  if (subject.posDetail === '数' || subject.posDetail === '接尾') return false;
  for (let k = index - 1; k >= 0 && tokens[k]!.pos !== '記号'; k--)
    if (tokens[k]!.surface === 'に' && tokens[k]!.pos === '助詞') return false;
  // A listed thing only: a noun in kana no list spells may be anything of its sound.
  if (!catalogue.spellingsOf(subject.basicForm)) return false;
  const glosses = nounGlosses(subject, catalogue);
  return glosses.length > 0 && !glosses.some((gloss) => ANIMAL_GLOSS.test(gloss) || isPersonGloss(gloss));
}

/**
 * The listed verb a kana verb is by the words around it, where IPADIC read another or none: もって before
 * ない is 持つ, つく after 嘘 or a sigh 吐く (嘘をつく, 溜息をつく), ひく after 風邪 引く, あった after a
 * person and に is 会う (彼にあった), after a mishap 遭う (事故にあった), いたい after に is 居る (そばにいたい),
 * and たつ after time 経つ (三年たった).
 */
function kanaVerbByContext(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (!isHiragana(token.surface) || isImpossibleKanaForm(tokens, index, catalogue)) return undefined;
  // Nor does a sentence begin with a verb's plain form and a comma: よる、 is 夜, which IPADIC takes for 寄る.
  // Nor before a particle (よるに なると: 夜), which only a noun takes there; and no plain form comes before a
  // number anywhere (よる12じに).
  const opening = index === 0 || at(tokens, index - 1)?.pos === '記号';
  const plain = token.pos === '動詞' && token.surface === token.basicForm;
  const after = at(tokens, index + 1);
  const particle =
    after?.surface === '、' ||
    (after?.pos === '助詞' && after.posDetail !== '接続助詞' && after.posDetail !== '終助詞');
  if (plain && ((opening && particle) || after?.posDetail === '数'))
    return easiestNoun(catalogue, token.surface);
  // No verb's stem comes before です: だれですか is 誰, which IPADIC takes for the stem of だれる.
  if (token.surface !== token.basicForm && at(tokens, index + 1)?.basicForm === 'です')
    return beginnersWord(wordsReadAs(catalogue, token.surface).filter((item) => !isVerb(item)));
  // いる inflected as a godan verb (いらない, いります) is 要る: 居る is ichidan (いない).
  if (token.basicForm === 'いる' && token.conjugationType.startsWith('五段'))
    return listedAs(catalogue, '要る', 'いる');
  if (isNeeded(tokens, index, catalogue)) return listedAs(catalogue, '要る', 'いる');
  // いい that ends a clause is the adjective, not 言う's stem, which goes on to an ending (停電しないと
  // いいけど: "I hope").
  const clauseEnd =
    !after ||
    after.pos === '記号' ||
    after.posDetail === '終助詞' ||
    (after.posDetail === '接続助詞' && /^(けど|けれど|けれども|が|し|のに|ので|から)$/.test(after.surface));
  if (token.surface === 'いい' && token.basicForm === 'いう' && clauseEnd)
    return listedAs(catalogue, 'いい', 'いい');
  // The き of 来る with what is worn before it and を is 着る's, which IPADIC reads as 来る (シャツを きて).
  if (token.basicForm === 'くる' && isWornObject(tokens, index, catalogue))
    return listedAs(catalogue, '着る', 'きる');
  // A noun and はいります or はいらない with no particle between are the topic は and 要る, which IPADIC reads as
  // 入る (袋はいりますか, レシートはいりません): 入る's goal would take に.
  const topicAndNeed = /^はい[りら]$/.test(token.surface) && at(tokens, index - 1)?.pos === '名詞';
  if (token.basicForm === 'はいる' && topicAndNeed) return listedAs(catalogue, '要る', 'いる');
  // よせ and よせよ that end a sentence tell someone to stop, 止す (言い訳はよせ); IPADIC reads a noun or the
  // literary imperative of 寄せる, whose own is よせろ.
  if ((token.surface === 'よせ' || token.surface === 'よせよ') && endsSentence(tokens, index + 1))
    return listedAs(catalogue, '止す', 'よす');
  const previous = at(tokens, index - 1);
  const cry = saidBySubject(tokens, index, token.basicForm, catalogue);
  if (cry) return listedAs(catalogue, cry, token.basicForm);
  // No one wants or suggests what befalls one (合う, 遭う): あう with たい, ましょう or a volitional is 会う
  // (なんじに あいましょうか, ともだちに あいたい).
  const next = at(tokens, index + 1);
  const wanted = next?.basicForm === 'たい' || next?.surface === 'ましょ' || next?.basicForm === 'う';
  if (token.basicForm === 'あう' && wanted) return listedAs(catalogue, '会う', 'あう');
  // やむ in kana is what stops (雨がやんだ, 願ってやまない), 止む; what one falls ill or frets with (気にやむ,
  // 心をやむ) is 病む, and stays unsettled.
  if (token.basicForm === 'やむ') {
    const fretting = /^(気|心|胸)$/.test(at(tokens, index - 2)?.surface ?? '');
    return fretting ? undefined : listedAs(catalogue, '止む', 'やむ');
  }
  // The kana しに before a verb of coming or going is する and the に of purpose, which IPADIC takes for 死ぬ
  // where it misses the verb (話でもしにいらして).
  if (token.surface === 'しに' && token.basicForm === 'しぬ' && isPurposeVerb(tokens, index + 1))
    return listedAs(catalogue, '為る', 'する');
  // なれる after に or と is the potential of なる (弁護士になれる, 好きになれない, 気にはなれなかった): "get used
  // to", 慣れる, is written with its kanji.
  if (token.basicForm === 'なれる') {
    const becoming = previous?.surface === 'は' ? at(tokens, index - 2) : previous;
    if (becoming?.surface === 'に' || becoming?.surface === 'と') return listedAs(catalogue, 'なる', 'なる');
  }
  const afterStem =
    previous?.pos === '動詞' && previous.surface !== previous.basicForm && token.posDetail === '非自立';
  // After a verb's stem, きれる is the potential of 切る, "through to the end" (言いきれる, 食べきれない), and
  // あう is 合う, "each other" (承認しあった), which IPADIC takes for ある; あり and ある stay ある
  // (差し支えありません).
  if (afterStem && token.basicForm === 'きれる') return listedAs(catalogue, '切る', 'きる');
  if (afterStem && /^あ[っうわいえお]/.test(token.surface)) return listedAs(catalogue, '合う', 'あう');
  // もって before ない (金はもってなかった) is 持つ, which IPADIC takes for the adverb 以て.
  if (token.surface === 'もって' && token.pos === '副詞' && at(tokens, index + 1)?.basicForm === 'ない')
    return listedAs(catalogue, '持つ', 'もつ');
  // かえって after where one goes (うちに かえって) is 帰る, which IPADIC takes for the adverb 却って.
  if (token.surface === 'かえって' && token.pos === '副詞' && /^[にへ]$/.test(previous?.surface ?? ''))
    return listedAs(catalogue, '帰る', 'かえる');
  const object = previous?.pos === '助詞' && previous.surface !== 'に' ? at(tokens, index - 2) : previous;
  const tsuku = token.surface.startsWith('つ') && /^(つく|ついてる)$/.test(token.basicForm);
  if (tsuku && object && /^(嘘|うそ|溜息|溜め息|ため息|悪態)$/.test(object.surface))
    return listedAs(catalogue, '吐く', 'つく');
  // Other kana verbs of what befalls a thing take their kanji from it, with が (区別がつく, 保存がきく); a
  // person with が asks, きく written 聞く.
  const bySubject = SUBJECT_VERBS[tsuku ? 'つく' : token.basicForm];
  // Speech drops the が after a verbal noun (想像つく, 区別つかない).
  const subject =
    previous?.surface === 'が'
      ? at(tokens, index - 2)
      : previous?.posDetail === 'サ変接続'
        ? previous
        : undefined;
  const bySubjectWord =
    subject?.pos === '名詞' &&
    isThing(subject) &&
    bySubject?.find(([subjects]) => subjects.test(subject.surface) || subjects.test(subject.basicForm));
  if (bySubjectWord) return listedAs(catalogue, bySubjectWord[1], tsuku ? 'つく' : token.basicForm);
  // What costs much, 高くつく, and who follows, ついてくる, are 付く.
  const costs = previous?.surface === '高く';
  const follows =
    token.surface === 'つい' &&
    at(tokens, index + 1)?.surface === 'て' &&
    /^(くる|来る|いく|行く)$/.test(at(tokens, index + 2)?.basicForm ?? '');
  if (tsuku && (costs || follows)) return listedAs(catalogue, '付く', 'つく');
  // What sticks to one, 身につく, 目につく, 手につかない, is 付く.
  const sticks =
    previous?.surface === 'に' && /^(身|目|手|鼻|耳)$/.test(at(tokens, index - 2)?.surface ?? '');
  if (tsuku && sticks) return listedAs(catalogue, '付く', 'つく');
  // A post is taken, つく written 就く (職につく, 仕事につく); an elbow or a stick is leant on, 突く (肘をつく).
  const post = previous?.surface === 'に' && POSTS.has(at(tokens, index - 2)?.surface ?? '');
  const leant = previous?.surface === 'を' && /^(肘|ひじ|手|杖|膝|ひざ|頬杖)$/.test(object?.surface ?? '');
  if (tsuku && post) return listedAs(catalogue, '就く', 'つく');
  if (tsuku && leant) return listedAs(catalogue, '突く', 'つく');
  // One arrives at a time, 着く (なんじに つきますか, 7じに つく); else real sentences' nouns tell (えきに ついたら).
  const atTime = previous?.surface === 'に' && /(時|じ)$/.test(at(tokens, index - 2)?.surface ?? '');
  if (tsuku && atTime) return listedAs(catalogue, '着く', 'つく');
  // A cold is caught and attention drawn, ひく written 引く (風邪をひく, 注目をひく).
  if (token.basicForm === 'ひく' && object && /^(風邪|かぜ|注目|注意|関心|興味|人目)$/.test(object.surface))
    return listedAs(catalogue, '引く', 'ひく');
  // Other kana verbs take their kanji from their object, with を or right before them (脳波をとります), or a
  // thing's with は or も, which stand for を there (残りはとっておけ, 目的語もとらない).
  const byObject = OBJECT_VERBS[token.basicForm];
  const topicalized = (previous?.surface === 'は' || previous?.surface === 'も') && object && isThing(object);
  if (
    byObject &&
    object?.pos === '名詞' &&
    (previous === object || previous?.surface === 'を' || topicalized)
  ) {
    // A noun in kana the tokenizer knows has its kanji as its dictionary form (てがみ: 手紙).
    const word = byObject.find(
      ([objects]) => objects.test(object.surface) || objects.test(object.basicForm),
    )?.[1];
    // An object the table does not know tells nothing: a beginner's verb may still be the easiest of its sound.
    if (word !== undefined) return listedAs(catalogue, word, token.basicForm);
  }
  // Time passes, 経つ: after a span of it (１０日間たった) or 時 and が (時がたつ).
  if (token.basicForm === 'たつ') {
    const span = isNumeral(previous) && isStretchOfTime(previous);
    const time = previous?.surface === 'が' && isStretchOfTime(at(tokens, index - 2));
    if (span || time) return listedAs(catalogue, '経つ', 'たつ');
  }
  // Someone met with: 彼とあった is 会う.
  const withSomeone = previous?.surface === 'と' && PERSON_WORDS.has(at(tokens, index - 2)?.surface ?? '');
  if (withSomeone && (token.basicForm === 'ある' || token.basicForm === 'あう'))
    return listedAs(catalogue, '会う', 'あう');
  // ある takes no ている: after a subject, あっている and あってない are 合う, "fit" (焦点があっている, 辻褄も
  // あってない).
  if (
    token.basicForm === 'ある' &&
    FITTING_SUBJECT.has(previous?.surface ?? '') &&
    isProgressive(tokens, index)
  )
    return listedAs(catalogue, '合う', 'あう');
  const collocated = predicateAfterNoun(tokens, index, catalogue);
  if (collocated) return collocated;
  const easier = easierVerbOfForm(tokens, index, catalogue);
  if (easier) return easier;
  if (previous?.surface !== 'に')
    return beginnersVerb(tokens, index, catalogue) ?? beginnersAdjective(tokens, index, catalogue);
  // Where one is: そばにいたい is 居る, which IPADIC takes for the adjective いたい.
  if (token.pos === '形容詞' && token.basicForm === 'いたい') return listedAs(catalogue, '居る', 'いる');
  if (token.basicForm !== 'ある' && token.basicForm !== 'あう')
    return beginnersVerb(tokens, index, catalogue);
  // A person: one of the words above, or a name with its title (田中さんにあった); a mishap: 事故にあった.
  const person = at(tokens, index - 2)?.surface ?? '';
  if (PERSON_WORDS.has(person) || TITLES.has(person)) return listedAs(catalogue, '会う', 'あう');
  return MISHAPS.has(person) ? listedAs(catalogue, '遭う', 'あう') : undefined;
}

const FITTING_SUBJECT = new Set(['が', 'も']);

// The listed words by their reading, for each catalogue: built on first use.
const wordsByReading = new WeakMap<Catalogue, Map<string, VocabularyItem[]>>();

/** The catalogue's words read `reading`, whatever their spelling. */
function wordsReadAs(catalogue: Catalogue, reading: string): VocabularyItem[] {
  let words = wordsByReading.get(catalogue);
  if (!words) {
    words = new Map();
    for (const level of JLPT_LEVELS)
      for (const item of catalogue.itemsOfLevel(level, 'vocabulary') as VocabularyItem[])
        words.set(item.reading, [...(words.get(item.reading) ?? []), item]);
    wordsByReading.set(catalogue, words);
  }
  return words.get(reading) ?? [];
}

/**
 * A kana noun in a sentence written without kanji that spells no listed word by itself, standing alone before
 * a particle or a pause, is the one easiest listed noun of its sound at N5 or N4, as a beginner's kana verb is
 * (see `beginnersVerb`): みちが わからない is 道 (N5), not 未知 (N1).
 */
function beginnersNoun(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  // A name IPADIC knows in kana is as often the noun (あき, "autumn"; はる, "spring"), but before a title.
  const named = token.posDetail === '固有名詞' && !TITLES.has(at(tokens, index + 1)?.surface ?? '');
  const common = ['一般', '副詞可能'].includes(token.posDetail) || named;
  if (token.pos !== '名詞' || !common || !isHiragana(token.surface)) return undefined;
  if (
    [...token.surface].length < 2 ||
    catalogue.spellingsOf(token.surface) ||
    !isWrittenInKana(tokens, index)
  )
    return undefined;
  // Alone: neither the end of a compound IPADIC cut (るす + ばん of るすばん) nor the start of one; a noun of time
  // says when with no particle after it (いまギターを ならって います).
  const next = at(tokens, index + 1);
  const previous = at(tokens, index - 1);
  const when = token.posDetail === '副詞可能';
  const alone = !next || next.pos === '助詞' || next.pos === '記号' || next.start > token.end || when;
  const joined = previous?.pos === '名詞' && previous.end === token.start;
  if (!alone || joined) return undefined;
  const nouns = wordsReadAs(catalogue, token.surface).filter(isNounOfAnyKind);
  const easiest = beginnersWord(nouns);
  if (easiest) return easiest;
  // Of easy nouns of one sound, the one real sentences say with the verb or adjective after the particle, an
  // adverb between them or none (あめが ふる: 雨, not 飴); the collocations hold easy words alone.
  const predicate = at(tokens, at(tokens, index + 2)?.pos === '副詞' ? index + 3 : index + 2);
  if (next?.pos !== '助詞' || (predicate?.pos !== '動詞' && predicate?.pos !== '形容詞')) return undefined;
  const reading = basicReading(predicate);
  const said = reading === undefined ? undefined : nounSaidWith(token.surface, reading);
  return nouns.find((item) => item.word === said);
}

/**
 * A kana adjective's plain form that spells a listed noun and no listed adjective, before a particle, in a
 * sentence written without kanji, is the noun: やさいが and やさいも are 野菜, which IPADIC takes for an old
 * adjective. が is 接続助詞 after an adjective, "but", and a case particle after a noun.
 */
function nounTakenForAdjective(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  // The particles only a noun takes, and は and も, which follow no adjective's plain form; から does (あついから).
  const next = at(tokens, index + 1)?.surface ?? '';
  const particle = (NOUN_PARTICLES.has(next) && next !== 'から') || next === 'は' || next === 'も';
  if (token.pos !== '形容詞' || token.surface !== token.basicForm || !particle) return undefined;
  if (!isHiragana(token.surface) || !isWrittenInKana(tokens, index)) return undefined;
  const words = wordsReadAs(catalogue, token.surface);
  return words.some(isAdjective) ? undefined : beginnersWord(words.filter(isNoun));
}

/**
 * A kana adjective in a sentence written without kanji is the one easiest listed adjective of its sound at N5
 * or N4, as a beginner's kana verb is (see `beginnersVerb`); not after a verb's stem, where it is grammar
 * (たべやすい).
 */
function beginnersAdjective(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  const previous = at(tokens, index - 1);
  // After a particle, the grammar IPADIC may take the kana for (やさいが やすい) is the adjective: 安い.
  const free =
    isBeginnersKana(tokens, index, '形容詞', catalogue) ||
    (previous?.pos === '助詞' && isBeginnersKana(tokens, index, '形容詞', catalogue, '非自立'));
  if (!free || previous?.pos === '動詞') return undefined;
  return (
    predicateAfterNoun(tokens, index, catalogue) ??
    beginnersWord(wordsReadAs(catalogue, token.basicForm).filter(isAdjective))
  );
}

/**
 * Whether a token is a word of part of speech `pos` whose dictionary form spells no listed word, in a sentence
 * written without kanji (see `beginnersVerb`).
 */
function isBeginnersKana(
  tokens: readonly Token[],
  index: number,
  pos: string,
  catalogue: Catalogue,
  detail = '自立',
): boolean {
  const token = tokens[index]!;
  // Spelled by no listed word of its kind: おす spells the noun 雄, not a verb.
  const kind = pos === '動詞' ? isVerb : isAdjective;
  const listed = catalogue
    .spellingsOf(token.basicForm)
    ?.some(([position]) => kind(catalogue.vocabularyAt(position)));
  const free = token.pos === pos && token.posDetail === detail && !listed;
  return free && isWrittenInKana(tokens, index);
}

/**
 * The one easiest of `words`, where it is at N5 or N4 (see `beginnersVerb`), or, of several, the one the
 * dictionary marks common (まち: 町, not 街, which JMdict reads まち rarely). A word the lists hold in two
 * spellings is one, in the spelling with its okurigana written out, as schools teach it (終わる, not 終る).
 */
function beginnersWord(words: readonly VocabularyItem[]): VocabularyItem | undefined {
  const easiest = Math.min(...words.map((item) => difficulty(item.level)));
  const easy = words.filter((item) => difficulty(item.level) === easiest);
  const common = easy.filter((item) => item.common);
  const [chosen, ...others] = common.length > 0 && common.length < easy.length ? common : easy;
  if (!chosen || easiest > BEGINNERS_LEVEL || !others.every((other) => sameWord(chosen, other)))
    return undefined;
  return others.reduce((best, other) => (other.word.length > best.word.length ? other : best), chosen);
}

/** The one easiest listed noun read `sound`, where it is at N5 or N4 (see `beginnersWord`). */
const easiestNoun = (catalogue: Catalogue, sound: string) =>
  beginnersWord(wordsReadAs(catalogue, sound).filter(isNounOfAnyKind));

/** Whether a listed word is a noun, one of time or one said as an adverb too (日[ひ], 夜: n-adv, n-t). */
const isNounOfAnyKind = (item: VocabularyItem) =>
  isNoun(item) || item.partsOfSpeech.some((code) => /^n-(adv|t)$/.test(code));

// What ends a sentence: a full stop, a question or exclamation mark, or a new line.
const SENTENCE_END = /[。．！？!?\n]/;

// Whether each token's sentence is written in kana, per token list: found in one pass at the first question,
// as scanning the sentence at each kana word would cost a long unpunctuated text its length squared.
const sentencesInKana = new WeakMap<readonly Token[], boolean[]>();

/** Whether the sentence around `index` is written with no kanji but in numbers. */
function isWrittenInKana(tokens: readonly Token[], index: number): boolean {
  let inKana = sentencesInKana.get(tokens);
  if (!inKana) {
    inKana = [];
    for (let first = 0; first < tokens.length; ) {
      // A sentence runs to its full stop, which ends it.
      let last = first;
      while (last < tokens.length - 1 && !SENTENCE_END.test(tokens[last]!.surface)) last++;
      const kana = !tokens
        .slice(first, last + 1)
        .some((token) => hasKanji(token.surface) && !isNumeral(token));
      for (let k = first; k <= last; k++) inKana.push(kana);
      first = last + 1;
    }
    sentencesInKana.set(tokens, inKana);
  }
  return inKana[index]!;
}

// The hardest level a beginner's kana verb is taken at (see `beginnersVerb`).
const BEGINNERS_LEVEL = difficulty('N4');

/**
 * A kana verb in a sentence written without kanji, as beginners write (おふろに はいってから ねます), is the
 * easiest listed verb it spells, where one alone is easiest, at N5 or N4, and conjugates as IPADIC read it:
 * ねる read as an ichidan verb is 寝る (練る is godan), かえります 帰る (N5) before 返る. A learner who
 * writes no kanji uses the words the first lists teach. Not a stem used as a noun, before a particle or after
 * の (かえりが, きのうの よる), a one-kana form with no ending (お + に of おにごっこ), nor a plain form before a
 * pause or before の and a noun, more often a noun (よる、, よるの そら).
 */
function beginnersVerb(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (!isBeginnersKana(tokens, index, '動詞', catalogue)) return undefined;
  const next = at(tokens, index + 1);
  const stem = token.surface !== token.basicForm;
  if (
    at(tokens, index - 1)?.surface === 'の' ||
    (stem && next?.pos === '助詞' && next.posDetail !== '接続助詞')
  )
    return undefined;
  const inflected = (next?.pos === '助動詞' && !/^(だ|です)$/.test(next.basicForm)) || isTeParticle(next);
  if ([...token.surface].length === 1 && !inflected) return undefined;
  if (!stem && next?.pos === '記号' && next.surface !== '。') return undefined;
  // A plain form before の and a noun is a noun (よるの そら), where a verb's の is taken up by a particle
  // (ねるのが すき).
  const afterNo = at(tokens, index + 2);
  if (!stem && next?.surface === 'の' && afterNo !== undefined && afterNo.pos !== '助詞') return undefined;
  const ichidanForm = token.conjugationType.startsWith('一段');
  const conjugation = token.conjugationType.startsWith('五段') ? /^v5/ : ichidanForm ? /^v1/ : undefined;
  if (!conjugation) return undefined;
  const verbs = (form: string, type: RegExp) =>
    wordsReadAs(catalogue, form).filter((item) => item.partsOfSpeech.some((code) => type.test(code)));
  // The plain form shows no conjugation, whatever IPADIC read: かえる is 帰る as well as 変える. An object
  // before it leaves the verbs that take one (いろを かえる: 変える), and real sentences' nouns say which
  // (いえに かえる: 帰る); else the easiest.
  const all = stem ? [] : verbs(token.basicForm, /^v[15]/);
  if (all.length > 0) {
    const transitive = all.filter((item) => item.partsOfSpeech.includes('vt'));
    const taking = hasObject(tokens, index) && transitive.length > 0 ? transitive : all;
    return predicateAfterNoun(tokens, index, catalogue) ?? beginnersWord(taking);
  }
  const listed = verbs(token.basicForm, conjugation);
  // An ichidan verb no list has is a godan verb's potential (ねむれません: 眠る), told by the noun before it
  // where the godan verb's sound is several verbs' (ギターが ひける: 弾く).
  const potentialOf = listed.length === 0 && ichidanForm ? godanOf(token.basicForm) : undefined;
  if (potentialOf)
    return (
      predicateAfterNoun(tokens, index, catalogue, potentialOf) ?? beginnersWord(verbs(potentialOf, /^v5/))
    );
  // A godan verb's stem in i spells an ichidan verb's too (おき of おく and おきる): with no object before it,
  // an intransitive ichidan verb is meant where every godan one takes an object (7じに おきます: 起きる).
  const ichidan = isIRowStem(token) && !hasObject(tokens, index) ? verbs(`${token.surface}る`, /^v1/) : [];
  const intransitive = (item: VocabularyItem) => item.partsOfSpeech.includes('vi');
  if (ichidan.some(intransitive) && listed.every((item) => !intransitive(item)))
    return beginnersWord(ichidan.filter(intransitive));
  return beginnersWord(listed);
}

/**
 * In a beginner's kana, the easier verb whose form a kana verb's form spells too, where one is easier than
 * every verb of IPADIC's reading: まって is 待つ, not 舞う (まう, まつ and まる all take まっ before て); いきたい
 * 行く, not 生きる (see `lemmasBefore`).
 */
function easierVerbOfForm(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (token.pos !== '動詞' || token.posDetail !== '自立' || !isWrittenInKana(tokens, index)) return undefined;
  const easier = beginnersWord(verbsOfForms(catalogue, lemmasBefore(token.surface, at(tokens, index + 1))));
  const verbs = wordsReadAs(catalogue, token.basicForm).filter(isVerb);
  return easier && verbs.every((item) => difficulty(item.level) > difficulty(easier.level))
    ? easier
    : undefined;
}

/**
 * The one easy verb or adjective of a kana word's sound that real sentences say after the noun and particle
 * before it, an adverb between them or none (まどを あける: 開ける, not 明ける; ベルトを しめる: 締める, not
 * 閉める; なつは とても あつい: 暑い, not 熱い; see `predicateSaidWith`).
 */
function predicateAfterNoun(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
  sound = tokens[index]!.basicForm,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (token.pos !== '動詞' && token.pos !== '形容詞') return undefined;
  const said = saidAfterNoun(tokens, index, sound);
  return said === undefined ? undefined : listedAs(catalogue, said, sound);
}

/** The word of `sound` real sentences say after the noun and particle before `index` (see `predicateAfterNoun`). */
function saidAfterNoun(tokens: readonly Token[], index: number, sound: string): string | undefined {
  const adverb = at(tokens, index - 1)?.pos === '副詞' ? 1 : 0;
  const noun = at(tokens, index - 2 - adverb);
  if (at(tokens, index - 1 - adverb)?.pos !== '助詞' || noun?.pos !== '名詞' || !noun.readingKnown)
    return undefined;
  return predicateSaidWith(sound, noun.reading);
}

/** Whether a token is a godan verb's stem in the i-row (おき of おく, かき of かく). */
const isIRowStem = (token: Token) =>
  token.conjugationType.startsWith('五段') &&
  token.surface !== token.basicForm &&
  I_ROW.includes(token.surface.at(-1)!);

/** Whether a verb's te-form is followed by the いる of ている, spoken or not, or by ない (あっている, あってない). */
function isProgressive(tokens: readonly Token[], index: number): boolean {
  const te = at(tokens, index + 1);
  if (te?.basicForm === 'てる') return true;
  const after = at(tokens, index + 2)?.basicForm;
  return te?.surface === 'て' && (after === 'いる' || after === 'ない');
}

// Kana verbs whose kanji their object decides, as [objects, verb], the first that fits: とる is 取る but for
// pictures (撮る), はく 履く for what is worn on the feet and legs and 吐く for breath, たてる 立てる for a
// sound or a plan, かく 掻く for an itch, sweat or shame, 書く for what is written and 描く for what is drawn,
// つける 点ける for what is switched on.
const OBJECT_VERBS: Record<string, [RegExp, string][]> = {
  とる: [
    [/^(写真|ビデオ|動画|映画|レントゲン)$/, '撮る'],
    [/./, '取る'],
  ],
  みる: [[/./, '見る']],
  つくる: [[/./, '作る']],
  はく: [
    [
      /^(靴|くつ|スリッパ|ズボン|スカート|靴下|ブーツ|サンダル|下駄|ジーンズ|ジーパン|パンツ|ストッキング|長靴)$/,
      '履く',
    ],
    [/^(息|血|唾|つば|弱音)$/, '吐く'],
  ],
  たてる: [[/^(音|物音|計画|予定|声|湯気|煙|波|腹|顔|手柄)$/, '立てる']],
  かく: [
    [/^(背中|頭|汗|恥|いびき|あぐら)$/, '掻く'],
    [/^(字|文字|手紙|名前|日記|作文|文章|メール)$/, '書く'],
    [/^(絵|図|漫画|イラスト|地図)$/, '描く'],
  ],
  あらわす: [
    [/^(姿|正体|頭角)$/, '現す'],
    [/./, '表す'],
  ],
  つける: [[/^(電気|明かり|テレビ|クーラー|エアコン|ラジオ|火|ライト|暖房|冷房)$/, '点ける']],
  // What is listened to or asked (おんがくを きく, 道をきく); an animal is kept, anything else bought.
  きく: [
    [/^口$/, '効く'],
    [/./, '聞く'],
  ],
  かう: [
    [/^(犬|いぬ|猫|ねこ|ペット|金魚|鳥|小鳥|うさぎ|魚|ハムスター|熱帯魚)$/, '飼う'],
    [/./, '買う'],
  ],
  ひく: [[/^(ピアノ|ギター|バイオリン|ヴァイオリン|ベース|琴|三味線|楽器|曲)$/, '弾く']],
  ならう: [[/./, '習う']],
};
// Kana verbs by their subject: what comes on is 点く, what else attaches or is settled 付く (気がつく, 区別
// がつく, 傷がつく); what works, 効く (薬がきく, 保存がきく, 融通がきく).
const SUBJECT_VERBS: Record<string, [RegExp, string][]> = {
  つく: [
    [/^(電気|明かり|電灯|テレビ|ライト|エンジン|火)$/, '点く'],
    [/./, '付く'],
  ],
  きく: [[/./, '効く']],
  すむ: [[/^(仕事|用事|用|宿題|手続き|食事|支払い|試験|検査)$/, '済む']],
  なる: [[/^(笛|ベル|電話|鐘|チャイム|雷|サイレン|目覚まし|呼び鈴|ブザー|汽笛|腹|お腹|喉)$/, '鳴る']],
  みる: [[/./, '見る']],
  つくる: [[/./, '作る']],
  あがる: [[/./, '上がる']],
  ふる: [[/^(雨|あめ|雪|ゆき|雹|霰|みぞれ|火山灰)$/, '降る']],
};

// Posts one takes, つく written 就く.
const POSTS = new Set([
  '職',
  '仕事',
  '地位',
  '任務',
  '役職',
  '王位',
  '職務',
  '任',
  '眠り',
  '配置',
  '床',
  '帰途',
  '家路',
]);

/** Whether a noun names a thing rather than someone: no pronoun, name or word for a person. */
const isThing = (noun: Token) =>
  noun.posDetail !== '代名詞' && noun.posDetail !== '固有名詞' && !PERSON_WORDS.has(noun.surface);

// What one meets with, あう written 遭う: accidents, disasters, weather, crime, and ひどい目.
const MISHAPS = new Set([
  ...['事故', '渋滞', '災害', '災難', '被害', '地震', '台風', '嵐', '洪水', '夕立', '雨', 'にわか雨', '吹雪'],
  ...['泥棒', '強盗', 'すり', 'スリ', '詐欺', '痴漢', '目'],
]);

/** The する of trying that IPADIC keeps in the particle として after a volitional form (繋ごうとしても). */
function tryingSuru(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const volitional = ['う', 'よう'].includes(at(tokens, index - 1)?.basicForm ?? '');
  return tokens[index]!.surface === 'として' && volitional ? listedAs(catalogue, '為る', 'する') : undefined;
}

/**
 * The より that begins a clause before an adjective or an adverb, the adverb "more" (より簡単な方法, より良い):
 * the particle of comparison follows what is compared (私より高い).
 */
function moreAdverb(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if (token.surface !== 'より' || token.pos !== '助詞') return undefined;
  const previous = at(tokens, index - 1);
  const next = at(tokens, index + 1);
  const begins = previous === undefined || previous.pos === '記号' || previous.pos === '助詞';
  const quality = next?.pos === '形容詞' || next?.posDetail === '形容動詞語幹' || next?.pos === '副詞';
  return begins && quality ? listedAs(catalogue, 'より', 'より') : undefined;
}

/** The なる of …ばなるほど, "the more … the more", which IPADIC takes for the interjection なるほど. */
function moreAndMore(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  // IPADIC keeps なるほど whole, or cuts it into なる and ほど, which the catalogue's なるほど would join.
  const surface = tokens[index]!.surface + (at(tokens, index + 1)?.surface === 'ほど' ? 'ほど' : '');
  if (surface !== 'なるほど' || at(tokens, index - 1)?.surface !== 'ば') return undefined;
  return listedAs(catalogue, 'なる', 'なる');
}

/** The suffix 共 in kana after a count or 両方, "all of them" (二人とも, 両方とも), which IPADIC takes for a particle. */
function allOfThem(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  const before = at(tokens, index - 1);
  if (token.surface !== 'とも' || token.pos !== '助詞') return undefined;
  return isNumeral(before) || before?.surface === '両方' ? listedAs(catalogue, '共', 'とも') : undefined;
}

/**
 * The listed verb of a stem after an honorific prefix of its own, said politely: 支払い of 御支払いします, 使い of
 * お使いください (not the noun お使い, "errand").
 */
function honoredStem(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const token = tokens[index]!;
  if ((token.pos !== '名詞' && token.pos !== '動詞') || !isHonorificPrefix(at(tokens, index - 1)))
    return undefined;
  const next = at(tokens, index + 1);
  // Before the copula, a stem IPADIC takes for a noun that the catalogue lists is that noun, as a listed stem
  // noun counts (お勤めです, お仕舞いです); only a stem IPADIC reads as the verb's is the verb said politely
  // (お持ちですか).
  if (token.pos === '名詞' && next?.basicForm === 'です' && nounSpelled(catalogue, token.surface, token))
    return undefined;
  // An adjective's noun in め said politely is the adjective (お早めに), not a verb's stem (早める).
  return adjectiveOfMe(catalogue, token) ?? honorificVerb(token, next, catalogue);
}

/** The listed verb that an honorific お or ご and a stem say politely, even where the stem is a noun (作り). */
function honorificVerb(
  bare: Token,
  next: Token | undefined,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  if (next === undefined || !HONORIFIC_ENDINGS.has(next.basicForm)) return undefined;
  for (const [item, reading] of stemsOf(catalogue, bare.surface)) if (reading === bare.reading) return item;
  return undefined;
}

// Parts of speech of a compound IPADIC keeps as one word: common nouns (猫背, 子沢山), suffixes (平方メートル),
// adjectives (腹黒い), verbs (見上げる) and adverbs (もう少し).
const COMPOUND_POS = new Set(['名詞', '形容詞', '動詞', '副詞']);
const COMPOUND_DETAIL = new Set([
  '一般',
  'サ変接続',
  '形容動詞語幹',
  '副詞可能',
  '自立',
  '助詞類接続',
  '接尾',
]);

/**
 * The listed words an unlisted compound is made of, when its written form splits into listed words whose
 * readings make up its own but for the sound changes at the joins: 腹黒い (はらぐろい) is 腹 and 黒い,
 * 子沢山 (こだくさん) 子 and 沢山, 見上げる (みあげる) the stem of 見る and 上げる. Each part has kanji, so kana
 * never matches inside a word, but for a listed kana word of two kana or more in an adverb (もう of もう少し)
 * or of three or more in a loanword compound (ライス of カレーライス); names (横浜) are not split, and a
 * compound that splits no way uses no word.
 */
function compoundParts(token: Token, catalogue: Catalogue): WordMatch[] {
  if (token.pos === '感動詞') {
    const greeting = greetingWithSama(token, catalogue);
    return greeting.length > 0 ? greeting : greetingWithNasai(token, catalogue);
  }
  if (!COMPOUND_POS.has(token.pos) || !COMPOUND_DETAIL.has(token.posDetail)) return [];
  // A loanword compound (カレーライス, サングラス), one a verb is made from too (バックアップする), splits into
  // listed loanwords; names (デンマーク) never do.
  const loanword =
    isKatakana(token.basicForm) && (token.posDetail === '一般' || token.posDetail === 'サ変接続');
  if (token.parts || token.lowConfidence || token.basicForm.length < 2) return [];
  const head =
    token.pos === '副詞'
      ? (adverbHead(token, catalogue) ?? verbBeforeNagara(token, catalogue) ?? adverbPrefix(token, catalogue))
      : repeatedWord(token, catalogue);
  if (head) return [head];
  const noun =
    nounWithI(token, catalogue) ?? adjectiveOfMi(token, catalogue) ?? loanwordAfterLetters(token, catalogue);
  if (noun) return [noun];
  if (!hasKanji(token.basicForm) && !loanword) return [];
  const pointed = demonstrativeAndNoun(token, catalogue);
  if (pointed.length > 0) return pointed;
  const form = token.basicForm;
  // A compound the tokenizer learned in kana (にほんご: 日本語) is read as it is written.
  const reading = isLearnedInKana(token) ? token.surface : basicReading(token);
  if (reading === undefined) return [];
  const mixed = katakanaAndKanji(token, reading, catalogue);
  if (mixed.length > 0) return mixed;
  const kanaMixed = kanaAndKanji(token, reading, catalogue);
  if (kanaMixed.length > 0) return kanaMixed;
  const language = languageName(token, reading, catalogue);
  if (language.length > 0) return language;
  const headed = verbAfterKana(token, reading, catalogue);
  if (headed) return [headed];
  // Listed words alone first (不正確 is 不 and 正確), then with an unlisted kanji (弁護士 is 弁護 and 士).
  const affixed: Compound = { form, reading, pos: token.pos, affix: true };
  const twoKanji = () => (token.pos === '名詞' ? twoKanjiAndWord(catalogue, affixed) : undefined);
  const split =
    splitCompound(catalogue, { ...affixed, affix: false }, 0, 0) ??
    splitCompound(catalogue, affixed, 0, 0) ??
    twoKanji();
  const prefixed = split && endsInOneKanji(split) ? prefixAndWord(catalogue, affixed) : undefined;
  if (prefixed) return wordsOfSplit(token, prefixed, catalogue);
  if (!split && loanword) return loanwordHead(token, catalogue);
  if (!split)
    return [...suffixOfUnlisted(token, reading, catalogue), ...titleOfUnlisted(token, reading, catalogue)];
  if (split.every(([item, length]) => length === 1 && item && isOnReading(item))) return [];
  // Beside an unlisted kanji, only words of two letters or more or read by their kanji's native reading: 弁護
  // of 弁護士 and 株 (かぶ) of 株価, not 金 (きん) of 金欠, which is a Sino-Japanese word of its own.
  const short = ([item, length]: [VocabularyItem | undefined, number]) =>
    item !== undefined && length < 2 && !isKunReading(item);
  // Not beside an unlisted kanji read natively, with which it makes no Sino-Japanese word: 本 of 本屋 (ほんや).
  const [[first], [second]] = [split[0]!, split.at(-1)!];
  const nativeEnd =
    split.length === 2 &&
    first !== undefined &&
    second === undefined &&
    form.length === 2 &&
    reading.startsWith(first.reading) &&
    isReadKun(form[1]!, reading.slice(first.reading.length)) &&
    !isReadOn(form[1]!, reading.slice(first.reading.length));
  // But two unlisted kanji may make way for a longer word (暗中模索: 暗中 and 模索, not 暗, 中 and 模索).
  if (split.some(([item]) => !item) && split.some(short) && !nativeEnd) {
    const two = twoKanji();
    return two ? wordsOfSplit(token, two, catalogue) : [];
  }
  return wordsOfSplit(token, withoutSinoPairs(withoutWordReadOtherwise(split, form, catalogue)), catalogue);
}

/**
 * A split without two one-kanji words side by side read by their Chinese readings, which make a
 * Sino-Japanese word of their own inside the compound (前線 of 梅雨前線, 大敵 of 油断大敵), as they would alone
 * (see `isOnReading`); numerals count as numbers do.
 */
function withoutSinoPairs(
  split: [VocabularyItem | undefined, number][],
): [VocabularyItem | undefined, number][] {
  const single = ([item, length]: [VocabularyItem | undefined, number]) =>
    length === 1 && item !== undefined && isOnReading(item) && !ONE_NUMERAL.test(item.word);
  return split.map((piece, k) =>
    single(piece) && ((k > 0 && single(split[k - 1]!)) || (k + 1 < split.length && single(split[k + 1]!)))
      ? [undefined, piece[1]]
      : piece,
  );
}

/**
 * A split without the pieces that together spell a listed word, which the split could not take whole because
 * the text reads it otherwise: 手 and 数 of 手数料 (てすうりょう), where the catalogue lists 手数 as てかず. A
 * listed word read otherwise counts nothing, and its kanji are not the words they spell alone.
 */
function withoutWordReadOtherwise(
  split: [VocabularyItem | undefined, number][],
  form: string,
  catalogue: Catalogue,
): [VocabularyItem | undefined, number][] {
  const result = [...split];
  let from = 0;
  for (let k = 0; k + 1 < split.length; k++) {
    const length = split[k]![1] + split[k + 1]![1];
    const part = length < form.length ? catalogue.spellingsOf(form.slice(from, from + length)) : undefined;
    const spelled = part?.some(([, , kana]) => !kana);
    if (spelled && split[k]![0] && split[k + 1]![0]) {
      result[k] = [undefined, split[k]![1]];
      result[k + 1] = [undefined, split[k + 1]![1]];
    }
    from += split[k]![1];
  }
  return result;
}

/**
 * A compound verb IPADIC cut before the causative せる whose last verb with せる is a listed verb of its own,
 * as that compound: 混ぜ合わ + せる is 混ぜ合わせる, made of 混ぜる and 合わせる, not 合う.
 */
function causativeCompound(token: Token, next: Token | undefined, catalogue: Catalogue): Token | undefined {
  if (token.pos !== '動詞' || next?.posDetail !== '接尾' || next.basicForm !== 'せる') return undefined;
  const lastKanji = token.surface.search(/\p{Script=Han}\P{Script=Han}*$/u);
  if (lastKanji < 1 || !A_ROW.includes(token.surface.at(-1)!)) return undefined;
  const verb = `${token.surface.slice(lastKanji)}せる`;
  return catalogue.spellingsOf(verb) ? { ...token, basicForm: `${token.surface}せる` } : undefined;
}

/** Whether a token is a word written with kanji that the tokenizer learned in kana (にほんご: 日本語). */
const isLearnedInKana = (token: Token) => isHiragana(token.surface) && hasKanji(token.basicForm);

/** The words of a token's split (see `splitCompound`), where they are in the text. */
function wordsOfSplit(
  token: Token,
  split: [VocabularyItem | undefined, number][],
  catalogue: Catalogue,
): WordMatch[] {
  const matches: WordMatch[] = [];
  // A compound learned in kana has no letters of its parts to point at: each part is the whole token.
  if (isLearnedInKana(token))
    return split.flatMap(([item]) =>
      item ? [{ item, form: token.surface, start: token.start, end: token.end }] : [],
    );
  let from = 0;
  split.forEach(([item, length], k) => {
    const to = k === split.length - 1 ? token.surface.length : from + length;
    // An adverb made of a noun and an adjective (仲良く, of 仲良い) ends in the adjective, not the adverb 良く.
    const adjective = k > 0 && token.pos === '副詞' && item && adjectiveOfListedAdverb(catalogue, item);
    if (item)
      matches.push({
        item: adjective || item,
        form: token.surface.slice(from, to),
        start: token.start + from,
        end: token.start + to,
      });
    from += length;
  });
  return matches;
}

/**
 * The listed word of one kanji a compound of three kanji ends in, read as that word, where no listed words
 * make up the rest (学 of 天文学, 症 of 不妊症, 色 of 琥珀色). Compounds of two kanji are words of their own
 * (金欠), and one of four is most often two of them (異口同音 is no 音, 五里霧中 no 中).
 */
function suffixOfUnlisted(token: Token, reading: string, catalogue: Catalogue): WordMatch[] {
  const form = token.surface;
  if (form.length !== 3 || !isKanjiOnly(form)) return [];
  const last = form.slice(-1);
  const item = catalogue.wordsWrittenAs(last).find((candidate) => reading.endsWith(candidate.reading));
  return item ? [{ item, form: last, start: token.end - 1, end: token.end }] : [];
}

/**
 * The listed words of a phrase with の that IPADIC keeps as one noun no list has (松の木, 袖の下, 山の上), each
 * read as the token reads it there: 葉 of 木の葉 (このは), not 木 read こ.
 */
function phraseWithNo(token: Token, catalogue: Catalogue): WordMatch[] {
  const match = /^(\p{Script=Han}+)の(\p{Script=Han}+)$/u.exec(token.surface);
  if (!match || token.pos !== '名詞' || !token.readingKnown) return [];
  const [, before, after] = match as unknown as [string, string, string];
  const { reading, start, end } = token;
  const head = catalogue.wordsWrittenAs(before).find((word) => reading.startsWith(`${word.reading}の`));
  const tail = catalogue.wordsWrittenAs(after).find((word) => reading.endsWith(`の${word.reading}`));
  const words: WordMatch[] = [];
  if (head) words.push({ item: head, form: before, start, end: start + before.length });
  if (tail) words.push({ item: tail, form: after, start: end - after.length, end });
  return words;
}

/** The title 様 a compound no list has ends in (父様 とうさま, お母さま). */
function titleOfUnlisted(token: Token, reading: string, catalogue: Catalogue): WordMatch[] {
  const form = token.surface;
  const length = form.endsWith('様') ? 1 : form.endsWith('さま') ? 2 : 0;
  const title =
    length > 0 && form.length > length && reading.endsWith('さま') && listedAs(catalogue, '様', 'さま');
  return title ? [{ item: title, form: form.slice(-length), start: token.end - length, end: token.end }] : [];
}

/**
 * The listed loanword a loanword compound no list has begins with, where the rest is no listed word
 * (スマートウォッチ: スマート). Four letters at least, and two left after it: プロパン is no プロ, ニュートン no ニュー.
 */
function loanwordHead(token: Token, catalogue: Catalogue): WordMatch[] {
  const form = token.surface;
  for (let length = form.length - 2; length >= 4; length--) {
    const head = form.slice(0, length);
    const item = catalogue.wordsWrittenAs(head)[0];
    if (item) return [{ item, form: head, start: token.start, end: token.start + length }];
  }
  return [];
}

/**
 * A language named after a place written in kanji that no list has (中国語): the place is a name, which counts
 * nothing, and 語, not 中 and 国語.
 */
function languageName(token: Token, reading: string, catalogue: Catalogue): WordMatch[] {
  const head = token.basicForm.slice(0, -1);
  if (!token.basicForm.endsWith('語') || !reading.endsWith('ご') || !LANGUAGE_PLACES.has(head)) return [];
  const language = listedAs(catalogue, '語', 'ご');
  const start = token.start + head.length;
  return language ? [{ item: language, form: '語', start, end: start + 1 }] : [];
}

// Places in kanji whose names IPADIC keeps with 語 as one word, and whose letters make listed words.
const LANGUAGE_PLACES = new Set(['中国', '韓国', '朝鮮', '台湾', '広東', '北京', '上海']);

/**
 * The listed word an adverb IPADIC keeps with the particles after it begins with: 後で is 後, 今にも 今,
 * 時には 時, 依然として 依然, 心から 心, 今や 今, あくまでも 飽くまで.
 */
function adverbHead(token: Token, catalogue: Catalogue): WordMatch | undefined {
  const [, head] = /^(.+?)(として|から|[でにとも]{1,2}|[でにと]は|や)$/.exec(token.surface) ?? [];
  if (head === undefined) return undefined;
  // In kana, an adverb usually written so, of three kana or more, before one particle (あくまで of あくまでも:
  // 飽くまで, not あくま + でも).
  const kanaHead = hasKanji(head) ? undefined : token.surface.slice(0, -1);
  return adverbOf(catalogue, token, head) ?? (kanaHead ? adverbOf(catalogue, token, kanaHead) : undefined);
}

/**
 * The verb whose stem an adverb in ながら begins with, "while, as": 生まれながら (by birth) is 生まれる, not the
 * noun 生まれ.
 */
function verbBeforeNagara(token: Token, catalogue: Catalogue): WordMatch | undefined {
  if (!token.surface.endsWith('ながら') || !token.reading.endsWith('ながら')) return undefined;
  const stem = token.surface.slice(0, -3);
  const reading = token.reading.slice(0, -3);
  const [verb] = stemsOf(catalogue, stem).find(([, stemReading]) => stemReading === reading) ?? [];
  return verb && { item: verb, form: stem, start: token.start, end: token.start + stem.length };
}

/**
 * The listed word an adverb no list has begins with, before kana: 時 of 時たま, 難 of 難なく, 何でも of
 * 何でもかんでも; the longest that the adverb's reading begins with.
 */
function adverbPrefix(token: Token, catalogue: Catalogue): WordMatch | undefined {
  for (let end = token.surface.length - 1; end > 0; end--) {
    const word = isHiragana(token.surface.slice(end))
      ? adverbOf(catalogue, token, token.surface.slice(0, end))
      : undefined;
    if (word) return word;
  }
  return undefined;
}

/** The listed word `head`, the start of an adverb token before particles, writes as the token reads it. */
function adverbOf(catalogue: Catalogue, token: Token, head: string): WordMatch | undefined {
  const particles = token.surface.slice(head.length);
  if (!token.reading.endsWith(particles)) return undefined;
  const reading = token.reading.slice(0, -particles.length);
  const kanaAdverb = (item: VocabularyItem) =>
    head.length > 2 && item.usuallyKana && item.partsOfSpeech.includes('adv');
  for (const [position, spelled, kana] of catalogue.spellingsOf(head) ?? [])
    if ((hasKanji(head) ? !kana : kanaAdverb(catalogue.vocabularyAt(position))) && spelled === reading)
      return {
        item: catalogue.vocabularyAt(position),
        form: head,
        start: token.start,
        end: token.start + head.length,
      };
  return undefined;
}

/**
 * The demonstrative and the noun of a phrase IPADIC keeps as one word (その道, "that field"): 其の and 道,
 * where the noun is listed read so; so is the adnominal ある, "a certain", of ある程度: 或る and 程度.
 */
function demonstrativeAndNoun(token: Token, catalogue: Catalogue): WordMatch[] {
  const [, pointer, noun] = /^([こそあど]の|ある)(\p{Script=Han}.*)$/u.exec(token.surface) ?? [];
  if (pointer === undefined || !token.reading.startsWith(pointer)) return [];
  const [entry] = catalogue.spellingsOf(pointer) ?? [];
  const pointed =
    pointer === 'ある' ? listedAs(catalogue, '或る', 'ある') : entry && catalogue.vocabularyAt(entry[0]);
  const reading = token.reading.slice(pointer.length);
  const listed = catalogue.spellingsOf(noun!)?.find(([, spelled, kana]) => !kana && spelled === reading);
  if (pointed === undefined || listed === undefined) return [];
  const split = token.start + pointer.length;
  return [
    { item: pointed, form: pointer, start: token.start, end: split },
    { item: catalogue.vocabularyAt(listed[0]), form: noun!, start: split, end: token.end },
  ];
}

/**
 * The listed verb that ends a compound verb begun in kana (すり減る is 減る, もたれ掛かる 掛かる): the kana
 * part is a stem that kana alone does not name.
 */
function verbAfterKana(token: Token, reading: string, catalogue: Catalogue): WordMatch | undefined {
  const [, head, verb] = /^(\p{Script=Hiragana}+)(\p{Script=Han}.*)$/u.exec(token.basicForm) ?? [];
  if (token.pos !== '動詞' || head === undefined || !reading.startsWith(head)) return undefined;
  const rest = reading.slice(head.length);
  const listed = catalogue.spellingsOf(verb!)?.find(([, spelled, kana]) => !kana && spelled === rest);
  if (listed === undefined) return undefined;
  return {
    item: catalogue.vocabularyAt(listed[0]),
    form: token.surface.slice(head.length),
    start: token.start + head.length,
    end: token.end,
  };
}

/**
 * The listed words of a word IPADIC keeps as a word in katakana and one in kanji, in either order: 語 of
 * フランス語 (ふらんすご), パン and 生地 of パン生地, 歯 and ブラシ of 歯ブラシ. The kanji word must be read so
 * there (but for the voicing of a second part), and the loanword must be listed; a name is no listed word. A
 * loanword first counts where the kanji after it write no listed word there (ジャンボ of ジャンボ機).
 */
function katakanaAndKanji(token: Token, reading: string, catalogue: Catalogue): WordMatch[] {
  const [, first, second] =
    /^([\p{Script=Katakana}ー]+)(\p{Script=Han}+)$/u.exec(token.surface) ??
    /^(\p{Script=Han}+)([\p{Script=Katakana}ー]+)$/u.exec(token.surface) ??
    [];
  if (second === undefined) return [];
  const kanjiFirst = hasKanji(first!);
  const [loanword, kanji] = kanjiFirst ? [second, first!] : [first!, second];
  const sound = katakanaToHiragana(loanword);
  const loanwordAt = kanjiFirst ? token.surface.length - loanword.length : 0;
  const kanjiAt = kanjiFirst ? 0 : loanword.length;
  const listed = (catalogue.spellingsOf(loanword) ?? []).find(
    ([, spelled, kana]) => !kana && spelled === sound,
  );
  const loanwordHeard = kanjiFirst ? reading.endsWith(sound) : reading.startsWith(sound);
  const kanjiWord = (catalogue.spellingsOf(kanji) ?? []).find(
    ([, spelled, kana]) =>
      !kana &&
      (kanjiFirst
        ? spelled === reading.slice(0, -sound.length)
        : pieceFits(spelled, reading.slice(-spelled.length), true, false)),
  );
  // A loanword before kanji no listed word writes there is still itself (ジャンボ of ジャンボ機).
  const alone = !kanjiWord && !kanjiFirst && listed !== undefined && loanwordHeard;
  if ((!kanjiWord && !alone) || (kanjiFirst && !(listed && loanwordHeard))) return [];
  const words: WordMatch[] = [];
  const match = (position: number, form: string, at: number): WordMatch => ({
    item: catalogue.vocabularyAt(position),
    form,
    start: token.start + at,
    end: token.start + at + form.length,
  });
  if (listed && loanwordHeard) words.push(match(listed[0], loanword, loanwordAt));
  if (kanjiWord) words.push(match(kanjiWord[0], kanji, kanjiAt));
  return words.sort((a, b) => a.start - b.start);
}

/** The listed loanword after latin letters in a word IPADIC keeps whole: シャツ of Tシャツ. */
function loanwordAfterLetters(token: Token, catalogue: Catalogue): WordMatch | undefined {
  const [, letters, loanword] =
    /^([A-Za-zＡ-Ｚａ-ｚ]+)([\p{Script=Katakana}ー]{2,})$/u.exec(token.surface) ?? [];
  if (loanword === undefined || !token.reading.endsWith(katakanaToHiragana(loanword))) return undefined;
  const item = catalogue.wordsWrittenAs(loanword)[0];
  const start = token.start + letters!.length;
  return item && { item, form: loanword, start, end: token.end };
}

/**
 * The listed words of a noun IPADIC keeps whole that is written in kana and then kanji, or kanji and then
 * kana: 肺 and 癌 of 肺がん, 色 of ばら色, 板 of まな板, 玉 of 玉ねぎ. The kanji word must be read so there (but
 * for the voicing of a second part); the kana counts where it writes a word written in kana, or the one word
 * read so, which is usually written in kana (葡萄 of ぶどう酒, whose 酒 しゅ is no listed word).
 */
function kanaAndKanji(token: Token, reading: string, catalogue: Catalogue): WordMatch[] {
  const [, first, second] =
    /^(\p{Script=Hiragana}{2,})(\p{Script=Han}+)$/u.exec(token.surface) ??
    /^(\p{Script=Han}+)(\p{Script=Hiragana}{2,})$/u.exec(token.surface) ??
    [];
  if (second === undefined || token.pos !== '名詞') return [];
  const kanjiFirst = hasKanji(first!);
  const [kana, kanji] = kanjiFirst ? [second, first!] : [first!, second];
  const kanjiReading = kanjiFirst ? reading.slice(0, -kana.length) : reading.slice(kana.length);
  const kanjiWord = (catalogue.spellingsOf(kanji) ?? []).find(
    ([, spelled, kanaSpelling]) => !kanaSpelling && pieceFits(spelled, kanjiReading, !kanjiFirst, false),
  );
  const words: WordMatch[] = [];
  const match = (item: VocabularyItem, form: string, offset: number) =>
    words.push({ item, form, start: token.start + offset, end: token.start + offset + form.length });
  // A word written in kana (the suffix さん of 嫁さん), or the one word read so, usually written in kana (癌).
  const kanaItems = [
    ...new Set(
      (catalogue.spellingsOf(kana) ?? [])
        .filter(([, spelled]) => spelled === kana)
        .map(([position]) => catalogue.vocabularyAt(position)),
    ),
  ];
  // After kanji, a listed suffix too (さま of 皆さま: 様).
  const kanaItem =
    kanaItems.find((item) => item.word === kana) ??
    (kanaItems.length === 1 && kanaItems[0]!.usuallyKana ? kanaItems[0] : undefined) ??
    (kanjiFirst ? kanaItems.find((item) => item.partsOfSpeech.includes('suf')) : undefined);
  // After kanji, kana that spells words other than these (豆 of 筆まめ) is left to the rest of detection.
  if (kanjiFirst && !kanaItem && kanaItems.length > 0) return [];
  // Without a kanji word read so, only a long kana word usually written in kana (ぶどう of ぶどう酒 しゅ).
  if (!kanjiWord && !(kanaItem?.usuallyKana && kana.length > 2 && !kanjiFirst)) return [];
  if (kanaItem) match(kanaItem, kana, kanjiFirst ? kanji.length : 0);
  if (kanjiWord) match(catalogue.vocabularyAt(kanjiWord[0]), kanji, kanjiFirst ? 0 : kana.length);
  return words.sort((a, b) => a.start - b.start);
}

/** The listed greeting a greeting IPADIC keeps whole begins with, before the polite なさい: おやすみ of おやすみなさい. */
function greetingWithNasai(token: Token, catalogue: Catalogue): WordMatch[] {
  const greeting = token.surface.endsWith('なさい') ? token.surface.slice(0, -3) : '';
  const [item] = greeting ? catalogue.wordsWrittenAs(greeting) : [];
  return item ? [{ item, form: greeting, start: token.start, end: token.start + greeting.length }] : [];
}

/**
 * The listed noun and 様 of a greeting no list has that IPADIC keeps whole, the noun between an honorific
 * お or ご and さま or 様: お疲れさま is 疲れ and 様.
 */
function greetingWithSama(token: Token, catalogue: Catalogue): WordMatch[] {
  const [, prefix, noun, sama] = /^([おご])(.+?)(様|さま)$/.exec(token.surface) ?? [];
  if (noun === undefined || !token.reading.endsWith('さま')) return [];
  const reading = token.reading.slice(1, -2);
  const item = catalogue.wordsWrittenAs(noun).find((word) => word.reading === reading);
  const honorific = listedAs(catalogue, '様', 'さま');
  if (!item || !honorific) return [];
  const nounStart = token.start + prefix!.length;
  return [
    { item, form: noun, start: nounStart, end: nounStart + noun.length },
    { item: honorific, form: sama!, start: nounStart + noun.length, end: token.end },
  ];
}

/**
 * The listed noun an adjective no list has is made of with い or ない: 真っ黒 of 真っ黒い (まっくろい), 遠慮 of
 * 遠慮ない ("unreserved").
 */
function nounWithI(token: Token, catalogue: Catalogue): WordMatch | undefined {
  const reading = basicReading(token);
  if (token.pos !== '形容詞' || !token.basicForm.endsWith('い') || !reading?.endsWith('い')) return undefined;
  const ending = token.basicForm.endsWith('ない') && reading.endsWith('ない') ? 'ない' : 'い';
  const noun = token.basicForm.slice(0, -ending.length);
  const item = listedAs(catalogue, noun, reading.slice(0, -ending.length));
  if (!item?.partsOfSpeech.some((code) => code === 'n' || code === 'adj-na')) return undefined;
  return { item, form: noun, start: token.start, end: token.start + noun.length };
}

/** The listed adjective a noun in み no list has is made from, as one in さ is: 甘い of 甘み (あまみ). */
function adjectiveOfMi(token: Token, catalogue: Catalogue): WordMatch | undefined {
  const item =
    token.pos === '名詞' ? adjectiveBefore(catalogue, token.surface, token.reading, 'み') : undefined;
  return item && { item, form: token.surface, start: token.start, end: token.end };
}

/** The listed adjective whose stem `form`, read `reading`, is before `ending`: 怖い of 怖がる, 甘い of 甘み. */
function adjectiveBefore(
  catalogue: Catalogue,
  form: string,
  reading: string | undefined,
  ending: string,
): VocabularyItem | undefined {
  if (!form.endsWith(ending) || !reading?.endsWith(ending)) return undefined;
  const stem = (text: string) => `${text.slice(0, -ending.length)}い`;
  const item = listedAs(catalogue, stem(form), stem(reading));
  return item?.partsOfSpeech.includes('adj-i') ? item : undefined;
}

/** The listed word a kanji repeated with 々 says many of: 人々 (ひとびと) is 人, 山々 山; or says strongly. */
function repeatedWord(token: Token, catalogue: Catalogue): WordMatch | undefined {
  const [, half] = /^(\p{Script=Hiragana}{2,})\1$/u.exec(token.surface) ?? [];
  if (half !== undefined) {
    // A count said twice in kana (ひとつひとつ, ひとりひとり: "one by one") is the word its half spells; other
    // kana said twice is mostly a sound of its own (ぼろぼろ is no ぼろ, "rag").
    const [entry, other] = catalogue.spellingsOf(half) ?? [];
    const item = entry && catalogue.vocabularyAt(entry[0]);
    if (!item || other !== undefined || !/^[一二三四五六七八九十]/.test(item.word)) return undefined;
    return { item, form: token.surface, start: token.start, end: token.end };
  }
  const [, kanji] = /^(\p{Script=Han})々$/u.exec(token.surface) ?? [];
  if (kanji === undefined) return undefined;
  // An adjective's stem said twice is the adjective (赤々 あかあか: 赤い; 広々 広い), before a noun of the stem.
  const adjective = catalogue
    .wordsWrittenAs(`${kanji}い`)
    .find(
      (item) => item.partsOfSpeech.includes('adj-i') && token.reading === item.reading.slice(0, -1).repeat(2),
    );
  if (adjective) return { item: adjective, form: token.surface, start: token.start, end: token.end };
  for (const [position, reading, kana] of catalogue.spellingsOf(kanji) ?? [])
    if (!kana && joinedReadingFits(reading + reading, token.reading))
      return {
        item: catalogue.vocabularyAt(position),
        form: token.surface,
        start: token.start,
        end: token.end,
      };
  return undefined;
}

/**
 * Whether a one-kanji word is read by its kanji's Chinese reading. A compound made only of such words is a
 * Sino-Japanese word of its own (商法 is not 商 and 法, 大量 not 大 and 量), unlike 肩幅 or 空耳.
 */
const isOnReading = (item: VocabularyItem) => isSinoKanji(item.word, item.reading);

/** Whether a kanji read so is a Sino-Japanese word's: read by a Chinese reading, and no productive suffix. */
const isSinoKanji = (char: string, reading: string) =>
  !PRODUCTIVE_SUFFIXES.has(char) && isReadOn(char, reading);

// 的, "-ic", makes an adjective of any noun (法的, 僕的): with it a noun makes no Sino-Japanese word of its own.
const PRODUCTIVE_SUFFIXES = new Set(['的']);

/**
 * Whether a one-kanji word is read by one of its kanji's native readings (株 かぶ, 棚 たな), and by no Chinese
 * one: KANJIDIC lists き among 気's kun-readings too.
 */
function isKunReading(item: VocabularyItem): boolean {
  return isReadKun(item.word, item.reading) && !isOnReading(item);
}

interface Compound {
  form: string;
  reading: string;
  /**
   * IPADIC's part of speech: a noun may end in a verb stem (盗み聞き), a verb or adjective ends in its own
   * dictionary form; a verb's parts are verb stems first (振り of 振り返る is 振る, not the noun 振り).
   */
  pos: string;
  /** Whether one kanji that no listed word spells may be left out at either end (士 of 弁護士). */
  affix: boolean;
}

/**
 * Listed words, as [item, length in the form], that make up `compound.form` from `at` and read as its
 * reading from `readAt`, longest first; undefined when there are none, or when only the whole form would do.
 * After a verb's stem, a kanji that is a verb's stem too is that verb first: 乗組 of 乗組員 is 乗り組む, 乗る and
 * 組む, not 乗る and the noun 組.
 */
function splitCompound(
  catalogue: Catalogue,
  compound: Compound,
  at: number,
  readAt: number,
  afterStem = false,
): [VocabularyItem | undefined, number][] | undefined {
  const { form, reading } = compound;
  if (at === form.length) return readAt === reading.length ? [] : undefined;
  // No listed spelling is longer than the text that still begins one, but for a godan stem's last kana
  // (飛び of 飛ぶ).
  let limit = at;
  while (limit < form.length && catalogue.beginsSpelling(form.slice(at, limit + 1))) limit++;
  if (limit < form.length) limit++;
  if (limit < form.length && I_ROW.includes(form[limit]!)) limit++;
  for (let end = Math.min(limit, at === 0 ? form.length - 1 : form.length); end > at; end--) {
    const piece = form.slice(at, end);
    // A compound verb may end in a verb written in kana after a stem (引き + つける), which is a listed verb
    // where that kana spells one verb only (see `buildSpellings`).
    // An adjective may end in one written in kana (格好 + いい).
    const kanaEnd =
      (compound.pos === '形容詞' ||
        (compound.pos === '動詞' && (isHiragana(form[at - 1] ?? '') || afterStem))) &&
      at > 0 &&
      end === form.length &&
      isHiragana(piece);
    // Two kana make a listed adverb (もう), but loanwords of three or more (プロパン is not プロ and パン), or
    // of two after one of three or more (ダンプ + カー, スクール + バス) or before one of four (ミリ + メートル).
    const lastOfLong = at >= 3 && end === form.length && piece.length === 2;
    const firstOfLong = at === 0 && piece.length === 2 && form.length - end >= 4;
    const kana =
      compound.pos === '副詞'
        ? piece.length > 1
        : (piece.length > 2 || lastOfLong || firstOfLong) && isKatakana(form);
    if (!hasKanji(piece) && !kana && !(kanaEnd && piece.length > 1)) continue;
    const stem = compound.pos === '名詞' || end < form.length;
    // The suffix 方 (かた, "way of") follows a verb's stem: 考え of 考え方 is 考える, not the noun 考え.
    const way = end === form.length - 1 && form.endsWith('方') && reading.endsWith('かた');
    for (const [item, spelled] of pieceWords(
      catalogue,
      piece,
      stem,
      compound.pos === '動詞' || way,
      kanaEnd,
      afterStem && piece.length === 1,
    )) {
      const verbStem = item.word !== piece && item.partsOfSpeech.some((code) => /^v[15]/.test(code));
      for (const sound of soundsInCompound(spelled, compound.pos === '形容詞' && end < form.length)) {
        const heard = reading.slice(readAt, readAt + sound.length);
        if (!pieceFits(sound, heard, readAt > 0, readAt + sound.length < reading.length)) continue;
        const rest = splitCompound(catalogue, compound, end, readAt + sound.length, verbStem);
        if (rest) return [[item, end - at], ...rest];
      }
    }
  }
  // A verb's stem no list has begins a compound verb whose end is listed: 忍び of 忍び寄る, 推し of 推し進める.
  const [stem] =
    at === 0 && compound.pos === '動詞' ? (/^\p{Script=Han}+[いきぎしちにびみり]/u.exec(form) ?? []) : [];
  if (compound.affix && stem !== undefined && stem.length < form.length)
    for (let readEnd = 1; readEnd < reading.length; readEnd++) {
      if (reading[readEnd - 1] !== stem.at(-1)) continue;
      const rest = splitCompound(catalogue, compound, stem.length, readEnd, true);
      if (rest?.every(([item]) => item)) return [[undefined, stem.length], ...rest];
    }
  // Kana no listed word spells that ends a noun after a verb's stem, a suffix said in kana: たて of 塗りたて
  // ("freshly painted"), みの of 隠れみの; so does っぽい, "-ish", an adjective after a word (色っぽい).
  const tail = form.slice(at);
  const suffix =
    (afterStem && compound.pos === '名詞' && tail.length > 1 && isHiragana(tail)) ||
    (at > 0 && compound.pos === '形容詞' && tail === 'っぽい');
  if (compound.affix && suffix)
    return reading.slice(readAt) === tail ? [[undefined, tail.length]] : undefined;
  // One kanji no listed word spells, at either end, read by one of its own readings: the affix 士 of 弁護士,
  // 夕 of 夕御飯.
  const char = form[at]!;
  const atEdge = at === 0 || at === form.length - 1;
  if (!compound.affix || !atEdge || !isKanjiChar(char)) return undefined;
  for (const sound of kanjiSounds(char)) {
    // A verb begins with a kanji read natively, its stem's: 頑 (がん) of 頑張る, an unlisted verb, is no affix
    // before 張る.
    if (compound.pos === '動詞' && at === 0 && isReadOn(char, sound)) continue;
    const heard = reading.slice(readAt, readAt + sound.length);
    if (!pieceFits(sound, heard, readAt > 0, readAt + sound.length < reading.length)) continue;
    const rest = at === 0 ? splitCompound(catalogue, compound, 1, readAt + sound.length) : [];
    if (rest && (at > 0 ? readAt + sound.length === reading.length : !rest.some(([item]) => !item)))
      return [[undefined, 1], ...rest];
  }
  return undefined;
}

// The ない of the negative said in a slurred way (わからねー, できねぇ).
const SLURRED_NAI = /^ね[ーぇえ]/;

// Kana that only follow another in its syllable (ぇ of ちぇっ, ゃ of ちゃ): no word begins with one. The small
// っ does begin particles and suffixes (それって, 泣きっぱなし).
const SMALL_KANA = /^[ぁぃぅぇぉゃゅょゎァィゥェォャュョヮ]/;

// JMdict codes of prefixes and suffixes.
const AFFIX = /^(n-)?(pref|suf)$/;

/** Whether a split of three kanji is a word of two and one kanji after it (来年 + 度 of 来年度). */
const endsInOneKanji = (split: [VocabularyItem | undefined, number][]) =>
  split.length === 2 && split[0]![1] === 2 && split[1]![1] === 1;

/**
 * A listed prefix of one kanji and a listed word of two kanji that make up a compound of three (来 + 年度 of
 * 来年度, 不 + 可能 of 不可能): the prefix says which thing or what kind of thing the word names. Only a
 * kanji that is no word alone: one that is a noun too begins a word of two as often (中学 + 生 of 中学生).
 */
function prefixAndWord(
  catalogue: Catalogue,
  compound: Compound,
): [VocabularyItem | undefined, number][] | undefined {
  const { form, reading } = compound;
  if (form.length !== 3 || !isKanjiChar(form[0]!)) return undefined;
  for (const [item, spelled] of pieceWords(catalogue, form[0]!, false, false)) {
    if (!item.partsOfSpeech.includes('pref') || !item.partsOfSpeech.every((code) => AFFIX.test(code)))
      continue;
    if (!pieceFits(spelled, reading.slice(0, spelled.length), false, true)) continue;
    const rest = splitCompound(catalogue, { ...compound, affix: false }, 1, spelled.length);
    if (rest?.length === 1 && rest[0]![0]) return [[item, 1], ...rest];
  }
  return undefined;
}

/**
 * Two kanji no listed word spells, read by their own readings, and one listed word of two letters or more
 * after them: 国勢 and 調査 of 国勢調査, 暗中 and 模索 of 暗中模索, 土砂 and 降り of 土砂降り.
 */
function twoKanjiAndWord(
  catalogue: Catalogue,
  compound: Compound,
): [VocabularyItem | undefined, number][] | undefined {
  const { form, reading } = compound;
  // A numeral first is counted as a number is (四字熟語: 四, 字).
  if (form.length < 4 || !isKanjiChar(form[0]!) || !isKanjiChar(form[1]!) || ONE_NUMERAL.test(form[0]!))
    return undefined;
  for (const first of kanjiSounds(form[0]!))
    for (const second of kanjiSounds(form[1]!)) {
      const sound = first + second;
      if (!pieceFits(sound, reading.slice(0, sound.length), false, true)) continue;
      const rest = splitCompound(catalogue, compound, 2, sound.length);
      if (rest?.length === 1 && rest[0]![0] && rest[0]![1] >= 2) return [[undefined, 2], ...rest];
    }
  return undefined;
}

/**
 * How a part sounds in a compound: as read alone, and, before an adjective's end, also without the long
 * vowel everyday speech drops there (格好 かっこう of 格好いい かっこいい, 面倒 of 面倒くさい めんどくさい).
 */
function soundsInCompound(reading: string, beforeAdjective: boolean): string[] {
  return beforeAdjective && reading.length > 2 && reading.endsWith('う')
    ? [reading, reading.slice(0, -1)]
    : [reading];
}

/**
 * A JLPT kanji's readings in hiragana: its on-readings and the stems of its kun-readings (た.べる → た), and
 * the suffix readings KANJIDIC does not give (中 じゅう, "throughout", of 世界中).
 */
function kanjiSounds(char: string): string[] {
  const kanji = readingsOfKanji(char);
  if (!kanji) return [];
  const kun = kanji.kun.map(nativeStem);
  const suffix = SUFFIX_SOUNDS[char] ?? [];
  return [...kanji.on, ...kun, ...suffix].filter((sound) => sound.length > 0);
}

const SUFFIX_SOUNDS: Record<string, string[]> = { 中: ['じゅう'] };

/**
 * The listed words a piece of a compound may be, each with how it sounds there: words spelled so, and, if
 * `stem`, the verbs and adjectives the piece is the stem of (見 of 見上げる is 見る, read み; 飛び of 飛び回る is
 * 飛ぶ, read とび; 甘 of 甘党 甘い),
 * those first if `stemFirst`; and, if `kanaEnd`, the verbs and adjectives the piece is a kana spelling of.
 */
function pieceWords(
  catalogue: Catalogue,
  piece: string,
  stem: boolean,
  stemFirst: boolean,
  kanaEnd = false,
  verbFirst = false,
): [VocabularyItem, string][] {
  const words: [VocabularyItem, string][] = [];
  for (const [position, reading, kana] of catalogue.spellingsOf(piece) ?? []) {
    const item = catalogue.vocabularyAt(position);
    if (!kana || (kanaEnd && item.partsOfSpeech.some((code) => /^(v[15k]|adj-i)/.test(code))))
      words.push([item, reading]);
  }
  if (!stem) return words;
  if (verbFirst) return [...stemsOf(catalogue, piece), ...words, ...adjectiveStemsOf(catalogue, piece)];
  const stems = [...stemsOf(catalogue, piece), ...adjectiveStemsOf(catalogue, piece)];
  return stemFirst ? [...stems, ...words] : [...words, ...stems];
}

/** The listed adjectives `piece` is the stem of, with the stem's reading: 甘 of 甘党 is 甘い, read あま. */
function adjectiveStemsOf(catalogue: Catalogue, piece: string): [VocabularyItem, string][] {
  const words: [VocabularyItem, string][] = [];
  for (const [position, reading, kana] of catalogue.spellingsOf(`${piece}い`) ?? []) {
    const item = catalogue.vocabularyAt(position);
    if (!kana && item.partsOfSpeech.includes('adj-i')) words.push([item, reading.slice(0, -1)]);
  }
  return words;
}

// A godan verb's potential ends in the e-row before る (作る → 作れる), its short causative in the a-row before
// す (立つ → 立たす).

/** The godan verb a potential or short causative form is made from, by its last two kana. */
function godanOf(form: string): string | undefined {
  const row = form.endsWith('る') ? E_ROW : form.endsWith('す') ? A_ROW : undefined;
  const index = row?.indexOf(form.at(-2) ?? '') ?? -1;
  return index === -1 ? undefined : form.slice(0, -2) + U_ROW[index];
}

/**
 * The listed godan verb of which a verb no list has is the potential or short causative: 作れる, 立たす. So is
 * a listed intransitive verb that has an object, which only the godan verb takes: 卵を片手で割れる is 割る,
 * 皿が割れる the listed 割れる; and one the dictionary gives as the potential (持てる).
 */
function derivedVerb(
  catalogue: Catalogue,
  token: Token,
  tokens: readonly Token[],
  index: number,
): VocabularyItem | undefined {
  // Kanji only: a kana form says too little (ならす is 鳴らす, not a form of なる).
  if (token.pos !== '動詞' || !hasKanji(token.basicForm)) return undefined;
  const listed = catalogue.spellingsOf(token.basicForm);
  // A listed verb whose dictionary meaning is the potential itself is the godan verb's too: 持てる, "to be
  // able to possess", is 持つ.
  const meansPotential = ([position]: SpellingEntry) =>
    catalogue.sensesOf(catalogue.vocabularyAt(position))[0]?.glosses[0]?.startsWith('to be able to') === true;
  // A transitive verb negated with no object is an intransitive verb's potential: 先に進めない is 進む's, ゆっくり
  // 休めない 休む's (see `isCannotWithoutObject`).
  const transitive = (item: VocabularyItem) => item.partsOfSpeech.includes('vt');
  const listedTransitive = listed?.some(([position]) => transitive(catalogue.vocabularyAt(position)));
  const cannot = listedTransitive && isCannotWithoutObject(tokens, index);
  // One who can or cannot, before には, makes it a potential too: 私には解けない is 解く's.
  const able = hasAbleOne(tokens, index);
  if (
    listed &&
    !hasObject(tokens, index) &&
    !listed.every(meansPotential) &&
    !isTakenThing(tokens, index) &&
    !cannot &&
    !able
  )
    return undefined;
  if (listedTransitive && !cannot && !able) return undefined;
  const form = godanOf(token.basicForm);
  const lemma = basicReading(token);
  const reading = lemma === undefined ? undefined : godanOf(lemma);
  for (const [position, spelled, kana] of (form && catalogue.spellingsOf(form)) || []) {
    const item = catalogue.vocabularyAt(position);
    if (!kana && spelled === reading && item.partsOfSpeech.some((code) => /^v5/.test(code))) return item;
  }
  return undefined;
}

/**
 * Whether a person before には begins the clause of the verb at `index`, who can or cannot do it (私には解けない,
 * 子供には読めない): a pronoun for a person, not for a thing or a place (これには, ここには). Not where the verb
 * says what a noun after it is (私には合わせる顔がない: the person is the whole sentence's).
 */
function hasAbleOne(tokens: readonly Token[], index: number): boolean {
  if (at(tokens, index + 1)?.pos === '名詞') return false;
  for (let k = index - 1; k >= 2; k--) {
    const token = tokens[k]!;
    if (['動詞', '形容詞', '助動詞', '記号'].includes(token.pos) || token.posDetail === '接続助詞')
      return false;
    if (token.surface !== 'は' || tokens[k - 1]!.surface !== 'に') continue;
    const one = tokens[k - 2]!;
    const person = one.posDetail === '代名詞' && !/^(こ|そ|あ|ど|何)/.test(one.surface);
    return person || PERSON_WORDS.has(one.surface) || PERSON_TITLES.has(one.surface);
  }
  return false;
}

// What people take, book or get, before 取れる (休みが取れた, 連絡が取れない): its subject is 取る's object, and
// 取れる the potential, not "to come off" (ボタンが取れた) or "to be yielded" (採算が取れない, 米が取れる).
const TAKEN_THINGS = new Set([
  '休み',
  '休暇',
  '有給',
  '予約',
  '連絡',
  '許可',
  '資格',
  '免許',
  '点',
  '満点',
  'チケット',
  '席',
  '時間',
  '睡眠',
  '単位',
]);

/**
 * Whether 取れる at `index` has a thing people take as its subject, before が, は or も, and adverbs
 * (有給ぜんぜん取れへん).
 */
function isTakenThing(tokens: readonly Token[], index: number): boolean {
  if (tokens[index]!.basicForm !== '取れる') return false;
  let before = index - 1;
  while (at(tokens, before)?.pos === '副詞') before--;
  const particle = at(tokens, before)?.surface ?? '';
  const subject = ['が', 'は', 'も'].includes(particle) ? at(tokens, before - 1) : at(tokens, before);
  return TAKEN_THINGS.has(subject?.surface ?? '');
}

/** Whether a token may begin an adjective compound with the adjective after it: a noun, not an adverb's. */
const isAdjectiveCompoundHead = (token: Token | undefined) =>
  token?.pos === '名詞' && ['一般', 'サ変接続', '形容動詞語幹'].includes(token.posDetail);

/** The listed adjective whose く form is a listed adverb: 良い of 良く. */
function adjectiveOfListedAdverb(catalogue: Catalogue, adverb: VocabularyItem): VocabularyItem | undefined {
  if (!adverb.word.endsWith('く') || !adverb.reading.endsWith('く')) return undefined;
  const adjective = listedAs(catalogue, `${adverb.word.slice(0, -1)}い`, `${adverb.reading.slice(0, -1)}い`);
  return adjective?.partsOfSpeech.includes('adj-i') ? adjective : undefined;
}

/** The listed adverb that IPADIC keeps whole with the は after it, as a conjunction: 先ず of まずは. */
function adverbWithTopic(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  const head = token.surface.slice(0, -1);
  if (token.pos !== '接続詞' || !token.surface.endsWith('は') || head.length < 2) return undefined;
  for (const [position] of catalogue.spellingsOf(head) ?? []) {
    const item = catalogue.vocabularyAt(position);
    if (item.partsOfSpeech.includes('adv')) return item;
  }
  return undefined;
}

/** The listed word of a plural IPADIC keeps whole with its suffix: 僕 of 僕ら. */
function pluralHead(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  const [, head, suffix] = /^(.+?)(ら|たち|達)$/.exec(token.surface) ?? [];
  if (token.pos !== '名詞' || head === undefined || catalogue.spellingsOf(token.surface)) return undefined;
  // 達 is read たち, as the kana suffix is written.
  const reading = token.reading.slice(0, suffix === 'ら' ? -1 : -2);
  for (const [position, spelled] of catalogue.spellingsOf(head) ?? [])
    if (spelled === reading) return catalogue.vocabularyAt(position);
  return undefined;
}

/**
 * The listed verb in する of which IPADIC read a form as the older verb in す: 達し of 達した is 達する, not 達す.
 */
function suruVerbOf(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  const { basicForm } = token;
  if (token.pos !== '動詞' || !basicForm.endsWith('す') || !hasKanji(basicForm)) return undefined;
  if (catalogue.spellingsOf(basicForm)) return undefined;
  const reading = basicReading(token);
  for (const [position, spelled, kana] of catalogue.spellingsOf(`${basicForm.slice(0, -1)}する`) ?? []) {
    const item = catalogue.vocabularyAt(position);
    if (!kana && spelled === `${reading?.slice(0, -1)}する` && item.partsOfSpeech.includes('vs-s'))
      return item;
  }
  return undefined;
}

/**
 * The listed adverb of an adnominal IPADIC keeps whole with the いう of saying or with の: どう of どういう,
 * そう of そういう, まさか of まさかの.
 */
function adverbOfAdnominal(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  const [, adverb] = /^(.+?)(いう|いった|の)$/.exec(token.surface) ?? [];
  if (token.pos !== '連体詞' || adverb === undefined) return undefined;
  for (const [position] of catalogue.spellingsOf(adverb) ?? []) {
    const item = catalogue.vocabularyAt(position);
    if (item.partsOfSpeech.includes('adv')) return item;
  }
  return undefined;
}

/**
 * The listed adjective of which a verb in がる no list has shows the feeling (怖がる is 怖い, 痛がる 痛い), as
 * its noun in さ is the adjective.
 */
function adjectiveOfGaru(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  if (token.pos !== '動詞') return undefined;
  return adjectiveBefore(catalogue, token.basicForm, basicReading(token), 'がる');
}

/**
 * The listed adjective of which a noun or adverb no list has is the form in く: 多く of 多くの人 is 多い, 古く
 * of 古くから 古い, ひどく 酷い.
 */
function adjectiveOfAdverb(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  const { surface, reading } = token;
  if (!(token.pos === '名詞' || token.pos === '副詞') || !surface.endsWith('く')) return undefined;
  if (catalogue.spellingsOf(surface)) return undefined;
  const adjective = `${reading.slice(0, -1)}い`;
  // In kana, only the one adjective of its sound that is usually written so (ひどく of ひどく冷える is 酷い).
  const inKana = !hasKanji(surface);
  const found: VocabularyItem[] = [];
  for (const [position, spelled, kana] of catalogue.spellingsOf(`${surface.slice(0, -1)}い`) ?? []) {
    const item = catalogue.vocabularyAt(position);
    if (Boolean(kana) !== inKana || spelled !== adjective || !item.partsOfSpeech.includes('adj-i')) continue;
    if (!inKana) return item;
    if (item.usuallyKana) found.push(item);
  }
  return found.length === 1 ? found[0] : undefined;
}

/** The dictionary forms a te-form may be of, by its ending: やって is やう, やつ or やる; 比べて 比べる. */
function lemmasOfTeForm(teForm: string): string[] {
  const [ending, lemmaEndings] = TE_ENDINGS.find(([te]) => teForm.endsWith(te)) ?? [];
  if (ending === undefined) return [];
  return lemmaEndings!.map((lemmaEnding) => teForm.slice(0, -ending.length) + lemmaEnding);
}

// A te-form's ending and the dictionary endings it may come from (やって: やう, やつ, やる).
const TE_ENDINGS: [string, string[]][] = [
  ['って', ['う', 'つ', 'る']],
  ['いて', ['く']],
  ['いで', ['ぐ']],
  ['んで', ['ぬ', 'ぶ', 'む']],
  ['して', ['す']],
  ['て', ['る']],
];

/**
 * The listed verb of a verb IPADIC keeps whole with the auxiliary after its te-form (やってくる), where the
 * auxiliary is grammar: やってくる is 遣る.
 */
function teFormVerb(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  const [, teForm] = /^(.+)(くる|来る|いく|行く)$/.exec(token.basicForm) ?? [];
  if (token.pos !== '動詞' || teForm === undefined || catalogue.spellingsOf(token.basicForm))
    return undefined;
  for (const lemma of lemmasOfTeForm(teForm)) {
    for (const [position] of catalogue.spellingsOf(lemma) ?? []) {
      const item = catalogue.vocabularyAt(position);
      if (item.partsOfSpeech.some((code) => /^v[15]/.test(code))) return item;
    }
  }
  return undefined;
}

/** The listed verb of which a noun no list has is the stem, read so: 眠り is 眠る, 食い of 犬食い 食う. */
/** A noun of an adjective's stem and め, "rather" (早め, 大きめ): the adjective, not a verb in める (早める). */
function adjectiveOfMe(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  return token.pos === '名詞' ? adjectiveBefore(catalogue, token.surface, token.reading, 'め') : undefined;
}

function stemVerb(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  const { surface } = token;
  if (token.pos !== '名詞' || token.posDetail === '固有名詞' || !hasKanji(surface)) return undefined;
  // A stem in kanji alone is an ichidan verb's written without okurigana (出来 of 出来る), read exactly so.
  const exact = isKanjiChar(surface.at(-1)!);
  // A listed noun is that noun; but one with okurigana listed under another reading alone (汚れ けがれ, where
  // the text reads よごれ) is no word, and the stem of the verb it reads as (汚れる).
  const listed = catalogue.spellingsOf(surface);
  if (listed && (exact || listed.some(([, spelled]) => spelled === token.reading))) return undefined;
  for (const [item, reading] of stemsOf(catalogue, surface))
    if (exact ? reading === token.reading : joinedReadingFits(reading, token.reading)) return item;
  return undefined;
}

/** The index of the token an offset in the text falls in, looking on from token `from`. */
export function tokenIndexAt(tokens: readonly Token[], offset: number, from = 0): number {
  let index = from;
  while (tokens[index]!.end <= offset) index++;
  return index;
}

/** Catalogue vocabulary and kanji in tokenized text (see `detectUsage`). */
export function usageOf(
  allTokens: readonly Token[],
  catalogue: Catalogue,
  options: DetectionOptions = {},
): Usage {
  const tokens = withoutSpaces(allTokens);
  const vocabulary = new Map<VocabularyItem, { english: string; count: number; forms: string[] }>();
  let begins = 0;
  for (const { item, form, start } of wordsOf(tokens, catalogue, options)) {
    begins = tokenIndexAt(tokens, start, begins);
    const found = vocabulary.get(item);
    if (!found) {
      const sense = senseAs(catalogue, item, start, tokens, begins);
      vocabulary.set(item, { english: sense?.glosses.join('; ') ?? item.english, count: 1, forms: [form] });
    } else {
      found.count++;
      if (!found.forms.includes(form)) found.forms.push(form);
    }
  }

  // Kanji count per character, whatever word they are in: 日本 uses 日 and 本.
  const kanji = new Map<KanjiItem, number>();
  for (const token of tokens) {
    // Only kanji are catalogue kanji: a token without any is not looked at character by character.
    if (!hasKanji(token.surface)) continue;
    for (const char of token.surface) {
      const item = catalogue.kanjiOf(char);
      if (item) kanji.set(item, (kanji.get(item) ?? 0) + 1);
    }
  }
  return {
    vocabulary: [...vocabulary].map(([item, { english, count, forms }]) => ({ item, english, count, forms })),
    kanji: [...kanji].map(([item, count]) => ({ item, count })),
  };
}

/**
 * The listed word a number with its counter begins with, written with its kanji numeral and read as the text
 * reads it: １つ is 一つ (ひとつ), １０日間 十日 (とおか), 2人 二人 (ふたり), 六日間 六日 (むいか). 10分, read
 * じゅっぷん, is no listed 十分 (じっぷん, じゅうぶん).
 */
function numberWord(token: Token, catalogue: Catalogue): Omit<WordMatch, 'start' | 'end'> | undefined {
  // In kanji, only a number unit (六日間), not a word that begins with a numeral (一人暮らし).
  const digits =
    leadingDigits(token.surface) ??
    (token.posDetail === '数' ? leadingKanjiNumeral(token.surface) : undefined);
  const value = digits === undefined ? null : parseNumber(digits);
  if (value === null || !token.readingKnown) return undefined;
  const numeral = isDigits(digits!) ? kanjiNumeral(value) : digits!;
  // A listed counter keeps its letters together: 1時間 is 一 and 時間, not 一時 (いちじ) and 間.
  const whole = token.surface.slice(digits!.length);
  const shortest = whole && catalogue.spellingsOf(whole) ? token.surface.length : digits!.length + 1;
  for (let end = token.surface.length; end >= shortest; end--) {
    const counter = token.surface.slice(digits!.length, end);
    for (const [position, reading, kana] of catalogue.spellingsOf(numeral + counter) ?? [])
      if (!kana && token.reading.startsWith(reading))
        return { item: catalogue.vocabularyAt(position), form: token.surface.slice(0, end) };
  }
  return undefined;
}

/**
 * The listed word the last numeral of a number in digits makes with its counter, where the unit is read as a
 * whole that ends in that word: 四日 (よっか) of ２４日 (にじゅうよっか), as of 二十四日. Where number and counter
 * are read apart (３１日 さんじゅういちにち) the numeral begins no word (see `wordsOf`).
 */
function lastNumeralUnit(
  token: Token,
  value: number,
  counter: Token | undefined,
  catalogue: Catalogue,
): VocabularyItem | undefined {
  const numeral = kanjiNumeral(value);
  if (counter === undefined || token.counterReading !== undefined || numeral.length < 2) return undefined;
  for (const [position, reading, kana] of catalogue.spellingsOf(numeral.at(-1)! + counter.surface) ?? [])
    if (!kana && token.reading.endsWith(reading)) return catalogue.vocabularyAt(position);
  return undefined;
}

/**
 * The numerals of a number IPADIC keeps with its counter as one word (三月, 二回): 三, 二; in digits too, as
 * IPADIC has the months in full-width digits (１２月: 十, 二).
 */
function numeralsOfCountWord(token: Token, catalogue: Catalogue): VocabularyItem[] {
  const numeral = leadingKanjiNumeral(token.surface) ?? leadingDigits(token.surface) ?? '';
  const counter = token.surface.slice(numeral.length);
  if (token.parts || numeral === '' || counter === '' || !isCounter(counter)) return [];
  const value = parseNumber(numeral);
  return value === null ? [] : numeralWords(value, catalogue);
}

// Symbols read as a listed word after a number: 10% is 十 and パーセント.
const SYMBOL_WORDS: Record<string, string> = { '%': 'パーセント', '％': 'パーセント' };

/** The listed word a symbol after a number is read as. */
function symbolWord(catalogue: Catalogue, token: Token): VocabularyItem | undefined {
  const word = SYMBOL_WORDS[token.surface];
  return word === undefined ? undefined : catalogue.wordsWrittenAs(word)[0];
}

/**
 * The numerals of a number IPADIC cuts into digits and kanji (100 + 万, 7 + 千): the kanji it is read as
 * (百 and 万, 七 and 千), and the index of its last token.
 */
function mixedNumber(
  tokens: readonly Token[],
  index: number,
  catalogue: Catalogue,
): { words: WordMatch[]; last: number } | undefined {
  if (!isDigits(tokens[index]!.surface) || !isNumeral(at(tokens, index + 1))) return undefined;
  let last = index + 1;
  while (isNumeral(at(tokens, last + 1))) last++;
  if (tokens.slice(index + 1, last + 1).every((token) => isDigits(token.surface))) return undefined;
  const text = spanText(tokens, index, last);
  const value = parseNumber(text);
  if (value === null) return undefined;
  const { start } = tokens[index]!;
  const { end } = tokens[last]!;
  return { words: numeralWords(value, catalogue).map((item) => ({ item, form: text, start, end })), last };
}

/**
 * The counter 個 (か, also written ヶ, カ, 箇) of a counter no list has that it makes with a kanji after a number:
 * the か of ５か国 and 五ヶ国, "five countries" (a listed one, ヶ月 or 箇所, is found as itself).
 */
function countedWithKa(part: Token, catalogue: Catalogue): VocabularyItem | undefined {
  if (part.posDetail !== '接尾' || !/^[かヶケカヵ箇]\p{Script=Han}$/u.test(part.surface)) return undefined;
  return listedAs(catalogue, '個', 'か');
}

/** The first catalogue entry of a one-kanji numeral's spelling (四 し for 四 よん); other words as they are. */
function firstNumeral(item: VocabularyItem, catalogue: Catalogue): VocabularyItem {
  if (!/^[一二三四五六七八九十百千万]$/.test(item.word) || !item.partsOfSpeech.includes('num')) return item;
  const [first] = catalogue.spellingsOf(item.word) ?? [];
  return first && first[2] === 0 ? catalogue.vocabularyAt(first[0]) : item;
}

/** The catalogue's numeral words that write a number: 25 → 二, 十, 五. */
function numeralWords(value: number, catalogue: Catalogue): VocabularyItem[] {
  const items: VocabularyItem[] = [];
  for (const char of kanjiNumeral(value)) {
    const [first] = catalogue.spellingsOf(char) ?? [];
    if (first && first[2] === 0) items.push(catalogue.vocabularyAt(first[0]));
  }
  return items;
}

function spanText(tokens: readonly Token[], first: number, last: number): string {
  let text = '';
  for (let k = first; k <= last; k++) text += tokens[k]!.surface;
  return text;
}

/**
 * Words of a usage at or above a level, i.e. as hard or harder (for an N4 learner: N4 to N1), in order of
 * appearance: the words worth recommending to a learner of that level, each with the meaning the text uses
 * (see `VocabularyUsage.english`).
 */
export function recommendedFrom(usage: Usage, level: JlptLevel): VocabularyItem[] {
  return usage.vocabulary.filter(({ item }) => difficulty(item.level) >= difficulty(level)).map(itemAsUsed);
}

/** A word's catalogue item with the meaning the text uses it in (see `VocabularyUsage.english`). */
export const itemAsUsed = ({ item, english }: VocabularyUsage): VocabularyItem =>
  english === item.english ? item : { ...item, english };
