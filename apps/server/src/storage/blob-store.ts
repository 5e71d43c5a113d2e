import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createPostgresBlobStore } from './postgres-blob-store';

export type StoredBlob = { data: Buffer; contentType: string };

/** Offsets of the first and the last byte, as in an HTTP range. */
export type ByteRange = { start: number; end: number };

/** A blob opened for reading: what was stored when it was opened, whatever is written or deleted since. */
export type OpenedBlob = {
  contentType: string;
  /** Bytes of data. */
  size: number;
  /** Its bytes (those of `range` only, when given), read as they are sent; the blob is closed at the end. */
  stream(range?: ByteRange): Readable;
  /** Closes a blob whose bytes are not read after all. */
  close(): Promise<void>;
};

/** Binary objects (profile pictures, audio) kept outside the database. */
export type BlobStore = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | undefined>;
  /** Opens a blob to stream it without holding it in memory; undefined when there is none. */
  open(key: string): Promise<OpenedBlob | undefined>;
  delete(key: string): Promise<void>;
};

// Segments of letters, digits, '-' and '_' joined by '/': no '.', so no '..', no absolute path and no clash
// with the temporary files below.
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const CONTENT_TYPE_PATTERN = /^[\w.+-]{1,60}\/[\w.+-]{1,60}$/;
const MAX_KEY_LENGTH = 512;
/** The content type line is read in one go: the pattern above keeps it shorter than this. */
const HEADER_BYTES = 128;

export class InvalidBlobKeyError extends Error {
  constructor(key: string) {
    super(`Invalid blob key: ${JSON.stringify(key)}`);
  }
}

/** Throws unless `key` is a valid blob key: the same keys are valid in every store. */
export function checkBlobKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) throw new InvalidBlobKeyError(key);
}

export function checkContentType(contentType: string): void {
  if (!CONTENT_TYPE_PATTERN.test(contentType)) throw new Error(`Invalid content type: ${contentType}`);
}

/**
 * One file per blob under `rootDir`: its content type on the first line, then the bytes. A single file
 * lets a write become visible atomically (write a temporary file, then rename it over the key).
 */
export function createFsBlobStore(rootDir: string): BlobStore {
  const root = path.resolve(rootDir);

  function fileFor(key: string): string {
    checkBlobKey(key);
    return path.join(root, ...key.split('/'));
  }

  // One open file answers the whole read, so a blob replaced (renamed over) or deleted meanwhile is still
  // read whole, as it was.
  async function open(key: string): Promise<OpenedBlob | undefined> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(fileFor(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const head = Buffer.alloc(HEADER_BYTES);
      const { bytesRead } = await handle.read(head, 0, HEADER_BYTES, 0);
      const newline = head.subarray(0, bytesRead).indexOf(0x0a);
      if (newline < 0) throw new Error(`Corrupt blob: ${key}`);
      const dataStart = newline + 1;
      const size = (await handle.stat()).size - dataStart;
      return {
        contentType: head.toString('utf8', 0, newline),
        size,
        stream(range = { start: 0, end: size - 1 }) {
          if (range.end < range.start) {
            void handle.close();
            return Readable.from([]);
          }
          return handle.createReadStream({ start: dataStart + range.start, end: dataStart + range.end });
        },
        close: () => handle.close(),
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  return {
    async put(key, data, contentType) {
      checkContentType(contentType);
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
      const blob = await open(key);
      if (!blob) return undefined;
      return { contentType: blob.contentType, data: Buffer.concat(await blob.stream().toArray()) };
    },

    open,

    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },
  };
}

/** The configured store: files under `config.blobDir`, else PostgreSQL. `close` releases its connections. */
export function openBlobStore(
  config: Pick<Config, 'blobDir' | 'databaseUrl'>,
  logger: Logger,
): BlobStore & { close(): Promise<void> } {
  if (config.blobDir) return { ...createFsBlobStore(config.blobDir), close: async () => {} };
  if (!config.databaseUrl) throw new Error('Blobs need BLOB_DIR or DATABASE_URL');
  return createPostgresBlobStore(config.databaseUrl, logger);
}
