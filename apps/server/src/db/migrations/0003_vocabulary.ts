import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Catalogue items live in the Japanese core, not in the database: vocab_id is a stable content-derived id.
  await db.schema
    .createTable('vocabulary_usage')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vocab_id', 'text', (c) => c.notNull())
    .addColumn('times_used', 'integer', (c) => c.notNull())
    .addColumn('first_used_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    // Qualities are 0–10 and may be fractional: REAL affinity on SQLite, float8 on PostgreSQL.
    .addColumn('quality_sum', 'double precision', (c) => c.notNull())
    .addColumn('quality_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('vocabulary_usage_pk', ['user_id', 'vocab_id'])
    .execute();

  await db.schema
    .createTable('vocabulary_explanations')
    .addColumn('vocab_id', 'text', (c) => c.primaryKey())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vocabulary_explanations').execute();
  await db.schema.dropTable('vocabulary_usage').execute();
}
