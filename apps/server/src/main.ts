import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import {
  createWorker,
  loadConfigOrExit,
  openAppDeps,
  serveMetricsIfConfigured,
  stopOnSignals,
} from './runtime';
import { createServices } from './services';

async function main() {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.logLevel });
  const here = path.dirname(fileURLToPath(import.meta.url));
  const deps = await openAppDeps(
    { ...config, webDistDir: config.webDistDir ?? path.resolve(here, '../../web/dist') },
    logger,
  );
  const services = createServices(deps);
  // With WORKER_MODE=external, separate `worker.js` processes run the jobs (PostgreSQL only).
  const worker = config.workerMode === 'inline' ? createWorker(services, deps, logger) : undefined;
  const app = await buildApp({
    ...deps,
    services,
    logger: { level: config.logLevel },
    isWorkerRunning: worker?.isRunning,
  });
  const metricsServer = await serveMetricsIfConfigured(services.metrics, config);

  stopOnSignals(logger, async () => {
    // The worker finishes or hands back its running jobs while the server ends its requests and streams.
    await Promise.all([app.close(), worker?.stop()]);
    metricsServer?.close();
    await deps.close();
  });

  await app.listen({ host: config.host, port: config.port });
  worker?.start();
  app.log.info(`Kaiwa is serving on ${config.publicUrl}`);
}

void main();
