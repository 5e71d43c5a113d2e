import {
  type AnalysisItem,
  type AnalysisSummaryItem,
  type DayItem,
  type DetectedVocab,
  NEVER_RATED,
  NO_KANJI,
  type RecommendedWord,
  type RelatedWord,
  type VocabularyItem,
} from '@kaiwa/contract';
import type { CatalogueItem } from '@kaiwa/japanese';
import { pitchAccentOf } from './pitch-accent';

/**
 * Every API shape of a catalogue item, each written once: the services answer with these and never map an
 * item's fields themselves.
 */

/** The API's form of "no kanji": the literal text the product expects. */
export const wireKanji = (item: Pick<CatalogueItem, 'kanji'>): string => item.kanji ?? NO_KANJI;

/** The fields every shape of an item shares: which item it is and how it is written, read and translated. */
export const itemWords = (item: CatalogueItem) => ({
  vocab_id: item.vocab_id,
  kanji: wireKanji(item),
  pronunciation: item.pronunciation,
  english: item.english,
});

export const toRecommendedWord = (item: CatalogueItem): RecommendedWord => itemWords(item);

export const toRelatedWord = (item: CatalogueItem): RelatedWord => ({
  ...itemWords(item),
  level: item.level,
});

export const toDetectedVocab = (item: CatalogueItem): DetectedVocab => ({
  ...itemWords(item),
  vocabType: item.vocabType,
  level: item.level,
});

export const toDayItem = (item: CatalogueItem): DayItem => ({
  ...itemWords(item),
  level: item.level,
  pitch_accent: pitchAccentOf(item),
});

/** A catalogue item as the vocabulary list shows it, before the caller's usage is merged in. */
export const toVocabularyItem = (item: CatalogueItem): VocabularyItem => ({
  ...toDayItem(item),
  vocabType: item.vocabType,
  timesUsed: 0,
  lastUsed: null,
  avgUsageQuality: NEVER_RATED,
});

/** One use of an item in a message, with how well it was used. */
export const toAnalysisItem = (item: CatalogueItem, quality: number): AnalysisItem => ({
  ...itemWords(item),
  jlpt_level: item.level,
  usage_quality: quality,
});

/** An item over a whole conversation: how often it was used, and how well on average (-1: never rated). */
export const toAnalysisSummaryItem = (
  item: CatalogueItem,
  count: number,
  avgQuality: number,
): AnalysisSummaryItem => ({
  ...itemWords(item),
  jlpt_level: item.level,
  avg_usage_quality: avgQuality,
  count,
});
