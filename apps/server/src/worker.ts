// Worker mode: runs the job queue without serving HTTP, for installations on PostgreSQL that scale the
// AI work out to separate processes (the servers then run with WORKER_MODE=external).
import pino from 'pino';
import { loadConfigOrExit, openProcess, stopOnSignals } from './runtime';

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
  const { worker, stop } = await openProcess(config, logger, { runsJobs: true });
  stopOnSignals(logger, () => stop());

  worker!.start();
  logger.info({ workerId: worker!.workerId }, 'job worker started');
}

void main();
