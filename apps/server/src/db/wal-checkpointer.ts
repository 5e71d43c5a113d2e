import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpointer moves what the write-ahead log holds into the database file. */
export const CHECKPOINT_EVERY_MS = 1_000;

// Runs in a thread of its own, on its own connection to the file. A PASSIVE checkpoint never waits for or
// blocks the server's readers and writer; it copies what it can and tries again at the next tick.
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 100');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another checkpoint, a schema change): the next tick tries again.
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * SQLite's automatic checkpoint runs inside whichever write crosses the log's threshold, so about one write
 * in a hundred paid for copying the log and its fsync on the event loop (a review answer's p99 was 11 ms
 * against a 0.4 ms median). The connection given here stops checkpointing itself; a thread does it instead.
 */
export function checkpointInTheBackground(sqlite: { pragma(source: string): unknown }, file: string) {
  sqlite.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      everyMs: CHECKPOINT_EVERY_MS,
    },
  });
  // Never what keeps a process alive.
  worker.unref();
  return {
    /** Ends the thread after its current checkpoint; resolves once it has closed its connection. */
    stop: () =>
      new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
      }),
  };
}
