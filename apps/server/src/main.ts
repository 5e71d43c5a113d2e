import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfigOrExit, openProcess, stopOnSignals } from './runtime';

async function main() {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.logLevel });
  const here = path.dirname(fileURLToPath(import.meta.url));
  // With WORKER_MODE=external, separate `worker.js` processes run the jobs (PostgreSQL only).
  const { deps, services, worker, stop } = await openProcess(
    { ...config, webDistDir: config.webDistDir ?? path.resolve(here, '../../web/dist') },
    logger,
    { runsJobs: config.workerMode === 'inline' },
  );
  const app = await buildApp({
    ...deps,
    services,
    logger: { level: config.logLevel },
    isWorkerRunning: worker?.isRunning,
  });

  // The worker finishes or hands back its running jobs while the server ends its requests and streams.
  stopOnSignals(logger, () => stop(() => app.close()));

  await app.listen({ host: config.host, port: config.port });
  worker?.start();
  app.log.info(`Kaiwa is serving on ${config.publicUrl}`);
}

void main();
