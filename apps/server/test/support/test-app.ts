import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse, User } from '@kaiwa/contract';
import { Routes } from '@kaiwa/contract';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { createDatabase, migrateToLatest } from '../../src/db/database';
import type { Clock } from '../../src/lib/clock';
import { createMailer } from '../../src/mail/mailer';
import { createFsBlobStore } from '../../src/storage/blob-store';

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

export type TestAppOptions = { env?: Record<string, string>; clock?: Clock };

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
  const app = await buildApp({
    config,
    db,
    engine,
    clock,
    mailer: createMailer(config, silent),
    blobStore: createFsBlobStore(path.join(dataDir, 'blobs')),
  });
  await app.ready();

  return {
    app,
    db,
    engine,
    clock,
    config,
    dataDir,
    async close() {
      await app.close();
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
