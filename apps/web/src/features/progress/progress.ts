import { JLPT_LEVEL_LABELS, JLPT_LEVELS, type JlptLevel, type LevelProgress } from '@kaiwa/contract';

/** The 'Display Level' options: 'N5 - Beginner' … 'N1 - Expert'. */
export const LEVEL_OPTIONS: readonly { level: JlptLevel; label: string }[] = JLPT_LEVELS.map((level) => ({
  level,
  label: `${level} - ${JLPT_LEVEL_LABELS[level]}`,
}));

/** Share of the level's items used, 0–100; 0 for an empty level (the bar stays empty instead of breaking). */
export function usedPercent(used: number, total: number): number {
  return total > 0 ? (used / total) * 100 : 0;
}

/** A card's percentage with one decimal, e.g. '12.3%'. */
export const formatPercent = (used: number, total: number) => `${usedPercent(used, total).toFixed(1)}%`;

/** A usage quality on the 0–10 scale as 'x.x/10'. */
export const formatQuality = (quality: number) => `${quality.toFixed(1)}/10`;

/** A YYYY-MM-DD day as short month and day, e.g. 'Mar 10' (the day as the server counted it, in UTC). */
export const shortDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export type ProgressSeries = {
  /** YYYY-MM-DD, oldest first. */
  dates: string[];
  vocabCounts: number[];
  kanjiCounts: number[];
  /** Of the level's items, 0–100. */
  vocabPercents: number[];
  kanjiPercents: number[];
};

/** A cumulative count on `date`: the latest known on or before it (a series may skip days the other has). */
function countOn(counts: Record<string, number>, date: string): number {
  let latest = 0;
  for (const [day, count] of Object.entries(counts)) if (day <= date && count > latest) latest = count;
  return latest;
}

/** The chart's lines: counts per day, and as a percentage of the level (0 for an empty level, at most 100). */
export function progressSeries(progress: LevelProgress): ProgressSeries {
  const { vocab, kanji } = progress.cumulative_progress;
  const dates = [...new Set([...Object.keys(vocab), ...Object.keys(kanji)])].sort();
  const vocabCounts = dates.map((date) => countOn(vocab, date));
  const kanjiCounts = dates.map((date) => countOn(kanji, date));
  const percentOf = (count: number, total: number) => Math.min(100, usedPercent(count, total));
  return {
    dates,
    vocabCounts,
    kanjiCounts,
    vocabPercents: vocabCounts.map((count) => percentOf(count, progress.vocabs_amount)),
    kanjiPercents: kanjiCounts.map((count) => percentOf(count, progress.kanji_amount)),
  };
}
