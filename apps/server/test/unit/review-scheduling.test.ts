import { isTimeZone, LEECH_LAPSES } from '@kaiwa/contract';
import { describe, expect, it } from 'vitest';
import {
  answer,
  type CardRow,
  goodUseCounts,
  isLeech,
  isSlip,
  newCardsRemaining,
  newSchedule,
  nextIntervals,
  reviewDay,
  shiftDay,
  slipAction,
  toWireCard,
} from '../../src/modules/reviews/scheduling';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const start = Date.UTC(2026, 0, 15, 9, 0, 0);

/** A card answered Good through its learning steps and then once more a day later: in review. */
function reviewedCard() {
  let schedule = newSchedule(start);
  let now = start;
  for (const step of [0, 10 * MINUTE, DAY]) {
    now += step;
    schedule = answer(schedule, 3, now).schedule;
  }
  return { schedule, now };
}

describe('review days', () => {
  it('roll over at 4 a.m. local time', () => {
    // 03:59 and 04:00 in Tokyo (UTC+9) on 16 January.
    expect(reviewDay(Date.UTC(2026, 0, 15, 18, 59), 'Asia/Tokyo')).toBe('2026-01-15');
    expect(reviewDay(Date.UTC(2026, 0, 15, 19, 0), 'Asia/Tokyo')).toBe('2026-01-16');
    // The same instant is another review day elsewhere.
    expect(reviewDay(Date.UTC(2026, 0, 15, 19, 0), 'America/New_York')).toBe('2026-01-15');
    expect(reviewDay(Date.UTC(2026, 0, 15, 3, 59), 'UTC')).toBe('2026-01-14');
    expect(reviewDay(Date.UTC(2026, 0, 15, 4, 0), 'UTC')).toBe('2026-01-15');
  });

  it('follow the local clock across a daylight saving change', () => {
    // New York springs forward at 2 a.m. on 8 March 2026: 4:00 local is then 08:00 UTC, not 09:00.
    expect(reviewDay(Date.UTC(2026, 2, 8, 7, 59), 'America/New_York')).toBe('2026-03-07');
    expect(reviewDay(Date.UTC(2026, 2, 8, 8, 0), 'America/New_York')).toBe('2026-03-08');
    // And falls back on 1 November: 4:00 local is 09:00 UTC.
    expect(reviewDay(Date.UTC(2026, 10, 1, 8, 59), 'America/New_York')).toBe('2026-10-31');
    expect(reviewDay(Date.UTC(2026, 10, 1, 9, 0), 'America/New_York')).toBe('2026-11-01');
  });

  it('accept IANA time zones only and count back across months', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-01-15', -29)).toBe('2025-12-17');
  });
});

describe('the daily new-card limit', () => {
  it('leaves the rest of the limit and never less than nothing', () => {
    expect(newCardsRemaining(20, 0)).toBe(20);
    expect(newCardsRemaining(20, 19)).toBe(1);
    expect(newCardsRemaining(20, 25)).toBe(0);
    expect(newCardsRemaining(0, 0)).toBe(0);
  });
});

describe('slips in a conversation', () => {
  it('count only rated uses below 6', () => {
    expect(isSlip(5.9)).toBe(true);
    expect(isSlip(0)).toBe(true);
    expect(isSlip(6)).toBe(false);
    expect(isSlip(-1)).toBe(false);
  });

  it('make a card, then give a card in review at most one Again a day', () => {
    const { schedule } = reviewedCard();
    expect(slipAction(undefined, false)).toBe('create');
    expect(slipAction(schedule, false)).toBe('again');
    expect(slipAction(schedule, true)).toBe('none');
    // A card still new waits for its first review instead.
    expect(slipAction(newSchedule(start), false)).toBe('none');
  });
});

describe('good uses in a conversation', () => {
  it('count as the Good of a card due now, once a review day', () => {
    const { schedule } = reviewedCard();
    expect(goodUseCounts(schedule, schedule.due, false)).toBe(true);
    expect(goodUseCounts(schedule, schedule.due, true)).toBe(false);
    expect(goodUseCounts(schedule, schedule.due - 1, false)).toBe(false);
    expect(goodUseCounts(newSchedule(start), start, false)).toBe(false);
    expect(goodUseCounts(undefined, start, false)).toBe(false);
  });
});

describe('FSRS scheduling', () => {
  it('walks a new card through the learning steps of 1 and 10 minutes', () => {
    const card = newSchedule(start);
    const intervals = nextIntervals(card, start);
    expect(intervals.again).toBe(60);
    expect(intervals.good).toBe(600);
    expect(intervals.hard).toBeGreaterThan(intervals.again);
    expect(intervals.easy).toBeGreaterThanOrEqual(DAY / 1000);

    const learning = answer(card, 3, start).schedule;
    expect(learning).toMatchObject({ state: 1, due: start + 10 * MINUTE, reps: 1, last_review: start });
    const graduated = answer(learning, 3, start + 10 * MINUTE).schedule;
    expect(graduated.state).toBe(2);
    expect(graduated.due).toBeGreaterThanOrEqual(start + 10 * MINUTE + DAY);
  });

  it('sends a lapsed card to its 10-minute relearning step and counts the lapse', () => {
    const { schedule, now } = reviewedCard();
    const later = schedule.due;
    const { schedule: lapsed, log } = answer(schedule, 1, later);
    expect(lapsed).toMatchObject({ state: 3, lapses: 1, due: later + 10 * MINUTE });
    expect(lapsed.stability).toBeLessThan(schedule.stability);
    expect(log).toMatchObject({ rating: 1, state: 2, stability: lapsed.stability });
    expect(log.elapsed_days).toBeCloseTo((later - now) / DAY);
  });

  it('fuzzes review intervals repeatably', () => {
    const { schedule } = reviewedCard();
    const when = schedule.due + 30 * DAY;
    expect(answer(schedule, 3, when).schedule.due).toBe(answer(schedule, 3, when).schedule.due);
    // Fuzz spreads cards answered at nearby moments over different days.
    const dues = new Set(
      Array.from({ length: 20 }, (_, index) => {
        const at = when + index * 1000;
        return Math.round((answer(schedule, 3, at).schedule.due - at) / DAY);
      }),
    );
    expect(dues.size).toBeGreaterThan(1);
  });

  it(`flags leeches at ${LEECH_LAPSES} lapses`, () => {
    expect(isLeech(LEECH_LAPSES - 1)).toBe(false);
    expect(isLeech(LEECH_LAPSES)).toBe(true);
    const row = { ...newSchedule(start), lapses: LEECH_LAPSES } as CardRow;
    expect(toWireCard({ ...row, id: 'c', user_id: 'u', vocab_id: 'v', source: 'manual' }).leech).toBe(true);
  });
});
