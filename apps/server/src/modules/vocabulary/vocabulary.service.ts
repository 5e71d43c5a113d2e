import {
  type DayItem,
  JLPT_LEVELS,
  type JlptLevel,
  NEVER_RATED,
  type VocabType,
  type VocabularyExplanation,
  type VocabularyItem,
} from '@kaiwa/contract';
import type { CatalogueItem } from '@kaiwa/japanese';
import type { AiEngine } from '../../ai/ai-engine';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JapaneseCore } from '../../japanese-core';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { AccountService } from '../account/account.service';
import { dictionaryExplanation } from './dictionary-explanation';
import { createExplanationWriter } from './explanation-writer';
import { toDayItem, toVocabularyItem } from './vocabulary.presenter';
import { createVocabularyRepository, type VocabularyUsage } from './vocabulary.repository';

export type ExplanationResult =
  | { status: 'ready'; explanation: VocabularyExplanation }
  | { status: 'generating' };

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
  db: Db;
  japanese: JapaneseCore;
  account: Pick<AccountService, 'getSettings'>;
  ai: AiEngine;
  queue: JobQueue;
  rateLimiter: RateLimiter;
  clock: Clock;
  config: Pick<Config, 'ai'>;
}) {
  const { db, japanese, account, ai, queue, rateLimiter, clock, config } = deps;
  const { catalogue } = japanese;
  const repository = createVocabularyRepository(db);
  const explanations = createExplanationWriter({ ai, queue, repository, rateLimiter, config });
  // The catalogue never changes while the process runs, so each level's list is built once and shared; only
  // the caller's usage is merged per request. Built on first use so a process that never lists pays nothing.
  const levelLists = new Map<JlptLevel, readonly VocabularyItem[]>();

  function listOfLevel(level: JlptLevel): readonly VocabularyItem[] {
    let list = levelLists.get(level);
    if (!list) {
      list = catalogue.itemsOfLevel(level).map(toVocabularyItem);
      levelLists.set(level, list);
    }
    return list;
  }

  function requireItem(vocabId: string): CatalogueItem {
    const item = catalogue.getItem(vocabId);
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
      return withUsage(toVocabularyItem(item), await repository.usageOfItem(userId, vocabId));
    },

    async explanation(userId: string, vocabId: string): Promise<ExplanationResult> {
      const item = requireItem(vocabId);
      const written = await explanations.writtenExplanation(item, userId);
      if (written === 'generating') return { status: 'generating' };
      const fromDictionary = await dictionaryExplanation(item, catalogue);
      if (!written) return { status: 'ready', explanation: fromDictionary };
      // The model's examples come after the real sentences, not instead of them.
      const examples = [
        ...fromDictionary.example_sentences,
        ...written.example_sentences.map((example) => ({ ...example, source: 'ai' as const })),
      ];
      return {
        status: 'ready',
        explanation: { ...fromDictionary, ...written, example_sentences: examples, source: 'ai' },
      };
    },

    /** At the caller's training level; the same item for every learner of that level on a date. */
    async itemOfTheDay(userId: string, type: VocabType): Promise<DayItem> {
      const { jlptTrainLevel } = await account.getSettings(userId);
      const item = catalogue.itemOfTheDay(jlptTrainLevel, type, isoDate(clock.now()));
      if (!item) throw new AppError('notFound', `No ${type} of level ${jlptTrainLevel} in the catalogue`);
      return toDayItem(item);
    },
  };
}
export type VocabularyService = ReturnType<typeof createVocabularyService>;
