import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { VocabularyUsageTable } from '../../db/schema';

export type VocabularyUsage = Pick<
  VocabularyUsageTable,
  'vocab_id' | 'times_used' | 'last_used_at' | 'quality_sum' | 'quality_count'
>;

const USAGE_COLUMNS = ['vocab_id', 'times_used', 'last_used_at', 'quality_sum', 'quality_count'] as const;

export function createVocabularyRepository(db: Db) {
  return {
    /**
     * Counts one use of each item by a user at `at` (epoch ms), each rated 0–10 or unrated (null); an item
     * appears once. One upsert for all, so concurrent writers (several worker processes) never lose a use and a
     * message costs one round trip, not one per word; rows go in vocab_id order, so two transactions writing
     * the same user's items lock them in the same order and cannot deadlock. Uses may arrive out of order, hence
     * the first/last comparisons instead of overwriting.
     */
    async recordUses(
      userId: string,
      at: number,
      uses: readonly { vocab_id: string; quality: number | null }[],
    ): Promise<void> {
      if (uses.length === 0) return;
      await db
        .insertInto('vocabulary_usage')
        .values(
          [...uses]
            .sort((a, b) => (a.vocab_id < b.vocab_id ? -1 : a.vocab_id > b.vocab_id ? 1 : 0))
            .map(({ vocab_id, quality }) => ({
              user_id: userId,
              vocab_id,
              times_used: 1,
              first_used_at: at,
              last_used_at: at,
              quality_sum: quality ?? 0,
              quality_count: quality === null ? 0 : 1,
            })),
        )
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'vocab_id']).doUpdateSet({
            times_used: sql`vocabulary_usage.times_used + 1`,
            first_used_at: sql`CASE WHEN excluded.first_used_at < vocabulary_usage.first_used_at
              THEN excluded.first_used_at ELSE vocabulary_usage.first_used_at END`,
            last_used_at: sql`CASE WHEN excluded.last_used_at > vocabulary_usage.last_used_at
              THEN excluded.last_used_at ELSE vocabulary_usage.last_used_at END`,
            quality_sum: sql`vocabulary_usage.quality_sum + excluded.quality_sum`,
            quality_count: sql`vocabulary_usage.quality_count + excluded.quality_count`,
          }),
        )
        .execute();
    },

    /** Every item the user has used, keyed by vocab_id. */
    async usageOf(userId: string): Promise<Map<string, VocabularyUsage>> {
      const rows = await db
        .selectFrom('vocabulary_usage')
        .select(USAGE_COLUMNS)
        .where('user_id', '=', userId)
        .execute();
      return new Map(rows.map((row) => [row.vocab_id, row]));
    },

    usageOfItem(userId: string, vocabId: string): Promise<VocabularyUsage | undefined> {
      return db
        .selectFrom('vocabulary_usage')
        .select(USAGE_COLUMNS)
        .where('user_id', '=', userId)
        .where('vocab_id', '=', vocabId)
        .executeTakeFirst();
    },

    async findExplanation(vocabId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('vocabulary_explanations')
        .select('payload')
        .where('vocab_id', '=', vocabId)
        .executeTakeFirst();
      return row?.payload;
    },

    /** The first explanation written for an item stays: a job that runs twice does not replace it. */
    async saveExplanation(vocabId: string, payload: string, at: number): Promise<void> {
      await db
        .insertInto('vocabulary_explanations')
        .values({ vocab_id: vocabId, payload, created_at: at })
        .onConflict((conflict) => conflict.column('vocab_id').doNothing())
        .execute();
    },
  };
}
export type VocabularyRepository = ReturnType<typeof createVocabularyRepository>;
