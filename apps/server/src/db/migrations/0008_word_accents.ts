import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  // JSON array of the contract's WordAccent, written by the message's enhancement job; null before it ran
  // (and for messages enhanced before this column existed).
  await db.schema.alterTable('messages').addColumn('word_accents', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('word_accents').execute();
}
