import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type DatabaseConnection,
  Kysely,
  type Migration,
  Migrator,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config';
import * as foundation from './migrations/0001_foundation';
import * as jobs from './migrations/0002_jobs';
import * as vocabulary from './migrations/0003_vocabulary';
import * as conversations from './migrations/0004_conversations';
import * as audio from './migrations/0005_audio';
import * as translations from './migrations/0006_translations';
import * as analysis from './migrations/0007_analysis';
import * as wordAccents from './migrations/0008_word_accents';
import * as friendRequestsByEmail from './migrations/0009_friend_requests_by_email';
import * as reviewCards from './migrations/0011_review_cards';
import * as audioClipRefs from './migrations/0012_audio_clip_refs';
import * as reviewQueueIndex from './migrations/0013_review_queue_index';
import * as vocabularyIds from './migrations/0014_vocabulary_ids';
import * as blobs from './migrations/0015_blobs';
import * as reviewDueCoveringIndex from './migrations/0016_review_due_covering_index';
import * as conversationEvents from './migrations/0017_conversation_events';
import type { Database } from './schema';
import { checkpointInTheBackground } from './wal-checkpointer';

export type Db = Kysely<Database>;
export type DatabaseEngine = 'sqlite' | 'postgres';

// int8 (bigint) columns hold epoch milliseconds, well inside Number's exact range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** Migrations in order. Bundled statically so the built server needs no migration folder. */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_jobs': jobs,
  '0003_vocabulary': vocabulary,
  '0004_conversations': conversations,
  '0005_audio': audio,
  '0006_translations': translations,
  '0007_analysis': analysis,
  '0008_word_accents': wordAccents,
  '0009_friend_requests_by_email': friendRequestsByEmail,
  '0011_review_cards': reviewCards,
  '0012_audio_clip_refs': audioClipRefs,
  '0013_review_queue_index': reviewQueueIndex,
  '0014_vocabulary_ids': vocabularyIds,
  '0015_blobs': blobs,
  '0016_review_due_covering_index': reviewDueCoveringIndex,
  '0017_conversation_events': conversationEvents,
};

/** Prepared SQLite statements kept at most (batched lookups make one text per number of keys). */
const KEPT_STATEMENTS = 2000;
/** How long SQLite queries may keep the event loop busy before the next one lets other events in. */
const SQLITE_SLICE_MS = 10;

/**
 * better-sqlite3 answers a query at once, so on SQLite every await on the database resolves as a microtask:
 * a request, or a batch of lookups that wakes many requests, runs all its queries without ever letting the
 * event loop read a socket or fire a timer. Under load these chains joined into stretches of several hundred
 * milliseconds during which nothing else moved. This driver takes the connection through the event loop
 * (setImmediate) once queries have kept it busy for SQLITE_SLICE_MS, so waiting requests, streams and jobs
 * get their turn. A transaction holds the connection and is never cut.
 */
class SlicedSqliteDriver extends SqliteDriver {
  #sliceStartedAt: number | undefined;

  override async acquireConnection(): Promise<DatabaseConnection> {
    const now = performance.now();
    if (this.#sliceStartedAt === undefined) {
      this.#sliceStartedAt = now;
      // Runs once the loop has turned: whatever runs after it starts a new slice.
      setImmediate(() => {
        this.#sliceStartedAt = undefined;
      });
    } else if (now - this.#sliceStartedAt > SQLITE_SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return super.acquireConnection();
  }
}

class SlicedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new SlicedSqliteDriver(this.#config);
  }
}

export type DatabaseOptions = {
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL this process keeps at most. */
  poolSize?: number;
  dataDir: string;
  onIdleConnectionError?: (error: Error) => void;
  /** The SQLite checkpointer thread failed; the write-ahead log then grows until the next start. */
  onCheckpointerError?: (error: Error) => void;
};

export function createDatabase(options: DatabaseOptions): { db: Db; engine: DatabaseEngine } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
    });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'kaiwa.sqlite');
  const sqlite = new SQLite(file);
  // WAL lets readers run while a write is in progress; busy_timeout covers a worker process on the same file.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const checkpointer = checkpointInTheBackground(sqlite, file, options.onCheckpointerError);
  // Kysely closes the connection when the database is destroyed: the checkpointer ends first, so that the
  // server's connection closes last and removes the write-ahead log.
  // Kysely prepares every query anew, and compiling the SQL was about a fifth of the server's query time under
  // load. The app sends a bounded set of SQL texts (values are bound, never inlined), so statements are kept
  // by text; Kysely runs one query at a time on this connection, so a kept statement is never busy.
  const statements = new Map<string, SQLite.Statement>();
  const database: SqliteDatabase = {
    prepare(query) {
      let statement = statements.get(query);
      if (!statement) {
        if (statements.size >= KEPT_STATEMENTS) statements.clear();
        statement = sqlite.prepare(query);
        statements.set(query, statement);
      }
      return statement;
    },
    close: () => {
      checkpointer.stop();
      sqlite.close();
    },
  };
  return { db: new Kysely<Database>({ dialect: new SlicedSqliteDialect({ database }) }), engine: 'sqlite' };
}

const migratorFor = (db: Db) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/**
 * Brings the schema up to date. On PostgreSQL, Kysely's migrator holds an advisory lock meanwhile, so
 * processes starting at the same time migrate once (the others wait, then find nothing to do).
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Names of the migrations this code has that the database has not run yet. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await migratorFor(db).getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
