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
    touch(id: string, at: number) {
      return db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
    },
    deleteById(id: string) {
      return db.deleteFrom('sessions').where('id', '=', id).execute();
    },
    deleteByTokenHash(tokenHash: string) {
      return db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },
    deleteForUser(userId: string) {
      return db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
