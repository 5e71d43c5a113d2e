import {
  DeleteTranslationRequest,
  SubmitTranslationRequest,
  type SubmitTranslationResponse,
  type SuccessResponse,
  type TranslationHistoryResponse,
  TranslationQuery,
  type TranslationResponse,
  TranslationRoutes,
} from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate } from '../../http/authenticate';
import { parseInput } from '../../http/errors';
import type { Services } from '../../services';

export const translationRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { translation } = services;
  app.addHook('preHandler', authenticate(services.sessions));

  app.get(
    TranslationRoutes.getTranslationHistory,
    async (request): Promise<TranslationHistoryResponse> => ({
      success: true,
      translations: await translation.history(request.userId),
    }),
  );

  app.post(TranslationRoutes.submitTranslationTask, async (request): Promise<SubmitTranslationResponse> => {
    const submitted = await translation.submit(
      request.userId,
      parseInput(SubmitTranslationRequest, request.body),
    );
    return { success: true, translation_id: submitted.translation_id, translation: submitted };
  });

  app.get(TranslationRoutes.getTranslation, async (request): Promise<TranslationResponse> => {
    const { translation_id } = parseInput(TranslationQuery, request.query);
    const found = await translation.get(request.userId, translation_id);
    return { success: true, status: found.status, translation: found };
  });

  app.post(TranslationRoutes.deleteTranslation, async (request): Promise<SuccessResponse> => {
    const { translation_id } = parseInput(DeleteTranslationRequest, request.body);
    await translation.delete(request.userId, translation_id);
    return { success: true };
  });
};
