import { Errors } from '@kaiwa/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { AppError } from '../../src/lib/app-error';
import { createRateLimiter, type RateLimiter, rateLimited } from '../../src/lib/rate-limiter';
import { createTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
const limit = { max: 3, windowMs: 10 * MINUTE };

let testApp: TestApp;
let db: Db;
let now: number;
let limiter: RateLimiter;

// A real migrated database of either engine (PostgreSQL when TEST_DATABASE_URL is set).
beforeEach(async () => {
  testApp = await createTestApp();
  db = testApp.db;
  now = Date.UTC(2026, 0, 1);
  limiter = createRateLimiter({ db, clock: { now: () => now } });
});
afterEach(async () => {
  await testApp.close();
});

const rows = (bucket?: string) => {
  let query = db.selectFrom('rate_limit_events').select(['bucket', 'at']);
  if (bucket) query = query.where('bucket', '=', bucket);
  return query.execute();
};

describe('createRateLimiter', () => {
  it('allows max events per sliding window and says when the next one fits', async () => {
    expect((await limiter.hit('b', limit)).allowed).toBe(true);
    now += 4 * MINUTE;
    expect((await limiter.hit('b', limit)).allowed).toBe(true);
    expect((await limiter.hit('b', limit)).allowed).toBe(true);
    expect(await limiter.hit('b', limit)).toEqual({ allowed: false, retryAfterMs: 6 * MINUTE });
    // Refusals are not recorded, so hammering does not push the window further out.
    expect(await rows('b')).toHaveLength(3);

    now += 6 * MINUTE;
    expect((await limiter.hit('b', limit)).allowed).toBe(true);
    expect(await limiter.hit('b', limit)).toEqual({ allowed: false, retryAfterMs: 4 * MINUTE });
  });

  it('works with a limit in the billions at the cost of the events there are', async () => {
    // Looking at every possible slot would take minutes (and the event loop with it) for such a limit.
    const generous = { max: 2_000_000_000, windowMs: 10 * MINUTE };
    for (let n = 0; n < 50; n += 1) expect((await limiter.hit('many', generous)).allowed).toBe(true);
    expect(await rows('many')).toHaveLength(50);
  });

  it('takes every slot of a small limit, whichever is free, and reuses the ones that left the window', async () => {
    const five = { max: 5, windowMs: MINUTE };
    for (let n = 0; n < 5; n += 1) expect((await limiter.hit('s', five)).allowed).toBe(true);
    expect((await limiter.hit('s', five)).allowed).toBe(false);
    const ids = await db.selectFrom('rate_limit_events').select('id').where('bucket', '=', 's').execute();
    expect(ids.map((row) => row.id).sort()).toEqual(['s#0', 's#1', 's#2', 's#3', 's#4']);
    now += MINUTE;
    for (let n = 0; n < 5; n += 1) expect((await limiter.hit('s', five)).allowed).toBe(true);
    expect(await rows('s')).toHaveLength(5);
  });

  it('keeps buckets apart', async () => {
    for (let n = 0; n < 3; n += 1) await limiter.hit('a', limit);
    expect((await limiter.hit('a', limit)).allowed).toBe(false);
    expect((await limiter.hit('other', limit)).allowed).toBe(true);
  });

  it('gives an event back on release', async () => {
    const first = await limiter.hit('b', limit);
    await limiter.hit('b', limit);
    await limiter.hit('b', limit);
    if (!first.allowed) throw new Error('expected the first hit to be allowed');
    await first.release();
    expect((await limiter.hit('b', limit)).allowed).toBe(true);
    expect((await limiter.hit('b', limit)).allowed).toBe(false);
  });

  it('lets exactly max of many concurrent hits through', async () => {
    const other = createRateLimiter({ db, clock: { now: () => now } });
    const decisions = await Promise.all(
      Array.from({ length: 12 }, (_, n) => (n % 2 ? limiter : other).hit('burst', limit)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(limit.max);
    expect(await rows('burst')).toHaveLength(limit.max);
  });

  it("reuses a bucket's rows, and sweeps away day-old rows of buckets nobody uses any more", async () => {
    await limiter.hit('abandoned', limit);
    for (let n = 0; n < 10; n += 1) {
      await limiter.hit('busy', limit);
      now += 4 * MINUTE;
    }
    expect((await rows('busy')).length).toBeLessThanOrEqual(limit.max);
    expect(await rows('abandoned')).toHaveLength(1);

    now += 24 * 60 * MINUTE;
    await limiter.hit('busy', limit);
    expect(await rows('abandoned')).toHaveLength(0);
  });

  it('refuses windows longer than the sweep keeps rows', async () => {
    await expect(limiter.hit('b', { max: 1, windowMs: 25 * 60 * MINUTE })).rejects.toThrow(/Unsupported/);
  });

  it('consume throws a 429 AppError with Retry-After in seconds', async () => {
    for (let n = 0; n < 3; n += 1) await limiter.consume('b', limit);
    const error = await limiter.consume('b', limit).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ errorName: 'rateLimited', retryAfterSeconds: 600 });
    expect(Errors.rateLimited.status).toBe(429);
    expect((error as AppError).message).toBe('Too many attempts. Please try again in 10 minutes.');
    const named = await limiter.consume('b', limit, 'Too many tries').catch((caught: unknown) => caught);
    expect((named as AppError).message).toBe('Too many tries. Please try again in 10 minutes.');
  });

  it('tallies the events of a window and their latest time, and clears a bucket', async () => {
    expect(await limiter.tally('b', limit.windowMs)).toEqual({ events: 0, latestAt: undefined });
    await limiter.hit('b', limit);
    now += 4 * MINUTE;
    await limiter.hit('b', limit);
    await limiter.hit('other', limit);
    expect(await limiter.tally('b', limit.windowMs)).toEqual({ events: 2, latestAt: now });
    expect(await limiter.tally('b', 3 * MINUTE)).toEqual({ events: 1, latestAt: now });

    await limiter.clear('b');
    expect(await limiter.tally('b', limit.windowMs)).toEqual({ events: 0, latestAt: undefined });
    expect(await rows('other')).toHaveLength(1);
  });
});

describe('rateLimited', () => {
  it.each([
    [1, '1', '1 second'],
    [1500, '2', '2 seconds'],
    [59_000, '59', '59 seconds'],
    [60_000, '60', '1 minute'],
    [61_000, '61', '2 minutes'],
  ])('%i ms → Retry-After %s, "%s"', (ms, header, wait) => {
    const error = rateLimited(ms);
    expect(String(error.retryAfterSeconds)).toBe(header);
    expect(error.message).toBe(`Too many attempts. Please try again in ${wait}.`);
  });
});
