import {
  type AnalysisMessagesResponse,
  type AnalysisSummaryResponse,
  ConversationQuery,
  ConversationRoutes,
} from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate } from '../../http/authenticate';
import { parseInput } from '../../http/errors';
import type { Services } from '../../services';

export const analysisRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { analysis } = services;
  app.addHook('preHandler', authenticate(services.sessions));

  app.get(
    ConversationRoutes.getMessagesIncludingAnalysis,
    async (request): Promise<AnalysisMessagesResponse> => {
      const { conversation_id } = parseInput(ConversationQuery, request.query);
      return {
        success: true,
        messages: await analysis.messagesWithAnalysis(request.userId, conversation_id),
      };
    },
  );

  app.get(ConversationRoutes.getAnalysisSummary, async (request): Promise<AnalysisSummaryResponse> => {
    const { conversation_id } = parseInput(ConversationQuery, request.query);
    return { success: true, ...(await analysis.summary(request.userId, conversation_id)) };
  });
};
