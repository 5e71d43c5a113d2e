import type { JlptLevel, LevelProgress, VocabType } from '@kaiwa/contract';
import type { Db } from '../../db/database';
import type { JapaneseCore } from '../../japanese-core';
import { createAnalysisRepository, type ItemUsageSummary } from '../analysis/analysis.repository';

/** The calendar day (UTC) of an epoch-ms time, as YYYY-MM-DD. */
export const utcDate = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/** Average of the rated items' own averages, so every item weighs the same; 0 when none was rated. */
function averageQuality(items: ItemUsageSummary[]): number {
  const rated = items.flatMap((item) => (item.avg_quality === null ? [] : [item.avg_quality]));
  return rated.length === 0 ? 0 : rated.reduce((sum, quality) => sum + quality, 0) / rated.length;
}

/** For each date, how many of `items` were first used on or before it. */
function cumulativeCounts(items: ItemUsageSummary[], dates: readonly string[]): Record<string, number> {
  const firstDates = items.map((item) => utcDate(item.first_used_at));
  return Object.fromEntries(dates.map((date) => [date, firstDates.filter((first) => first <= date).length]));
}

/** A learner's progress through one JLPT level's catalogue, from the analysis of their messages. */
export function createProgressService(deps: { db: Db; japanese: Pick<JapaneseCore, 'catalogue'> }) {
  const { catalogue } = deps.japanese;
  const analysis = createAnalysisRepository(deps.db);
  // The catalogue never changes while the process runs.
  const amounts = new Map<string, number>();
  const amountOf = (level: JlptLevel, type: VocabType) => {
    const key = `${level}:${type}`;
    let amount = amounts.get(key);
    if (amount === undefined) {
      amount = catalogue.itemsOfLevel(level, type).length;
      amounts.set(key, amount);
    }
    return amount;
  };

  return {
    async levelProgress(userId: string, level: JlptLevel): Promise<LevelProgress> {
      const vocabs: ItemUsageSummary[] = [];
      const kanji: ItemUsageSummary[] = [];
      for (const used of await analysis.summariseItemsOf(userId)) {
        const item = catalogue.getItem(used.vocab_id);
        if (item?.level !== level) continue;
        (item.vocabType === 'kanji' ? kanji : vocabs).push(used);
      }
      // Both series share the days on which anything of the level was first used, so they line up in a chart.
      const dates = [...new Set([...vocabs, ...kanji].map((item) => utcDate(item.first_used_at)))].sort();
      return {
        cumulative_progress: {
          vocab: cumulativeCounts(vocabs, dates),
          kanji: cumulativeCounts(kanji, dates),
        },
        vocabs_amount: amountOf(level, 'vocabulary'),
        kanji_amount: amountOf(level, 'kanji'),
        used_vocabs_amount: vocabs.length,
        used_kanji_amount: kanji.length,
        avg_vocab_usage_quality: averageQuality(vocabs),
        avg_kanji_usage_quality: averageQuality(kanji),
      };
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
