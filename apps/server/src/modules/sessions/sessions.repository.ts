import type { Db } from '../../db/database';

export function createSessionRepository(db: Db) {
  return {
    insert(session: { id: string; user_id: string; token_hash: string; created_at: number }) {
      return db
        .insertInto('sessions')
        .values({ ...session, last_seen_at: session.created_at })
        .execute();
    },
    findByTokenHash(tokenHash: string) {
      return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    findById(id: string) {
      return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },
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
