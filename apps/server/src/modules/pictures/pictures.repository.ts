import type { Db } from '../../db/database';

export function createPicturesRepository(db: Db) {
  return {
    find(userId: string) {
      return db.selectFrom('profile_pictures').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Keeps the current picture's key: it is still the user's picture until the new one is ready. */
    markProcessing(userId: string, at: number) {
      return db
        .insertInto('profile_pictures')
        .values({ user_id: userId, status: 'processing', blob_key: null, updated_at: at })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ status: 'processing', updated_at: at }),
        )
        .execute();
    },

    /**
     * Points the row at the new blob. Returns the key it replaced (null if none), or undefined when the row
     * is gone (the account was deleted meanwhile), in which case nothing refers to the new blob.
     */
    async markReady(
      userId: string,
      blobKey: string,
      at: number,
    ): Promise<{ previousKey: string | null } | undefined> {
      // Compare-and-set rather than SELECT ... FOR UPDATE (which SQLite lacks): if another upload swapped the
      // key in between, read again, so the key handed back for deletion is always the one actually replaced.
      for (;;) {
        const row = await db
          .selectFrom('profile_pictures')
          .select('blob_key')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!row) return undefined;
        const previousKey = row.blob_key;
        const result = await db
          .updateTable('profile_pictures')
          .set({ status: 'ready', blob_key: blobKey, updated_at: at })
          .where('user_id', '=', userId)
          .where('blob_key', previousKey === null ? 'is' : '=', previousKey)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) return { previousKey };
      }
    },

    /** After a failed upload: back to the previous picture if there was one, else to no picture. */
    revertProcessing(userId: string) {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('profile_pictures')
          .set({ status: 'ready' })
          .where('user_id', '=', userId)
          .where('blob_key', 'is not', null)
          .execute();
        await trx
          .deleteFrom('profile_pictures')
          .where('user_id', '=', userId)
          .where('blob_key', 'is', null)
          .execute();
      });
    },

    /** Returns the key of the deleted picture's blob, if any. */
    async delete(userId: string): Promise<string | null | undefined> {
      const row = await db
        .deleteFrom('profile_pictures')
        .where('user_id', '=', userId)
        .returning('blob_key')
        .executeTakeFirst();
      return row?.blob_key;
    },
  };
}
export type PicturesRepository = ReturnType<typeof createPicturesRepository>;
