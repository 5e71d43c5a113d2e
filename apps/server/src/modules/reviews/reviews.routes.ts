import {
  AUDIO_PENDING_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  type ReviewHeaders,
  TIME_ZONE_HEADER,
} from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { registerRoutes } from '../../http/route';
import { consumeExport } from '../../lib/export-limit';
import type { Services } from '../../services';
import type { ReviewCallOptions } from './reviews.service';

const callOptions = (headers: z.output<typeof ReviewHeaders>): ReviewCallOptions => ({
  timeZone: headers[TIME_ZONE_HEADER],
  idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
});

/** Review cards: only their owner reads or answers them (someone else's card is "not found"). */
export const reviewsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { reviews } = services;
  registerRoutes(app, services.sessions, {
    reviewDue: async ({ userId, query, headers }) => ({
      success: true,
      ...(await reviews.due(userId, query.limit, callOptions(headers))),
    }),

    reviewAnswer: async ({ userId, body, headers }) => ({
      success: true,
      card: await reviews.answer(userId, body, callOptions(headers)),
    }),

    reviewAdd: async ({ userId, body }) => ({
      success: true,
      card: await reviews.add(userId, body.vocab_id),
    }),

    reviewRemove: async ({ userId, body }) => ({
      success: true,
      removed: await reviews.remove(userId, body.vocab_id),
    }),

    reviewStats: async ({ userId, headers }) => ({
      success: true,
      ...(await reviews.stats(userId, callOptions(headers))),
    }),

    reviewVocabIds: async ({ userId }) => ({ success: true, vocab_ids: await reviews.vocabIds(userId) }),

    getReviewSettings: async ({ userId }) => ({ success: true, ...(await reviews.settings(userId)) }),

    setReviewSettings: async ({ userId, body }) => {
      await reviews.saveSettings(userId, body);
      return { success: true };
    },

    exportApkg: async ({ userId, query, reply }) => {
      await consumeExport(services.rateLimiter, userId);
      const { apkg, pendingAudio } = await reviews.ankiPackage(userId, query.level);
      return reply
        .header('content-type', 'application/octet-stream')
        .header(AUDIO_PENDING_HEADER, String(pendingAudio))
        .header('content-disposition', `attachment; filename="kaiwa-${query.level ?? 'reviews'}.apkg"`)
        .send(Buffer.from(apkg));
    },

    startWithVocabs: async ({ userId, body }) => ({
      success: true,
      conversation_id: await services.conversations.startWithVocabs(userId, body.vocab_ids),
    }),
  });
};
