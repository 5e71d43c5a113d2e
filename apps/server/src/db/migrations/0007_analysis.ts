import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  // One row per analysed learner message; its presence means the analysis is stored (and counted) for good.
  await db.schema
    .createTable('message_analyses')
    .addColumn('message_id', 'text', (c) => c.primaryKey().references('messages.id').onDelete('cascade'))
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('message_analyses_conversation_user')
    .on('message_analyses')
    .columns(['conversation_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('message_usage')
    .addColumn('message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('vocab_id', 'text', (c) => c.notNull())
    .addColumn('vocab_type', 'text', (c) => c.notNull())
    // Order of first appearance in the message.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    // 0–10, or -1 when the usage could not be rated.
    .addColumn('quality', 'double precision', (c) => c.notNull())
    // When the message was written, not when it was analysed: progress dates follow the learner's use.
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_usage_pk', ['message_id', 'vocab_id'])
    .execute();
  await db.schema
    .createIndex('message_usage_conversation_user')
    .on('message_usage')
    .columns(['conversation_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('message_usage_user')
    .on('message_usage')
    .columns(['user_id', 'vocab_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_usage').execute();
  await db.schema.dropTable('message_analyses').execute();
}
