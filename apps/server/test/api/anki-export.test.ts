import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, api } from '@kaiwa/contract';
import { loadCatalogue } from '@kaiwa/japanese';
import SQLite from 'better-sqlite3';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { noteGuid, stableId } from '../../src/modules/reviews/anki-package';
import { sharedTestApp, signUpPastIpLimit } from '../support/test-app';
import { call } from './conversation-helpers';

const t = sharedTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-apkg-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const [water, study] = loadCatalogue()
  .itemsOfLevel('N5', 'vocabulary')
  .filter((item) => item.kanji === '水' || item.kanji === '勉強');

const download = (headers: Record<string, string> | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `${API_BASE}${api.exportApkg.path}${query}`, headers });

/** Unzips a package and opens its collection read-only. */
function open(body: Buffer, name: string) {
  const files = unzipSync(new Uint8Array(body));
  expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
  expect(JSON.parse(Buffer.from(files.media!).toString('utf8'))).toEqual({});
  const file = path.join(dir, `${name}.anki2`);
  fs.writeFileSync(file, files['collection.anki2']!);
  return new SQLite(file, { readonly: true });
}

describe('GET /review/export.apkg', () => {
  it('packages the learner’s cards as a schema 11 collection whose ids stay the same on a second export', async () => {
    if (!water || !study) throw new Error('catalogue words missing');
    const { headers } = await signUpPastIpLimit(t);
    for (const item of [water, study]) {
      expect(
        (await call(t, 'POST', api.reviewAdd.path, headers, { vocab_id: item.vocab_id })).statusCode,
      ).toBe(200);
    }
    const first = await download(headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toBe('attachment; filename="kaiwa-reviews.apkg"');
    const db = open(first.rawPayload, 'first');

    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
    expect(tables.map((row) => (row as { name: string }).name)).toEqual([
      'cards',
      'col',
      'graves',
      'notes',
      'revlog',
    ]);
    const col = db.prepare('SELECT ver, models, decks, dconf FROM col').get() as Record<
      string,
      string | number
    >;
    expect(col.ver).toBe(11);
    const modelId = stableId('model:Kaiwa vocabulary');
    const deckId = stableId('deck:Kaiwa reviews');
    const models = JSON.parse(String(col.models));
    expect(Object.keys(models)).toEqual([String(modelId)]);
    expect(models[modelId].flds.map((field: { name: string }) => field.name)).toEqual([
      'Word',
      'Reading',
      'Meaning',
      'Pitch accent',
      'Example',
      'Example translation',
    ]);
    expect(Object.keys(JSON.parse(String(col.decks))).sort()).toEqual(['1', String(deckId)].sort());
    expect(JSON.parse(String(col.dconf))).toHaveProperty('1');

    const notes = db.prepare('SELECT id, guid, mid, flds, sfld FROM notes ORDER BY sfld').all() as {
      id: number;
      guid: string;
      mid: number;
      flds: string;
      sfld: string;
    }[];
    expect(notes.map((note) => note.flds.split('\x1f').slice(0, 3))).toEqual(
      [water, study]
        .map((item) => [item.kanji, item.pronunciation, item.english])
        .sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );
    expect(notes.every((note) => note.mid === modelId)).toBe(true);
    expect(notes.map((note) => note.guid).sort()).toEqual(
      [water, study].map((item) => noteGuid(item.kanji!, item.pronunciation)).sort(),
    );
    const cards = db.prepare('SELECT id, nid, did, ord, type, queue FROM cards ORDER BY id').all();
    expect(cards).toHaveLength(2);
    expect(cards.every((card) => (card as { did: number }).did === deckId)).toBe(true);
    db.close();

    // Exporting again names everything the same way, so Anki updates the notes instead of copying them.
    t.clock.advance(60_000);
    const again = open((await download(headers)).rawPayload, 'second');
    expect(again.prepare('SELECT id, guid FROM notes ORDER BY id').all()).toEqual(
      notes.map(({ id, guid }) => ({ id, guid })).sort((a, b) => a.id - b.id),
    );
    expect(again.prepare('SELECT id, nid, did FROM cards ORDER BY id').all()).toEqual(
      cards.map((card) => {
        const { id, nid, did } = card as { id: number; nid: number; did: number };
        return { id, nid, did };
      }),
    );
    again.close();
  });

  it('packages a whole JLPT level, and refuses a bad level and callers without a session', async () => {
    const { headers } = await signUpPastIpLimit(t);
    const level = await download(headers, '?level=N5');
    expect(level.statusCode).toBe(200);
    expect(level.headers['content-disposition']).toBe('attachment; filename="kaiwa-N5.apkg"');
    const db = open(level.rawPayload, 'n5');
    const { count } = db.prepare('SELECT count(*) AS count FROM notes').get() as { count: number };
    expect(count).toBe(loadCatalogue().itemsOfLevel('N5').length);
    db.close();

    expect((await download(headers, '?level=N6')).statusCode).toBe(400);
    expect((await download(undefined)).statusCode).toBe(401);
  });
});
