import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The due queue counts a learner's due cards and orders them by (now - last_review) / stability: with every
  // column it reads in the index, both are answered from the index alone, without reading thousands of card
  // rows. It replaces (user_id, due), its prefix.
  await db.schema
    .createIndex('review_cards_user_due_order')
    .on('review_cards')
    .columns(['user_id', 'due', 'state', 'last_review', 'stability', 'id'])
    .execute();
  await db.schema.dropIndex('review_cards_user_due').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('review_cards_user_due')
    .on('review_cards')
    .columns(['user_id', 'due'])
    .execute();
  await db.schema.dropIndex('review_cards_user_due_order').execute();
}
