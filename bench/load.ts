// Simulated learners against the built server (`npm run build` first), on loopback, bounded in count and time:
// each registers, starts a conversation, keeps its event stream open, posts every LOAD_POST_EVERY_MS (± 50 %)
// and loads another screen after each post. Set-ups: (a) one process on SQLite, inline worker; (b) two app
// processes and one external worker on PostgreSQL behind a round-robin proxy (needs LOAD_DATABASE_URL, a
// superuser URL, or TEST_DATABASE_URL as scripts/with-postgres.sh gives it). Offline AI engine.
// Learners behave as the web client does when a process goes away: a post is sent again with its
// Idempotency-Key after a 5xx or a network error, a screen load is retried once, and the event stream is
// reopened with Last-Event-ID. LOAD_KILL=1 (set-up (b)) stops the app process most streams are on with SIGTERM
// at a third of the run and, after it is back, one with SIGKILL at two thirds (a supervisor restarts each).
// Prints API p50/p99, post → reply on the stream p50/p99, errors (with the first distinct ones), CPU and RSS
// per process, the load generator's own CPU and, at the end, whether any acknowledged post was lost, any reply
// written twice (b) or any stream left without a stored message; with LOAD_KILL, how fast the streams moved.
// Asserts nothing.
//
//   LOAD_LEARNERS=100 LOAD_SECONDS=60 [LOAD_SETUPS=sqlite,postgres] [LOAD_KILL=1] npx tsx bench/load.ts
// LOAD_RESTART_AFTER_MS=5000 has the supervisor wait that long before starting a stopped process again.
// The servers inherit the environment: e.g. WORKER_CONCURRENCY=32 for the external worker of (b).

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  api,
  type CallDefinition,
  type CharactersResponse,
  type LoginResponse,
  type MessagesResponse,
} from '@kaiwa/contract';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  failureText,
  followStream,
  postUntilAcknowledged,
  send,
} from '../apps/server/test/fault/learner-client';
import { startRoundRobinProxy } from '../apps/server/test/fault/round-robin-proxy';
import {
  benchNodeArgs,
  percentile,
  type RunningServer,
  startBuiltServer,
  treeCpuSeconds,
  treeRssMiB,
} from './support';

const LEARNERS = Number(process.env.LOAD_LEARNERS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const POST_EVERY_MS = Number(process.env.LOAD_POST_EVERY_MS ?? 30_000);
const SETUPS = (process.env.LOAD_SETUPS ?? 'sqlite,postgres').split(',');
const KILL = process.env.LOAD_KILL === '1';
/** How long the supervisor waits before starting a stopped process again (systemd's RestartSec). */
const RESTART_AFTER_MS = Number(process.env.LOAD_RESTART_AFTER_MS ?? 0);
/** Sign-ups (password hashing: CPU-bound) and conversations started at the same time while setting up. */
const SETUP_CONCURRENCY = 4;
/** Beyond these a call counts as failed: at saturation answers take tens of seconds. */
const CALL_TIMEOUT_MS = 120_000;
/** As the web client's queries: a failed screen load is tried once more after a second. */
const SCREEN_RETRY_AFTER_MS = 1_000;
/** How long the end of the run waits for the last replies, and for the streams to hold every stored message. */
const SETTLE_WITHIN_MS = 60_000;
const adminUrl = process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const WORKER_MAIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/dist/worker.js',
);

/**
 * What the servers under test allow: every learner signs up from 127.0.0.1 and posts often. Not more than
 * needed: each hit reads the rows of its bucket, as many as the limit once it is in use.
 */
const SERVER_ENV = {
  SIGNUPS_PER_HOUR: String(LEARNERS),
  AI_JOBS_PER_MINUTE: '1000',
  AI_PROVIDER: 'offline',
  // The queue's depth, to start measuring once the jobs of setting up are done and to end once the last are.
  METRICS: 'true',
  METRICS_TOKEN: randomBytes(16).toString('hex'),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const row = (name: string, values: number[]) =>
  `${name.padEnd(30)} p50 ${percentile(values, 50).toFixed(1).padStart(8)} ms   p99 ${percentile(values, 99)
    .toFixed(1)
    .padStart(8)} ms   (n=${values.length})`;

/** A process whose CPU and memory are reported; `cpuSeconds` counts the processes it replaced too. */
type Measured = { name: string; cpuSeconds(): number; rssMiB(): number };

/** Runs `work` on every item, `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

type Options = {
  /** Stops the app process at `upstream` with `signal` and starts it again (LOAD_KILL). */
  disrupt?: (upstream: string, signal: NodeJS.Signals) => Promise<void>;
  /** Runs a query on the set-up's database (`?` placeholders), to count replies written twice and time jobs. */
  query?: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  /** The app processes' own addresses, whose `/metrics` tell how long the server itself took per call. */
  appUrls?: string[];
};

const REQUEST_BUCKET = /^kaiwa_http_request_duration_seconds_bucket\{(.*)\} (\S+)$/gm;

/** The text of an app process's `/metrics`. */
async function scrapeMetrics(url: string): Promise<string> {
  const response = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${SERVER_ENV.METRICS_TOKEN}` },
  });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  return response.text();
}

/**
 * How many calls each latency bucket (upper bound in seconds) of the apps' request histograms holds, summed
 * over routes: from a call's request parsed to its response sent. Event streams, open for the whole run, and
 * the scrapes themselves are left out.
 */
async function requestBuckets(urls: string[]): Promise<Map<number, number>> {
  const buckets = new Map<number, number>();
  for (const url of urls) {
    for (const [, labels, count] of (await scrapeMetrics(url)).matchAll(REQUEST_BUCKET)) {
      if (/route="[^"]*(events|metrics)"/.test(labels!)) continue;
      const bound = /le="([^"]+)"/.exec(labels!)![1]!;
      const le = bound === '+Inf' ? Number.POSITIVE_INFINITY : Number(bound);
      buckets.set(le, (buckets.get(le) ?? 0) + Number(count));
    }
  }
  return buckets;
}

/** The bucket bound below which `p` % of the calls counted between two readings of the histograms fall. */
function bucketPercentile(before: Map<number, number>, after: Map<number, number>, p: number): string {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const total = after.get(Number.POSITIVE_INFINITY)! - (before.get(Number.POSITIVE_INFINITY) ?? 0);
  const bound = bounds.find((le) => after.get(le)! - (before.get(le) ?? 0) >= (total * p) / 100);
  return bound === Number.POSITIVE_INFINITY ? `> ${bounds.at(-2)} s` : `≤ ${bound} s`;
}

/** Waits until no due job has waited for a second (what `/metrics` reports), up to `withinMs`; resolves seconds. */
async function queueDrained(baseUrl: string, withinMs: number) {
  const started = performance.now();
  for (const deadline = Date.now() + withinMs; Date.now() < deadline; await sleep(1000)) {
    const waits = [
      ...(await scrapeMetrics(baseUrl)).matchAll(/^kaiwa_job_queue_wait_seconds\{[^}]*\} (\S+)$/gm),
    ];
    if (waits.every(([, seconds]) => Number(seconds) < 1)) break;
  }
  return (performance.now() - started) / 1000;
}

async function runLoad(baseUrl: string, processes: Measured[], { disrupt, query, appUrls }: Options = {}) {
  const apiMs: number[] = [];
  const replyMs: number[] = [];
  let errors = 0;
  let retries = 0;
  /** The text of each distinct failure, with how often it happened. */
  const failures = new Map<string, number>();
  const fail = (text: string) => {
    errors += 1;
    failures.set(text, (failures.get(text) ?? 0) + 1);
  };

  /** A call that must answer 200; anything else rejects with what failed. */
  async function call<T>(definition: CallDefinition, headers: Record<string, string>, body?: object) {
    const started = performance.now();
    const answer = await send<T>(baseUrl, definition, headers, body, CALL_TIMEOUT_MS);
    if (answer.status !== 200) {
      throw new Error(`${definition.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return { json: answer.body, ms: performance.now() - started };
  }

  /** A screen load: tried once more after a failure, as the web client's queries are. */
  async function load<T>(definition: CallDefinition, headers: Record<string, string>, body?: object) {
    try {
      return await call<T>(definition, headers, body);
    } catch {
      retries += 1;
      await sleep(SCREEN_RETRY_AFTER_MS);
      return call<T>(definition, headers, body);
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
    // Opened as the learner arrives, as a learner's stream opens when they sign in: not all at the same moment
    // at the start of the run (that is a restart's reconnection, which LOAD_KILL measures).
    const replies = { postedAt: undefined as number | undefined };
    const seen = new Set<string>();
    const stream = followStream(baseUrl, headers, started.conversation_id, (message) => {
      if (message.role === 'user' || seen.has(message.message_id)) return;
      seen.add(message.message_id);
      if (replies.postedAt === undefined) return;
      replyMs.push(performance.now() - replies.postedAt);
      replies.postedAt = undefined;
    });
    return { n, headers, conversationId: started.conversation_id, stream, replies };
  }

  const setupStarted = performance.now();
  console.log(`setting up ${LEARNERS} learners…`);
  const learners: Awaited<ReturnType<typeof learner>>[] = [];
  for (let n = 0; n < LEARNERS; n += SETUP_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SETUP_CONCURRENCY, LEARNERS - n) }, (_, i) => learner(n + i));
    learners.push(...(await Promise.all(batch)));
    process.stdout.write(`\r${learners.length} learners ready`);
  }
  process.stdout.write(` in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s\n`);
  // Measured from an empty queue, whatever setting up left in it.
  console.log(`jobs of setting up done ${(await queueDrained(baseUrl, 15 * 60_000)).toFixed(0)} s later`);

  const cpuBefore = processes.map((p) => p.cpuSeconds());
  const bucketsBefore = appUrls && (await requestBuckets(appUrls));
  const ownBefore = process.cpuUsage();
  // The learners' timings include the load generator's own stalls: how long its event loop was held up.
  const ownDelay = monitorEventLoopDelay({ resolution: 10 });
  ownDelay.enable();
  const startedAt = performance.now();
  const measuringFrom = Date.now();
  const endsAt = Date.now() + SECONDS * 1000;

  const running = learners.map((l) => {
    /** The id of each message the server acknowledged. */
    const acknowledged: string[] = [];
    const posting = (async () => {
      // Spread the first posts over one interval, as learners would not all post at once.
      await sleep(Math.random() * POST_EVERY_MS);
      for (let i = 0; Date.now() < endsAt; i += 1) {
        try {
          l.replies.postedAt = performance.now();
          const posted = await postUntilAcknowledged(
            baseUrl,
            l.headers,
            l.conversationId,
            `こんにちは。今日は${i}回目です。`,
            `load-${l.n}-${i}`,
            { withinMs: CALL_TIMEOUT_MS, timeoutMs: CALL_TIMEOUT_MS },
          );
          acknowledged.push(posted.message.message_id);
          retries += posted.retries;
          apiMs.push(posted.ms);
          // Another screen after each post.
          apiMs.push((await load(api.getLastConversation, l.headers)).ms);
          apiMs.push((await load(api.getMessages, l.headers, { conversation_id: l.conversationId })).ms);
        } catch (error) {
          fail(failureText(error));
        }
        await sleep(Math.min(POST_EVERY_MS * (0.5 + Math.random()), Math.max(0, endsAt - Date.now())));
      }
    })();
    return { ...l, acknowledged, posting };
  });

  /** Stops the process most streams are on and measures how soon they are back on another. */
  const disruptOnce = async (signal: NodeJS.Signals) => {
    const counts = new Map<string, number>();
    for (const { stream } of running) {
      const upstream = stream.upstream();
      if (upstream) counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
    }
    const victim = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const moved = running
      .filter(({ stream }) => stream.upstream() === victim)
      .map(({ stream }) => ({ stream, connections: stream.connectedAt.length }));
    const stoppedAt = Date.now();
    await disrupt!(victim, signal);
    const reconnectedAt = (m: (typeof moved)[number]) => m.stream.connectedAt[m.connections];
    for (
      const deadline = Date.now() + 30_000;
      Date.now() < deadline && moved.some((m) => !reconnectedAt(m));
    )
      await sleep(200);
    const delays = moved.flatMap((m) => (reconnectedAt(m) ? [reconnectedAt(m)! - stoppedAt] : []));
    console.log(
      `${signal} of the process ${moved.length} of ${running.length} streams were on: reconnected after p50 ${percentile(delays, 50)} ms, p99 ${percentile(delays, 99)} ms, max ${Math.max(...delays)} ms; ${moved.length - delays.length} not within 30 s`,
    );
  };
  const disrupting = (async () => {
    if (!KILL || !disrupt) return;
    await sleep(SECONDS * 333);
    await disruptOnce('SIGTERM');
    await sleep(Math.max(0, startedAt + SECONDS * 667 - performance.now()));
    await disruptOnce('SIGKILL');
  })();

  await Promise.all(running.map((r) => r.posting));
  await disrupting;
  // Replies to the last posts may still arrive.
  await sleep(2000);
  const seconds = (performance.now() - startedAt) / 1000;
  const cpu = processes.map((p, i) => ((p.cpuSeconds() - cpuBefore[i]!) / seconds) * 100);
  const rss = processes.map((p) => p.rssMiB());
  const own = process.cpuUsage(ownBefore);
  ownDelay.disable();
  const bucketsAfter = bucketsBefore && appUrls && (await requestBuckets(appUrls));

  console.log(row('API (post, two screen loads)', apiMs));
  if (bucketsBefore && bucketsAfter) {
    console.log(
      `${'API, timed in the server'.padEnd(30)} p50 ${bucketPercentile(bucketsBefore, bucketsAfter, 50)}   p99 ${bucketPercentile(bucketsBefore, bucketsAfter, 99)}   (its histogram's buckets)`,
    );
  }
  console.log(row('post → reply on the stream', replyMs));
  const streamReconnects = running.reduce((sum, r) => sum + Math.max(0, r.stream.connectedAt.length - 1), 0);
  console.log(
    `errors ${errors}, retries ${retries}, stream reconnects ${streamReconnects}, ${seconds.toFixed(0)} s`,
  );
  for (const [text, count] of [...failures].slice(0, 5)) console.log(`  ${count} × ${text.slice(0, 300)}`);
  for (const [i, p] of processes.entries()) {
    const usage = `CPU ${cpu[i]!.toFixed(0).padStart(4)} % of one core   RSS ${rss[i]!.toFixed(0)} MiB`;
    console.log(`${p.name.padEnd(30)} ${usage}`);
  }
  console.log(
    `${'load generator (with proxy)'.padEnd(30)} CPU ${(((own.user + own.system) / 1e6 / seconds) * 100).toFixed(0).padStart(4)} % of one core` +
      `   event loop delayed p99 ${(ownDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(ownDelay.max / 1e6).toFixed(0)} ms`,
  );

  // What the learners were told against what is stored, once every reply has been written.
  const settleBy = Date.now() + SETTLE_WITHIN_MS;
  await queueDrained(baseUrl, SETTLE_WITHIN_MS);
  let lost = 0;
  let acknowledgedCount = 0;
  /** For each learner whose stream lacks a stored message, what it lacks. */
  let incomplete: string[] = [];
  for (;;) {
    lost = 0;
    acknowledgedCount = 0;
    incomplete = [];
    await eachLimited(running, 8, async (r) => {
      const { json } = await call<MessagesResponse>(api.getMessages, r.headers, {
        conversation_id: r.conversationId,
      });
      const stored = new Set(json.messages.filter((m) => m.role === 'user').map((m) => m.message_id));
      acknowledgedCount += r.acknowledged.length;
      lost += r.acknowledged.filter((id) => !stored.has(id)).length;
      const lacking = json.messages.find(
        (m) => JSON.stringify(r.stream.messages.get(m.message_id)) !== JSON.stringify(m),
      );
      if (lacking) {
        const received = r.stream.messages.get(lacking.message_id);
        incomplete.push(
          `${r.conversationId}: ${received ? 'an older version of' : 'no'} ${lacking.role} message ${lacking.message_id}` +
            ` (stored ${json.messages.indexOf(lacking) + 1}th of ${json.messages.length}; ${r.stream.messages.size} received, ${r.stream.connectedAt.length} connections)` +
            (received ? `: received ${JSON.stringify(received)}, stored ${JSON.stringify(lacking)}` : ''),
        );
      }
    });
    if (incomplete.length === 0 || Date.now() > settleBy) break;
    await sleep(1000);
  }
  console.log(
    `acknowledged posts lost ${lost} of ${acknowledgedCount}; streams holding every stored message as stored ${running.length - incomplete.length} of ${running.length}`,
  );
  for (const text of incomplete.slice(0, 3)) console.log(`  ${text.slice(0, 600)}`);
  if (query) {
    const [written] = await query(
      `SELECT count(*) AS n, count(DISTINCT idempotency_key) AS distinct_keys FROM messages WHERE role <> 'user'`,
    );
    const n = Number(written!.n);
    console.log(`replies written twice ${n - Number(written!.distinct_keys)} of ${n}`);
    // Where a reply's time goes, per job type: waiting to be claimed (due → claimed) and running (claimed →
    // done). A claim sets heartbeat_at, and these jobs finish before their first heartbeat.
    const jobs = await query(
      `SELECT type, heartbeat_at - run_at AS waited, updated_at - heartbeat_at AS ran FROM jobs
       WHERE status = 'completed' AND run_at >= ?`,
      [measuringFrom],
    );
    const byType = new Map<string, { waited: number[]; ran: number[] }>();
    for (const job of jobs) {
      const times = byType.get(String(job.type)) ?? { waited: [], ran: [] };
      times.waited.push(Number(job.waited));
      times.ran.push(Number(job.ran));
      byType.set(String(job.type), times);
    }
    for (const [type, { waited, ran }] of [...byType].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(
        `${`job ${type}`.padEnd(30)} due → claimed p50 ${percentile(waited, 50)} ms   p99 ${percentile(waited, 99)} ms` +
          `   claimed → done p50 ${percentile(ran, 50)} ms   p99 ${percentile(ran, 99)} ms   (n=${waited.length})`,
      );
    }
  }
  await Promise.all(running.map((r) => r.stream.stop()));
}

/**
 * The CPU and memory of a process and its helpers (the tokenizer) that may be replaced: the CPU of the ones
 * before it counts too.
 */
const measuredSlot = (name: string, pid: () => number) => {
  let spentBefore = 0;
  return {
    name,
    cpuSeconds: () => spentBefore + treeCpuSeconds(pid()),
    rssMiB: () => treeRssMiB(pid()),
    /** Call just before the process is stopped. */
    replacing: () => {
      spentBefore += treeCpuSeconds(pid());
    },
  };
};

/** The PostgreSQL server on this machine, when its data directory can be read (as with scripts/with-postgres.sh). */
async function postgresServer(admin: pg.Client): Promise<Measured | undefined> {
  try {
    const { rows } = await admin.query(`SELECT current_setting('data_directory') AS dir`);
    const postmaster = Number(fs.readFileSync(`${rows[0].dir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return measuredSlot('PostgreSQL (all processes)', () => postmaster);
  } catch {
    return undefined;
  }
}

async function sqliteSetUp() {
  console.log(`\n(a) one process on SQLite, ${LEARNERS} learners, ${SECONDS} s`);
  const server = await startBuiltServer(SERVER_ENV);
  try {
    // Read-only beside the running server, as any SQLite reader in WAL mode may.
    const file = new SQLite(path.join(server.dataDir, 'kaiwa.sqlite'), { readonly: true });
    try {
      await runLoad(
        server.baseUrl,
        [measuredSlot('app (SQLite, inline worker)', () => server.process.pid!)],
        {
          appUrls: [server.baseUrl],
          query: async (sql, params = []) => file.prepare(sql).all(...params) as Record<string, unknown>[],
        },
      );
    } finally {
      file.close();
    }
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
    `\n(b) two app processes and one worker on PostgreSQL behind a proxy, ${LEARNERS} learners, ${SECONDS} s${KILL ? ', one SIGTERM and one SIGKILL' : ''}`,
  );
  const database = `kaiwa_load_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const env = { ...SERVER_ENV, DATABASE_URL: url.toString(), WORKER_MODE: 'external' };
  const apps: RunningServer[] = [await startBuiltServer(env), await startBuiltServer(env)];
  const worker: ChildProcess = spawn(process.execPath, [...benchNodeArgs(), WORKER_MAIN], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const slots = apps.map((_, i) => measuredSlot(`app ${i + 1}`, () => apps[i]!.process.pid!));
  const proxy = await startRoundRobinProxy(apps.map((app) => app.baseUrl));
  /** As a supervisor would: the stopped process is started again on its port. */
  const disrupt = async (upstream: string, signal: NodeJS.Signals) => {
    const i = apps.findIndex((app) => app.baseUrl === upstream);
    slots[i]!.replacing();
    await apps[i]!.stop(signal);
    await sleep(RESTART_AFTER_MS);
    apps[i] = await startBuiltServer(env, Number(new URL(upstream).port));
  };
  try {
    const postgres = await postgresServer(admin);
    await runLoad(
      proxy.url,
      [...slots, measuredSlot('worker', () => worker.pid!), ...(postgres ? [postgres] : [])],
      {
        disrupt,
        // A restarted process starts its histograms again, so the server's own figures are left out then.
        appUrls: KILL ? undefined : apps.map((app) => app.baseUrl),
        query: async (sql, params = []) => {
          let n = 0;
          return (
            await db.query(
              sql.replace(/\?/g, () => `$${++n}`),
              params,
            )
          ).rows;
        },
      },
    );
  } finally {
    await proxy.close();
    worker.kill('SIGTERM');
    await new Promise((resolve) => worker.once('exit', resolve));
    for (const app of apps) await app.stop();
    await db.end();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

if (SETUPS.includes('sqlite')) await sqliteSetUp();
if (SETUPS.includes('postgres')) await postgresSetUp();
