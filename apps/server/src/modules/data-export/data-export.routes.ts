import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes } from '../../http/route';
import { consumeExport } from '../../lib/export-limit';
import type { Services } from '../../services';

export const dataExportRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  registerRoutes(app, services.sessions, {
    exportAccount: async ({ userId, request, reply }) => {
      await consumeExport(services.rateLimiter, userId);
      const stream = await services.dataExport.open(userId);
      const day = new Date().toISOString().slice(0, 10);
      // A read failure halfway cannot change the status any more: the stream is cut off and the file is
      // visibly incomplete (its JSON does not parse), never silently short.
      stream.on('error', (error) => request.log.error({ err: error }, 'account export failed'));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="kaiwa-export-${day}.json"`)
        .send(stream);
    },
  });
};
