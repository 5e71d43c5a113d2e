import type { Line } from './question-bank';

/*
 * Everything the offline tutor says besides the bank's questions. Slots: {name} the character's name,
 * {topic} the conversation topic, {word} a keyword from the learner's message. All of it is N5 Japanese
 * (honorific set phrases aside), so it suits a character of any level.
 */

export const GREETINGS: Line[] = [
  {
    english: "Hello! I'm {name}. Nice to meet you.",
    丁寧語: 'こんにちは！{name}です。よろしくお願いします。',
    砕けた: 'こんにちは！{name}だよ。よろしくね！',
    敬語: 'ようこそいらっしゃいました。{name}と申します。どうぞよろしくお願いいたします。',
  },
  {
    english: "Nice to meet you! I'm {name}.",
    丁寧語: 'はじめまして！{name}です。どうぞよろしくお願いします。',
    砕けた: 'はじめまして！{name}だよ。よろしく！',
    敬語: 'はじめまして。{name}でございます。どうぞよろしくお願いいたします。',
  },
];

export const TOPIC_INTRO: Line = {
  english: "Today, let's talk about {topic}.",
  丁寧語: '今日は「{topic}」の話をしましょう。',
  砕けた: '今日は「{topic}」の話をしよう！',
  敬語: '本日は「{topic}」についてお話しいたしましょう。',
};

/** Said when nothing in the learner's message was recognised: honest, and never pretending to understand more. */
export const ACKNOWLEDGEMENTS: Line[] = [
  { english: 'I see.', 丁寧語: 'そうですか。', 砕けた: 'そっか。', 敬語: 'さようでございますか。' },
  {
    english: 'Thank you for telling me.',
    丁寧語: '教えてくれてありがとうございます。',
    砕けた: '教えてくれてありがとう！',
    敬語: 'お聞かせいただき、ありがとうございます。',
  },
  {
    english: 'Oh, is that so?',
    丁寧語: 'へえ、そうなんですね。',
    砕けた: 'へえ、そうなんだ！',
    敬語: 'まあ、そうでいらっしゃいますか。',
  },
];

/** Reactions that repeat a keyword the learner used, for things one can be glad about. */
export const ECHO_REACTIONS: Line[] = [
  {
    english: '{word}? That sounds nice!',
    丁寧語: '{word}ですか。いいですね！',
    砕けた: '{word}か、いいね！',
    敬語: '{word}でございますか。素敵ですね。',
  },
  {
    english: 'Oh, {word}! I like that too.',
    丁寧語: '{word}ですか！私も好きです。',
    砕けた: '{word}！私も好き！',
    敬語: '{word}でございますか。私も好きです。',
  },
];

/** A word (by dictionary form, or by stem when the tokenizer is unavailable) that calls for a reaction or a question. */
export type Cue = { lemmas: string[]; stems: string[]; reaction?: Line; question?: Line };

export const CUES: Cue[] = [
  {
    lemmas: ['こんにちは', 'こんばんは', 'おはよう', 'はじめまして', 'よろしく'],
    stems: ['こんにちは', 'こんばんは', 'おはよう', 'はじめまして', 'よろしく'],
    reaction: {
      english: 'Nice to meet you too!',
      丁寧語: 'こちらこそ、よろしくお願いします！',
      砕けた: 'こちらこそ、よろしくね！',
      敬語: 'こちらこそ、どうぞよろしくお願いいたします。',
    },
  },
  {
    lemmas: ['好き', '大好き'],
    stems: ['好き'],
    question: {
      english: 'Why do you like it?',
      丁寧語: 'どうして好きなんですか？',
      砕けた: 'どうして好きなの？',
      敬語: 'どのようなところがお好きですか？',
    },
  },
  {
    lemmas: ['嫌い', '大嫌い'],
    stems: ['嫌い'],
    question: {
      english: "Why don't you like it?",
      丁寧語: 'どうして嫌いなんですか？',
      砕けた: 'どうして嫌いなの？',
      敬語: 'どうしてお嫌いなのですか？',
    },
  },
  {
    lemmas: ['楽しい', '面白い', 'おもしろい'],
    stems: ['楽し', '面白', 'おもしろ'],
    reaction: {
      english: 'That sounds fun!',
      丁寧語: '楽しそうですね！',
      砕けた: '楽しそう！',
      敬語: 'それは楽しそうでございますね。',
    },
  },
  {
    lemmas: ['美味しい', 'おいしい'],
    stems: ['美味し', 'おいし'],
    reaction: {
      english: 'That sounds delicious!',
      丁寧語: 'おいしそうですね！',
      砕けた: 'おいしそう！',
      敬語: 'それはおいしそうでございますね。',
    },
  },
  {
    lemmas: ['忙しい', '疲れる', '大変'],
    stems: ['忙し', '疲れ', '大変'],
    reaction: {
      english: 'That sounds hard.',
      丁寧語: '大変ですね。',
      砕けた: '大変だね。',
      敬語: 'それは大変でございますね。',
    },
  },
  {
    lemmas: ['難しい'],
    stems: ['難し'],
    reaction: {
      english: "It's difficult, isn't it?",
      丁寧語: '難しいですよね。',
      砕けた: '難しいよね。',
      敬語: '難しいものでございますね。',
    },
  },
];

/** "I don't understand" in its usual forms; a negation the word list alone cannot show. */
export const CONFUSED = /(分|わ)か(らない|らなかった|らなくて|りません)/;

export const CONFUSED_REACTION: Line = {
  english: "Don't worry. Let's take it slowly.",
  丁寧語: '大丈夫ですよ。ゆっくり話しましょう。',
  砕けた: '大丈夫だよ。ゆっくり話そう。',
  敬語: 'ご心配なく。ゆっくりお話しいたしましょう。',
};

export const NOT_JAPANESE_REACTION: Line = {
  english: "Let's try writing in Japanese!",
  丁寧語: '日本語で書いてみましょう！',
  砕けた: '日本語で書いてみよう！',
  敬語: 'よろしければ、日本語で書いてみてください。',
};
