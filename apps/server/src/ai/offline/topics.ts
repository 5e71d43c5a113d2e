import { escapeRegExp } from './text';

export const TOPIC_IDS = [
  'self-introduction',
  'hobbies',
  'food',
  'family',
  'travel',
  'work-school',
  'weather',
  'shopping',
  'generic',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];
export type SpecificTopicId = Exclude<TopicId, 'generic'>;

/** A word the offline tutor recognises in a learner's message. `reading` is hiragana. */
export type Keyword = {
  word: string;
  reading: string;
  english: string;
  /** Something one can be glad about (a dish, a hobby, a place), so a reaction may repeat it: 「寿司ですか。いいですね！」. */
  echo?: true;
};

export type Topic = {
  /** How the tutor names the topic in Japanese when it opens the conversation. */
  japanese: string;
  english: string;
  /** Lower-case English and Japanese words that identify the topic in a conversation topic or a persona. */
  names: string[];
  keywords: Keyword[];
};

const k = (word: string, reading: string, english: string, echo?: 'echo'): Keyword =>
  echo ? { word, reading, english, echo: true } : { word, reading, english };

export const TOPICS: Record<SpecificTopicId, Topic> = {
  'self-introduction': {
    japanese: '自己紹介',
    english: 'introducing ourselves',
    names: [
      'self-introduction',
      'introduction',
      'introduce',
      'about me',
      'first meeting',
      '自己紹介',
      '初対面',
    ],
    keywords: [
      k('名前', 'なまえ', 'name'),
      k('自己紹介', 'じこしょうかい', 'self-introduction'),
      k('出身', 'しゅっしん', 'hometown'),
      k('生まれ', 'うまれ', 'birthplace'),
      k('住む', 'すむ', 'to live'),
      k('年', 'とし', 'age'),
      k('歳', 'さい', 'years old'),
      k('性格', 'せいかく', 'personality'),
    ],
  },
  hobbies: {
    japanese: '趣味',
    english: 'hobbies',
    names: [
      'hobby',
      'hobbies',
      'free time',
      'pastime',
      'leisure',
      'music',
      'sport',
      'movie',
      'game',
      '趣味',
      '遊び',
    ],
    keywords: [
      k('趣味', 'しゅみ', 'hobby'),
      k('音楽', 'おんがく', 'music', 'echo'),
      k('映画', 'えいが', 'movies', 'echo'),
      k('本', 'ほん', 'books', 'echo'),
      k('読書', 'どくしょ', 'reading', 'echo'),
      k('スポーツ', 'すぽーつ', 'sports', 'echo'),
      k('サッカー', 'さっかー', 'soccer', 'echo'),
      k('テニス', 'てにす', 'tennis', 'echo'),
      k('野球', 'やきゅう', 'baseball', 'echo'),
      k('ゲーム', 'げーむ', 'games', 'echo'),
      k('アニメ', 'あにめ', 'anime', 'echo'),
      k('漫画', 'まんが', 'manga', 'echo'),
      k('歌', 'うた', 'songs', 'echo'),
      k('ギター', 'ぎたー', 'the guitar', 'echo'),
      k('ピアノ', 'ぴあの', 'the piano', 'echo'),
      k('写真', 'しゃしん', 'photography', 'echo'),
      k('散歩', 'さんぽ', 'walks', 'echo'),
      k('ダンス', 'だんす', 'dancing', 'echo'),
      k('釣り', 'つり', 'fishing', 'echo'),
      k('登山', 'とざん', 'mountain climbing', 'echo'),
      k('泳ぐ', 'およぐ', 'to swim'),
      k('歌う', 'うたう', 'to sing'),
      k('読む', 'よむ', 'to read'),
    ],
  },
  food: {
    japanese: '食べ物',
    english: 'food',
    names: [
      'food',
      'eat',
      'eating',
      'cook',
      'cooking',
      'chef',
      'restaurant',
      'meal',
      'cuisine',
      'drink',
      'cafe',
      '食べ物',
      '料理',
      '食事',
    ],
    keywords: [
      k('食べ物', 'たべもの', 'food'),
      k('料理', 'りょうり', 'cooking', 'echo'),
      k('寿司', 'すし', 'sushi', 'echo'),
      k('ラーメン', 'らーめん', 'ramen', 'echo'),
      k('天ぷら', 'てんぷら', 'tempura', 'echo'),
      k('うどん', 'うどん', 'udon', 'echo'),
      k('カレー', 'かれー', 'curry', 'echo'),
      k('パン', 'ぱん', 'bread', 'echo'),
      k('ご飯', 'ごはん', 'rice', 'echo'),
      k('肉', 'にく', 'meat', 'echo'),
      k('魚', 'さかな', 'fish', 'echo'),
      k('野菜', 'やさい', 'vegetables', 'echo'),
      k('果物', 'くだもの', 'fruit', 'echo'),
      k('ケーキ', 'けーき', 'cake', 'echo'),
      k('お菓子', 'おかし', 'sweets', 'echo'),
      k('コーヒー', 'こーひー', 'coffee', 'echo'),
      k('お茶', 'おちゃ', 'tea', 'echo'),
      k('紅茶', 'こうちゃ', 'black tea', 'echo'),
      k('ピザ', 'ぴざ', 'pizza', 'echo'),
      k('レストラン', 'れすとらん', 'restaurants', 'echo'),
      k('朝ご飯', 'あさごはん', 'breakfast'),
      k('昼ご飯', 'ひるごはん', 'lunch'),
      k('晩ご飯', 'ばんごはん', 'dinner'),
      k('食べる', 'たべる', 'to eat'),
      k('飲む', 'のむ', 'to drink'),
    ],
  },
  family: {
    japanese: '家族',
    english: 'family',
    names: ['family', 'parent', 'mother', 'father', 'sibling', 'children', 'pet', '家族', '親'],
    keywords: [
      k('家族', 'かぞく', 'family'),
      k('父', 'ちち', 'father'),
      k('母', 'はは', 'mother'),
      k('お父さん', 'おとうさん', 'father'),
      k('お母さん', 'おかあさん', 'mother'),
      k('両親', 'りょうしん', 'parents'),
      k('兄', 'あに', 'older brother'),
      k('姉', 'あね', 'older sister'),
      k('弟', 'おとうと', 'younger brother'),
      k('妹', 'いもうと', 'younger sister'),
      k('兄弟', 'きょうだい', 'siblings'),
      k('子供', 'こども', 'children'),
      k('息子', 'むすこ', 'son'),
      k('娘', 'むすめ', 'daughter'),
      k('夫', 'おっと', 'husband'),
      k('妻', 'つま', 'wife'),
      k('祖父', 'そふ', 'grandfather'),
      k('祖母', 'そぼ', 'grandmother'),
      k('犬', 'いぬ', 'dogs', 'echo'),
      k('猫', 'ねこ', 'cats', 'echo'),
      k('ペット', 'ぺっと', 'pets'),
    ],
  },
  travel: {
    japanese: '旅行',
    english: 'travel',
    names: [
      'travel',
      'trip',
      'journey',
      'holiday',
      'vacation',
      'tourism',
      'sightseeing',
      '旅行',
      '旅',
      '観光',
    ],
    keywords: [
      k('旅行', 'りょこう', 'travel'),
      k('旅', 'たび', 'journeys'),
      k('観光', 'かんこう', 'sightseeing'),
      k('海', 'うみ', 'the sea', 'echo'),
      k('山', 'やま', 'the mountains', 'echo'),
      k('温泉', 'おんせん', 'hot springs', 'echo'),
      k('ホテル', 'ほてる', 'hotels'),
      k('飛行機', 'ひこうき', 'planes'),
      k('電車', 'でんしゃ', 'trains'),
      k('新幹線', 'しんかんせん', 'the Shinkansen', 'echo'),
      k('外国', 'がいこく', 'foreign countries'),
      k('海外', 'かいがい', 'abroad'),
      k('日本', 'にほん', 'Japan', 'echo'),
      k('東京', 'とうきょう', 'Tokyo', 'echo'),
      k('京都', 'きょうと', 'Kyoto', 'echo'),
      k('大阪', 'おおさか', 'Osaka', 'echo'),
      k('北海道', 'ほっかいどう', 'Hokkaido', 'echo'),
      k('沖縄', 'おきなわ', 'Okinawa', 'echo'),
      k('奈良', 'なら', 'Nara', 'echo'),
      k('富士山', 'ふじさん', 'Mount Fuji', 'echo'),
      k('アメリカ', 'あめりか', 'America', 'echo'),
      k('イギリス', 'いぎりす', 'the UK', 'echo'),
      k('フランス', 'ふらんす', 'France', 'echo'),
      k('ドイツ', 'どいつ', 'Germany', 'echo'),
      k('イタリア', 'いたりあ', 'Italy', 'echo'),
      k('スペイン', 'すぺいん', 'Spain', 'echo'),
      k('中国', 'ちゅうごく', 'China', 'echo'),
      k('韓国', 'かんこく', 'Korea', 'echo'),
      k('タイ', 'たい', 'Thailand', 'echo'),
      k('ベトナム', 'べとなむ', 'Vietnam', 'echo'),
      k('ブラジル', 'ぶらじる', 'Brazil', 'echo'),
    ],
  },
  'work-school': {
    japanese: '仕事や学校',
    english: 'work and school',
    names: [
      'work',
      'job',
      'office',
      'career',
      'school',
      'study',
      'student',
      'teacher',
      'university',
      'class',
      '仕事',
      '学校',
      '勉強',
    ],
    keywords: [
      k('仕事', 'しごと', 'work'),
      k('会社', 'かいしゃ', 'company'),
      k('会社員', 'かいしゃいん', 'office worker'),
      k('働く', 'はたらく', 'to work'),
      k('学校', 'がっこう', 'school'),
      k('大学', 'だいがく', 'university'),
      k('学生', 'がくせい', 'student'),
      k('先生', 'せんせい', 'teacher'),
      k('勉強', 'べんきょう', 'studying'),
      k('授業', 'じゅぎょう', 'class'),
      k('宿題', 'しゅくだい', 'homework'),
      k('試験', 'しけん', 'exam'),
      k('テスト', 'てすと', 'test'),
      k('日本語', 'にほんご', 'Japanese'),
      k('英語', 'えいご', 'English'),
      k('医者', 'いしゃ', 'doctor'),
      k('エンジニア', 'えんじにあ', 'engineer'),
    ],
  },
  weather: {
    japanese: '天気',
    english: 'the weather',
    names: ['weather', 'season', 'climate', 'rain', 'snow', 'summer', 'winter', '天気', '季節', '気候'],
    keywords: [
      k('天気', 'てんき', 'weather'),
      k('雨', 'あめ', 'rain'),
      k('雪', 'ゆき', 'snow'),
      k('晴れ', 'はれ', 'sunny weather'),
      k('曇り', 'くもり', 'cloudy weather'),
      k('風', 'かぜ', 'wind'),
      k('台風', 'たいふう', 'typhoons'),
      k('季節', 'きせつ', 'seasons'),
      k('春', 'はる', 'spring', 'echo'),
      k('夏', 'なつ', 'summer', 'echo'),
      k('秋', 'あき', 'autumn', 'echo'),
      k('冬', 'ふゆ', 'winter', 'echo'),
      k('暑い', 'あつい', 'hot'),
      k('寒い', 'さむい', 'cold'),
      k('暖かい', 'あたたかい', 'warm'),
      k('涼しい', 'すずしい', 'cool'),
    ],
  },
  shopping: {
    japanese: '買い物',
    english: 'shopping',
    names: ['shopping', 'shop', 'store', 'buy', 'fashion', 'clothes', 'market', '買い物', '店'],
    keywords: [
      k('買い物', 'かいもの', 'shopping', 'echo'),
      k('買う', 'かう', 'to buy'),
      k('服', 'ふく', 'clothes', 'echo'),
      k('洋服', 'ようふく', 'clothes', 'echo'),
      k('靴', 'くつ', 'shoes', 'echo'),
      k('かばん', 'かばん', 'bags', 'echo'),
      k('時計', 'とけい', 'watches', 'echo'),
      k('プレゼント', 'ぷれぜんと', 'presents', 'echo'),
      k('デパート', 'でぱーと', 'department stores'),
      k('スーパー', 'すーぱー', 'supermarkets'),
      k('コンビニ', 'こんびに', 'convenience stores'),
      k('店', 'みせ', 'shops'),
      k('お金', 'おかね', 'money'),
      k('安い', 'やすい', 'cheap'),
      k('高い', 'たかい', 'expensive'),
      k('セール', 'せーる', 'sales'),
    ],
  },
};

function namesTopic(text: string, name: string): boolean {
  // English names must start a word: 'eat' names food in "eating", not in "weather".
  return /^[a-z]/.test(name) ? new RegExp(`\\b${escapeRegExp(name)}`, 'i').test(text) : text.includes(name);
}

/** The topic a text names (a conversation topic, a persona), if any: by topic name, else by its longest keyword. */
export function topicNamedIn(text: string): SpecificTopicId | undefined {
  const entries = Object.entries(TOPICS) as [SpecificTopicId, Topic][];
  const byName = entries.find(([, topic]) => topic.names.some((name) => namesTopic(text, name)));
  if (byName) return byName[0];
  let best: { id: SpecificTopicId; length: number } | undefined;
  for (const [id, topic] of entries) {
    for (const { word } of topic.keywords) {
      if (text.includes(word) && word.length > (best?.length ?? 0)) best = { id, length: word.length };
    }
  }
  return best?.id;
}
