import { describe, expect, it } from 'vitest';
import { batchedLookup, createBatcher } from '../../src/lib/batcher';

/** A batcher whose calls stay open until released, recording each call's items. */
function recordingBatcher(max = 100, weigh?: (item: string) => number) {
  const calls: string[][] = [];
  const releases: ((fail?: Error) => void)[] = [];
  const batcher = createBatcher<string, string>(
    (items) => {
      calls.push(items);
      return new Promise((resolve, reject) => {
        releases.push((fail) => (fail ? reject(fail) : resolve(items.map((item) => item.toUpperCase()))));
      });
    },
    { max, weigh },
  );
  const release = async (fail?: Error) => {
    releases.shift()!(fail);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batcher, calls, release };
}

describe('createBatcher', () => {
  it('sends an item alone when idle, and those that come meanwhile together next, in order', async () => {
    const { batcher, calls, release } = recordingBatcher();
    const first = batcher.add('a');
    await Promise.resolve();
    expect(calls).toEqual([['a']]);
    const later = ['b', 'c', 'd'].map((item) => batcher.add(item));
    expect(calls).toHaveLength(1);
    await release();
    expect(calls).toEqual([['a'], ['b', 'c', 'd']]);
    await release();
    expect(await first).toBe('A');
    expect(await Promise.all(later)).toEqual(['B', 'C', 'D']);
  });

  it('keeps each batch within its limit', async () => {
    const { batcher, calls, release } = recordingBatcher(5, (item) => item.length);
    const all = [
      batcher.add('x'),
      batcher.add('aa'),
      batcher.add('bbb'),
      batcher.add('cc'),
      batcher.add('dddd'),
    ];
    await Promise.resolve();
    for (let i = 0; i < 3; i += 1) await release();
    expect(calls).toEqual([['x', 'aa'], ['bbb', 'cc'], ['dddd']]);
    expect(await Promise.all(all)).toEqual(['X', 'AA', 'BBB', 'CC', 'DDDD']);
  });

  it('sends items added in one synchronous run together, even when idle', async () => {
    const { batcher, calls, release } = recordingBatcher();
    const all = Promise.all(['a', 'b', 'c'].map((item) => batcher.add(item)));
    await Promise.resolve();
    expect(calls).toEqual([['a', 'b', 'c']]);
    await release();
    expect(await all).toEqual(['A', 'B', 'C']);
  });

  it('fails only the items of a failed batch, and goes on with the next', async () => {
    const { batcher, release } = recordingBatcher();
    const first = batcher.add('a').catch((error: Error) => error.message);
    await Promise.resolve();
    const second = batcher.add('b');
    await release(new Error('connection lost'));
    expect(await first).toBe('connection lost');
    await release();
    expect(await second).toBe('B');
    await batcher.settled();
  });
});

describe('batchedLookup', () => {
  it('answers every key from one query, repeated keys too, and undefined for a missing one', async () => {
    const queries: number[][] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const find = batchedLookup(
      async (ids: number[]) => {
        queries.push(ids);
        if (queries.length === 1) await gate;
        return ids.filter((id) => id !== 3).map((id) => ({ id, name: `row ${id}` }));
      },
      (row) => row.id,
    );
    const busy = find(0);
    await Promise.resolve();
    const answers = Promise.all([1, 2, 3, 2].map(find));
    open();
    expect(await busy).toEqual({ id: 0, name: 'row 0' });
    expect(await answers).toEqual([
      { id: 1, name: 'row 1' },
      { id: 2, name: 'row 2' },
      undefined,
      { id: 2, name: 'row 2' },
    ]);
    expect(queries).toEqual([[0], [1, 2, 3]]);
  });
});
