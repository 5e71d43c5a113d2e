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
