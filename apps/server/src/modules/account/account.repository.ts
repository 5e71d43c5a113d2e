import { DEFAULT_SETTINGS, type JlptLevel } from '@kaiwa/contract';
import type { Db } from '../../db/database';
import type { UserSettingsTable } from '../../db/schema';

export type SettingsChange = Partial<Omit<UserSettingsTable, 'user_id'>>;

/** The row a user has until they change something (a missing row means every setting is the default). */
const DEFAULT_ROW: Omit<UserSettingsTable, 'user_id'> = {
  jlpt_level: DEFAULT_SETTINGS.jlptTrainLevel,
  speed: DEFAULT_SETTINGS.speed,
  translation_language: DEFAULT_SETTINGS.translationLanguage,
  voice: null,
  show_hiragana: DEFAULT_SETTINGS.toggles.showHiragana ? 1 : 0,
  show_translations: DEFAULT_SETTINGS.toggles.showTranslations ? 1 : 0,
  show_recommended_words: DEFAULT_SETTINGS.toggles.showRecommendedWords ? 1 : 0,
};

export function createAccountRepository(db: Db) {
  function upsert(executor: Db, userId: string, change: SettingsChange) {
    return executor
      .insertInto('user_settings')
      .values({ ...DEFAULT_ROW, ...change, user_id: userId })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(change))
      .execute();
  }

  return {
    async findSettings(userId: string): Promise<Omit<UserSettingsTable, 'user_id'>> {
      const row = await db
        .selectFrom('user_settings')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return DEFAULT_ROW;
      const { user_id: _, ...settings } = row;
      return settings;
    },

    /** `change` must not be empty. */
    updateSettings(userId: string, change: SettingsChange) {
      return upsert(db, userId, change);
    },

    /** Alias, training level and the tour flag change together or not at all. */
    completeTour(userId: string, alias: string, jlptLevel: JlptLevel) {
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ alias, tour_done: 1 }).where('id', '=', userId).execute();
        await upsert(trx, userId, { jlpt_level: jlptLevel });
      });
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
