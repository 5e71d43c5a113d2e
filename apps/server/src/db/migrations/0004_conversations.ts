import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('jlpt_level', 'text', (c) => c.notNull())
    .addColumn('explanation_vocab_id', 'text')
    // A conversation outlives its creator when friends are still in it.
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_activity_at', 'bigint', (c) => c.notNull())
    // Sequence number of the latest message: posting takes the next one in the same transaction.
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('conversations_created_by').on('conversations').column('created_by').execute();

  await db.schema
    .createTable('conversation_participants')
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    // A user id or a character id.
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // Set for users only, so that deleting an account removes its participation.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'participant_id'])
    .execute();
  await db.schema
    .createIndex('conversation_participants_user')
    .on('conversation_participants')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    // Set for users' messages only: they go with the account.
    .addColumn('sender_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_language', 'text')
    .addColumn('hiragana', 'text')
    .addColumn('furigana', 'text')
    .addColumn('translation_english', 'text')
    .addColumn('translation_japanese', 'text')
    .addColumn('recommended_words', 'text')
    .addColumn('level_above_share', 'real')
    .addColumn('enhancement_status', 'text', (c) => c.notNull())
    .addColumn('enhancement_error', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messages_conversation_seq')
    .on('messages')
    .columns(['conversation_id', 'seq'])
    .unique()
    .execute();
  // NULL keys never collide (on both engines), so messages posted without a key are unaffected.
  await db.schema
    .createIndex('messages_sender_idempotency')
    .on('messages')
    .columns(['sender_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema.createIndex('messages_sender_user').on('messages').column('sender_user_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['messages', 'conversation_participants', 'conversations']) {
    await db.schema.dropTable(table).execute();
  }
}
