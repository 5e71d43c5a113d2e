import type { LevelProgress } from '@kaiwa/contract';
import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  formatQuality,
  LEVEL_OPTIONS,
  progressSeries,
  shortDate,
  usedPercent,
} from './progress';

const progress = (overrides: Partial<LevelProgress> = {}): LevelProgress => ({
  cumulative_progress: { vocab: {}, kanji: {} },
  vocabs_amount: 200,
  kanji_amount: 40,
  used_vocabs_amount: 0,
  used_kanji_amount: 0,
  avg_vocab_usage_quality: 0,
  avg_kanji_usage_quality: 0,
  ...overrides,
});

describe('progress helpers', () => {
  it('labels the levels as the spec does', () => {
    expect(LEVEL_OPTIONS.map((option) => option.label)).toEqual([
      'N5 - Beginner',
      'N4 - Elementary',
      'N3 - Intermediate',
      'N2 - Advanced',
      'N1 - Expert',
    ]);
  });

  it('shows the used share with one decimal', () => {
    expect(formatPercent(1, 3)).toBe('33.3%');
    expect(formatPercent(2, 3)).toBe('66.7%');
    expect(formatPercent(0, 687)).toBe('0.0%');
    expect(formatPercent(687, 687)).toBe('100.0%');
    expect(usedPercent(5, 20)).toBe(25);
  });

  it('treats an empty level as 0% rather than an invalid number', () => {
    expect(usedPercent(0, 0)).toBe(0);
    expect(formatPercent(0, 0)).toBe('0.0%');
  });

  it('shows quality as x.x/10', () => {
    expect(formatQuality(0)).toBe('0.0/10');
    expect(formatQuality(7.25)).toBe('7.3/10');
    expect(formatQuality(10)).toBe('10.0/10');
  });

  it('writes days as short month and day, whatever the local time zone', () => {
    expect(shortDate('2026-03-10')).toBe('Mar 10');
    expect(shortDate('2026-01-01')).toBe('Jan 1');
    expect(shortDate('2025-12-31')).toBe('Dec 31');
  });

  it('builds the chart lines: counts per day, and percentages of the level capped at 100', () => {
    const series = progressSeries(
      progress({
        cumulative_progress: {
          vocab: { '2026-03-11': 5, '2026-03-10': 2 },
          kanji: { '2026-03-10': 10, '2026-03-12': 50 },
        },
      }),
    );
    expect(series).toEqual({
      dates: ['2026-03-10', '2026-03-11', '2026-03-12'],
      vocabCounts: [2, 5, 5],
      kanjiCounts: [10, 10, 50],
      vocabPercents: [1, 2.5, 2.5],
      kanjiPercents: [25, 25, 100],
    });
  });

  it('gives 0% on the chart when the level has no items', () => {
    const series = progressSeries(
      progress({
        vocabs_amount: 0,
        kanji_amount: 0,
        cumulative_progress: { vocab: { '2026-03-10': 1 }, kanji: {} },
      }),
    );
    expect(series.vocabPercents).toEqual([0]);
    expect(series.kanjiPercents).toEqual([0]);
    expect(series.kanjiCounts).toEqual([0]);
  });
});
