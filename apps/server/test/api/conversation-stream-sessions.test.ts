import type { AddressInfo } from 'node:net';
import { api, type LoginResponse } from '@kaiwa/contract';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashToken, newSecretToken } from '../../src/lib/tokens';
import { HEARTBEAT_MS, MAX_STREAMS_PER_USER } from '../../src/modules/conversations/conversation-stream';
import {
  authHeaders,
  createTestApp,
  type Learner,
  ManualClock,
  signUp,
  type TestApp,
} from '../support/test-app';
import { post } from './auth-helpers';
import {
  call,
  type EventStream,
  openEventStream,
  postMessage,
  scriptedEngine,
  startConversation,
} from './conversation-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Issue 8: a session's streams end within a second of its end. */
const PROMPTLY_MS = 1000;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const listen = async (app: TestApp) => {
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
};

describe('event streams live only as long as their session', () => {
  let t: TestApp;
  let clock: ManualClock;
  let baseUrl: string;
  const streams: EventStream[] = [];
  const apps: TestApp[] = [];

  beforeEach(async () => {
    clock = new ManualClock();
    t = await createTestApp({ clock, ai: scriptedEngine().engine });
    baseUrl = await listen(t);
  });
  afterEach(async () => {
    vi.useRealTimers();
    for (const stream of streams.splice(0)) stream.close();
    // A second process on the same database closes first: the first one drops the database.
    for (const app of apps.splice(0)) await app.close();
    await t.close();
  });

  const open = async (headers: Record<string, string>, conversationId: string, url = baseUrl) => {
    const stream = await openEventStream(url, headers, conversationId);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.waitFor('the opening comment', () => stream.text().includes(': connected'));
    return stream;
  };

  /** Resolves with how long the stream took to end after `since` (ms). */
  const endedWithin = async (stream: EventStream, since: number) => {
    await stream.ended;
    return performance.now() - since;
  };

  const stillOpen = async (stream: EventStream) => {
    const ended = await Promise.race([stream.ended.then(() => true), sleep(100).then(() => false)]);
    return !ended;
  };

  /** A second session of `learner`, as from another device. */
  async function signInAgain(learner: Learner) {
    const response = await post(t, api.nativeLogin.path, {
      email: learner.email,
      password: learner.password,
    });
    expect(response.statusCode).toBe(200);
    return authHeaders((response.json() as LoginResponse).user);
  }

  async function conversationOf(learner: Learner) {
    return startConversation(t, learner.headers, { character_ids: ['tanaka'] });
  }

  it('logout ends the streams of that session at once; the other device’s stream goes on', async () => {
    const learner = await signUp(t);
    const otherDevice = await signInAgain(learner);
    const id = await conversationOf(learner);
    const mine = await open(learner.headers, id);
    const alsoMine = await open(learner.headers, id);
    const theirs = await open(otherDevice, id);

    const started = performance.now();
    const logout = await post(t, api.logout.path, { token: learner.user.auth_token });
    expect(logout.json()).toEqual({ valid: true });
    expect(await endedWithin(mine, started)).toBeLessThan(PROMPTLY_MS);
    expect(await endedWithin(alsoMine, started)).toBeLessThan(PROMPTLY_MS);

    expect(await stillOpen(theirs)).toBe(true);
    await postMessage(t, otherDevice, id, 'まだいます');
    await theirs.waitFor('the new message', () => theirs.events.some((event) => event.type === 'message'));
    expect(mine.events).toEqual([]);
  });

  it('a password reset ends every stream of the user, on every device', async () => {
    const learner = await signUp(t);
    const bystander = await signUp(t);
    const otherDevice = await signInAgain(learner);
    const id = await conversationOf(learner);
    const first = await open(learner.headers, id);
    const second = await open(otherDevice, id);
    const unrelated = await open(bystander.headers, await conversationOf(bystander));

    const token = newSecretToken();
    await t.db
      .insertInto('password_resets')
      .values({
        token_hash: hashToken(token),
        user_id: learner.user.user_id,
        expires_at: clock.now() + 60_000,
        used_at: null,
      })
      .execute();
    const started = performance.now();
    const reset = await post(t, api.resetPassword.path, {
      reset_token: token,
      new_password: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect(await endedWithin(first, started)).toBeLessThan(PROMPTLY_MS);
    expect(await endedWithin(second, started)).toBeLessThan(PROMPTLY_MS);
    expect(await stillOpen(unrelated)).toBe(true);
  });

  it('deleting the account ends its streams, and a friend’s stream of the shared conversation goes on', async () => {
    const learner = await signUp(t);
    const friend = await signUp(t);
    for (const [from, to] of [
      [learner, friend],
      [friend, learner],
    ] as const) {
      expect((await call(t, 'POST', api.addFriend.path, from.headers, { email: to.email })).statusCode).toBe(
        200,
      );
    }
    const shared = await startConversation(t, learner.headers, {
      user_ids: [learner.user.user_id, friend.user.user_id],
    });
    const mine = await open(learner.headers, shared);
    const theirs = await open(friend.headers, shared);

    const started = performance.now();
    const deleted = await call(t, 'POST', api.deleteAccount.path, learner.headers, {
      password: learner.password,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await endedWithin(mine, started)).toBeLessThan(PROMPTLY_MS);
    expect(await stillOpen(theirs)).toBe(true);
  });

  it('every heartbeat checks the session again: a stream of a session that expired meanwhile ends', async () => {
    const learner = await signUp(t);
    const id = await conversationOf(learner);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await open(learner.headers, id);

    vi.advanceTimersByTime(HEARTBEAT_MS);
    await stream.waitFor('a heartbeat', () => stream.text().includes(': heartbeat'));
    expect(await stillOpen(stream)).toBe(true);

    // Nobody used the session for longer than its idle lifetime: the next heartbeat finds it expired.
    clock.advance(t.config.session.idleMs + 1);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await stream.ended;
    expect(await t.db.selectFrom('sessions').select('id').execute()).toEqual([]);
  });

  it('a session that expires between two heartbeats ends its stream within a second', async () => {
    const learner = await signUp(t);
    const id = await conversationOf(learner);
    // Used now and then, so that it reaches its absolute lifetime, 90 days after sign-in.
    for (let day = 20; day < 90; day += 20) {
      clock.advance(20 * DAY_MS);
      expect((await post(t, api.verifyToken.path, { token: learner.user.auth_token })).json().valid).toBe(
        true,
      );
      await t.services.sessions.usesWritten();
    }
    clock.advance(t.config.session.maxMs - 80 * DAY_MS - 600);
    const stream = await open(learner.headers, id);

    const started = performance.now();
    clock.advance(601);
    expect(await endedWithin(stream, started)).toBeLessThan(PROMPTLY_MS);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user open: one more ends the oldest`, async () => {
    const learner = await signUp(t);
    const other = await signUp(t);
    const id = await conversationOf(learner);
    const oldest = await open(learner.headers, id);
    const others: EventStream[] = [];
    for (let n = 1; n < MAX_STREAMS_PER_USER; n += 1) others.push(await open(learner.headers, id));
    const unrelated = await open(other.headers, await conversationOf(other));
    expect(await stillOpen(oldest)).toBe(true);

    const newest = await open(learner.headers, id);
    await oldest.ended;
    others.push(newest);
    await postMessage(t, learner.headers, id, 'じゅっこ');
    for (const stream of others) {
      await stream.waitFor('the new message', () => stream.events.some((event) => event.type === 'message'));
    }
    expect(await stillOpen(unrelated)).toBe(true);

    // A closed stream no longer counts.
    newest.close();
    await sleep(300);
    const replacement = await open(learner.headers, id);
    expect(await stillOpen(others[0]!)).toBe(true);
    expect(await stillOpen(replacement)).toBe(true);
  });

  describe.runIf(onPostgres)('two app processes on one PostgreSQL database', () => {
    async function secondProcess() {
      const b = await createTestApp({ clock, ai: scriptedEngine().engine, sameDatabaseAs: t });
      apps.push(b);
      return { app: b, url: await listen(b) };
    }

    it('logout through one process ends the session’s stream on the other within a second', async () => {
      const other = await secondProcess();
      const learner = await signUp(t);
      const id = await conversationOf(learner);
      const stream = await open(learner.headers, id, baseUrl);
      const elsewhere = await open(learner.headers, id, other.url);

      const started = performance.now();
      const logout = await post(other.app, api.logout.path, { token: learner.user.auth_token });
      expect(logout.json()).toEqual({ valid: true });
      expect(await endedWithin(stream, started)).toBeLessThan(PROMPTLY_MS);
      expect(await endedWithin(elsewhere, started)).toBeLessThan(PROMPTLY_MS);
    });

    it('account deletion through one process ends the streams on the other', async () => {
      const other = await secondProcess();
      const learner = await signUp(t);
      const stream = await open(learner.headers, await conversationOf(learner), baseUrl);
      const started = performance.now();
      const deleted = await call(other.app, 'POST', api.deleteAccount.path, learner.headers, {
        password: learner.password,
      });
      expect(deleted.statusCode).toBe(200);
      expect(await endedWithin(stream, started)).toBeLessThan(PROMPTLY_MS);
    });

    it(`counts a user’s streams across processes: the ${MAX_STREAMS_PER_USER + 1}th ends the oldest`, async () => {
      const other = await secondProcess();
      const learner = await signUp(t);
      const id = await conversationOf(learner);
      const oldest = await open(learner.headers, id, baseUrl);
      // Every process must have heard of the oldest before the rest open.
      await sleep(300);
      const rest: EventStream[] = [];
      for (let n = 0; n < MAX_STREAMS_PER_USER; n += 1) {
        rest.push(await open(learner.headers, id, n % 2 === 0 ? other.url : baseUrl));
      }
      await oldest.ended;
      await postMessage(t, learner.headers, id, 'ぜんぶで十');
      for (const stream of rest) {
        await stream.waitFor('the new message', () =>
          stream.events.some((event) => event.type === 'message'),
        );
      }
    });

    it('streams opened together announce themselves together, in fewer notifications than streams', async () => {
      const learners = await Promise.all(Array.from({ length: 6 }, () => signUp(t)));
      const ids = await Promise.all(learners.map((learner) => conversationOf(learner)));
      const raw = new pg.Client({ connectionString: t.config.databaseUrl! });
      await raw.connect();
      const carrying: number[] = [];
      raw.on('notification', ({ payload }) => {
        const opened = (payload?.match(/\\"type\\":\\"opened\\"/g) ?? []).length;
        if (opened > 0) carrying.push(opened);
      });
      await raw.query('LISTEN kaiwa_events');
      try {
        // As the clients of a crashed process reconnect here: many streams at the same moment.
        await Promise.all(
          learners.flatMap((learner, i) => Array.from({ length: 4 }, () => open(learner.headers, ids[i]!))),
        );
        await vi.waitFor(() => expect(carrying.reduce((sum, n) => sum + n, 0)).toBe(24));
        expect(carrying.length).toBeLessThan(24);
      } finally {
        await raw.end();
      }
    });
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
