import {
  AnswerRequest,
  ApkgExportQuery,
  type CardResponse,
  DueQuery,
  type DueResponse,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyHeaders,
  type RemoveCardResponse,
  ReviewRoutes,
  ReviewSettings,
  type ReviewSettingsResponse,
  type ReviewStatsResponse,
  type ReviewVocabIdsResponse,
  type StartConversationResponse,
  StartWithVocabsRequest,
  type SuccessResponse,
  TIME_ZONE_HEADER,
  VocabCardRequest,
} from '@kaiwa/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../../http/authenticate';
import { parseInput } from '../../http/errors';
import { consumeExport } from '../../lib/export-limit';
import type { Services } from '../../services';
import type { ReviewCallOptions } from './reviews.service';
import { isTimeZone } from './scheduling';

const ReviewHeaders = IdempotencyHeaders.extend({
  [TIME_ZONE_HEADER]: z
    .string()
    .trim()
    .max(64, 'The time zone is too long')
    .refine(isTimeZone, 'The time zone must be an IANA name such as Europe/Berlin')
    .optional(),
});

function callOptions(request: FastifyRequest): ReviewCallOptions {
  const headers = parseInput(ReviewHeaders, request.headers);
  return { timeZone: headers[TIME_ZONE_HEADER], idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER] };
}

/** Review cards: only their owner reads or answers them (someone else's card is "not found"). */
export const reviewsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { reviews } = services;
  app.addHook('preHandler', authenticate(services.sessions));

  app.get(ReviewRoutes.due, async (request): Promise<DueResponse> => {
    const { limit } = parseInput(DueQuery, request.query);
    return { success: true, ...(await reviews.due(request.userId, limit, callOptions(request))) };
  });

  app.post(ReviewRoutes.answer, async (request): Promise<CardResponse> => {
    const options = callOptions(request);
    const card = await reviews.answer(request.userId, parseInput(AnswerRequest, request.body), options);
    return { success: true, card };
  });

  app.post(ReviewRoutes.add, async (request): Promise<CardResponse> => {
    const { vocab_id } = parseInput(VocabCardRequest, request.body);
    return { success: true, card: await reviews.add(request.userId, vocab_id) };
  });

  app.post(ReviewRoutes.remove, async (request): Promise<RemoveCardResponse> => {
    const { vocab_id } = parseInput(VocabCardRequest, request.body);
    return { success: true, removed: await reviews.remove(request.userId, vocab_id) };
  });

  app.get(
    ReviewRoutes.stats,
    async (request): Promise<ReviewStatsResponse> => ({
      success: true,
      ...(await reviews.stats(request.userId, callOptions(request))),
    }),
  );

  app.get(
    ReviewRoutes.vocabIds,
    async (request): Promise<ReviewVocabIdsResponse> => ({
      success: true,
      vocab_ids: await reviews.vocabIds(request.userId),
    }),
  );

  app.get(
    ReviewRoutes.settings,
    async (request): Promise<ReviewSettingsResponse> => ({
      success: true,
      ...(await reviews.settings(request.userId)),
    }),
  );

  app.get(ReviewRoutes.exportApkg, async (request, reply) => {
    const { level } = parseInput(ApkgExportQuery, request.query);
    await consumeExport(services.rateLimiter, request.userId);
    const { apkg, pendingAudio } = await reviews.ankiPackage(request.userId, level);
    return (
      reply
        .header('content-type', 'application/octet-stream')
        // Clips still being made: an export a little later has them, and Anki merges it into the same notes.
        .header('x-audio-pending', String(pendingAudio))
        .header('content-disposition', `attachment; filename="kaiwa-${level ?? 'reviews'}.apkg"`)
        .send(Buffer.from(apkg))
    );
  });

  app.post(ReviewRoutes.startWithVocabs, async (request): Promise<StartConversationResponse> => {
    const { vocab_ids } = parseInput(StartWithVocabsRequest, request.body);
    return {
      success: true,
      conversation_id: await services.conversations.startWithVocabs(request.userId, vocab_ids),
    };
  });

  app.post(ReviewRoutes.settings, async (request): Promise<SuccessResponse> => {
    await reviews.saveSettings(request.userId, parseInput(ReviewSettings, request.body));
    return { success: true };
  });
};
