import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import pg from 'pg';
import type { Logger } from 'pino';
import {
  type BlobStore,
  type ByteRange,
  checkBlobKey,
  checkContentType,
  type OpenedBlob,
} from './blob-store';

/**
 * Bytes per row of `blob_chunks`: what one write statement sends and one read holds in memory, whatever the
 * size of the blob.
 */
export const BLOB_CHUNK_BYTES = 128 * 1024;
/** Connections of the store's own pool, so that slow downloads never take those of the app's queries. */
const POOL_SIZE = 5;

/**
 * Blobs in PostgreSQL, for installations whose processes share no disk: `blobs` names each key's current
 * version, `blob_chunks` holds the bytes of each version in rows of BLOB_CHUNK_BYTES.
 *
 * A write stores the new version's chunks, then points the key at it and removes the older chunks in the same
 * transaction, so readers see the old blob or the new one, never a mix. A read runs in a REPEATABLE READ
 * transaction from `open` to the end of its stream, so it reads the version that was current when it was
 * opened even if it is replaced or deleted meanwhile; it holds one connection of the store's pool that long.
 */
export function createPostgresBlobStore(
  databaseUrl: string,
  logger: Logger,
): BlobStore & { close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle blob store connection lost'));

  async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async function open(key: string): Promise<OpenedBlob | undefined> {
    checkBlobKey(key);
    const client = await pool.connect();
    let finished = false;
    const finish = async (error?: Error | null) => {
      if (finished) return;
      finished = true;
      try {
        await client.query(error ? 'ROLLBACK' : 'COMMIT');
        client.release();
      } catch (endError) {
        // A connection in an unknown state is not handed to anyone else.
        client.release(endError as Error);
      }
    };
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ version: string; content_type: string; size: number }>(
        'SELECT version, content_type, size FROM blobs WHERE key = $1',
        [key],
      );
      const blob = rows[0];
      if (!blob) {
        await finish();
        return undefined;
      }
      return {
        contentType: blob.content_type,
        size: blob.size,
        stream: (range = { start: 0, end: blob.size - 1 }) =>
          streamChunks(client, blob.version, range, finish),
        close: () => finish(),
      };
    } catch (error) {
      await finish(error as Error);
      throw error;
    }
  }

  return {
    async put(key, data, contentType) {
      checkBlobKey(key);
      checkContentType(contentType);
      const version = randomUUID();
      await inTransaction(async (client) => {
        for (let index = 0; index * BLOB_CHUNK_BYTES < data.length; index += 1) {
          const chunk = data.subarray(index * BLOB_CHUNK_BYTES, (index + 1) * BLOB_CHUNK_BYTES);
          await client.query('INSERT INTO blob_chunks (version, key, idx, data) VALUES ($1, $2, $3, $4)', [
            version,
            key,
            index,
            chunk,
          ]);
        }
        // The upsert locks the key's row until commit, so of two writes of one key the later one removes the
        // earlier one's chunks (its own are not visible to the other before it commits).
        await client.query(
          `INSERT INTO blobs (key, version, content_type, size, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (key) DO UPDATE SET version = excluded.version, content_type = excluded.content_type,
             size = excluded.size, created_at = excluded.created_at`,
          [key, version, contentType, data.length, Date.now()],
        );
        await client.query('DELETE FROM blob_chunks WHERE key = $1 AND version <> $2', [key, version]);
      });
    },

    async get(key) {
      const blob = await open(key);
      if (!blob) return undefined;
      return { contentType: blob.contentType, data: Buffer.concat(await blob.stream().toArray()) };
    },

    open,

    async delete(key) {
      checkBlobKey(key);
      await inTransaction(async (client) => {
        await client.query('DELETE FROM blobs WHERE key = $1', [key]);
        await client.query('DELETE FROM blob_chunks WHERE key = $1', [key]);
      });
    },

    close: () => pool.end(),
  };
}

/** The bytes of `range` of a version, one chunk row at a time as the reader asks for them. */
function streamChunks(
  client: pg.PoolClient,
  version: string,
  range: ByteRange,
  finish: (error?: Error | null) => Promise<void>,
): Readable {
  let index = Math.floor(range.start / BLOB_CHUNK_BYTES);
  // An empty range (end before start) reads no chunk.
  const last = range.end < range.start ? index - 1 : Math.floor(range.end / BLOB_CHUNK_BYTES);
  return new Readable({
    async read() {
      if (index > last) {
        this.push(null);
        return;
      }
      try {
        const { rows } = await client.query<{ data: Buffer }>(
          'SELECT data FROM blob_chunks WHERE version = $1 AND idx = $2',
          [version, index],
        );
        const chunk = rows[0]?.data;
        if (!chunk) throw new Error(`Blob chunk ${index} of version ${version} is missing`);
        const offset = index * BLOB_CHUNK_BYTES;
        index += 1;
        this.push(chunk.subarray(Math.max(range.start - offset, 0), range.end - offset + 1));
      } catch (error) {
        this.destroy(error as Error);
      }
    },
    // Runs once the stream ends, fails or is abandoned: the transaction ends and the connection goes back.
    destroy(error, callback) {
      finish(error).then(
        () => callback(error),
        (finishError: Error) => callback(error ?? finishError),
      );
    },
  });
}
