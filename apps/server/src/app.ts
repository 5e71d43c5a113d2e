import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { API_BASE, PROFILE_PICTURE_MAX_BYTES } from '@kaiwa/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { answerFrameworkError, errorBody, registerErrorHandling } from './http/errors';
import { readiness, registerMetrics } from './http/operations';
import { registerRoutes } from './http/route';
import { registerSecurityHeaders } from './http/security-headers';
import { accountRoutes } from './modules/account/account.routes';
import { analysisRoutes } from './modules/analysis/analysis.routes';
import { audioRoutes } from './modules/audio/audio.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { conversationsRoutes } from './modules/conversations/conversations.routes';
import { dataExportRoutes } from './modules/data-export/data-export.routes';
import { friendsRoutes } from './modules/friends/friends.routes';
import { picturesRoutes } from './modules/pictures/pictures.routes';
import { progressRoutes } from './modules/progress/progress.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { translationRoutes } from './modules/translation/translation.routes';
import { vocabularyRoutes } from './modules/vocabulary/vocabulary.routes';
import { type AppDeps, createServices, type Services } from './services';

export type BuildAppOptions = AppDeps & {
  logger?: FastifyServerOptions['logger'];
  /** Services the caller built from the same deps (to share them with an in-process job worker). */
  services?: Services;
  /** Whether this process's job worker runs, when it has one (`GET /api/ready` reports it). */
  isWorkerRunning?: () => boolean;
};

/** Builds the HTTP app on a migrated database. Used by the server entry point and by every API test. */
export async function buildApp(options: BuildAppOptions) {
  const { logger = false, services: givenServices, isWorkerRunning, ...deps } = options;
  const app = Fastify({
    logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });
  const services = givenServices ?? createServices(deps);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, deps.config);
  registerMetrics(app, services.metrics, deps.config.metrics);
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 5 },
  });

  await app.register(
    async (api) => {
      registerRoutes(api, services.sessions, {
        health: async () => ({ ok: true }),
        ready: readiness({ db: deps.db, isWorkerRunning }),
      });
      await api.register(authRoutes, { services });
      await api.register(accountRoutes, { services });
      await api.register(friendsRoutes, { services });
      await api.register(picturesRoutes, { services });
      await api.register(translationRoutes, { services });
      await api.register(vocabularyRoutes, { services });
      await api.register(conversationsRoutes, { services });
      await api.register(audioRoutes, { services });
      await api.register(analysisRoutes, { services });
      await api.register(progressRoutes, { services });
      await api.register(reviewsRoutes, { services });
      await api.register(dataExportRoutes, { services });
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send(errorBody('notFound', `No API call ${request.method} ${request.url}`)),
      );
    },
    { prefix: API_BASE },
  );

  await serveSinglePageApp(app, deps.config.webDistDir);
  return app;
}

/** The built SPA and the API share one port; every non-API path gets index.html so client routes work on reload. */
async function serveSinglePageApp(app: FastifyInstance, webDistDir: string | undefined) {
  if (!webDistDir || !fs.existsSync(path.join(webDistDir, 'index.html'))) return;
  await app.register(fastifyStatic, { root: path.resolve(webDistDir), wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(errorBody('notFound'));
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
