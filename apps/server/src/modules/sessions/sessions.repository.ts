import type { Db } from '../../db/database';
import { batchedLookup } from '../../lib/batcher';

/**
 * Every request and every open event stream reads its session: lookups made while one is on its way are
 * answered together by the next query.
 */
export function createSessionRepository(db: Db) {
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
    touch(id: string, at: number) {
      return db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
    },
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
