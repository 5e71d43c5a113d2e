// Worker mode: runs the job queue without serving HTTP, for installations on PostgreSQL that scale the
// AI work out to separate processes (the servers then run with WORKER_MODE=external).
import pino from 'pino';
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
  if (!config.databaseUrl) {
    // On SQLite the notifier is in-process: events of a separate worker would never reach the server.
    logger.error(
      'The worker process needs PostgreSQL (DATABASE_URL); on SQLite the server runs the jobs itself.',
    );
    process.exit(1);
  }
  const deps = await openAppDeps(config, logger);
  const services = createServices(deps);
  const worker = createWorker(services, deps, logger);
  const metricsServer = await serveMetricsIfConfigured(services.metrics, config);

  stopOnSignals(logger, async () => {
    await worker.stop();
    metricsServer?.close();
    await deps.close();
  });

  worker.start();
  logger.info({ workerId: worker.workerId }, 'job worker started');
}

void main();
