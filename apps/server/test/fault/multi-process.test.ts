/**
 * Two built app processes and one external job worker on PostgreSQL behind a round-robin proxy, as a school
 * would run Kaiwa: learners keep their conversation's event stream open and post, while the process their
 * stream is on is stopped with SIGTERM (a rolling restart) and later killed with SIGKILL. Each stream must
 * reconnect to the other process within 5 s and, with Last-Event-ID, miss nothing; no acknowledged message
 * may be lost and no reply written twice. Runs only when the test command provides PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  api,
  type CallDefinition,
  type CharactersResponse,
  type LoginResponse,
  type MessagesResponse,
} from '@kaiwa/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FollowedStream, followStream, postUntilAcknowledged, send } from './learner-client';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';
import {
  freePort,
  killHard,
  type ServerProcess,
  startServer,
  stopGracefully,
  WORKER_MAIN,
} from './server-process';

const adminUrl = process.env.TEST_DATABASE_URL;
const LEARNERS = 8;
/** Each learner posts this often while a process goes down. */
const POST_EVERY_MS = 600;
const RECONNECT_WITHIN_MS = 5_000;
/** One process is always up: a post retried for this long was refused for good. */
const POST_WITHIN_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Learner = {
  headers: Record<string, string>;
  conversationId: string;
  stream: FollowedStream;
  /** Message id of each acknowledged post, by its content. */
  acknowledged: Map<string, string>;
};

describe.skipIf(!adminUrl)('two app processes and a worker on PostgreSQL behind a proxy', () => {
  const database = `kaiwa_fault_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-multi-'));
  let databaseUrl: string;
  let db: pg.Pool;
  const apps: { port: number; process?: ServerProcess }[] = [];
  let worker: ServerProcess | undefined;
  let proxy: RoundRobinProxy;
  const learners: Learner[] = [];

  const env = () => ({
    DATABASE_URL: databaseUrl,
    WORKER_MODE: 'external',
    // Every learner signs up from 127.0.0.1 and posts often.
    SIGNUPS_PER_HOUR: '1000',
    AI_JOBS_PER_MINUTE: '1000',
  });
  const startApp = async (app: (typeof apps)[number]) => {
    app.process = await startServer({ dataDir, port: app.port, env: env() });
  };

  const call = <T>(definition: CallDefinition, headers: Record<string, string>, body?: object) =>
    send<T>(proxy.url, definition, headers, body);

  async function newLearner(n: number): Promise<Learner> {
    const registered = await call<LoginResponse>(
      api.registerNative,
      {},
      {
        email: `multi${n}@example.com`,
        alias: `学習者${n}`,
        password: 'correct horse battery staple',
      },
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const { auth_token, user_id } = registered.body.user;
    const headers = { authorization: `Bearer ${auth_token}`, 'x-user-id': user_id };
    const characters = await call<CharactersResponse>(api.getCharacters, headers);
    const started = await call<{ conversation_id: string }>(api.startConversation, headers, {
      character_ids: [characters.body.characters[0]?.character_id],
    });
    expect(started.status).toBe(200);
    const conversationId = started.body.conversation_id;
    return {
      headers,
      conversationId,
      stream: followStream(proxy.url, headers, conversationId),
      acknowledged: new Map(),
    };
  }

  /** Posts until acknowledged, with one Idempotency-Key, as the web client retries. */
  async function post(learner: Learner, content: string) {
    const { message } = await postUntilAcknowledged(
      proxy.url,
      learner.headers,
      learner.conversationId,
      content,
      content,
      { withinMs: POST_WITHIN_MS },
    );
    learner.acknowledged.set(content, message.message_id);
  }

  /** Every learner posts every POST_EVERY_MS for `ms`; `during` runs meanwhile. */
  async function postWhile(label: string, ms: number, during: () => Promise<void>) {
    const until = Date.now() + ms;
    const posting = learners.map(async (learner, index) => {
      for (let n = 0; Date.now() < until; n += 1) {
        await post(learner, `${label} ${index}-${n}`);
        await sleep(POST_EVERY_MS * (0.5 + Math.random()));
      }
    });
    await during();
    await Promise.all(posting);
  }

  async function eventually(what: string, ms: number, check: () => Promise<boolean> | boolean) {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
      await sleep(200);
    }
  }

  /** Stops the process most streams are on with `stop`, and checks what the learners saw. */
  async function survives(label: string, stop: (server: ServerProcess) => Promise<void>) {
    // Both processes run, whatever an earlier test left.
    for (const app of apps) {
      const child = app.process?.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) await startApp(app);
    }
    await eventually('every stream connected', 20_000, () => learners.every((l) => l.stream.upstream()));
    const victim = apps.find((app) => learners.some((l) => l.stream.upstream() === app.process?.baseUrl))!;
    const moved = learners.filter((l) => l.stream.upstream() === victim.process!.baseUrl);
    const connections = new Map(moved.map((l) => [l, l.stream.connectedAt.length]));
    let stoppedAt = 0;
    await postWhile(label, 6_000, async () => {
      await sleep(2_000);
      stoppedAt = Date.now();
      await stop(victim.process!);
    });
    const delays = moved.map((l) => (l.stream.connectedAt[connections.get(l)!] ?? Number.NaN) - stoppedAt);
    console.log(`${label}: ${moved.length} streams moved, reconnected after ${delays.join(', ')} ms`);
    for (const learner of moved) {
      const reconnected = learner.stream.connectedAt[connections.get(learner)!];
      expect(reconnected, 'the stream reconnected').toBeDefined();
      expect(reconnected! - stoppedAt).toBeLessThan(RECONNECT_WITHIN_MS);
      expect(learner.stream.upstream()).not.toBe(victim.process!.baseUrl);
    }

    // Every reply and enhancement done by the worker.
    await eventually('the jobs of the posts', 60_000, async () => {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM jobs WHERE type IN ('conversation.reply', 'message.enhance')
           AND status IN ('queued', 'running')`,
      );
      return rows[0].n === 0;
    });
    const { rows: failed } = await db.query(`SELECT type, last_error FROM jobs WHERE status = 'failed'`);
    expect(failed).toEqual([]);
    for (const learner of learners) {
      const stored = await call<MessagesResponse>(api.getMessages, learner.headers, {
        conversation_id: learner.conversationId,
      });
      const messages = stored.body.messages;
      // No acknowledged message lost, none stored twice.
      const users = messages.filter((m) => m.role === 'user');
      expect(users.map((m) => m.message_id).sort()).toEqual([...learner.acknowledged.values()].sort());
      // The stream missed nothing: it holds every message as it is now.
      await eventually('the stream caught up', 10_000, () =>
        messages.every(
          (m) => JSON.stringify(learner.stream.messages.get(m.message_id)) === JSON.stringify(m),
        ),
      );
    }
    // One reply per message and character, ever: a job run twice (released, re-run) finds the one it wrote.
    const { rows: replies } = await db.query(
      `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS distinct_keys
         FROM messages WHERE role <> 'user'`,
    );
    expect(replies[0].n).toBeGreaterThan(0);
    expect(replies[0].distinct_keys).toBe(replies[0].n);
    return victim;
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // The teardown's DROP DATABASE … WITH (FORCE) terminates what is still closing; an idle client's error
    // must not fail the run as unhandled.
    db.on('error', () => undefined);
    apps.push({ port: await freePort() }, { port: await freePort() });
    await Promise.all(apps.map(startApp));
    worker = await startServer({ dataDir, port: 0, env: env(), main: WORKER_MAIN });
    proxy = await startRoundRobinProxy(apps.map((app) => `http://127.0.0.1:${app.port}`));
    for (let n = 0; n < LEARNERS; n += 1) learners.push(await newLearner(n));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(learners.map((learner) => learner.stream.stop()));
    await proxy?.close();
    for (const server of [...apps.map((app) => app.process), worker]) if (server) await killHard(server);
    await db?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('streams survive a SIGTERM of their process: reconnected within 5 s, nothing lost or doubled', async () => {
    const victim = await survives('sigterm', stopGracefully);
    expect(victim.process!.child.exitCode).toBe(0);
  }, 180_000);

  it('streams survive a SIGKILL of their process: reconnected within 5 s, nothing lost or doubled', async () => {
    await survives('sigkill', killHard);
  }, 180_000);
});
