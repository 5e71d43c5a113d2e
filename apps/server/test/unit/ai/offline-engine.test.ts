import type { JlptLevel } from '@kaiwa/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  AiUnsupportedError,
  type CharacterProfile,
  type ChatTurn,
  type PoliteLevel,
} from '../../../src/ai/ai-engine';
import { BANK_LEVELS, type BankLevel, type Line, QUESTION_BANK } from '../../../src/ai/offline/question-bank';
import { TOPIC_IDS, type TopicId } from '../../../src/ai/offline/topics';
import { type AnalyzedWord, createOfflineEngine, GLOSS_PREFIX } from '../../../src/ai/offline-engine';

/** Stands in for the Japanese core's tokenizer: dictionary forms of the few words these tests use. */
const LEXICON: Record<string, AnalyzedWord> = {
  寿司: { lemma: '寿司', reading: 'すし' },
  すし: { lemma: 'すし', reading: 'すし' },
  ラーメン: { lemma: 'ラーメン', reading: 'らーめん' },
  京都: { lemma: '京都', reading: 'きょうと' },
  好き: { lemma: '好き', reading: 'すき' },
  楽しかった: { lemma: '楽しい', reading: 'たのしい' },
  食べ: { lemma: '食べる', reading: 'たべる' },
  ました: { lemma: 'ます', reading: 'ます' },
  です: { lemma: 'です', reading: 'です' },
  が: { lemma: 'が', reading: 'が' },
  を: { lemma: 'を', reading: 'を' },
  に: { lemma: 'に', reading: 'に' },
};

const analyzeWords = vi.fn(async (text: string) =>
  Object.keys(LEXICON)
    .filter((word) => text.includes(word))
    .sort((a, b) => text.indexOf(a) - text.indexOf(b))
    .map((word) => LEXICON[word] as AnalyzedWord),
);

const character = (overrides: Partial<CharacterProfile> = {}): CharacterProfile => ({
  id: 'char-yuki',
  alias: 'ゆき先生',
  level: 'N5',
  politeLevel: '丁寧語',
  persona: 'A cheerful teacher who likes talking about everyday life.',
  ...overrides,
});

const learner = (content: string): ChatTurn => ({ speaker: 'Tom', role: 'learner', content });

/** Plays a whole conversation: the character opens, then answers each learner message in turn. */
async function converse(
  profile: CharacterProfile,
  messages: string[],
  options: { topic?: string; learnerLevel?: JlptLevel } = {},
) {
  const engine = createOfflineEngine({ analyzeWords });
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const message of [undefined, ...messages]) {
    if (message !== undefined) history.push(learner(message));
    const { reply } = await engine.characterReply({
      character: profile,
      learnerLevel: options.learnerLevel ?? profile.level,
      topic: options.topic ?? 'food',
      history: [...history],
    });
    history.push({ speaker: profile.alias, role: 'character', content: reply });
    replies.push(reply);
  }
  return replies;
}

/** Where each bank question in a text comes from. */
const bankSources = (text: string) =>
  TOPIC_IDS.flatMap((topic) =>
    BANK_LEVELS.flatMap((level) =>
      QUESTION_BANK[topic][level]
        .filter((line) => [line.丁寧語, line.砕けた, line.敬語].some((japanese) => text.includes(japanese)))
        .map((line) => ({ topic, level, line })),
    ),
  );

const questionsOf = (replies: string[]) => replies.flatMap(bankSources);

const inRegister = (lines: Line[], register: PoliteLevel) => lines.map((line) => line[register]);

describe('offline tutor: first turn', () => {
  it('greets in 丁寧語 with its own name, the topic and a question', async () => {
    const [reply = ''] = await converse(character(), []);

    expect(reply).toMatch(/^(こんにちは！ゆきです。|はじめまして！ゆきです。)/);
    expect(reply).toContain('今日は「食べ物」の話をしましょう。');
    expect(reply).toMatch(/？$/);
    expect(questionsOf([reply])).toMatchObject([{ topic: 'food', level: 'N5' }]);
  });

  it('greets in 砕けた without です or ます', async () => {
    for (const id of ['a', 'b', 'c', 'd']) {
      const [reply = ''] = await converse(character({ id, politeLevel: '砕けた' }), []);
      expect(reply).toMatch(/ゆきだよ/);
      expect(reply).not.toMatch(/です|ます/);
    }
  });

  it('greets in 敬語 with honorific and humble forms', async () => {
    for (const id of ['a', 'b', 'c', 'd']) {
      const [reply = ''] = await converse(character({ id, politeLevel: '敬語' }), []);
      expect(reply).toMatch(/ゆき(と申します|でございます)。どうぞよろしくお願いいたします。/);
      expect(reply).toContain('本日は「食べ物」についてお話しいたしましょう。');
    }
  });

  it('asks first the questions that use the words a conversation practises, whatever their topic', async () => {
    const practised = /天気|映画/;
    const inBank = TOPIC_IDS.flatMap((topic) => QUESTION_BANK[topic].N5).filter((line) =>
      practised.test(line.丁寧語),
    );
    expect(inBank.length).toBeGreaterThanOrEqual(2);
    const turns = inBank.length + 1;
    const replies = await converse(character(), Array(turns).fill('はい、そうです。'), {
      topic: '天気、映画',
    });
    const questions = questionsOf(replies).map(({ line }) => line.丁寧語);
    expect(questions.slice(0, inBank.length).every((question) => practised.test(question))).toBe(true);
    expect(new Set(questions.slice(0, inBank.length))).toEqual(new Set(inBank.map((line) => line.丁寧語)));
  });

  it('names a Japanese topic as given and leaves out an English one it does not know', async () => {
    const [japanese = ''] = await converse(character(), [], { topic: '日本の祭り' });
    const [english = ''] = await converse(character(), [], { topic: 'Quantum physics' });

    expect(japanese).toContain('今日は「日本の祭り」の話をしましょう。');
    expect(english).not.toContain('の話をしましょう');
  });
});

describe('offline tutor: follow-ups', () => {
  it('reacts to a liked word and asks why', async () => {
    const [, reply = ''] = await converse(character(), ['寿司が好きです。']);

    expect(reply).toMatch(/^寿司ですか(。いいですね！|！私も好きです。)どうして好きなんですか？$/);
    expect(analyzeWords).toHaveBeenCalledWith('寿司が好きです。');
  });

  it('recognises a word written in kana through its reading', async () => {
    const [, reply = ''] = await converse(character({ politeLevel: '砕けた' }), ['すしが好き']);

    expect(reply).toMatch(/^寿司(か、いいね！|！私も好き！)どうして好きなの？$/);
  });

  it('follows the learner to the topic of a word they mention', async () => {
    const [, reply = ''] = await converse(character(), ['京都に行きました。'], { topic: 'food' });

    expect(reply).toMatch(/^京都ですか/);
    expect(questionsOf([reply])).toMatchObject([{ topic: 'travel', level: 'N5' }]);
  });

  it('reacts to a feeling it recognises', async () => {
    const [, reply = ''] = await converse(character({ politeLevel: '敬語' }), ['楽しかったです。']);

    expect(reply).toMatch(/^それは楽しそうでございますね。/);
  });

  it('reassures a learner who does not understand and asks something easier', async () => {
    const replies = await converse(character({ level: 'N3' }), ['すみません、わかりません。'], {
      topic: 'weather',
    });

    expect(replies[1]).toMatch(/^大丈夫ですよ。ゆっくり話しましょう。/);
    expect(questionsOf(replies.slice(1))).toMatchObject([{ topic: 'weather', level: 'N4' }]);
  });

  it('invites a learner writing in English to try Japanese', async () => {
    const [, reply = ''] = await converse(character(), ['I like sushi']);

    expect(reply).toMatch(/^日本語で書いてみましょう！/);
  });

  it('acknowledges what it cannot recognise without pretending', async () => {
    const [, reply = ''] = await converse(character(), ['まあまあです。']);

    expect(reply).toMatch(/^(そうですか。|教えてくれてありがとうございます。|へえ、そうなんですね。)/);
  });

  it('recognises words by plain matching when the tokenizer is not available', async () => {
    const engine = createOfflineEngine();
    const { reply } = await engine.characterReply({
      character: character(),
      learnerLevel: 'N5',
      topic: 'travel',
      history: [
        { speaker: 'ゆき先生', role: 'character', content: 'こんにちは！ゆきです。旅行は好きですか？' },
        learner('ラーメンが大好きです'),
      ],
    });

    expect(reply).toMatch(/^ラーメンですか.*どうして好きなんですか？$/);
  });

  it('falls back to plain matching when the tokenizer fails', async () => {
    const warn = vi.fn();
    const engine = createOfflineEngine({
      analyzeWords: async () => {
        throw new Error('dictionary missing');
      },
      logger: { warn },
    });
    const { reply } = await engine.characterReply({
      character: character(),
      learnerLevel: 'N5',
      topic: 'food',
      history: [{ speaker: 'ゆき先生', role: 'character', content: 'こんにちは！' }, learner('寿司が好き')],
    });

    expect(reply).toMatch(/^寿司ですか/);
    expect(warn).toHaveBeenCalled();
  });
});

describe('offline tutor: questions', () => {
  it('never asks the same question twice', async () => {
    const replies = await converse(character(), Array(40).fill('はい、そうです。'));
    const asked = questionsOf(replies).map(({ line }) => line.english);

    expect(asked).toHaveLength(41);
    expect(new Set(asked).size).toBe(41);
  });

  it('asks why only once, however often the learner says they like something', async () => {
    const replies = await converse(character(), [
      '寿司が好きです。',
      'ラーメンも好きです。',
      '京都が好きです。',
    ]);

    expect(replies.filter((reply) => reply.includes('どうして好きなんですか？'))).toHaveLength(1);
  });

  it('keeps to its register throughout', async () => {
    const replies = await converse(character({ politeLevel: '砕けた' }), Array(12).fill('うん'));
    const casual = new Set(
      inRegister(
        questionsOf(replies).map(({ line }) => line),
        '砕けた',
      ),
    );

    for (const reply of replies) expect(reply).not.toMatch(/です|ます/);
    expect(casual.size).toBe(13);
  });

  it('asks an N5 character’s questions only from the N5 bank', async () => {
    const replies = await converse(character({ level: 'N5' }), Array(30).fill('はい。'), {
      learnerLevel: 'N2',
    });
    const levels = new Set(questionsOf(replies).map(({ level }) => level));

    expect([...levels]).toEqual(['N5']);
  });

  it('stays at the learner’s level when the character’s is higher', async () => {
    const replies = await converse(character({ level: 'N2' }), Array(10).fill('はい。'), {
      learnerLevel: 'N5',
    });

    expect(new Set(questionsOf(replies).map(({ level }) => level))).toEqual(new Set<BankLevel>(['N5']));
  });

  it('asks questions of its own level first, on the conversation’s topic', async () => {
    const replies = await converse(character({ level: 'N3' }), Array(4).fill('はい。'), {
      topic: 'Shopping',
    });

    expect(questionsOf(replies).map(({ topic, level }) => `${topic} ${level}`)).toEqual(
      Array(5).fill('shopping N3'),
    );
  });

  it('asks N1 characters the hardest questions the bank has', async () => {
    const [reply = ''] = await converse(character({ level: 'N1' }), []);

    expect(questionsOf([reply])).toMatchObject([{ level: 'N2' }]);
  });

  it('asks an easier question when the reply is regenerated with feedback', async () => {
    const engine = createOfflineEngine({ analyzeWords });
    const input = {
      character: character({ level: 'N3' }),
      learnerLevel: 'N3' as const,
      topic: 'family',
      history: [],
    };

    const first = await engine.characterReply(input);
    const again = await engine.characterReply({ ...input, feedback: 'Too many words above N3.' });

    expect(questionsOf([first.reply])).toMatchObject([{ level: 'N3' }]);
    expect(questionsOf([again.reply])).toMatchObject([{ level: 'N4' }]);
  });

  it('keeps talking once the whole bank has been asked', async () => {
    const replies = await converse(character(), Array(70).fill('はい。'));

    expect(replies).toHaveLength(71);
    for (const reply of replies) expect(reply).toMatch(/？$/);
  });

  it('leads with its persona’s interest when the topic is unknown', async () => {
    const [reply = ''] = await converse(
      character({ persona: 'A travel agent who has been everywhere.' }),
      [],
      {
        topic: 'Anything',
      },
    );

    expect(questionsOf([reply])).toMatchObject([{ topic: 'travel' }]);
  });

  it('does not repeat a question another character already asked', async () => {
    const engine = createOfflineEngine({ analyzeWords });
    const food = QUESTION_BANK.food.N5;
    const history: ChatTurn[] = [
      ...food.map((line) => ({ speaker: 'けん', role: 'character' as const, content: line.砕けた })),
      learner('はい。'),
    ];

    const { reply } = await engine.characterReply({
      character: character(),
      learnerLevel: 'N5',
      topic: 'food',
      history,
    });

    expect(questionsOf([reply])).toHaveLength(1);
    expect(questionsOf([reply])[0]?.topic).not.toBe('food');
  });
});

describe('offline tutor: determinism', () => {
  it('gives the same reply to the same conversation', async () => {
    const messages = ['寿司が好きです。', 'はい。', '楽しかったです。'];
    expect(await converse(character(), messages)).toEqual(await converse(character(), messages));
  });

  it('varies between conversations', async () => {
    const openings = new Set<string>();
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const [reply = ''] = await converse(character({ id }), []);
      openings.add(reply);
    }
    expect(openings.size).toBeGreaterThan(1);
  });
});

describe('offline tutor: translation', () => {
  const glossJapanese = vi.fn(async (text: string) => `gloss of ${text}`);
  const engine = createOfflineEngine({ analyzeWords, glossJapanese });

  it('translates its own replies exactly from the bank', async () => {
    const [greeting = '', reaction = ''] = await converse(character(), ['寿司が好きです。']);

    const first = await engine.translateMessage({ text: greeting, from: 'Japanese', to: 'English' });
    const second = await engine.translateMessage({ text: reaction, from: 'Japanese', to: 'English' });

    expect(first.translation).toMatch(/I'm ゆき\. .*Today, let's talk about food\. \S.*\?$/);
    expect(second.translation).toMatch(
      /^(Sushi\? That sounds nice!|Oh, sushi! I like that too\.) Why do you like it\?$/,
    );
    expect(glossJapanese).not.toHaveBeenCalled();
  });

  it('glosses other Japanese word by word, and says so', async () => {
    const result = await engine.translateText({ text: '昨日は雨でした。', from: 'Japanese', to: 'English' });

    expect(result).toEqual({ translation: `${GLOSS_PREFIX}gloss of 昨日は雨でした。` });
    expect(GLOSS_PREFIX).toBe('[Word-by-word gloss] ');
  });

  it('glosses a text that only starts like one of its lines', async () => {
    const result = await engine.translateMessage({
      text: 'そうですか。雨が好きです。',
      from: 'Japanese',
      to: 'English',
    });

    expect(result.translation.startsWith(GLOSS_PREFIX)).toBe(true);
  });

  it('needs a provider for any other direction', async () => {
    await expect(engine.translateText({ text: '寿司', from: 'Japanese', to: 'Korean' })).rejects.toThrow(
      new AiUnsupportedError('Translating into Korean needs an AI provider. Set AI_PROVIDER to use one.'),
    );
    await expect(
      engine.translateMessage({ text: 'I like sushi', from: 'English', to: 'Japanese' }),
    ).rejects.toThrow('Translating from English needs an AI provider. Set AI_PROVIDER to use one.');
  });

  it('needs a provider for free text when no dictionary glosses are available', async () => {
    const bare = createOfflineEngine();
    await expect(
      bare.translateMessage({ text: '雨が好きです。', from: 'Japanese', to: 'English' }),
    ).rejects.toBeInstanceOf(AiUnsupportedError);
  });
});

describe('offline tutor: explanations and usage', () => {
  const engine = createOfflineEngine({ analyzeWords });

  it('labels itself', () => {
    expect(engine.label).toBe('Offline tutor');
    expect(engine.kind).toBe('offline');
  });

  it('leaves explanations to the dictionary', async () => {
    await expect(
      engine.explainVocabulary({
        word: '寿司',
        reading: 'すし',
        meanings: ['sushi'],
        level: 'N4',
        vocabType: 'vocabulary',
      }),
    ).rejects.toBeInstanceOf(AiUnsupportedError);
  });

  it('estimates usage from the words found, between 5 and 8', async () => {
    const items = [
      { kanji: '食べる', pronunciation: 'たべる', english: 'to eat' },
      { kanji: '食', pronunciation: 'ショク、た.べる', english: 'eat' },
      { kanji: '寿司', pronunciation: 'すし', english: 'sushi' },
      { kanji: '犬', pronunciation: 'いぬ', english: 'dog' },
    ];

    const sentence = await engine.judgeUsage({ message: '寿司を食べました。', items });
    const alone = await engine.judgeUsage({ message: 'すし', items });

    expect(sentence.judgements).toEqual([
      { index: 0, quality: 8 },
      { index: 1, quality: 8 },
      { index: 2, quality: 8 },
      { index: 3, quality: 5 },
    ]);
    expect(alone.judgements[2]).toEqual({ index: 2, quality: 6 });
  });

  it('rates a word the Japanese core shows misused 3, with the correction, and the rest as usual', async () => {
    const findUsageMistakes = vi.fn(async (text: string) =>
      text.includes('楽しいでした') ? [{ lemma: '楽しい', correction: '寿司は楽しかったです。' }] : [],
    );
    const judging = createOfflineEngine({ analyzeWords, findUsageMistakes });
    const items = [
      { kanji: '寿司', pronunciation: 'すし', english: 'sushi' },
      { kanji: '楽しい', pronunciation: 'たのしい', english: 'fun' },
      { kanji: '楽', pronunciation: 'ガク、ラク、たの.しい', english: 'music, comfort' },
    ];

    const { judgements } = await judging.judgeUsage({ message: '寿司は楽しいでした。', items });

    expect(findUsageMistakes).toHaveBeenCalledWith('寿司は楽しいでした。');
    expect(judgements).toEqual([
      { index: 0, quality: 7 },
      { index: 1, quality: 3, correction: '寿司は楽しかったです。' },
      { index: 2, quality: 5 },
    ]);
  });

  it('estimates usage by plain matching without the tokenizer', async () => {
    const bare = createOfflineEngine();
    const { judgements } = await bare.judgeUsage({
      message: '毎日寿司を食べます。',
      items: [
        { kanji: '寿司', pronunciation: 'すし', english: 'sushi' },
        { kanji: '猫', pronunciation: 'ねこ', english: 'cat' },
      ],
    });

    expect(judgements).toEqual([
      { index: 0, quality: 8 },
      { index: 1, quality: 5 },
    ]);
  });
});

describe('offline tutor: topics it knows', () => {
  it.each(TOPIC_IDS.filter((topic): topic is Exclude<TopicId, 'generic'> => topic !== 'generic'))(
    'opens a %s conversation with a question on it',
    async (topic) => {
      const englishNames: Record<Exclude<TopicId, 'generic'>, string> = {
        'self-introduction': 'Self-introduction',
        hobbies: 'Hobbies',
        food: 'Food',
        family: 'Family',
        travel: 'Travel',
        'work-school': 'Work and school',
        weather: 'Weather',
        shopping: 'Shopping',
      };
      const [reply = ''] = await converse(character(), [], { topic: englishNames[topic] });
      expect(questionsOf([reply])).toMatchObject([{ topic }]);
    },
  );
});
