import type { Db } from '../../db/database';
import type { TranslationsTable } from '../../db/schema';

export type TranslationRow = TranslationsTable;
/** What a finished (or partly finished) translation writes; any side left out keeps its value. */
export type TranslationSides = Partial<
  Pick<TranslationRow, 'kana_text' | 'japanese_text' | 'other_language_text' | 'detected_vocabs'>
>;

export function createTranslationRepository(db: Db) {
  return {
    async insert(row: TranslationRow): Promise<void> {
      await db.insertInto('translations').values(row).execute();
    },

    findById(id: string) {
      return db.selectFrom('translations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findOwned(id: string, userId: string) {
      return db
        .selectFrom('translations')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Newest first; ids break ties between translations of the same millisecond. */
    listForUser(userId: string, limit: number) {
      return db
        .selectFrom('translations')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async deleteOwned(id: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('translations')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Writes while the translation is Pending only, so a late partial never overwrites the finished result. */
    async updatePending(id: string, sides: TranslationSides, at: number): Promise<void> {
      await db
        .updateTable('translations')
        .set({ ...sides, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'Pending')
        .execute();
    },

    async finish(
      id: string,
      outcome: TranslationSides & { status: 'Completed' | 'Failed'; error: string | null },
      at: number,
    ): Promise<void> {
      await db
        .updateTable('translations')
        .set({ ...outcome, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'Pending')
        .execute();
    },
  };
}
export type TranslationRepository = ReturnType<typeof createTranslationRepository>;
