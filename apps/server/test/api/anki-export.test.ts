import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, AUDIO_PENDING_HEADER, api } from '@kaiwa/contract';
import { loadCatalogue } from '@kaiwa/japanese';
import SQLite from 'better-sqlite3';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { noteGuid, stableId } from '../../src/modules/reviews/anki-package';
import { APKG_AUDIO_QUEUE_MAX } from '../../src/modules/reviews/reviews.service';
import { sharedTestApp, signUpPastIpLimit } from '../support/test-app';
import { countingTts } from './audio-helpers';
import { call } from './conversation-helpers';

// Each clip's bytes say which text it reads.
const tts = countingTts(async (request) => ({
  audio: Buffer.from(`mp3:${request.text}`),
  contentType: 'audio/mpeg',
}));
const t = sharedTestApp({ tts: tts.engine });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-apkg-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const [water, study] = loadCatalogue()
  .itemsOfLevel('N5', 'vocabulary')
  .filter((item) => item.kanji === '水' || item.kanji === '勉強');

const download = (headers: Record<string, string> | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `${API_BASE}${api.exportApkg.path}${query}`, headers });

/** Unzips a package, checks that its media map names exactly its other files, and opens its collection. */
function unpack(body: Buffer, name: string) {
  const files = unzipSync(new Uint8Array(body));
  const media: Record<string, string> = JSON.parse(Buffer.from(files.media!).toString('utf8'));
  expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media', ...Object.keys(media)].sort());
  const file = path.join(dir, `${name}.anki2`);
  fs.writeFileSync(file, files['collection.anki2']!);
  /** The text each sound file of the package reads, by file name. */
  const sounds = Object.fromEntries(
    Object.entries(media).map(([entry, fileName]) => [fileName, Buffer.from(files[entry]!).toString('utf8')]),
  );
  return { db: new SQLite(file, { readonly: true }), sounds };
}

/** A package without audio: the clips of a first export are only being made. */
function open(body: Buffer, name: string) {
  const { db, sounds } = unpack(body, name);
  expect(sounds).toEqual({});
  return db;
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

  it('adds the audio of each word and its example, made in the background, named the same on every export', async () => {
    // Words no other test here exports, so none of their clips exist yet.
    const [spoken, plain] = loadCatalogue()
      .itemsOfLevel('N4', 'vocabulary')
      .filter((item) => item.kanji);
    if (!spoken?.kanji || !plain?.kanji) throw new Error('catalogue words missing');
    const { headers } = await signUpPastIpLimit(t);
    for (const item of [spoken, plain]) {
      await call(t, 'POST', api.reviewAdd.path, headers, { vocab_id: item.vocab_id });
    }
    await t.db
      .updateTable('review_cards')
      .set({ context_sentence: '水を飲みたいです。' })
      .where('vocab_id', '=', spoken.vocab_id)
      .execute();
    await t.worker.runUntilIdle();
    const synthesised = tts.calls.length;

    // The package comes at once; its clips are queued for the next export.
    const first = await download(headers);
    expect(first.headers[AUDIO_PENDING_HEADER]).toBe('3');
    open(first.rawPayload, 'audio-first').close();
    expect(tts.calls).toHaveLength(synthesised);
    await t.worker.runUntilIdle();
    expect(
      tts.calls
        .slice(synthesised)
        .map((call) => call.text)
        .sort(),
    ).toEqual([spoken.pronunciation, plain.pronunciation, '水を飲みたいです。'].sort());

    const exportFields = async (name: string) => {
      const response = await download(headers);
      expect(response.headers[AUDIO_PENDING_HEADER]).toBe('0');
      const { db, sounds } = unpack(response.rawPayload, name);
      const rows = db.prepare('SELECT id, flds FROM notes ORDER BY id').all() as {
        id: number;
        flds: string;
      }[];
      db.close();
      return { rows, sounds };
    };
    const second = await exportFields('audio-second');
    const fields = second.rows.map((row) => row.flds.split('\x1f'));
    const played = (field: string) => {
      const name = /\[sound:([^\]]+)\]$/.exec(field)?.[1];
      return name === undefined ? undefined : second.sounds[name];
    };
    const spokenFields = fields.find((note) => note[0] === spoken.kanji)!;
    const plainFields = fields.find((note) => note[0] === plain.kanji)!;
    expect(spokenFields[1]).toMatch(/ \[sound:kaiwa-[0-9a-f]{24}\.mp3\]$/);
    expect(played(spokenFields[1]!)).toBe(`mp3:${spoken.pronunciation}`);
    expect(played(spokenFields[4]!)).toBe('mp3:水を飲みたいです。');
    expect(played(plainFields[1]!)).toBe(`mp3:${plain.pronunciation}`);
    expect(plainFields[4]).toBe('');
    expect(Object.keys(second.sounds)).toHaveLength(3);

    // A later export: the same notes, fields and file names, and nothing synthesised again.
    t.clock.advance(60_000);
    expect(await exportFields('audio-third')).toEqual(second);
    expect(tts.calls).toHaveLength(synthesised + 3);
  });

  it('packages a whole JLPT level, and refuses a bad level and callers without a session', async () => {
    const { headers } = await signUpPastIpLimit(t);
    const level = await download(headers, '?level=N5');
    expect(level.statusCode).toBe(200);
    expect(level.headers['content-disposition']).toBe('attachment; filename="kaiwa-N5.apkg"');
    // A level's hundreds of words: one export queues a bounded share of their clips.
    expect(level.headers[AUDIO_PENDING_HEADER]).toBe(String(APKG_AUDIO_QUEUE_MAX));
    const { db } = unpack(level.rawPayload, 'n5');
    const { count } = db.prepare('SELECT count(*) AS count FROM notes').get() as { count: number };
    expect(count).toBe(loadCatalogue().itemsOfLevel('N5').length);
    // 居る and 要る are both shown in kana; each is still its own note.
    const iru = db.prepare("SELECT flds FROM notes WHERE sfld = 'いる'").all() as { flds: string }[];
    expect(iru.map((note) => note.flds.split('\x1f')[2]).sort()).toEqual(
      loadCatalogue()
        .itemsOfLevel('N5', 'vocabulary')
        .filter((item) => item.kanji === null && item.pronunciation === 'いる')
        .map((item) => item.english)
        .sort(),
    );
    expect(iru).toHaveLength(2);
    db.close();

    expect((await download(headers, '?level=N6')).statusCode).toBe(400);
    expect((await download(undefined)).statusCode).toBe(401);
  });
});
