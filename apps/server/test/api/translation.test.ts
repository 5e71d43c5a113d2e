import {
  api,
  Errors,
  TRANSLATION_HISTORY_LIMIT,
  TRANSLATION_MAX_LENGTH,
  TranslationHistoryResponse,
} from '@kaiwa/contract';
import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  type ManualClock,
  signUp as register,
  sharedTestApp,
  signUpPastIpLimit,
} from '../support/test-app';
import {
  current,
  deleteTranslation,
  getHistory,
  getTranslation,
  scriptedTranslator,
  submit,
  submitted,
} from './translation-helpers';

// The calls themselves: no job runs in this file, so every translation stays Pending.
const { engine } = scriptedTranslator(async () => ({ translation: 'unused' }));
const t = sharedTestApp({ ai: engine, env: { AI_JOBS_PER_MINUTE: '1000' } });

const valid = {
  input_text: '猫が好きです',
  source_language: 'Japanese',
  target_language: 'English',
  context: '',
};

describe('POST submitTranslationTask', () => {
  it('stores the request as Pending and answers with its id and the translation', async () => {
    const learner = await signUpPastIpLimit(t);
    const response = await submit(t, learner.headers, { ...valid, context: '  a note to a friend ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      translation_id: expect.any(String),
      translation: {
        translation_id: body.translation_id,
        input_text: '猫が好きです',
        source_language: 'Japanese',
        target_language: 'English',
        context: 'a note to a friend',
        kana_text: '',
        japanese_text: '猫が好きです',
        otherLanguage_text: '',
        status: 'Pending',
        createdAt: t.clock.now(),
        detected_vocabs: [],
        error: null,
      },
    });
    expect(await current(t, learner.headers, body.translation_id)).toEqual(body.translation);
  });

  it('keeps the input as the other-language side when translating into Japanese', async () => {
    const learner = await signUpPastIpLimit(t);
    const translation = await submitted(t, learner.headers, {
      input_text: 'I like cats',
      source_language: 'English',
      target_language: 'Japanese',
    });
    expect(translation).toMatchObject({
      japanese_text: '',
      otherLanguage_text: 'I like cats',
      status: 'Pending',
    });
  });

  it('queues exactly one translation job per translation, keyed by its id', async () => {
    const learner = await signUpPastIpLimit(t);
    const translation = await submitted(t, learner.headers, { input_text: '犬' });
    const job = await t.services.jobQueue.getByKey(`translation:${translation.translation_id}`);
    expect(job).toMatchObject({ type: 'translation.translate', status: 'queued' });
  });

  it('accepts a missing or null context as none', async () => {
    const learner = await signUpPastIpLimit(t);
    for (const context of [undefined, null]) {
      const response = await submit(t, learner.headers, { ...valid, context });
      expect(response.statusCode).toBe(200);
      expect(response.json().translation.context).toBe('');
    }
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['blank text', { input_text: '   \n ' }, 'Please enter text to translate'],
    ['missing text', { input_text: undefined }, 'Please enter text to translate'],
    [
      'text over the limit',
      { input_text: 'あ'.repeat(TRANSLATION_MAX_LENGTH + 1) },
      'Text to translate can be at most 5,000 characters long',
    ],
    [
      'a NUL in the text',
      { input_text: '猫\u0000です' },
      'Text to translate cannot contain control characters',
    ],
    ['an escape in the context', { context: 'x\u001by' }, 'The context cannot contain control characters'],
    [
      'the same language twice',
      { source_language: 'Japanese', target_language: 'Japanese' },
      'Source and target languages must be different',
    ],
    [
      'the same non-Japanese language twice',
      { source_language: 'English', target_language: 'English' },
      'Source and target languages must be different',
    ],
    [
      'no Japanese side',
      { source_language: 'English', target_language: 'French' },
      'One language must be Japanese',
    ],
    ['an unknown language', { target_language: 'Klingon' }, 'Please choose a supported language'],
    ['a missing language', { source_language: undefined }, 'Please choose a supported language'],
    [
      'a context over the limit',
      { context: 'x'.repeat(1001) },
      'The context can be at most 1,000 characters long',
    ],
  ];
  it.each(refusals)('refuses %s with a clear message', async (_, change, message) => {
    const learner = await signUpPastIpLimit(t);
    const response = await submit(t, learner.headers, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: message,
      code: Errors.validationFailed.code,
    });
    expect((await getHistory(t, learner.headers)).json().translations).toEqual([]);
  });

  it('names the field that holds a NUL and stores nothing', async () => {
    const learner = await signUpPastIpLimit(t);
    const response = await submit(t, learner.headers, { ...valid, input_text: '猫\u0000です' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      input_text: 'Text to translate cannot contain control characters',
    });
    expect((await getHistory(t, learner.headers)).json().translations).toEqual([]);
  });

  it('accepts text of exactly the maximum length', async () => {
    const learner = await signUpPastIpLimit(t);
    const response = await submit(t, learner.headers, {
      ...valid,
      input_text: 'あ'.repeat(TRANSLATION_MAX_LENGTH),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET getTranslation', () => {
  it('needs a translation_id', async () => {
    const learner = await signUpPastIpLimit(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${api.getTranslation.path}`,
      headers: learner.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Missing translation_id');
  });

  it('answers 404 for an unknown id', async () => {
    const learner = await signUpPastIpLimit(t);
    const response = await getTranslation(t, learner.headers, 'no-such-translation');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: Errors.notFound.code });
  });
});

describe('GET getTranslationHistory', () => {
  it('lists only the caller’s translations, newest first, at most 100', async () => {
    const learner = await signUpPastIpLimit(t);
    const other = await signUpPastIpLimit(t);
    await submitted(t, other.headers, { input_text: 'ほかの人' });
    const ids: string[] = [];
    for (let index = 0; index <= TRANSLATION_HISTORY_LIMIT; index += 1) {
      t.clock.advance(1000);
      ids.push((await submitted(t, learner.headers, { input_text: `文 ${index}` })).translation_id);
    }
    const response = await getHistory(t, learner.headers);
    expect(response.statusCode).toBe(200);
    const { translations } = TranslationHistoryResponse.parse(response.json());
    expect(translations).toHaveLength(TRANSLATION_HISTORY_LIMIT);
    // Newest first; the oldest of the 101 is left out.
    expect(translations.map((item) => item.translation_id)).toEqual(ids.slice(1).reverse());
    expect(translations[0]).toMatchObject({
      input_text: `文 ${TRANSLATION_HISTORY_LIMIT}`,
      status: 'Pending',
    });
  });

  it('is empty for a new learner', async () => {
    const learner = await signUpPastIpLimit(t);
    expect((await getHistory(t, learner.headers)).json()).toEqual({ success: true, translations: [] });
  });
});

describe('POST deleteTranslation', () => {
  it('deletes the translation: gone from the history and from getTranslation', async () => {
    const learner = await signUpPastIpLimit(t);
    const kept = await submitted(t, learner.headers, { input_text: '残す' });
    t.clock.advance(1000);
    const removed = await submitted(t, learner.headers, { input_text: '消す' });
    const response = await deleteTranslation(t, learner.headers, removed.translation_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await getTranslation(t, learner.headers, removed.translation_id)).statusCode).toBe(404);
    const { translations } = (await getHistory(t, learner.headers)).json();
    expect(translations.map((item: { translation_id: string }) => item.translation_id)).toEqual([
      kept.translation_id,
    ]);
    expect((await deleteTranslation(t, learner.headers, removed.translation_id)).statusCode).toBe(404);
  });

  it('needs a translation_id', async () => {
    const learner = await signUpPastIpLimit(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${api.deleteTranslation.path}`,
      headers: learner.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Missing translation_id');
  });
});

describe('ownership and authentication', () => {
  it('hides one learner’s translation from another: get and delete answer 404 and change nothing', async () => {
    const owner = await signUpPastIpLimit(t);
    const stranger = await signUpPastIpLimit(t);
    const translation = await submitted(t, owner.headers, { input_text: '秘密です' });

    const read = await getTranslation(t, stranger.headers, translation.translation_id);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('秘密');
    expect((await deleteTranslation(t, stranger.headers, translation.translation_id)).statusCode).toBe(404);
    expect((await getHistory(t, stranger.headers)).json().translations).toEqual([]);

    expect((await current(t, owner.headers, translation.translation_id)).input_text).toBe('秘密です');
    expect((await getHistory(t, owner.headers)).json().translations).toHaveLength(1);
  });

  it('answers 401 to every call without a valid session', async () => {
    const learner = await signUpPastIpLimit(t);
    const translation = await submitted(t, learner.headers, { input_text: '猫' });
    const forged = { ...learner.headers, authorization: 'Bearer not-a-token' };
    for (const headers of [undefined, forged]) {
      const answers = [
        await getHistory(t, headers),
        await submit(t, headers, valid),
        await getTranslation(t, headers, translation.translation_id),
        await deleteTranslation(t, headers, translation.translation_id),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json().code).toBe(Errors.unauthorized.code);
      }
    }
    expect((await getHistory(t, learner.headers)).json().translations).toHaveLength(1);
  });
});

describe('the per-user AI limit', () => {
  it('answers 429 with Retry-After once a learner has used the minute’s AI jobs, and again after a minute', async () => {
    const limited = await createTestApp({ ai: engine, env: { AI_JOBS_PER_MINUTE: '2' } });
    try {
      const learner = await register(limited);
      await submitted(limited, learner.headers, { input_text: '一' });
      await submitted(limited, learner.headers, { input_text: '二' });
      const refused = await submit(limited, learner.headers, { ...valid, input_text: '三' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe(Errors.rateLimited.code);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await getHistory(limited, learner.headers)).json().translations).toHaveLength(2);
      // Another learner has a budget of their own.
      const other = await register(limited);
      expect((await submit(limited, other.headers, valid)).statusCode).toBe(200);

      (limited.clock as ManualClock).advance(60_000);
      expect((await submit(limited, learner.headers, { ...valid, input_text: '三' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
