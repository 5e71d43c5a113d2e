import {
  LEECH_LAPSES,
  type NextIntervals,
  REVIEW_DAY_START_HOUR,
  type ReviewCard,
  type ReviewRating,
  type ReviewState,
} from '@kaiwa/contract';
import { type Card, createEmptyCard, fsrs, type Grade, generatorParameters, Rating, State } from 'ts-fsrs';
import type { ReviewCardsTable } from '../../db/schema';

/**
 * FSRS-6 with its default parameters and (re)learning steps (1 and 10 minutes; 10 minutes after a lapse).
 * Fuzz spreads cards added together over nearby days; ts-fsrs seeds it from the card, so it is repeatable.
 */
export const scheduler = fsrs(generatorParameters({ enable_fuzz: true }));

const WIRE_STATES: Record<State, ReviewState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

export type CardRow = ReviewCardsTable;
/** The FSRS columns of a card row. */
export type CardSchedule = Pick<
  CardRow,
  | 'state'
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsed_days'
  | 'scheduled_days'
  | 'learning_steps'
  | 'reps'
  | 'lapses'
  | 'last_review'
>;

export function toFsrsCard(row: CardSchedule): Card {
  return {
    state: row.state as State,
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    ...(row.last_review === null ? {} : { last_review: new Date(row.last_review) }),
  };
}

export function scheduleOf(card: Card): CardSchedule {
  return {
    state: card.state,
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    last_review: card.last_review ? card.last_review.getTime() : null,
  };
}

export const newSchedule = (now: number): CardSchedule => scheduleOf(createEmptyCard(new Date(now)));

export const isLeech = (lapses: number) => lapses >= LEECH_LAPSES;

export function toWireCard(row: CardRow): ReviewCard {
  return {
    card_id: row.id,
    vocab_id: row.vocab_id,
    source: row.source,
    state: WIRE_STATES[row.state as State],
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    reps: row.reps,
    lapses: row.lapses,
    leech: isLeech(row.lapses),
    last_review: row.last_review,
  };
}

/** The card's state after answering `rating` at `now`, and what the review log keeps of the answer. */
export function answer(row: CardSchedule, rating: ReviewRating, now: number) {
  const { card, log } = scheduler.next(toFsrsCard(row), new Date(now), rating as number as Grade);
  const schedule = scheduleOf(card);
  return {
    schedule,
    log: {
      rating,
      state: log.state as number,
      stability: card.stability,
      difficulty: card.difficulty,
      // Exact days since the previous answer (ts-fsrs's own field is whole days and deprecated).
      elapsed_days: row.last_review === null ? 0 : (now - row.last_review) / DAY_MS,
      scheduled_days: card.scheduled_days,
    },
  };
}

/** Seconds from `now` until the card would be due after each rating. */
export function nextIntervals(row: CardSchedule, now: number): NextIntervals {
  const preview = scheduler.repeat(toFsrsCard(row), new Date(now));
  const seconds = (rating: Rating.Again | Rating.Hard | Rating.Good | Rating.Easy) =>
    Math.round((preview[rating].card.due.getTime() - now) / 1000);
  return {
    again: seconds(Rating.Again),
    hard: seconds(Rating.Hard),
    good: seconds(Rating.Good),
    easy: seconds(Rating.Easy),
  };
}

const DAY_MS = 24 * 60 * 60_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The learner's review day (YYYY-MM-DD) at `at`: the local calendar date, except that the hours before
 * 4 a.m. still belong to the day before. Read from the local wall clock, so days stay right across DST.
 */
export function reviewDay(at: number, timeZone: string): string {
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  const date = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  const day = Number(parts.hour) < REVIEW_DAY_START_HOUR ? date - DAY_MS : date;
  return new Date(day).toISOString().slice(0, 10);
}

/** The review day `days` days after `day` (before it when negative). */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const newCardsRemaining = (limit: number, introducedToday: number) =>
  Math.max(0, limit - introducedToday);

/**
 * What a slip in a conversation (usage quality below `SLIP_QUALITY`) does to the item's card: create it;
 * or, for a card already being reviewed, one "Again" per review day, however many slips that day; a card
 * still new is left for its first review.
 */
export function slipAction(
  card: Pick<CardSchedule, 'state'> | undefined,
  againFromChatToday: boolean,
): 'create' | 'again' | 'none' {
  if (!card) return 'create';
  if (card.state === State.New || againFromChatToday) return 'none';
  return 'again';
}

/**
 * Whether a good use of a word in a conversation (rated, not a slip) is its card's "Good" review: only for a
 * card due now that no conversation answered yet this review day.
 */
export function goodUseCounts(
  card: Pick<CardSchedule, 'state' | 'due'> | undefined,
  now: number,
  answeredFromChatToday: boolean,
): boolean {
  return card !== undefined && card.state !== State.New && card.due <= now && !answeredFromChatToday;
}

/** Usage qualities (0–10) below this make a card; unrated uses (-1) never do. */
export const SLIP_QUALITY = 6;
export const isSlip = (quality: number) => quality >= 0 && quality < SLIP_QUALITY;
