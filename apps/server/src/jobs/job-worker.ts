import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { JobsTable } from '../db/schema';
import { newId } from '../lib/ids';
import type { Notifier } from '../realtime/notifier';
import { JOBS_CHANNEL, type JobQueue, type JobType } from './job-queue';

export type JobContext = {
  jobId: string;
  attempt: number;
  signal: AbortSignal;
  /** Tagged with the job's id and type: where a handler puts the detail of a failure it turns into a message. */
  log: Logger;
};

/** A job type as the worker runs it (built from a `JobDefinition` by the registry). */
export type JobHandler<P> = JobType<P> & {
  /** How long one attempt may run before it is aborted and counted as failed. */
  timeoutMs: number;
  handle(payload: P, context: JobContext): Promise<void>;
  /** A job that runs by itself every `everyMs` with an empty payload: queued at start, each run queues the next. */
  everyMs?: number;
};

/** A failure that retrying cannot fix (bad payload, missing row): the job fails at once with this reason. */
export class PermanentJobError extends Error {}

class JobTimeoutError extends Error {}

export type JobWorkerOptions = {
  queue: JobQueue;
  notifier: Notifier;
  // biome-ignore lint/suspicious/noExplicitAny: handlers of different payload types live in one list
  handlers: JobHandler<any>[];
  logger: Logger;
  concurrency?: number;
  pollIntervalMs?: number;
  heartbeatMs?: number;
  /** A running job whose heartbeat is older than this is taken to be orphaned and runs again. */
  staleAfterMs?: number;
  /**
   * No other worker shares the queue (SQLite, where the server is the only process): a job still marked running
   * at start was cut off by a crash of this process, and runs again at once instead of after `staleAfterMs`.
   */
  soleWorker?: boolean;
  /** Told of every failed attempt (`final`: the job gave up). */
  onFailure?: (type: string, final: boolean) => void;
};

/**
 * Runs jobs from the queue: claims up to `concurrency` at a time, wakes on notifications and polls as a
 * fallback, keeps a heartbeat on running jobs and re-queues orphans of crashed workers (within 60 s).
 */
export function createJobWorker(options: JobWorkerOptions) {
  const {
    queue,
    notifier,
    logger,
    concurrency = 2,
    pollIntervalMs = 1000,
    heartbeatMs = 10_000,
    staleAfterMs = 45_000,
  } = options;
  const handlers = new Map(options.handlers.map((handler) => [handler.type, handler]));
  const types = [...handlers.keys()];
  const workerId = `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  const running = new Map<string, { promise: Promise<void>; abort: AbortController }>();
  let stopping = false;
  let wake: (() => void) | undefined;
  /**
   * Whether due jobs may be waiting that no claim has taken: set by a notification (also one that comes while
   * the loop is claiming rather than waiting, for a job queued just after that claim looked) and by a claim
   * that filled every free slot; cleared as a claim starts. A finished job claims again only when it is set,
   * so that a queue that is keeping up costs no round trip per finished job.
   */
  let mayHaveDue = false;
  const requestWake = () => {
    mayHaveDue = true;
    wake?.();
  };
  let loop: Promise<void> | undefined;
  let unsubscribe = () => {};
  let reaper: NodeJS.Timeout | undefined;

  async function runJob(job: JobsTable, abort: AbortController): Promise<void> {
    const handler = handlers.get(job.type);
    const heartbeat = setInterval(
      () => void queue.heartbeat(job.id, workerId).catch(() => undefined),
      heartbeatMs,
    );
    let timer: NodeJS.Timeout | undefined;
    try {
      if (!handler) throw new PermanentJobError(`No handler for job type ${job.type}`);
      // The next run is queued first, so that neither a failure nor a crash ends the series.
      if (handler.everyMs) await queue.schedule(handler, {}, handler.everyMs, 'next');
      const parsed = handler.payload.safeParse(JSON.parse(job.payload));
      if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          abort.abort();
          reject(new JobTimeoutError(`Timed out after ${handler.timeoutMs} ms`));
        }, handler.timeoutMs);
      });
      await Promise.race([
        handler.handle(parsed.data, {
          jobId: job.id,
          attempt: job.attempts,
          signal: abort.signal,
          log: logger.child({ jobId: job.id, type: job.type }),
        }),
        timeout,
      ]);
      await queue.complete(job.id, workerId);
    } catch (error) {
      if (stopping && abort.signal.aborted && !(error instanceof JobTimeoutError)) {
        await queue.release(job.id, workerId);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const status = await queue.fail(job, workerId, message, !(error instanceof PermanentJobError));
      options.onFailure?.(job.type, status === 'failed');
      logger.warn(
        { jobId: job.id, type: job.type, attempt: job.attempts, status, err: error },
        'job attempt failed',
      );
    } finally {
      clearTimeout(timer);
      clearInterval(heartbeat);
    }
  }

  async function fillSlots(): Promise<boolean> {
    let claimedAny = false;
    while (!stopping && running.size < concurrency) {
      const free = concurrency - running.size;
      mayHaveDue = false;
      const jobs = await queue.claim(workerId, types, free);
      if (jobs.length === 0) break;
      claimedAny = true;
      for (const job of jobs) {
        const abort = new AbortController();
        const promise = runJob(job, abort).finally(() => {
          running.delete(job.id);
          if (mayHaveDue) wake?.();
        });
        running.set(job.id, { promise, abort });
      }
      // Fewer than asked for: nothing else was due when the claim looked.
      if (jobs.length < free) break;
      mayHaveDue = true;
    }
    return claimedAny;
  }

  async function mainLoop(): Promise<void> {
    while (!stopping) {
      try {
        await fillSlots();
      } catch (error) {
        logger.error({ err: error }, 'claiming jobs failed');
      }
      if (stopping) break;
      if (mayHaveDue && running.size < concurrency) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        };
      });
    }
  }

  /** Queues this period's run of every periodic job (a no-op for a period that already has one). */
  async function schedulePeriodic(): Promise<void> {
    for (const handler of handlers.values()) {
      if (handler.everyMs) await queue.schedule(handler, {}, handler.everyMs, 'current');
    }
  }

  return {
    workerId,
    schedulePeriodic,
    /** Started and not stopping: what readiness checks report. */
    isRunning: () => loop !== undefined && !stopping,
    start() {
      if (loop) return;
      stopping = false;
      unsubscribe = notifier.subscribe(JOBS_CHANNEL, requestWake);
      const reap = (olderThanMs: number) =>
        queue
          .requeueStale(olderThanMs)
          .then((count) => count > 0 && logger.warn({ count }, 're-queued orphaned jobs'))
          .catch((error) => logger.error({ err: error }, 're-queueing orphaned jobs failed'));
      // Before the first claim, so that a sole worker never takes back a job it has just claimed itself.
      const orphansBack = reap(options.soleWorker ? 0 : staleAfterMs);
      reaper = setInterval(() => void reap(staleAfterMs), Math.min(15_000, staleAfterMs / 3));
      schedulePeriodic().catch((error) => logger.error({ err: error }, 'scheduling periodic jobs failed'));
      loop = orphansBack.then(mainLoop);
    },

    /** Runs every job that is due now, then resolves: for tests and one-off drains. */
    async runUntilIdle(): Promise<void> {
      for (;;) {
        const claimed = await fillSlots();
        // A claimed job may already have finished while the next claim ran: racing no promises never settles.
        if (running.size === 0) {
          if (claimed) continue;
          return;
        }
        await Promise.race([...running.values()].map((entry) => entry.promise));
      }
    },

    /** Stops claiming, lets running jobs finish for `graceMs`, then aborts and releases the rest. */
    async stop(graceMs = 10_000): Promise<void> {
      stopping = true;
      unsubscribe();
      clearInterval(reaper);
      wake?.();
      await loop;
      loop = undefined;
      const all = Promise.allSettled([...running.values()].map((entry) => entry.promise));
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise((r) => setTimeout(() => r(true), graceMs)),
      ]);
      if (timedOut) {
        for (const entry of running.values()) entry.abort.abort();
        await all;
      }
    },
  };
}
export type JobWorker = ReturnType<typeof createJobWorker>;
