import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A speech program's output larger than this is a runaway: 1,000 characters of speech are far smaller. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
const STDERR_KEPT = 500;

export type RunOptions = { input?: Buffer; signal?: AbortSignal };

/** A program failed, ran out of time or wrote too much; the message names the program, for the host's log. */
export class ProcessFailedError extends Error {}

/**
 * Runs speech programs (open_jtalk, lame) as child processes, at most `size` at a time: the others wait their
 * turn, so a burst of clips cannot start a process per request and starve the server of CPU and memory. Each
 * run is killed after `timeoutMs`, or as soon as its caller aborts (also while it waits).
 */
export function createProcessPool(options: { size: number; timeoutMs: number }) {
  const { size, timeoutMs } = options;
  const waiting: Array<() => void> = [];
  let running = 0;

  function release(): void {
    running -= 1;
    waiting.shift()?.();
  }

  /** Resolves when a slot is free (and taken); rejects when `signal` aborts first. */
  function acquire(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (running < size) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const take = () => {
        signal?.removeEventListener('abort', onAbort);
        running += 1;
        resolve();
      };
      const onAbort = () => {
        waiting.splice(waiting.indexOf(take), 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(take);
    });
  }

  function spawnOnce(command: string, args: string[], { input, signal }: RunOptions): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
      const output: Buffer[] = [];
      let outputBytes = 0;
      let stderr = '';
      let failure: Error | undefined;
      const stop = (error: Error) => {
        failure ??= error;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(
        () => stop(new ProcessFailedError(`${command} took longer than ${timeoutMs} ms`)),
        timeoutMs,
      );
      const onAbort = () => stop(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });

      child.stdout.on('data', (chunk: Buffer) => {
        outputBytes += chunk.length;
        if (outputBytes > MAX_OUTPUT_BYTES) return stop(new ProcessFailedError(`${command} wrote too much`));
        output.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        if (stderr.length < STDERR_KEPT) stderr += chunk.toString('utf8');
      });
      // A program that exits before reading all its input closes the pipe (EPIPE); its exit code says why.
      child.stdin.on('error', () => {});
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      child.on('error', (error) => {
        const failed = new ProcessFailedError(`${command} failed: ${error.message}`);
        // A program that never started (not installed) emits no 'close'.
        if (child.pid !== undefined) return stop(failed);
        settle();
        reject(failed);
      });
      child.on('close', (code) => {
        settle();
        if (failure) return reject(failure);
        if (code !== 0) {
          const detail = stderr.trim().slice(0, STDERR_KEPT);
          return reject(
            new ProcessFailedError(`${command} exited with ${code}${detail ? `: ${detail}` : ''}`),
          );
        }
        resolve(Buffer.concat(output));
      });
      child.stdin.end(input);
    });
  }

  return {
    /** Runs `command` with `input` on its standard input and resolves with its standard output. */
    async run(command: string, args: string[], options: RunOptions = {}): Promise<Buffer> {
      await acquire(options.signal);
      try {
        return await spawnOnce(command, args, options);
      } finally {
        release();
      }
    },
  };
}
export type ProcessPool = ReturnType<typeof createProcessPool>;

/** Whether an executable `name` is on the PATH: how start-up tells a host without a speech program. */
export function commandExists(name: string, searchPath = process.env.PATH ?? ''): boolean {
  return searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        fs.accessSync(path.join(dir, name), fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}
