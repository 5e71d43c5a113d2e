import { sql } from 'kysely';
import type { z } from 'zod';
import type { DatabaseEngine, Db } from '../db/database';
import type { JobStatus, JobsTable } from '../db/schema';
import { createBatcher } from '../lib/batcher';
import type { Clock } from '../lib/clock';
import { newId } from '../lib/ids';
import type { Notifier } from '../realtime/notifier';

export const JOBS_CHANNEL = 'jobs';

/** What the queue stores of a kind of job: its name, the schema of its payload and how often it is tried. */
export type JobType<P> = {
  type: string;
  payload: z.ZodType<P>;
  maxAttempts: number;
};

export type JobView = {
  id: string;
  type: string;
  status: JobStatus;
  attempts: number;
  lastError: string | null;
};

const toView = (row: JobsTable): JobView => ({
  id: row.id,
  type: row.type,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
});

/** Exponential backoff with full jitter: 1 s, 2 s, 4 s … capped at 5 minutes. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(300_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * A durable queue in the jobs table. At-least-once: a handler may run again after a crash, so every side
 * effect of a handler must be idempotent (unique keys). Enqueueing with an idempotency key returns the
 * existing job instead of adding a second one.
 */
export function createJobQueue(deps: { db: Db; engine: DatabaseEngine; clock: Clock; notifier: Notifier }) {
  const { db, engine, clock, notifier } = deps;

  async function findByKey(key: string) {
    return db.selectFrom('jobs').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  }

  const completions = createBatcher<{ id: string; workerId: string }, void>(
    async (done) => {
      const now = clock.now();
      // Only a job still locked by the worker that ran it: one taken back as orphaned and claimed again stays so.
      for (const workerId of new Set(done.map((job) => job.workerId))) {
        await db
          .updateTable('jobs')
          .set({
            status: 'completed',
            locked_by: null,
            last_error: null,
            updated_at: now,
          })
          .where(
            'id',
            'in',
            done.filter((job) => job.workerId === workerId).map((job) => job.id),
          )
          .where('locked_by', '=', workerId)
          .execute();
      }
      return done.map(() => undefined);
    },
    { max: 100 },
  );

  const insertions = createBatcher<JobsTable, JobsTable>(
    async (rows) => {
      const inserted = new Set(
        (
          await db
            .insertInto('jobs')
            .values(rows)
            .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
            .returning('id')
            .execute()
        ).map((row) => row.id),
      );
      // A key already used (before, or by an earlier row of this batch) answers with the job that holds it.
      const usedKeys = rows.filter((row) => !inserted.has(row.id) && row.idempotency_key !== null);
      const holders =
        usedKeys.length === 0
          ? []
          : await db
              .selectFrom('jobs')
              .selectAll()
              .where('idempotency_key', 'in', [...new Set(usedKeys.map((row) => row.idempotency_key!))])
              .execute();
      const byKey = new Map(holders.map((row) => [row.idempotency_key, row]));
      const wakeUps = new Set(rows.filter((row) => inserted.has(row.id)).map((row) => row.type));
      await Promise.all([...wakeUps].map((type) => notifier.publish(JOBS_CHANNEL, type)));
      return rows.map((row) => (inserted.has(row.id) ? row : (byKey.get(row.idempotency_key) ?? row)));
    },
    { max: 100 },
  );

  return {
    /**
     * Batched: jobs queued while an insert is on its way go in the next, as one statement (a post queues
     * three at once). With an idempotency key already used, the existing job comes back and nothing is added.
     */
    async enqueue<P>(
      jobType: JobType<P>,
      payload: P,
      options: { idempotencyKey?: string; runAt?: number } = {},
    ): Promise<JobView> {
      const checked = jobType.payload.parse(payload);
      const now = clock.now();
      return toView(
        await insertions.add({
          id: newId(),
          type: jobType.type,
          payload: JSON.stringify(checked),
          status: 'queued',
          attempts: 0,
          max_attempts: jobType.maxAttempts,
          run_at: options.runAt ?? now,
          locked_by: null,
          heartbeat_at: null,
          last_error: null,
          idempotency_key: options.idempotencyKey ?? null,
          created_at: now,
          updated_at: now,
        }),
      );
    },

    /** Per job type: jobs waiting (due or not), and how long the longest-waiting due one has been due. */
    async stats(): Promise<{ type: string; queued: number; waitingMs: number }[]> {
      const now = clock.now();
      const rows = await db
        .selectFrom('jobs')
        .select((eb) => [
          'type',
          eb.fn.countAll().as('queued'),
          eb.fn.min(eb.case().when('run_at', '<=', now).then(eb.ref('run_at')).end()).as('oldest_due'),
        ])
        .where('status', '=', 'queued')
        .groupBy('type')
        .execute();
      return rows.map((row) => ({
        type: row.type,
        queued: Number(row.queued),
        waitingMs: row.oldest_due === null ? 0 : now - Number(row.oldest_due),
      }));
    },

    /**
     * Queues the run of a job that repeats every `everyMs`, for the current period (due at once) or the next
     * one (due when it starts). A period has one run, however many workers and runs ask for it.
     */
    async schedule<P>(
      jobType: JobType<P>,
      payload: P,
      everyMs: number,
      period: 'current' | 'next',
    ): Promise<void> {
      const now = clock.now();
      const index = Math.floor(now / everyMs) + (period === 'next' ? 1 : 0);
      await this.enqueue(jobType, payload, {
        idempotencyKey: `${jobType.type}@${index}`,
        runAt: period === 'next' ? index * everyMs : now,
      });
    },

    async get(id: string): Promise<JobView | undefined> {
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toView(row);
    },

    async getByKey(key: string): Promise<JobView | undefined> {
      const row = await findByKey(key);
      return row && toView(row);
    },

    /**
     * Takes up to `limit` of the oldest due jobs of the given types, oldest first: one round trip for as many
     * jobs as the worker has free slots. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets many workers claim
     * concurrently without ever taking the same job; on SQLite one writer at a time does the same.
     */
    async claim(workerId: string, types: string[], limit = 1): Promise<JobsTable[]> {
      if (types.length === 0 || limit < 1) return [];
      const now = clock.now();
      // One statement, no explicit transaction: atomic on both engines, and SQLite never has to upgrade a read
      // lock to a write lock (which fails at once with "database is locked" when two connections race).
      let due = db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'queued')
        .where('run_at', '<=', now)
        .where('type', 'in', types)
        .orderBy('run_at')
        .limit(limit);
      if (engine === 'postgres') due = due.forUpdate().skipLocked();
      // A materialized CTE, not `id IN (…)`: PostgreSQL may run such a subquery more than once, claiming more
      // than `limit` jobs.
      const claimed = await db
        .with(
          (cte) => cte('due').materialized(),
          () => due,
        )
        .updateTable('jobs')
        .set({
          status: 'running',
          attempts: sql`attempts + 1`,
          locked_by: workerId,
          heartbeat_at: now,
          updated_at: now,
        })
        .from('due')
        .whereRef('jobs.id', '=', 'due.id')
        .where('jobs.status', '=', 'queued')
        // Every column of jobs (SQLite refuses `jobs.*`; PostgreSQL adds due's id, the same value).
        .returningAll()
        .execute();
      // RETURNING keeps no order.
      return claimed.sort((a, b) => a.run_at - b.run_at);
    },

    async heartbeat(id: string, workerId: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ heartbeat_at: clock.now() })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .execute();
    },

    /** Batched: jobs finishing while one completion is on its way are completed together by the next. */
    complete: (id: string, workerId: string): Promise<void> => completions.add({ id, workerId }),

    /** Records a failed attempt: back to the queue with backoff, or `failed` when out of attempts. */
    async fail(job: JobsTable, workerId: string, error: string, retryable = true): Promise<JobStatus> {
      const now = clock.now();
      const finished = !retryable || job.attempts >= job.max_attempts;
      const status: JobStatus = finished ? 'failed' : 'queued';
      await db
        .updateTable('jobs')
        .set({
          status,
          run_at: finished ? job.run_at : now + backoffMs(job.attempts),
          locked_by: null,
          heartbeat_at: null,
          last_error: error.slice(0, 2000),
          updated_at: now,
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', workerId)
        .execute();
      return status;
    },

    /** Puts back jobs whose worker stopped sending heartbeats (crashed or killed). */
    async requeueStale(staleAfterMs: number): Promise<number> {
      const now = clock.now();
      const result = await db
        .updateTable('jobs')
        .set({ status: 'queued', locked_by: null, heartbeat_at: null, run_at: now, updated_at: now })
        .where('status', '=', 'running')
        .where('heartbeat_at', '<', now - staleAfterMs)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Gives running jobs of a stopping worker back to the queue without counting the attempt. */
    async release(id: string, workerId: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({
          status: 'queued',
          attempts: sql`attempts - 1`,
          locked_by: null,
          heartbeat_at: null,
          updated_at: clock.now(),
        })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('status', '=', 'running')
        .execute();
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
