import { getTokenizer, loadReadingTables, warmUpAnalysis } from '@kaiwa/japanese';
import type { Logger } from 'pino';
import { createAiEngine } from './ai/create-ai-engine';
import { japaneseCoreDeps } from './ai/japanese-core-deps';
import { type Config, ConfigError, loadConfig } from './config';
import { createDatabase, migrateToLatest } from './db/database';
import { createJapaneseCore, type JapaneseCore } from './japanese-core';
import { createJobWorker } from './jobs/job-worker';
import { createJobHandlers } from './jobs/registry';
import { systemClock } from './lib/clock';
import { createMailer } from './mail/mailer';
import { type Metrics, serveMetrics } from './metrics';
import { createInProcessNotifier, createPostgresNotifier } from './realtime/notifier';
import { type AppDeps, createServices, type Services } from './services';
import { openBlobStore } from './storage/blob-store';
import { createTtsEngine } from './tts/create-tts-engine';

/** What both entry points (server and worker) start from; names every bad variable and exits when invalid. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Opens what the services are built from: the migrated database, the notifier (in-process on SQLite,
 * where one process owns the file; LISTEN/NOTIFY on PostgreSQL, so every server and worker process hears
 * every event) and the AI engine. `close` releases them.
 */
export async function openAppDeps(
  config: Config,
  logger: Logger,
): Promise<AppDeps & { close(): Promise<void> }> {
  const { db, engine } = createDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    onIdleConnectionError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
    onCheckpointerError: (error) => logger.error({ err: error }, 'the SQLite checkpointer stopped'),
  });
  await migrateToLatest(db);
  logger.info({ engine }, 'database migrated');
  const japanese = createJapaneseCore();
  await readyJapaneseCore(japanese, logger);
  const notifier =
    engine === 'postgres' && config.databaseUrl
      ? createPostgresNotifier(config.databaseUrl, logger)
      : createInProcessNotifier();
  const blobStore = openBlobStore(config, logger);
  return {
    config,
    db,
    engine,
    clock: systemClock,
    mailer: createMailer(config, logger),
    blobStore,
    notifier,
    ai: createAiEngine(config.ai, { ...japaneseCoreDeps(japanese), logger }),
    // Built here, where start-up can warn about a missing speech program.
    tts: createTtsEngine(config, { log: logger }),
    japanese,
    async close() {
      getTokenizer().close();
      await notifier.close();
      await blobStore.close();
      await db.destroy();
    },
  };
}

/**
 * Opens MeCab, reads the reading tables and warms the analysis up before serving (the catalogue was loaded
 * with the core), so no request pays for them while others wait. A host without MeCab still starts, with the
 * reason logged.
 */
async function readyJapaneseCore(japanese: JapaneseCore, logger: Logger) {
  try {
    loadReadingTables();
    const started = performance.now();
    const characters = await warmUpAnalysis(japanese.catalogue);
    logger.info({ characters, ms: Math.round(performance.now() - started) }, 'Japanese analysis warmed up');
  } catch (error) {
    logger.error(
      { err: error },
      'Japanese analysis is unavailable: readings, furigana and detection will fail',
    );
  }
}

/**
 * What both entry points run: the dependencies and services, the job worker when this process runs jobs
 * (started by the caller, once it serves), and `/metrics` on its own port when configured. `stop` ends the
 * worker (it finishes or hands back its running jobs) together with what the caller ends, e.g. the HTTP
 * server's requests and streams, then closes the rest.
 */
export async function openProcess(config: Config, logger: Logger, options: { runsJobs: boolean }) {
  const deps = await openAppDeps(config, logger);
  const services = createServices(deps);
  const worker = options.runsJobs ? createWorker(services, deps, logger) : undefined;
  const metricsServer = await serveMetricsIfConfigured(services.metrics, config);
  return {
    deps,
    services,
    worker,
    async stop(alongside?: () => Promise<void>) {
      await Promise.all([alongside?.(), worker?.stop()]);
      await services.sessions.usesWritten();
      metricsServer?.close();
      await deps.close();
    },
  };
}

/** A job worker running every registered job type on the services' queue. */
export function createWorker(services: Services, deps: AppDeps, logger: Logger) {
  return createJobWorker({
    queue: services.jobQueue,
    notifier: deps.notifier,
    // SQLite is served by one process only (external workers need PostgreSQL).
    soleWorker: deps.engine === 'sqlite',
    concurrency: deps.config.workerConcurrency,
    handlers: createJobHandlers(deps, services),
    logger,
    onFailure: services.metrics.jobFailed,
  });
}

/** METRICS with METRICS_PORT: `/metrics` on a listener of its own, for this process (server or worker). */
async function serveMetricsIfConfigured(metrics: Metrics, config: Config) {
  const { enabled, port } = config.metrics;
  return enabled && port !== undefined ? serveMetrics(metrics, config.host, port) : undefined;
}

/** A stopping process still waiting for requests, streams or jobs this long after the signal exits anyway. */
const SHUTDOWN_DEADLINE_MS = 20_000;

/** On SIGINT or SIGTERM: `stop` (end requests, streams and jobs; close connections), then exit. */
export function stopOnSignals(logger: Logger, stop: () => Promise<void>) {
  const shutdown = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error(`still stopping after ${SHUTDOWN_DEADLINE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
