import { api, type Message } from '@kaiwa/contract';
import { loadCatalogue } from '@kaiwa/japanese';
import { describe, expect, it } from 'vitest';
import {
  AUDIO_CLEANUP_EVERY_MS,
  AUDIO_ORPHAN_GRACE_MS,
  AUDIO_UNUSED_MS,
  audioBlobKey,
  cleanupJob,
} from '../../src/modules/audio/audio.jobs';
import { blobExists, type Learner, sharedTestApp, signUpPastIpLimit } from '../support/test-app';
import { fetchAudio, getAudio, type Headers, scriptedAi } from './audio-helpers';
import { call, postMessage, startConversation } from './conversation-helpers';

const t = sharedTestApp({ ai: scriptedAi, env: { AI_JOBS_PER_MINUTE: '1000' } });
const DAY_MS = 24 * 60 * 60_000;

const clipKeys = async () =>
  (await t.db.selectFrom('audio_clips').select('cache_key').execute()).map((row) => row.cache_key).sort();
const clipStored = (cacheKey: string) => blobExists(t, audioBlobKey(cacheKey));

/** Runs the clean-up as the worker does: this period's run, through the job queue. */
async function cleanUp() {
  await t.worker.schedulePeriodic();
  await t.worker.runUntilIdle();
}

/** The clip a call made: fetched until ready, then found as the only new row. */
async function clipOf(fetch: () => Promise<unknown>): Promise<string> {
  const before = new Set(await clipKeys());
  await fetch();
  const made = (await clipKeys()).filter((key) => !before.has(key));
  expect(made).toHaveLength(1);
  return made[0]!;
}

async function translate(learner: Learner, text: string) {
  const response = await call(t, 'POST', api.submitTranslationTask.path, learner.headers, {
    input_text: text,
    source_language: 'Japanese',
    target_language: 'English',
    context: '',
  });
  return { translation_id: response.json().translation_id as string, speed: 'normal' };
}

const fetchTranslationAudio = (headers: Headers, query: Record<string, string>) =>
  fetchAudio(t, api.getTranslationJapaneseAudio.path, headers, query).then((response) => {
    expect(response.statusCode).toBe(200);
  });

describe('audio clean-up', () => {
  it('removes the clip of a deleted translation once no other translation reads the same text', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    const text = '図書館で本を借りました。';
    const mine = await translate(a, text);
    const key = await clipOf(() => fetchTranslationAudio(a.headers, mine));
    // b's translation of the same text is read by the same clip.
    const theirs = await translate(b, text);
    await fetchTranslationAudio(b.headers, theirs);
    expect(await clipKeys()).toContain(key);

    await call(t, 'POST', api.deleteTranslation.path, a.headers, {
      translation_id: mine.translation_id,
    });
    t.clock.advance(AUDIO_ORPHAN_GRACE_MS + AUDIO_CLEANUP_EVERY_MS);
    await cleanUp();
    expect(await clipKeys()).toContain(key);
    expect(await clipStored(key)).toBe(true);

    await call(t, 'POST', api.deleteTranslation.path, b.headers, {
      translation_id: theirs.translation_id,
    });
    t.clock.advance(AUDIO_ORPHAN_GRACE_MS + AUDIO_CLEANUP_EVERY_MS);
    await cleanUp();
    expect(await clipKeys()).not.toContain(key);
    expect(await clipStored(key)).toBe(false);
  });

  it('removes the clips of a deleted account’s messages and translations, and keeps shared clips', async () => {
    const a = await signUpPastIpLimit(t);
    const conversationId = await startConversation(t, a.headers, { character_ids: ['tanaka'] });
    const posted = (await postMessage(t, a.headers, conversationId, '明日は雨が降るそうです')).json()
      .message as Message;
    const message = await clipOf(() =>
      fetchAudio(t, api.getMessageAudioJapanese.path, a.headers, {
        conversation_id: conversationId,
        message_id: posted.message_id,
        speed: 'normal',
      }),
    );
    const translation = await clipOf(async () =>
      fetchTranslationAudio(a.headers, await translate(a, '駅の前で待っています。')),
    );
    const word = loadCatalogue().vocabulary.find((item) => item.word === '雨')!;
    const vocabulary = await clipOf(() =>
      fetchAudio(t, api.getVocabAudio.path, a.headers, { vocab_id: word.vocab_id, speed: 'normal' }),
    );

    expect(
      (await call(t, 'POST', api.deleteAccount.path, a.headers, { password: a.password })).statusCode,
    ).toBe(200);
    t.clock.advance(AUDIO_ORPHAN_GRACE_MS + AUDIO_CLEANUP_EVERY_MS);
    await cleanUp();
    const left = await clipKeys();
    expect(left).not.toContain(message);
    expect(left).not.toContain(translation);
    expect(left).toContain(vocabulary);
    expect(await clipStored(message)).toBe(false);
    expect(await clipStored(vocabulary)).toBe(true);
  });

  it('removes clips nobody fetched for 30 days, every hour through the job queue, and makes them again on request', async () => {
    const a = await signUpPastIpLimit(t);
    const [first, second] = loadCatalogue().vocabulary.filter(
      (item) => item.word === '猫' || item.word === '犬',
    );
    const query = (item: typeof first) => ({ vocab_id: item!.vocab_id, speed: 'slow' });
    const unused = await clipOf(() => fetchAudio(t, api.getVocabAudio.path, a.headers, query(first)));
    const used = await clipOf(() => fetchAudio(t, api.getVocabAudio.path, a.headers, query(second)));

    t.clock.advance(20 * DAY_MS);
    expect((await getAudio(t, api.getVocabAudio.path, a.headers, query(second))).statusCode).toBe(200);
    await t.services.sessions.usesWritten();
    t.clock.advance(AUDIO_UNUSED_MS - 20 * DAY_MS + AUDIO_CLEANUP_EVERY_MS);

    // This period's run, and the next one queued for the start of the next hour.
    await t.worker.schedulePeriodic();
    const runs = () =>
      t.db
        .selectFrom('jobs')
        .select(['status', 'run_at'])
        .where('type', '=', cleanupJob.type)
        .orderBy('run_at')
        .execute();
    const before = (await runs()).length;
    await t.worker.runUntilIdle();
    const after = await runs();
    expect(after).toHaveLength(before + 1);
    const next = after.at(-1)!;
    expect(next.status).toBe('queued');
    expect(next.run_at % AUDIO_CLEANUP_EVERY_MS).toBe(0);
    expect(next.run_at - t.clock.now()).toBeLessThanOrEqual(AUDIO_CLEANUP_EVERY_MS);
    expect(after.filter((run) => run.status === 'completed').length).toBeGreaterThan(0);

    const left = await clipKeys();
    expect(left).not.toContain(unused);
    expect(await clipStored(unused)).toBe(false);
    expect(left).toContain(used);
    // Asking again nothing is lost: the clip is made anew.
    expect((await getAudio(t, api.getVocabAudio.path, a.headers, query(first))).statusCode).toBe(201);

    // Asking for this period again adds no run; the next hour runs the queued one.
    await t.worker.schedulePeriodic();
    expect(await runs()).toHaveLength(after.length);
    t.clock.advance(next.run_at - t.clock.now());
    await t.worker.runUntilIdle();
    expect((await runs()).filter((run) => run.status === 'completed').length).toBe(
      after.filter((run) => run.status === 'completed').length + 1,
    );
  });
});
