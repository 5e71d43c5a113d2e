import { z } from 'zod';
import { JlptLevel, requestId } from './common';
import { IdempotencyHeaders } from './conversation';
import { PitchAccent } from './pitch-accent';
import { ExampleSentence, VocabType, vocabId } from './vocabulary';

/**
 * The learner's IANA time zone (e.g. `Europe/Berlin`), sent by the browser with review calls: review days
 * roll over at 4 a.m. there. The server keeps the last one it was sent for the reviews a chat adds.
 */
export const TIME_ZONE_HEADER = 'x-time-zone';

/** Whether the runtime knows the IANA time zone `value` (e.g. `Europe/Berlin`). */
export function isTimeZone(value: string): boolean {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Headers of the review calls that read the learner's day or write an answer. */
export const ReviewHeaders = IdempotencyHeaders.extend({
  [TIME_ZONE_HEADER]: z
    .string()
    .trim()
    .max(64, 'The time zone is too long')
    .refine(isTimeZone, 'The time zone must be an IANA name such as Europe/Berlin')
    .optional(),
});

/** Review days start at this hour of the learner's local time, as in Anki. */
export const REVIEW_DAY_START_HOUR = 4;
/** A card lapsed this many times is flagged as a leech. */
export const LEECH_LAPSES = 8;
export const DEFAULT_NEW_CARDS_PER_DAY = 20;
export const MAX_NEW_CARDS_PER_DAY = 500;
export const DEFAULT_DUE_LIMIT = 20;
export const MAX_DUE_LIMIT = 100;

export const ReviewRating = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: 'rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)',
});
export type ReviewRating = z.infer<typeof ReviewRating>;
export const REVIEW_RATING_LABELS: Record<ReviewRating, string> = {
  1: 'Again',
  2: 'Hard',
  3: 'Good',
  4: 'Easy',
};

export const ReviewState = z.enum(['new', 'learning', 'review', 'relearning']);
export type ReviewState = z.infer<typeof ReviewState>;

/** Where a card came from: added by hand, or a slip in a conversation. */
export const CardSource = z.enum(['manual', 'chat']);
export type CardSource = z.infer<typeof CardSource>;

/** A card's scheduling state. Times are epoch milliseconds. */
export const ReviewCard = z.object({
  card_id: z.string(),
  vocab_id: z.string(),
  source: CardSource,
  state: ReviewState,
  due: z.number(),
  /** FSRS memory state: days until recall probability falls to 90 %, and difficulty 1–10 (0 while new). */
  stability: z.number(),
  difficulty: z.number(),
  reps: z.number().int(),
  lapses: z.number().int(),
  /** Lapsed `LEECH_LAPSES` times or more: worth rewriting or studying another way. */
  leech: z.boolean(),
  last_review: z.number().nullable(),
});
export type ReviewCard = z.infer<typeof ReviewCard>;

/** The learner's own sentence a card came from, with the provider's correction when one was given. */
export const CardContext = z.object({ sentence: z.string(), correction: z.string().nullable() });
export type CardContext = z.infer<typeof CardContext>;

/** Seconds until the card would be due again after each rating. */
export const NextIntervals = z.object({
  again: z.number(),
  hard: z.number(),
  good: z.number(),
  easy: z.number(),
});
export type NextIntervals = z.infer<typeof NextIntervals>;

/** A due card with everything the review screen shows. */
export const DueCard = ReviewCard.extend({
  level: JlptLevel,
  vocabType: VocabType,
  /** `NO_KANJI` when the word is written in kana only. */
  kanji: z.string(),
  pronunciation: z.string(),
  english: z.string(),
  pitch_accent: z.array(PitchAccent),
  context: CardContext.nullable(),
  /** From the word's written explanation, when one was written. */
  example_sentence: ExampleSentence.nullable(),
  next_intervals: NextIntervals,
});
export type DueCard = z.infer<typeof DueCard>;

export const DueQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_DUE_LIMIT, `limit can be at most ${MAX_DUE_LIMIT}`)
    .default(DEFAULT_DUE_LIMIT),
});
export type DueQuery = z.infer<typeof DueQuery>;
export const DueResponse = z.object({
  success: z.literal(true),
  /** Most at risk of being forgotten first (lowest retrievability), then new cards. */
  cards: z.array(DueCard),
  /** Everything due now, beyond `limit` too (new cards within today's limit). */
  due_count: z.number().int(),
});
export type DueResponse = z.infer<typeof DueResponse>;

export const AnswerRequest = z.object({
  card_id: requestId('card_id'),
  rating: ReviewRating,
  /** Time the learner took, for fitting parameters later. */
  duration_ms: z
    .number({ error: 'duration_ms must be a number' })
    .int('duration_ms must be a whole number')
    .min(0, 'duration_ms cannot be negative')
    .max(24 * 60 * 60_000, 'duration_ms is too long'),
});
export type AnswerRequest = z.infer<typeof AnswerRequest>;
export const CardResponse = z.object({ success: z.literal(true), card: ReviewCard });
export type CardResponse = z.infer<typeof CardResponse>;

/**
 * On an Anki package: how many of its audio clips are still being made. A download a little later has them,
 * and Anki merges it into the same notes.
 */
export const AUDIO_PENDING_HEADER = 'x-audio-pending';
export const ApkgExportQuery = z.object({ level: JlptLevel.optional() });
export type ApkgExportQuery = z.infer<typeof ApkgExportQuery>;

export const MAX_PRACTICE_WORDS = 5;
export const StartWithVocabsRequest = z.object({
  vocab_ids: z
    .array(vocabId)
    .min(1, 'Choose at least one word')
    .max(MAX_PRACTICE_WORDS, `Choose at most ${MAX_PRACTICE_WORDS} words`),
});
export type StartWithVocabsRequest = z.infer<typeof StartWithVocabsRequest>;

export const VocabCardRequest = z.object({ vocab_id: vocabId });
export type VocabCardRequest = z.infer<typeof VocabCardRequest>;
export const RemoveCardResponse = z.object({ success: z.literal(true), removed: z.boolean() });
export type RemoveCardResponse = z.infer<typeof RemoveCardResponse>;

export const ReviewVocabIdsResponse = z.object({ success: z.literal(true), vocab_ids: z.array(z.string()) });
export type ReviewVocabIdsResponse = z.infer<typeof ReviewVocabIdsResponse>;

export const ReviewSettings = z.object({
  new_cards_per_day: z
    .number({ error: 'new_cards_per_day must be a number' })
    .int('new_cards_per_day must be a whole number')
    .min(0, 'new_cards_per_day cannot be negative')
    .max(MAX_NEW_CARDS_PER_DAY, `new_cards_per_day can be at most ${MAX_NEW_CARDS_PER_DAY}`),
});
export type ReviewSettings = z.infer<typeof ReviewSettings>;
export const ReviewSettingsResponse = ReviewSettings.extend({ success: z.literal(true) });
export type ReviewSettingsResponse = z.infer<typeof ReviewSettingsResponse>;

export const ReviewStatsResponse = z.object({
  success: z.literal(true),
  /** Due now, new cards within today's limit included: the number the side menu shows. */
  due_count: z.number().int(),
  total_cards: z.number().int(),
  new_cards: z.number().int(),
  /** New cards that may still be introduced today. */
  new_remaining_today: z.number().int(),
  leeches: z.number().int(),
  reviewed_today: z.number().int(),
  /** Share of answers other than Again on cards in review over the last 30 days; null without any. */
  retention: z.number().nullable(),
  /** Epoch ms of the next card due after now; null without cards. */
  next_due: z.number().nullable(),
  /** The learner's review day (YYYY-MM-DD), starting at 4 a.m. local time. */
  review_day: z.string(),
  /** Answers per review day over the last 30 days, oldest first; days without answers are left out. */
  reviews_per_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type ReviewStatsResponse = z.infer<typeof ReviewStatsResponse>;
