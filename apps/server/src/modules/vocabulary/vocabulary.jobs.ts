import { ExampleSentence } from '@kaiwa/contract';
import { type Catalogue, type CatalogueItem, toHiragana } from '@kaiwa/japanese';
import { z } from 'zod';
import { type AiEngine, AiUnsupportedError, type ExplainInput } from '../../ai/ai-engine';
import type { Db } from '../../db/database';
import type { JapaneseCore } from '../../japanese-core';
import { aiJobTimeoutMs, type JobDefinition } from '../../jobs/job-definition';
import { PermanentJobError } from '../../jobs/job-worker';
import type { Clock } from '../../lib/clock';
import { createVocabularyRepository } from './vocabulary.repository';

/** The parts of an explanation a language model writes; the rest comes from the dictionary. */
export const WrittenExplanation = z.object({
  explanation: z.string(),
  explanation_kana: z.string(),
  explanation_translation: z.string(),
  // Stored without a source: everything a model wrote is 'ai'.
  example_sentences: z.array(ExampleSentence.omit({ source: true })),
});
export type WrittenExplanation = z.infer<typeof WrittenExplanation>;

/** A stored explanation, or null when there is none (or it no longer fits the schema). */
export function parseStored(payload: string | undefined): WrittenExplanation | null {
  if (payload === undefined) return null;
  const parsed = WrittenExplanation.safeParse(JSON.parse(payload));
  return parsed.success ? parsed.data : null;
}

const ExplainPayload = z.object({ vocab_id: z.string().min(1) });
type ExplainPayload = z.infer<typeof ExplainPayload>;

function explainInput(item: CatalogueItem, catalogue: Catalogue): Omit<ExplainInput, 'signal'> {
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
    meanings: catalogue.sensesOf(item).map((sense) => sense.glosses.join(', ')),
    level: item.level,
    vocabType: 'vocabulary',
  };
}

/** Example sentence ids are stable per item, so audio of a sentence can be cached against them. */
export const exampleSentenceId = (vocabId: string, index: number) => `${vocabId}-ex${index + 1}`;

/**
 * `vocabulary.explain`: writes an item's explanation with the language model, once for everyone (queued with
 * `explainJobKey`). Kana readings come from the Japanese core, never from the model. Idempotent: a stored
 * explanation is kept, so a repeated run changes nothing.
 */
export const explainJob: JobDefinition<
  ExplainPayload,
  { db: Db; japanese: JapaneseCore; ai: AiEngine; clock: Clock }
> = {
  type: 'vocabulary.explain',
  payload: ExplainPayload,
  maxAttempts: 3,
  timeoutMs: aiJobTimeoutMs,
  handler({ db, japanese, ai, clock }) {
    const repository = createVocabularyRepository(db);
    return async ({ vocab_id }, { signal }) => {
      if (await repository.findExplanation(vocab_id)) return;
      const item = japanese.catalogue.getItem(vocab_id);
      if (!item) throw new PermanentJobError(`Unknown vocab_id ${vocab_id}`);
      let output: Awaited<ReturnType<AiEngine['explainVocabulary']>>;
      try {
        output = await ai.explainVocabulary({ ...explainInput(item, japanese.catalogue), signal });
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
    };
  },
};

/** One job per item, ever: everyone shares the explanation it writes. */
export const explainJobKey = (vocabId: string) => `${explainJob.type}:${vocabId}`;
