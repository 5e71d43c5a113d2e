import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type StoredBlob = { data: Buffer; contentType: string };

/** Binary objects (profile pictures, later audio) kept outside the database. */
export type BlobStore = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | undefined>;
  delete(key: string): Promise<void>;
};

// Segments of letters, digits, '-' and '_' joined by '/': no '.', so no '..', no absolute path and no clash
// with the temporary files below.
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const CONTENT_TYPE_PATTERN = /^[\w.+-]+\/[\w.+-]+$/;

export class InvalidBlobKeyError extends Error {
  constructor(key: string) {
    super(`Invalid blob key: ${JSON.stringify(key)}`);
  }
}

/**
 * One file per blob under `rootDir`: its content type on the first line, then the bytes. A single file
 * lets a write become visible atomically (write a temporary file, then rename it over the key).
 */
export function createFsBlobStore(rootDir: string): BlobStore {
  const root = path.resolve(rootDir);

  function fileFor(key: string): string {
    if (key.length > 512 || !KEY_PATTERN.test(key)) throw new InvalidBlobKeyError(key);
    return path.join(root, ...key.split('/'));
  }

  return {
    async put(key, data, contentType) {
      if (!CONTENT_TYPE_PATTERN.test(contentType)) throw new Error(`Invalid content type: ${contentType}`);
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.writeFile(temporary, Buffer.concat([Buffer.from(`${contentType}\n`), data]));
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      let raw: Buffer;
      try {
        raw = await fs.readFile(fileFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      const newline = raw.indexOf(0x0a);
      if (newline < 0) throw new Error(`Corrupt blob: ${key}`);
      return { contentType: raw.subarray(0, newline).toString('utf8'), data: raw.subarray(newline + 1) };
    },

    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },
  };
}
