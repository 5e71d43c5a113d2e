import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Friend requests are addressed to an e-mail address, whether or not it has an account: asking to be
 * friends with an address must not tell the sender whether someone uses it (see the friends service). The
 * recipient's account, when there is one, is found by its e-mail; `id` is what the sender's list shows in
 * place of the recipient's user id.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('friend_requests_by_email')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('from_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('friend_requests_from_to_email', ['from_user_id', 'to_email'])
    .execute();
  const existing = await db
    .selectFrom('friend_requests')
    .innerJoin('users', 'users.id', 'friend_requests.to_user_id')
    .select(['friend_requests.from_user_id', 'users.email as to_email', 'friend_requests.created_at'])
    .execute();
  for (const request of existing) {
    await db
      .insertInto('friend_requests_by_email')
      .values({ id: randomUUID(), ...request })
      .execute();
  }
  await db.schema.dropTable('friend_requests').execute();
  await db.schema.alterTable('friend_requests_by_email').renameTo('friend_requests').execute();
  await db.schema.createIndex('friend_requests_to_email').on('friend_requests').column('to_email').execute();
}

/** Requests to addresses without an account cannot go back to the old table and are dropped. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('friend_requests_by_user')
    .addColumn('from_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('to_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('friend_requests_pk', ['from_user_id', 'to_user_id'])
    .execute();
  const existing = await db
    .selectFrom('friend_requests')
    .innerJoin('users', 'users.email', 'friend_requests.to_email')
    .select(['friend_requests.from_user_id', 'users.id as to_user_id', 'friend_requests.created_at'])
    .execute();
  for (const request of existing) {
    await db.insertInto('friend_requests_by_user').values(request).execute();
  }
  await db.schema.dropTable('friend_requests').execute();
  await db.schema.alterTable('friend_requests_by_user').renameTo('friend_requests').execute();
  await db.schema.createIndex('friend_requests_to').on('friend_requests').column('to_user_id').execute();
}
