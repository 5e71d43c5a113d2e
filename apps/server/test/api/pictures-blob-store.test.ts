import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BlobStore, createFsBlobStore, InvalidBlobKeyError } from '../../src/storage/blob-store';

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

describe('streaming reads', () => {
  const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
  const read = async (stream: Readable) => Buffer.concat(await stream.toArray());

  it('opens a blob with its type and size, and streams all of it or one byte range', async () => {
    await store.put('audio/ab/clip', data, 'audio/mpeg');
    const whole = (await store.open('audio/ab/clip'))!;
    expect(whole).toMatchObject({ contentType: 'audio/mpeg', size: 1000 });
    expect((await read(whole.stream())).equals(data)).toBe(true);
    const part = (await store.open('audio/ab/clip'))!;
    expect((await read(part.stream({ start: 10, end: 19 }))).equals(data.subarray(10, 20))).toBe(true);
    expect(await store.open('audio/ab/none')).toBeUndefined();
    await expect(store.open('../outside')).rejects.toBeInstanceOf(InvalidBlobKeyError);
  });

  it('reads what was stored when it was opened, even if it is replaced or deleted meanwhile', async () => {
    await store.put('clip', data, 'audio/mpeg');
    const opened = (await store.open('clip'))!;
    await store.put('clip', Buffer.from('replaced'), 'text/plain');
    expect((await read(opened.stream())).equals(data)).toBe(true);
    const again = (await store.open('clip'))!;
    await store.delete('clip');
    expect((await read(again.stream())).toString()).toBe('replaced');
    expect(await store.open('clip')).toBeUndefined();
  });

  it('closes a blob it does not read', async () => {
    await store.put('clip', data, 'audio/mpeg');
    const opened = (await store.open('clip'))!;
    await opened.close();
    await store.delete('clip');
    expect(filesUnder(parent)).toEqual([]);
  });
});
