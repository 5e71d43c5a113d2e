import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal round-robin reverse proxy on loopback, for tests and the load benchmark only (production uses
 * nginx or Caddy, see docs/deploy.md). Each request goes to the next upstream; one that refuses the
 * connection or answers 503 (it is shutting down and handled nothing) is skipped for the next, as nginx's
 * `proxy_next_upstream error http_503` does. Responses are passed through as they arrive, so Server-Sent
 * Events flow unbuffered; a response cut off upstream (its process killed) is cut off for the client too.
 */
export const UPSTREAM_HEADER = 'x-upstream';

/**
 * Headers about one connection, not the message (RFC 9110 §7.6.1): passing the upstream's `Keep-Alive:
 * timeout=72` on told clients to keep idle connections to this proxy open for 72 s, while it closes them after
 * 5 s, so a request sent just as the proxy closed an idle one could fail ("other side closed").
 */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
];
const endToEnd = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

export type RoundRobinProxy = {
  url: string;
  close(): Promise<void>;
};

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;

  const forward = (
    incoming: http.IncomingMessage,
    body: Buffer,
    upstream: string,
  ): Promise<http.IncomingMessage | undefined> =>
    new Promise((resolve) => {
      const target = new URL(incoming.url ?? '/', upstream);
      const request = http.request(target, { method: incoming.method, headers: endToEnd(incoming.headers) });
      request.once('response', (response) => {
        if (response.statusCode === 503) {
          response.resume();
          resolve(undefined);
        } else resolve(response);
      });
      // Refused or reset before any answer: nothing was handled there.
      request.once('error', () => resolve(undefined));
      request.end(body);
    });

  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    // Each upstream once, from the next in turn: counting on from `next` while other requests move it on
    // could try a stopped upstream twice and never the live one.
    const first = next++;
    for (let tried = 0; tried < upstreams.length; tried += 1) {
      const upstream = upstreams[(first + tried) % upstreams.length] as string;
      const response = await forward(incoming, body, upstream);
      if (!response) continue;
      // Names the process that answered, so that tests know which process a stream is on.
      outgoing.writeHead(response.statusCode ?? 502, {
        ...endToEnd(response.headers),
        [UPSTREAM_HEADER]: upstream,
      });
      outgoing.flushHeaders();
      response.on('data', (chunk: Buffer) => outgoing.write(chunk));
      response.on('end', () => outgoing.end());
      // Killed upstream: the client sees its connection cut, as behind a real proxy.
      response.on('error', () => outgoing.destroy());
      response.on('close', () => {
        if (!outgoing.writableEnded) outgoing.destroy();
      });
      outgoing.on('close', () => response.destroy());
      return;
    }
    outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream answered');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
