import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createDatabase } from '../../src/db/database';
import { backoffMs, createJobQueue, type JobQueue } from '../../src/jobs/job-queue';
import { createJobWorker, type JobHandler, PermanentJobError } from '../../src/jobs/job-worker';
import { createInProcessNotifier } from '../../src/realtime/notifier';
import { createTestApp, ManualClock, type TestApp } from '../support/test-app';

const logger = pino({ level: 'silent' });
const EchoPayload = z.object({ text: z.string() });

function echoHandler(
  handle: JobHandler<{ text: string }>['handle'],
  overrides: Partial<JobHandler<unknown>> = {},
) {
  return {
    type: 'echo',
    payload: EchoPayload,
    timeoutMs: 2000,
    maxAttempts: 3,
    handle,
    ...overrides,
  } as JobHandler<{
    text: string;
  }>;
}

describe('job queue', () => {
  let t: TestApp;
  let clock: ManualClock;
  let queue: JobQueue;
  const notifier = createInProcessNotifier();

  beforeEach(async () => {
    clock = new ManualClock();
    t = await createTestApp({ clock });
    queue = createJobQueue({ db: t.db, engine: t.engine, clock, notifier });
  });
  afterEach(async () => {
    await t.close();
  });

  const worker = (handler: JobHandler<{ text: string }>, concurrency = 2) =>
    createJobWorker({ queue, notifier, handlers: [handler], logger, concurrency });

  it('runs a job with its payload and marks it completed', async () => {
    const seen: string[] = [];
    const handler = echoHandler(async ({ text }) => {
      seen.push(text);
    });
    const job = await queue.enqueue(handler, { text: 'こんにちは' });
    expect(job.status).toBe('queued');
    await worker(handler).runUntilIdle();
    expect(seen).toEqual(['こんにちは']);
    expect(await queue.get(job.id)).toMatchObject({ status: 'completed', attempts: 1, lastError: null });
  });

  it('claims as many jobs as it has free slots in one round trip, oldest first', async () => {
    const started: string[] = [];
    const handler = echoHandler(async ({ text }) => {
      started.push(text);
    });
    for (let i = 0; i < 5; i += 1) {
      await queue.enqueue(handler, { text: `job-${i}` });
      clock.advance(1);
    }
    const claim = vi.spyOn(queue, 'claim');
    await worker(handler, 3).runUntilIdle();
    expect(started).toEqual(['job-0', 'job-1', 'job-2', 'job-3', 'job-4']);
    const first = await claim.mock.results[0]!.value;
    expect(first.map((job: { payload: string }) => JSON.parse(job.payload).text)).toEqual([
      'job-0',
      'job-1',
      'job-2',
    ]);
    expect(claim.mock.calls[0]![2]).toBe(3);
  });

  it('refuses a payload that does not match the job type', async () => {
    const handler = echoHandler(async () => {});
    await expect(queue.enqueue(handler, { text: 42 } as unknown as { text: string })).rejects.toThrow();
  });

  it('enqueues once per idempotency key', async () => {
    let runs = 0;
    const handler = echoHandler(async () => {
      runs += 1;
    });
    const first = await queue.enqueue(handler, { text: 'a' }, { idempotencyKey: 'reply:m1' });
    const second = await queue.enqueue(handler, { text: 'a' }, { idempotencyKey: 'reply:m1' });
    expect(second.id).toBe(first.id);
    await worker(handler).runUntilIdle();
    expect(runs).toBe(1);
    expect((await queue.getByKey('reply:m1'))?.status).toBe('completed');
  });

  it('writes jobs queued at once in one statement, and answers a used key with the job that holds it', async () => {
    const inserts: string[] = [];
    const counted = t.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'InsertQueryNode') inserts.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const wakeUps: string[] = [];
    const listening = {
      ...notifier,
      publish: async (_channel: string, type: string) => void wakeUps.push(type),
    };
    queue = createJobQueue({ db: counted, engine: t.engine, clock, notifier: listening });
    const texts: string[] = [];
    const handler = echoHandler(async (payload) => {
      texts.push(payload.text);
    });
    const earlier = await queue.enqueue(handler, { text: 'x' }, { idempotencyKey: 'k0' });
    inserts.length = 0;
    wakeUps.length = 0;
    const [a, b, c, d] = await Promise.all([
      queue.enqueue(handler, { text: 'a' }, { idempotencyKey: 'k1' }),
      queue.enqueue(handler, { text: 'b' }, { idempotencyKey: 'k1' }),
      queue.enqueue(handler, { text: 'c' }, { idempotencyKey: 'k0' }),
      queue.enqueue(handler, { text: 'd' }),
    ]);
    expect(inserts).toHaveLength(1);
    expect(b!.id).toBe(a!.id);
    expect(c!.id).toBe(earlier.id);
    expect(new Set([earlier.id, a!.id, d!.id]).size).toBe(3);
    expect(wakeUps).toEqual(['echo']);
    await worker(handler).runUntilIdle();
    expect(texts.sort()).toEqual(['a', 'd', 'x']);
  });

  it('retries with backoff and succeeds on a later attempt', async () => {
    let calls = 0;
    const handler = echoHandler(async () => {
      calls += 1;
      if (calls === 1) throw new Error('provider unavailable');
    });
    const job = await queue.enqueue(handler, { text: 'x' });
    const w = worker(handler);
    await w.runUntilIdle();
    expect(await queue.get(job.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'provider unavailable',
    });
    await w.runUntilIdle();
    expect(calls).toBe(1); // not due yet: backoff holds it back
    clock.advance(backoffMs(1, () => 1));
    await w.runUntilIdle();
    expect(calls).toBe(2);
    expect(await queue.get(job.id)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('fails with the last reason once attempts are used up', async () => {
    const handler = echoHandler(
      async () => {
        throw new Error('model returned invalid JSON');
      },
      { maxAttempts: 2 },
    );
    const job = await queue.enqueue(handler, { text: 'x' });
    const w = worker(handler);
    await w.runUntilIdle();
    clock.advance(10 * 60_000);
    await w.runUntilIdle();
    expect(await queue.get(job.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'model returned invalid JSON',
    });
  });

  it('fails a permanent error at once', async () => {
    const handler = echoHandler(async () => {
      throw new PermanentJobError('message was deleted');
    });
    const job = await queue.enqueue(handler, { text: 'x' });
    await worker(handler).runUntilIdle();
    expect(await queue.get(job.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'message was deleted',
    });
  });

  it('times out an attempt that takes too long and aborts its signal', async () => {
    let aborted = false;
    const handler = echoHandler(
      (_payload, { signal }) =>
        new Promise<void>(() => {
          signal.addEventListener('abort', () => {
            aborted = true;
          });
        }),
      { timeoutMs: 50, maxAttempts: 1 },
    );
    const job = await queue.enqueue(handler, { text: 'slow' });
    await worker(handler).runUntilIdle();
    expect(aborted).toBe(true);
    expect(await queue.get(job.id)).toMatchObject({ status: 'failed', lastError: 'Timed out after 50 ms' });
  });

  it('re-queues a job whose worker crashed and runs it again', async () => {
    const seen: string[] = [];
    const handler = echoHandler(async ({ text }) => {
      seen.push(text);
    });
    const job = await queue.enqueue(handler, { text: 'orphan' });
    // A worker claims the job, then dies without finishing it or sending heartbeats.
    const claimed = await queue.claim('crashed-worker', ['echo']);
    expect(claimed.map((row) => row.id)).toEqual([job.id]);
    expect(await queue.requeueStale(45_000)).toBe(0);
    clock.advance(46_000);
    expect(await queue.requeueStale(45_000)).toBe(1);
    await worker(handler).runUntilIdle();
    expect(seen).toEqual(['orphan']);
    expect((await queue.get(job.id))?.status).toBe('completed');
  });

  it('runs a job its crashed process left running as soon as a sole worker starts', async () => {
    const seen: string[] = [];
    const handler = echoHandler(async ({ text }) => {
      seen.push(text);
    });
    const job = await queue.enqueue(handler, { text: 'cut off' });
    // The process claimed the job and was killed; it restarts a moment later, long before 45 s have passed.
    await queue.claim('killed-process', ['echo']);
    clock.advance(1);
    const restarted = createJobWorker({ queue, notifier, handlers: [handler], logger, soleWorker: true });
    restarted.start();
    try {
      await vi.waitFor(async () => expect((await queue.get(job.id))?.status).toBe('completed'));
    } finally {
      await restarted.stop();
    }
    expect(seen).toEqual(['cut off']);
    expect((await queue.get(job.id))?.attempts).toBe(2);
  });

  it('runs a job queued while the worker was claiming at once, not at the next poll', async () => {
    const seen: string[] = [];
    const handler = echoHandler(async ({ text }) => {
      seen.push(text);
    });
    const claim = queue.claim.bind(queue);
    // The job's notification arrives while the first claim, which found nothing, is still running.
    vi.spyOn(queue, 'claim').mockImplementationOnce(async (...args) => {
      const none = await claim(...args);
      await queue.enqueue(handler, { text: 'すぐに' });
      return none;
    });
    const w = createJobWorker({ queue, notifier, handlers: [handler], logger, pollIntervalMs: 60_000 });
    w.start();
    try {
      await vi.waitFor(() => expect(seen).toEqual(['すぐに']), { timeout: 5_000 });
    } finally {
      await w.stop();
    }
  });

  it('claims once per notified job, not again after each job it finishes while the queue keeps up', async () => {
    const seen: string[] = [];
    const handler = echoHandler(async ({ text }) => {
      seen.push(text);
    });
    const w = createJobWorker({ queue, notifier, handlers: [handler], logger, pollIntervalMs: 60_000 });
    const claim = vi.spyOn(queue, 'claim');
    w.start();
    try {
      await vi.waitFor(() => expect(claim).toHaveBeenCalledTimes(1)); // the first look at start
      await claim.mock.results[0]!.value;
      for (const text of ['一', '二', '三']) {
        await queue.enqueue(handler, { text });
        await vi.waitFor(() => expect(seen.at(-1)).toBe(text));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(claim).toHaveBeenCalledTimes(4);
    } finally {
      await w.stop();
    }
  });

  it('runs jobs queued beyond its free slots as slots free up, without waiting for a poll', async () => {
    const seen: string[] = [];
    const handler = echoHandler(async ({ text }) => {
      seen.push(text);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const w = createJobWorker({
      queue,
      notifier,
      handlers: [handler],
      logger,
      concurrency: 1,
      pollIntervalMs: 60_000,
    });
    w.start();
    try {
      for (let i = 0; i < 4; i += 1) {
        await queue.enqueue(handler, { text: `job-${i}` });
        clock.advance(1);
      }
      await vi.waitFor(() => expect(seen).toEqual(['job-0', 'job-1', 'job-2', 'job-3']), { timeout: 5_000 });
    } finally {
      await w.stop();
    }
  });

  it('completes jobs that finish together, only those still held by the worker that ran them', async () => {
    const handler = echoHandler(async () => {});
    const jobs = [];
    for (let i = 0; i < 4; i += 1) jobs.push(await queue.enqueue(handler, { text: `job-${i}` }));
    const claimed = await queue.claim('worker-a', ['echo'], 4);
    expect(claimed).toHaveLength(4);
    // The last one was taken back as orphaned and claimed by another worker meanwhile.
    await t.db.updateTable('jobs').set({ locked_by: 'worker-b' }).where('id', '=', jobs[3]!.id).execute();
    await Promise.all(jobs.map((job) => queue.complete(job.id, 'worker-a')));
    const statuses = await Promise.all(jobs.map(async (job) => (await queue.get(job.id))?.status));
    expect(statuses).toEqual(['completed', 'completed', 'completed', 'running']);
  });

  it('releases running jobs on a graceful stop without counting the attempt', async () => {
    let started!: () => void;
    const startedPromise = new Promise<void>((resolve) => {
      started = resolve;
    });
    const handler = echoHandler(
      (_payload, { signal }) =>
        new Promise<void>((_, reject) => {
          started();
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const job = await queue.enqueue(handler, { text: 'long' });
    const w = worker(handler);
    w.start();
    await startedPromise;
    await w.stop(20);
    expect(await queue.get(job.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('never runs one job twice when two workers on separate connections compete', async () => {
    const second = createDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
    const otherQueue = createJobQueue({ db: second.db, engine: second.engine, clock, notifier });
    const runs = new Map<string, number>();
    const handler = echoHandler(async ({ text }) => {
      runs.set(text, (runs.get(text) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    });
    for (let i = 0; i < 40; i += 1) await queue.enqueue(handler, { text: `job-${i}` });
    const a = createJobWorker({ queue, notifier, handlers: [handler], logger, concurrency: 4 });
    const b = createJobWorker({ queue: otherQueue, notifier, handlers: [handler], logger, concurrency: 4 });
    try {
      await Promise.all([a.runUntilIdle(), b.runUntilIdle()]);
    } finally {
      await second.db.destroy();
    }
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});

describe('backoffMs', () => {
  it('doubles per attempt within full jitter and caps at five minutes', () => {
    expect(backoffMs(1, () => 0)).toBe(500);
    expect(backoffMs(1, () => 1)).toBe(1000);
    expect(backoffMs(3, () => 1)).toBe(4000);
    expect(backoffMs(30, () => 1)).toBe(300_000);
  });
});
