import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };
export type Answer = { status?: number; type?: string; body: Buffer | string | object; delayMs?: number };

/** A speech server on 127.0.0.1 that records what it receives and answers per path. */
export async function startFakeServer() {
  const received: Received[] = [];
  const answers = new Map<string, Answer>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      received.push({
        method: request.method ?? '',
        path: `${url.pathname}${url.search}`,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.get(url.pathname) ?? { status: 404, body: 'no such path' };
      const send = () => {
        const isJson = typeof answer.body === 'object' && !Buffer.isBuffer(answer.body);
        response.writeHead(answer.status ?? 200, {
          'content-type': answer.type ?? (isJson ? 'application/json' : 'text/plain'),
        });
        response.end(isJson ? JSON.stringify(answer.body) : answer.body);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  return { ...(await listenOnLoopback(server)), received, answers };
}

/** Starts a test server on a free port of 127.0.0.1: its base URL and how to close it with its connections. */
export async function listenOnLoopback(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>;

/**
 * One fake server for all tests of a file, emptied before each test. It is handed out at once and filled in
 * before the tests run, so the file keeps it in a top-level const.
 */
export function sharedFakeServer(): FakeServer {
  const fake = {} as FakeServer;
  beforeAll(async () => {
    Object.assign(fake, await startFakeServer());
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.received.length = 0;
    fake.answers.clear();
  });
  return fake;
}
