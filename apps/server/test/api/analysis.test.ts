import { type AnalysisSummaryItem, api, JLPT_LEVELS, type JlptLevel } from '@kaiwa/contract';
import type { CatalogueItem } from '@kaiwa/japanese';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/jobs/registry';
import { analysisKey, analyzeMessageJob, enqueueAnalysis } from '../../src/modules/analysis/analysis.jobs';
import { signUp, testAppPerTest } from '../support/test-app';
import {
  analysedMessages,
  analysisSummary,
  itemsIn,
  judgingEngine,
  ownMessage,
  vocabularyEntry,
} from './analysis-helpers';
import { befriend, call, postMessage, startConversation } from './conversation-helpers';

const silentLog = pino({ level: 'silent' });

const LEARNER_TEXT = '私は毎日日本語を勉強します。';
const SECOND_TEXT = '毎日水を飲みます。';
/** Longer than any retry backoff of the three attempts. */
const PAST_BACKOFF_MS = 10 * 60_000;

const wire = (item: CatalogueItem, quality: number) => ({
  vocab_id: item.vocab_id,
  kanji: item.kanji ?? 'nan',
  pronunciation: item.pronunciation,
  english: item.english,
  jlpt_level: item.level,
  usage_quality: quality,
});

const byId = <T extends { vocab_id: string }>(items: T[]) =>
  [...items].sort((a, b) => (a.vocab_id < b.vocab_id ? -1 : 1));

describe('conversation analysis', () => {
  const { t, setUp } = testAppPerTest();
  /** The analysis job's handler, as the worker runs it, to deliver a job by hand. */
  const analysisHandler = () =>
    createJobHandlers(t.deps, t.services).find((handler) => handler.type === analyzeMessageJob.type)!;

  /** Runs the queue until no job is left, letting retry backoffs pass in between. */
  async function runAllAttempts() {
    for (let round = 0; round < 4; round++) {
      await t.worker.runUntilIdle();
      t.clock.advance(PAST_BACKOFF_MS);
    }
  }

  const usageRows = (messageId: string) =>
    t.db
      .selectFrom('message_usage')
      .selectAll()
      .where('message_id', '=', messageId)
      .orderBy('position')
      .execute();

  it('asks the engine about each word with the meaning the message uses it in', async () => {
    const judging = judgingEngine({});
    await setUp({ ai: judging.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    expect((await postMessage(t, headers, id, 'あの映画はあまり面白くない。')).statusCode).toBe(200);
    await t.worker.runUntilIdle();
    // あまり is listed first as the noun "remainder", あの as the interjection "say".
    expect(judging.judgeCalls[0]!.items).toEqual(
      expect.arrayContaining([
        { kanji: null, pronunciation: 'あまり', english: '(not) very; (not) much' },
        { kanji: null, pronunciation: 'あの', english: 'that; those; the' },
      ]),
    );
  });

  it('lists the words and kanji the core finds in a learner message with the engine’s quality per item', async () => {
    const judging = judgingEngine({ rate: (index) => (index * 3) % 11 });
    await setUp({ ai: judging.engine });
    const { user, headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const posted = await postMessage(t, headers, id, LEARNER_TEXT);
    expect(posted.statusCode).toBe(200);

    const before = ownMessage(await analysedMessages(t, headers, id), LEARNER_TEXT);
    expect(before).toMatchObject({ analysis_status: 'pending', analysis_kanji: [], analysis_vocab: [] });

    await t.worker.runUntilIdle();
    const items = await itemsIn(LEARNER_TEXT);
    expect(judging.judgeCalls).toEqual([
      {
        message: LEARNER_TEXT,
        items: items.map(({ item }) => ({
          kanji: item.kanji,
          pronunciation: item.pronunciation,
          english: item.english,
        })),
        signal: expect.any(AbortSignal),
      },
    ]);

    const messages = await analysedMessages(t, headers, id);
    const learner = ownMessage(messages, LEARNER_TEXT);
    const quality = (index: number) => (index * 3) % 11;
    const rated = items.map(({ item }, index) => ({ item, quality: quality(index) }));
    expect(learner).toMatchObject({
      message_id: posted.json().message.message_id,
      sender_id: user.user_id,
      role: 'user',
      analysis_status: 'completed',
      analysis_error: null,
      enhancement_status: 'completed',
      analysis_vocab: rated
        .filter(({ item }) => item.vocabType === 'vocabulary')
        .map(({ item, quality }) => wire(item, quality)),
      analysis_kanji: rated
        .filter(({ item }) => item.vocabType === 'kanji')
        .map(({ item, quality }) => wire(item, quality)),
    });
    expect(learner.analysis_vocab.map((word) => word.kanji)).toEqual(
      expect.arrayContaining(['勉強', '毎日', 'nan']),
    );
    expect(learner.analysis_kanji.map((kanji) => kanji.kanji)).toEqual(
      expect.arrayContaining(['勉', '強', '日']),
    );
    // Characters' replies are not the learner's usage.
    const replies = messages.filter((message) => message.role === 'assistant');
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      expect(reply).toMatchObject({
        analysis_status: null,
        analysis_error: null,
        analysis_kanji: [],
        analysis_vocab: [],
      });
    }

    // Each item counts once on the learner's vocabulary page, rated and dated by the message.
    for (const { item, quality: itemQuality } of rated) {
      expect(await vocabularyEntry(t, headers, item)).toMatchObject({
        timesUsed: 1,
        lastUsed: Math.floor(t.clock.now() / 1000),
        avgUsageQuality: itemQuality,
      });
    }
    const rows = await usageRows(learner.message_id);
    expect(rows.map((row) => [row.vocab_id, row.vocab_type, row.count])).toEqual(
      items.map(({ item, count }) => [item.vocab_id, item.vocabType, count]),
    );
    expect(
      rows.find((row) => row.vocab_id === items.find(({ item }) => item.kanji === '日')!.item.vocab_id)
        ?.count,
    ).toBe(2);
  });

  it('a retried or repeated analysis never counts a use twice', async () => {
    const judging = judgingEngine({
      judge: (input, callNumber) => {
        if (callNumber === 1) throw new Error('The model is busy');
        return { judgements: input.items.map((_, index) => ({ index, quality: 7 })) };
      },
    });
    await setUp({ ai: judging.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const messageId = (await postMessage(t, headers, id, LEARNER_TEXT)).json().message.message_id as string;

    await t.worker.runUntilIdle();
    expect(ownMessage(await analysedMessages(t, headers, id), LEARNER_TEXT).analysis_status).toBe('pending');
    expect(await t.services.jobQueue.getByKey(analysisKey(messageId))).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'The model is busy',
    });

    t.clock.advance(PAST_BACKOFF_MS);
    await t.worker.runUntilIdle();
    expect(await t.services.jobQueue.getByKey(analysisKey(messageId))).toMatchObject({
      status: 'completed',
      attempts: 2,
    });
    // The same job delivered again (a crashed worker's job runs once more), and the message queued again.
    const again = { jobId: 'again', attempt: 1, signal: new AbortController().signal, log: silentLog };
    await analysisHandler().handle({ message_id: messageId }, again);
    await enqueueAnalysis(t.services.jobQueue, messageId);
    await t.worker.runUntilIdle();
    expect(judging.judgeCalls).toHaveLength(2);

    const items = await itemsIn(LEARNER_TEXT);
    expect(await usageRows(messageId)).toHaveLength(items.length);
    for (const { item } of items) {
      expect(await vocabularyEntry(t, headers, item)).toMatchObject({ timesUsed: 1, avgUsageQuality: 7 });
    }
  });

  it('two runs of the same analysis at once store it once', async () => {
    const judging = judgingEngine({ rate: () => 5 });
    await setUp({ ai: judging.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const messageId = (await postMessage(t, headers, id, SECOND_TEXT)).json().message.message_id as string;

    const context = { jobId: 'parallel', attempt: 1, signal: new AbortController().signal, log: silentLog };
    const handler = analysisHandler();
    await Promise.all([
      handler.handle({ message_id: messageId }, context),
      handler.handle({ message_id: messageId }, context),
    ]);
    await t.worker.runUntilIdle();

    const items = await itemsIn(SECOND_TEXT);
    expect(await usageRows(messageId)).toHaveLength(items.length);
    for (const { item } of items) {
      expect((await vocabularyEntry(t, headers, item)).timesUsed).toBe(1);
    }
  });

  it('after the last failed judgement the items are kept unrated (-1) with the reason', async () => {
    const judging = judgingEngine({ judge: () => ({ judgements: [{ index: 0, quality: 9 }] }) });
    await setUp({ ai: judging.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const messageId = (await postMessage(t, headers, id, LEARNER_TEXT)).json().message.message_id as string;

    await runAllAttempts();
    expect(judging.judgeCalls).toHaveLength(3);
    const items = await itemsIn(LEARNER_TEXT);
    const learner = ownMessage(await analysedMessages(t, headers, id), LEARNER_TEXT);
    expect(learner.analysis_status).toBe('failed');
    // The model's invalid answer is for the log; the learner gets the fixed message.
    expect(learner.analysis_error).toBe('Usage quality could not be rated.');
    expect([...learner.analysis_vocab, ...learner.analysis_kanji].map((item) => item.usage_quality)).toEqual(
      items.map(() => -1),
    );
    expect(learner.analysis_vocab.length + learner.analysis_kanji.length).toBe(items.length);
    expect(await t.services.jobQueue.getByKey(analysisKey(messageId))).toMatchObject({
      status: 'completed',
      attempts: 3,
    });

    // Used, but never rated.
    for (const { item } of items) {
      expect(await vocabularyEntry(t, headers, item)).toMatchObject({ timesUsed: 1, avgUsageQuality: -1 });
    }
    const summary = await analysisSummary(t, headers, id);
    expect(
      [...summary.analysis.vocabs, ...summary.analysis.kanjis].every((item) => item.avg_usage_quality === -1),
    ).toBe(true);
  });

  it('an engine that keeps failing leaves a fixed reason, never the internal error', async () => {
    const judging = judgingEngine({
      judge: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'length')");
      },
    });
    await setUp({ ai: judging.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    await postMessage(t, headers, id, SECOND_TEXT);
    await runAllAttempts();
    expect(ownMessage(await analysedMessages(t, headers, id), SECOND_TEXT)).toMatchObject({
      analysis_status: 'failed',
      analysis_error: 'Usage quality could not be rated.',
    });
  });

  it('a message without catalogue words is analysed without asking the engine', async () => {
    const judging = judgingEngine();
    await setUp({ ai: judging.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    await postMessage(t, headers, id, 'Sorry, I only speak English today!');
    await t.worker.runUntilIdle();
    expect(judging.judgeCalls).toEqual([]);
    expect(
      ownMessage(await analysedMessages(t, headers, id), 'Sorry, I only speak English today!'),
    ).toMatchObject({
      analysis_status: 'completed',
      analysis_kanji: [],
      analysis_vocab: [],
    });
    const { analysis } = await analysisSummary(t, headers, id);
    expect(analysis).toEqual({
      kanji_count: 0,
      vocab_count: 0,
      jlpt_levels: { N5: 0, N4: 0, N3: 0, N2: 0, N1: 0 },
      kanjis: [],
      vocabs: [],
    });
  });

  it('summarises the caller’s items over the conversation: counts, average quality, levels, sorted by level', async () => {
    // Every item of the first message is rated 4, of the second 8.
    const judging = judgingEngine({ rate: (_, input) => (input.message === LEARNER_TEXT ? 4 : 8) });
    await setUp({ ai: judging.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    await postMessage(t, headers, id, LEARNER_TEXT);
    await t.worker.runUntilIdle();
    await postMessage(t, headers, id, SECOND_TEXT);
    await t.worker.runUntilIdle();

    const expected = new Map<string, AnalysisSummaryItem & { type: string; ratings: number[] }>();
    for (const [text, rating] of [
      [LEARNER_TEXT, 4],
      [SECOND_TEXT, 8],
    ] as const) {
      for (const { item, count } of await itemsIn(text)) {
        const entry = expected.get(item.vocab_id) ?? {
          vocab_id: item.vocab_id,
          jlpt_level: item.level,
          kanji: item.kanji ?? 'nan',
          pronunciation: item.pronunciation,
          english: item.english,
          avg_usage_quality: 0,
          count: 0,
          type: item.vocabType,
          ratings: [],
        };
        entry.count += count;
        entry.ratings.push(rating);
        entry.avg_usage_quality = entry.ratings.reduce((sum, r) => sum + r, 0) / entry.ratings.length;
        expected.set(item.vocab_id, entry);
      }
    }
    const ofType = (type: string) =>
      [...expected.values()]
        .filter((entry) => entry.type === type)
        .map(({ type: _, ratings: __, ...item }) => item);

    const summary = await analysisSummary(t, headers, id);
    expect(summary.success).toBe(true);
    expect(summary.conversation_info).toMatchObject({ topic: expect.any(String), jlpt_level: 'N5' });
    expect(summary.conversation_info.participants.map((p) => p.id)).toContain('tanaka');
    const { analysis } = summary;
    expect(byId(analysis.vocabs)).toEqual(byId(ofType('vocabulary')));
    expect(byId(analysis.kanjis)).toEqual(byId(ofType('kanji')));
    expect(analysis.vocab_count).toBe(ofType('vocabulary').length);
    expect(analysis.kanji_count).toBe(ofType('kanji').length);
    // 毎日 is in both messages: used twice, rated 4 and 8.
    expect(analysis.vocabs.find((item) => item.kanji === '毎日')).toMatchObject({
      count: 2,
      avg_usage_quality: 6,
    });
    const levelCounts = Object.fromEntries(
      JLPT_LEVELS.map((level) => [
        level,
        [...expected.values()].filter((item) => item.jlpt_level === level).length,
      ]),
    );
    expect(analysis.jlpt_levels).toEqual(levelCounts);
    expect(analysis.jlpt_levels.N4).toBeGreaterThan(0); // 勉 and 強 are N4 kanji
    const rank = (level: JlptLevel) => JLPT_LEVELS.indexOf(level);
    for (const list of [analysis.vocabs, analysis.kanjis]) {
      const ranks = list.map((item) => rank(item.jlpt_level));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('in a conversation with a friend each person sees the analysis of their own messages only', async () => {
    await setUp({ ai: judgingEngine({ rate: () => 6 }).engine });
    const a = await signUp(t);
    const b = await signUp(t);
    await befriend(t, a, b);
    const id = await startConversation(t, a.headers, { user_ids: [a.user.user_id, b.user.user_id] });
    await postMessage(t, a.headers, id, LEARNER_TEXT);
    await postMessage(t, b.headers, id, SECOND_TEXT);
    await t.worker.runUntilIdle();

    const seenByA = await analysedMessages(t, a.headers, id);
    expect(seenByA.map((message) => message.content)).toEqual([LEARNER_TEXT, SECOND_TEXT]);
    expect(ownMessage(seenByA, LEARNER_TEXT).analysis_status).toBe('completed');
    expect(ownMessage(seenByA, LEARNER_TEXT).analysis_vocab.length).toBeGreaterThan(0);
    expect(ownMessage(seenByA, SECOND_TEXT)).toMatchObject({
      analysis_status: null,
      analysis_error: null,
      analysis_kanji: [],
      analysis_vocab: [],
    });
    const seenByB = await analysedMessages(t, b.headers, id);
    expect(ownMessage(seenByB, LEARNER_TEXT)).toMatchObject({ analysis_status: null, analysis_vocab: [] });
    expect(ownMessage(seenByB, SECOND_TEXT).analysis_status).toBe('completed');

    const summaryOfB = await analysisSummary(t, b.headers, id);
    const secondItems = await itemsIn(SECOND_TEXT);
    expect(summaryOfB.analysis.vocab_count + summaryOfB.analysis.kanji_count).toBe(secondItems.length);
    expect(summaryOfB.analysis.vocabs.find((item) => item.kanji === '勉強')).toBeUndefined();
  });

  it('answers 404 to someone outside the conversation, 401 without a session and 400 without an id', async () => {
    await setUp({ ai: judgingEngine().engine });
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const id = await startConversation(t, owner.headers, { character_ids: ['tanaka'] });
    await postMessage(t, owner.headers, id, LEARNER_TEXT);
    await t.worker.runUntilIdle();

    for (const route of [api.getMessagesIncludingAnalysis.path, api.getAnalysisSummary.path]) {
      const foreign = await call(t, 'GET', route, stranger.headers, { conversation_id: id });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ success: false, error: 'Conversation not found', code: 'not_found' });
      expect((await call(t, 'GET', route, owner.headers, { conversation_id: 'no-such-id' })).statusCode).toBe(
        404,
      );
      expect((await call(t, 'GET', route, undefined, { conversation_id: id })).statusCode).toBe(401);
      const missing = await call(t, 'GET', route, owner.headers, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ success: false, code: 'validation_failed' });
    }
  });
});
