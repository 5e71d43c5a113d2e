import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  // One card per catalogue item and learner, with its FSRS state (ts-fsrs `Card`, times in epoch ms).
  await db.schema
    .createTable('review_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vocab_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    // The learner's sentence with the slip (cards from a conversation) and the provider's correction of it.
    .addColumn('context_sentence', 'text')
    .addColumn('context_correction', 'text')
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('due', 'bigint', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('review_cards_user_vocab', ['user_id', 'vocab_id'])
    .execute();
  await db.schema
    .createIndex('review_cards_user_due')
    .on('review_cards')
    .columns(['user_id', 'due'])
    .execute();

  // Every answer, kept when its card is removed, so FSRS parameters can be fitted to the learner later.
  await db.schema
    .createTable('review_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('vocab_id', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    // The card's state before the answer; stability and difficulty after it.
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'double precision', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    .addColumn('source', 'text', (c) => c.notNull())
    // The learner's review day (YYYY-MM-DD, from 4 a.m. local time) the answer counts for.
    .addColumn('review_day', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('reviewed_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('review_log_user_idempotency', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('review_log_user_day')
    .on('review_log')
    .columns(['user_id', 'review_day'])
    .execute();
  await db.schema
    .createIndex('review_log_card')
    .on('review_log')
    .columns(['card_id', 'reviewed_at'])
    .execute();

  await db.schema
    .createTable('review_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('new_cards_per_day', 'integer', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_settings').execute();
  await db.schema.dropTable('review_log').execute();
  await db.schema.dropTable('review_cards').execute();
}
