import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as friendRequestsByEmail from '../../src/db/migrations/0009_friend_requests_by_email';
import { sharedTestApp, signUp } from '../support/test-app';

const t = sharedTestApp();

describe('migration 0009: friend requests addressed by e-mail', () => {
  it('keeps the requests of the old table, addressed to the recipient’s e-mail, and can go back', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const c = await signUp(t);
    // biome-ignore lint/suspicious/noExplicitAny: the table as it was before the migration
    const db = t.db as unknown as Kysely<any>;
    await friendRequestsByEmail.down(db);
    await db
      .insertInto('friend_requests')
      .values([
        { from_user_id: a.user.user_id, to_user_id: b.user.user_id, created_at: 1 },
        { from_user_id: c.user.user_id, to_user_id: a.user.user_id, created_at: 2 },
      ])
      .execute();

    await friendRequestsByEmail.up(db);
    const rows = await t.db
      .selectFrom('friend_requests')
      .select(['id', 'from_user_id', 'to_email', 'created_at'])
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      { id: expect.any(String), from_user_id: a.user.user_id, to_email: b.email, created_at: 1 },
      { id: expect.any(String), from_user_id: c.user.user_id, to_email: a.email, created_at: 2 },
    ]);
    // A request to an address without an account cannot go back and is dropped.
    await t.db
      .insertInto('friend_requests')
      .values({ id: 'r3', from_user_id: b.user.user_id, to_email: 'nobody@example.com', created_at: 3 })
      .execute();

    await friendRequestsByEmail.down(db);
    expect(
      await db
        .selectFrom('friend_requests')
        .select(['from_user_id', 'to_user_id'])
        .orderBy('created_at')
        .execute(),
    ).toEqual([
      { from_user_id: a.user.user_id, to_user_id: b.user.user_id },
      { from_user_id: c.user.user_id, to_user_id: a.user.user_id },
    ]);
    await friendRequestsByEmail.up(db);
  });
});
