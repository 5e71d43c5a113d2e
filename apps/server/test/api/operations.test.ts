import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, api, Errors } from '@kaiwa/contract';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { createDatabase, migrateToLatest, pendingMigrations } from '../../src/db/database';
import { createJobWorker, type JobHandler } from '../../src/jobs/job-worker';
import { createMetrics, serveMetrics } from '../../src/metrics';
import { createInProcessNotifier } from '../../src/realtime/notifier';
import { createTestApp, ManualClock, signUp, type TestApp, testAppPerTest } from '../support/test-app';
import { openEventStream, startConversation } from './conversation-helpers';

const METRICS_TOKEN = 'a-scraper-token-of-32-characters';

describe('GET /api/ready', () => {
  const { t, setUp } = testAppPerTest();

  it('answers 200 on a migrated database with nothing else to wait for', async () => {
    await setUp();
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}${api.ready.path}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers 503 while the process runs a job worker that is not running', async () => {
    await setUp();
    const app = await buildApp({ ...t.deps, services: t.services, isWorkerRunning: t.worker.isRunning });
    const ready = () => app.inject({ method: 'GET', url: `${API_BASE}${api.ready.path}` });
    try {
      const before = await ready();
      expect(before.statusCode).toBe(503);
      expect(before.json()).toEqual({
        success: false,
        error: 'Not ready: job worker not running',
        code: Errors.notReady.code,
      });
      t.worker.start();
      expect((await ready()).statusCode).toBe(200);
      await t.worker.stop();
      expect((await ready()).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe('migrations', () => {
  it('lists what an empty database has still to run, and nothing once migrated', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-migrations-'));
    const { db } = createDatabase({ databaseUrl: undefined, dataDir });
    try {
      const pending = await pendingMigrations(db);
      expect(pending.length).toBeGreaterThan(5);
      expect(pending[0]).toMatch(/^0001/);
      await migrateToLatest(db);
      expect(await pendingMigrations(db)).toEqual([]);
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'run once when three processes start at the same time on an empty PostgreSQL database',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL as string;
      const name = `kaiwa_migrate_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      // Three pools of their own, as three processes would have.
      const databases = [1, 2, 3].map(() => createDatabase({ databaseUrl: url.toString(), dataDir: '' }).db);
      try {
        await Promise.all(databases.map((db) => migrateToLatest(db)));
        expect(await pendingMigrations(databases[0]!)).toEqual([]);
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        const { rows } = await client.query(
          'SELECT name, count(*)::int AS runs FROM kysely_migration GROUP BY name',
        );
        await client.end();
        expect(rows.length).toBeGreaterThan(5);
        expect(rows.every((row: { runs: number }) => row.runs === 1)).toBe(true);
      } finally {
        await Promise.all(databases.map((db) => db.destroy()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});

describe('database connections', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'are at most DATABASE_POOL_SIZE per process on PostgreSQL',
    async () => {
      const { db } = createDatabase({
        databaseUrl: process.env.TEST_DATABASE_URL,
        poolSize: 2,
        dataDir: '',
      });
      try {
        // Four queries at once, each holding its connection a moment: they share two backends.
        const pids = await Promise.all(
          [1, 2, 3, 4].map(async () => {
            const { rows } = await sql<{
              pid: number;
            }>`SELECT pg_backend_pid() AS pid, pg_sleep(0.1)`.execute(db);
            return rows[0]!.pid;
          }),
        );
        expect(new Set(pids).size).toBe(2);
      } finally {
        await db.destroy();
      }
    },
  );
});

describe('metrics', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('are not served unless METRICS is on', async () => {
    t = await createTestApp();
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).statusCode).toBe(404);
  });

  it('are served on the public port only to a scraper bearing METRICS_TOKEN', async () => {
    t = await createTestApp({ env: { METRICS: 'true', METRICS_TOKEN } });
    for (const refused of [undefined, 'Bearer wrong-token', METRICS_TOKEN]) {
      const response = await scrape(refused);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: Errors.unauthorized.code });
    }
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).statusCode).toBe(200);
  });

  it('report request latency per route pattern, the job queue by type and event-loop lag', async () => {
    t = await createTestApp({ env: { METRICS: 'true', METRICS_TOKEN } });
    const learner = await signUp(t);
    await t.app.inject({ method: 'GET', url: `${API_BASE}${api.getSpeed.path}`, headers: learner.headers });
    await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${api.submitTranslationTask.path}`,
      headers: learner.headers,
      payload: { input_text: '猫です', source_language: 'Japanese', target_language: 'English', context: '' },
    });

    const response = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /kaiwa_http_request_duration_seconds_count\{method="GET",route="\/api\/account\/getSpeed",status="200"\} 1/,
    );
    expect(text).toMatch(/kaiwa_job_queue_depth\{type="[a-z.-]*translat[a-z.-]*"\} 1/);
    expect(text).toMatch(/kaiwa_job_queue_wait_seconds\{type="[a-z.-]*translat[a-z.-]*"\} 0/);
    expect(text).toMatch(/kaiwa_nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/kaiwa_open_event_streams 0/);
  });

  it('count the event streams open on the process', async () => {
    t = await createTestApp({ env: { METRICS: 'true', METRICS_TOKEN } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const learner = await signUp(t);
    const conversationId = await startConversation(t, learner.headers, { character_ids: ['tanaka'] });
    const openStreams = async () =>
      Number(/kaiwa_open_event_streams (\d+)/.exec((await scrape(`Bearer ${METRICS_TOKEN}`)).body)?.[1]);
    const streams = [
      await openEventStream(baseUrl, learner.headers, conversationId),
      await openEventStream(baseUrl, learner.headers, conversationId),
    ];
    await Promise.all(streams.map((stream) => stream.waitFor('connected', () => stream.text() !== '')));
    expect(await openStreams()).toBe(2);
    streams[0]!.close();
    await expect.poll(openStreams).toBe(1);
    streams[1]!.close();
    await expect.poll(openStreams).toBe(0);
  });

  it('count job failures by type, final or not', async () => {
    const clock = new ManualClock();
    t = await createTestApp({ clock });
    const metrics = createMetrics(t.services.jobQueue);
    const failing = {
      type: 'always-fails',
      payload: z.object({}),
      timeoutMs: 2000,
      maxAttempts: 2,
      handle: async () => {
        throw new Error('broken on purpose');
      },
    } as JobHandler<Record<string, never>>;
    const worker = createJobWorker({
      queue: t.services.jobQueue,
      notifier: createInProcessNotifier(),
      handlers: [failing],
      logger: pino({ level: 'silent' }),
      onFailure: metrics.jobFailed,
    });
    await t.services.jobQueue.enqueue(failing, {});
    await worker.runUntilIdle();
    clock.advance(60 * 60 * 1000);
    await worker.runUntilIdle();
    const text = await metrics.registry.metrics();
    expect(text).toContain('kaiwa_job_failures_total{type="always-fails",final="false"} 1');
    expect(text).toContain('kaiwa_job_failures_total{type="always-fails",final="true"} 1');
  });

  it('can be served on a port of their own (METRICS_PORT), for the worker process too', async () => {
    t = await createTestApp();
    const server = await serveMetrics(t.services.metrics, '127.0.0.1', 0);
    try {
      const address = server.address() as { port: number };
      const ok = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('kaiwa_job_queue_depth');
      expect((await fetch(`http://127.0.0.1:${address.port}/other`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
