import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { CHECKPOINT_EVERY_MS, checkpointInTheBackground } from '../../src/db/wal-checkpointer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `batches` of rows, a checkpoint interval apart; returns the write-ahead log's size in bytes. */
async function writeAndMeasureLog(background: boolean, batches: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-wal-'));
  dirs.push(dir);
  const file = path.join(dir, 'test.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  const checkpointer = background ? checkpointInTheBackground(sqlite, file) : undefined;
  if (!background) sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.exec('CREATE TABLE t (x TEXT)');
  const insert = sqlite.prepare('INSERT INTO t VALUES (?)');
  for (let batch = 0; batch < batches; batch += 1) {
    for (let row = 0; row < 50; row += 1) insert.run('x'.repeat(2_000));
    await sleep(CHECKPOINT_EVERY_MS * 1.5);
  }
  const size = fs.statSync(`${file}-wal`).size;
  checkpointer?.stop();
  sqlite.close();
  // The server's connection closed last: the log is gone with it.
  expect(fs.existsSync(`${file}-wal`)).toBe(false);
  return size;
}

it('checkpoints the log in a thread of its own, so the log is reused rather than grown', async () => {
  const without = await writeAndMeasureLog(false, 3);
  const withThread = await writeAndMeasureLog(true, 3);
  // Without checkpoints the log holds every batch; with them, about one batch at a time.
  expect(without).toBeGreaterThan(3 * 50 * 2_000);
  expect(withThread).toBeLessThan(without / 2);
}, 30_000);
