import { DEFAULT_FILTERS, type FilterState, SORT_OPTIONS } from './filters';

// Filters are kept per user id, so people sharing a browser each find their own (spec §4).
const storageKey = (userId: string) => `kaiwa.vocabularyFilters.${userId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Each saved value that is still valid, the default for any other (an older version's or a hand-edited value). */
function restoredFilters(saved: unknown): FilterState {
  if (!isRecord(saved)) return DEFAULT_FILTERS;
  const flag = (group: unknown, key: string, fallback: boolean) =>
    isRecord(group) && typeof group[key] === 'boolean' ? group[key] : fallback;
  const d = DEFAULT_FILTERS;
  return {
    search: typeof saved.search === 'string' ? saved.search : d.search,
    jlptLevels: {
      N1: flag(saved.jlptLevels, 'N1', d.jlptLevels.N1),
      N2: flag(saved.jlptLevels, 'N2', d.jlptLevels.N2),
      N3: flag(saved.jlptLevels, 'N3', d.jlptLevels.N3),
      N4: flag(saved.jlptLevels, 'N4', d.jlptLevels.N4),
      N5: flag(saved.jlptLevels, 'N5', d.jlptLevels.N5),
    },
    includeTypes: {
      kanji: flag(saved.includeTypes, 'kanji', d.includeTypes.kanji),
      vocabulary: flag(saved.includeTypes, 'vocabulary', d.includeTypes.vocabulary),
    },
    sortBy: SORT_OPTIONS.find((option) => option.value === saved.sortBy)?.value ?? d.sortBy,
    sortOrder: saved.sortOrder === 'asc' || saved.sortOrder === 'desc' ? saved.sortOrder : d.sortOrder,
  };
}

/** The user's saved filters, or the defaults when none are saved. */
export function loadFilters(userId: string): FilterState {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    return raw ? restoredFilters(JSON.parse(raw)) : DEFAULT_FILTERS;
  } catch {
    return DEFAULT_FILTERS;
  }
}

export function saveFilters(userId: string, filters: FilterState): void {
  localStorage.setItem(storageKey(userId), JSON.stringify(filters));
}
