import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase, migrateToLatest } from './db/database';
import { systemClock } from './lib/clock';
import { createMailer } from './mail/mailer';
import { createFsBlobStore } from './storage/blob-store';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  const { db, engine } = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  logger.info({ engine }, 'database migrated');

  const here = path.dirname(fileURLToPath(import.meta.url));
  const app = await buildApp({
    config: { ...config, webDistDir: config.webDistDir ?? path.resolve(here, '../../web/dist') },
    db,
    engine,
    clock: systemClock,
    mailer: createMailer(config, logger),
    blobStore: createFsBlobStore(path.join(config.dataDir, 'blobs')),
    logger: { level: config.logLevel },
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Kaiwa is serving on ${config.publicUrl}`);
}

void main();
