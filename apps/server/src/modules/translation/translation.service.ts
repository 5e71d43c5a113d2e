import {
  type DetectedVocab,
  type Language,
  type SubmitTranslationRequest,
  TRANSLATION_HISTORY_LIMIT,
  type Translation,
} from '@kaiwa/contract';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { consumeAiJob } from '../../lib/ai-job-limit';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { RateLimiter } from '../../lib/rate-limiter';
import { translateJob } from './translation.jobs';
import { createTranslationRepository, type TranslationRow } from './translation.repository';

export function toTranslation(row: TranslationRow): Translation {
  return {
    translation_id: row.id,
    input_text: row.input_text,
    source_language: row.source_language as Language,
    target_language: row.target_language as Language,
    context: row.context,
    kana_text: row.kana_text,
    japanese_text: row.japanese_text,
    otherLanguage_text: row.other_language_text,
    status: row.status,
    createdAt: row.created_at,
    detected_vocabs: JSON.parse(row.detected_vocabs) as DetectedVocab[],
    error: row.error,
  };
}

export function createTranslationService(deps: {
  db: Db;
  queue: JobQueue;
  rateLimiter: RateLimiter;
  clock: Clock;
  config: Pick<Config, 'ai'>;
}) {
  const { db, queue, rateLimiter, clock, config } = deps;
  const translations = createTranslationRepository(db);

  return {
    async history(userId: string): Promise<Translation[]> {
      const rows = await translations.listForUser(userId, TRANSLATION_HISTORY_LIMIT);
      return rows.map(toTranslation);
    },

    async get(userId: string, id: string): Promise<Translation> {
      const row = await translations.findOwned(id, userId);
      if (!row) throw new AppError('notFound', 'Translation not found');
      return toTranslation(row);
    },

    /** Stores the request as Pending and queues the work; counts against the user's AI limit. */
    async submit(userId: string, request: z.output<typeof SubmitTranslationRequest>): Promise<Translation> {
      await consumeAiJob(rateLimiter, userId, config.ai.jobsPerMinute);
      const now = clock.now();
      const fromJapanese = request.source_language === 'Japanese';
      const row: TranslationRow = {
        id: newId(),
        user_id: userId,
        input_text: request.input_text,
        source_language: request.source_language,
        target_language: request.target_language,
        context: request.context,
        kana_text: '',
        japanese_text: fromJapanese ? request.input_text : '',
        other_language_text: fromJapanese ? '' : request.input_text,
        status: 'Pending',
        error: null,
        detected_vocabs: '[]',
        created_at: now,
        updated_at: now,
      };
      await translations.insert(row);
      try {
        await queue.enqueue(
          translateJob,
          { translation_id: row.id },
          { idempotencyKey: `translation:${row.id}` },
        );
      } catch (error) {
        // Without its job the translation would stay Pending for ever.
        await translations.deleteOwned(row.id, userId);
        throw error;
      }
      return toTranslation(row);
    },

    async delete(userId: string, id: string): Promise<void> {
      if (!(await translations.deleteOwned(id, userId)))
        throw new AppError('notFound', 'Translation not found');
    },
  };
}
export type TranslationService = ReturnType<typeof createTranslationService>;
