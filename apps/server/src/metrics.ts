import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import client from 'prom-client';
import type { JobQueue } from './jobs/job-queue';

export const METRICS_PATH = '/metrics';

/**
 * Prometheus metrics of one process, in a registry of its own (tests build many apps in one process): request
 * latency per route, job queue depth and wait per type (read from the database at scrape time, so every
 * process reports the whole installation's queue), job failures, open event streams, and Node's own figures
 * (event-loop lag, memory, CPU) under the `kaiwa_` prefix.
 */
export function createMetrics(queue: Pick<JobQueue, 'stats'>) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'kaiwa_' });
  const registers = [registry];

  const requestSeconds = new client.Histogram({
    name: 'kaiwa_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const jobFailures = new client.Counter({
    name: 'kaiwa_job_failures_total',
    help: 'Failed job attempts, by job type and whether the job gave up (final) or will run again',
    labelNames: ['type', 'final'] as const,
    registers,
  });
  const openStreams = new client.Gauge({
    name: 'kaiwa_open_event_streams',
    help: 'Conversation event streams open on this process',
    registers,
  });
  new client.Gauge({
    name: 'kaiwa_job_queue_depth',
    help: 'Jobs waiting to run (due now or later), by job type',
    labelNames: ['type'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { type, queued } of await queue.stats()) this.set({ type }, queued);
    },
  });
  new client.Gauge({
    name: 'kaiwa_job_queue_wait_seconds',
    help: 'How long the longest-waiting due job has been due, by job type',
    labelNames: ['type'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { type, waitingMs } of await queue.stats()) this.set({ type }, waitingMs / 1000);
    },
  });

  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requestSeconds.observe({ method, route, status: String(status) }, seconds);
    },
    jobFailed(type: string, final: boolean) {
      jobFailures.inc({ type, final: String(final) });
    },
    streamOpened() {
      openStreams.inc();
    },
    streamClosed() {
      openStreams.dec();
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** Whether a request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`));
}

/** A separate listener for `/metrics` (METRICS_PORT), reachable only where the host lets scrapers in. */
export function serveMetrics(metrics: Metrics, host: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text))
      .catch(() => response.writeHead(500).end());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
