import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  // When a clip was last sent to anyone (touched at most every few minutes): unused clips are removed.
  await db.schema
    .alterTable('audio_clips')
    .addColumn('last_fetched_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable('audio_clips').set({ last_fetched_at: sql`updated_at` }).execute();
  await db.schema
    .createIndex('audio_clips_last_fetched_at')
    .on('audio_clips')
    .column('last_fetched_at')
    .execute();

  // What each clip was made for. Clips are shared by content, so one clip can have several; a clip left
  // without any (its messages and translations deleted) is removed.
  await db.schema
    .createTable('audio_clip_refs')
    .addColumn('cache_key', 'text', (c) =>
      c.notNull().references('audio_clips.cache_key').onDelete('cascade'),
    )
    /** `shared` (vocabulary, explanations, the voice sample), `message:<id>` or `translation:<id>`. */
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.references('messages.id').onDelete('cascade'))
    .addColumn('translation_id', 'text', (c) => c.references('translations.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('audio_clip_refs_pk', ['cache_key', 'owner'])
    .execute();
  await db.schema.createIndex('audio_clip_refs_message').on('audio_clip_refs').column('message_id').execute();
  await db.schema
    .createIndex('audio_clip_refs_translation')
    .on('audio_clip_refs')
    .column('translation_id')
    .execute();
  // Clips made before nobody knows what for: they count as shared, and go once unused.
  await db
    .insertInto('audio_clip_refs')
    .columns(['cache_key', 'owner', 'created_at'])
    .expression(
      db.selectFrom('audio_clips').select(['cache_key', sql.lit('shared').as('owner'), 'updated_at']),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audio_clip_refs').execute();
  await db.schema.dropIndex('audio_clips_last_fetched_at').execute();
  await db.schema.alterTable('audio_clips').dropColumn('last_fetched_at').execute();
}
