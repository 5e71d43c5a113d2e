import { JLPT_LEVELS, type JlptLevel, NO_KANJI, type VocabType, type VocabularyItem } from '@kaiwa/contract';

export const SORT_OPTIONS = [
  { value: 'level', label: 'JLPT Difficulty' },
  { value: 'quality', label: 'Usage Quality' },
  { value: 'times', label: 'Times Used' },
  { value: 'lastUsed', label: 'Last Used' },
] as const;

export type SortBy = (typeof SORT_OPTIONS)[number]['value'];
export type SortOrder = 'asc' | 'desc';

/** Spec §3 "Vocabulary filter state". `search` is the applied search, not the text being typed. */
export type FilterState = {
  search: string;
  jlptLevels: Record<JlptLevel, boolean>;
  includeTypes: Record<VocabType, boolean>;
  sortBy: SortBy;
  sortOrder: SortOrder;
};

export const DEFAULT_FILTERS: FilterState = {
  search: '',
  jlptLevels: { N1: true, N2: true, N3: true, N4: true, N5: true },
  includeTypes: { kanji: true, vocabulary: true },
  sortBy: 'level',
  sortOrder: 'asc',
};

export function isDefaultFilters(filters: FilterState): boolean {
  return (
    filters.search === DEFAULT_FILTERS.search &&
    JLPT_LEVELS.every((level) => filters.jlptLevels[level] === DEFAULT_FILTERS.jlptLevels[level]) &&
    filters.includeTypes.kanji === DEFAULT_FILTERS.includeTypes.kanji &&
    filters.includeTypes.vocabulary === DEFAULT_FILTERS.includeTypes.vocabulary &&
    filters.sortBy === DEFAULT_FILTERS.sortBy &&
    filters.sortOrder === DEFAULT_FILTERS.sortOrder
  );
}

/** Easiest first. */
export const checkedLevels = (jlptLevels: FilterState['jlptLevels']): JlptLevel[] =>
  JLPT_LEVELS.filter((level) => jlptLevels[level]);

/** Adds `incoming` to `items`, keeping the first copy of each vocab_id. */
export function mergeItems(
  items: readonly VocabularyItem[],
  incoming: readonly VocabularyItem[],
): VocabularyItem[] {
  const seen = new Set(items.map((item) => item.vocab_id));
  const merged = [...items];
  for (const item of incoming) {
    if (seen.has(item.vocab_id)) continue;
    seen.add(item.vocab_id);
    merged.push(item);
  }
  return merged;
}

/**
 * A card shows when its level is checked, its type included and, with a search, when the search is a
 * case-insensitive part of its English, kanji or pronunciation. The "no kanji" marker is not searchable text.
 */
export function filterItems(items: readonly VocabularyItem[], filters: FilterState): VocabularyItem[] {
  const search = filters.search.trim().toLowerCase();
  return items.filter((item) => {
    if (!filters.jlptLevels[item.level]) return false;
    if (!filters.includeTypes[item.vocabType.toLowerCase() as VocabType]) return false;
    if (!search) return true;
    return (
      item.english.toLowerCase().includes(search) ||
      (item.kanji !== NO_KANJI && item.kanji.toLowerCase().includes(search)) ||
      item.pronunciation.toLowerCase().includes(search)
    );
  });
}

/** N5 easiest (1) to N1 hardest (5). */
const DIFFICULTY: Record<JlptLevel, number> = { N5: 1, N4: 2, N3: 3, N2: 4, N1: 5 };

// Ascending comparisons; descending reverses each of them. Never-used items count as the latest possible use,
// so they come last when ascending and first when descending (the whole order flips). Quality -1 (never
// rated) is already the lowest value.
const ASCENDING: Record<SortBy, (a: VocabularyItem, b: VocabularyItem) => number> = {
  level: (a, b) => DIFFICULTY[a.level] - DIFFICULTY[b.level],
  quality: (a, b) => a.avgUsageQuality - b.avgUsageQuality,
  times: (a, b) => a.timesUsed - b.timesUsed,
  lastUsed: (a, b) =>
    (a.lastUsed ?? Number.POSITIVE_INFINITY) - (b.lastUsed ?? Number.POSITIVE_INFINITY) || 0,
};

/** A sorted copy; items that compare equal keep their order. */
export function sortItems(
  items: readonly VocabularyItem[],
  sortBy: SortBy,
  sortOrder: SortOrder,
): VocabularyItem[] {
  const compare = ASCENDING[sortBy];
  const direction = sortOrder === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => direction * compare(a, b));
}
