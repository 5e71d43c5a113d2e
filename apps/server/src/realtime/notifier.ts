import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Fan-out of small messages (ids, never data) between the processes of one installation: job wake-ups and
 * "conversation X changed". In-process on SQLite (one process owns the file); LISTEN/NOTIFY on PostgreSQL,
 * so every app and worker process hears every publish.
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

export function createPostgresNotifier(databaseUrl: string, logger: Logger): Notifier {
  const local = createLocalFanOut();
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool reconnects.
  publisher.on('error', (error) => logger.warn({ err: error }, 'idle notification connection lost'));
  let listener: pg.Client | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (notification) => {
      if (!notification.payload) return;
      const { channel, message } = JSON.parse(notification.payload) as { channel: string; message: string };
      local.emit(channel, message);
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

  return {
    async publish(channel, message) {
      await publisher.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify({ channel, message })]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await ready.catch(() => undefined);
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
