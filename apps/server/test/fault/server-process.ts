import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bundle `npm run build -w @kaiwa/server` writes; the test command builds it before this step. */
export const SERVER_MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');
/** The built job worker (`node dist/worker.js`), for installations on PostgreSQL. */
export const WORKER_MAIN = path.resolve(path.dirname(SERVER_MAIN), 'worker.js');

/** A port on 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Servers still running when the test process ends (after a test timed out, say) end with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves when the process has ended. */
  exited: Promise<void>;
  /** The end of what it printed, for failure messages. */
  output(): string;
};

/**
 * Starts the built server (`node dist/main.js`) on SQLite in `dataDir`, as a host would, and resolves once
 * `/api/health` answers. Nothing of the test's own environment that could point it elsewhere is passed on.
 */
export async function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  /** `WORKER_MAIN` for a job worker, which serves no HTTP: it resolves once started. */
  main?: string;
}): Promise<ServerProcess> {
  const main = options.main ?? SERVER_MAIN;
  if (!fs.existsSync(main)) {
    throw new Error(`${main} is missing: run \`npm run build -w @kaiwa/server\` first`);
  }
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (
      /^(DATABASE_URL|TEST_DATABASE_URL|WORKER_|AI_|TTS_|OPENAI_|ANTHROPIC_|GOOGLE_|SMTP_|METRICS)/.test(name)
    ) {
      delete env[name];
    }
  }
  const child = spawn(process.execPath, [main], {
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const server = { child, baseUrl, exited, output: () => printed };
  if (main !== SERVER_MAIN) return server;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server stopped while starting:\n${printed}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within 60 s:\n${printed}`);
    }
    await sleep(100);
  }
}

/** A graceful shutdown waits for requests, streams and jobs, but not for ever. */
const STOP_WITHIN_MS = 30_000;

/** SIGTERM: the graceful shutdown of a rolling restart. */
export async function stopGracefully(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([
    server.exited.then(() => true),
    sleep(STOP_WITHIN_MS).then(() => false),
  ]);
  if (!stopped)
    throw new Error(`The server did not stop within ${STOP_WITHIN_MS} ms of SIGTERM:\n${server.output()}`);
}

/** SIGKILL: no shutdown code runs, as when the machine or the process dies. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}
