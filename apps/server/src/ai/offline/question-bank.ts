import type { PoliteLevel } from '../ai-engine';
import type { TopicId } from './topics';

/**
 * Levels the bank is written for. N1 characters ask N2 questions: an easier question is never wrong, and
 * the offline tutor cannot check that rarer N1 vocabulary would suit the learner.
 */
export const BANK_LEVELS = ['N5', 'N4', 'N3', 'N2'] as const;
export type BankLevel = (typeof BANK_LEVELS)[number];

/** One line in the three registers, with its English translation. */
export type Line = Record<PoliteLevel, string> & { english: string };

type Row = readonly [english: string, polite: string, casual: string, honorific: string];

const lines = (rows: readonly Row[]): Line[] =>
  rows.map(([english, polite, casual, honorific]) => ({
    english,
    丁寧語: polite,
    砕けた: casual,
    敬語: honorific,
  }));

/**
 * Questions per topic and level, each written in all three registers rather than derived, so each sounds
 * natural: 丁寧語 in です/ます, 砕けた in plain forms between friends, 敬語 with honorific verbs and nouns for
 * the learner (いらっしゃる, なさる, 召し上がる, ご家族…). Vocabulary stays within the level's lists, apart from
 * the honorific forms a 敬語 character cannot do without.
 */
const ROWS: Record<TopicId, Record<BankLevel, readonly Row[]>> = {
  'self-introduction': {
    N5: [
      ['What is your name?', 'お名前は何ですか？', '名前は何？', 'お名前は何とおっしゃいますか？'],
      ['Where are you from?', 'どこから来ましたか？', 'どこから来たの？', 'どちらからいらっしゃいましたか？'],
      [
        'Where do you live now?',
        '今どこに住んでいますか？',
        '今どこに住んでるの？',
        '今どちらにお住まいですか？',
      ],
      [
        'What do you like about Japan?',
        '日本の何が好きですか？',
        '日本の何が好き？',
        '日本の何がお好きですか？',
      ],
      ['Do you like Japanese?', '日本語は好きですか？', '日本語、好き？', '日本語はお好きですか？'],
      ['What languages do you speak?', '何語を話しますか？', '何語を話すの？', '何語をお話しになりますか？'],
    ],
    N4: [
      [
        'Why did you start studying Japanese?',
        'どうして日本語の勉強を始めたんですか？',
        'どうして日本語の勉強を始めたの？',
        'どうして日本語の勉強をお始めになったのですか？',
      ],
      [
        'Have you ever been to Japan?',
        '日本に行ったことがありますか？',
        '日本に行ったことある？',
        '日本にいらっしゃったことはありますか？',
      ],
      [
        'What kind of town is your hometown?',
        'ふるさとはどんな町ですか？',
        'ふるさとはどんな町？',
        'ご出身はどのような町ですか？',
      ],
      [
        'What is your dream for the future?',
        '将来の夢は何ですか？',
        '将来の夢は何？',
        '将来の夢をお聞かせいただけますか？',
      ],
      [
        'Do you prefer talking or listening?',
        '話すのと聞くのと、どちらが好きですか？',
        '話すのと聞くの、どっちが好き？',
        '話すのと聞くのと、どちらがお好きですか？',
      ],
      [
        'Where would you like to live in the future?',
        '将来はどこに住みたいですか？',
        '将来はどこに住みたい？',
        '将来はどちらでお暮らしになりたいですか？',
      ],
    ],
    N3: [
      [
        'What got you interested in Japan?',
        '日本に興味を持ったきっかけは何ですか？',
        '日本に興味を持ったきっかけは何？',
        '日本にご興味をお持ちになったきっかけは何ですか？',
      ],
      [
        'What kind of personality do your friends say you have?',
        '友達からはどんな性格だと言われますか？',
        '友達からはどんな性格だって言われる？',
        'ご友人からはどのようなご性格だと言われますか？',
      ],
      [
        'What are you good at?',
        '得意なことは何ですか？',
        '得意なことって何？',
        '得意なことをお聞かせいただけますか？',
      ],
      [
        'What do you find difficult about studying Japanese?',
        '日本語の勉強で難しいと感じることは何ですか？',
        '日本語の勉強で難しいと思うことって何？',
        '日本語の勉強で難しいとお感じになることは何ですか？',
      ],
      [
        'What is your goal for this year?',
        '今年の目標は何ですか？',
        '今年の目標は何？',
        '今年の目標をお聞かせいただけますか？',
      ],
    ],
    N2: [
      [
        'Have you had an experience that changed the way you think?',
        '考え方が変わるような経験をしたことはありますか？',
        '考え方が変わるような経験、したことある？',
        '考え方が変わるようなご経験をなさったことはありますか？',
      ],
      [
        'What values do you hold dear in life?',
        '生きていく上で大切にしている価値観は何ですか？',
        '生きていく上で大事にしてる価値観って何？',
        '生きていく上で大切になさっている価値観は何でしょうか？',
      ],
      [
        'What do you think are the strengths and weaknesses of your personality?',
        '自分の性格の長所と短所は何だと思いますか？',
        '自分の性格の長所と短所って何だと思う？',
        'ご自身の性格の長所と短所は何だとお考えですか？',
      ],
      [
        'What kind of person would you like to be in ten years?',
        '十年後、どんな自分になっていたいですか？',
        '十年後、どんな自分になってたい？',
        '十年後、どのようなご自身になっていたいとお考えですか？',
      ],
      [
        'How has learning Japanese influenced your life?',
        '日本語を学んだことで、生活にどんな影響がありましたか？',
        '日本語を勉強して、生活にどんな影響があった？',
        '日本語を学ばれたことで、生活にどのような影響がございましたか？',
      ],
    ],
  },
  hobbies: {
    N5: [
      [
        'What do you like to do?',
        '何をするのが好きですか？',
        '何をするのが好き？',
        '何をなさるのがお好きですか？',
      ],
      [
        'What do you do on your days off?',
        '休みの日は何をしますか？',
        '休みの日は何してるの？',
        'お休みの日は何をなさいますか？',
      ],
      ['Do you like music?', '音楽は好きですか？', '音楽は好き？', '音楽はお好きですか？'],
      [
        'Do you often watch movies?',
        'よく映画を見ますか？',
        'よく映画見る？',
        '映画はよくご覧になりますか？',
      ],
      ['Do you like sports?', 'スポーツは好きですか？', 'スポーツは好き？', 'スポーツはお好きですか？'],
      [
        'What kind of books do you read?',
        'どんな本を読みますか？',
        'どんな本を読むの？',
        'どのような本をお読みになりますか？',
      ],
    ],
    N4: [
      [
        'When did you start your hobby?',
        '趣味はいつ始めましたか？',
        '趣味はいつ始めたの？',
        'ご趣味はいつお始めになりましたか？',
      ],
      [
        'Do you play the piano or the guitar?',
        'ピアノやギターをひきますか？',
        'ピアノとかギター、ひく？',
        'ピアノやギターをおひきになりますか？',
      ],
      [
        'What movies have you seen recently?',
        '最近どんな映画を見ましたか？',
        '最近どんな映画見た？',
        '最近どのような映画をご覧になりましたか？',
      ],
      [
        'Is there a hobby you would like to try?',
        'これからやってみたい趣味はありますか？',
        'これからやってみたい趣味ある？',
        'これからなさってみたいご趣味はありますか？',
      ],
      [
        'In your free time, do you prefer going out or staying at home?',
        '暇な時は、出かけるのと家にいるのと、どちらが好きですか？',
        '暇な時は、出かけるのと家にいるの、どっちが好き？',
        'お時間がある時は、お出かけになるのとご自宅で過ごされるのと、どちらがお好きですか？',
      ],
      [
        'Have you ever read Japanese manga?',
        '日本の漫画を読んだことがありますか？',
        '日本の漫画、読んだことある？',
        '日本の漫画をお読みになったことはありますか？',
      ],
    ],
    N3: [
      [
        'What got you started on your hobby?',
        '今の趣味を始めたきっかけは何ですか？',
        '今の趣味を始めたきっかけって何？',
        '今のご趣味を始められたきっかけは何ですか？',
      ],
      [
        'What do you find appealing about your hobby?',
        '趣味のどんなところに魅力を感じますか？',
        '趣味のどんなところが魅力だと思う？',
        'ご趣味のどのようなところに魅力をお感じになりますか？',
      ],
      [
        'Is there anything you have been into lately?',
        '最近はまっていることはありますか？',
        '最近はまってることある？',
        '最近夢中になっていらっしゃることはございますか？',
      ],
      [
        'Do you enjoy your hobbies alone or with other people?',
        '趣味は一人で楽しむ方ですか、それとも誰かと一緒に楽しむ方ですか？',
        '趣味は一人で楽しむ派？それとも誰かと一緒派？',
        'ご趣味はお一人で楽しまれる方ですか、それともどなたかとご一緒に楽しまれる方ですか？',
      ],
      [
        'If you had a whole free week, what would you like to do?',
        'もし一週間自由な時間があったら、何をしたいですか？',
        'もし一週間自由な時間があったら、何したい？',
        'もし一週間ご自由なお時間があったら、何をなさりたいですか？',
      ],
    ],
    N2: [
      [
        'Has a hobby ever changed the way you see things?',
        '趣味を通して、物の見方が変わったことはありますか？',
        '趣味を通して、物の見方が変わったことってある？',
        'ご趣味を通して、物の見方が変わられたことはございますか？',
      ],
      [
        'Should a hobby be useful, or is it enough that it is fun?',
        '趣味は何かの役に立つべきだと思いますか、それとも楽しめれば十分だと思いますか？',
        '趣味って何かの役に立つべきだと思う？それとも楽しければ十分？',
        '趣味は何かの役に立つべきだとお考えですか、それとも楽しめれば十分だとお考えですか？',
      ],
      [
        'When you are busy, how do you find time for your hobbies?',
        '忙しい時は、どうやって趣味の時間を確保していますか？',
        '忙しい時、どうやって趣味の時間を作ってる？',
        'お忙しい時は、どのように趣味のお時間を確保なさっていますか？',
      ],
      [
        'Is there a hobby you gave up? Why did you stop?',
        '途中でやめてしまった趣味はありますか？どうしてやめたんですか？',
        '途中でやめちゃった趣味ってある？どうしてやめたの？',
        '途中でおやめになったご趣味はございますか？どうしておやめになったのですか？',
      ],
      [
        'What would you recommend to someone looking for a new hobby?',
        '新しい趣味を探している人に、何を勧めたいですか？',
        '新しい趣味を探してる人に、何を勧めたい？',
        '新しい趣味をお探しの方に、何をお勧めになりますか？',
      ],
    ],
  },
  food: {
    N5: [
      [
        'What food do you like?',
        'どんな食べ物が好きですか？',
        'どんな食べ物が好き？',
        'どのような食べ物がお好きですか？',
      ],
      [
        'What did you eat for breakfast today?',
        '今日の朝ご飯は何を食べましたか？',
        '今日の朝ご飯、何食べた？',
        '今朝は何を召し上がりましたか？',
      ],
      [
        'Do you like Japanese food?',
        '日本の料理は好きですか？',
        '日本の料理は好き？',
        '日本の料理はお好きですか？',
      ],
      [
        'Which do you drink more often, coffee or tea?',
        'コーヒーとお茶と、どちらをよく飲みますか？',
        'コーヒーとお茶、どっちをよく飲む？',
        'コーヒーとお茶と、どちらをよく召し上がりますか？',
      ],
      ['Do you cook?', '料理を作りますか？', '料理する？', 'お料理はなさいますか？'],
      [
        'Is there a food you do not like?',
        '嫌いな食べ物はありますか？',
        '嫌いな食べ物ある？',
        'お嫌いな食べ物はございますか？',
      ],
    ],
    N4: [
      [
        'Have you ever eaten sushi?',
        'お寿司を食べたことがありますか？',
        'お寿司、食べたことある？',
        'お寿司を召し上がったことはありますか？',
      ],
      [
        'What is a famous food in your country?',
        '国で有名な食べ物は何ですか？',
        '国で有名な食べ物って何？',
        'お国で有名な食べ物は何ですか？',
      ],
      [
        'Is there a dish you are good at making?',
        '得意な料理はありますか？',
        '得意な料理ある？',
        '得意なお料理はございますか？',
      ],
      [
        'Do you prefer eating out or eating at home?',
        '外で食べるのと家で食べるのと、どちらが好きですか？',
        '外で食べるのと家で食べるの、どっちが好き？',
        '外でお食事なさるのとご自宅で召し上がるのと、どちらがお好きですか？',
      ],
      [
        'If you went to Japan, what would you like to eat?',
        '日本に行ったら、何を食べてみたいですか？',
        '日本に行ったら、何食べてみたい？',
        '日本にいらっしゃったら、何を召し上がってみたいですか？',
      ],
    ],
    N3: [
      [
        'Is there a dish that reminds you of your family?',
        '家族を思い出す料理はありますか？',
        '家族を思い出す料理ってある？',
        'ご家族を思い出されるお料理はございますか？',
      ],
      [
        'Do you pay attention to what you eat for your health?',
        '健康のために、食べ物に気をつけていますか？',
        '健康のために、食べ物に気をつけてる？',
        '健康のために、お食事に気をつけていらっしゃいますか？',
      ],
      [
        'Is there a restaurant you would recommend?',
        'おすすめのレストランはありますか？',
        'おすすめのレストランある？',
        'おすすめのレストランはございますか？',
      ],
      [
        'Is there a dish that surprised you when you ate it?',
        '食べてびっくりした料理はありますか？',
        '食べてびっくりした料理ってある？',
        '召し上がって驚かれたお料理はございますか？',
      ],
      [
        'What do you feel like eating in the cold season?',
        '寒い季節に食べたくなる料理は何ですか？',
        '寒い季節に食べたくなる料理って何？',
        '寒い季節に召し上がりたくなるお料理は何ですか？',
      ],
    ],
    N2: [
      [
        "How do you think a country's character shows in its food culture?",
        '食文化には、その国の特徴がどのように表れていると思いますか？',
        '食文化って、その国の特徴がどんなふうに出てると思う？',
        '食文化には、その国の特徴がどのように表れているとお考えですか？',
      ],
      [
        'More and more people are eating less meat. What do you think about that?',
        '肉を食べる量を減らす人が増えていることについて、どう思いますか？',
        '肉を食べる量を減らす人が増えてること、どう思う？',
        '肉を食べる量を減らす方が増えていることについて、どのようにお考えですか？',
      ],
      [
        'Is there a food you came to like as an adult?',
        '大人になってから好きになった食べ物はありますか？',
        '大人になってから好きになった食べ物ってある？',
        '大人になられてからお好きになった食べ物はございますか？',
      ],
      [
        'What do you think about the problem of food waste?',
        '食品ロスの問題について、どう思いますか？',
        '食品ロスの問題って、どう思う？',
        '食品ロスの問題について、どのようにお考えですか？',
      ],
      [
        'If you introduced one dish from your country to Japan, which would you choose?',
        '自分の国の料理を一つ日本に紹介するとしたら、何を選びますか？',
        '自分の国の料理を一つ日本に紹介するとしたら、何にする？',
        'お国の料理を一つ日本にご紹介なさるとしたら、何をお選びになりますか？',
      ],
    ],
  },
  family: {
    N5: [
      [
        'How many people are in your family?',
        '何人家族ですか？',
        '何人家族？',
        'ご家族は何人でいらっしゃいますか？',
      ],
      [
        'Do you have any brothers or sisters?',
        '兄弟がいますか？',
        '兄弟いる？',
        'ご兄弟はいらっしゃいますか？',
      ],
      [
        'Where does your family live?',
        '家族はどこに住んでいますか？',
        '家族はどこに住んでるの？',
        'ご家族はどちらにお住まいですか？',
      ],
      [
        'Do you have a dog or a cat?',
        '犬や猫がいますか？',
        '犬とか猫、いる？',
        '犬や猫をお飼いになっていますか？',
      ],
      [
        'Do you often talk with your family?',
        '家族とよく話しますか？',
        '家族とよく話す？',
        'ご家族とよくお話しになりますか？',
      ],
      [
        'What do you do with your family on days off?',
        '休みの日は家族と何をしますか？',
        '休みの日は家族と何するの？',
        'お休みの日はご家族と何をなさいますか？',
      ],
    ],
    N4: [
      [
        'Who in your family do you look like most?',
        '家族の中で、だれに一番似ていますか？',
        '家族の中で、だれに一番似てる？',
        'ご家族の中で、どなたに一番似ていらっしゃいますか？',
      ],
      [
        'What did you often do with your family when you were little?',
        '小さいころ、家族とよく何をしましたか？',
        '小さいころ、家族とよく何してた？',
        '小さいころ、ご家族とよく何をなさいましたか？',
      ],
      [
        'How often do you see your family?',
        '家族にはどのくらい会っていますか？',
        '家族にはどのくらい会ってる？',
        'ご家族とはどのくらいお会いになっていますか？',
      ],
      [
        'What kind of person is your mother?',
        'お母さんはどんな人ですか？',
        'お母さんってどんな人？',
        'お母様はどのような方ですか？',
      ],
      [
        'Is there a dish your family often makes?',
        '家族がよく作る料理はありますか？',
        '家族がよく作る料理ってある？',
        'ご家族がよくお作りになる料理はございますか？',
      ],
    ],
    N3: [
      [
        'Is there a custom your family values?',
        '家族で大切にしている習慣はありますか？',
        '家族で大事にしてる習慣ってある？',
        'ご家族で大切になさっている習慣はございますか？',
      ],
      [
        'What is the most useful thing your parents taught you?',
        '親から教わったことで、一番よかったことは何ですか？',
        '親から教わったことで、一番よかったことって何？',
        'ご両親に教えていただいたことで、一番よかったことは何ですか？',
      ],
      [
        'Would you like to live near your parents in the future?',
        '将来は親の近くに住みたいと思いますか？',
        '将来は親の近くに住みたいと思う？',
        '将来はご両親のお近くにお住まいになりたいとお考えですか？',
      ],
      [
        'Is there a memory with your brothers or sisters that you remember well?',
        '兄弟との思い出で、よく覚えていることはありますか？',
        '兄弟との思い出で、よく覚えてることってある？',
        'ご兄弟との思い出で、よく覚えていらっしゃることはございますか？',
      ],
      [
        'How does your family celebrate birthdays?',
        '家族の誕生日は、どうやってお祝いしますか？',
        '家族の誕生日って、どうやってお祝いする？',
        'ご家族のお誕生日は、どのようにお祝いなさいますか？',
      ],
    ],
    N2: [
      [
        "How do you think roles in the family have changed since your parents' generation?",
        '親の世代と比べて、家族の中の役割はどう変わったと思いますか？',
        '親の世代と比べて、家族の中の役割ってどう変わったと思う？',
        'ご両親の世代と比べて、家族の中の役割はどのように変わったとお考えですか？',
      ],
      [
        'What do you think is the secret of a good relationship with your family?',
        '家族といい関係を保つ秘訣は何だと思いますか？',
        '家族といい関係を保つコツって何だと思う？',
        'ご家族と良い関係を保つ秘訣は何だとお考えですか？',
      ],
      [
        'Is there someone in your family who has had a big influence on you?',
        '家族の中で、自分に大きな影響を与えた人はいますか？',
        '家族の中で、自分に大きな影響を与えた人っている？',
        'ご家族の中で、大きな影響をお受けになった方はいらっしゃいますか？',
      ],
      [
        'What do you think about living with your grandparents?',
        '祖父母と一緒に暮らすことについて、どう思いますか？',
        'おじいちゃんやおばあちゃんと一緒に暮らすこと、どう思う？',
        '祖父母と同居することについて、どのようにお考えですか？',
      ],
      [
        'How has your relationship with your parents changed since you became an adult?',
        '大人になってから、親との関係はどう変わりましたか？',
        '大人になってから、親との関係ってどう変わった？',
        '大人になられてから、ご両親とのご関係はどのように変わりましたか？',
      ],
    ],
  },
  travel: {
    N5: [
      ['Do you like traveling?', '旅行は好きですか？', '旅行は好き？', 'ご旅行はお好きですか？'],
      [
        'Where did you go last year?',
        '去年はどこに行きましたか？',
        '去年はどこに行った？',
        '去年はどちらへいらっしゃいましたか？',
      ],
      [
        'Would you like to go to Japan?',
        '日本に行きたいですか？',
        '日本に行きたい？',
        '日本へ行ってみたいとお思いですか？',
      ],
      [
        'Which do you like better, the sea or the mountains?',
        '海と山と、どちらが好きですか？',
        '海と山、どっちが好き？',
        '海と山と、どちらがお好きですか？',
      ],
      [
        'Who do you travel with?',
        'だれと旅行に行きますか？',
        'だれと旅行に行くの？',
        'どなたとご旅行にいらっしゃいますか？',
      ],
      [
        'Are there any nice places in the town where you live?',
        '住んでいる町に、いい所はありますか？',
        '住んでる町に、いい所ある？',
        'お住まいの町に、いい所はございますか？',
      ],
    ],
    N4: [
      [
        'Of all the places you have been, which was the best?',
        '今まで行った所で、どこが一番よかったですか？',
        '今まで行った所で、どこが一番よかった？',
        '今までいらっしゃった所で、どちらが一番よかったですか？',
      ],
      [
        'Have you ever been in a hot spring?',
        '温泉に入ったことがありますか？',
        '温泉、入ったことある？',
        '温泉にお入りになったことはありますか？',
      ],
      [
        'If you went to Japan, where would you like to go?',
        '日本に行くなら、どこに行ってみたいですか？',
        '日本に行くなら、どこに行ってみたい？',
        '日本へいらっしゃるなら、どちらへ行ってみたいですか？',
      ],
      [
        'Do you prefer traveling by plane or by train?',
        '飛行機と電車と、どちらで旅行するのが好きですか？',
        '飛行機と電車、どっちで旅行するのが好き？',
        '飛行機と電車と、どちらでのご旅行がお好きですか？',
      ],
      [
        'What do you always take with you when you travel?',
        '旅行の時、いつも持っていく物は何ですか？',
        '旅行の時、いつも持っていく物って何？',
        'ご旅行の時、いつもお持ちになる物は何ですか？',
      ],
    ],
    N3: [
      [
        'Have you ever had trouble on a trip?',
        '旅行中に困ったことはありますか？',
        '旅行中に困ったことってある？',
        'ご旅行中にお困りになったことはございますか？',
      ],
      [
        'When you travel, do you plan every detail or go wherever you like?',
        '旅行は細かく計画する方ですか、それとも自由に動く方ですか？',
        '旅行は細かく計画する派？それとも自由に動く派？',
        'ご旅行は細かく計画なさる方ですか、それとも自由に動かれる方ですか？',
      ],
      [
        'Where would you recommend tourists go in your country?',
        '国に来る観光客に、どこをおすすめしますか？',
        '国に来る観光客に、どこをおすすめする？',
        'お国にいらっしゃる観光客に、どちらをおすすめなさいますか？',
      ],
      [
        'Which trip do you remember most?',
        '一番思い出に残っている旅行はどこですか？',
        '一番思い出に残ってる旅行ってどこ？',
        '一番思い出に残っていらっしゃるご旅行はどちらですか？',
      ],
      [
        'Would you like to live abroad someday?',
        'いつか海外に住んでみたいと思いますか？',
        'いつか海外に住んでみたいと思う？',
        'いつか海外にお住まいになってみたいとお思いですか？',
      ],
    ],
    N2: [
      [
        'What do you think we can learn through travel?',
        '旅を通して、どんなことが学べると思いますか？',
        '旅を通して、どんなことが学べると思う？',
        '旅を通して、どのようなことが学べるとお考えですか？',
      ],
      [
        'How do you think more tourists affect the people who live there?',
        '観光客が増えることで、地元の人々にはどんな影響があると思いますか？',
        '観光客が増えると、地元の人たちにどんな影響があると思う？',
        '観光客が増えることで、地元の方々にはどのような影響があるとお考えですか？',
      ],
      [
        'Have you ever experienced culture shock abroad?',
        '海外でカルチャーショックを受けたことはありますか？',
        '海外でカルチャーショックを受けたことってある？',
        '海外でカルチャーショックをお受けになったことはございますか？',
      ],
      [
        'Which attracts you more, famous sights or little-known places?',
        '有名な観光地と、あまり知られていない場所と、どちらに惹かれますか？',
        '有名な観光地と、あまり知られてない場所、どっちに惹かれる？',
        '有名な観光地と、あまり知られていない場所と、どちらがお好みですか？',
      ],
      [
        'If money and time did not matter, where would you travel?',
        'お金や時間を気にしなくていいなら、どこへ旅したいですか？',
        'お金や時間を気にしなくていいなら、どこに旅したい？',
        'お金やお時間を気になさらなくてよいとしたら、どちらへ旅をなさりたいですか？',
      ],
    ],
  },
  'work-school': {
    N5: [
      [
        'Are you a student, or do you work?',
        '学生ですか、それとも仕事をしていますか？',
        '学生？それとも働いてる？',
        '学生でいらっしゃいますか、それともお仕事をなさっていますか？',
      ],
      [
        'What time do you get up every morning?',
        '毎朝何時に起きますか？',
        '毎朝何時に起きるの？',
        '毎朝何時ごろ起きていらっしゃいますか？',
      ],
      [
        'How do you get to school or work?',
        '学校や会社には何で行きますか？',
        '学校とか会社には何で行くの？',
        '学校や会社には何でいらっしゃいますか？',
      ],
      [
        'What are you studying now?',
        '今、何を勉強していますか？',
        '今、何を勉強してるの？',
        '今、何を勉強なさっていますか？',
      ],
      ['Are you busy every day?', '毎日忙しいですか？', '毎日忙しい？', '毎日お忙しいですか？'],
      [
        'About how many hours a day do you study Japanese?',
        '毎日何時間ぐらい日本語を勉強しますか？',
        '毎日何時間ぐらい日本語を勉強する？',
        '毎日何時間ぐらい日本語を勉強なさいますか？',
      ],
    ],
    N4: [
      [
        'What kind of work do you do?',
        'どんな仕事をしていますか？',
        'どんな仕事してるの？',
        'どのようなお仕事をなさっていますか？',
      ],
      [
        'Which class did you like best at school?',
        '学校ではどの授業が一番好きでしたか？',
        '学校ではどの授業が一番好きだった？',
        '学校ではどの授業が一番お好きでしたか？',
      ],
      [
        'What is hard about your work or your studies?',
        '仕事や勉強で大変なことは何ですか？',
        '仕事とか勉強で大変なことって何？',
        'お仕事や勉強で大変なことは何ですか？',
      ],
      [
        'What do you do after work or school?',
        '仕事や学校の後は何をしますか？',
        '仕事とか学校の後は何してる？',
        'お仕事や学校の後は何をなさいますか？',
      ],
      [
        'What did you want to be when you were a child?',
        '子供のころ、何になりたかったですか？',
        '子供のころ、何になりたかった？',
        '小さいころは、何になりたいと思っていらっしゃいましたか？',
      ],
    ],
    N3: [
      [
        'When do you feel that your work or studies are worth it?',
        '仕事や勉強で、やりがいを感じるのはどんな時ですか？',
        '仕事とか勉強で、やりがいを感じるのってどんな時？',
        'お仕事や勉強で、やりがいをお感じになるのはどのような時ですか？',
      ],
      [
        'How do you relieve stress after a hard day?',
        '大変な一日の後は、どうやってストレスを解消していますか？',
        '大変な一日の後って、どうやってストレス解消してる？',
        '大変な一日の後は、どのようにストレスを解消なさっていますか？',
      ],
      [
        'Do you think you are better suited to working alone or in a team?',
        '一人で作業するのとチームで作業するのと、どちらが向いていると思いますか？',
        '一人で作業するのとチームで作業するの、どっちが向いてると思う？',
        'お一人での作業とチームでの作業と、どちらが向いているとお思いですか？',
      ],
      [
        'Is there a skill you would like to improve?',
        'これから伸ばしたい能力はありますか？',
        'これから伸ばしたい力ってある？',
        'これから伸ばしたいとお考えの能力はございますか？',
      ],
      [
        'How do you study Japanese?',
        '日本語はどうやって勉強していますか？',
        '日本語はどうやって勉強してる？',
        '日本語はどのように勉強なさっていますか？',
      ],
    ],
    N2: [
      [
        'What do you think about working from home?',
        '在宅勤務について、どう思いますか？',
        '在宅勤務って、どう思う？',
        '在宅勤務について、どのようにお考えですか？',
      ],
      [
        'What do you think an ideal workplace is like?',
        '理想の職場とは、どんな職場だと思いますか？',
        '理想の職場って、どんな職場だと思う？',
        '理想の職場とは、どのような職場だとお考えですか？',
      ],
      [
        'Do you think schools should put more weight on practical skills?',
        '学校教育は、もっと実用的な能力を重視すべきだと思いますか？',
        '学校教育って、もっと実用的な力を重視すべきだと思う？',
        '学校教育は、もっと実用的な能力を重視すべきだとお考えですか？',
      ],
      [
        'How do you balance work and private life?',
        '仕事とプライベートのバランスは、どうやって取っていますか？',
        '仕事とプライベートのバランス、どうやって取ってる？',
        'お仕事とプライベートのバランスは、どのようにお取りになっていますか？',
      ],
      [
        'What has been the biggest challenge in your work or studies so far?',
        'これまでの仕事や勉強で、一番大きな挑戦は何でしたか？',
        'これまでの仕事や勉強で、一番大きな挑戦って何だった？',
        'これまでのお仕事や勉強で、一番大きな挑戦は何でしたか？',
      ],
    ],
  },
  weather: {
    N5: [
      [
        'What is the weather like today?',
        '今日はどんな天気ですか？',
        '今日はどんな天気？',
        '本日はどのようなお天気ですか？',
      ],
      [
        'Which do you like better, summer or winter?',
        '夏と冬と、どちらが好きですか？',
        '夏と冬、どっちが好き？',
        '夏と冬と、どちらがお好きですか？',
      ],
      [
        'Is it cold where you live now?',
        '住んでいる所は今、寒いですか？',
        '住んでる所は今、寒い？',
        'お住まいの所は今、お寒いですか？',
      ],
      ['Do you like rainy days?', '雨の日は好きですか？', '雨の日は好き？', '雨の日はお好きですか？'],
      [
        'What do you do on rainy days?',
        '雨の日は何をしますか？',
        '雨の日は何するの？',
        '雨の日は何をなさいますか？',
      ],
      [
        'Does it snow in your country?',
        '国では雪が降りますか？',
        '国では雪、降る？',
        'お国では雪が降りますか？',
      ],
    ],
    N4: [
      [
        'Which season do you like best?',
        'どの季節が一番好きですか？',
        'どの季節が一番好き？',
        'どの季節が一番お好きですか？',
      ],
      [
        'What is the weather like in your country now?',
        '今、国の天気はどうですか？',
        '今、国の天気はどう？',
        '今、お国のお天気はいかがですか？',
      ],
      [
        'How do you spend hot days?',
        '暑い日は、どうやって過ごしますか？',
        '暑い日は、どうやって過ごしてる？',
        '暑い日は、どのようにお過ごしですか？',
      ],
      [
        'Do you check the weather forecast every day?',
        '毎日天気予報を見ますか？',
        '毎日天気予報見る？',
        '毎日天気予報をご覧になりますか？',
      ],
      [
        'What would you like to do when spring comes?',
        '春になったら、何をしたいですか？',
        '春になったら、何したい？',
        '春になったら、何をなさりたいですか？',
      ],
    ],
    N3: [
      [
        'Does the weather change your mood?',
        '天気によって気分が変わることはありますか？',
        '天気で気分が変わることってある？',
        'お天気によってご気分が変わることはございますか？',
      ],
      [
        'Have you ever been through a typhoon or heavy snow?',
        '台風や大雪を経験したことはありますか？',
        '台風とか大雪、経験したことある？',
        '台風や大雪をご経験なさったことはございますか？',
      ],
      [
        'What was the climate like where you grew up?',
        '育った所は、どんな気候でしたか？',
        '育った所って、どんな気候だった？',
        'お育ちになった所は、どのような気候でしたか？',
      ],
      [
        'What do you pay attention to during the rainy season?',
        '梅雨の時期は、どんなことに気をつけていますか？',
        '梅雨の時期って、どんなことに気をつけてる？',
        '梅雨の時期は、どのようなことにお気をつけていらっしゃいますか？',
      ],
      [
        'Which is easier for you to live with, a hot climate or a cold one?',
        '暑い気候と寒い気候と、どちらの方が過ごしやすいですか？',
        '暑い気候と寒い気候、どっちが過ごしやすい？',
        '暑い気候と寒い気候と、どちらの方がお過ごしやすいですか？',
      ],
    ],
    N2: [
      [
        'Do you feel the effects of climate change where you live?',
        '住んでいる地域で、気候変動の影響を感じることはありますか？',
        '住んでる地域で、気候変動の影響を感じることってある？',
        'お住まいの地域で、気候変動の影響をお感じになることはございますか？',
      ],
      [
        'What do you think individuals can do about global warming?',
        '地球温暖化に対して、個人にできることは何だと思いますか？',
        '地球温暖化に対して、個人にできることって何だと思う？',
        '地球温暖化に対して、個人にできることは何だとお考えですか？',
      ],
      [
        'How do you think the climate shapes the culture of a region?',
        '気候は、その土地の文化にどんな影響を与えていると思いますか？',
        '気候って、その土地の文化にどんな影響を与えてると思う？',
        '気候は、その土地の文化にどのような影響を与えているとお考えですか？',
      ],
      [
        'Is there a season that brings back special memories?',
        '特別な思い出がよみがえる季節はありますか？',
        '特別な思い出がよみがえる季節ってある？',
        '特別な思い出がよみがえる季節はございますか？',
      ],
      [
        'What should cities do to prepare for extreme weather?',
        '異常気象に備えて、都市はどんな対策をとるべきだと思いますか？',
        '異常気象に備えて、都市はどんな対策をとるべきだと思う？',
        '異常気象に備えて、都市はどのような対策をとるべきだとお考えですか？',
      ],
    ],
  },
  shopping: {
    N5: [
      ['Do you like shopping?', '買い物は好きですか？', '買い物は好き？', 'お買い物はお好きですか？'],
      [
        'What did you buy the other day?',
        'この前、何を買いましたか？',
        'この前、何買った？',
        'この前は、何をお買いになりましたか？',
      ],
      [
        'Where do you often go shopping?',
        'どこでよく買い物をしますか？',
        'どこでよく買い物するの？',
        'どちらでよくお買い物をなさいますか？',
      ],
      [
        'Do you often go to convenience stores?',
        'コンビニによく行きますか？',
        'コンビニ、よく行く？',
        'コンビニにはよくいらっしゃいますか？',
      ],
      [
        'Do you like buying clothes?',
        '服を買うのは好きですか？',
        '服を買うの、好き？',
        'お洋服をお買いになるのはお好きですか？',
      ],
      [
        'What would you like to have now?',
        '今、何がほしいですか？',
        '今、何がほしい？',
        '今、何かほしい物はございますか？',
      ],
    ],
    N4: [
      [
        'Do you prefer shopping online or in shops?',
        'ネットで買うのと店で買うのと、どちらが好きですか？',
        'ネットで買うのと店で買うの、どっちが好き？',
        'ネットでお買いになるのとお店でお買いになるのと、どちらがお好きですか？',
      ],
      [
        'What is the most expensive thing you have ever bought?',
        '今まで買った物で、一番高かった物は何ですか？',
        '今まで買った物で、一番高かったのって何？',
        '今までお買いになった物で、一番高かった物は何ですか？',
      ],
      [
        'When you give a friend a present, what do you choose?',
        '友達にプレゼントをあげる時、どんな物を選びますか？',
        '友達にプレゼントあげる時、どんな物選ぶ？',
        'ご友人にプレゼントを贈られる時、どのような物をお選びになりますか？',
      ],
      [
        'Is there a shop you like?',
        '好きな店はありますか？',
        '好きな店ある？',
        'お気に入りのお店はございますか？',
      ],
      [
        'Do you go shopping alone or with someone?',
        '買い物は一人で行きますか、だれかと行きますか？',
        '買い物は一人で行く？だれかと行く？',
        'お買い物はお一人でいらっしゃいますか、どなたかとご一緒ですか？',
      ],
    ],
    N3: [
      [
        'Do you sometimes buy things on impulse?',
        'つい衝動買いをしてしまうことはありますか？',
        'つい衝動買いしちゃうことってある？',
        'つい衝動買いをなさってしまうことはございますか？',
      ],
      [
        'What matters most to you when you choose clothes?',
        '服を選ぶ時、何を一番大切にしていますか？',
        '服を選ぶ時、何を一番大事にしてる？',
        'お洋服をお選びになる時、何を一番大切になさっていますか？',
      ],
      [
        'Do you compare prices before you buy?',
        '買う前に、値段を比べる方ですか？',
        '買う前に、値段を比べる派？',
        'お買いになる前に、お値段を比べられる方ですか？',
      ],
      [
        'Which town would you recommend for shopping?',
        '買い物するなら、どこの町がおすすめですか？',
        '買い物するなら、どこの町がおすすめ？',
        'お買い物をなさるなら、どちらの町がおすすめですか？',
      ],
      [
        'Is there something you regretted buying?',
        '買って後悔した物はありますか？',
        '買って後悔した物ってある？',
        'お買いになって後悔なさった物はございますか？',
      ],
    ],
    N2: [
      [
        'How do you think online shopping has changed our lives?',
        'ネット通販の普及で、私たちの生活はどう変わったと思いますか？',
        'ネット通販が広まって、生活ってどう変わったと思う？',
        'ネット通販の普及で、私たちの生活はどのように変わったとお考えですか？',
      ],
      [
        'Do you think people today buy too many things?',
        '現代の人は物を買いすぎていると思いますか？',
        '現代の人って物を買いすぎてると思う？',
        '現代の人々は物を買いすぎているとお考えですか？',
      ],
      [
        'When shopping, which matters more to you, price or quality?',
        '買い物では、値段と品質のどちらを重視しますか？',
        '買い物では、値段と品質、どっちを重視する？',
        'お買い物では、値段と品質のどちらを重視なさいますか？',
      ],
      [
        'What do you think about a simple life with few possessions?',
        '物を持たないシンプルな暮らしについて、どう思いますか？',
        '物を持たないシンプルな暮らしって、どう思う？',
        '物を持たないシンプルな暮らしについて、どのようにお考えですか？',
      ],
      [
        'Do you ever buy things because of advertising?',
        '広告に影響されて物を買うことはありますか？',
        '広告に影響されて物を買うことってある？',
        '広告に影響されて物をお買いになることはございますか？',
      ],
    ],
  },
  generic: {
    N5: [
      ['What did you do today?', '今日は何をしましたか？', '今日は何したの？', '本日は何をなさいましたか？'],
      [
        'What will you do on your next day off?',
        '今度の休みは何をしますか？',
        '今度の休みは何するの？',
        '今度のお休みは何をなさいますか？',
      ],
      [
        'What time is it there now?',
        'そちらは今、何時ですか？',
        'そっちは今、何時？',
        'そちらは今、何時でございますか？',
      ],
      [
        'What did you eat yesterday?',
        '昨日は何を食べましたか？',
        '昨日は何食べた？',
        '昨日は何を召し上がりましたか？',
      ],
      [
        'Do you have a favorite place?',
        '好きな所はありますか？',
        '好きな所ある？',
        'お好きな場所はございますか？',
      ],
      ['What is your favorite color?', '何色が好きですか？', '何色が好き？', '何色がお好きですか？'],
    ],
    N4: [
      [
        'What was the most fun thing this week?',
        '今週、一番楽しかったことは何ですか？',
        '今週、一番楽しかったことって何？',
        '今週一番楽しかったことを教えていただけますか？',
      ],
      [
        'Is there something you want to try this year?',
        '今年やってみたいことはありますか？',
        '今年やってみたいことある？',
        '今年なさってみたいことはございますか？',
      ],
      [
        'What do you usually do before going to bed?',
        '寝る前に、いつも何をしますか？',
        '寝る前に、いつも何してる？',
        'お休みになる前に、いつも何をなさいますか？',
      ],
      [
        'Has anything interesting happened recently?',
        '最近、何かおもしろいことがありましたか？',
        '最近、何かおもしろいことあった？',
        '最近、何かおもしろいことはございましたか？',
      ],
      [
        'What would you like to do in the future?',
        '将来、何をしてみたいですか？',
        '将来、何してみたい？',
        '将来、何をなさってみたいですか？',
      ],
    ],
    N3: [
      [
        'Has anything happened recently that made you happy?',
        '最近うれしかった出来事はありますか？',
        '最近うれしかったことってある？',
        '最近うれしかった出来事はございますか？',
      ],
      [
        'If you could master one thing right away, what would it be?',
        'もしすぐに何か一つ身につけられるとしたら、何がいいですか？',
        'もしすぐに何か一つ身につけられるとしたら、何がいい？',
        'もしすぐに何か一つ身につけられるとしたら、何をお選びになりますか？',
      ],
      [
        'How do you usually spend Sunday mornings?',
        '日曜日の朝は、たいていどう過ごしていますか？',
        '日曜日の朝って、たいていどう過ごしてる？',
        '日曜日の朝は、たいていどのようにお過ごしですか？',
      ],
      [
        'Is there a habit you would like to start?',
        'これから始めたい習慣はありますか？',
        'これから始めたい習慣ってある？',
        'これから始めたいとお考えの習慣はございますか？',
      ],
      [
        'Has any news caught your attention recently?',
        '最近気になったニュースはありますか？',
        '最近気になったニュースってある？',
        '最近気になられたニュースはございますか？',
      ],
    ],
    N2: [
      [
        'What do you think matters most for a fulfilling life?',
        '充実した人生を送るために、何が大切だと思いますか？',
        '充実した人生を送るのに、何が大事だと思う？',
        '充実した人生を送るために、何が大切だとお考えですか？',
      ],
      [
        'How do you think technology will have changed daily life in ten years?',
        '十年後、技術の進歩で日常生活はどう変わっていると思いますか？',
        '十年後、技術の進歩で毎日の生活ってどう変わってると思う？',
        '十年後、技術の進歩で日常生活はどのように変わっているとお考えですか？',
      ],
      [
        'Is there something you have changed your mind about recently?',
        '最近、考えが変わったことはありますか？',
        '最近、考えが変わったことってある？',
        '最近、お考えが変わったことはございますか？',
      ],
      [
        'Is there a book or film that left a strong impression on you?',
        '強く印象に残っている本や映画はありますか？',
        '強く印象に残ってる本とか映画ってある？',
        '強く印象に残っていらっしゃる本や映画はございますか？',
      ],
      [
        'If you could give your younger self one piece of advice, what would you say?',
        '昔の自分に一つアドバイスするとしたら、何と言いますか？',
        '昔の自分に一つアドバイスするとしたら、何て言う？',
        '昔のご自分に一つアドバイスなさるとしたら、何とおっしゃいますか？',
      ],
    ],
  },
};

export const QUESTION_BANK: Record<TopicId, Record<BankLevel, Line[]>> = Object.fromEntries(
  Object.entries(ROWS).map(([topic, levels]) => [
    topic,
    Object.fromEntries(Object.entries(levels).map(([level, rows]) => [level, lines(rows)])),
  ]),
) as Record<TopicId, Record<BankLevel, Line[]>>;
