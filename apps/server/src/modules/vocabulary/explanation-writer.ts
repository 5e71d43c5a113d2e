import type { CatalogueItem } from '@kaiwa/japanese';
import type { AiEngine } from '../../ai/ai-engine';
import type { Config } from '../../config';
import type { JobQueue } from '../../jobs/job-queue';
import { consumeAiJob } from '../../lib/ai-job-limit';
import type { RateLimiter } from '../../lib/rate-limiter';
import { explainJob, explainJobKey, parseStored, type WrittenExplanation } from './vocabulary.jobs';
import type { VocabularyRepository } from './vocabulary.repository';

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

const dictionaryOnly: ExplanationWriter = { writtenExplanation: async () => null };

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
  return {
    async writtenExplanation(item, requesterId) {
      const stored = parseStored(await repository.findExplanation(item.vocab_id));
      if (stored) return stored;
      const key = explainJobKey(item.vocab_id);
      const job = await queue.getByKey(key);
      if (!job) {
        await consumeAiJob(rateLimiter, requesterId, config.ai.jobsPerMinute);
        await queue.enqueue(explainJob, { vocab_id: item.vocab_id }, { idempotencyKey: key });
        return 'generating';
      }
      if (job.status === 'failed') return null;
      // Completed just after the read above: the text is there now.
      if (job.status === 'completed') return parseStored(await repository.findExplanation(item.vocab_id));
      return 'generating';
    },
  };
}
