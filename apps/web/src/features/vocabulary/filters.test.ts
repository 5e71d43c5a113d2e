import type { VocabularyItem } from '@kaiwa/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFilters, saveFilters } from './filterStorage';
import {
  checkedLevels,
  DEFAULT_FILTERS,
  type FilterState,
  filterItems,
  isDefaultFilters,
  mergeItems,
  sortItems,
} from './filters';

const item = (overrides: Partial<VocabularyItem> & Pick<VocabularyItem, 'vocab_id'>): VocabularyItem => ({
  level: 'N5',
  vocabType: 'vocabulary',
  kanji: '食べる',
  pronunciation: 'たべる',
  english: 'to eat',
  timesUsed: 0,
  lastUsed: null,
  avgUsageQuality: -1,
  pitch_accent: [],
  ...overrides,
});

const ids = (items: readonly VocabularyItem[]) => items.map((entry) => entry.vocab_id);
const withFilters = (changes: Partial<FilterState>): FilterState => ({ ...DEFAULT_FILTERS, ...changes });

describe('filterItems', () => {
  const items = [
    item({ vocab_id: 'eat', level: 'N5', kanji: '食べる', pronunciation: 'たべる', english: 'to eat' }),
    item({
      vocab_id: 'water',
      level: 'N4',
      vocabType: 'kanji',
      kanji: '水',
      pronunciation: 'スイ、みず',
      english: 'Water',
    }),
    item({ vocab_id: 'ah', level: 'N1', kanji: 'nan', pronunciation: 'ああ', english: 'ah!; oh!' }),
  ];

  it('keeps every item with the default filters', () => {
    expect(ids(filterItems(items, DEFAULT_FILTERS))).toEqual(['eat', 'water', 'ah']);
  });

  it('shows an item only when its level is checked', () => {
    const filters = withFilters({ jlptLevels: { N1: false, N2: true, N3: true, N4: false, N5: true } });
    expect(ids(filterItems(items, filters))).toEqual(['eat']);
  });

  it('shows an item only when its type is included, comparing the type in lowercase', () => {
    const onlyKanji = withFilters({ includeTypes: { kanji: true, vocabulary: false } });
    expect(ids(filterItems(items, onlyKanji))).toEqual(['water']);
    const shouted = [{ ...items[1], vocabType: 'Kanji' } as unknown as VocabularyItem];
    expect(ids(filterItems(shouted, onlyKanji))).toEqual(['water']);
    const onlyWords = withFilters({ includeTypes: { kanji: false, vocabulary: true } });
    expect(ids(filterItems(items, onlyWords))).toEqual(['eat', 'ah']);
  });

  it('searches English case-insensitively', () => {
    expect(ids(filterItems(items, withFilters({ search: 'WATER' })))).toEqual(['water']);
    expect(ids(filterItems(items, withFilters({ search: 'Eat' })))).toEqual(['eat']);
  });

  it('searches the kanji and the pronunciation', () => {
    expect(ids(filterItems(items, withFilters({ search: '食' })))).toEqual(['eat']);
    expect(ids(filterItems(items, withFilters({ search: 'みず' })))).toEqual(['water']);
    expect(ids(filterItems(items, withFilters({ search: 'ああ' })))).toEqual(['ah']);
  });

  it('does not treat the "no kanji" marker as text', () => {
    expect(ids(filterItems(items, withFilters({ search: 'nan' })))).toEqual([]);
  });

  it('ignores blanks around the search and combines it with the other filters', () => {
    expect(ids(filterItems(items, withFilters({ search: '  oh ' })))).toEqual(['ah']);
    const filters = withFilters({ search: 'oh', jlptLevels: { ...DEFAULT_FILTERS.jlptLevels, N1: false } });
    expect(filterItems(items, filters)).toEqual([]);
  });
});

describe('sortItems', () => {
  it('sorts by level from N5 (easiest) to N1 (hardest), and back when descending', () => {
    const items = [
      item({ vocab_id: 'n3', level: 'N3' }),
      item({ vocab_id: 'n1', level: 'N1' }),
      item({ vocab_id: 'n5', level: 'N5' }),
      item({ vocab_id: 'n2', level: 'N2' }),
      item({ vocab_id: 'n4', level: 'N4' }),
    ];
    expect(ids(sortItems(items, 'level', 'asc'))).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    expect(ids(sortItems(items, 'level', 'desc'))).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
  });

  it('keeps the order of items that compare equal', () => {
    const items = [item({ vocab_id: 'b' }), item({ vocab_id: 'a' }), item({ vocab_id: 'c' })];
    expect(ids(sortItems(items, 'level', 'asc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortItems(items, 'level', 'desc'))).toEqual(['b', 'a', 'c']);
  });

  it('counts never-rated quality (-1) as the lowest', () => {
    const items = [
      item({ vocab_id: 'good', avgUsageQuality: 8.5 }),
      item({ vocab_id: 'never', avgUsageQuality: -1 }),
      item({ vocab_id: 'poor', avgUsageQuality: 0 }),
    ];
    expect(ids(sortItems(items, 'quality', 'asc'))).toEqual(['never', 'poor', 'good']);
    expect(ids(sortItems(items, 'quality', 'desc'))).toEqual(['good', 'poor', 'never']);
  });

  it('sorts by times used', () => {
    const items = [
      item({ vocab_id: 'ten', timesUsed: 10 }),
      item({ vocab_id: 'zero', timesUsed: 0 }),
      item({ vocab_id: 'two', timesUsed: 2 }),
    ];
    expect(ids(sortItems(items, 'times', 'asc'))).toEqual(['zero', 'two', 'ten']);
    expect(ids(sortItems(items, 'times', 'desc'))).toEqual(['ten', 'two', 'zero']);
  });

  it('puts never-used items last when sorting by last use ascending, and the whole order flips descending', () => {
    const items = [
      item({ vocab_id: 'never-1', lastUsed: null }),
      item({ vocab_id: 'recent', lastUsed: 1_700_000_000 }),
      item({ vocab_id: 'never-2', lastUsed: null }),
      item({ vocab_id: 'old', lastUsed: 1_600_000_000 }),
    ];
    expect(ids(sortItems(items, 'lastUsed', 'asc'))).toEqual(['old', 'recent', 'never-1', 'never-2']);
    expect(ids(sortItems(items, 'lastUsed', 'desc'))).toEqual(['never-1', 'never-2', 'recent', 'old']);
  });

  it('returns a copy and leaves the input alone', () => {
    const items = [item({ vocab_id: 'n1', level: 'N1' }), item({ vocab_id: 'n5', level: 'N5' })];
    const sorted = sortItems(items, 'level', 'asc');
    expect(sorted).not.toBe(items);
    expect(ids(items)).toEqual(['n1', 'n5']);
  });
});

describe('mergeItems', () => {
  it('adds new items after the existing ones and drops repeated vocab_ids', () => {
    const first = [item({ vocab_id: 'a' }), item({ vocab_id: 'b' })];
    const incoming = [
      item({ vocab_id: 'b', english: 'second copy' }),
      item({ vocab_id: 'c' }),
      item({ vocab_id: 'c' }),
    ];
    const merged = mergeItems(first, incoming);
    expect(ids(merged)).toEqual(['a', 'b', 'c']);
    expect(merged[1]?.english).toBe('to eat');
  });
});

describe('filter state', () => {
  afterEach(() => localStorage.clear());

  it('defaults to every level, both types and level ascending', () => {
    expect(DEFAULT_FILTERS).toEqual({
      search: '',
      jlptLevels: { N1: true, N2: true, N3: true, N4: true, N5: true },
      includeTypes: { kanji: true, vocabulary: true },
      sortBy: 'level',
      sortOrder: 'asc',
    });
    expect(isDefaultFilters(DEFAULT_FILTERS)).toBe(true);
  });

  it('notices any change from the defaults', () => {
    expect(isDefaultFilters(withFilters({ search: 'x' }))).toBe(false);
    expect(isDefaultFilters(withFilters({ jlptLevels: { ...DEFAULT_FILTERS.jlptLevels, N3: false } }))).toBe(
      false,
    );
    expect(isDefaultFilters(withFilters({ includeTypes: { kanji: false, vocabulary: true } }))).toBe(false);
    expect(isDefaultFilters(withFilters({ sortBy: 'times' }))).toBe(false);
    expect(isDefaultFilters(withFilters({ sortOrder: 'desc' }))).toBe(false);
  });

  it('lists the checked levels easiest first', () => {
    expect(checkedLevels({ N1: true, N2: false, N3: true, N4: false, N5: true })).toEqual(['N5', 'N3', 'N1']);
  });

  it('saves filters per user', () => {
    const mine = withFilters({ search: '水', sortBy: 'lastUsed', sortOrder: 'desc' });
    saveFilters('user-a', mine);
    expect(loadFilters('user-a')).toEqual(mine);
    expect(loadFilters('user-b')).toEqual(DEFAULT_FILTERS);
  });

  it('falls back to the default for each saved value that is no longer valid', () => {
    localStorage.setItem(
      'kaiwa.vocabularyFilters.user-a',
      JSON.stringify({
        search: 3,
        jlptLevels: { N1: false, N2: 'yes' },
        sortBy: 'alphabet',
        sortOrder: 'desc',
      }),
    );
    expect(loadFilters('user-a')).toEqual(
      withFilters({ jlptLevels: { ...DEFAULT_FILTERS.jlptLevels, N1: false }, sortOrder: 'desc' }),
    );
    localStorage.setItem('kaiwa.vocabularyFilters.user-a', '{not json');
    expect(loadFilters('user-a')).toEqual(DEFAULT_FILTERS);
  });
});
