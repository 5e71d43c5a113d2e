import type { HealthResponse } from '@kaiwa/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config';
import { type Db, pendingMigrations } from '../db/database';
import { AppError } from '../lib/app-error';
import { hasMetricsToken, METRICS_PATH, type Metrics } from '../metrics';
import { errorBody } from './errors';

/**
 * `GET /api/ready` for load balancers and rolling restarts: 200 only while this process can serve (database
 * reachable, migrations done, its job worker running when it runs one), otherwise 503 naming what is missing.
 * `GET /api/health` stays a plain liveness check.
 */
export function readiness(deps: { db: Db; isWorkerRunning?: () => boolean }) {
  return async (): Promise<HealthResponse> => {
    const problems: string[] = [];
    try {
      await sql`select 1`.execute(deps.db);
      const pending = await pendingMigrations(deps.db);
      if (pending.length > 0) problems.push(`migrations pending (${pending.join(', ')})`);
    } catch {
      problems.push('database unreachable');
    }
    if (deps.isWorkerRunning && !deps.isWorkerRunning()) problems.push('job worker not running');
    if (problems.length > 0) throw new AppError('notReady', `Not ready: ${problems.join('; ')}`);
    return { ok: true };
  };
}

/**
 * With METRICS=true: request latency per route pattern, and — unless METRICS_PORT serves them apart —
 * `GET /metrics` on the public port for scrapers that bear METRICS_TOKEN.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, config: Config['metrics']) {
  if (!config.enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  const token = config.token;
  if (config.port !== undefined || token === undefined) return;
  app.get(METRICS_PATH, async (request, reply) => {
    if (!hasMetricsToken(request.headers.authorization, token)) {
      return reply.status(401).send(errorBody('unauthorized', 'A valid metrics token is required'));
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
