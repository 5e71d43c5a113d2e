import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpointer moves what the write-ahead log holds into the database file. */
export const CHECKPOINT_EVERY_MS = 1_000;
/** A checkpoint of a large log takes a while; closing waits for it no longer than this. */
const STOP_WITHIN_MS = 5_000;

// Runs in a thread of its own, on its own connection to the file. A PASSIVE checkpoint never waits for or
// blocks the server's readers and writer; it copies what it can and tries again at the next tick.
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 100');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another checkpoint, a schema change): the next tick tries again.
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  Atomics.store(workerData.closed, 0, 1);
  Atomics.notify(workerData.closed, 0);
  parentPort.close();
});
`;

/**
 * SQLite's automatic checkpoint runs inside whichever write crosses the log's threshold, so about one write
 * in a hundred paid for copying the log and its fsync on the event loop (a review answer's p99 was 11 ms
 * against a 0.4 ms median). The connection given here stops checkpointing itself; a thread does it instead.
 */
export function checkpointInTheBackground(
  sqlite: { pragma(source: string): unknown },
  file: string,
  onError: (error: Error) => void = () => {},
) {
  sqlite.pragma('wal_autocheckpoint = 0');
  /** Set by the thread once its connection is closed. */
  const closed = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      everyMs: CHECKPOINT_EVERY_MS,
      closed,
    },
  });
  // A thread that could not start leaves the log to grow until the next start; it never takes the server down.
  worker.on('error', (error) => {
    Atomics.store(closed, 0, 1);
    onError(error);
  });
  // Never what keeps a process alive.
  worker.unref();
  return {
    /**
     * Ends the thread after its current checkpoint and returns once it has closed its connection (at most
     * STOP_WITHIN_MS), so that the server's own connection closes last and removes the log: a caller may
     * delete the folder right after (tests do).
     */
    stop(): void {
      worker.postMessage('stop');
      Atomics.wait(closed, 0, 0, STOP_WITHIN_MS);
    },
  };
}
