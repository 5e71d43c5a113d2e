import type { Db } from '../../db/database';
import { batchedLookup, createBatcher } from '../../lib/batcher';

/**
 * Every request and every open event stream reads its session: lookups made while one is on its way are
 * answered together by the next query.
 */
export function createSessionRepository(db: Db) {
  const touches = createBatcher<{ id: string; at: number }, void>(
    async (used) => {
      // A minute's precision is all last_seen_at keeps, so the batch's latest time stands for all.
      const at = Math.max(...used.map((session) => session.at));
      const ids = [...new Set(used.map((session) => session.id))];
      await db.updateTable('sessions').set({ last_seen_at: at }).where('id', 'in', ids).execute();
      return used.map(() => undefined);
    },
    { max: 100 },
  );
  return {
    insert(session: { id: string; user_id: string; token_hash: string; created_at: number }) {
      return db
        .insertInto('sessions')
        .values({ ...session, last_seen_at: session.created_at })
        .execute();
    },
    findByTokenHash: batchedLookup(
      (tokenHashes: string[]) =>
        db.selectFrom('sessions').selectAll().where('token_hash', 'in', tokenHashes).execute(),
      (session) => session.token_hash,
    ),
    findById: batchedLookup(
      (ids: string[]) => db.selectFrom('sessions').selectAll().where('id', 'in', ids).execute(),
      (session) => session.id,
    ),
    /** Marks sessions used at about `at`; those touched while one write is on its way share the next. */
    touch: (id: string, at: number) => touches.add({ id, at }),
    touchesWritten: () => touches.settled(),
    deleteById(id: string) {
      return db.deleteFrom('sessions').where('id', '=', id).execute();
    },
    /** The deleted session, if there was one. */
    deleteByTokenHash(tokenHash: string) {
      return db
        .deleteFrom('sessions')
        .where('token_hash', '=', tokenHash)
        .returning(['id', 'user_id'])
        .executeTakeFirst();
    },
    deleteForUser(userId: string) {
      return db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
