import { NO_KANJI } from '@kaiwa/contract';
import { detectUsage, toHiragana } from '@kaiwa/japanese';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { AiUnsupportedError, type TranslateInput, type TranslationOutput } from '../../src/ai/ai-engine';
import { GLOSS_PREFIX } from '../../src/ai/offline-engine';
import { createWorker } from '../../src/runtime';
import { createTestApp, ManualClock, signUp, type TestApp } from '../support/test-app';
import { current, deleteTranslation, scriptedTranslator, submitted } from './translation-helpers';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** What the Japanese core says about a text: the expected kana_text and detected_vocabs. */
async function coreView(japanese: string) {
  const usage = await detectUsage(japanese);
  return {
    kana_text: await toHiragana(japanese),
    // Words with the meaning the text uses (あまり: "(not) very"), kanji with theirs.
    detected_vocabs: [...usage.vocabulary, ...usage.kanji].map((used) => ({
      vocab_id: used.item.vocab_id,
      kanji: used.item.kanji ?? NO_KANJI,
      pronunciation: used.item.pronunciation,
      english: 'english' in used ? used.english : used.item.english,
      vocabType: used.item.vocabType,
      level: used.item.level,
    })),
  };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(translate: (input: TranslateInput) => Promise<TranslationOutput>) {
  const scripted = scriptedTranslator(translate);
  const clock = new ManualClock();
  t = await createTestApp({ clock, ai: scripted.engine });
  const learner = await signUp(t);
  return { t, clock, learner, calls: scripted.calls };
}

describe('translation job with an AI provider (scripted engine)', () => {
  it('streams the partial translation into the row while Pending, then completes with the result', async () => {
    const reachedPause = deferred();
    const resume = deferred();
    const { t, learner, calls } = await appWith(async (input) => {
      input.onPartial?.('I');
      input.onPartial?.('I like');
      reachedPause.resolve();
      await resume.promise;
      input.onPartial?.('I like cats');
      return { translation: 'I like cats.' };
    });
    const { translation_id } = await submitted(t, learner.headers, {
      input_text: '猫が好きです。',
      context: 'A note to a friend',
    });

    const running = t.worker.runUntilIdle();
    await reachedPause.promise;
    // The reading and the words are known before the model answers; the partial follows the stream.
    await expect
      .poll(async () => (await current(t, learner.headers, translation_id)).otherLanguage_text)
      .toBe('I like');
    const midway = await current(t, learner.headers, translation_id);
    expect(midway).toMatchObject({ status: 'Pending', japanese_text: '猫が好きです。', error: null });
    expect(midway).toMatchObject(await coreView('猫が好きです。'));

    resume.resolve();
    await running;
    const done = await current(t, learner.headers, translation_id);
    expect(done).toMatchObject({
      status: 'Completed',
      japanese_text: '猫が好きです。',
      otherLanguage_text: 'I like cats.',
      error: null,
      ...(await coreView('猫が好きです。')),
    });
    expect(done.detected_vocabs.map((vocab) => vocab.kanji)).toEqual(expect.arrayContaining(['猫', '好き']));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      text: '猫が好きです。',
      from: 'Japanese',
      to: 'English',
      context: 'A note to a friend',
    });
    expect(await t.services.jobQueue.getByKey(`translation:${translation_id}`)).toMatchObject({
      status: 'completed',
      attempts: 1,
    });
  });

  it('puts the Japanese result on the Japanese side, with kana and words from the core, for X → Japanese', async () => {
    const { t, learner, calls } = await appWith(async () => ({ translation: '毎日コーヒーを飲みます。' }));
    const { translation_id } = await submitted(t, learner.headers, {
      input_text: 'I drink coffee every day.',
      source_language: 'English',
      target_language: 'Japanese',
    });
    await t.worker.runUntilIdle();
    expect(await current(t, learner.headers, translation_id)).toMatchObject({
      status: 'Completed',
      input_text: 'I drink coffee every day.',
      japanese_text: '毎日コーヒーを飲みます。',
      otherLanguage_text: 'I drink coffee every day.',
      ...(await coreView('毎日コーヒーを飲みます。')),
    });
    expect(calls[0]).toMatchObject({ from: 'English', to: 'Japanese', context: undefined });
  });

  it('gives each detected word the meaning the text uses it in', async () => {
    const { t, learner } = await appWith(async () => ({ translation: 'That film is not very interesting.' }));
    const { translation_id } = await submitted(t, learner.headers, {
      input_text: 'あの映画はあまり面白くない。',
      source_language: 'Japanese',
      target_language: 'English',
    });
    await t.worker.runUntilIdle();
    const { detected_vocabs } = await current(t, learner.headers, translation_id);
    // あまり listed first as the noun "remainder", あの first as the interjection "say".
    expect(detected_vocabs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pronunciation: 'あまり', english: '(not) very; (not) much' }),
        expect.objectContaining({ pronunciation: 'あの', english: 'that; those; the' }),
      ]),
    );
  });

  it('fails at once with the engine’s reason when the engine cannot do the task', async () => {
    const reason = 'Translating into Thai needs an AI provider. Set AI_PROVIDER to use one.';
    const { t, learner, calls } = await appWith(async () => {
      throw new AiUnsupportedError(reason);
    });
    const { translation_id } = await submitted(t, learner.headers, {
      input_text: '猫',
      target_language: 'Thai',
    });
    await t.worker.runUntilIdle();
    expect(await current(t, learner.headers, translation_id)).toMatchObject({
      status: 'Failed',
      error: reason,
    });
    expect(calls).toHaveLength(1);
    expect(await t.services.jobQueue.getByKey(`translation:${translation_id}`)).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
  });

  it('retries a crashing job, then fails it with a fixed message and logs the error itself', async () => {
    const internal = "Cannot read properties of undefined (reading 'length')";
    let attempt = 0;
    const { t, clock, learner, calls } = await appWith(async (input) => {
      attempt += 1;
      input.onPartial?.(`partial ${attempt}`);
      throw new TypeError(internal);
    });
    const lines: string[] = [];
    const worker = createWorker(
      t.services,
      t.deps,
      pino({ level: 'info' }, { write: (line) => lines.push(line) }),
    );
    const { translation_id } = await submitted(t, learner.headers, { input_text: '猫' });
    for (let run = 1; run <= 3; run += 1) {
      await worker.runUntilIdle();
      const after = await current(t, learner.headers, translation_id);
      expect(after.status).toBe(run < 3 ? 'Pending' : 'Failed');
      clock.advance(10 * 60_000);
    }
    await worker.runUntilIdle();
    expect(calls).toHaveLength(3);
    const failed = await current(t, learner.headers, translation_id);
    expect(failed).toMatchObject({
      status: 'Failed',
      error: 'Something went wrong while translating. Please try again.',
    });
    expect(JSON.stringify(failed)).not.toContain('Cannot read');

    const logged = lines.map((line) => JSON.parse(line));
    const job = await t.services.jobQueue.getByKey(`translation:${translation_id}`);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'job failed: the user is shown a fixed message',
        kind: 'translation',
        jobId: job?.id,
        type: 'translation.translate',
        err: expect.objectContaining({ type: 'TypeError', message: internal }),
      }),
    );
  });

  it('does nothing for a translation deleted before its job ran', async () => {
    const { t, learner, calls } = await appWith(async () => ({ translation: 'never' }));
    const { translation_id } = await submitted(t, learner.headers, { input_text: '猫' });
    expect((await deleteTranslation(t, learner.headers, translation_id)).statusCode).toBe(200);
    await t.worker.runUntilIdle();
    expect(calls).toHaveLength(0);
    expect(await t.services.jobQueue.getByKey(`translation:${translation_id}`)).toMatchObject({
      status: 'completed',
    });
    expect(await t.db.selectFrom('translations').selectAll().execute()).toEqual([]);
  });
});

describe('translation job with the offline engine', () => {
  it('glosses Japanese into English word by word, marked as a gloss', async () => {
    t = await createTestApp();
    const learner = await signUp(t);
    const { translation_id } = await submitted(t, learner.headers, { input_text: '猫が好きです。' });
    await t.worker.runUntilIdle();
    const done = await current(t, learner.headers, translation_id);
    expect(done.status).toBe('Completed');
    expect(done.otherLanguage_text.startsWith(GLOSS_PREFIX)).toBe(true);
    expect(done.otherLanguage_text.toLowerCase()).toContain('cat');
    expect(done).toMatchObject(await coreView('猫が好きです。'));
  });

  it.each([
    ['English', 'Japanese', 'Translating from English needs an AI provider. Set AI_PROVIDER to use one.'],
    ['Japanese', 'Korean', 'Translating into Korean needs an AI provider. Set AI_PROVIDER to use one.'],
  ])('fails %s → %s with the reason that it needs an AI provider', async (source, target, reason) => {
    t = await createTestApp();
    const learner = await signUp(t);
    const { translation_id } = await submitted(t, learner.headers, {
      input_text: source === 'Japanese' ? '猫' : 'cat',
      source_language: source,
      target_language: target,
    });
    await t.worker.runUntilIdle();
    expect(await current(t, learner.headers, translation_id)).toMatchObject({
      status: 'Failed',
      error: reason,
    });
  });
});
