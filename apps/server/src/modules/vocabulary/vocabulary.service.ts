import {
  type DayItem,
  JLPT_LEVELS,
  type JlptLevel,
  NEVER_RATED,
  type VocabType,
  type VocabularyExplanation,
  type VocabularyItem,
} from '@kaiwa/contract';
import { type CatalogueItem, loadCatalogue } from '@kaiwa/japanese';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AccountService } from '../account/account.service';
import { dictionaryExplanation, wireKanji } from './dictionary-explanation';
import type { ExplanationWriter } from './explanation-writer';
import { pitchAccentOf } from './pitch-accent';
import type { VocabularyRepository, VocabularyUsage } from './vocabulary.repository';

export type ExplanationResult =
  | { status: 'ready'; explanation: VocabularyExplanation }
  | { status: 'generating' };

/** A catalogue item as the API lists it, before the caller's usage is merged in. */
const unusedItem = (item: CatalogueItem): VocabularyItem => ({
  vocab_id: item.vocab_id,
  level: item.level,
  vocabType: item.vocabType,
  kanji: wireKanji(item),
  pronunciation: item.pronunciation,
  english: item.english,
  timesUsed: 0,
  lastUsed: null,
  avgUsageQuality: NEVER_RATED,
  pitch_accent: pitchAccentOf(item),
});

const withUsage = (item: VocabularyItem, usage: VocabularyUsage | undefined): VocabularyItem =>
  usage
    ? {
        ...item,
        timesUsed: usage.times_used,
        lastUsed: Math.floor(usage.last_used_at / 1000),
        avgUsageQuality: usage.quality_count > 0 ? usage.quality_sum / usage.quality_count : NEVER_RATED,
      }
    : item;

/** The calendar date (UTC) that picks the items of the day: the same for everyone at the same moment. */
const isoDate = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

export function createVocabularyService(deps: {
  repository: VocabularyRepository;
  account: Pick<AccountService, 'getSettings'>;
  explanations: ExplanationWriter;
  clock: Clock;
}) {
  const { repository, account, explanations, clock } = deps;
  // The catalogue never changes while the process runs, so each level's list is built once and shared; only
  // the caller's usage is merged per request. Built on first use so a process that never lists pays nothing.
  const levelLists = new Map<JlptLevel, readonly VocabularyItem[]>();

  function listOfLevel(level: JlptLevel): readonly VocabularyItem[] {
    let list = levelLists.get(level);
    if (!list) {
      list = loadCatalogue().itemsOfLevel(level).map(unusedItem);
      levelLists.set(level, list);
    }
    return list;
  }

  function requireItem(vocabId: string): CatalogueItem {
    const item = loadCatalogue().getItem(vocabId);
    if (!item) throw new AppError('notFound', `No vocabulary item ${vocabId}`);
    return item;
  }

  return {
    /** Every item of the given levels (easiest level first, catalogue order within), with the caller's usage. */
    async listLevels(userId: string, levels: readonly JlptLevel[]): Promise<VocabularyItem[]> {
      const wanted = JLPT_LEVELS.filter((level) => levels.includes(level));
      if (wanted.length === 0) return [];
      const usage = await repository.usageOf(userId);
      return wanted.flatMap((level) =>
        listOfLevel(level).map((item) => withUsage(item, usage.get(item.vocab_id))),
      );
    },

    async getItem(userId: string, vocabId: string): Promise<VocabularyItem> {
      const item = requireItem(vocabId);
      return withUsage(unusedItem(item), await repository.usageOfItem(userId, vocabId));
    },

    async explanation(userId: string, vocabId: string): Promise<ExplanationResult> {
      const item = requireItem(vocabId);
      const written = await explanations.writtenExplanation(item, userId);
      if (written === 'generating') return { status: 'generating' };
      const fromDictionary = dictionaryExplanation(item, loadCatalogue());
      return {
        status: 'ready',
        explanation: written ? { ...fromDictionary, ...written, source: 'ai' } : fromDictionary,
      };
    },

    /** At the caller's training level; the same item for every learner of that level on a date. */
    async itemOfTheDay(userId: string, type: VocabType): Promise<DayItem> {
      const { jlptTrainLevel } = await account.getSettings(userId);
      const item = loadCatalogue().itemOfTheDay(jlptTrainLevel, type, isoDate(clock.now()));
      if (!item) throw new AppError('notFound', `No ${type} of level ${jlptTrainLevel} in the catalogue`);
      return {
        vocab_id: item.vocab_id,
        level: item.level,
        kanji: wireKanji(item),
        pronunciation: item.pronunciation,
        english: item.english,
        pitch_accent: pitchAccentOf(item),
      };
    },
  };
}
export type VocabularyService = ReturnType<typeof createVocabularyService>;
