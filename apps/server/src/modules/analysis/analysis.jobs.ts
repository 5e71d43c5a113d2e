import { NEVER_RATED } from '@kaiwa/contract';
import { type CatalogueItem, itemAsUsed } from '@kaiwa/japanese';
import { z } from 'zod';
import { type AiEngine, UsageJudgementOutput } from '../../ai/ai-engine';
import type { Db } from '../../db/database';
import type { JapaneseCore } from '../../japanese-core';
import { aiJobTimeoutMs, type JobDefinition } from '../../jobs/job-definition';
import { jobFailureText } from '../../jobs/job-failure';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import { createConversationsRepository } from '../conversations/conversations.repository';
import type { ReviewsService } from '../reviews/reviews.service';
import { createAnalysisRepository, type NewMessageAnalysis } from './analysis.repository';

const AnalyzeMessagePayload = z.object({ message_id: z.string().min(1) });
type AnalyzeMessagePayload = z.infer<typeof AnalyzeMessagePayload>;

/** Longest failure reason kept for the learner to read. */
const REASON_MAX_LENGTH = 500;

export const analysisKey = (messageId: string) => `analyze:${messageId}`;

type DetectedItem = { item: CatalogueItem; count: number };

type Judgement = { quality: number; correction: string | null };

/**
 * The engine's judgement as one quality (and the correction it gave, if any) per item, in the items' order.
 * Anything but exactly one 0–10 judgement per index is an invalid answer (the job tries again).
 */
export function judgementsFrom(output: unknown, count: number): Judgement[] {
  const { judgements } = UsageJudgementOutput.parse(output);
  const byIndex = new Array<Judgement | undefined>(count).fill(undefined);
  for (const { index, quality, correction } of judgements) {
    if (index >= count || byIndex[index] !== undefined) {
      throw new Error(`The usage judgement must rate each of the ${count} items exactly once`);
    }
    byIndex[index] = { quality, correction: correction?.trim() || null };
  }
  if (byIndex.some((judgement) => judgement === undefined)) {
    throw new Error(`The usage judgement must rate each of the ${count} items exactly once`);
  }
  return byIndex as Judgement[];
}

/**
 * `message.analyze`: which catalogue words and kanji a learner's message uses (the Japanese core decides,
 * deterministically) and how well (the AI engine rates each 0–10). An invalid or failed judgement is tried
 * again through the queue; after the last attempt the items are stored unrated (-1) with the reason.
 */
export const analyzeMessageJob: JobDefinition<
  AnalyzeMessagePayload,
  {
    db: Db;
    japanese: Pick<JapaneseCore, 'detectUsage'>;
    ai: Pick<AiEngine, 'judgeUsage'>;
    clock: Clock;
    reviews: Pick<ReviewsService, 'recordUses'>;
  }
> = {
  type: 'message.analyze',
  payload: AnalyzeMessagePayload,
  maxAttempts: 3,
  timeoutMs: aiJobTimeoutMs,
  handler({ db, japanese, ai, clock, reviews }) {
    const repository = createAnalysisRepository(db);
    const messages = createConversationsRepository(db);
    return async ({ message_id }, { attempt, signal, log }) => {
      const [message, analysed] = await Promise.all([
        messages.findMessage(message_id),
        repository.isAnalysed(message_id),
      ]);
      // Gone with its conversation or account, or not a learner's.
      if (message?.role !== 'user' || !message.sender_user_id) return;
      // Stored by an earlier run: nothing to ask the engine again.
      if (analysed) return;
      const finalAttempt = attempt >= analyzeMessageJob.maxAttempts;

      let detected: DetectedItem[];
      let judgements: Judgement[];
      let error: string | null = null;
      try {
        const usage = await japanese.detectUsage(message.content);
        // The judge reads each word with the meaning the message uses it in (あまり "(not) very").
        detected = [...usage.vocabulary.map((used) => ({ ...used, item: itemAsUsed(used) })), ...usage.kanji];
      } catch (detectionError) {
        if (!finalAttempt || signal.aborted) throw detectionError;
        detected = [];
        error = jobFailureText('usageDetection', detectionError, log).slice(0, REASON_MAX_LENGTH);
      }
      try {
        judgements =
          detected.length === 0
            ? []
            : judgementsFrom(
                await ai.judgeUsage({
                  message: message.content,
                  items: detected.map(({ item }) => ({
                    kanji: item.kanji,
                    pronunciation: item.pronunciation,
                    english: item.english,
                  })),
                  signal,
                }),
                detected.length,
              );
      } catch (judgeError) {
        // A stopping worker or a timed-out attempt is not the engine's answer: leave it to the queue.
        if (!finalAttempt || signal.aborted) throw judgeError;
        judgements = detected.map(() => ({ quality: NEVER_RATED, correction: null }));
        error = jobFailureText('usageRating', judgeError, log).slice(0, REASON_MAX_LENGTH);
      }

      const analysis: NewMessageAnalysis = {
        message_id: message.id,
        conversation_id: message.conversation_id,
        user_id: message.sender_user_id,
        status: error === null ? 'completed' : 'failed',
        error,
        analysed_at: clock.now(),
        used_at: message.created_at,
        usage: detected.map(({ item, count }, index) => ({
          vocab_id: item.vocab_id,
          vocab_type: item.vocabType,
          count,
          quality: judgements[index]!.quality,
        })),
      };
      await repository.saveAnalysis(analysis, (trx) =>
        reviews.recordUses(trx, {
          userId: analysis.user_id,
          sentence: message.content,
          uses: analysis.usage.map((use, index) => ({ ...use, correction: judgements[index]!.correction })),
        }),
      );
    };
  },
};

/** Queues the analysis of a learner's message; queueing it again changes nothing. */
export const enqueueAnalysis = (queue: JobQueue, messageId: string) =>
  queue.enqueue(analyzeMessageJob, { message_id: messageId }, { idempotencyKey: analysisKey(messageId) });
