import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/test/fault/server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type RunningServer = {
  baseUrl: string;
  /** Its DATA_DIR (the SQLite file lives there when no DATABASE_URL is set). */
  dataDir: string;
  process: ChildProcess;
  /** SIGTERM (a graceful shutdown) unless told otherwise; resolves once the process has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/**
 * Starts the built server (`npm run build` first) on a fresh SQLite data dir, as a host would run it; `port`
 * to start it again where a proxy expects it.
 */
/** The nearest-rank percentile `p` (0–100) of `values`, in any order; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** BENCH_NODE_ARGS: options for the node of every server process, e.g. `--cpu-prof` to see where time goes. */
export const benchNodeArgs = () => process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

export async function startBuiltServer(
  env: Record<string, string> = {},
  // A port picked at random could be another server's, whose /api/health would then answer for this one.
  port?: number,
): Promise<RunningServer> {
  port ??= await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-bench-'));
  // BENCH_SERVER_ENTRY runs another build (e.g. an older one kept for a before/after comparison).
  const entry = path.resolve(repoRoot, process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [...benchNodeArgs(), entry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    stop: async (signal = 'SIGTERM') => {
      child.kill(signal);
      await new Promise((resolve) => child.once('exit', resolve));
      // BENCH_KEEP leaves the data directory (its SQLite file) to be looked into after the run.
      if (!process.env.BENCH_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postJson<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const rssMiB = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

/** A process and all its descendants (helper processes such as the tokenizer count too). */
const processTree = (pid: number): number[] => {
  const tree: number[] = [];
  const pending = [pid];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    try {
      for (const task of fs.readdirSync(`/proc/${next}/task`)) {
        const children = fs.readFileSync(`/proc/${next}/task/${task}/children`, 'utf8').trim();
        if (children) pending.push(...children.split(/\s+/).map(Number));
      }
      tree.push(next);
    } catch {
      // the process ended while being read
    }
  }
  return tree;
};

/** RSS of a process and all its descendants. */
export const treeRssMiB = (pid: number): number =>
  processTree(pid).reduce((total, member) => {
    try {
      return total + rssMiB(member);
    } catch {
      return total;
    }
  }, 0);

/** Linux's USER_HZ: /proc counts CPU time in these ticks per second. */
const CLOCK_TICKS = 100;

/**
 * CPU seconds (user + system) a process and its descendants have used so far, including children that have
 * ended and been waited for (PostgreSQL's backends of closed connections, say).
 */
export const treeCpuSeconds = (pid: number): number =>
  processTree(pid).reduce((total, member) => {
    try {
      const fields = fs.readFileSync(`/proc/${member}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime, stime, cutime, cstime
      return total + [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / CLOCK_TICKS;
    } catch {
      return total;
    }
  }, 0);
