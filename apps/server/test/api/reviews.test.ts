import {
  API_BASE,
  api,
  type CardResponse,
  type DueResponse,
  Errors,
  IDEMPOTENCY_KEY_HEADER,
  type ReviewStatsResponse,
  TIME_ZONE_HEADER,
} from '@kaiwa/contract';
import { loadCatalogue } from '@kaiwa/japanese';
import { describe, expect, it } from 'vitest';
import { reviewDay, shiftDay } from '../../src/modules/reviews/scheduling';
import { type Learner, sharedTestApp, signUpPastIpLimit } from '../support/test-app';
import { itemsIn, judgingEngine } from './analysis-helpers';
import { call, postMessage, startConversation } from './conversation-helpers';

type Headers = Record<string, string>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const [first, second, third] = loadCatalogue().itemsOfLevel('N5', 'vocabulary');
if (!first || !second || !third) throw new Error('The catalogue has no N5 words');

// Every use in a message is rated `quality`, with `correction` when set; tests set them before the analysis runs.
let quality = 2;
let correction: string | undefined;
const judging = judgingEngine({
  judge: (input) => ({
    judgements: input.items.map((_, index) => ({ index, quality, correction })),
  }),
});
const t = sharedTestApp({ ai: judging.engine, env: { AI_JOBS_PER_MINUTE: '1000' } });

const learner = () => signUpPastIpLimit(t);

const add = (headers: Headers | undefined, vocab_id: unknown) =>
  call(t, 'POST', api.reviewAdd.path, headers, { vocab_id });

async function addCard(headers: Headers, vocabId: string) {
  const response = await add(headers, vocabId);
  if (response.statusCode !== 200) throw new Error(`add failed: ${response.body}`);
  return (response.json() as CardResponse).card;
}

const answer = (
  headers: Headers | undefined,
  body: Record<string, unknown>,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}${api.reviewAnswer.path}`,
    headers: { ...headers, ...extra },
    payload: body,
  });

async function due(headers: Headers, query: Record<string, string> = {}) {
  const response = await call(t, 'GET', api.reviewDue.path, headers, query);
  if (response.statusCode !== 200) throw new Error(`due failed: ${response.body}`);
  return response.json() as DueResponse;
}

async function stats(headers: Headers) {
  const response = await call(t, 'GET', api.reviewStats.path, headers);
  if (response.statusCode !== 200) throw new Error(`stats failed: ${response.body}`);
  return response.json() as ReviewStatsResponse;
}

const logOf = (cardId: string) =>
  t.db.selectFrom('review_log').selectAll().where('card_id', '=', cardId).orderBy('reviewed_at').execute();

/** Puts a card straight into review, last answered `daysAgo` with the given stability, due now. */
async function inReview(cardId: string, daysAgo: number, stability: number, lapses = 0) {
  await t.db
    .updateTable('review_cards')
    .set({
      state: 2,
      stability,
      difficulty: 5,
      reps: 3,
      lapses,
      scheduled_days: Math.round(stability),
      last_review: t.clock.now() - daysAgo * DAY,
      due: t.clock.now() - MINUTE,
    })
    .where('id', '=', cardId)
    .execute();
}

describe('POST /review/add and /review/remove', () => {
  it('adds a new card once, lists it and removes it while its answers stay logged', async () => {
    const { headers } = await learner();
    const card = await addCard(headers, first.vocab_id);
    expect(card).toMatchObject({
      vocab_id: first.vocab_id,
      source: 'manual',
      state: 'new',
      reps: 0,
      lapses: 0,
      leech: false,
      last_review: null,
    });
    expect((await addCard(headers, first.vocab_id)).card_id).toBe(card.card_id);

    const ids = await call(t, 'GET', api.reviewVocabIds.path, headers);
    expect(ids.json()).toEqual({ success: true, vocab_ids: [first.vocab_id] });

    expect((await answer(headers, { card_id: card.card_id, rating: 3, duration_ms: 1200 })).statusCode).toBe(
      200,
    );
    const removed = await call(t, 'POST', api.reviewRemove.path, headers, { vocab_id: first.vocab_id });
    expect(removed.json()).toEqual({ success: true, removed: true });
    const again = await call(t, 'POST', api.reviewRemove.path, headers, { vocab_id: first.vocab_id });
    expect(again.json()).toEqual({ success: true, removed: false });
    expect((await call(t, 'GET', api.reviewVocabIds.path, headers)).json()).toEqual({
      success: true,
      vocab_ids: [],
    });
    expect(await logOf(card.card_id)).toHaveLength(1);
  });

  it('refuses unknown items, bad input and callers without a session', async () => {
    const { headers } = await learner();
    const unknown = await add(headers, 'no-such-item');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: Errors.notFound.code });
    for (const bad of [undefined, '', 42, 'x'.repeat(65)]) {
      const response = await add(headers, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
    }
    expect((await add(undefined, first.vocab_id)).statusCode).toBe(401);
    expect(
      (await call(t, 'POST', api.reviewRemove.path, undefined, { vocab_id: first.vocab_id })).statusCode,
    ).toBe(401);
    expect((await call(t, 'GET', api.reviewVocabIds.path, undefined)).statusCode).toBe(401);
  });
});

describe('GET /review/due', () => {
  it('shows each card with its word, accent, context and the next interval of every rating', async () => {
    const { headers } = await learner();
    await addCard(headers, first.vocab_id);
    const { cards, due_count } = await due(headers);
    expect(due_count).toBe(1);
    expect(cards).toEqual([
      expect.objectContaining({
        vocab_id: first.vocab_id,
        level: 'N5',
        vocabType: 'vocabulary',
        pronunciation: first.pronunciation,
        english: first.english,
        pitch_accent: expect.any(Array),
        context: null,
        example_sentence: null,
        next_intervals: { again: 60, hard: expect.any(Number), good: 600, easy: expect.any(Number) },
      }),
    ]);
  });

  it('puts the cards most likely forgotten first, then new cards, within the limit', async () => {
    const { headers } = await learner();
    const fresh = await addCard(headers, first.vocab_id);
    const safe = await addCard(headers, second.vocab_id);
    const risky = await addCard(headers, third.vocab_id);
    // Same time since the last review, lower stability: lower retrievability.
    await inReview(safe.card_id, 10, 30);
    await inReview(risky.card_id, 10, 3);
    const { cards, due_count } = await due(headers);
    expect(cards.map((card) => card.card_id)).toEqual([risky.card_id, safe.card_id, fresh.card_id]);
    expect(due_count).toBe(3);
    expect((await due(headers, { limit: '1' })).cards.map((card) => card.card_id)).toEqual([risky.card_id]);
  });

  it('refuses a bad limit or time zone and callers without a session', async () => {
    const { headers } = await learner();
    for (const limit of ['0', '101', 'ten', '1.5']) {
      const response = await call(t, 'GET', api.reviewDue.path, headers, { limit });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: Errors.validationFailed.code });
    }
    const zone = await call(t, 'GET', api.reviewDue.path, { ...headers, [TIME_ZONE_HEADER]: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().error).toMatch(/time zone/);
    expect((await call(t, 'GET', api.reviewDue.path, undefined)).statusCode).toBe(401);
  });

  it('flags leeches', async () => {
    const { headers } = await learner();
    const card = await addCard(headers, first.vocab_id);
    await inReview(card.card_id, 5, 1, 8);
    expect((await due(headers)).cards[0]).toMatchObject({ card_id: card.card_id, leech: true, lapses: 8 });
    expect((await stats(headers)).leeches).toBe(1);
  });
});

describe('POST /review/answer', () => {
  it('moves the card on and logs the answer', async () => {
    const { user, headers } = await learner();
    const card = await addCard(headers, first.vocab_id);
    const response = await answer(headers, { card_id: card.card_id, rating: 3, duration_ms: 2500 });
    expect(response.statusCode).toBe(200);
    expect((response.json() as CardResponse).card).toMatchObject({
      card_id: card.card_id,
      state: 'learning',
      due: t.clock.now() + 10 * MINUTE,
      reps: 1,
      last_review: t.clock.now(),
    });
    expect(await logOf(card.card_id)).toEqual([
      expect.objectContaining({
        user_id: user.user_id,
        vocab_id: first.vocab_id,
        rating: 3,
        state: 0,
        duration_ms: 2500,
        source: 'review',
        elapsed_days: 0,
        review_day: reviewDay(t.clock.now(), 'UTC'),
        reviewed_at: t.clock.now(),
      }),
    ]);
    expect((await due(headers)).cards).toEqual([]);
  });

  it('answers the same Idempotency-Key once, and the same answer sent twice within a second once', async () => {
    const { headers } = await learner();
    const card = await addCard(headers, first.vocab_id);
    const key = { [IDEMPOTENCY_KEY_HEADER]: 'answer-1' };
    const once = await answer(headers, { card_id: card.card_id, rating: 1, duration_ms: 900 }, key);
    t.clock.advance(5 * MINUTE);
    const twice = await answer(headers, { card_id: card.card_id, rating: 1, duration_ms: 900 }, key);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(once.json());
    expect(await logOf(card.card_id)).toHaveLength(1);

    const other = await addCard(headers, second.vocab_id);
    const reused = await answer(headers, { card_id: other.card_id, rating: 3, duration_ms: 900 }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: Errors.conflict.code });

    const [a, b] = await Promise.all([
      answer(headers, { card_id: other.card_id, rating: 3, duration_ms: 900 }),
      answer(headers, { card_id: other.card_id, rating: 3, duration_ms: 900 }),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(await logOf(other.card_id)).toHaveLength(1);
  });

  it('refuses bad input, other people’s cards and callers without a session', async () => {
    const owner = await learner();
    const stranger = await learner();
    const card = await addCard(owner.headers, first.vocab_id);
    for (const body of [
      { card_id: card.card_id, rating: 5, duration_ms: 100 },
      { card_id: card.card_id, rating: 0, duration_ms: 100 },
      { card_id: card.card_id, rating: 'good', duration_ms: 100 },
      { card_id: card.card_id, rating: 3, duration_ms: -1 },
      { card_id: card.card_id, rating: 3 },
      { card_id: '', rating: 3, duration_ms: 100 },
    ]) {
      const response = await answer(owner.headers, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
    }
    const blankKey = await answer(
      owner.headers,
      { card_id: card.card_id, rating: 3, duration_ms: 100 },
      { [IDEMPOTENCY_KEY_HEADER]: ' ' },
    );
    expect(blankKey.statusCode).toBe(400);

    const foreign = await answer(stranger.headers, { card_id: card.card_id, rating: 4, duration_ms: 100 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, code: Errors.notFound.code });
    expect((await due(stranger.headers)).cards).toEqual([]);
    await call(t, 'POST', api.reviewRemove.path, stranger.headers, { vocab_id: first.vocab_id });
    expect((await due(owner.headers)).cards.map((due) => due.card_id)).toEqual([card.card_id]);
    expect(await logOf(card.card_id)).toEqual([]);

    expect((await answer(undefined, { card_id: card.card_id, rating: 3, duration_ms: 1 })).statusCode).toBe(
      401,
    );
  });
});

describe('the daily new-card limit and review days', () => {
  it('shows at most the day’s new cards, counting days from 4 a.m. in the learner’s time zone', async () => {
    const { headers } = await learner();
    const settings = await call(t, 'POST', api.getReviewSettings.path, headers, { new_cards_per_day: 2 });
    expect(settings.statusCode).toBe(200);
    expect((await call(t, 'GET', api.getReviewSettings.path, headers)).json()).toEqual({
      success: true,
      new_cards_per_day: 2,
    });
    for (const item of [first, second, third]) await addCard(headers, item.vocab_id);
    const tokyo = { ...headers, [TIME_ZONE_HEADER]: 'Asia/Tokyo' };
    const today = { ...(await due(tokyo)), day: reviewDay(t.clock.now(), 'Asia/Tokyo') };
    expect(today.cards).toHaveLength(2);
    expect(today.due_count).toBe(2);
    for (const card of today.cards) {
      await answer(tokyo, { card_id: card.card_id, rating: 4, duration_ms: 1000 });
    }
    expect((await due(tokyo)).cards).toEqual([]);
    expect(await stats(tokyo)).toMatchObject({
      due_count: 0,
      new_cards: 1,
      new_remaining_today: 0,
      reviewed_today: 2,
      review_day: reviewDay(t.clock.now(), 'Asia/Tokyo'),
    });

    // The next review day starts at 04:00 in Tokyo, 19:00 UTC.
    const now = t.clock.now();
    const nextDayStart = now - (now % DAY) + 19 * 60 * MINUTE + (now % DAY >= 19 * 60 * MINUTE ? DAY : 0);
    t.clock.advance(nextDayStart - MINUTE - now);
    expect((await due(tokyo)).cards).toEqual([]);
    t.clock.advance(MINUTE);
    const tomorrow = await due(tokyo);
    const waiting = [first, second, third]
      .map((item) => item.vocab_id)
      .filter((vocabId) => !today.cards.some((card) => card.vocab_id === vocabId));
    expect(tomorrow.cards.map((card) => card.vocab_id)).toEqual(waiting);
    expect((await stats(tokyo)).review_day).toBe(shiftDay(today.day, 1));
  });

  it('refuses a bad limit setting and callers without a session', async () => {
    const { headers } = await learner();
    for (const new_cards_per_day of [-1, 501, 2.5, '20']) {
      const response = await call(t, 'POST', api.getReviewSettings.path, headers, { new_cards_per_day });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await call(t, 'POST', api.getReviewSettings.path, undefined, { new_cards_per_day: 5 })).statusCode,
    ).toBe(401);
    expect((await call(t, 'GET', api.reviewStats.path, undefined)).statusCode).toBe(401);
  });
});

describe('GET /review/stats', () => {
  it('counts cards, answers per day and retention of cards in review', async () => {
    const { headers } = await learner();
    const empty = await stats(headers);
    expect(empty).toMatchObject({
      due_count: 0,
      total_cards: 0,
      retention: null,
      next_due: null,
      reviews_per_day: [],
    });

    const remembered = await addCard(headers, first.vocab_id);
    const forgotten = await addCard(headers, second.vocab_id);
    await inReview(remembered.card_id, 4, 5);
    await inReview(forgotten.card_id, 4, 5);
    await answer(headers, { card_id: remembered.card_id, rating: 3, duration_ms: 800 });
    await answer(headers, { card_id: forgotten.card_id, rating: 1, duration_ms: 800 });
    const after = await stats(headers);
    expect(after).toMatchObject({
      due_count: 0,
      total_cards: 2,
      new_cards: 0,
      reviewed_today: 2,
      retention: 0.5,
      next_due: t.clock.now() + 10 * MINUTE,
      reviews_per_day: [{ day: reviewDay(t.clock.now(), 'UTC'), count: 2 }],
    });
  });
});

describe('cards from conversations', () => {
  async function say(who: Learner, text: string) {
    const conversation = await startConversation(t, who.headers, { character_ids: ['tanaka'] });
    expect((await postMessage(t, who.headers, conversation, text)).statusCode).toBe(200);
    await t.worker.runUntilIdle();
  }

  it('makes a card of each item used badly, with the sentence, and at most one Again a day after', async () => {
    const who = await learner();
    const text = '私は毎日日本語を勉強します。';
    const [slipped] = await itemsIn(text);
    if (!slipped) throw new Error('nothing detected');

    quality = 7;
    await say(who, text);
    expect((await call(t, 'GET', api.reviewVocabIds.path, who.headers)).json().vocab_ids).toEqual([]);

    quality = 2;
    await say(who, text);
    const { cards } = await due(who.headers, { limit: '100' });
    const card = cards.find((candidate) => candidate.vocab_id === slipped.item.vocab_id);
    expect(card).toMatchObject({
      source: 'chat',
      state: 'new',
      context: { sentence: text, correction: null },
    });
    expect(cards.every((candidate) => candidate.source === 'chat')).toBe(true);
    if (!card) return;

    // Another slip while the card is still new changes nothing but its context.
    await say(who, text);
    expect(await logOf(card.card_id)).toEqual([]);

    await inReview(card.card_id, 3, 10);
    await say(who, text);
    await say(who, text);
    const log = await logOf(card.card_id);
    expect(log).toEqual([
      expect.objectContaining({ rating: 1, source: 'chat', duration_ms: null, state: 2 }),
    ]);
    const lapsed = await t.db
      .selectFrom('review_cards')
      .selectAll()
      .where('id', '=', card.card_id)
      .executeTakeFirstOrThrow();
    expect(lapsed).toMatchObject({ state: 3, lapses: 1 });

    // The next review day may count one more.
    t.clock.advance(DAY);
    await say(who, text);
    expect(await logOf(card.card_id)).toHaveLength(2);
  });

  it('keeps the provider’s correction of a misused item with the learner’s sentence, the latest slip’s', async () => {
    const who = await learner();
    const text = '私は毎日日本語を勉強をします。';
    const [slipped] = await itemsIn(text);
    if (!slipped) throw new Error('nothing detected');
    quality = 3;
    correction = '私は毎日日本語を勉強します。';
    try {
      await say(who, text);
      const cardOf = async () =>
        (await due(who.headers, { limit: '100' })).cards.find(
          (candidate) => candidate.vocab_id === slipped.item.vocab_id,
        );
      expect(await cardOf()).toMatchObject({ context: { sentence: text, correction } });

      // A later slip without a correction does not leave the earlier sentence's correction behind.
      correction = undefined;
      await say(who, '私は日本語を勉強をしました。');
      expect((await cardOf())?.context).toEqual({
        sentence: '私は日本語を勉強をしました。',
        correction: null,
      });
    } finally {
      correction = undefined;
    }
  });

  it('counts a good use of a word due for review as its Good, once a day', async () => {
    const who = await learner();
    const text = '私は毎日日本語を勉強します。';
    const [used] = await itemsIn(text);
    if (!used) throw new Error('nothing detected');
    const card = await addCard(who.headers, used.item.vocab_id);
    await inReview(card.card_id, 3, 2);
    quality = 8;
    await say(who, text);
    await say(who, text);
    expect(await logOf(card.card_id)).toEqual([
      expect.objectContaining({ rating: 3, source: 'chat', state: 2, duration_ms: null }),
    ]);
    const after = await t.db
      .selectFrom('review_cards')
      .selectAll()
      .where('id', '=', card.card_id)
      .executeTakeFirstOrThrow();
    expect(after.due).toBeGreaterThan(t.clock.now() + 24 * 60 * MINUTE);
  });
});

describe('account deletion', () => {
  it('removes the learner’s cards, review log and review settings', async () => {
    const who = await learner();
    const card = await addCard(who.headers, first.vocab_id);
    await answer(who.headers, { card_id: card.card_id, rating: 3, duration_ms: 500 });
    await call(t, 'POST', api.getReviewSettings.path, who.headers, { new_cards_per_day: 5 });
    const deleted = await call(t, 'POST', api.deleteAccount.path, who.headers, { password: who.password });
    expect(deleted.statusCode).toBe(200);
    for (const table of ['review_cards', 'review_log', 'review_settings'] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', who.user.user_id)
        .execute();
      expect(rows).toEqual([]);
    }
  });
});

describe('POST /conversation/start_with_vocabs', () => {
  it('starts a conversation with the learner’s level character about the words', async () => {
    const { headers } = await learner();
    const response = await call(t, 'POST', api.startWithVocabs.path, headers, {
      vocab_ids: [first.vocab_id, second.vocab_id],
    });
    expect(response.statusCode).toBe(200);
    const { conversation_id } = response.json();
    const info = await call(t, 'GET', '/conversation/getInformation', headers, { conversation_id });
    expect(info.statusCode).toBe(200);
    const word = (item: typeof first) => item.kanji ?? item.pronunciation;
    expect(info.json().conversation_info).toMatchObject({
      topic: `${word(first)}、${word(second)}`,
      explanation_vocab_id: first.vocab_id,
      jlpt_level: 'N5',
    });
  });

  it('refuses bad input, unknown words and callers without a session', async () => {
    const { headers } = await learner();
    const ids = loadCatalogue()
      .itemsOfLevel('N5')
      .slice(0, 6)
      .map((item) => item.vocab_id);
    for (const vocab_ids of [[], ids, 'abc', [''], undefined]) {
      const response = await call(t, 'POST', api.startWithVocabs.path, headers, { vocab_ids });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: Errors.validationFailed.code });
    }
    const unknown = await call(t, 'POST', api.startWithVocabs.path, headers, { vocab_ids: ['nope'] });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await call(t, 'POST', api.startWithVocabs.path, undefined, {
      vocab_ids: [first.vocab_id],
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
