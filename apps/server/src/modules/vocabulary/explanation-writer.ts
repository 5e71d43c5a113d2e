import { ExampleSentence } from '@kaiwa/contract';
import { type CatalogueItem, loadCatalogue, toHiragana } from '@kaiwa/japanese';
import { z } from 'zod';
import { type AiEngine, AiUnsupportedError, type ExplainInput } from '../../ai/ai-engine';
import type { Config } from '../../config';
import type { JobQueue, JobType } from '../../jobs/job-queue';
import { type JobHandler, PermanentJobError } from '../../jobs/job-worker';
import { consumeAiJob } from '../../lib/ai-job-limit';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { VocabularyRepository } from './vocabulary.repository';

/** The parts of an explanation a language model writes; the rest comes from the dictionary. */
export const WrittenExplanation = z.object({
  explanation: z.string(),
  explanation_kana: z.string(),
  explanation_translation: z.string(),
  // Stored without a source: everything a model wrote is 'ai'.
  example_sentences: z.array(ExampleSentence.omit({ source: true })),
});
export type WrittenExplanation = z.infer<typeof WrittenExplanation>;

/**
 * Where an item's explanation text comes from. `null` means "use the dictionary's text"; 'generating' means
 * the text is being written and the caller should ask again.
 */
export interface ExplanationWriter {
  writtenExplanation(
    item: CatalogueItem,
    requesterId: string,
  ): Promise<WrittenExplanation | 'generating' | null>;
}

const ExplainPayload = z.object({ vocab_id: z.string().min(1) });
type ExplainPayload = z.infer<typeof ExplainPayload>;

const EXPLAIN_JOB = 'vocabulary.explain';

/** Long enough for the engine's own limit (its retry of an invalid answer included) and the kana readings. */
export const explainJobType = (config: Pick<Config, 'ai'>): JobType<ExplainPayload> => ({
  type: EXPLAIN_JOB,
  payload: ExplainPayload,
  timeoutMs: config.ai.timeoutMs + 30_000,
  maxAttempts: 3,
});

/** One job per item, ever: everyone shares the explanation it writes. */
const explainJobKey = (vocabId: string) => `${EXPLAIN_JOB}:${vocabId}`;

const dictionaryOnly: ExplanationWriter = { writtenExplanation: async () => null };

export function parseStored(payload: string | undefined): WrittenExplanation | null {
  if (payload === undefined) return null;
  const parsed = WrittenExplanation.safeParse(JSON.parse(payload));
  return parsed.success ? parsed.data : null;
}

/**
 * With a language model: the first request for an item queues a job that writes its explanation once for
 * everyone; until it is stored the answer is 'generating'. A job that failed for good leaves the item with
 * the dictionary's text. Starting a job counts against the requester's AI limit, so nobody can make the
 * server explain the whole catalogue at once. The offline engine writes nothing the dictionary does not
 * already say better, so without a provider the dictionary's text is the answer.
 */
export function createExplanationWriter(deps: {
  ai: AiEngine;
  queue: JobQueue;
  repository: VocabularyRepository;
  rateLimiter: RateLimiter;
  config: Pick<Config, 'ai'>;
}): ExplanationWriter {
  const { ai, queue, repository, rateLimiter, config } = deps;
  if (ai.kind === 'offline') return dictionaryOnly;
  const jobType = explainJobType(config);
  return {
    async writtenExplanation(item, requesterId) {
      const stored = parseStored(await repository.findExplanation(item.vocab_id));
      if (stored) return stored;
      const key = explainJobKey(item.vocab_id);
      const job = await queue.getByKey(key);
      if (!job) {
        await consumeAiJob(rateLimiter, requesterId, config.ai.jobsPerMinute);
        await queue.enqueue(jobType, { vocab_id: item.vocab_id }, { idempotencyKey: key });
        return 'generating';
      }
      if (job.status === 'failed') return null;
      // Completed just after the read above: the text is there now.
      if (job.status === 'completed') return parseStored(await repository.findExplanation(item.vocab_id));
      return 'generating';
    },
  };
}

function explainInput(item: CatalogueItem): Omit<ExplainInput, 'signal'> {
  if (item.vocabType === 'kanji') {
    return {
      word: item.kanji,
      reading: item.pronunciation,
      meanings: item.meanings,
      level: item.level,
      vocabType: 'kanji',
    };
  }
  return {
    word: item.word,
    reading: item.reading,
    meanings: item.senses.map((sense) => sense.glosses.join(', ')),
    level: item.level,
    vocabType: 'vocabulary',
  };
}

/** Example sentence ids are stable per item, so audio of a sentence can be cached against them. */
export const exampleSentenceId = (vocabId: string, index: number) => `${vocabId}-ex${index + 1}`;

/**
 * Writes an item's explanation with the language model. Kana readings come from the Japanese core, never
 * from the model. Idempotent: a stored explanation is kept, so a repeated run changes nothing.
 */
export function createVocabularyExplainHandler(deps: {
  ai: AiEngine;
  repository: VocabularyRepository;
  clock: Clock;
  config: Pick<Config, 'ai'>;
}): JobHandler<ExplainPayload> {
  const { ai, repository, clock, config } = deps;
  return {
    ...explainJobType(config),
    async handle({ vocab_id }, { signal }) {
      if (await repository.findExplanation(vocab_id)) return;
      const item = loadCatalogue().getItem(vocab_id);
      if (!item) throw new PermanentJobError(`Unknown vocab_id ${vocab_id}`);
      let output: Awaited<ReturnType<AiEngine['explainVocabulary']>>;
      try {
        output = await ai.explainVocabulary({ ...explainInput(item), signal });
      } catch (error) {
        if (error instanceof AiUnsupportedError) throw new PermanentJobError(error.message);
        throw error;
      }
      const written: WrittenExplanation = {
        explanation: output.explanation,
        explanation_kana: await toHiragana(output.explanation),
        explanation_translation: output.explanation_translation,
        example_sentences: await Promise.all(
          output.example_sentences.map(async (example, index) => ({
            example_sentence_id: exampleSentenceId(vocab_id, index),
            sentence: example.sentence,
            sentence_kana: await toHiragana(example.sentence),
            sentence_translation: example.sentence_translation,
          })),
        ),
      };
      await repository.saveExplanation(vocab_id, JSON.stringify(written), clock.now());
    },
  };
}
