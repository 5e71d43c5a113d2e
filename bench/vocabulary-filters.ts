// The vocabulary page's filtering and sorting on the whole catalogue (about 10,000 items), as the browser
// runs them on every filter change. Prints milliseconds per operation; asserts nothing.

import { NO_KANJI, type VocabularyItem } from '@kaiwa/contract';
import { loadCatalogue } from '@kaiwa/japanese';
import {
  DEFAULT_FILTERS,
  type FilterState,
  filterItems,
  SORT_OPTIONS,
  type SortOrder,
  sortItems,
} from '../apps/web/src/features/vocabulary/filters';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

/** Deterministic, so runs compare: a learner who used every seventh item, some rated. */
function catalogueItems(): VocabularyItem[] {
  return loadCatalogue().items.map((item, index) => {
    const used = index % 7 === 0;
    return {
      vocab_id: item.vocab_id,
      level: item.level,
      vocabType: item.vocabType,
      kanji: item.kanji ?? NO_KANJI,
      pronunciation: item.pronunciation,
      english: item.english,
      timesUsed: used ? 1 + (index % 13) : 0,
      lastUsed: used ? 1_760_000_000 + ((index * 7919) % 5_000_000) : null,
      avgUsageQuality: used && index % 3 !== 0 ? (index % 101) / 10 : -1,
      // Filtering and sorting never read accents.
      pitch_accent: [],
    };
  });
}

function measure(run: () => unknown): { median: number; max: number } {
  run(); // warm-up: the first call pays for JIT compilation
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0 };
}

const items = catalogueItems();
const cases: { name: string; run: () => unknown }[] = [
  { name: 'filter: defaults', run: () => filterItems(items, DEFAULT_FILTERS) },
  { name: 'filter: search "to "', run: () => filterItems(items, { ...DEFAULT_FILTERS, search: 'to ' }) },
  { name: 'filter: search "水"', run: () => filterItems(items, { ...DEFAULT_FILTERS, search: '水' }) },
  {
    name: 'filter: N5 + kanji only',
    run: () =>
      filterItems(items, {
        ...DEFAULT_FILTERS,
        jlptLevels: { N1: false, N2: false, N3: false, N4: false, N5: true },
        includeTypes: { kanji: true, vocabulary: false },
      } satisfies FilterState),
  },
];
for (const { value } of SORT_OPTIONS) {
  for (const order of ['asc', 'desc'] as SortOrder[]) {
    cases.push({ name: `sort: ${value} ${order}`, run: () => sortItems(items, value, order) });
  }
}
cases.push({
  name: 'filter + sort (page update)',
  run: () => sortItems(filterItems(items, { ...DEFAULT_FILTERS, search: 'a' }), 'lastUsed', 'desc'),
});

console.log(`\nVocabulary filters on ${items.length} items (${ROUNDS} rounds; budget 50 ms each)`);
for (const { name, run } of cases) {
  const { median, max } = measure(run);
  console.log(
    `${name.padEnd(30)} median ${median.toFixed(2).padStart(6)} ms   max ${max.toFixed(2).padStart(6)} ms`,
  );
}
