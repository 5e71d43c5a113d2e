import {
  type DetectedVocab,
  type Language,
  NO_KANJI,
  type SubmitTranslationRequest,
  TRANSLATION_HISTORY_LIMIT,
  type Translation,
} from '@kaiwa/contract';
import { analyze, type CatalogueItem } from '@kaiwa/japanese';
import { z } from 'zod';
import { type AiEngine, AiUnsupportedError } from '../../ai/ai-engine';
import type { Config } from '../../config';
import { jobFailureText } from '../../jobs/job-failure';
import type { JobQueue, JobType } from '../../jobs/job-queue';
import { type JobContext, PermanentJobError } from '../../jobs/job-worker';
import { consumeAiJob } from '../../lib/ai-job-limit';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { TranslationRepository, TranslationRow, TranslationSides } from './translation.repository';

export const TranslateJobPayload = z.object({ translation_id: z.string().min(1) });
export type TranslateJobPayload = z.infer<typeof TranslateJobPayload>;

/** Streaming models send many small partials; the row takes at most one write per this interval. */
export const PARTIAL_WRITE_INTERVAL_MS = 250;
const ERROR_MAX_LENGTH = 1000;
const TIMED_OUT = 'The translation took too long. Please try again.';

export type TranslationDeps = {
  translations: TranslationRepository;
  queue: JobQueue;
  ai: AiEngine;
  rateLimiter: RateLimiter;
  clock: Clock;
  config: Pick<Config, 'ai'>;
};

function detectedVocab(item: CatalogueItem): DetectedVocab {
  return {
    vocab_id: item.vocab_id,
    kanji: item.kanji ?? NO_KANJI,
    pronunciation: item.pronunciation,
    english: item.english,
    vocabType: item.vocabType,
    level: item.level,
  };
}

/** Kana reading and catalogue words of the Japanese side, from the Japanese core (never from a model). */
async function japaneseSide(text: string): Promise<TranslationSides> {
  const { hiragana, usage } = await analyze(text);
  const items = [...usage.vocabulary, ...usage.kanji].map(({ item }) => detectedVocab(item));
  return { japanese_text: text, kana_text: hiragana, detected_vocabs: JSON.stringify(items) };
}

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

export function createTranslationService(deps: TranslationDeps) {
  const { translations, queue, ai, rateLimiter, clock, config } = deps;

  /** Long enough for the engine's own limit (which covers its retry of an invalid answer) and the analysis. */
  const jobType: JobType<TranslateJobPayload> = {
    type: 'translation.translate',
    payload: TranslateJobPayload,
    timeoutMs: config.ai.timeoutMs + 30_000,
    maxAttempts: 3,
  };

  /**
   * Writes the latest partial translation at most once per interval, one write at a time, and the last
   * one too (a trailing write), so `getTranslation` follows the stream without a write per token.
   */
  function partialWriter(id: string, side: 'japanese_text' | 'other_language_text') {
    let latest = '';
    let written = '';
    let lastWriteAt = Number.NEGATIVE_INFINITY;
    let inFlight: Promise<void> | undefined;
    let timer: NodeJS.Timeout | undefined;
    let closed = false;

    const write = () => {
      timer = undefined;
      if (closed || inFlight || latest === written) return;
      const text = latest;
      lastWriteAt = performance.now();
      inFlight = translations
        .updatePending(id, { [side]: text }, clock.now())
        .then(() => {
          written = text;
        })
        // A lost partial is harmless: the next one or the final result replaces it.
        .catch(() => undefined)
        .finally(() => {
          inFlight = undefined;
          schedule();
        });
    };
    const schedule = () => {
      if (closed || timer || inFlight || latest === written) return;
      const wait = lastWriteAt + PARTIAL_WRITE_INTERVAL_MS - performance.now();
      if (wait <= 0) write();
      else timer = setTimeout(write, wait);
    };
    return {
      push(partial: string) {
        latest = partial;
        schedule();
      },
      async close() {
        closed = true;
        clearTimeout(timer);
        await inFlight;
      },
    };
  }

  async function translate(id: string, signal: AbortSignal): Promise<void> {
    const row = await translations.findById(id);
    // Deleted meanwhile, or finished by an earlier run of this job: nothing left to do.
    if (row?.status !== 'Pending') return;
    const fromJapanese = row.source_language === 'Japanese';
    if (fromJapanese) {
      // Known before the model answers, so the reading and the words show while the translation streams.
      await translations.updatePending(id, await japaneseSide(row.input_text), clock.now());
    }
    const partials = partialWriter(id, fromJapanese ? 'other_language_text' : 'japanese_text');
    let translation: string;
    try {
      ({ translation } = await ai.translateText({
        text: row.input_text,
        from: row.source_language as Language,
        to: row.target_language as Language,
        context: row.context || undefined,
        signal,
        onPartial: (partial) => partials.push(partial),
      }));
    } finally {
      await partials.close();
    }
    const sides: TranslationSides = fromJapanese
      ? { other_language_text: translation }
      : { ...(await japaneseSide(translation)), other_language_text: row.input_text };
    await translations.finish(id, { ...sides, status: 'Completed', error: null }, clock.now());
  }

  return {
    jobType,

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
        await queue.enqueue(jobType, { translation_id: row.id }, { idempotencyKey: `translation:${row.id}` });
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

    /**
     * One attempt of the translation job. A task the engine cannot do fails the translation at once with the
     * engine's reason; other errors are retried, and after the last attempt the translation fails with a fixed
     * message (the error itself is logged).
     */
    async process({ translation_id }: TranslateJobPayload, context: JobContext): Promise<void> {
      try {
        await translate(translation_id, context.signal);
      } catch (error) {
        const unsupported = error instanceof AiUnsupportedError;
        if (unsupported || context.attempt >= jobType.maxAttempts) {
          const reason = context.signal.aborted
            ? TIMED_OUT
            : jobFailureText('translation', error, context.log).slice(0, ERROR_MAX_LENGTH);
          await translations.finish(translation_id, { status: 'Failed', error: reason }, clock.now());
          if (unsupported) throw new PermanentJobError(reason);
        }
        throw error;
      }
    },
  };
}
export type TranslationService = ReturnType<typeof createTranslationService>;
