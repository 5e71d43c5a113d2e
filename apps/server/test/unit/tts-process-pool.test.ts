import { describe, expect, it } from 'vitest';
import { commandExists, createProcessPool, ProcessFailedError } from '../../src/tts/process-pool';

describe('process pool for speech programs', () => {
  it('passes input to the program and resolves with its output', async () => {
    const pool = createProcessPool({ size: 2, timeoutMs: 5000 });
    expect((await pool.run('cat', [], { input: Buffer.from('こんにちは') })).toString()).toBe('こんにちは');
  });

  it('runs at most `size` programs at a time; the others wait their turn', async () => {
    const pool = createProcessPool({ size: 2, timeoutMs: 5000 });
    const start = performance.now();
    const ends = await Promise.all(
      [1, 2, 3, 4].map(() => pool.run('sleep', ['0.3']).then(() => performance.now() - start)),
    );
    ends.sort((a, b) => a - b);
    // Two at once: the third and fourth end a whole run after the first two.
    expect(ends[2]! - ends[0]!).toBeGreaterThan(250);
    expect(ends[3]!).toBeGreaterThan(550);
  });

  it('kills a program over the time limit', async () => {
    const pool = createProcessPool({ size: 1, timeoutMs: 200 });
    const start = performance.now();
    await expect(pool.run('sleep', ['5'])).rejects.toThrow('sleep took longer than 200 ms');
    expect(performance.now() - start).toBeLessThan(2000);
    // The slot is free again.
    expect((await pool.run('echo', ['next'])).toString()).toBe('next\n');
  });

  it('stops a running program, and a waiting one, when the caller aborts', async () => {
    const pool = createProcessPool({ size: 1, timeoutMs: 5000 });
    const abort = new AbortController();
    const start = performance.now();
    const running = pool.run('sleep', ['5'], { signal: abort.signal }).catch((error: Error) => error.message);
    const waiting = pool.run('sleep', ['5'], { signal: abort.signal }).catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 100));
    abort.abort(new Error('not needed any more'));
    expect(await running).toBe('not needed any more');
    expect(await waiting).toBe('not needed any more');
    expect(performance.now() - start).toBeLessThan(2000);
    expect((await pool.run('echo', ['next'])).toString()).toBe('next\n');
  });

  it('fails with the program’s exit code and error output, or when it is not installed', async () => {
    const pool = createProcessPool({ size: 1, timeoutMs: 5000 });
    const failed = pool.run('sh', ['-c', 'echo "no voice file" >&2; exit 3']);
    await expect(failed).rejects.toBeInstanceOf(ProcessFailedError);
    await expect(failed).rejects.toThrow('sh exited with 3: no voice file');
    await expect(pool.run('kaiwa-no-such-program', [])).rejects.toThrow(
      /kaiwa-no-such-program failed: .*ENOENT/,
    );
  });

  it('tells whether a program is installed', () => {
    expect(commandExists('sh')).toBe(true);
    expect(commandExists('kaiwa-no-such-program')).toBe(false);
    expect(commandExists('sh', '/nonexistent')).toBe(false);
  });
});
