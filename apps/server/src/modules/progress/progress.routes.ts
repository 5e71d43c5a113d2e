import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes } from '../../http/route';
import type { Services } from '../../services';

export const progressRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  registerRoutes(app, services.sessions, {
    getLevelProgress: async ({ userId, query }) => ({
      level_progress: await services.progress.levelProgress(userId, query.level),
    }),
  });
};
