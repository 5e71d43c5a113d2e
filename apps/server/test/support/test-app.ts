import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse, User } from '@kaiwa/contract';
import { API_BASE, api } from '@kaiwa/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AiEngine } from '../../src/ai/ai-engine';
import { createAiEngine } from '../../src/ai/create-ai-engine';
import { japaneseCoreDeps } from '../../src/ai/japanese-core-deps';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { createDatabase, migrateToLatest } from '../../src/db/database';
import { createJapaneseCore, type JapaneseCore } from '../../src/japanese-core';
import type { Clock } from '../../src/lib/clock';
import { createMailer } from '../../src/mail/mailer';
import { AUTH_LIMITS } from '../../src/modules/auth/auth.service';
import { createInProcessNotifier, createPostgresNotifier } from '../../src/realtime/notifier';
import { createWorker } from '../../src/runtime';
import { createServices } from '../../src/services';
import { openBlobStore } from '../../src/storage/blob-store';
import { createTtsEngine } from '../../src/tts/create-tts-engine';
import type { TtsEngine } from '../../src/tts/tts-engine';
import { checkAnswersAgainstContract } from './contract-check';

let japaneseCore: JapaneseCore | undefined;
/** The core on the generated catalogue, created once per test file like once per process. */
const sharedJapaneseCore = () => {
  japaneseCore ??= createJapaneseCore();
  return japaneseCore;
};

/** A clock tests move by hand (rate-limit windows, token lifetimes). */
export class ManualClock implements Clock {
  constructor(private current = Date.UTC(2026, 0, 15, 9, 0, 0)) {}
  now() {
    return this.current;
  }
  advance(ms: number) {
    this.current += ms;
  }
}

export type TestAppOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  /** The engine behind every AI task; the configured one (offline by default) unless given. */
  ai?: AiEngine;
  /** The speech engine; the configured one (embedded espeak-ng by default) unless given. */
  tts?: TtsEngine;
  /** The Japanese core; the one on the generated catalogue unless given (a fixture catalogue, say). */
  japanese?: JapaneseCore;
  /**
   * Another app whose PostgreSQL database this one uses, as a second process of one installation would (its
   * own notifier included); the database stays until that app closes.
   */
  sameDatabaseAs?: { config: Config };
};

/**
 * A real app on a real, empty, migrated database: SQLite in a temp DATA_DIR by default, or a fresh
 * PostgreSQL database when TEST_DATABASE_URL points at a server (the test command starts one).
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (options.sameDatabaseAs) {
    databaseUrl = options.sameDatabaseAs.config.databaseUrl;
    if (!databaseUrl) throw new Error('sameDatabaseAs needs an app on PostgreSQL');
  } else if (adminUrl) {
    const name = `kaiwa_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://kaiwa.test',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const clock = options.clock ?? new ManualClock();
  const { db, engine } = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  const silent = (await import('pino')).default({ level: 'silent' });
  // On PostgreSQL events go through LISTEN/NOTIFY, as between the processes of a real installation.
  const notifier = databaseUrl ? createPostgresNotifier(databaseUrl, silent) : createInProcessNotifier();
  const japanese = options.japanese ?? sharedJapaneseCore();
  // Files under DATA_DIR on SQLite, the database on PostgreSQL: what a real installation would use.
  const blobStore = openBlobStore(config, silent);
  const deps = {
    config,
    db,
    engine,
    clock,
    mailer: createMailer(config, silent),
    blobStore,
    notifier,
    ai: options.ai ?? createAiEngine(config.ai, japaneseCoreDeps(japanese)),
    tts: options.tts ?? createTtsEngine(config),
    japanese,
  };
  const services = createServices(deps);
  const app = await buildApp({ ...deps, services });
  await app.ready();
  checkAnswersAgainstContract(app);
  /** Never started: tests call `worker.runUntilIdle()` to run the queued jobs at a point they choose. */
  const worker = createWorker(services, deps, silent);

  return {
    app,
    db,
    engine,
    clock,
    config,
    dataDir,
    services,
    /** What the app was built from, for tests that build another app on the same database. */
    deps,
    worker,
    notifier,
    async close() {
      await app.close();
      await services.sessions.usesWritten();
      await notifier.close();
      await blobStore.close();
      await db.destroy();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** A test app on a clock the tests move by hand. */
export type ClockedTestApp = TestApp & { clock: ManualClock };

/**
 * The app all tests of a file share, created before the first and closed after the last. It is handed out at
 * once and filled in before the tests run, so the file keeps it in a top-level const.
 */
export function sharedTestApp(options: Omit<TestAppOptions, 'clock'> = {}): ClockedTestApp {
  const clock = new ManualClock();
  const t = { clock } as ClockedTestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp({ ...options, clock }));
  });
  afterAll(() => t.close());
  return t;
}

/**
 * A fresh app for each test: the test creates it with `setUp`, naming the engines it needs, and it is closed
 * after the test. `t` is always the current test's app.
 */
export function testAppPerTest() {
  const t = {} as ClockedTestApp;
  afterEach(() => t.close());
  const setUp = async (options: Omit<TestAppOptions, 'clock'> = {}) =>
    Object.assign(t, await createTestApp({ ...options, clock: new ManualClock() }));
  return { t, setUp };
}

/** Keys of every stored blob, sorted: files under the blob directory, or rows of PostgreSQL's blobs table. */
export async function storedBlobKeys(testApp: TestApp): Promise<string[]> {
  const dir = testApp.config.blobDir;
  if (!dir) {
    const { rows } = await sql<{ key: string }>`SELECT key FROM blobs ORDER BY key`.execute(testApp.db);
    return rows.map((row) => row.key);
  }
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export const blobExists = async (testApp: TestApp, key: string) =>
  (await storedBlobKeys(testApp)).includes(key);

let userCounter = 0;

/** Registers and signs in a fresh native user; returns the user and the headers of authenticated calls. */
export async function signUp(
  testApp: TestApp,
  overrides: { email?: string; alias?: string; password?: string } = {},
) {
  userCounter += 1;
  const email = overrides.email ?? `learner${userCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct horse battery staple';
  const alias = overrides.alias ?? `タロウ${userCounter}`;
  const registered = await testApp.app.inject({
    method: 'POST',
    url: `${API_BASE}${api.registerNative.path}`,
    payload: { email, alias, password },
    // Each from a client address of its own, as different people's sign-ups would be: one address may create
    // only SIGNUPS_PER_HOUR accounts an hour (that limit has tests of its own).
    remoteAddress: `198.18.${(userCounter >> 8) & 255}.${userCounter & 255}`,
  });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  // Registration signs the user in, so no extra login (which would count against the sign-in rate limit).
  const user: User = (registered.json() as LoginResponse).user;
  return { user, email, password, headers: authHeaders(user) };
}

export type Learner = Awaited<ReturnType<typeof signUp>>;

/**
 * `signUp` for an app that many sign-ups share: they all come from the same test client, so the clock first
 * moves past the per-IP sign-in window.
 */
export function signUpPastIpLimit(testApp: ClockedTestApp, overrides?: Parameters<typeof signUp>[1]) {
  testApp.clock.advance(AUTH_LIMITS.loginPerIp.windowMs);
  return signUp(testApp, overrides);
}

/** GET and POST calls to API routes with a caller's headers (`{ headers: {} }` for no one). */
export function apiCalls(testApp: TestApp) {
  type Caller = { headers: Record<string, string> };
  return {
    get: (route: string, caller: Caller) =>
      testApp.app.inject({ method: 'GET', url: `${API_BASE}${route}`, headers: caller.headers }),
    post: (route: string, caller: Caller, payload?: object) =>
      testApp.app.inject({ method: 'POST', url: `${API_BASE}${route}`, headers: caller.headers, payload }),
  };
}

export const authHeaders = (user: Pick<User, 'auth_token' | 'user_id'>) => ({
  authorization: `Bearer ${user.auth_token}`,
  'x-user-id': user.user_id,
});

/** Headers a call must refuse with 401: none, a made-up token, and `a`'s token sent under `b`'s user id. */
export const badAuthHeaders = (a: Learner, b: Learner): Record<string, string>[] => [
  {},
  authHeaders({ auth_token: 'not-a-real-token', user_id: a.user.user_id }),
  authHeaders({ auth_token: a.user.auth_token, user_id: b.user.user_id }),
];
