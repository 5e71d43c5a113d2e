import { createTranslateJobHandler } from '../modules/translation/translation.jobs';
import type { Services } from '../services';
import type { JobHandler } from './job-worker';

/** Every job type the worker runs. A feature that queues jobs adds its handlers here. */
// biome-ignore lint/suspicious/noExplicitAny: handlers of different payload types live in one list
export function createJobHandlers(services: Services): JobHandler<any>[] {
  return [
    ...services.conversationJobs.handlers,
    services.vocabularyExplainJob,
    createTranslateJobHandler(services.translation),
    services.audioJob,
    services.audioCleanupJob,
    services.analysisJobs.handler,
  ];
}
