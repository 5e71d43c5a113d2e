import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import { createBatcher } from '../lib/batcher';

/**
 * Fan-out of small messages (ids, never data) between the processes of one installation: job wake-ups and
 * "conversation X changed". In-process on SQLite (one process owns the file); LISTEN/NOTIFY on PostgreSQL,
 * so every app and worker process hears every publish. What one process publishes reaches every listener in
 * the order it was published.
 */
export type Notifier = {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, listener: (message: string) => void): () => void;
  close(): Promise<void>;
};

function createLocalFanOut() {
  const emitter = new EventEmitter();
  // Every open event stream subscribes; the default limit of 10 would warn on a busy server.
  emitter.setMaxListeners(0);
  return {
    emit: (channel: string, message: string) => emitter.emit(channel, message),
    subscribe(channel: string, listener: (message: string) => void) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
  };
}

export function createInProcessNotifier(): Notifier {
  const local = createLocalFanOut();
  return {
    async publish(channel, message) {
      local.emit(channel, message);
    },
    subscribe: local.subscribe,
    async close() {},
  };
}

const PG_CHANNEL = 'kaiwa_events';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a batch stays well below. */
const MAX_BATCH_BYTES = 7_000;

type Envelope = { channel: string; message: string };

/**
 * LISTEN/NOTIFY between processes. Publishes go out one statement at a time, and those made while one is on
 * its way travel together in the next, as one notification carrying a list: under load a process makes many
 * publishes at once (job wake-ups, message events, typing), and each round trip waits to be scheduled.
 */
export function createPostgresNotifier(databaseUrl: string, logger: Logger): Notifier {
  const local = createLocalFanOut();
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
  publisher.on('error', (error) => logger.warn({ err: error }, 'idle notification connection lost'));
  let listener: pg.Client | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (notification) => {
      if (!notification.payload) return;
      const sent = JSON.parse(notification.payload) as Envelope | Envelope[];
      // A single envelope comes from a process of the version before batching, during a rolling upgrade.
      for (const { channel, message } of Array.isArray(sent) ? sent : [sent]) local.emit(channel, message);
    });
    client.on('error', (error) => {
      logger.warn({ err: error }, 'notification connection lost; reconnecting');
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${PG_CHANNEL}`);
    listener = client;
  };
  const ready = connect();

  const notifications = createBatcher<string, void>(
    async (texts) => {
      await publisher.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, `[${texts.join(',')}]`]);
      return texts.map(() => undefined);
    },
    // Each text and the comma after it.
    { max: MAX_BATCH_BYTES, weigh: (text) => Buffer.byteLength(text) + 1 },
  );

  return {
    publish: (channel, message) => notifications.add(JSON.stringify({ channel, message } satisfies Envelope)),
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await notifications.settled();
      await ready.catch(() => undefined);
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
