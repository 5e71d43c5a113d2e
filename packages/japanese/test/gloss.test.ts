import { describe, expect, it } from 'vitest';
import { glossJapanese } from '../src/index';

describe('glossJapanese', () => {
  it('follows each dictionary word with its first English meaning and keeps endings on their word', async () => {
    expect(await glossJapanese('私は明日雨を見ました。')).toBe(
      '私(I) は 明日(tomorrow) 雨(rain) を 見(to see)ました。',
    );
  });

  it('glosses a name the dictionaries list whole, with its English', async () => {
    expect(await glossJapanese('第二次世界大戦は終わった。')).toBe(
      '第二次世界大戦(Second World War) は 終わっ(to end)た。',
    );
  });

  it('glosses a name no dictionary lists by the words it is made of', async () => {
    expect(await glossJapanese('東京特許許可局はどこですか？')).toBe(
      '東京 特許(patent) 許可(permission)局(bureau) は どこ(where)です か？',
    );
  });

  it('glosses a compound learned in kana by the words it is made of, which share its letters', async () => {
    expect(await glossJapanese('にほんごを べんきょうします。')).toBe(
      'にほんご(Japan + language) を べんきょう(study) し(to do)ます。',
    );
  });

  it('glosses kana written with spaces between phrases by its sense, one space between words', async () => {
    expect(await glossJapanese('かぜを ひいた。')).toBe('かぜ(cold) を ひい(to catch)た。');
  });

  it('leaves out the notes the dictionary puts in parentheses', async () => {
    expect(await glossJapanese('猫が好きです')).toMatch(/^猫\(cat\) が/);
    // Even nested ones: "dog (Canis (lupus) familiaris)".
    expect(await glossJapanese('犬が好きです')).toMatch(/^犬\(dog\) が/);
  });

  it('does not gloss auxiliaries as words of their own', async () => {
    const gloss = await glossJapanese('日本語を勉強しています');
    expect(gloss).toContain('勉強(study)');
    expect(gloss).not.toContain('い(');
  });

  it('glosses a word by the reading the text has, and a count as its numeral and counter', async () => {
    // The adnominal ある is "a certain", not the verb "to be".
    expect(await glossJapanese('ある大学')).toMatch(/^ある\(a certain[^)]*\) 大学\(university\)$/);
    // 十分 read as ten minutes is a count, not "enough"; read じゅうぶん, it is the word.
    expect(await glossJapanese('十分後に来る')).toMatch(/^十\(ten\)分\(minute\)後\(after\) に 来る\(/);
    expect(await glossJapanese('それで十分だ。')).toContain('十分(enough)');
  });

  it('glosses the words detection finds, as the learner is shown them', async () => {
    // The parts of a compound no list has, a set phrase IPADIC cuts apart, and the adjectival noun いや.
    expect(await glossJapanese('お客様')).toBe('お客(guest)様(Mr.)');
    expect(await glossJapanese('雨が降るかもしれません')).toBe(
      '雨(rain) が 降る(to fall) かもしれません(may)',
    );
    expect(await glossJapanese('雨の日はいやだ')).toContain('いや(disagreeable)だ');
  });

  it('glosses a word by the sense of the part of speech the text uses it as', async () => {
    // あまり listed first as the noun "remainder" is the adverb "(not) very" here; あの, the interjection "say"
    // first, is the adnominal "that" before a noun.
    expect(await glossJapanese('あまり根を詰めるな。')).toMatch(/^あまり\(not very\) 根/);
    expect(await glossJapanese('あの映画')).toBe('あの(that) 映画(movie)');
    // 方 read かた is a person, or after a verb's stem the way of doing it; "direction" is 方 read ほう.
    expect(await glossJapanese('その方は先生です')).toContain('方(person)');
    expect(await glossJapanese('作り方を教えて')).toContain('方(method of)');
    expect(await glossJapanese('君の扱い方次第だ')).toContain('方(method of)');
    // 中 and 学 that end a compound are the suffixes "during" and "study of", not "medium" and "learning".
    expect(await glossJapanese('橋は修理中です。')).toContain('中(during)');
    expect(await glossJapanese('地質学を学ぶ')).toContain('学(study of ...)');
    expect(await glossJapanese('中くらいの大きさ')).not.toContain('(during)');
    // So are 性 "-ty" and 品 "article".
    expect(await glossJapanese('その可能性は低い')).toContain('性(-ty)');
    expect(await glossJapanese('高級化粧品を買った')).toContain('品(article)');
    // A counter after a number is the counter: 本 is not "book", 目 of 三度目 not "eye"; 度 counts times but
    // where the text speaks of temperature, heat or angles.
    expect(await glossJapanese('三本のペン')).toContain('本(counter for long cylindrical things)');
    expect(await glossJapanese('２棟の建物')).toContain('棟(counter for buildings, apartments, etc.)');
    expect(await glossJapanese('３度目を試みた')).toContain(
      '度(counter for occurrences)目(ordinal number suffix)',
    );
    expect(await glossJapanese('何度も言った')).toContain('度(counter for occurrences)');
    expect(await glossJapanese('気温は三十度です')).toContain('度(degree)');
    expect(await glossJapanese('本を読む')).toContain('本(book)');
    // In a date, 日 is the day of the month; it counts days otherwise.
    expect(await glossJapanese('８月１２日に会った')).toContain('１２日(day)');
    expect(await glossJapanese('１２日かかった')).toContain('１２日(counter for days)');
    // So is a listed day: 三日 counts three days, but in a date it is the third.
    expect(await glossJapanese('三日間有効だ')).toContain('三日(three days)間');
    expect(await glossJapanese('三月三日に生まれた')).toContain('三日(third day of the month)');
    // Digits need no gloss of their numerals: the first alone would call １２ "ten".
    expect(await glossJapanese('１２人')).toBe('１２人');
    // Nor does the unit of its last numeral (四日 of ２４日), but a word that writes the whole number does.
    expect(await glossJapanese('１２月２４日の晩')).not.toContain('fourth');
    expect(await glossJapanese('3つください')).toContain('3つ(three)');
    expect(await glossJapanese('二十人')).toBe('二(two)十(ten)人');
    // Nor do the numerals of a month IPADIC keeps whole: 十二月 is no "ten", 四月 no "four".
    expect(await glossJapanese('十二月は寒い')).toBe('十二月 は 寒い(cold)');
    expect(await glossJapanese('四月に入学した')).not.toContain('four');
    expect(await glossJapanese('一晩中')).toContain('(one)');
    // 月 read つき of a year or counted is the month, not the moon.
    expect(await glossJapanese('一年の最初の月は一月です。')).toContain('月(month)');
    expect(await glossJapanese('月がきれいだ。')).toContain('月(moon)');
    // 通り after a clause, as a suffix or said of what was pointed to is "the way"; elsewhere a street.
    expect(await glossJapanese('おっしゃる通りです')).toContain('通り(the same status or way)');
    expect(await glossJapanese('予報通り、雪が降った')).toContain('通り(the same status or way)');
    expect(await glossJapanese('まさにその通り。')).toContain('通り(the same status or way)');
    expect(await glossJapanese('通りを渡るな')).toContain('通り(avenue)');
    expect(await glossJapanese('静かな通りだ')).toContain('通り(avenue)');
    expect(await glossJapanese('アウグスタ通りに住んでいます')).toContain('通り(avenue)');
    // A verb after another's stem is its auxiliary use, but where it mostly keeps its own (見上げる).
    expect(await glossJapanese('食べすぎた')).toContain('すぎ(to be excessive)');
    expect(await glossJapanese('手紙を書き直した')).toContain('直し(to do over again)');
    expect(await glossJapanese('空を見上げた')).toContain('上げ(to raise)');
    // 掛ける takes its sense from what it takes: a coat is hung up, a call made, trouble caused.
    expect(await glossJapanese('上着を掛けた')).toContain('掛け(to hang up)');
    expect(await glossJapanese('電話をかけた')).toContain('かけ(to make)');
    expect(await glossJapanese('迷惑かけてごめん')).toContain('かけ(to cause)');
    expect(await glossJapanese('お掛けください')).toContain('掛け(to take a seat)');
    // But said humbly of trouble caused, what it takes decides, honoured or not.
    expect(await glossJapanese('ご迷惑をおかけしました')).toContain('かけ(to cause)');
    expect(await glossJapanese('お手数をおかけします')).toContain('かけ(to cause)');
    // The formal noun ため is "sake", after a past form "consequence"; not the "good" listed first.
    expect(await glossJapanese('健康のために走る')).toContain('ため(sake)');
    expect(await glossJapanese('雨が降ったため中止した')).toContain('ため(consequence)');
    // So is よう "like", not "appearing ...".
    expect(await glossJapanese('針のように鋭い')).toContain('よう(like)');
    // より that detection counts is the adverb "more", which IPADIC takes for the particle "than".
    expect(await glossJapanese('より簡単な方法')).toMatch(/^より\(more\) 簡単/);
    // But an adverb IPADIC has no noun for keeps the first sense: 一杯 counts a cupful.
    expect(await glossJapanese('コーヒーを一杯飲む')).toContain('一杯(amount necessary to fill a container)');
    expect(await glossJapanese('あの、すみません')).toMatch(/^あの\(say\)/);
    // 得意 said of something is "one's strong point", not "triumph".
    expect(await glossJapanese('数学が得意です')).toContain("得意(one's strong point)");
    // 凄い is "amazing", and its く form "awfully", not "terrible".
    expect(await glossJapanese('すごい花火だ！')).toContain('すごい(amazing)');
    expect(await glossJapanese('膝がすごく痛い')).toContain('すごく(awfully)');
    // A word IPADIC reads as an interjection is said as one: おやすみ "Good night", not "holiday".
    expect(await glossJapanese('おやすみなさい。')).toBe('おやすみ(Good night)なさい。');
  });

  it('glosses common words whose first sense is seldom meant by the words around them', async () => {
    for (const [text, gloss] of IN_CONTEXT) expect(await glossJapanese(text), text).toContain(gloss);
    for (const [text, gloss] of NOT_IN_CONTEXT) expect(await glossJapanese(text), text).not.toContain(gloss);
  });

  it('leaves words the catalogue does not have as written, without a gloss', async () => {
    const gloss = await glossJapanese('ポケモンが好きです');
    expect(gloss.startsWith('ポケモン が ')).toBe(true);
    expect(gloss).toMatch(/好き\([^)]+\)です$/);
  });
});

// Sentences and the gloss of a word in them that the words around it choose (see word-senses.ts).
const IN_CONTEXT: [string, string][] = [
  // もう is "already", "not anymore" in the negative, "more" (and its kinds) before a count, "now" before
  // じき; a clock time after it is still "already".
  ['夕刊はもう来た？', 'もう(already)'],
  ['もう十一時よ。', 'もう(already)'],
  ['もう使い道がない。', 'もう(not anymore)'],
  ['もう2リットル牛乳が要ります。', 'もう(more)'],
  ['もう少し胡椒を入れて。', 'もう(more)'],
  ['もう一回送って', 'もう(again)'],
  ['もう片方は駄目だ', 'もう(the other)'],
  ['もうじき実る', 'もう(now)'],
  // A count that has passed is still "already"; asking, offering or must is "now"; もう！ the interjection.
  ['もう三年も日本に住んでいます', 'もう(already)'],
  ['もう一年になる', 'もう(already)'],
  ['もう帰ろう', 'もう(now)'],
  ['もう行かなきゃ', 'もう(now)'],
  ['もう帰ったかもしれない', 'もう(already)'],
  ['もう！何してるの！', 'もう(tsk)'],
  // 後 read あと is "after", "more" before a count, "behind" before を.
  ['後で話し合いましょう。', '後(after)'],
  ['雨のあと、道路に水溜まりができた。', 'あと(after)'],
  ['あと１０分で手が空く。', 'あと(more)'],
  ['後をつけろ。', '後(behind)'],
  ['後は頼む', '後(remainder)'],
  ['あとどのくらいで着きますか', 'あと(more)'],
  // 前 is "before" after a verb or a clock time, "ago" after a stretch of time, a place after a noun.
  ['食べる前に手を洗う', '前(before)'],
  ['７時前にね。', '前(before)'],
  ['彼は二年前に就任した。', '前(ago)'],
  ['何年か前に', '前(ago)'],
  ['半年前に', '前(ago)'],
  ['夏休み前に', '前(before)'],
  ['発車3分前に集合', '前(before)'],
  ['駅の前に噴水があります。', '前(in front)'],
  ['一歩前に進みなさい。', '前(in front)'],
  // 過ぎる is "too much" after a stem or adjectival noun, time that passes, or "no more than" after に.
  ['この問題は単純すぎる。', 'すぎる(to be excessive)'],
  ['文字が大きすぎ。', 'すぎ(to be excessive)'],
  ['夏休みが過ぎた。', '過ぎ(to pass)'],
  ['人間は一本のアシに過ぎず', '過ぎ(to be no more than ...)'],
  ['もう夜中を過ぎた。', '過ぎ(to pass through)'],
  ['時間が静かに過ぎていった', '過ぎ(to pass)'],
  // 一杯 is "full" said of something, "a lot" in kana before a verb, "all of" after a time, else a cupful.
  ['会場は聴衆でいっぱいだった。', 'いっぱい(full)'],
  ['お腹いっぱい？', 'いっぱい(full)'],
  ['銭がいっぱいある。', 'いっぱい(a lot)'],
  ['３月いっぱいで定期が切れる。', '(all of ...)'],
  ['もう一杯いかが？', '一杯(amount necessary to fill a container)'],
  ['ビール一杯。', '一杯(amount necessary to fill a container)'],
  ['毎日いっぱい勉強した', 'いっぱい(a lot)'],
  // 結構 is "quite" as an adverb, "fine" before the copula, "splendid" before a noun.
  ['結構面白い。', '結構(quite)'],
  ['いえ、結構です。', '結構(fine)'],
  ['結構な話だ。', '結構(splendid)'],
  // ただ is "ordinary" before の, "free of charge" before で, です or より, "only" before a verb.
  ['ただの犬よ。', 'ただ(ordinary)'],
  ['この新聞は只です。', '只(free of charge)'],
  ['私はただ休養したいのです。', 'ただ(only)'],
  // 直す is "to fix" (治す cures), but after a stem "to do over again".
  ['誤りを直せ。', '直せ(to fix)'],
  ['後で掛け直す。', '直す(to do over again)'],
  ['日本語を英語に直して', '直し(to convert)'],
  ['病気を直す', '直す(to cure)'],
  // 出す after a stem is "to begin" after a verb that takes no object, but for motion out; else "out".
  ['女房が突然泣き出した。', '出し(to begin ...)'],
  ['モーターは動き出した。', '出し(to begin ...)'],
  ['その火山は溶岩を流し出した。', '出し(... out)'],
  ['熱湯が突然吹き出した。', '出し(... out)'],
  // 非 and 無 that begin a compound are the prefix "un-".
  ['彼は非常識だ。', '非(un-)常識'],
  ['彼らは政治に無関心だ。', '無(un-)'],
  // 式 after an event is a ceremony; 生 and 金 after a noun "student" and "money", not after a numeral.
  ['結婚式はいつ？', '式(ceremony)'],
  ['彼女は医学生でした。', '生(student)'],
  ['猫に九生あり。', '生(life)'],
  ['授業料の補助金が交付された。', '金(money)'],
  ['金は高価です。', '金(gold)'],
  // 吐く read つく tells a lie, but breathes out a sigh; 込める puts one's heart into something.
  ['嘘をつくな。', 'つく(to tell)'],
  ['ため息をついた。', 'つい(to breathe out)'],
  ['心を込めて書いた。', '込め(to put into)'],
  ['霧が立ち込めた。', '込め(to hang over)'],
  // 以下 that begins a phrase is "the following"; after a number "not exceeding".
  ['以下の問いに答えよ。', '以下(the following)'],
  ['彼はまだ４０歳以下だ。', '以下(not exceeding)'],
  // Nouns IPADIC reads as adverbs, used as ones: 何とか "somehow", 相当 "considerably".
  ['何とかしろ！', '何とか(somehow)'],
  ['何とかという店', '何とか(something)'],
  ['相当痛みますか？', '相当(considerably)'],
  // よろしく sends regards; 以上 before the copula ends a list, after これ is "more than".
  ['よろしくお願いします。', 'よろしく(best regards)'],
  ['以上です。', '以上(this is all)'],
  ['これ以上待てない。', '以上(more than ...)'],
  ['三十人以上来た。', '以上(not less than)'],
  // ひどい is "terrible" but of a person; 大丈夫 "all right" but where something may be done, "safe".
  ['ひどい天気だ。', 'ひどい(terrible)'],
  ['ひどい人だ。', 'ひどい(cruel)'],
  ['大丈夫だよ。', '大丈夫(all right)'],
  ['食べても大丈夫ですか？', '大丈夫(safe)'],
  // 方 read ほう before が is one side of a comparison; elsewhere a direction.
  ['謝ったほうがいい。', 'ほう(indicates one side of a comparison)'],
  ['彼は森のほうへ逃走した。', 'ほう(direction)'],
  // 休む is "to rest" without an object, "to be absent" from something; そろそろ "soon"; 頂戴 "please".
  ['仕事の途中で休む。', '休む(to rest)'],
  ['彼は学校をよく休む。', '休む(to be absent)'],
  ['そろそろ寝るね。', 'そろそろ(soon)'],
  ['飴ちょうだい。', 'ちょうだい(please)'],
  // 欠く lacks, but chips a cup; 起こす wakes a person and causes trouble; 空く is a seat free or a gap.
  ['この建物は調和を欠いている。', '欠い(to lack)'],
  ['彼は茶碗のふちを欠いた。', '欠い(to chip)'],
  ['寝ている子供を起こすな。', '起こす(to wake)'],
  ['よく結膜炎を起こします。', '起こし(to cause)'],
  ['席が空くまでお待ちください。', '空く(to be vacant)'],
  ['歯が抜けて隙間が空いていた。', '空い(to have a hole)'],
  // A second review's counter-examples: a guess is no "let's", a clause after から is another, a quoting と
  // no "must", an age is "already"; 前 after an event, alone or an amount; 後 of a noun's after; 休む on a day
  // off; 起こす without an object wakes; 以上 "since", "beyond", "this is all"; 方 of a direction; deadlines.
  ['もう着いただろう', 'もう(already)'],
  ['もう遅いから帰ろう', 'もう(already)'],
  ['彼はもう来ないと思う', 'もう(not anymore)'],
  ['もう二十歳です', 'もう(already)'],
  ['食事の前に手を洗う', '前(before)'],
  ['前から知っていました', '前(before)'],
  ['一か月ほど前に', '前(ago)'],
  ['出発の一時間前に集合', '前(before)'],
  ['食事の後は散歩する', '後(after)'],
  ['田中さんは今日休んでいます', '休ん(to be absent)'],
  ['六時に起こしてください', '起こし(to wake)'],
  ['私を七時に起こす', '起こす(to wake)'],
  ['約束した以上', '以上(since ...)'],
  ['予想以上に難しい', '以上(beyond ...)'],
  ['以上で終わります', '以上(this is all)'],
  ['東の方が明るくなってきた', '方(direction)'],
  ['期限が過ぎました', '過ぎ(to have expired)'],
  ['涙をいっぱいためて', 'いっぱい(a lot)'],
  ['相当な距離', '相当(considerable)'],
  // An audit of the most used words: 持つ has (車を持っている), lasts (半年持つ), holds when carried; 問題 is a
  // problem but in an exam; 気 the mind, an intention after a verb; よく often, or well (よく聞いて); 出る
  // comes out of its subject, attends an event, answers the phone; 時間 after a number is an hour; 高い of
  // what is bought is expensive; 一番 before an adjective "most"; 合う alone fits; 点 "aspect"; まだ in the
  // negative "(not) yet"; 戻る returns; いけない after は "must not do".
  ['車を持っている', '持っ(to possess)'],
  ['この替え芯は半年持つ。', '持つ(to last)'],
  ['雑巾持って来て', '持っ(to hold)'],
  ['深刻な問題だ。', '問題(problem)'],
  ['その問題を解く', '問題(question)'],
  ['気にしないで', '気(mind)'],
  ['外国に行く気？', '気(intention)'],
  ['彼は学校をよく休む。', 'よく(frequently)'],
  ['よく聞いて。', 'よく(well)'],
  ['咳が出ます。', '出(to come out)'],
  ['電話に出て下さい。', '出(to answer)'],
  ['パーティーに出たい。', '出(to attend)'],
  ['店を出た。', '出(to leave)'],
  ['私はきっちり３時間待った。', '時間(hour)'],
  ['時間がない。', '時間(time)'],
  ['近頃牛肉は高い。', '高い(expensive)'],
  ['彼は背が高い。', '高い(high)'],
  ['私は彼女を高く評価した。', '高く(high)'],
  ['この箇所が一番深いです。', '一番(most)'],
  ['サイズが合わない。', '合わ(to fit)'],
  ['この点で私は彼に劣る。', '点(aspect)'],
  ['まだ来ていません。', 'まだ(not yet)'],
  ['すぐに戻るよ。', '戻る(to return)'],
  ['ここで食べてはいけない。', '(must not do)'],
  // A third review's counter-examples: いけない after a negative obliges; 高い of a height or a measure; よく
  // in praise or before a noun; 持つ what is carried; 点 scored; 出る of a bus; 合う of an answer; まだ しか.
  ['成績が高い', '高い(high)'],
  ['このシャツは高い', '高い(expensive)'],
  ['よくやったね', 'よく(well)'],
  ['よく行く店', 'よく(frequently)'],
  ['荷物を持ちましょうか', '持ち(to hold)'],
  ['いい点を取った', '点(score)'],
  ['バスが出た', '出(to depart)'],
  ['答えが合っている', '合っ(to be correct)'],
  ['まだ五分しかない', 'まだ(only)'],
  ['二時間目の授業', '時間(period)'],
  // 元気 asked of is "healthy"; 年 "age" but of the calendar; 先 "ahead", a tip, an address; 受ける takes a
  // test; 入る joins a club; 送る spends one's days or sees someone off; いい of てもいい "OK".
  ['元気？', '元気(healthy)'],
  ['もう年だよ。', '年(age)'],
  ['よいお年を。', '年(year)'],
  ['この先どうなるの。', '先(ahead)'],
  ['私は指先を火傷した。', '先(tip)'],
  ['従姉妹の連絡先を教えて', '先(destination)'],
  ['手術を受けた。', '受け(to undergo)'],
  ['クラブに入りたい。', '入り(to join)'],
  ['質素な生活を送った。', '送っ(to spend)'],
  ['家まで送るよ。', '送る(to take or escort)'],
  ['手紙を送る。', '送る(to send)'],
  ['写してもいい？', '(OK)'],
  // A fourth review's: 元気になる; 年 of the calendar and of age asked; 先 of a pencil, 先の首相; exams taken;
  // a club joined, not a church; parcels sent; でもいい; 早く in the morning, 遅くまで; 休み and 今度; 大変 as
  // a predicate; a restaurant that できた; 二つ目; 道を教えて; 風邪をひく; 熱がある; お願いします.
  ['早く元気になってね', '元気(healthy)'],
  ['年に一度', '年(year)'],
  ['お年はおいくつですか', '年(age)'],
  ['鉛筆の先', '先(tip)'],
  ['先の首相', '先(previous)'],
  ['試験を受けた。', '受け(to take)'],
  ['教会に入る', '入る(to enter)'],
  ['サッカー部に入る', '入る(to join)'],
  ['荷物を大阪まで送りたい', '送り(to send)'],
  ['明日でもいい', 'いい(OK)'],
  ['私は大抵朝早く起きる。', '早く(early)'],
  ['雑草は成長が早い。', '早い(fast)'],
  ['遅くまで働いた', '遅く(late)'],
  ['足が遅い', '遅い(slow)'],
  ['春休み', '休み(vacation)'],
  ['今度の週末', '今度(next time)'],
  ['今度は上手くいった', '今度(this time)'],
  ['一番大変です', '大変(difficult)'],
  ['大変美しい', '大変(very)'],
  ['新しいレストランができました', 'でき(to be made)'],
  ['二つ目の信号', '目(ordinal number suffix)'],
  ['道を教えて', '教え(to tell)'],
  ['風邪をひいた', 'ひい(to catch)'],
  ['熱がある', '熱(fever)'],
  ['お願いいたします', '(to request)'],
  // A fifth review's, from longer texts: 台 counts machines; 長時間 is no hour; お持ちください asks to bring;
  // 前の年 is the previous one; 一方で "on the other hand"; 一週間早く "early"; 一声かける; お腹がすく; なる見込み;
  // 約束を守る; 空気がきれい.
  ['消防車が十台以上来た', '台(counter for machines, incl. vehicles)'],
  ['上履きをお持ちください', '持ち(to hold)'],
  ['前の年に', '前(previous)'],
  ['前の席', '前(in front)'],
  ['一方で、値段が上がった', '一方(on the other hand)'],
  ['例年より一週間早く咲いた', '早く(early)'],
  ['一声かけましょう', 'かけ(to address)'],
  ['お腹がすきました', 'すき(to be hungry)'],
  ['大雨となる見込みです', '見込み(expectation)'],
  ['彼は約束を守る。', '守る(to keep)'],
  ['国を守る', '守る(to protect)'],
  ['空気がきれいだ', 'きれい(clean)'],
  // ご覧ください "look", but てごらん "try to"; なる見通し "forecast"; 北口 "exit"; ところ after a verb and before
  // the copula (始めたところです, 出かけるところだ), but not a place (離れた所に住んでいる); 出動 "dispatch".
  ['ご覧ください', 'ご覧(look)'],
  ['やってごらん', 'ごらん(try to)'],
  ['安くなる見通しです', '見通し(forecast)'],
  ['北口で待ち合わせ', '口(exit)'],
  ['今、届けたところです', 'ところ(have just done)'],
  ['出かけるところだ', 'ところ(about to)'],
  ['ここから数区画離れた所に住んでいる', '所(place)'],
  ['箱の中に入れる', '中(inside)'],
  ['お菓子をいただきました', 'いただき(to receive)'],
  ['消防車が出動した', '出動(dispatch)'],
  // 中 (なか) after a clause of what goes on is "during" (寒い中, お忙しい中), not "inside"; いただく after a
  // noun of doing said with お or ご asks a favour (ご確認いただけますか), not "to receive".
  ['お忙しい中ありがとうございます', '中(during)'],
  ['雨の降る中を歩いた', '中(during)'],
  ['ご確認いただけますか', 'いただけ(to get somebody to do something)'],
  ['お待ちいただけますか', 'いただけ(to get somebody to do something)'],
  // Where the sense is right but its first gloss misleads, a plainer gloss of it: 人 "person", 知る "to know",
  // 設定 "setting", not "establishment", 目標 "target", not "mark".
  ['あの人は誰？', '人(person)'],
  ['それを知っている', '知っ(to know)'],
  ['画面の設定を変えました', '設定(setting)'],
  ['目標を決める', '目標(target)'],
  // 別に and なかなか by whether the clause is negative.
  ['別に欲しくない。', '別に(not particularly)'],
  ['ソースを別にください。', '別に(separately)'],
  ['なかなか来ない。', 'なかなか(by no means)'],
  ['なかなか面白い。', 'なかなか(very)'],
];

// Sentences and a gloss their word must not have.
const NOT_IN_CONTEXT: [string, string][] = [
  ['日本式の風呂', 'ceremony'],
  ['行かなくてはいけない', 'must not do'],
  ['長時間使うと熱くなる', 'hour'],
];
