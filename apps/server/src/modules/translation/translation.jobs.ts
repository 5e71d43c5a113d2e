import type { JobHandler } from '../../jobs/job-worker';
import type { TranslateJobPayload, TranslationService } from './translation.service';

/** The `translation.translate` job: produces one translation (idempotency key `translation:<id>`). */
export function createTranslateJobHandler(translation: TranslationService): JobHandler<TranslateJobPayload> {
  return { ...translation.jobType, handle: (payload, context) => translation.process(payload, context) };
}
