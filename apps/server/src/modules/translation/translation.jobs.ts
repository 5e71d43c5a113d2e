import type { Language } from '@kaiwa/contract';
import { itemAsUsed } from '@kaiwa/japanese';
import { z } from 'zod';
import { type AiEngine, AiUnsupportedError } from '../../ai/ai-engine';
import type { Db } from '../../db/database';
import type { JapaneseCore } from '../../japanese-core';
import { aiJobTimeoutMs, type JobDefinition } from '../../jobs/job-definition';
import { jobFailureText } from '../../jobs/job-failure';
import { PermanentJobError } from '../../jobs/job-worker';
import type { Clock } from '../../lib/clock';
import { toDetectedVocab } from '../vocabulary/vocabulary.presenter';
import {
  createTranslationRepository,
  type TranslationRepository,
  type TranslationSides,
} from './translation.repository';

const TranslateJobPayload = z.object({ translation_id: z.string().min(1) });
type TranslateJobPayload = z.infer<typeof TranslateJobPayload>;

/** Streaming models send many small partials; the row takes at most one write per this interval. */
export const PARTIAL_WRITE_INTERVAL_MS = 250;
const ERROR_MAX_LENGTH = 1000;
const TIMED_OUT = 'The translation took too long. Please try again.';

type TranslateDeps = { db: Db; japanese: JapaneseCore; ai: AiEngine; clock: Clock };

/** Kana reading and catalogue words of the Japanese side, from the Japanese core (never from a model). */
async function japaneseSide(japanese: JapaneseCore, text: string): Promise<TranslationSides> {
  const { hiragana, usage } = await japanese.analyze(text);
  const items = [...usage.vocabulary.map(itemAsUsed), ...usage.kanji.map(({ item }) => item)].map(
    toDetectedVocab,
  );
  return { japanese_text: text, kana_text: hiragana, detected_vocabs: JSON.stringify(items) };
}

/**
 * Writes the latest partial translation at most once per interval, one write at a time, and the last
 * one too (a trailing write), so `getTranslation` follows the stream without a write per token.
 */
function partialWriter(
  translations: TranslationRepository,
  clock: Clock,
  id: string,
  side: 'japanese_text' | 'other_language_text',
) {
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

async function translate(
  { japanese, ai, clock }: TranslateDeps,
  translations: TranslationRepository,
  id: string,
  signal: AbortSignal,
): Promise<void> {
  const row = await translations.findById(id);
  // Deleted meanwhile, or finished by an earlier run of this job: nothing left to do.
  if (row?.status !== 'Pending') return;
  const fromJapanese = row.source_language === 'Japanese';
  if (fromJapanese) {
    // Known before the model answers, so the reading and the words show while the translation streams.
    await translations.updatePending(id, await japaneseSide(japanese, row.input_text), clock.now());
  }
  const partials = partialWriter(
    translations,
    clock,
    id,
    fromJapanese ? 'other_language_text' : 'japanese_text',
  );
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
    : { ...(await japaneseSide(japanese, translation)), other_language_text: row.input_text };
  await translations.finish(id, { ...sides, status: 'Completed', error: null }, clock.now());
}

/**
 * `translation.translate`: produces one translation (queued with the key `translation:<id>`). A task the
 * engine cannot do fails the translation at once with the engine's reason; other errors are retried, and
 * after the last attempt the translation fails with a fixed message (the error itself is logged).
 */
export const translateJob: JobDefinition<TranslateJobPayload, TranslateDeps> = {
  type: 'translation.translate',
  payload: TranslateJobPayload,
  maxAttempts: 3,
  timeoutMs: aiJobTimeoutMs,
  handler(deps) {
    const translations = createTranslationRepository(deps.db);
    return async ({ translation_id }, context) => {
      try {
        await translate(deps, translations, translation_id, context.signal);
      } catch (error) {
        const unsupported = error instanceof AiUnsupportedError;
        if (unsupported || context.attempt >= translateJob.maxAttempts) {
          const reason = context.signal.aborted
            ? TIMED_OUT
            : jobFailureText('translation', error, context.log).slice(0, ERROR_MAX_LENGTH);
          await translations.finish(translation_id, { status: 'Failed', error: reason }, deps.clock.now());
          if (unsupported) throw new PermanentJobError(reason);
        }
        throw error;
      }
    };
  },
};
