import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
