import { AccountExport, API_BASE, api, DATA_EXPORT_VERSION } from '@kaiwa/contract';
import { describe, expect, it } from 'vitest';
import { type Learner, sharedTestApp, signUpPastIpLimit } from '../support/test-app';
import { judgingEngine } from './analysis-helpers';
import { befriend, call, postMessage, startConversation } from './conversation-helpers';

const judging = judgingEngine({ rate: () => 3 });
const t = sharedTestApp({ ai: judging.engine, env: { AI_JOBS_PER_MINUTE: '1000' } });

const download = (headers: Record<string, string> | undefined) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}${api.exportAccount.path}`, headers });

async function exportOf(who: Learner) {
  const response = await download(who.headers);
  expect(response.statusCode).toBe(200);
  return { response, document: AccountExport.parse(response.json()) };
}

describe('GET /account/export', () => {
  it('streams all of the caller’s data in the documented shape, and no secrets', async () => {
    const me = await signUpPastIpLimit(t);
    const friend = await signUpPastIpLimit(t);
    await befriend(t, me, friend);

    const solo = await startConversation(t, me.headers, { character_ids: ['tanaka'] });
    expect((await postMessage(t, me.headers, solo, '毎日水を飲みます。')).statusCode).toBe(200);
    t.clock.advance(1000);
    const together = await startConversation(t, me.headers, {
      user_ids: [me.user.user_id, friend.user.user_id],
    });
    expect((await postMessage(t, friend.headers, together, '友達のメッセージです。')).statusCode).toBe(200);
    await t.worker.runUntilIdle();
    await call(t, 'POST', api.submitTranslationTask.path, me.headers, {
      input_text: '猫が好きです',
      source_language: 'Japanese',
      target_language: 'English',
      context: '',
    });
    await t.worker.runUntilIdle();
    const ids = (await call(t, 'GET', api.reviewVocabIds.path, me.headers)).json().vocab_ids as string[];
    expect(ids.length).toBeGreaterThan(0);
    const due = (await call(t, 'GET', api.reviewDue.path, me.headers)).json();
    await call(t, 'POST', api.reviewAnswer.path, me.headers, {
      card_id: due.cards[0].card_id,
      rating: 3,
      duration_ms: 1500,
    });

    const { response, document } = await exportOf(me);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kaiwa-export-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.body).not.toContain(me.user.auth_token);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toMatch(/password_hash|token_hash/);

    expect(document).toMatchObject({
      format: 'kaiwa-account-export',
      version: DATA_EXPORT_VERSION,
      exported_at: t.clock.now(),
      account: { user_id: me.user.user_id, email: me.email, alias: me.user.alias, sign_in: 'password' },
      friends: [{ user_id: friend.user.user_id, alias: friend.user.alias }],
    });
    expect(document.settings).toMatchObject({ new_cards_per_day: 20 });
    expect(document.conversations.map((conversation) => conversation.conversation_id)).toEqual([
      solo,
      together,
    ]);
    const [mine, shared] = document.conversations;
    const own = mine?.messages.find((message) => message.content === '毎日水を飲みます。');
    expect(own?.analysis).toMatchObject({ status: 'completed' });
    expect(own?.analysis?.usage.length).toBeGreaterThan(0);
    expect(own?.analysis?.usage.every((item) => item.quality === 3)).toBe(true);
    // A friend's message is part of the conversation; its analysis is the friend's own.
    const theirs = shared?.messages.find((message) => message.content === '友達のメッセージです。');
    expect(theirs).toMatchObject({ sender_id: friend.user.user_id, analysis: null });
    expect(document.translations).toEqual([expect.objectContaining({ input_text: '猫が好きです' })]);
    expect(document.vocabulary_usage.length).toBeGreaterThan(0);
    expect(document.review_cards.map((card) => card.vocab_id).sort()).toEqual([...ids].sort());
    expect(document.review_log).toEqual([
      expect.objectContaining({
        card_id: due.cards[0].card_id,
        rating: 3,
        duration_ms: 1500,
        source: 'review',
      }),
    ]);

    // The friend's export has the shared conversation but none of the caller's own things.
    const { document: theirExport } = await exportOf(friend);
    expect(theirExport.conversations.map((conversation) => conversation.conversation_id)).toEqual([together]);
    expect(theirExport.translations).toEqual([]);
    // Only cards from the friend's own slips in the shared chat.
    expect(theirExport.review_cards.every((card) => card.source === 'chat')).toBe(true);
    expect(theirExport.review_log).toEqual([]);
  });

  it('exports a new account with empty lists', async () => {
    const fresh = await signUpPastIpLimit(t);
    const { document } = await exportOf(fresh);
    expect(document).toMatchObject({
      conversations: [],
      translations: [],
      friends: [],
      friend_requests_sent: [],
      vocabulary_usage: [],
      review_cards: [],
      review_log: [],
    });
  });

  it('refuses callers without a session', async () => {
    const response = await download(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'unauthorized' });
    const me = await signUpPastIpLimit(t);
    const forged = await download({ ...me.headers, 'x-user-id': 'someone-else' });
    expect(forged.statusCode).toBe(401);
  });
});

describe('export limit', () => {
  it('allows ten downloads of a learner’s data an hour, JSON and Anki together, then answers 429', async () => {
    const me = await signUpPastIpLimit(t);
    const apkg = () =>
      t.app.inject({ method: 'GET', url: `${API_BASE}${api.exportApkg.path}`, headers: me.headers });
    for (let i = 0; i < 5; i++) {
      expect((await download(me.headers)).statusCode).toBe(200);
      expect((await apkg()).statusCode).toBe(200);
    }
    for (const refused of [await download(me.headers), await apkg()]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json()).toMatchObject({ success: false, code: 'rate_limited' });
      expect(refused.json().error).toMatch(/^Too many downloads of your data\. Please try again in/);
    }
    const other = await signUpPastIpLimit(t);
    expect((await download(other.headers)).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    expect((await download(me.headers)).statusCode).toBe(200);
  });
});
