import type { Db } from '../../db/database';

/** Reset links are stored by the SHA-256 hash of their token; a row is usable while unused and unexpired. */
export function createPasswordResetRepository(db: Db) {
  return {
    insert(reset: { token_hash: string; user_id: string; expires_at: number }) {
      return db
        .insertInto('password_resets')
        .values({ ...reset, used_at: null })
        .execute();
    },
    findUsable(tokenHash: string, now: number) {
      return db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },
    /** Marks the token used if it still is usable; only one of two concurrent claims gets the user id. */
    async claim(tokenHash: string, now: number): Promise<string | undefined> {
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      const row = await db
        .selectFrom('password_resets')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row?.user_id;
    },
    /** Once the password has been reset, the other links sent to that user must not work any more. */
    useAllForUser(userId: string, now: number) {
      return db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
    deleteExpired(now: number) {
      return db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
