import type { Db } from '../../db/database';
import type { MessageAnalysesTable, MessageUsageTable } from '../../db/schema';
import { createVocabularyRepository } from '../vocabulary/vocabulary.repository';

export type MessageAnalysisRow = Pick<MessageAnalysesTable, 'message_id' | 'status' | 'error'>;
export type MessageUsageRow = Pick<
  MessageUsageTable,
  'message_id' | 'vocab_id' | 'vocab_type' | 'position' | 'count' | 'quality'
>;
export type NewMessageAnalysis = Omit<MessageAnalysesTable, 'created_at'> & {
  analysed_at: number;
  /** When the message was written: the time of every use in it. */
  used_at: number;
  usage: Pick<MessageUsageTable, 'vocab_id' | 'vocab_type' | 'count' | 'quality'>[];
};
/** One item a user has used: when first, and the average of its rated uses (null when none was rated). */
export type ItemUsageSummary = { vocab_id: string; first_used_at: number; avg_quality: number | null };

export function createAnalysisRepository(db: Db) {
  return {
    async isAnalysed(messageId: string): Promise<boolean> {
      const row = await db
        .selectFrom('message_analyses')
        .select('message_id')
        .where('message_id', '=', messageId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Stores a message's analysis and adds each item once to the sender's vocabulary usage, in one
     * transaction: a job that runs again (retry, crashed worker, two workers) finds the analysis row and
     * changes nothing, so no use is ever counted twice or lost. False when it was stored before.
     * `afterSave` runs on the same transaction when the analysis is stored now (review cards from slips).
     */
    async saveAnalysis(
      analysis: NewMessageAnalysis,
      afterSave?: (trx: Db) => Promise<void>,
    ): Promise<boolean> {
      const { usage, analysed_at, used_at, ...row } = analysis;
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('message_analyses')
          .values({ ...row, created_at: analysed_at })
          .onConflict((conflict) => conflict.column('message_id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        if (usage.length === 0) return true;
        await trx
          .insertInto('message_usage')
          .values(
            usage.map((item, position) => ({
              ...item,
              message_id: row.message_id,
              conversation_id: row.conversation_id,
              user_id: row.user_id,
              position,
              created_at: used_at,
            })),
          )
          .execute();
        await createVocabularyRepository(trx).recordUses(
          row.user_id,
          used_at,
          usage.map((item) => ({ vocab_id: item.vocab_id, quality: item.quality < 0 ? null : item.quality })),
        );
        await afterSave?.(trx);
        return true;
      });
    },

    listAnalysesOf(userId: string, conversationId: string): Promise<MessageAnalysisRow[]> {
      return db
        .selectFrom('message_analyses')
        .select(['message_id', 'status', 'error'])
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** The user's usage rows in one conversation, each message's in order of appearance. */
    listUsageOf(userId: string, conversationId: string): Promise<MessageUsageRow[]> {
      return db
        .selectFrom('message_usage')
        .select(['message_id', 'vocab_id', 'vocab_type', 'position', 'count', 'quality'])
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .orderBy('position')
        .execute();
    },

    /** Every item the user has used in any conversation. */
    async summariseItemsOf(userId: string): Promise<ItemUsageSummary[]> {
      const rows = await db
        .selectFrom('message_usage')
        .select((eb) => [
          'vocab_id',
          eb.fn.min('created_at').as('first_used_at'),
          eb.fn.avg(eb.case().when('quality', '>=', 0).then(eb.ref('quality')).end()).as('avg_quality'),
        ])
        .where('user_id', '=', userId)
        .groupBy('vocab_id')
        .execute();
      // PostgreSQL's avg of double precision is double precision, but drivers may still hand back text.
      return rows.map((row) => ({
        vocab_id: row.vocab_id,
        first_used_at: Number(row.first_used_at),
        avg_quality: row.avg_quality === null ? null : Number(row.avg_quality),
      }));
    },
  };
}
export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
