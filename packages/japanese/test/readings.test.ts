import { describe, expect, it } from 'vitest';
import { analyze, furiganaSegments, toHiragana } from '../src/index';
import { estimatedReading, readingsOfKanji } from '../src/readings';

describe('toHiragana', () => {
  it('reads kanji in hiragana and keeps kana, katakana words, digits, latin and punctuation', async () => {
    expect(await toHiragana('毎朝コーヒーを飲みます。')).toBe('まいあさコーヒーをのみます。');
    expect(await toHiragana('ＡＢＣ社のiPhoneは10万円です！')).toBe('ＡＢＣしゃのiPhoneは10まんえんです！');
    expect(await toHiragana('こんにちは、Tanakaさん。')).toBe('こんにちは、Tanakaさん。');
    expect(await toHiragana('')).toBe('');
  });

  it('reads 何 as なん before the copula, の and counters and なに elsewhere', async () => {
    expect(await toHiragana('これは何ですか')).toBe('これはなんですか');
    expect(await toHiragana('何の本')).toBe('なんのほん');
    expect(await toHiragana('何時')).toBe('なんじ');
    expect(await toHiragana('何時だ')).toBe('なんじだ');
    // Before a suffix IPADIC knows that begins with a counter, but not before a noun that does.
    expect(await toHiragana('何番線ですか')).toBe('なんばんせんですか');
    expect(await toHiragana('何時代の話')).toBe('なにじだいのはなし');
    expect(await toHiragana('何月')).toBe('なんがつ');
    expect(await toHiragana('何を食べますか')).toBe('なにをたべますか');
    expect(await toHiragana('何か飲みたい')).toBe('なにかのみたい');
    expect(await toHiragana('何語を話しますか')).toBe('なにごをはなしますか');
  });

  it('reads 一日 as ついたち after a month and いちにち otherwise', async () => {
    expect(await toHiragana('三月一日')).toBe('さんがつついたち');
    expect(await toHiragana('来月の一日')).toBe('らいげつのついたち');
    expect(await toHiragana('一日に二回')).toBe('いちにちににかい');
    expect(await toHiragana('一日中')).toBe('いちにちじゅう');
    // After an adjective 中 is なか, "in the midst of", also where IPADIC keeps お and the adjective whole.
    expect(await toHiragana('お忙しい中')).toBe('おいそがしいなか');
    expect(await toHiragana('今日中に')).toBe('きょうじゅうに');
    expect(await toHiragana('一年中')).toBe('いちねんじゅう');
    expect(await toHiragana('授業中')).toBe('じゅぎょうちゅう');
  });

  it('reads everyday homographs as in conversation', async () => {
    expect(await toHiragana('日本人です')).toBe('にほんじんです');
    expect(await toHiragana('料理が上手です')).toBe('りょうりがじょうずです');
    expect(await toHiragana('下手な字')).toBe('へたなじ');
    expect(await toHiragana('大人が一人')).toBe('おとながひとり');
    expect(await toHiragana('明後日')).toBe('あさって');
    expect(await toHiragana('一昨年の夏')).toBe('おととしのなつ');
    expect(await toHiragana('この方は先生です')).toBe('このかたはせんせいです');
    expect(await toHiragana('この方が安いです')).toBe('このほうがやすいです');
    // An adjective after が that says what a noun is compares nothing; a direction said as a predicate is ほう.
    expect(await toHiragana('あの方が新しい先生です')).toBe('あのかたがあたらしいせんせいです');
    expect(await toHiragana('駅はあちらの方です')).toBe('えきはあちらのほうです');
    expect(await toHiragana('辛いカレー')).toBe('からいカレー');
    expect(await toHiragana('お腹が空いた')).toBe('おなかがすいた');
    expect(await toHiragana('席が空いた')).toBe('せきがあいた');
  });

  it('keeps arabic digits and reads the counter after them', async () => {
    expect(await toHiragana('3本')).toBe('3ぼん');
    expect(await toHiragana('10分')).toBe('10ぷん');
    expect(await toHiragana('4月')).toBe('4がつ');
    // Units that do not split into number and counter sounds are read whole.
    expect(await toHiragana('2人')).toBe('ふたり');
    // Digits grouped by thousands are one number (IPADIC cuts 1 + , + 000).
    expect(await toHiragana('1,000円')).toBe('1,000えん');
    expect(await toHiragana('１，０００円')).toBe('１，０００えん');
    expect(await toHiragana('2,3日')).toBe('2,みっか');
    expect(await toHiragana('二度と来るな')).toBe('にどとくるな');
    expect(await toHiragana('4月1日')).toBe('4がつついたち');
    expect(await toHiragana('１０分')).toBe('１０ぷん');
  });

  it('reads a one-kanji name of a country as the country before its state or beside another', async () => {
    expect(await toHiragana('米政府は発表した。')).toBe('べいせいふははっぴょうした。');
    expect(await toHiragana('日米関係')).toBe('にちべいかんけい');
    expect(await toHiragana('仏大統領')).toBe('ふつだいとうりょう');
    expect(await toHiragana('米の値段が上がった。')).toBe('こめのねだんがあがった。');
    expect(await toHiragana('露がおりる。')).toBe('つゆがおりる。');
  });

  it('reads 分 after a count as a tenth, ぶ, of a rate of interest and of a degree of temperature', async () => {
    expect(await toHiragana('三分の利子が付く。')).toBe('さんぶのりしがつく。');
    expect(await toHiragana('熱は38度5分だ。')).toBe('ねつは38ど5ぶだ。');
    expect(await toHiragana('三分待った。')).toBe('さんぷんまった。');
    expect(await toHiragana('今度5分待った。')).toBe('こんど5ふんまった。');
  });

  it('reads minutes before の as minutes, and 分の as the fraction only before the number it divides', async () => {
    expect(await toHiragana('駅から徒歩五分の所に住んでいます。')).toBe(
      'えきからとほごふんのところにすんでいます。',
    );
    expect(await toHiragana('歩いて２分の距離')).toBe('あるいて２ふんのきょり');
    expect(await toHiragana('三分の一を食べた')).toBe('さんぶんのいちをたべた');
    expect(await toHiragana('５分の１')).toBe('５ぶんの１');
    expect(await toHiragana('何分の一')).toBe('なんぶんのいち');
    // 所 after a particle or an adjective is the noun, not the suffix of 案内所.
    expect(await toHiragana('ちょうどいい所に来た。')).toBe('ちょうどいいところにきた。');
  });

  it('reads a noun IPADIC took for a suffix as the noun where no suffix can follow', async () => {
    // After a particle or an adverb.
    expect(await toHiragana('彼は的に当てた。')).toBe('かれはまとにあてた。');
    expect(await toHiragana('ずばり的を射ている')).toBe('ずばりまとをいている');
    expect(await toHiragana('人は氏より育ち。')).toBe('ひとはうじよりそだち。');
    expect(await toHiragana('今後話をしよう。')).toBe('こんごはなしをしよう。');
    expect(await toHiragana('昔話をする。')).toBe('むかしばなしをする。');
    // After a noun that works as an adverb (一番下), not after a Sino-Japanese word (影響下).
    expect(await toHiragana('一番下の段')).toBe('いちばんしたのだん');
    expect(await toHiragana('影響下にある')).toBe('えいきょうかにある');
    expect(await toHiragana('道はすべて山の中だ')).toBe('みちはすべてやまのなかだ');
    expect(await toHiragana('富士山に登る')).toBe('ふじさんにのぼる');
    // After a word that ends in the 中 of "throughout".
    expect(await toHiragana('一日中雨が降っていた。')).toBe('いちにちじゅうあめがふっていた。');
    // After a noun it is the suffix.
    expect(await toHiragana('田中氏は言った')).toBe('たなかしはいった');
    // いい before it is the adjective, which IPADIC took for the stem of 言う.
    expect(await toHiragana('とてもいい人だ')).toBe('とてもいいひとだ');
    expect(await toHiragana('とてもいい日だ')).toBe('とてもいいひだ');
    expect(await toHiragana('とてもいい方だ')).toBe('とてもいいかただ');
    expect(await toHiragana('言い方が悪い')).toBe('いいかたがわるい');
  });

  it('recuts forms IPADIC reads as words no grammar makes', async () => {
    const cut = async (text: string) =>
      (await analyze(text)).tokens.map(({ surface, start, end }) => `${surface}:${start}-${end}`);
    expect(await cut('自分でします')).toEqual(['自分:0-2', 'で:2-3', 'し:3-4', 'ます:4-6']);
    expect(await cut('公用語って')).toEqual(['公用:0-2', '語:2-3', 'って:3-5']);
    expect(await cut('家にいたんだ')).toEqual(['家:0-1', 'に:1-2', 'い:2-3', 'た:3-4', 'ん:4-5', 'だ:5-6']);
    expect(await toHiragana('公用語って何？')).toBe('こうようごってなに？');
    // 何 + か + 国語 is 何, the counter か国 and 語, as IPADIC cuts 何カ国語.
    expect(await cut('何か国語話せるの？')).toEqual(expect.arrayContaining(['何:0-1', 'か国:1-3', '語:3-4']));
    expect(await toHiragana('何か国語話せるの？')).toBe('なんかこくごはなせるの？');
  });

  it('reads nouns and verbs by the words around them', async () => {
    // 雄 alone is おす (英雄 stays えいゆう, below).
    expect(await toHiragana('雄のくじゃく')).toBe('おすのくじゃく');
    // 後 where something becomes so is あと; alone before に, のち.
    expect(await toHiragana('後になって悔やむ')).toBe('あとになってくやむ');
    expect(await toHiragana('後はよろしく。後をつけろ。')).toBe('あとはよろしく。あとをつけろ。');
    expect(await toHiragana('彼は後に有名になった')).toBe('かれはのちにゆうめいになった');
    // One goes regularly to a school, かよう; 中 after a place's name is じゅう.
    expect(await toHiragana('弟は小学校へ通っています。')).toBe('おとうとはしょうがっこうへかよっています。');
    expect(await toHiragana('駅を通って')).toBe('えきをとおって');
    expect(await toHiragana('グリム兄弟はドイツ中の童話を集めた。')).toBe(
      'グリムきょうだいはドイツじゅうのどうわをあつめた。',
    );
    // A picture is drawn, かく; IPADIC reads えがく.
    expect(await toHiragana('絵を描くの好き？')).toBe('えをかくのすき？');
    expect(await toHiragana('画家は墨で描いた。')).toBe('がかはすみでかいた。');
    expect(await toHiragana('青空を背景に木々を描く。')).toContain('えがく');
    // 得る after a stem is うる in its dictionary form; 留まる is とどまる but of what catches the eye; 方 after
    // 国籍 and の is a person.
    expect(await toHiragana('それもあり得る。あり得ない。')).toBe('それもありうる。ありえない。');
    expect(await toHiragana('行くも留まるも自由だ。目に留まった。')).toBe(
      'いくもとどまるもじゆうだ。めにとまった。',
    );
    expect(await toHiragana('アメリカ国籍の方ですか？')).toBe('アメリカこくせきのかたですか？');
    // A place's name, or a group in 陣, and の方 that ends the sentence with the copula is someone from there;
    // a plain place is a direction (駅の方です), and a comparison stays ほう (東京の方が安い).
    expect(await toHiragana('アラブの方ですか？報道陣の方ですね。')).toBe(
      'アラブのかたですか？ほうどうじんのかたですね。',
    );
    expect(await toHiragana('駅の方です。東京の方が安い。')).toBe(
      'えきのほうです。とうきょうのほうがやすい。',
    );
    // A clause that only people do before 方 speaks of people (亡くなる方, 苦しむ方); a comparison stays ほう.
    expect(await toHiragana('事故で亡くなる方も多い。')).toBe('じこでなくなるかたもおおい。');
    expect(await toHiragana('胃痛に苦しむ方に良い。')).toBe('いつうにくるしむかたによい。');
    // 身体 alone is からだ; before a noun, しんたい.
    expect(await toHiragana('身体、硬いね。')).toBe('からだ、かたいね。');
    expect(await toHiragana('身体検査')).toBe('しんたいけんさ');
    expect(await toHiragana('彼は英雄だ')).toBe('かれはえいゆうだ');
  });

  it('reads digits alone as one number', async () => {
    const [ten] = (await analyze('１０')).tokens;
    expect(ten).toMatchObject({
      surface: '１０',
      reading: 'じゅう',
      readingKnown: true,
      readingByRule: false,
    });
    expect((await analyze('0120')).tokens.map((t) => t.surface)).toEqual(['0120']);
    expect(await toHiragana('１０')).toBe('１０');
  });

  it('reads words by their context where IPADIC picks the wrong sense', async () => {
    // 間 describing a span (after a clause or の) is あいだ; inside compounds it stays ま.
    expect(await toHiragana('長い間待った')).toBe('ながいあいだまった');
    expect(await toHiragana('二人の間に座る')).toBe('ふたりのあいだにすわる');
    expect(await toHiragana('間に合う')).toBe('まにあう');
    // 他 before a particle is ほか; その他 and 他人 keep their own readings.
    expect(await toHiragana('他の動物')).toBe('ほかのどうぶつ');
    expect(await toHiragana('他に何かありますか')).toBe('ほかになにかありますか');
    expect(await toHiragana('他人')).toBe('たにん');
    // 方 after an honorific noun and の is a person (かた), unless it compares (ほう).
    expect(await toHiragana('御家族の方')).toBe('ごかぞくのかた');
    expect(await toHiragana('お客様の方がいらっしゃいました')).toBe('おきゃくさまのかたがいらっしゃいました');
    expect(await toHiragana('お茶の方がいい')).toBe('おちゃのほうがいい');
    expect(await toHiragana('家族の方が大事だ')).toBe('かぞくのほうがだいじだ');
    // A 方 described by a clause and then met or asked is a person; otherwise it compares.
    expect(await toHiragana('医者をしてる方と会いました')).toBe('いしゃをしてるかたとあいました');
    expect(await toHiragana('詳しい方に聞いてください')).toBe('くわしいかたにきいてください');
    expect(await toHiragana('行った方がいい')).toBe('いったほうがいい');
    expect(await toHiragana('右に行った方に進む')).toBe('みぎにいったほうにすすむ');
    // One a notice or a question asks something of is a person (降りる方は…ください); a side is not asked.
    expect(await toHiragana('降りる方は、ボタンを押してください。')).toBe(
      'おりるかたは、ボタンをおしてください。',
    );
    expect(await toHiragana('賛成の方はいらっしゃいますか。')).toBe('さんせいのかたはいらっしゃいますか。');
    expect(await toHiragana('私の方は大丈夫です。')).toBe('わたしのほうはだいじょうぶです。');
    expect(await toHiragana('安い方は売り切れです。お願いします。')).toBe(
      'やすいほうはうりきれです。おねがいします。',
    );
    // A bare 都 is the capital (みやこ) where it is someone's, where one goes or what a clause ends in; the
    // metropolis (と) as a subject or after a name.
    expect(await toHiragana('日本の都だった。都へ向かった。住めば都という。')).toBe(
      'にほんのみやこだった。みやこへむかった。すめばみやこという。',
    );
    expect(await toHiragana('都の職員が来た。東京都に住む。')).toBe(
      'とのしょくいんがきた。とうきょうとにすむ。',
    );
    // 入れ negated with no object is 入る's potential, はいれ; with one, 入れる.
    expect(await toHiragana('スタジオに入れません。砂糖を入れない。')).toBe(
      'スタジオにはいれません。さとうをいれない。',
    );
    // 後 without a time before it is のち; after one it is the suffix ご; after a clause あと.
    expect(await toHiragana('彼は後に有名になった')).toBe('かれはのちにゆうめいになった');
    expect(await toHiragana('三日後に')).toBe('みっかごに');
    expect(await toHiragana('食べた後に')).toBe('たべたあとに');
    // 行った is 行く's いった unless its clause has an object with を (会議を行った: 行う).
    expect(await toHiragana('私も行った')).toBe('わたしもいった');
    expect(await toHiragana('彼と行って、見た')).toBe('かれといって、みた');
    expect(await toHiragana('会議を東京で行った')).toBe('かいぎをとうきょうでおこなった');
    expect(await toHiragana('傘を持って行った')).toBe('かさをもっていった');
    expect(await toHiragana('調査が行われた')).toBe('ちょうさがおこなわれた');
    // A bare 金 is money; before の it may be gold, after a title a person, among weekdays Friday.
    expect(await toHiragana('金がない')).toBe('かねがない');
    expect(await toHiragana('時は金なり')).toBe('ときはかねなり');
    expect(await toHiragana('日本は金がない')).toBe('にほんはかねがない');
    expect(await toHiragana('金の指輪')).toBe('きんのゆびわ');
    expect(await toHiragana('金は鉄よりも貴重だ')).toBe('きんはてつよりもきちょうだ');
    // Weekdays listed together name the days: げつ, すい, きん, not moon, water and money; ど, not earth.
    expect(await toHiragana('月、水、金に働く')).toBe('げつ、すい、きんにはたらく');
    // The prefix 大 is おお before a native word, だい before a Sino-Japanese one (doubled 失 しっ too) or a
    // loanword.
    expect(await toHiragana('大あくびをした。被害者は大津波を見た。')).toBe(
      'おおあくびをした。ひがいしゃはおおつなみをみた。',
    );
    expect(await toHiragana('大失敗だ。大ファンだ。大問題だ。')).toBe(
      'だいしっぱいだ。だいファンだ。だいもんだいだ。',
    );
    expect(await toHiragana('誰でも大なり小なり')).toBe('だれでもだいなりしょうなり');
    // The prefix 御 is お before a verb's stem with its kana, ご before a Sino-Japanese word.
    expect(await toHiragana('御支払いします。御待ちください。')).toBe('おしはらいします。おまちください。');
    expect(await toHiragana('御成功を祈る')).toBe('ごせいこうをいのる');
    // What one gives up is やめる, what is halted とめる; 摘む is つむ; a chill felt is さむけ, cold air かんき;
    // 行っ after the に of a manner and with an object is 行う.
    expect(await toHiragana('煙草を止めた。摘むのを止めた。足を止めた。')).toBe(
      'たばこをやめた。つむのをやめた。あしをとめた。',
    );
    expect(await toHiragana('寒気がする。寒気が流れ込む。')).toBe('さむけがする。かんきがながれこむ。');
    // 払い, 好み and 畑 right after a noun end a compound with its voiced sound; not after an adverb's noun.
    expect(await toHiragana('借金払いをした。高級車好みだ。教育畑で育った。')).toBe(
      'しゃっきんばらいをした。こうきゅうしゃごのみだ。きょういくばたけでそだった。',
    );
    expect(await toHiragana('今日畑に行った。')).toBe('きょうはたけにいった。');
    expect(await toHiragana('調査を慎重に行った。学校に行った。')).toBe(
      'ちょうさをしんちょうにおこなった。がっこうにいった。',
    );
    expect(await toHiragana('土・日も開いてる？')).toBe('ど・にちもあいてる？');
    expect(await toHiragana('５月１５日（水）午前')).toBe('５がつ１５にち（すい）ごぜん');
    expect(await toHiragana('月が出た。水、酒')).toBe('つきがでた。みず、さけ');
    expect(await toHiragana('努力の結果に外ならない')).toBe('どりょくのけっかにほかならない');
    expect(await toHiragana('外に出る')).toBe('そとにでる');
    // 何 before a numeral is なん (何十, 何百).
    expect(await toHiragana('何百人も来た')).toBe('なんびゃくにんもきた');
    expect(await toHiragana('何カ所か崩れた')).toBe('なんかしょかくずれた');
    expect(await toHiragana('何世紀も続いた')).toBe('なんせいきもつづいた');
    // And before a unit in katakana.
    expect(await toHiragana('体重は何キロ？')).toBe('たいじゅうはなんキロ？');
    // Katakana inside a word stays as written, as in a word of its own.
    expect(await toHiragana('金メダル')).toBe('きんメダル');
    expect(await toHiragana('アルプス山脈の絵')).toBe('アルプスさんみゃくのえ');
    // IPADIC cuts 一晩 into 一 + 晩: "one night" is ひとばん, and 一晩中 "all night" ひとばんじゅう.
    expect(await toHiragana('一晩中起きていた')).toBe('ひとばんじゅうおきていた');
    expect(await toHiragana('十一晩')).toBe('じゅういちばん');
  });

  it('reads a listed compound IPADIC cuts into parts as the catalogue does', async () => {
    expect(await toHiragana('彼は夜更かしした')).toBe('かれはよふかしした');
    expect(await toHiragana('送り仮名が間違ってる')).toBe('おくりがながまちがってる');
    expect(await toHiragana('私たちは代わる代わる寝た')).toBe('わたしたちはかわるがわるねた');
    // Parts that make no listed word keep their own readings.
    expect(await toHiragana('夜に更かした')).toBe('よるにふかした');
  });

  it('reads a dictionary word IPADIC cuts into parts as the dictionary does', async () => {
    // A prefix or a suffix with the sound it has in the word (IPADIC: だいふろしき, しょうぼうおっと, うちまく).
    expect(await toHiragana('彼の大風呂敷はいつものこと')).toBe('かれのおおぶろしきはいつものこと');
    expect(await toHiragana('その消防夫は勇敢だ')).toBe('そのしょうぼうふはゆうかんだ');
    expect(await toHiragana('内膜に炎症を起こす')).toBe('ないまくにえんしょうをおこす');
    expect(await toHiragana('洗濯物を干す')).toBe('せんたくものをほす');
    // A numeral before a noun that is no counter (IPADIC: いちほ, いちとおり).
    expect(await toHiragana('一歩前に進む')).toBe('いっぽまえにすすむ');
    expect(await toHiragana('一通り話した')).toBe('ひととおりはなした');
    // A plural is the noun and its suffix, not a dictionary word written the same (男達 おとこだて).
    expect(await toHiragana('男達が来た')).toBe('おとこたちがきた');
    // A date stays a date: 十月十日 is not とつきとおか.
    expect(await toHiragana('十月十日に会う')).toBe('じゅうがつとおかにあう');
    // A word IPADIC does not know at all, with a repeat mark (its guess would be かか).
    expect(await toHiragana('苛々する')).toBe('いらいらする');
  });

  it('reads その後 before で as そのあと and before anything else as IPADIC does, そのご', async () => {
    expect(await toHiragana('その後で話す。')).toBe('そのあとではなす。');
    expect(await toHiragana('その後いかがですか。')).toBe('そのごいかがですか。');
  });

  it('reads 脅かす as おびやかす of what is put at risk, and おどかす of someone scared', async () => {
    expect(await toHiragana('平和を脅かす。')).toBe('へいわをおびやかす。');
    expect(await toHiragana('生態系が脅かされている。')).toBe('せいたいけいがおびやかされている。');
    expect(await toHiragana('彼を脅かした。')).toBe('かれをおどかした。');
    expect(await toHiragana('脅かすなよ。')).toBe('おどかすなよ。');
  });

  it('reads a proverb or set phrase IPADIC misreads word by word as the dictionary does', async () => {
    expect(await toHiragana('蛙の面に水。')).toBe('かえるのつらにみず。');
    expect(await toHiragana('寸鉄人を殺す。')).toBe('すんてつひとをころす。');
    // IPADIC cuts 灯 + 台下: words in kanji side by side take the reading between the kana around them.
    expect(await toHiragana('灯台下暗しだね。')).toBe('とうだいもとくらしだね。');
    // Short runs the dictionary also lists as phrases are more often not them: 今日は is the day, not hello.
    expect(await toHiragana('今日は暑い。')).toBe('きょうはあつい。');
    expect(await toHiragana('雨が降っている。')).toBe('あめがふっている。');
    // Nor a noun, a particle and a verb, which may say what they say word by word: the dog buries a bone.
    expect(await toHiragana('犬は庭に骨を埋める。')).toBe('いぬはにわにほねをうめる。');
  });

  it('reads 君 after no name as you, 嘘を吐く as つく, 歳 alone as age and 万歳 as a word', async () => {
    // IPADIC: the suffix くん, はく, the counter さい (the catalogue's), いちまんさい.
    expect(await toHiragana('すべて君のおかげだ')).toBe('すべてきみのおかげだ');
    expect(await toHiragana('山田君の本')).toBe('やまだくんのほん');
    expect(await toHiragana('嘘を吐いた')).toBe('うそをついた');
    expect(await toHiragana('歳を誤魔化すな')).toBe('としをごまかすな');
    expect(await toHiragana('三歳の子')).toBe('さんさいのこ');
    expect(await toHiragana('天皇陛下万歳！')).toBe('てんのうへいかばんざい！');
    expect(await toHiragana('一万円')).toBe('いちまんえん');
  });

  it('reads 皆 and 今 before what someone does as the free words, 私ども as わたくしども, 留学生の方 as かた', async () => {
    expect(await toHiragana('皆満足だった')).toBe('みなまんぞくだった');
    expect(await toHiragana('今放送中です')).toBe('いまほうそうちゅうです');
    expect(await toHiragana('衛星は今軌道に乗っている。')).toBe('えいせいはいまきどうにのっている。');
    expect(await toHiragana('今学期は忙しい。今大会で')).toBe('こんがっきはいそがしい。こんたいかいで');
    expect(await toHiragana('今学期')).toBe('こんがっき');
    expect(await toHiragana('私どもの見積り')).toBe('わたくしどものみつもり');
    expect(await toHiragana('留学生の方ですか')).toBe('りゅうがくせいのかたですか');
  });

  it('reads a noun by its common reading where IPADIC chose the rare one the lists give', async () => {
    // The catalogue lists 奴 only as the rare やっこ, which IPADIC picks after an adjective.
    expect(await toHiragana('彼は嫌な奴だ')).toBe('かれはいやなやつだ');
    expect(await toHiragana('油断も隙もない奴だ')).toContain('やつだ');
    // Not a verb: 深く潜る is もぐる, though the dictionary ranks くぐる higher.
    expect(await toHiragana('深く潜れば潜るほど')).toBe('ふかくもぐればもぐるほど');
  });

  it('reads 辛い as からい of food and つらい otherwise, whichever IPADIC chose', async () => {
    expect(await toHiragana('人気者は辛いね')).toBe('にんきものはつらいね');
    expect(await toHiragana('花粉症は辛い')).toBe('かふんしょうはつらい');
    expect(await toHiragana('このからしは舌が痺れるほど辛い')).toBe('このからしはしたがしびれるほどからい');
  });

  it('reads words IPADIC takes for suffixes or adverbs by what is around them', async () => {
    // 嫌い after a pronoun is きらい, not the ぎらい of 人嫌い; the idiom 真に受ける is まに.
    expect(await toHiragana('みんな嫌い。')).toBe('みんなきらい。');
    expect(await toHiragana('人嫌い')).toBe('ひとぎらい');
    expect(await toHiragana('噂話を真に受けるな。')).toBe('うわさばなしをまにうけるな。');
    // An instrument is played, ひける; 種 that is sown is たね, a kind after この or ある is しゅ.
    expect(await toHiragana('楽器は弾ける？')).toBe('がっきはひける？');
    expect(await toHiragana('種を蒔く')).toBe('たねをまく');
    expect(await toHiragana('この種の問題')).toBe('このしゅのもんだい');
    expect(await toHiragana('ある種の食物')).toBe('あるしゅのしょくもつ');
    // One and two before a counter read natively are ひと and ふた; before a Sino-Japanese one いち and に.
    expect(await toHiragana('一箱のマッチ。一組の夫婦。二箱。')).toBe(
      'ひとはこのマッチ。ひとくみのふうふ。ふたはこ。',
    );
    expect(await toHiragana('一枚。十一箱。')).toBe('いちまい。じゅういちはこ。');
    // 堪える that holds something back, with を, is こらえる; what one bears, with に, たえる.
    expect(await toHiragana('涙を堪えた')).toBe('なみだをこらえた');
    expect(await toHiragana('痛みに堪える')).toBe('いたみにたえる');
    // A month in digits, which IPADIC keeps as one word, keeps its digits.
    expect(await toHiragana('彼は４月に日本を離れる。')).toBe('かれは４がつににほんをはなれる。');
  });

  it('reads 風 that blows as かぜ, not the suffix ふう, and costly 金 as きん', async () => {
    expect(await toHiragana('一昨日風が吹いた')).toBe('おとといかぜがふいた');
    expect(await toHiragana('和風の家')).toBe('わふうのいえ');
    expect(await toHiragana('金は高価です')).toBe('きんはこうかです');
  });

  it('reads 上 after a count as うえ, "older" or "above", and as the suffix じょう elsewhere', async () => {
    expect(await toHiragana('姉は二つ上です')).toBe('あねはふたつうえです');
    expect(await toHiragana('三歳上の兄')).toBe('さんさいうえのあに');
    expect(await toHiragana('歴史上の人物')).toBe('れきしじょうのじんぶつ');
  });

  it('reads 十分 as "enough" unless it measures time', async () => {
    // IPADIC cuts 十分 into ten minutes before a question mark or a verb.
    expect(await toHiragana('それで十分？')).toBe('それでじゅうぶん？');
    expect(await toHiragana('彼は十分その職に堪える')).toBe('かれはじゅうぶんそのしょくにたえる');
    // And reads ten minutes as "enough" before a word that measures time, or after あと.
    expect(await toHiragana('十分後に出る')).toBe('じゅっぷんごにでる');
    expect(await toHiragana('あと十分で終わる')).toBe('あとじゅっぷんでおわる');
    expect(await toHiragana('十分ぐらい待った')).toBe('じゅっぷんぐらいまった');
  });

  it('reads 空 as から where it says a container is empty, and as the sky elsewhere', async () => {
    expect(await toHiragana('空の容器')).toBe('からのようき');
    expect(await toHiragana('財布が空だ')).toBe('さいふがからだ');
    expect(await toHiragana('箱を空にする')).toBe('はこをからにする');
    expect(await toHiragana('空の上')).toBe('そらのうえ');
    expect(await toHiragana('空が青い')).toBe('そらがあおい');
  });

  it('reads zero in kanji as れい, in digits as ゼロ', async () => {
    expect(await toHiragana('零点をとった')).toBe('れいてんをとった');
    expect(await toHiragana('零時に')).toBe('れいじに');
  });

  it("reads 額 as the forehead where it is someone's or sweats and wrinkles, as an amount elsewhere", async () => {
    expect(await toHiragana('彼の額の傷は目立つ')).toBe('かれのひたいのきずはめだつ');
    expect(await toHiragana('彼女は額に皺を寄せた')).toBe('かのじょはひたいにしわをよせた');
    expect(await toHiragana('大きな額が計上された')).toBe('おおきながくがけいじょうされた');
    expect(await toHiragana('絵を額に入れた')).toBe('えをがくにいれた');
  });

  it('reads a word as most people say it where IPADIC chose a rarer reading of the same word', async () => {
    // IPADIC: いりくち, てんおうせい, いなづま, かしょう; EDICT marks only the other reading of each entry common.
    expect(await toHiragana('入り口で待つ')).toBe('いりぐちでまつ');
    expect(await toHiragana('天王星は巨大だ')).toBe('てんのうせいはきょだいだ');
    expect(await toHiragana('稲妻が光った')).toBe('いなずまがひかった');
    expect(await toHiragana('指を火傷した')).toBe('ゆびをやけどした');
    // An inflected verb keeps its ending (IPADIC: うずもれた).
    expect(await toHiragana('雪に埋もれた')).toBe('ゆきにうもれた');
  });

  it('reads 方 as the person かた after who someone is or a clause of respect, and ほう in comparisons', async () => {
    expect(await toHiragana('切符をお持ちの方はこちらへ')).toBe('きっぷをおもちのかたはこちらへ');
    expect(await toHiragana('会員の方は無料です')).toBe('かいいんのかたはむりょうです');
    expect(await toHiragana('スタッフの方も親切だった。')).toBe('スタッフのかたもしんせつだった。');
    expect(await toHiragana('係の方にお聞きください。')).toBe('かかりのかたにおききください。');
    expect(await toHiragana('関係者の方に聞く')).toBe('かんけいしゃのかたにきく');
    expect(await toHiragana('65歳以上の方')).toBe('65さいいじょうのかた');
    expect(await toHiragana('手伝ってくださった方')).toBe('てつだってくださったかた');
    expect(await toHiragana('お越しいただいた方に配ります')).toBe('おこしいただいたかたにくばります');
    expect(await toHiragana('参加される方は')).toBe('さんかされるかたは');
    // Comparing, it is the side.
    expect(await toHiragana('行った方がいい')).toBe('いったほうがいい');
    expect(await toHiragana('食べられる方がいい')).toBe('たべられるほうがいい');
    expect(await toHiragana('川の方へ歩く')).toBe('かわのほうへあるく');
  });

  it('reads 開く as ひらく when someone opens something or it is held, and あく when it comes open', async () => {
    expect(await toHiragana('本を開いてください')).toBe('ほんをひらいてください');
    expect(await toHiragana('会議が開かれた')).toBe('かいぎがひらかれた');
    expect(await toHiragana('戸が開いた')).toBe('とがあいた');
  });

  it('reads 市場 as the economic しじょう after a Sino-Japanese word, and いちば where one shops', async () => {
    expect(await toHiragana('株式市場で大損をした')).toBe('かぶしきしじょうでおおぞんをした');
    expect(await toHiragana('金融市場の取材')).toBe('きんゆうしじょうのしゅざい');
    expect(await toHiragana('魚市場へ行く')).toBe('うおいちばへいく');
    expect(await toHiragana('市場で買う')).toBe('いちばでかう');
    // Before what economists say of it.
    expect(await toHiragana('市場の動向を見守る')).toBe('しじょうのどうこうをみまもる');
  });

  it('reads 縁 as the edge ふち only after の, and as the bond えん elsewhere', async () => {
    expect(await toHiragana('コップの縁に')).toBe('コップのふちに');
    expect(await toHiragana('縁がない')).toBe('えんがない');
    expect(await toHiragana('縁を切る')).toBe('えんをきる');
  });

  it('reads 如何 as いかん after の and どう before a verb, where IPADIC reads いか', async () => {
    expect(await toHiragana('努力の如何による')).toBe('どりょくのいかんによる');
    expect(await toHiragana('如何しましたか')).toBe('どうしましたか');
    expect(await toHiragana('如何にして')).toBe('いかにして');
    expect(await toHiragana('如何ですか')).toBe('いかがですか');
  });

  it('reads kanji and the kana after them as the dictionary word they spell where IPADIC reads the kana twice or guesses the kanji', async () => {
    // IPADIC: 或 ある + る る.
    expect(await toHiragana('或る日のこと')).toBe('あるひのこと');
    expect(await toHiragana('或る婦人が来た')).toBe('あるふじんがきた');
    // Nor is a kanji IPADIC does not know read by its guess where it spells a dictionary word with the kana.
    expect(await toHiragana('此の本')).toBe('このほん');
  });

  it('reads a word the catalogue lists under one reading that way when IPADIC chose a rarer one', async () => {
    expect(await toHiragana('歪んでいる')).toBe('ゆがんでいる');
    expect(await toHiragana('大勢の人')).toBe('おおぜいのひと');
    // Not where the dictionary gives IPADIC's reading more commonly than the listed one: 難い is listed as
    // かたい, but after a verb's stem it is がたい.
    expect(await toHiragana('信じ難いな。')).toBe('しんじがたいな。');
    // Nor is a noun read as a listed word that is only an adjective: the noun 臭い is におい, not くさい.
    expect(await toHiragana('魚の臭いを嗅ぐ')).toBe('さかなのにおいをかぐ');
    // Suffixes are not the free word the catalogue lists (後 あと).
    expect(await toHiragana('一年後')).toBe('いちねんご');
    // 一月 is listed as ひとつき, "a month", but is most often the month, as IPADIC reads it; as a span of time
    // it is ひとつき.
    expect(await toHiragana('一月に彼に会いました。')).toBe('いちがつにかれにあいました。');
    expect(await toHiragana('一月十五日')).toBe('いちがつじゅうごにち');
    expect(await toHiragana('一月に一度')).toBe('ひとつきにいちど');
    expect(await toHiragana('一月前に')).toBe('ひとつきまえに');
    // The catalogue keeps a loanword's katakana in its reading (消しゴム けしゴム); tokens are read in hiragana.
    expect((await analyze('消しゴム')).tokens[0]?.reading).toBe('けしごむ');
    // A decimal is one number, read with てん and the digits after the point one by one.
    expect((await analyze('3.14')).tokens.map((token) => token.reading)).toEqual(['さんてんいちよん']);
    expect((await analyze('８．５度')).tokens[0]?.reading).toBe('はってんご');
  });

  it('prefers the easiest listed reading of a form over a harder one, and not a word usually in kana', async () => {
    // 角 is listed as かど (N5) and かく (N1); IPADIC reads かく.
    expect(await toHiragana('角を曲がる')).toBe('かどをまがる');
    // 塵 is listed for ごみ, which is written in kana; in kanji it is ちり.
    expect(await toHiragana('塵が積もる')).toBe('ちりがつもる');
  });

  it('never leaves kanji in a reading: words no dictionary knows are read by their kanji', async () => {
    expect(await toHiragana('社販で買った')).toBe('しゃはんでかった');
    expect(await toHiragana('軟木を使う')).toBe('なんぼくをつかう');
    expect(await toHiragana('去々年')).toBe('きょきょねん');
    // A compound split into a verb stem and a noun is read as one word.
    expect(await toHiragana('鮭が遡上する')).toBe('さけがそじょうする');
  });

  it('marks guessed readings as low-confidence in tokens and furigana', async () => {
    const { tokens, furigana } = await analyze('社販で鮭を買った');
    expect(tokens.find((t) => t.surface === '社販')).toMatchObject({
      reading: 'しゃはん',
      lowConfidence: true,
    });
    expect(tokens.find((t) => t.surface === '鮭')?.lowConfidence).toBeUndefined();
    expect(furigana).toContainEqual({ text: '社販', reading: 'しゃはん', lowConfidence: true });
    expect((await furiganaSegments('鮭が来る')).some((s) => s.lowConfidence)).toBe(false);
    // A word IPADIC does not know but the dictionary does is read as the dictionary has it, not guessed.
    const confirmed = (await analyze('鮭が遡上する')).tokens.find((t) => t.surface === '遡上');
    expect(confirmed).toMatchObject({ reading: 'そじょう' });
    expect(confirmed?.lowConfidence).toBeUndefined();
  });
});

describe('estimatedReading', () => {
  it('reads each kanji by its common reading, repeats it for 々 and keeps kana', () => {
    expect(estimatedReading('遡上')).toBe('そじょう');
    expect(estimatedReading('人々')).toBe('じんじん');
    expect(estimatedReading('お社販')).toBe('おしゃはん');
  });

  it('reads a kanji with no on-reading by its kun-reading', () => {
    expect(estimatedReading('峠')).toBe('とうげ');
  });
});

describe('readingsOfKanji', () => {
  it('gives the KANJIDIC readings of kanji the JLPT lists leave out too', () => {
    expect(readingsOfKanji('無')).toEqual({ on: ['む', 'ぶ'], kun: ['な.い'] });
    expect(readingsOfKanji('峠')).toEqual({ on: [], kun: ['とうげ'] });
    expect(readingsOfKanji('a')).toBeUndefined();
  });
});
