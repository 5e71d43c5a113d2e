import { ApiError } from '../../lib/api';

/** Error texts of spec §8. */
export const TRANSLATION_ERRORS = {
  submitRefused: 'Failed to submit translation task',
  submitFailed: 'Error submitting translation task',
  checkFailed: 'Error checking translation status',
  failed: 'Translation failed',
  deleteRefused: 'Failed to delete translation',
  deleteFailed: 'Error deleting translation',
} as const;

/** A message to show: a fixed title, and the server's reason when it gave one. */
export type Problem = { title: string; detail?: string };

/** An answer with `success: false` (any 4xx) is refused; no answer or a server fault means the call failed. */
export function problemOf(error: unknown, refused: string, failed: string): Problem {
  return error instanceof ApiError && error.status < 500
    ? { title: refused, detail: error.message }
    : { title: failed };
}
