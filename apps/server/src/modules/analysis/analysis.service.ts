import {
  type AnalysisItem,
  type AnalysisMessage,
  type AnalysisSummaryItem,
  type AnalysisSummaryResponse,
  JLPT_LEVELS,
  type JlptLevel,
  NEVER_RATED,
} from '@kaiwa/contract';
import type { Catalogue, CatalogueItem } from '@kaiwa/japanese';
import type { Db } from '../../db/database';
import type { JapaneseCore } from '../../japanese-core';
import type { ConversationsService } from '../conversations/conversations.service';
import { toAnalysisItem, toAnalysisSummaryItem } from '../vocabulary/vocabulary.presenter';
import { createAnalysisRepository, type MessageUsageRow } from './analysis.repository';

type Analysis = AnalysisSummaryResponse['analysis'];

const levelRank = (level: JlptLevel) => JLPT_LEVELS.indexOf(level);

/** Easiest level first (N5 … N1), then the most used, then by reading. */
const byLevelThenUse = (a: AnalysisSummaryItem, b: AnalysisSummaryItem) =>
  levelRank(a.jlpt_level) - levelRank(b.jlpt_level) ||
  b.count - a.count ||
  a.pronunciation.localeCompare(b.pronunciation, 'ja');

/** Rows whose item the catalogue still knows, with that item. */
function withItems(
  catalogue: Catalogue,
  rows: MessageUsageRow[],
): { row: MessageUsageRow; item: CatalogueItem }[] {
  return rows.flatMap((row) => {
    const item = catalogue.getItem(row.vocab_id);
    return item ? [{ row, item }] : [];
  });
}

/** Per item over a conversation: total uses and the average of the rated ones (-1 when none was rated). */
function summariseItems(usage: { row: MessageUsageRow; item: CatalogueItem }[]): AnalysisSummaryItem[] {
  const totals = new Map<string, { item: CatalogueItem; count: number; qualitySum: number; rated: number }>();
  for (const { row, item } of usage) {
    const total = totals.get(item.vocab_id) ?? { item, count: 0, qualitySum: 0, rated: 0 };
    total.count += row.count;
    if (row.quality >= 0) {
      total.qualitySum += row.quality;
      total.rated += 1;
    }
    totals.set(item.vocab_id, total);
  }
  return [...totals.values()]
    .map(({ item, count, qualitySum, rated }) =>
      toAnalysisSummaryItem(item, count, rated > 0 ? qualitySum / rated : NEVER_RATED),
    )
    .sort(byLevelThenUse);
}

/**
 * The analysis screens. Each participant sees the analysis of their own messages only: in a conversation
 * with friends, everyone's messages are listed, but how well someone used their words stays theirs.
 */
export function createAnalysisService(deps: {
  db: Db;
  japanese: Pick<JapaneseCore, 'catalogue'>;
  conversations: Pick<ConversationsService, 'messages' | 'information'>;
}) {
  const { japanese, conversations } = deps;
  const repository = createAnalysisRepository(deps.db);

  return {
    /** The conversation's messages; the caller's own carry their analysis. 404 unless the caller takes part. */
    async messagesWithAnalysis(userId: string, conversationId: string): Promise<AnalysisMessage[]> {
      const messages = await conversations.messages(userId, conversationId);
      const [analyses, usage] = await Promise.all([
        repository.listAnalysesOf(userId, conversationId),
        repository.listUsageOf(userId, conversationId),
      ]);
      const analysisOf = new Map(analyses.map((analysis) => [analysis.message_id, analysis]));
      const itemsOf = new Map<string, { kanji: AnalysisItem[]; vocab: AnalysisItem[] }>();
      for (const { row, item } of withItems(japanese.catalogue, usage)) {
        const items = itemsOf.get(row.message_id) ?? { kanji: [], vocab: [] };
        (item.vocabType === 'kanji' ? items.kanji : items.vocab).push(toAnalysisItem(item, row.quality));
        itemsOf.set(row.message_id, items);
      }
      return messages.map((message) => {
        const own = message.role === 'user' && message.sender_id === userId;
        const analysis = analysisOf.get(message.message_id);
        const items = itemsOf.get(message.message_id);
        return {
          ...message,
          analysis_kanji: items?.kanji ?? [],
          analysis_vocab: items?.vocab ?? [],
          analysis_status: own ? (analysis?.status ?? 'pending') : null,
          analysis_error: analysis?.error ?? null,
        };
      });
    },

    /** What the caller used in the conversation, per item, sorted by level. 404 unless the caller takes part. */
    async summary(userId: string, conversationId: string): Promise<Omit<AnalysisSummaryResponse, 'success'>> {
      const conversation_info = await conversations.information(userId, conversationId);
      const usage = withItems(japanese.catalogue, await repository.listUsageOf(userId, conversationId));
      const kanjis = summariseItems(usage.filter(({ item }) => item.vocabType === 'kanji'));
      const vocabs = summariseItems(usage.filter(({ item }) => item.vocabType === 'vocabulary'));
      const jlpt_levels = Object.fromEntries(
        JLPT_LEVELS.map((level) => [level, 0]),
      ) as Analysis['jlpt_levels'];
      for (const item of [...kanjis, ...vocabs]) jlpt_levels[item.jlpt_level] += 1;
      return {
        analysis: { kanji_count: kanjis.length, vocab_count: vocabs.length, jlpt_levels, kanjis, vocabs },
        conversation_info,
      };
    },
  };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
