import type { RateLimiter } from './rate-limiter';

/** Downloads of a learner's whole data (JSON or Anki) per hour: each reads everything they have. */
export const EXPORT_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };

/** Counts one export against the user's hourly limit, shared by every export format; throws 429 when over. */
export function consumeExport(rateLimiter: RateLimiter, userId: string) {
  return rateLimiter.consume(`exports:${userId}`, EXPORT_LIMIT, 'Too many downloads of your data');
}
