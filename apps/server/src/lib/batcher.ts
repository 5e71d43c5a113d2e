/**
 * Runs work for items one batch at a time: items that come while a batch is on its way wait, and go together
 * in the next. Idle, an item goes on the next microtask, together with any added in the same synchronous run
 * (the parts of one `Promise.all`); busy, many items share one call. Each call to PostgreSQL
 * is a round trip that waits to be scheduled under load, so this trades a little waiting for far fewer trips.
 */
export function createBatcher<In, Out>(
  /** Does the work for a batch; returns one result per item, in the items' order. */
  run: (items: In[]) => Promise<Out[]>,
  /** A batch's items weigh at most `max` in total (each weighs 1 unless `weigh` says otherwise). */
  limit: { max: number; weigh?: (item: In) => number },
) {
  const weigh = limit.weigh ?? (() => 1);
  const waiting: { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  let draining: Promise<void> | undefined;

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = [waiting.shift()!];
      let weight = weigh(batch[0]!.item);
      while (waiting.length > 0 && weight + weigh(waiting[0]!.item) <= limit.max) {
        weight += weigh(waiting[0]!.item);
        batch.push(waiting.shift()!);
      }
      try {
        const results = await run(batch.map((entry) => entry.item));
        for (const [index, entry] of batch.entries()) entry.resolve(results[index]!);
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    draining = undefined;
  }

  return {
    add(item: In): Promise<Out> {
      return new Promise<Out>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        draining ??= Promise.resolve().then(drain);
      });
    },
    /** Resolves once every item added so far has been handled. */
    settled: async (): Promise<void> => {
      await draining;
    },
  };
}

/** Looks up many keys in one call and answers each key (undefined when not found); keys may repeat. */
export function batchedLookup<Key, Row>(
  find: (keys: Key[]) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  max = 100,
): (key: Key) => Promise<Row | undefined> {
  const batcher = createBatcher<Key, Row | undefined>(
    async (keys) => {
      const rows = await find([...new Set(keys)]);
      const byKey = new Map(rows.map((row) => [keyOf(row), row]));
      return keys.map((key) => byKey.get(key));
    },
    { max },
  );
  return batcher.add;
}
