import type { Kysely } from 'kysely';

// Migrations use only types both engines share: text, integer, bigint. Kysely's `any` is its own convention here.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('is_native_account', 'integer', (c) => c.notNull())
    .addColumn('external_issuer', 'text')
    .addColumn('external_subject', 'text')
    .addColumn('tour_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('users_external_identity', ['external_issuer', 'external_subject'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('jlpt_level', 'text', (c) => c.notNull())
    .addColumn('speed', 'text', (c) => c.notNull())
    .addColumn('translation_language', 'text', (c) => c.notNull())
    .addColumn('voice', 'text')
    .addColumn('show_hiragana', 'integer', (c) => c.notNull())
    .addColumn('show_translations', 'integer', (c) => c.notNull())
    .addColumn('show_recommended_words', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('rate_limit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_events_bucket_at')
    .on('rate_limit_events')
    .columns(['bucket', 'at'])
    .execute();

  await db.schema
    .createTable('profile_pictures')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('friend_requests')
    .addColumn('from_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('friend_requests_pk', ['from_user_id', 'to_user_id'])
    .execute();
  await db.schema.createIndex('friend_requests_to').on('friend_requests').column('to_user_id').execute();

  await db.schema
    .createTable('friendships')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('friend_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('friendships_pk', ['user_id', 'friend_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'friendships',
    'friend_requests',
    'profile_pictures',
    'rate_limit_events',
    'password_resets',
    'user_settings',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
