import { api, type Message } from '@kaiwa/contract';
import { detectUsage, furiganaSegments, recommendedWords, toHiragana } from '@kaiwa/japanese';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AiUnsupportedError } from '../../src/ai/ai-engine';
import { backoffMs } from '../../src/jobs/job-queue';
import { createJobHandlers } from '../../src/jobs/registry';
import { replyJob, replyKey } from '../../src/modules/conversations/conversations.jobs';
import { type Learner, signUp, testAppPerTest } from '../support/test-app';
import {
  befriend,
  call,
  messagesOf,
  postMessage,
  SCRIPTED_REPLY,
  scriptedEngine,
  startConversation,
} from './conversation-helpers';

const LEARNER_TEXT = '私は毎日日本語を勉強します。';
const OVER_LEVEL_TEXT = '貴社の業績は顕著に向上しました。';
const EASY_TEXT = 'これはペンです。';
const HARDER_TEXT = '経済の話は難しいね。';

/** The catalogue words of a text and those above N5, as the Japanese core detects them. */
async function wordsAboveN5(text: string) {
  const words = (await detectUsage(text)).vocabulary.map((usage) => usage.item);
  const above = words.filter((item) => item.level !== 'N5');
  return { above: above.map((item) => item.kanji ?? item.reading), share: above.length / words.length };
}

describe('conversation messages', () => {
  const { t, setUp } = testAppPerTest();

  const storedMessage = (id: string) =>
    t.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('lets each of many simultaneous readers into their own conversations only (access checks are batched)', async () => {
    await setUp();
    const learners: (Learner & { id: string; text: string })[] = [];
    for (let i = 0; i < 6; i += 1) {
      const learner = await signUp(t);
      const id = await startConversation(t, learner.headers, { character_ids: ['tanaka'] });
      await postMessage(t, learner.headers, id, `${i}番目です。`);
      learners.push({ ...learner, id, text: `${i}番目です。` });
    }
    // Everyone asks for their own conversation and for their neighbour's, all at once.
    const asks = learners.flatMap((learner, i) => [
      { learner, conversation: learner },
      { learner, conversation: learners[(i + 1) % learners.length]! },
    ]);
    const responses = await Promise.all(
      asks.map(({ learner, conversation }) =>
        call(t, 'GET', api.getMessages.path, learner.headers, { conversation_id: conversation.id }),
      ),
    );
    responses.forEach((response, index) => {
      const { learner, conversation } = asks[index]!;
      if (learner !== conversation) expect(response.statusCode).toBe(404);
      else expect(response.json().messages.map((m: Message) => m.content)).toEqual([conversation.text]);
    });
  });

  it('stores a post at once, then enhances it and adds the character’s enhanced reply', async () => {
    const scripted = scriptedEngine();
    await setUp({ ai: scripted.engine });
    const { user, headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });

    const posted = await postMessage(t, headers, id, `  ${LEARNER_TEXT}  `);
    expect(posted.statusCode).toBe(200);
    const message = posted.json().message as Message;
    expect(message).toMatchObject({
      sender_id: user.user_id,
      role: 'user',
      content: LEARNER_TEXT,
      content_language: null,
      hiragana: null,
      furigana: null,
      translation_english: null,
      recommended_words: null,
      enhancement_status: 'pending',
      enhancement_error: null,
      created_at: t.clock.now(),
    });
    expect(await messagesOf(t, headers, id)).toEqual([message]);

    await t.worker.runUntilIdle();
    const [learner, reply, ...rest] = await messagesOf(t, headers, id);
    expect(rest).toEqual([]);
    expect(learner).toEqual({
      ...message,
      content_language: 'Japanese',
      hiragana: await toHiragana(LEARNER_TEXT),
      furigana: await furiganaSegments(LEARNER_TEXT),
      translation_english: `EN: ${LEARNER_TEXT}`,
      translation_japanese: null,
      recommended_words: (await recommendedWords(LEARNER_TEXT, 'N5')).map((item) => ({
        vocab_id: item.vocab_id,
        kanji: item.kanji ?? 'nan',
        pronunciation: item.pronunciation,
        english: item.english,
      })),
      // Checked word by word in pitch-accent.test.ts.
      word_accents: expect.any(Array),
      enhancement_status: 'completed',
    });
    expect(learner!.recommended_words!.map((word) => word.kanji)).toEqual(
      expect.arrayContaining(['勉強', '毎日']),
    );
    expect(reply).toMatchObject({
      sender_id: 'tanaka',
      role: 'assistant',
      content: SCRIPTED_REPLY,
      content_language: 'Japanese',
      hiragana: 'いいてんきですね。げんきですか。',
      translation_english: `EN: ${SCRIPTED_REPLY}`,
      enhancement_status: 'completed',
    });
    // いい is kana only: the API sends the literal 'nan' for its kanji.
    expect(reply!.recommended_words).toContainEqual(
      expect.objectContaining({ kanji: 'nan', pronunciation: 'いい' }),
    );

    expect(scripted.replyCalls).toHaveLength(1);
    expect(scripted.replyCalls[0]).toMatchObject({
      character: { id: 'tanaka', alias: 'たなか先生', level: 'N5', politeLevel: '丁寧語' },
      learnerLevel: 'N5',
      topic: 'self-introduction',
      history: [{ speaker: user.alias, role: 'learner', content: LEARNER_TEXT }],
    });
    expect(scripted.translateCalls.map((c) => [c.from, c.to])).toEqual([
      ['Japanese', 'English'],
      ['Japanese', 'English'],
    ]);
    expect((await storedMessage(reply!.message_id)).level_above_share).toBe(0);
  });

  it('translates a message in another language into Japanese and recommends the translation’s words', async () => {
    const scripted = scriptedEngine({ translate: () => LEARNER_TEXT });
    await setUp({ ai: scripted.engine });
    const { headers } = await signUp(t);
    await call(t, 'POST', api.setTranslationLanguage.path, headers, { translationLanguage: 'German' });
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const posted = (await postMessage(t, headers, id, 'Ich lerne jeden Tag Japanisch.')).json()
      .message as Message;
    await t.worker.runUntilIdle();
    const learner = (await messagesOf(t, headers, id)).find((m) => m.message_id === posted.message_id)!;
    expect(learner).toMatchObject({
      content_language: 'German',
      hiragana: null,
      furigana: null,
      translation_english: null,
      translation_japanese: LEARNER_TEXT,
      enhancement_status: 'completed',
    });
    expect(learner.recommended_words!.map((word) => word.kanji)).toContain('勉強');
    expect(scripted.translateCalls[0]).toMatchObject({ from: 'German', to: 'Japanese' });
  });

  it('shows a translation the engine cannot do as a failed enhancement with the reason, keeping the readings', async () => {
    const scripted = scriptedEngine({
      translate: () => {
        throw new AiUnsupportedError('Translating this text needs an AI provider.');
      },
    });
    await setUp({ ai: scripted.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    await postMessage(t, headers, id, LEARNER_TEXT);
    await t.worker.runUntilIdle();
    const [learner, reply] = await messagesOf(t, headers, id);
    for (const message of [learner!, reply!]) {
      expect(message).toMatchObject({
        enhancement_status: 'failed',
        enhancement_error: 'Translation failed: Translating this text needs an AI provider.',
        translation_english: null,
        content_language: 'Japanese',
        hiragana: await toHiragana(message.content),
      });
      expect(message.recommended_words!.length).toBeGreaterThan(0);
    }
    // Unsupported is final: one attempt per message, no retries.
    expect(scripted.translateCalls).toHaveLength(2);
  });

  it('marks a reading guessed for a word no dictionary knows in the furigana', async () => {
    await setUp({ ai: scriptedEngine().engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    // 社販 (a staff discount) is in neither IPADIC nor EDICT: read by its kanji's on-readings.
    await postMessage(t, headers, id, '社販で靴を買った。');
    await t.worker.runUntilIdle();
    const [learner] = await messagesOf(t, headers, id);
    expect(learner!.furigana).toContainEqual({ text: '社販', reading: 'しゃはん', low_confidence: true });
    expect(learner!.furigana).toContainEqual({ text: '靴', reading: 'くつ' });
    expect(learner!.furigana!.filter((segment) => segment.low_confidence)).toHaveLength(1);
  });

  it('retries a failing translation and marks the enhancement failed after the last attempt, without the internal error', async () => {
    const scripted = scriptedEngine({
      translate: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'length')");
      },
    });
    await setUp({ ai: scripted.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { user_ids: [], character_ids: ['tanaka'] });
    const posted = (await postMessage(t, headers, id, LEARNER_TEXT)).json().message as Message;
    await t.worker.runUntilIdle();
    expect((await storedMessage(posted.message_id)).enhancement_status).toBe('pending');
    for (let attempt = 1; attempt < 3; attempt += 1) {
      t.clock.advance(backoffMs(attempt, () => 1));
      await t.worker.runUntilIdle();
    }
    const learner = (await messagesOf(t, headers, id)).find((m) => m.message_id === posted.message_id)!;
    expect(learner).toMatchObject({
      enhancement_status: 'failed',
      enhancement_error: 'Translation failed: something went wrong on our side.',
      hiragana: await toHiragana(LEARNER_TEXT),
    });
  });

  it('regenerates a reply above the learner’s level once, naming the words, and stores the measured share', async () => {
    const scripted = scriptedEngine({ reply: (_input, call) => (call === 1 ? OVER_LEVEL_TEXT : EASY_TEXT) });
    await setUp({ ai: scripted.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    await postMessage(t, headers, id, LEARNER_TEXT);
    await t.worker.runUntilIdle();

    expect(scripted.replyCalls).toHaveLength(2);
    expect(scripted.replyCalls[0]!.feedback).toBeUndefined();
    const feedback = scripted.replyCalls[1]!.feedback!;
    const { above } = await wordsAboveN5(OVER_LEVEL_TEXT);
    expect(above.length).toBeGreaterThanOrEqual(2);
    for (const word of above) expect(feedback).toContain(word);
    expect(feedback).toContain('N5');
    const reply = (await messagesOf(t, headers, id))[1]!;
    expect(reply.content).toBe(EASY_TEXT);
    expect((await storedMessage(reply.message_id)).level_above_share).toBe(0);
  });

  it('keeps the less difficult attempt when the regenerated reply is still above the level', async () => {
    const first = await wordsAboveN5(OVER_LEVEL_TEXT);
    const second = await wordsAboveN5(HARDER_TEXT);
    expect(second.share).toBeGreaterThan(0.2);
    expect(second.share).toBeLessThan(first.share);
    const scripted = scriptedEngine({
      reply: (_input, call) => (call === 1 ? OVER_LEVEL_TEXT : HARDER_TEXT),
    });
    await setUp({ ai: scripted.engine, env: { AI_LEVEL_THRESHOLD: '0.2' } });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    await postMessage(t, headers, id, LEARNER_TEXT);
    await t.worker.runUntilIdle();
    // Regenerated once only, although the second attempt is still over 0.2.
    expect(scripted.replyCalls).toHaveLength(2);
    const reply = (await messagesOf(t, headers, id))[1]!;
    expect(reply.content).toBe(HARDER_TEXT);
    expect((await storedMessage(reply.message_id)).level_above_share).toBeCloseTo(second.share, 5);
  });

  it('does not regenerate a reply within the threshold', async () => {
    const { share } = await wordsAboveN5(OVER_LEVEL_TEXT);
    const scripted = scriptedEngine({ reply: () => OVER_LEVEL_TEXT });
    await setUp({ ai: scripted.engine, env: { AI_LEVEL_THRESHOLD: String(share) } });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    await postMessage(t, headers, id, LEARNER_TEXT);
    await t.worker.runUntilIdle();
    expect(scripted.replyCalls).toHaveLength(1);
    const reply = (await messagesOf(t, headers, id))[1]!;
    expect((await storedMessage(reply.message_id)).level_above_share).toBeCloseTo(share, 5);
  });

  it('returns the same message for a retried post with the same Idempotency-Key', async () => {
    const scripted = scriptedEngine();
    await setUp({ ai: scripted.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const first = await postMessage(t, headers, id, LEARNER_TEXT, 'post-1');
    const retry = await postMessage(t, headers, id, LEARNER_TEXT, 'post-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message.message_id).toBe(first.json().message.message_id);
    await t.worker.runUntilIdle();
    const third = await postMessage(t, headers, id, LEARNER_TEXT, 'post-1');
    expect(third.json().message).toMatchObject({
      message_id: first.json().message.message_id,
      enhancement_status: 'completed',
    });
    await t.worker.runUntilIdle();
    const messages = await messagesOf(t, headers, id);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(scripted.replyCalls).toHaveLength(1);

    // Another post with a new key is a new message; a key reused for other content is refused.
    expect((await postMessage(t, headers, id, LEARNER_TEXT, 'post-2')).json().message.message_id).not.toBe(
      first.json().message.message_id,
    );
    const conflict = await postMessage(t, headers, id, 'べつのメッセージ', 'post-1');
    expect(conflict.statusCode).toBe(409);
    const blankKey = await postMessage(t, headers, id, LEARNER_TEXT, ' ');
    expect(blankKey.statusCode).toBe(400);
    const longKey = await postMessage(t, headers, id, LEARNER_TEXT, 'k'.repeat(201));
    expect(longKey.statusCode).toBe(400);
  });

  it('keys are per sender: two users may use the same Idempotency-Key', async () => {
    await setUp({ ai: scriptedEngine().engine });
    const a = await signUp(t);
    const b = await signUp(t);
    await befriend(t, a, b);
    const id = await startConversation(t, a.headers, { user_ids: [a.user.user_id, b.user.user_id] });
    const fromA = (await postMessage(t, a.headers, id, 'おはよう', 'same-key')).json().message as Message;
    const fromB = (await postMessage(t, b.headers, id, 'おはよう', 'same-key')).json().message as Message;
    expect(fromB.message_id).not.toBe(fromA.message_id);
    expect(fromB.sender_id).toBe(b.user.user_id);
  });

  it('refuses blank and overlong messages and control characters with a readable reason', async () => {
    await setUp({ ai: scriptedEngine().engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const blank = await postMessage(t, headers, id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Please type a message');
    const long = await postMessage(t, headers, id, 'あ'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Messages can be at most 2,000 characters long');
    const nul = await postMessage(t, headers, id, '猫\u0000です');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      error: 'Messages cannot contain control characters',
      fields: { content: 'Messages cannot contain control characters' },
    });
    const missing = await call(t, 'POST', api.postMessage.path, headers, { content: 'やあ' });
    expect(missing.statusCode).toBe(400);
    expect(await messagesOf(t, headers, id)).toEqual([]);
  });

  it('a retried reply job finds the reply it wrote and writes no second one', async () => {
    const scripted = scriptedEngine();
    await setUp({ ai: scripted.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const posted = (await postMessage(t, headers, id, LEARNER_TEXT)).json().message as Message;
    await t.worker.runUntilIdle();
    const replyHandler = createJobHandlers(t.deps, t.services).find(
      (handler) => handler.type === replyJob.type,
    )!;
    const context = {
      jobId: 'retry',
      attempt: 2,
      signal: new AbortController().signal,
      log: pino({ level: 'silent' }),
    };
    await replyHandler.handle({ message_id: posted.message_id }, context);
    await replyHandler.handle({ message_id: posted.message_id }, context);
    const messages = await messagesOf(t, headers, id);
    expect(messages.filter((m) => m.role === 'assistant')).toHaveLength(1);
    expect(scripted.replyCalls).toHaveLength(1);
    const reply = await t.db
      .selectFrom('messages')
      .select('idempotency_key')
      .where('role', '=', 'assistant')
      .executeTakeFirstOrThrow();
    expect(reply.idempotency_key).toBe(replyKey(posted.message_id, 'tanaka'));
  });

  it('characters take turns, answer whoever is addressed, and a second one chimes in every third message', async () => {
    const scripted = scriptedEngine({ reply: (input) => `${input.character.alias}です。` });
    await setUp({ ai: scripted.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['suzuki', 'tanaka', 'yui'] });
    const repliesTo = async (content: string) => {
      const before = (await messagesOf(t, headers, id)).length;
      await postMessage(t, headers, id, content);
      await t.worker.runUntilIdle();
      return (await messagesOf(t, headers, id)).slice(before + 1).map((message) => message.sender_id);
    };
    expect(await repliesTo('はじめまして。')).toEqual(['suzuki']);
    expect(await repliesTo('よろしくおねがいします。')).toEqual(['tanaka']);
    // Third message: the next in turn answers and the one after chimes in.
    expect(await repliesTo('いい天気ですね。')).toEqual(['yui', 'suzuki']);
    expect(await repliesTo('ゆいちゃん、すきなたべものはなんですか。')).toEqual(['yui']);
    expect(await repliesTo('tanaka sensei, and Suzuki-san?')).toEqual(['tanaka', 'suzuki']);
    // Both chimes and addressing stay within two replies per message.
    expect(await repliesTo('すずきさんとたなか先生とゆいちゃん、こんばんは。')).toEqual(['suzuki', 'tanaka']);
    // The second character sees the first one's reply.
    const last = scripted.replyCalls.at(-1)!;
    expect(last.character.id).toBe('tanaka');
    expect(last.history.at(-1)).toEqual({
      speaker: 'すずきさん',
      role: 'character',
      content: 'すずきさんです。',
    });
  });

  it('friends see each other’s messages; a conversation with friends only gets no replies', async () => {
    const scripted = scriptedEngine();
    await setUp({ ai: scripted.engine });
    const a = await signUp(t);
    const b = await signUp(t);
    await befriend(t, a, b);
    const id = await startConversation(t, a.headers, { user_ids: [a.user.user_id, b.user.user_id] });
    await postMessage(t, a.headers, id, 'こんにちは、元気？');
    await postMessage(t, b.headers, id, 'うん、元気だよ！');
    await t.worker.runUntilIdle();
    const seenByA = await messagesOf(t, a.headers, id);
    expect(await messagesOf(t, b.headers, id)).toEqual(seenByA);
    expect(seenByA.map((m) => [m.sender_id, m.role, m.content, m.enhancement_status])).toEqual([
      [a.user.user_id, 'user', 'こんにちは、元気？', 'completed'],
      [b.user.user_id, 'user', 'うん、元気だよ！', 'completed'],
    ]);
    expect(scripted.replyCalls).toHaveLength(0);
    const replyJobs = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', 'conversation.reply')
      .execute();
    expect(replyJobs).toHaveLength(0);
  });

  it('limits the posts that start AI work per user and minute, with Retry-After', async () => {
    await setUp({ ai: scriptedEngine().engine, env: { AI_JOBS_PER_MINUTE: '2' } });
    const { headers } = await signUp(t);
    const other = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    expect((await postMessage(t, headers, id, 'いち', 'k1')).statusCode).toBe(200);
    expect((await postMessage(t, headers, id, 'に', 'k2')).statusCode).toBe(200);
    const limited = await postMessage(t, headers, id, 'さん', 'k3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A retry of a stored post is not new work.
    expect((await postMessage(t, headers, id, 'に', 'k2')).statusCode).toBe(200);
    // The limit is per user.
    const otherId = await startConversation(t, other.headers, { character_ids: ['tanaka'] });
    expect((await postMessage(t, other.headers, otherId, 'いち')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await postMessage(t, headers, id, 'さん', 'k3')).statusCode).toBe(200);
    expect((await messagesOf(t, headers, id)).map((m) => m.content)).toEqual(['いち', 'に', 'さん']);
  });

  it('after an account is deleted, friends keep the conversation and their own messages', async () => {
    await setUp({ ai: scriptedEngine().engine });
    const a = await signUp(t);
    const b = await signUp(t);
    await befriend(t, a, b);
    const shared = await startConversation(t, a.headers, {
      character_ids: ['tanaka'],
      user_ids: [a.user.user_id, b.user.user_id],
    });
    const solo = await startConversation(t, a.headers, { character_ids: ['yui'] });
    await postMessage(t, a.headers, shared, 'Aです。');
    await postMessage(t, b.headers, shared, 'Bです。');
    await postMessage(t, a.headers, solo, 'ひとりです。');
    await t.worker.runUntilIdle();
    // A posts once more and leaves before the jobs run.
    await postMessage(t, a.headers, shared, 'さようなら');

    const deleted = await call(t, 'POST', api.deleteAccount.path, a.headers, { password: a.password });
    expect(deleted.statusCode).toBe(200);
    await t.worker.runUntilIdle();
    const failedJobs = await t.db
      .selectFrom('jobs')
      .select('last_error')
      .where('status', '=', 'failed')
      .execute();
    expect(failedJobs).toEqual([]);

    const messages = await messagesOf(t, b.headers, shared);
    expect(messages.some((m) => m.sender_id === a.user.user_id)).toBe(false);
    expect(messages.find((m) => m.content === 'Bです。')).toMatchObject({ enhancement_status: 'completed' });
    expect(messages.filter((m) => m.role === 'assistant').length).toBeGreaterThan(0);
    const seen = (
      await call(t, 'GET', api.getInformation.path, b.headers, { conversation_id: shared })
    ).json();
    expect(seen.conversation_info.participants.map((p: { id: string }) => p.id)).toEqual([
      b.user.user_id,
      'tanaka',
    ]);
    expect((await postMessage(t, b.headers, shared, 'まだいます。')).statusCode).toBe(200);
    const last = (await call(t, 'GET', api.getLastConversation.path, b.headers)).json();
    expect(last).toMatchObject({ conversation_id: shared, participants: [{ alias: 'たなか先生' }] });

    // A's conversation with characters only goes with the account, messages and all.
    expect(await t.db.selectFrom('conversations').select('id').where('id', '=', solo).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('messages').select('id').where('conversation_id', '=', solo).execute(),
    ).toEqual([]);
  });
});
