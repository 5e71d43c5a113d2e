import { z } from 'zod';

/** `GET /api/account/export`: everything Kaiwa keeps about the caller, as one JSON document. */

export const DATA_EXPORT_FORMAT = 'kaiwa-account-export';
/**
 * Raised whenever a field is removed or changes meaning; new fields may appear within a version, so readers
 * should ignore fields they do not know.
 */
export const DATA_EXPORT_VERSION = 1;

/** Times are epoch milliseconds (UTC) throughout. */
const time = z.number();

export const ExportedMessage = z.object({
  message_id: z.string(),
  seq: z.number().int(),
  /** A user id or a character id. */
  sender_id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  hiragana: z.string().nullable(),
  translation_english: z.string().nullable(),
  translation_japanese: z.string().nullable(),
  created_at: time,
  /** The usage analysis of the exporter's own messages; null for others' messages and before it ran. */
  analysis: z
    .object({
      status: z.enum(['completed', 'failed']),
      error: z.string().nullable(),
      usage: z.array(
        z.object({
          vocab_id: z.string(),
          vocab_type: z.string(),
          count: z.number().int(),
          /** 0–10, or -1 when the use could not be rated. */
          quality: z.number(),
        }),
      ),
    })
    .nullable(),
});
export type ExportedMessage = z.infer<typeof ExportedMessage>;

export const ExportedConversation = z.object({
  conversation_id: z.string(),
  topic: z.string(),
  jlpt_level: z.string(),
  created_at: time,
  last_activity_at: time,
  participants: z.array(z.object({ participant_id: z.string(), type: z.enum(['user', 'assistant']) })),
  /** In conversation order. */
  messages: z.array(ExportedMessage),
});
export type ExportedConversation = z.infer<typeof ExportedConversation>;

/** The whole document, in this key order (the server streams it, conversations one at a time). */
export const AccountExport = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  version: z.literal(DATA_EXPORT_VERSION),
  exported_at: time,
  /** Account fields; password hashes, session tokens and sign-in secrets are never exported. */
  account: z.object({
    user_id: z.string(),
    email: z.string(),
    alias: z.string(),
    /** 'password' for an account with its own password, else the issuer of the external sign-in. */
    sign_in: z.string(),
    tour_done: z.boolean(),
    created_at: time,
  }),
  settings: z.object({
    jlpt_level: z.string(),
    speed: z.string(),
    translation_language: z.string(),
    voice: z.string().nullable(),
    show_hiragana: z.boolean(),
    show_translations: z.boolean(),
    show_recommended_words: z.boolean(),
    new_cards_per_day: z.number().int(),
    time_zone: z.string(),
  }),
  friends: z.array(z.object({ user_id: z.string(), alias: z.string(), since: time })),
  /** Requests the exporter sent that are still open. */
  friend_requests_sent: z.array(z.object({ to_email: z.string(), created_at: time })),
  vocabulary_usage: z.array(
    z.object({
      vocab_id: z.string(),
      times_used: z.number().int(),
      first_used_at: time,
      last_used_at: time,
      /** Average of the rated uses; null when none was rated. */
      average_quality: z.number().nullable(),
    }),
  ),
  conversations: z.array(ExportedConversation),
  translations: z.array(
    z.object({
      translation_id: z.string(),
      input_text: z.string(),
      source_language: z.string(),
      target_language: z.string(),
      context: z.string(),
      japanese_text: z.string(),
      other_language_text: z.string(),
      kana_text: z.string(),
      status: z.string(),
      created_at: time,
    }),
  ),
  review_cards: z.array(
    z.object({
      card_id: z.string(),
      vocab_id: z.string(),
      source: z.string(),
      context_sentence: z.string().nullable(),
      context_correction: z.string().nullable(),
      /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning. */
      state: z.number().int(),
      due: time,
      stability: z.number(),
      difficulty: z.number(),
      reps: z.number().int(),
      lapses: z.number().int(),
      last_review: time.nullable(),
      created_at: time,
    }),
  ),
  /** Every answer, in order: enough to fit FSRS parameters. */
  review_log: z.array(
    z.object({
      card_id: z.string(),
      vocab_id: z.string(),
      /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
      rating: z.number().int(),
      /** The card's FSRS state before the answer; stability and difficulty after it. */
      state: z.number().int(),
      stability: z.number(),
      difficulty: z.number(),
      elapsed_days: z.number(),
      scheduled_days: z.number(),
      duration_ms: z.number().nullable(),
      source: z.enum(['review', 'chat']),
      review_day: z.string(),
      reviewed_at: time,
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;
