// Simulated learners against the built server (`npm run build` first), on loopback, bounded in count and time:
// each registers, starts a conversation, keeps its event stream open, posts every LOAD_POST_EVERY_MS (± 50 %)
// and loads another screen after each post. Set-ups: (a) one process on SQLite, inline worker; (b) two app
// processes and one external worker on PostgreSQL behind a round-robin proxy (needs LOAD_DATABASE_URL, a
// superuser URL, or TEST_DATABASE_URL as scripts/with-postgres.sh gives it). Offline AI engine.
// Prints API p50/p99, post → reply on the stream p50/p99, errors, CPU and RSS per process and the load
// generator's own CPU. Asserts nothing.
//
//   LOAD_LEARNERS=100 LOAD_SECONDS=60 [LOAD_SETUPS=sqlite,postgres] npx tsx bench/load.ts

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API_BASE,
  api,
  type CallDefinition,
  type CharactersResponse,
  ConversationEvent,
  IDEMPOTENCY_KEY_HEADER,
  type LoginResponse,
  type Message,
} from '@kaiwa/contract';
import pg from 'pg';
import { startRoundRobinProxy } from '../apps/server/test/fault/round-robin-proxy';
import { startBuiltServer, treeRssMiB } from './support';

const LEARNERS = Number(process.env.LOAD_LEARNERS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const POST_EVERY_MS = Number(process.env.LOAD_POST_EVERY_MS ?? 30_000);
const SETUPS = (process.env.LOAD_SETUPS ?? 'sqlite,postgres').split(',');
/** Sign-ups (password hashing: CPU-bound) and conversations started at the same time while setting up. */
const SETUP_CONCURRENCY = 4;
const adminUrl = process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const WORKER_MAIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/dist/worker.js',
);

/** What the servers under test allow: every learner signs up from 127.0.0.1 and posts often. */
const SERVER_ENV = { SIGNUPS_PER_HOUR: '1000000', AI_JOBS_PER_MINUTE: '1000', AI_PROVIDER: 'offline' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const row = (name: string, values: number[]) =>
  `${name.padEnd(30)} p50 ${percentile(values, 50).toFixed(1).padStart(8)} ms   p99 ${percentile(values, 99)
    .toFixed(1)
    .padStart(8)} ms   (n=${values.length})`;

/** Linux's USER_HZ: /proc counts CPU time in these ticks per second. */
const CLOCK_TICKS = 100;
/** CPU seconds a process has used so far (user + system), from /proc. */
const cpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};

type Measured = { name: string; pid: number };

async function runLoad(baseUrl: string, processes: Measured[]) {
  const apiMs: number[] = [];
  const replyMs: number[] = [];
  let errors = 0;
  let streamDrops = 0;
  const stop = new AbortController();

  async function call<T>(
    { method, path: route }: CallDefinition,
    headers: Record<string, string>,
    body?: object,
  ) {
    const query = method === 'GET' && body ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${API_BASE}${route}${query}`, {
        method,
        headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        signal: AbortSignal.timeout(120_000),
      });
      const json = (await response.json()) as T;
      if (!response.ok) throw new Error(`${route} answered ${response.status}: ${JSON.stringify(json)}`);
      return { json, ms: performance.now() - started };
    } catch (error) {
      errors += 1;
      throw error;
    }
  }

  async function learner(n: number) {
    const tag = randomBytes(4).toString('hex');
    const { json: registered } = await call<LoginResponse>(
      api.registerNative,
      {},
      {
        email: `load-${tag}-${n}@example.com`,
        alias: `学習者${n}`,
        password: 'correct horse battery staple',
      },
    );
    const headers = {
      authorization: `Bearer ${registered.user.auth_token}`,
      'x-user-id': registered.user.user_id,
    };
    const { json: characters } = await call<CharactersResponse>(api.getCharacters, headers);
    const { json: started } = await call<{ conversation_id: string }>(api.startConversation, headers, {
      character_ids: [characters.characters[n % characters.characters.length]!.character_id],
    });
    const conversationId = started.conversation_id;
    return { headers, conversationId };
  }

  console.log(`setting up ${LEARNERS} learners…`);
  const learners: Awaited<ReturnType<typeof learner>>[] = [];
  for (let n = 0; n < LEARNERS; n += SETUP_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SETUP_CONCURRENCY, LEARNERS - n) }, (_, i) => learner(n + i));
    learners.push(...(await Promise.all(batch)));
    process.stdout.write(`\r${learners.length} learners ready`);
  }
  process.stdout.write('\n');
  apiMs.length = 0;
  errors = 0;

  /** Follows a learner's stream until the run ends; `onReply` hears each new character message. */
  const follow = async (l: (typeof learners)[number], onReply: (message: Message) => void) => {
    const seen = new Set<string>();
    let lastEventId: string | undefined;
    while (!stop.signal.aborted) {
      try {
        const response = await fetch(
          `${baseUrl}${API_BASE}${api.conversationEvents.path}?conversation_id=${l.conversationId}`,
          {
            headers: { ...l.headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
            signal: stop.signal,
          },
        );
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        let buffer = '';
        for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const lines = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            lastEventId = lines.find((line) => line.startsWith('id: '))?.slice(4) ?? lastEventId;
            const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
            if (!data) continue;
            const event = ConversationEvent.parse(JSON.parse(data));
            if (event.type !== 'message' || event.message.role === 'user') continue;
            if (seen.has(event.message.message_id)) continue;
            seen.add(event.message.message_id);
            onReply(event.message);
          }
        }
      } catch {
        // aborted at the end, or cut off
      }
      if (stop.signal.aborted) return;
      streamDrops += 1;
      await sleep(1000);
    }
  };

  const cpuBefore = processes.map((p) => cpuSeconds(p.pid));
  const ownBefore = process.cpuUsage();
  const startedAt = performance.now();
  const endsAt = Date.now() + SECONDS * 1000;
  const runs = learners.map(async (l, n) => {
    let postedAt: number | undefined;
    const stream = follow(l, () => {
      if (postedAt === undefined) return;
      replyMs.push(performance.now() - postedAt);
      postedAt = undefined;
    });
    // Spread the first posts over one interval, as learners would not all post at once.
    await sleep(Math.random() * POST_EVERY_MS);
    for (let i = 0; Date.now() < endsAt; i += 1) {
      try {
        postedAt = performance.now();
        const posted = await call(
          api.postMessage,
          {
            ...l.headers,
            [IDEMPOTENCY_KEY_HEADER]: `load-${n}-${i}`,
          },
          { conversation_id: l.conversationId, content: `こんにちは。今日は${i}回目です。` },
        );
        apiMs.push(posted.ms);
        // Another screen after each post.
        apiMs.push((await call(api.getLastConversation, l.headers)).ms);
        apiMs.push(
          (
            await call(api.getMessages, l.headers, {
              conversation_id: l.conversationId,
            })
          ).ms,
        );
      } catch {
        // counted in errors
      }
      await sleep(Math.min(POST_EVERY_MS * (0.5 + Math.random()), Math.max(0, endsAt - Date.now())));
    }
    // Wrapped: an async function returning the promise itself would wait for the stream to end.
    return { stream };
  });
  const streams = (await Promise.all(runs)).map((run) => run.stream);
  // Replies to the last posts may still arrive.
  await sleep(2000);
  const seconds = (performance.now() - startedAt) / 1000;
  const cpu = processes.map((p, i) => ((cpuSeconds(p.pid) - cpuBefore[i]!) / seconds) * 100);
  const rss = processes.map((p) => treeRssMiB(p.pid));
  const own = process.cpuUsage(ownBefore);
  stop.abort();
  await Promise.all(streams);

  console.log(row('API (post, two screen loads)', apiMs));
  console.log(row('post → reply on the stream', replyMs));
  console.log(`errors ${errors}, stream reconnects ${streamDrops}, ${seconds.toFixed(0)} s`);
  for (const [i, p] of processes.entries()) {
    const usage = `CPU ${cpu[i]!.toFixed(0).padStart(4)} % of one core   RSS ${rss[i]!.toFixed(0)} MiB`;
    console.log(`${p.name.padEnd(30)} ${usage}`);
  }
  console.log(
    `${'load generator (with proxy)'.padEnd(30)} CPU ${(((own.user + own.system) / 1e6 / seconds) * 100).toFixed(0).padStart(4)} % of one core`,
  );
}

async function sqliteSetUp() {
  console.log(`\n(a) one process on SQLite, ${LEARNERS} learners, ${SECONDS} s`);
  const server = await startBuiltServer(SERVER_ENV);
  try {
    await runLoad(server.baseUrl, [{ name: 'app (SQLite, inline worker)', pid: server.process.pid! }]);
  } finally {
    await server.stop();
  }
}

async function postgresSetUp() {
  if (!adminUrl) {
    console.log('\n(b) skipped: set LOAD_DATABASE_URL (or run inside scripts/with-postgres.sh)');
    return;
  }
  console.log(
    `\n(b) two app processes and one worker on PostgreSQL behind a proxy, ${LEARNERS} learners, ${SECONDS} s`,
  );
  const database = `kaiwa_load_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const env = { ...SERVER_ENV, DATABASE_URL: url.toString(), WORKER_MODE: 'external' };
  const apps = [await startBuiltServer(env), await startBuiltServer(env)];
  const worker: ChildProcess = spawn(process.execPath, [WORKER_MAIN], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const proxy = await startRoundRobinProxy(apps.map((app) => app.baseUrl));
  try {
    await runLoad(proxy.url, [
      { name: 'app 1', pid: apps[0]!.process.pid! },
      { name: 'app 2', pid: apps[1]!.process.pid! },
      { name: 'worker', pid: worker.pid! },
    ]);
  } finally {
    await proxy.close();
    worker.kill('SIGTERM');
    await new Promise((resolve) => worker.once('exit', resolve));
    for (const app of apps) await app.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

if (SETUPS.includes('sqlite')) await sqliteSetUp();
if (SETUPS.includes('postgres')) await postgresSetUp();
