import type { RateLimiter } from './rate-limiter';

/**
 * Counts one AI job (a reply, a translation, an explanation) against the user's per-minute limit, shared by
 * every feature so that nobody can run up the host's AI bill. Throws 429 when over; returns the release.
 */
export function consumeAiJob(rateLimiter: RateLimiter, userId: string, jobsPerMinute: number) {
  return rateLimiter.consume(`ai-jobs:${userId}`, { max: jobsPerMinute, windowMs: 60_000 });
}
