import type { Logger } from 'pino';
import { UserFacingError } from '../lib/user-facing-error';

/**
 * Per kind of job: how a user-facing reason is introduced, and the fixed message users get for any other
 * failure.
 */
const JOB_FAILURES = {
  translation: { prefix: '', fixed: 'Something went wrong while translating. Please try again.' },
  messageTranslation: {
    prefix: 'Translation failed: ',
    fixed: 'Translation failed: something went wrong on our side.',
  },
  usageDetection: {
    prefix: 'The words of this message could not be found: ',
    fixed: 'The words of this message could not be found.',
  },
  usageRating: { prefix: 'Usage quality could not be rated: ', fixed: 'Usage quality could not be rated.' },
  speech: { prefix: '', fixed: 'The voice engine failed' },
} as const;
export type JobKind = keyof typeof JOB_FAILURES;

/**
 * The text a user is shown for a failed job: a `UserFacingError`'s own message, otherwise the fixed message
 * of the job's kind. Any other error (a crashed tokenizer, a provider's answer) may name internals, so it goes
 * to the log only.
 */
export function jobFailureText(kind: JobKind, error: unknown, log: Pick<Logger, 'warn'>): string {
  const { prefix, fixed } = JOB_FAILURES[kind];
  if (error instanceof UserFacingError) return `${prefix}${error.message}`;
  log.warn({ err: error, kind }, 'job failed: the user is shown a fixed message');
  return fixed;
}
