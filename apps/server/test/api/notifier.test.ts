import pg from 'pg';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPostgresNotifier, type Notifier } from '../../src/realtime/notifier';
import { createTestApp, type TestApp } from '../support/test-app';

const silent = pino({ level: 'silent' });

// Between processes only PostgreSQL carries notifications; on SQLite they stay in one process.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'notifications between processes on PostgreSQL',
  () => {
    let t: TestApp;
    let sender: Notifier;
    let receiver: Notifier;
    let raw: pg.Client;
    const payloads: string[] = [];

    beforeEach(async () => {
      t = await createTestApp();
      const url = t.config.databaseUrl!;
      sender = createPostgresNotifier(url, silent);
      receiver = createPostgresNotifier(url, silent);
      raw = new pg.Client({ connectionString: url });
      await raw.connect();
      raw.on('notification', (notification) => payloads.push(notification.payload ?? ''));
      await raw.query('LISTEN kaiwa_events');
      payloads.length = 0;
      // Both listeners are connected once a publish reaches them.
      const heard = new Promise<void>((resolve) => receiver.subscribe('ready', () => resolve()));
      await vi.waitFor(async () => {
        await sender.publish('ready', '');
        await Promise.race([heard, new Promise((_, reject) => setTimeout(reject, 100))]);
      });
      payloads.length = 0;
    });
    afterEach(async () => {
      await Promise.all([sender.close(), receiver.close(), raw.end()]);
      await t.close();
    });

    it('delivers a burst of publishes in order, in a few notifications instead of one each', async () => {
      const heard: Record<string, string[]> = { a: [], b: [] };
      receiver.subscribe('a', (message) => heard.a!.push(message));
      receiver.subscribe('b', (message) => heard.b!.push(message));
      const sent = Array.from({ length: 60 }, (_, i) => `message-${i}`);
      await Promise.all(sent.map((message, i) => sender.publish(i % 2 ? 'b' : 'a', message)));
      await vi.waitFor(() => expect(heard.a!.length + heard.b!.length).toBe(60));
      expect(heard.a).toEqual(sent.filter((_, i) => i % 2 === 0));
      expect(heard.b).toEqual(sent.filter((_, i) => i % 2 === 1));
      expect(payloads.length).toBeLessThanOrEqual(3);
    });

    it('splits a burst too large for one notification and loses none of it', async () => {
      const heard: string[] = [];
      receiver.subscribe('big', (message) => heard.push(message));
      const sent = Array.from({ length: 400 }, (_, i) => `${i}:${'x'.repeat(60)}`);
      await Promise.all(sent.map((message) => sender.publish('big', message)));
      await vi.waitFor(() => expect(heard).toHaveLength(400));
      expect(heard).toEqual(sent);
      expect(payloads.length).toBeGreaterThan(3);
      expect(Math.max(...payloads.map((payload) => Buffer.byteLength(payload)))).toBeLessThan(8000);
    });

    it('still hears a single message from a process of the version before batching', async () => {
      const heard: string[] = [];
      receiver.subscribe('old', (message) => heard.push(message));
      await raw.query('SELECT pg_notify($1, $2)', [
        'kaiwa_events',
        JSON.stringify({ channel: 'old', message: 'm' }),
      ]);
      await vi.waitFor(() => expect(heard).toEqual(['m']));
    });
  },
);
