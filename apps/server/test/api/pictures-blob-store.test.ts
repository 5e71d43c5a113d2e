import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BlobStore, createFsBlobStore, InvalidBlobKeyError } from '../../src/storage/blob-store';
import { BLOB_CHUNK_BYTES } from '../../src/storage/postgres-blob-store';
import { sharedTestApp } from '../support/test-app';

let parent: string;
let root: string;
let store: BlobStore;
beforeEach(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-blobs-'));
  root = path.join(parent, 'blobs');
  store = createFsBlobStore(root);
});
afterEach(() => {
  fs.rmSync(parent, { recursive: true, force: true });
});

const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('file-system blob store', () => {
  it('stores, reads back, overwrites and deletes a blob under its root', async () => {
    const data = Buffer.from([0, 10, 13, 255, 10, 0]);
    await store.put('profile-pictures/abc_1', data, 'image/webp');
    expect(await store.get('profile-pictures/abc_1')).toEqual({ data, contentType: 'image/webp' });
    expect(filesUnder(parent)).toEqual([path.join('blobs', 'profile-pictures', 'abc_1')]);

    await store.put('profile-pictures/abc_1', Buffer.from('second'), 'text/plain');
    expect(await store.get('profile-pictures/abc_1')).toEqual({
      data: Buffer.from('second'),
      contentType: 'text/plain',
    });

    await store.delete('profile-pictures/abc_1');
    expect(await store.get('profile-pictures/abc_1')).toBeUndefined();
    expect(filesUnder(parent)).toEqual([]);
  });

  it('answers undefined for a missing blob and deletes one quietly', async () => {
    expect(await store.get('nothing-here')).toBeUndefined();
    await expect(store.delete('nothing-here')).resolves.toBeUndefined();
  });

  it('stores an empty blob', async () => {
    await store.put('empty', Buffer.alloc(0), 'application/octet-stream');
    expect(await store.get('empty')).toEqual({
      data: Buffer.alloc(0),
      contentType: 'application/octet-stream',
    });
  });

  it.each([
    '../outside',
    'a/../../outside',
    '/etc/passwd',
    'a/./b',
    'a//b',
    'a/',
    '',
    '..',
    'a\\..\\b',
    'name.tmp',
    'x'.repeat(513),
  ])('refuses the key %j for every operation', async (key) => {
    fs.writeFileSync(path.join(parent, 'outside'), 'precious');
    await expect(store.put(key, Buffer.from('evil'), 'text/plain')).rejects.toBeInstanceOf(
      InvalidBlobKeyError,
    );
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    expect(fs.readFileSync(path.join(parent, 'outside'), 'utf8')).toBe('precious');
    expect(filesUnder(parent)).toEqual(['outside']);
  });

  it('refuses a content type that could corrupt the file', async () => {
    await expect(store.put('k', Buffer.from('x'), 'text/plain\nimage/png')).rejects.toThrow(
      'Invalid content type',
    );
    await expect(store.put('k', Buffer.from('x'), '')).rejects.toThrow('Invalid content type');
    expect(await store.get('k')).toBeUndefined();
  });
});

// The store the app is configured with: files under DATA_DIR on SQLite, the database on PostgreSQL.
describe('the configured blob store', () => {
  const t = sharedTestApp();
  const configured = () => t.deps.blobStore;
  // More than two chunks of the PostgreSQL store, so that reads cross chunk boundaries.
  const data = Buffer.from(Array.from({ length: 2 * BLOB_CHUNK_BYTES + 1000 }, (_, i) => (i * 7) % 256));
  const read = async (stream: Readable) => Buffer.concat(await stream.toArray());
  let n = 0;
  const freshKey = () => `test/${t.engine}-${++n}`;

  it('stores, reads back, overwrites and deletes a blob', async () => {
    const key = freshKey();
    const small = Buffer.from([0, 10, 13, 255, 10, 0]);
    await configured().put(key, small, 'image/webp');
    expect(await configured().get(key)).toEqual({ data: small, contentType: 'image/webp' });
    await configured().put(key, Buffer.from('second'), 'text/plain');
    expect(await configured().get(key)).toEqual({ data: Buffer.from('second'), contentType: 'text/plain' });
    await configured().delete(key);
    expect(await configured().get(key)).toBeUndefined();
    await expect(configured().delete(key)).resolves.toBeUndefined();
  });

  it('stores an empty blob and streams its empty range', async () => {
    const key = freshKey();
    await configured().put(key, Buffer.alloc(0), 'application/octet-stream');
    const opened = (await configured().open(key))!;
    expect(opened).toMatchObject({ contentType: 'application/octet-stream', size: 0 });
    expect((await read(opened.stream())).length).toBe(0);
  });

  it.each(['../outside', 'a//b', '', 'name.tmp', 'x'.repeat(513)])('refuses the key %j', async (key) => {
    await expect(configured().put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
      InvalidBlobKeyError,
    );
    await expect(configured().open(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(configured().delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
  });

  it('refuses a bad content type and stores nothing', async () => {
    const key = freshKey();
    await expect(configured().put(key, Buffer.from('x'), 'text/plain\nimage/png')).rejects.toThrow(
      'Invalid content type',
    );
    expect(await configured().get(key)).toBeUndefined();
  });

  it('opens a blob with its type and size, and streams all of it or any byte range', async () => {
    const key = freshKey();
    await configured().put(key, data, 'audio/mpeg');
    const whole = (await configured().open(key))!;
    expect(whole).toMatchObject({ contentType: 'audio/mpeg', size: data.length });
    expect((await read(whole.stream())).equals(data)).toBe(true);
    for (const [start, end] of [
      [10, 19],
      [BLOB_CHUNK_BYTES - 3, BLOB_CHUNK_BYTES + 2],
      [5, 2 * BLOB_CHUNK_BYTES + 10],
      [data.length - 1, data.length - 1],
    ] as const) {
      const part = (await configured().open(key))!;
      expect((await read(part.stream({ start, end }))).equals(data.subarray(start, end + 1))).toBe(true);
    }
    expect(await configured().open(`${key}-none`)).toBeUndefined();
  });

  it('reads what was stored when it was opened, even if it is replaced or deleted meanwhile', async () => {
    const key = freshKey();
    await configured().put(key, data, 'audio/mpeg');
    const opened = (await configured().open(key))!;
    await configured().put(key, Buffer.from('replaced'), 'text/plain');
    expect((await read(opened.stream())).equals(data)).toBe(true);
    const again = (await configured().open(key))!;
    await configured().delete(key);
    expect((await read(again.stream())).toString()).toBe('replaced');
    expect(await configured().open(key)).toBeUndefined();
  });

  it('closes a blob it does not read, and serves many reads one after another', async () => {
    const key = freshKey();
    await configured().put(key, data, 'audio/mpeg');
    // More than the PostgreSQL store's connections: each closed or fully read blob gives its connection back.
    for (let i = 0; i < 12; i += 1) await (await configured().open(key))!.close();
    for (let i = 0; i < 12; i += 1) {
      const part = (await configured().open(key))!;
      expect((await read(part.stream({ start: 0, end: 9 }))).equals(data.subarray(0, 10))).toBe(true);
    }
    await configured().delete(key);
  });

  it('keeps one whole version of a key written by concurrent writes, and nothing of a deleted one', async () => {
    const key = freshKey();
    const versions = [0, 1, 2, 3].map((v) => Buffer.alloc(BLOB_CHUNK_BYTES + 10 * v, v));
    await Promise.all(versions.map((version) => configured().put(key, version, 'audio/mpeg')));
    const stored = (await configured().get(key))!.data;
    expect(versions.some((version) => version.equals(stored))).toBe(true);
    if (t.engine === 'postgres') {
      const chunkCount = async () =>
        (
          await sql<{
            count: number;
          }>`SELECT count(*)::int AS count FROM blob_chunks WHERE key = ${key}`.execute(t.db)
        ).rows[0]!.count;
      // The chunks of the version that won, and none left of the others: version 0 fills one chunk exactly.
      expect(await chunkCount()).toBe(Math.ceil(stored.length / BLOB_CHUNK_BYTES));
      await configured().delete(key);
      expect(await chunkCount()).toBe(0);
    }
  });
});
