import type { Config } from '../config';
import type { JobType } from './job-queue';
import type { JobContext } from './job-worker';

/**
 * One kind of background job, declared once in its module's `<module>.jobs.ts` and listed in `registry.ts`.
 * The same object is what services queue (`queue.enqueue(definition, payload)`) and what the worker runs:
 * `handler` is built once per worker from the dependencies the composition root provides (`D` names the
 * ones this job uses).
 */
export type JobDefinition<P, D> = JobType<P> & {
  /** How long one attempt may run; AI jobs follow the engine's own time limit, which the config sets. */
  timeoutMs: (config: Config) => number;
  /** A job that runs by itself every `everyMs` with an empty payload: queued at start, each run queues the next. */
  everyMs?: number;
  handler: (deps: D) => (payload: P, context: JobContext) => Promise<void>;
};

/**
 * The time limit of a job that calls the AI engine once per attempt: the engine's own limit (which covers its
 * retry of an invalid answer) and 30 s for the job's own work around the call (readings, analysis, writes).
 */
export const aiJobTimeoutMs = (config: Pick<Config, 'ai'>) => config.ai.timeoutMs + 30_000;
