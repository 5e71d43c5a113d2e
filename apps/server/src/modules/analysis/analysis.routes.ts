import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes } from '../../http/route';
import type { Services } from '../../services';

export const analysisRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { analysis } = services;
  registerRoutes(app, services.sessions, {
    getMessagesIncludingAnalysis: async ({ userId, query }) => ({
      success: true,
      messages: await analysis.messagesWithAnalysis(userId, query.conversation_id),
    }),

    getAnalysisSummary: async ({ userId, query }) => ({
      success: true,
      ...(await analysis.summary(userId, query.conversation_id)),
    }),
  });
};
