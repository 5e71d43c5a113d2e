import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { AppError } from './app-error';
import type { Clock } from './clock';

/** At most `max` events per sliding window of `windowMs`. */
export type RateLimit = { max: number; windowMs: number };

export type RateLimitDecision =
  | {
      allowed: true;
      /** Takes the event back, e.g. a login that turned out not to be a failure. */
      release(): Promise<void>;
    }
  | { allowed: false; retryAfterMs: number };

/** Rows older than this are garbage whatever their bucket, so no limit may use a longer window. */
const MAX_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Buckets nobody hits again are only reached by the sweep; a full scan this rarely costs nothing. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

type Slot = { id: string; observedAt: number | undefined };

/**
 * Sliding-window limits kept in the database, so they hold across several app processes. A bucket limited
 * to `max` events has at most `max` rows, its slots (id `<bucket>#<k>`), each holding the time of its
 * latest event; a slot whose time has left the window is free. Taking a slot is one conditional write
 * (insert if absent, or compare-and-set on `at`), so concurrent hits in any number of processes never
 * let more than `max` events into a window, and never refuse one another while a slot is free.
 */
export function createRateLimiter(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  let lastSweepAt = Number.NEGATIVE_INFINITY;

  async function sweepIfDue(now: number) {
    if (now - lastSweepAt < SWEEP_INTERVAL_MS) return;
    lastSweepAt = now;
    await db
      .deleteFrom('rate_limit_events')
      .where('at', '<=', now - MAX_WINDOW_MS)
      .execute();
  }

  async function claim(bucket: string, slot: Slot, now: number): Promise<boolean> {
    if (slot.observedAt === undefined) {
      const result = await db
        .insertInto('rate_limit_events')
        .values({ id: slot.id, bucket, at: now })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    const result = await db
      .updateTable('rate_limit_events')
      .set({ at: now })
      .where('id', '=', slot.id)
      .where('at', '=', slot.observedAt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function hit(bucket: string, limit: RateLimit): Promise<RateLimitDecision> {
    if (limit.windowMs > MAX_WINDOW_MS || limit.max < 1) {
      throw new Error(`Unsupported rate limit for ${bucket}`);
    }
    const now = clock.now();
    const since = now - limit.windowMs;
    await sweepIfDue(now);
    // Each failed claim means a competing hit took a slot; after `max` rounds the bucket is full anyway.
    for (let round = 0; round <= limit.max; round += 1) {
      const rows = await db
        .selectFrom('rate_limit_events')
        .select(['id', 'at'])
        .where('bucket', '=', bucket)
        .execute();
      // The work is bounded by the rows there are, never by `max`: a host may allow a million sign-ups an hour.
      const slotOf = (id: string) => Number(id.slice(bucket.length + 1));
      const slots = rows.filter((row) => slotOf(row.id) < limit.max);
      const free: Slot[] = [];
      let oldestBusyAt = Number.POSITIVE_INFINITY;
      for (const { id, at } of slots) {
        if (at <= since) free.push({ id, observedAt: at });
        else oldestBusyAt = Math.min(oldestBusyAt, at);
      }
      if (slots.length < limit.max) {
        // Some slot was never taken (or was given back): the first absent one from a random start, found
        // within `slots.length + 1` steps.
        const taken = new Set(slots.map((row) => slotOf(row.id)));
        let k = randomInt(limit.max);
        while (taken.has(k)) k = (k + 1) % limit.max;
        free.push({ id: `${bucket}#${k}`, observedAt: undefined });
      }
      // The next event fits once the oldest of the `max` events in the window has left it.
      if (free.length === 0) return { allowed: false, retryAfterMs: oldestBusyAt + limit.windowMs - now };
      // Competing hits start at different free slots, so they seldom collide.
      const first = randomInt(free.length);
      for (let i = 0; i < free.length; i += 1) {
        const slot = free[(first + i) % free.length]!;
        if (await claim(bucket, slot, now)) {
          return {
            allowed: true,
            release: async () => {
              await db
                .deleteFrom('rate_limit_events')
                .where('id', '=', slot.id)
                .where('at', '=', now)
                .execute();
            },
          };
        }
      }
    }
    return { allowed: false, retryAfterMs: 1000 };
  }

  return {
    hit,
    /**
     * Like `hit`, but a refusal is thrown as a 429 with Retry-After, its message starting with `reason`.
     * Returns the release function.
     */
    async consume(bucket: string, limit: RateLimit, reason?: string): Promise<() => Promise<void>> {
      const decision = await hit(bucket, limit);
      if (!decision.allowed) throw rateLimited(decision.retryAfterMs, reason);
      return decision.release;
    },

    /** How many events the bucket had within the last `windowMs`, and when the latest was. */
    async tally(bucket: string, windowMs: number): Promise<{ events: number; latestAt: number | undefined }> {
      const row = await db
        .selectFrom('rate_limit_events')
        .select((eb) => [eb.fn.countAll<number | string>().as('events'), eb.fn.max('at').as('latest_at')])
        .where('bucket', '=', bucket)
        .where('at', '>', clock.now() - windowMs)
        .executeTakeFirstOrThrow();
      const events = Number(row.events);
      return { events, latestAt: events > 0 ? Number(row.latest_at) : undefined };
    },

    /** Forgets every event of the bucket (what it counted is over, e.g. failures before a success). */
    async clear(bucket: string): Promise<void> {
      await db.deleteFrom('rate_limit_events').where('bucket', '=', bucket).execute();
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** A 429 saying what was too much (`reason`, a sentence without its full stop) and when to try again. */
export function rateLimited(retryAfterMs: number, reason = 'Too many attempts'): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? plural(seconds, 'second') : plural(minutes, 'minute');
  return new AppError('rateLimited', `${reason}. Please try again in ${wait}.`, seconds);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
