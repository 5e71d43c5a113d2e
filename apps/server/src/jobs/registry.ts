import type { AccountService } from '../modules/account/account.service';
import { analyzeMessageJob } from '../modules/analysis/analysis.jobs';
import { cleanupJob, synthesizeJob } from '../modules/audio/audio.jobs';
import { enhanceMessageJob, replyJob } from '../modules/conversations/conversations.jobs';
import type { ReviewsService } from '../modules/reviews/reviews.service';
import { translateJob } from '../modules/translation/translation.jobs';
import { explainJob } from '../modules/vocabulary/vocabulary.jobs';
import type { AppDeps, Services } from '../services';
import type { JobDefinition } from './job-definition';
import type { JobQueue } from './job-queue';
import type { JobHandler } from './job-worker';

/** Everything a job handler may be built from: the app's deps, the queue and the services jobs call. */
export type JobDeps = AppDeps & {
  queue: JobQueue;
  account: Pick<AccountService, 'getSettings'>;
  reviews: Pick<ReviewsService, 'recordUses'>;
};

/** Every job type the worker runs. A module that queues a new kind of job adds its definition here. */
// biome-ignore lint/suspicious/noExplicitAny: definitions of different payload types live in one list
const JOBS: JobDefinition<any, JobDeps>[] = [
  enhanceMessageJob,
  replyJob,
  analyzeMessageJob,
  translateJob,
  explainJob,
  synthesizeJob,
  cleanupJob,
];

/** The worker's handlers of every job type, built once from the app's deps and services. */
export function createJobHandlers(
  appDeps: AppDeps,
  services: Pick<Services, 'jobQueue' | 'account' | 'reviews'>,
  // biome-ignore lint/suspicious/noExplicitAny: handlers of different payload types live in one list
): JobHandler<any>[] {
  const deps: JobDeps = {
    ...appDeps,
    queue: services.jobQueue,
    account: services.account,
    reviews: services.reviews,
  };
  return JOBS.map((job) => ({
    type: job.type,
    payload: job.payload,
    maxAttempts: job.maxAttempts,
    timeoutMs: job.timeoutMs(deps.config),
    everyMs: job.everyMs,
    handle: job.handler(deps),
  }));
}
