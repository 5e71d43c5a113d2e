import { LevelProgressQuery, type LevelProgressResponse, Routes } from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate } from '../../http/authenticate';
import { parseInput } from '../../http/errors';
import type { Services } from '../../services';

export const progressRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.addHook('preHandler', authenticate(services.sessions));

  app.get(Routes.getLevelProgress, async (request): Promise<LevelProgressResponse> => {
    const { level } = parseInput(LevelProgressQuery, request.query);
    return { level_progress: await services.progress.levelProgress(request.userId, level) };
  });
};
