/**
 * Table types for Kysely. Times are epoch milliseconds (bigint on PostgreSQL, parsed back to number);
 * flags are integers 0/1 so the same queries run on SQLite and PostgreSQL.
 */
export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  email: string;
  alias: string;
  password_hash: string | null;
  is_native_account: Flag;
  external_issuer: string | null;
  external_subject: string | null;
  tour_done: Flag;
  created_at: number;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  last_seen_at: number;
}

export interface UserSettingsTable {
  user_id: string;
  jlpt_level: string;
  speed: string;
  translation_language: string;
  voice: string | null;
  show_hiragana: Flag;
  show_translations: Flag;
  show_recommended_words: Flag;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
}

export interface RateLimitEventsTable {
  id: string;
  bucket: string;
  at: number;
}

export interface ProfilePicturesTable {
  user_id: string;
  status: 'processing' | 'ready';
  blob_key: string | null;
  updated_at: number;
}

/** Addressed to an e-mail address, which may or may not have an account. */
export interface FriendRequestsTable {
  id: string;
  from_user_id: string;
  to_email: string;
  created_at: number;
}

/** One row per direction, so "my friends" is a single indexed lookup. */
export interface FriendshipsTable {
  user_id: string;
  friend_id: string;
  created_at: number;
}

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface JobsTable {
  id: string;
  type: string;
  /** JSON text, checked against the job type's zod schema on both ends. */
  payload: string;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  run_at: number;
  locked_by: string | null;
  /** Set by the claim and each heartbeat; a completed job keeps it, so its last run shows when it started. */
  heartbeat_at: number | null;
  last_error: string | null;
  idempotency_key: string | null;
  created_at: number;
  updated_at: number;
}

/** One user's use of one catalogue item (word or kanji), summed over all conversations. */
export interface VocabularyUsageTable {
  user_id: string;
  vocab_id: string;
  times_used: number;
  first_used_at: number;
  last_used_at: number;
  /** Sum and count of the rated uses (quality 0–10); uses without a rating add to neither. */
  quality_sum: number;
  quality_count: number;
}

/** An AI-written explanation of a catalogue item, written once and shared by everyone. */
export interface VocabularyExplanationsTable {
  vocab_id: string;
  /** JSON text, checked against its zod schema when read. */
  payload: string;
  created_at: number;
}

export type TranslationStatus = 'Pending' | 'Completed' | 'Failed';

/** A translation tool request; the two sides are stored as Japanese and other language whatever the direction. */
export interface TranslationsTable {
  id: string;
  user_id: string;
  input_text: string;
  source_language: string;
  target_language: string;
  context: string;
  /** Hiragana of the Japanese side ('' until it is known). */
  kana_text: string;
  japanese_text: string;
  other_language_text: string;
  status: TranslationStatus;
  error: string | null;
  /** JSON array of the contract's DetectedVocab. */
  detected_vocabs: string;
  created_at: number;
  updated_at: number;
}

export interface ConversationsTable {
  id: string;
  topic: string;
  jlpt_level: string;
  explanation_vocab_id: string | null;
  /** Null once the creator deleted their account (friends keep the conversation). */
  created_by: string | null;
  created_at: number;
  last_activity_at: number;
  /** Sequence number of the latest message. */
  last_seq: number;
}

export type ParticipantKind = 'user' | 'assistant';

export interface ConversationParticipantsTable {
  conversation_id: string;
  /** A user id or a character id. */
  participant_id: string;
  type: ParticipantKind;
  /** The user id again for users (its foreign key removes the row with the account); null for characters. */
  user_id: string | null;
  position: number;
}

export type EnhancementStatus = 'pending' | 'completed' | 'failed';

export interface MessagesTable {
  id: string;
  conversation_id: string;
  /** Order within the conversation. */
  seq: number;
  sender_id: string;
  /** The sender for users' messages (deleted with the account); null for characters'. */
  sender_user_id: string | null;
  role: ParticipantKind;
  content: string;
  content_language: string | null;
  hiragana: string | null;
  /** JSON array of the contract's FuriganaSegment. */
  furigana: string | null;
  translation_english: string | null;
  translation_japanese: string | null;
  /** JSON array of the contract's RecommendedWord. */
  recommended_words: string | null;
  /** JSON array of the contract's WordAccent (Japanese messages). */
  word_accents: string | null;
  /** Characters' replies: share of their vocabulary above the learner's level (0–1). */
  level_above_share: number | null;
  enhancement_status: EnhancementStatus;
  enhancement_error: string | null;
  /** Unique per sender: a retried post or job finds the message it already wrote. */
  idempotency_key: string | null;
  created_at: number;
}

/** Numbered changes of a conversation's messages, kept a while so that a reconnecting stream can catch up. */
export interface ConversationEventsTable {
  conversation_id: string;
  /** 1, 2, 3… per conversation, in the order the changes were committed: the stream's event id. */
  seq: number;
  message_id: string;
  created_at: number;
}

export type AudioClipStatus = 'generating' | 'ready' | 'failed';

/** Synthesized speech, one row per cache key (text, language, voice, speed, engine) shared by everyone; the bytes are in the blob store. */
export interface AudioClipsTable {
  cache_key: string;
  status: AudioClipStatus;
  /** Counts synthesis attempts after failures; part of the job's idempotency key, so a retry gets a new job. */
  generation: number;
  content_type: string | null;
  byte_length: number | null;
  /** The contract's AudioErrorCode and a message fit for users, once failed. */
  error_code: string | null;
  error: string | null;
  created_at: number;
  updated_at: number;
  /** When the clip was last sent (touched at most every few minutes); clips unused for 30 days are removed. */
  last_fetched_at: number;
}

/**
 * What a clip was made for: `shared` (vocabulary, explanations, the voice sample), `message:<id>` with its
 * message or `translation:<id>` with its translation (each row goes with them). A clip without rows is removed.
 */
export interface AudioClipRefsTable {
  cache_key: string;
  owner: string;
  message_id: string | null;
  translation_id: string | null;
  created_at: number;
}

/** The stored analysis of one learner message: 'failed' when the usage could not be rated (items kept with -1). */
export interface MessageAnalysesTable {
  message_id: string;
  conversation_id: string;
  /** The message's sender: the only one who sees this analysis. */
  user_id: string;
  status: 'completed' | 'failed';
  error: string | null;
  /** When the analysis was stored. */
  created_at: number;
}

/** One catalogue item (word or kanji) used in one learner message. */
export interface MessageUsageTable {
  message_id: string;
  conversation_id: string;
  user_id: string;
  vocab_id: string;
  vocab_type: 'vocabulary' | 'kanji';
  /** Order of first appearance in the message. */
  position: number;
  count: number;
  /** 0–10, or -1 when not rated. */
  quality: number;
  /** When the message was written (epoch ms). */
  created_at: number;
}

/** A learner's review card of one catalogue item: its FSRS state (ts-fsrs `Card`; times epoch ms). */
export interface ReviewCardsTable {
  id: string;
  user_id: string;
  vocab_id: string;
  source: 'manual' | 'chat';
  context_sentence: string | null;
  context_correction: string | null;
  /** ts-fsrs `State`: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: number | null;
  created_at: number;
}

/** One answer to a card (from the review screen or a conversation). */
export interface ReviewLogTable {
  id: string;
  user_id: string;
  card_id: string;
  vocab_id: string;
  rating: number;
  /** The card's state before the answer; stability and difficulty after it. */
  state: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  duration_ms: number | null;
  source: 'review' | 'chat';
  review_day: string;
  idempotency_key: string | null;
  reviewed_at: number;
}

export interface ReviewSettingsTable {
  user_id: string;
  new_cards_per_day: number;
  /** The IANA time zone the browser last sent. */
  time_zone: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  user_settings: UserSettingsTable;
  password_resets: PasswordResetsTable;
  rate_limit_events: RateLimitEventsTable;
  profile_pictures: ProfilePicturesTable;
  friend_requests: FriendRequestsTable;
  friendships: FriendshipsTable;
  jobs: JobsTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  messages: MessagesTable;
  conversation_events: ConversationEventsTable;
  vocabulary_usage: VocabularyUsageTable;
  vocabulary_explanations: VocabularyExplanationsTable;
  translations: TranslationsTable;
  audio_clips: AudioClipsTable;
  audio_clip_refs: AudioClipRefsTable;
  message_analyses: MessageAnalysesTable;
  message_usage: MessageUsageTable;
  review_cards: ReviewCardsTable;
  review_log: ReviewLogTable;
  review_settings: ReviewSettingsTable;
}
