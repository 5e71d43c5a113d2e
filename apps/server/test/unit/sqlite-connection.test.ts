import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function sqliteDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-statements-'));
  dirs.push(dir);
  return createDatabase({ databaseUrl: undefined, dataDir: dir }).db;
}

// Statements are kept by their SQL text and run again with other values: what they answer must not change.
it('answers a query run again with other values, and sees columns added since it was first prepared', async () => {
  const db = sqliteDatabase();
  try {
    await sql`CREATE TABLE words (id INTEGER PRIMARY KEY, kana TEXT)`.execute(db);
    const insert = (id: number, kana: string) => sql`INSERT INTO words VALUES (${id}, ${kana})`.execute(db);
    const byId = async (id: number) => (await sql`SELECT * FROM words WHERE id = ${id}`.execute(db)).rows;
    await insert(1, 'ねこ');
    await insert(2, 'いぬ');
    expect(await byId(1)).toEqual([{ id: 1, kana: 'ねこ' }]);
    expect(await byId(2)).toEqual([{ id: 2, kana: 'いぬ' }]);
    expect(await byId(3)).toEqual([]);

    await sql`ALTER TABLE words ADD COLUMN level TEXT`.execute(db);
    await sql`UPDATE words SET level = ${'N5'}`.execute(db);
    expect(await byId(2)).toEqual([{ id: 2, kana: 'いぬ', level: 'N5' }]);
  } finally {
    await db.destroy();
  }
});

// better-sqlite3 answers at once, so without slicing a chain of awaited queries never lets the event loop turn.
it('lets the event loop turn during a long chain of queries, but never inside a transaction', async () => {
  const db = sqliteDatabase();
  try {
    await sql`CREATE TABLE ticks (n INTEGER)`.execute(db);
    // A fresh turn of the loop, so that the chain below starts a slice of its own.
    await new Promise((resolve) => setImmediate(resolve));
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    const startedAt = performance.now();
    let queries = 0;
    while (!turned && performance.now() - startedAt < 500) {
      await sql`SELECT count(*) FROM ticks`.execute(db);
      queries++;
    }
    expect(turned).toBe(true);
    expect(queries).toBeGreaterThan(1);

    // A transaction keeps the connection: however long it runs, nothing else gets in between its queries.
    await db.transaction().execute(async (trx) => {
      let turnedInside = false;
      setImmediate(() => {
        turnedInside = true;
      });
      const began = performance.now();
      while (performance.now() - began < 50) await sql`INSERT INTO ticks VALUES (1)`.execute(trx);
      expect(turnedInside).toBe(false);
    });
  } finally {
    await db.destroy();
  }
});
