import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse, User } from '@kaiwa/contract';
import { Routes } from '@kaiwa/contract';
import pg from 'pg';
import type { AiEngine } from '../../src/ai/ai-engine';
import { createAiEngine } from '../../src/ai/create-ai-engine';
import { japaneseCoreDeps } from '../../src/ai/japanese-core-deps';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { createDatabase, migrateToLatest } from '../../src/db/database';
import type { Clock } from '../../src/lib/clock';
import { createMailer } from '../../src/mail/mailer';
import { createInProcessNotifier, createPostgresNotifier } from '../../src/realtime/notifier';
import { createWorker } from '../../src/runtime';
import { createServices } from '../../src/services';
import { createFsBlobStore } from '../../src/storage/blob-store';
import type { TtsEngine } from '../../src/tts/tts-engine';

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
  if (adminUrl) {
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
  const deps = {
    config,
    db,
    engine,
    clock,
    mailer: createMailer(config, silent),
    blobStore: createFsBlobStore(path.join(dataDir, 'blobs')),
    notifier,
    ai: options.ai ?? createAiEngine(config.ai, japaneseCoreDeps),
    tts: options.tts,
  };
  const services = createServices(deps);
  const app = await buildApp({ ...deps, services });
  await app.ready();
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
    worker,
    notifier,
    async close() {
      await app.close();
      await notifier.close();
      await db.destroy();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

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
    url: `/api${Routes.registerNative}`,
    payload: { email, alias, password },
  });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  // Registration signs the user in, so no extra login (which would count against the sign-in rate limit).
  const user: User = (registered.json() as LoginResponse).user;
  return { user, email, password, headers: authHeaders(user) };
}

export const authHeaders = (user: Pick<User, 'auth_token' | 'user_id'>) => ({
  authorization: `Bearer ${user.auth_token}`,
  'x-user-id': user.user_id,
});
