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

export interface FriendRequestsTable {
  from_user_id: string;
  to_user_id: string;
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
  heartbeat_at: number | null;
  last_error: string | null;
  idempotency_key: string | null;
  created_at: number;
  updated_at: number;
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
}
