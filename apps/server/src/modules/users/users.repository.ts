import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';

export function createUserRepository(db: Db) {
  return {
    findById(id: string) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** `email` must already be normalised (trimmed, lower case). */
    findByEmail(email: string) {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    findByExternalIdentity(issuer: string, subject: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('external_issuer', '=', issuer)
        .where('external_subject', '=', subject)
        .executeTakeFirst();
    },
    insert(user: Insertable<UsersTable>) {
      return db.insertInto('users').values(user).execute();
    },
    updateAlias(id: string, alias: string) {
      return db.updateTable('users').set({ alias }).where('id', '=', id).execute();
    },
    updatePasswordHash(id: string, passwordHash: string) {
      return db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
    completeTour(id: string, alias: string) {
      return db.updateTable('users').set({ alias, tour_done: 1 }).where('id', '=', id).execute();
    },
    /** Dependent rows go with it (foreign keys cascade on both engines). */
    deleteById(id: string) {
      return db.deleteFrom('users').where('id', '=', id).execute();
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
