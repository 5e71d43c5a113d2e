import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes } from '../../http/route';
import type { Services } from '../../services';

export const translationRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { translation } = services;
  registerRoutes(app, services.sessions, {
    getTranslationHistory: async ({ userId }) => ({
      success: true,
      translations: await translation.history(userId),
    }),

    submitTranslationTask: async ({ userId, body }) => {
      const submitted = await translation.submit(userId, body);
      return { success: true, translation_id: submitted.translation_id, translation: submitted };
    },

    getTranslation: async ({ userId, query }) => {
      const found = await translation.get(userId, query.translation_id);
      return { success: true, status: found.status, translation: found };
    },

    deleteTranslation: async ({ userId, body }) => {
      await translation.delete(userId, body.translation_id);
      return { success: true };
    },
  });
};
