import type { JlptLevel, VocabularyItem } from '@kaiwa/contract';
import { useEffect, useRef, useState } from 'react';
import { mergeItems } from './filters';
import { fetchLevels } from './vocabularyApi';

type Loaded = { items: VocabularyItem[]; levels: ReadonlySet<JlptLevel> };

/**
 * Items of the checked levels (spec §4): each level is fetched once, when it is first checked, and merged
 * into what is already there without duplicates. Levels already loaded or being loaded are never asked for
 * again, so when none is left no request is made.
 */
export function useVocabularyItems(levels: readonly JlptLevel[]) {
  const [loaded, setLoaded] = useState<Loaded>({ items: [], levels: new Set() });
  const [error, setError] = useState<string | null>(null);
  const requested = useRef(new Set<JlptLevel>());

  useEffect(() => {
    const missing = levels.filter((level) => !requested.current.has(level));
    if (missing.length === 0) return;
    for (const level of missing) requested.current.add(level);
    setError(null);
    fetchLevels(missing).then(
      (incoming) =>
        setLoaded((current) => ({
          items: mergeItems(current.items, incoming),
          levels: new Set([...current.levels, ...missing]),
        })),
      (failure: Error) => {
        // Not loaded after all: checking the level again tries again.
        for (const level of missing) requested.current.delete(level);
        console.error('Could not load vocabulary items', failure);
        setError(failure.message);
      },
    );
  }, [levels]);

  return {
    items: loaded.items,
    loading: error === null && levels.some((level) => !loaded.levels.has(level)),
    error,
  };
}
