import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The review queue's new cards (state 0, oldest first) and its counts per state, without reading every card
  // of a learner with thousands.
  await db.schema
    .createIndex('review_cards_user_state_created')
    .on('review_cards')
    .columns(['user_id', 'state', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('review_cards_user_state_created').execute();
}
