import { APICallError, simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it, vi } from 'vitest';
import type { CharacterReplyInput, ExplainInput, TranslateInput } from '../../../src/ai/ai-engine';
import { createSdkEngine } from '../../../src/ai/sdk-engine';

type CallOptions = MockLanguageModelV3['doGenerateCalls'][number];
type StreamPart =
  Awaited<ReturnType<MockLanguageModelV3['doStream']>>['stream'] extends ReadableStream<infer Part>
    ? Part
    : never;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};

const answer = (value: unknown) => ({
  content: [{ type: 'text' as const, text: typeof value === 'string' ? value : JSON.stringify(value) }],
  finishReason: { unified: 'stop' as const, raw: undefined },
  usage,
  warnings: [],
});

const streamOf = (...deltas: string[]) => ({
  stream: simulateReadableStream<StreamPart>({
    chunks: [
      { type: 'text-start', id: 't' },
      ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
      { type: 'text-end', id: 't' },
      { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
    ],
  }),
});

const modelAnswering = (...answers: unknown[]) =>
  new MockLanguageModelV3({ doGenerate: answers.map(answer) });

const engineWith = (model: MockLanguageModelV3, timeoutMs = 5_000) =>
  createSdkEngine({ model, label: 'test · mock', timeoutMs, secrets: ['sk-secret-key-123'], maxRetries: 0 });

/** Everything the model was sent in one call, as text. */
const sent = (call: CallOptions | undefined) => JSON.stringify(call?.prompt);

const replyInput: CharacterReplyInput = {
  character: {
    id: 'yuki',
    alias: 'ゆき先生',
    level: 'N4',
    politeLevel: '敬語',
    persona: 'A patient teacher from Kyoto who loves tea ceremony.',
  },
  learnerLevel: 'N5',
  topic: 'food',
  history: [
    { speaker: 'ゆき先生', role: 'character', content: 'こんにちは。ゆきと申します。' },
    { speaker: 'Tom', role: 'learner', content: '寿司が好きです。' },
  ],
};

const translateInput: TranslateInput = { text: '寿司が好きです。', from: 'Japanese', to: 'English' };

const explainInput: ExplainInput = {
  word: '食べる',
  reading: 'たべる',
  meanings: ['to eat'],
  level: 'N5',
  vocabType: 'vocabulary',
};

const explanation = {
  explanation: '口に入れて、かみます。',
  explanation_translation: 'You put it in your mouth and chew.',
  example_sentences: [
    { sentence: 'パンを食べます。', sentence_translation: 'I eat bread.' },
    { sentence: '何を食べましたか。', sentence_translation: 'What did you eat?' },
  ],
};

/** A model that answers only when its call is aborted, as a real provider's fetch would. */
const hangingModel = () =>
  new MockLanguageModelV3({
    doGenerate: ({ abortSignal }) =>
      new Promise((_, reject) => {
        abortSignal?.throwIfAborted();
        abortSignal?.addEventListener('abort', () => reject(abortSignal.reason));
      }),
  });

describe('SDK engine: character reply', () => {
  it('returns the validated reply and labels itself', async () => {
    const model = modelAnswering({ reply: 'お寿司がお好きなのですね。どのようなお寿司がお好きですか？' });
    const engine = engineWith(model);

    await expect(engine.characterReply(replyInput)).resolves.toEqual({
      reply: 'お寿司がお好きなのですね。どのようなお寿司がお好きですか？',
    });
    expect(engine.kind).toBe('provider');
    expect(engine.label).toBe('test · mock');
    expect(model.doGenerateCalls[0]?.responseFormat).toMatchObject({ type: 'json' });
  });

  it('prompts with the persona, register, learner level, topic and conversation', async () => {
    const model = modelAnswering({ reply: 'はい、どうぞ。' });
    await engineWith(model).characterReply(replyInput);
    const prompt = sent(model.doGenerateCalls[0]);

    expect(prompt).toContain('A patient teacher from Kyoto');
    expect(prompt).toContain('敬語');
    expect(prompt).toContain('いらっしゃる');
    expect(prompt).toContain('Use only vocabulary and grammar a JLPT N5 learner knows');
    expect(prompt).toContain('food');
    expect(prompt).toContain('Tom (learner): 寿司が好きです。');
    expect(prompt).toContain('ゆき先生 (you): こんにちは。ゆきと申します。');
    expect(prompt).toContain('1 to 3 short sentences');
    expect(prompt).not.toContain('rejected');
  });

  it('explains each register differently', async () => {
    const prompts: Record<string, string> = {};
    for (const politeLevel of ['敬語', '丁寧語', '砕けた'] as const) {
      const model = modelAnswering({ reply: 'うん。' });
      await engineWith(model).characterReply({
        ...replyInput,
        character: { ...replyInput.character, politeLevel },
      });
      prompts[politeLevel] = sent(model.doGenerateCalls[0]);
    }
    expect(prompts.丁寧語).toContain('です/ます forms');
    expect(prompts.砕けた).toContain('never です or ます');
    expect(prompts.敬語).toContain('humble forms for yourself');
  });

  it('passes the feedback of a regeneration on to the model', async () => {
    const model = modelAnswering({ reply: 'いいですね。' });
    await engineWith(model).characterReply({
      ...replyInput,
      feedback: 'These words are above N5: 伝統, 文化.',
    });

    expect(sent(model.doGenerateCalls[0])).toContain(
      'Your previous attempt was rejected: These words are above N5',
    );
  });

  it('retries an invalid answer once, feeding the validation error back', async () => {
    const model = modelAnswering({ reply: '' }, { reply: 'いいですね。' });

    await expect(engineWith(model).characterReply(replyInput)).resolves.toEqual({ reply: 'いいですね。' });
    expect(model.doGenerateCalls).toHaveLength(2);
    const retry = sent(model.doGenerateCalls[1]);
    expect(retry).toContain('That answer was invalid');
    expect(retry).toContain('at reply');
    expect(retry).toContain('{\\"reply\\":\\"\\"}');
  });

  it('holds the reply to Japanese beyond what the schema checks', async () => {
    const model = modelAnswering({ reply: 'Sushi is great!' }, { reply: 'お寿司はいいですね。' });

    await expect(engineWith(model).characterReply(replyInput)).resolves.toEqual({
      reply: 'お寿司はいいですね。',
    });
    expect(sent(model.doGenerateCalls[1])).toContain('reply must be written in Japanese');
  });

  it('fails with a clear error after a second invalid answer', async () => {
    const model = modelAnswering('not json at all', { answer: 'wrong shape' });

    await expect(engineWith(model).characterReply(replyInput)).rejects.toThrow(
      /^The AI model returned an invalid answer: .*reply/s,
    );
    expect(model.doGenerateCalls).toHaveLength(2);
  });
});

describe('SDK engine: errors, abort and timeout', () => {
  it('reports provider errors readably without the API key', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new APICallError({
          message: 'Incorrect API key provided: sk-secret-key-123',
          url: 'https://api.example.com/v1/responses',
          requestBodyValues: {},
          statusCode: 401,
          isRetryable: false,
        });
      },
    });

    const error = await engineWith(model)
      .characterReply(replyInput)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      'The AI provider failed (test · mock): Incorrect API key provided: ***',
    );
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('rejects with the caller’s abort reason when the signal aborts', async () => {
    const controller = new AbortController();
    const model = hangingModel();
    const reply = engineWith(model).characterReply({ ...replyInput, signal: controller.signal });
    await vi.waitFor(() => expect(model.doGenerateCalls).toHaveLength(1));
    controller.abort();

    await expect(reply).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not call the model when the signal is already aborted', async () => {
    const model = modelAnswering({ reply: 'はい。' });
    const reply = engineWith(model).characterReply({ ...replyInput, signal: AbortSignal.abort() });

    await expect(reply).rejects.toMatchObject({ name: 'AbortError' });
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it('gives up after the timeout', async () => {
    await expect(engineWith(hangingModel(), 30).translateMessage(translateInput)).rejects.toThrow(
      'The AI model did not answer within 30 ms (test · mock).',
    );
  });
});

describe('SDK engine: translation', () => {
  it('translates a message between the two languages it is given', async () => {
    const model = modelAnswering({ translation: 'I like sushi.' });

    await expect(engineWith(model).translateMessage(translateInput)).resolves.toEqual({
      translation: 'I like sushi.',
    });
    const prompt = sent(model.doGenerateCalls[0]);
    expect(prompt).toContain('from Japanese into English');
    expect(prompt).toContain('寿司が好きです。');
  });

  it('retries an invalid translation once', async () => {
    const model = modelAnswering({ translation: '' }, { translation: 'I like sushi.' });

    await expect(engineWith(model).translateMessage(translateInput)).resolves.toEqual({
      translation: 'I like sushi.',
    });
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it('streams a text translation through onPartial and returns the validated whole', async () => {
    const model = new MockLanguageModelV3({
      doStream: streamOf('{"transla', 'tion":"I like', ' sushi', ' very much."}'),
    });
    const partials: string[] = [];

    const result = await engineWith(model).translateText({
      ...translateInput,
      context: 'Ordering at a restaurant',
      onPartial: (partial) => partials.push(partial),
    });

    expect(result).toEqual({ translation: 'I like sushi very much.' });
    expect(partials).toEqual(['I like', 'I like sushi', 'I like sushi very much.']);
    expect(sent(model.doStreamCalls[0])).toContain('Situation the text is used in: Ordering at a restaurant');
  });

  it('translates text without streaming when nobody listens for partial output', async () => {
    const model = modelAnswering({ translation: '寿司が好きです。' });

    const result = await engineWith(model).translateText({
      text: 'I like sushi.',
      from: 'English',
      to: 'Japanese',
    });

    expect(result).toEqual({ translation: '寿司が好きです。' });
    expect(model.doStreamCalls).toHaveLength(0);
  });

  it('retries an invalid streamed translation, then fails clearly', async () => {
    const model = new MockLanguageModelV3({
      doStream: [streamOf('{"text":"no"}'), streamOf('{"translation":""}')],
    });

    await expect(engineWith(model).translateText({ ...translateInput, onPartial: () => {} })).rejects.toThrow(
      'The AI model returned an invalid answer',
    );
    expect(model.doStreamCalls).toHaveLength(2);
    expect(sent(model.doStreamCalls[1])).toContain('That answer was invalid');
  });

  it('reports a provider error during streaming', async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:11434');
      },
    });

    await expect(engineWith(model).translateText({ ...translateInput, onPartial: () => {} })).rejects.toThrow(
      'The AI provider failed (test · mock): connect ECONNREFUSED 127.0.0.1:11434',
    );
  });
});

describe('SDK engine: vocabulary explanation', () => {
  it('returns the explanation and asks for it at the item’s level', async () => {
    const model = modelAnswering(explanation);

    await expect(engineWith(model).explainVocabulary(explainInput)).resolves.toEqual(explanation);
    const prompt = sent(model.doGenerateCalls[0]);
    expect(prompt).toContain('「食べる」');
    expect(prompt).toContain('Use only vocabulary and grammar a JLPT N5 learner knows');
    expect(prompt).toContain('explanation_translation: the English translation');
    expect(prompt).toContain('2 or 3 short, natural Japanese sentences');
  });

  it('asks again when there are fewer than two example sentences', async () => {
    const model = modelAnswering(
      { ...explanation, example_sentences: explanation.example_sentences.slice(0, 1) },
      explanation,
    );

    await expect(engineWith(model).explainVocabulary(explainInput)).resolves.toEqual(explanation);
    expect(sent(model.doGenerateCalls[1])).toContain('example_sentences must hold 2 or 3 sentences');
  });

  it('explains a kanji as a kanji', async () => {
    const model = modelAnswering(explanation);
    await engineWith(model).explainVocabulary({
      ...explainInput,
      word: '食',
      reading: 'ショク、た.べる',
      vocabType: 'kanji',
    });

    expect(sent(model.doGenerateCalls[0])).toContain('the kanji 「食」');
  });
});

describe('SDK engine: usage judgement', () => {
  const judgeInput = {
    message: '昨日、友達と寿司を食べました。',
    items: [
      { kanji: '寿司', pronunciation: 'すし', english: 'sushi' },
      { kanji: '食べる', pronunciation: 'たべる', english: 'to eat' },
    ],
  };

  it('scores each item with the rubric in the prompt', async () => {
    const judgements = [
      { index: 0, quality: 8 },
      { index: 1, quality: 7 },
    ];
    const model = modelAnswering({ judgements });

    await expect(engineWith(model).judgeUsage(judgeInput)).resolves.toEqual({ judgements });
    const prompt = sent(model.doGenerateCalls[0]);
    expect(prompt).toContain('0 to 10');
    expect(prompt).toContain('7 to 8: correct and natural');
    expect(prompt).toContain('1: 食べる (たべる) “to eat”');
  });

  it('returns the correction of a misused item and asks for one only below 6', async () => {
    const judgements = [
      { index: 0, quality: 8, correction: null },
      { index: 1, quality: 3, correction: '昨日、友達と寿司を食べました。' },
    ];
    const model = modelAnswering({ judgements });

    await expect(
      engineWith(model).judgeUsage({ ...judgeInput, message: '昨日、友達と寿司を食べるました。' }),
    ).resolves.toEqual({ judgements });
    expect(sent(model.doGenerateCalls[0])).toContain(
      'the whole message rewritten so that this item is used correctly',
    );
  });

  it('asks again when a correction is too long to be a rewritten message', async () => {
    const model = modelAnswering(
      {
        judgements: [
          { index: 0, quality: 8 },
          { index: 1, quality: 2, correction: 'あ'.repeat(601) },
        ],
      },
      {
        judgements: [
          { index: 0, quality: 8 },
          { index: 1, quality: 2, correction: '食べました。' },
        ],
      },
    );

    await expect(engineWith(model).judgeUsage(judgeInput)).resolves.toMatchObject({
      judgements: [{ index: 0 }, { index: 1, correction: '食べました。' }],
    });
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it('asks again when an item is missing or out of range', async () => {
    const model = modelAnswering(
      { judgements: [{ index: 0, quality: 8 }] },
      {
        judgements: [
          { index: 0, quality: 8 },
          { index: 5, quality: 7 },
        ],
      },
    );

    await expect(engineWith(model).judgeUsage(judgeInput)).rejects.toThrow(
      'The AI model returned an invalid answer: judgements must hold exactly one judgement for each index from 0 to 1',
    );
  });

  it('rejects a quality outside 0 to 10 and accepts the corrected answer', async () => {
    const model = modelAnswering(
      {
        judgements: [
          { index: 0, quality: 11 },
          { index: 1, quality: 7 },
        ],
      },
      {
        judgements: [
          { index: 0, quality: 10 },
          { index: 1, quality: 7 },
        ],
      },
    );

    await expect(engineWith(model).judgeUsage(judgeInput)).resolves.toMatchObject({
      judgements: [{ quality: 10 }, { quality: 7 }],
    });
  });

  it('does not call the model without items', async () => {
    const model = modelAnswering({ judgements: [] });

    await expect(engineWith(model).judgeUsage({ message: 'はい。', items: [] })).resolves.toEqual({
      judgements: [],
    });
    expect(model.doGenerateCalls).toHaveLength(0);
  });
});
