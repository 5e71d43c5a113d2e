import type { JlptLevel, VocabType } from '@kaiwa/contract';
import { type FormEvent, useId } from 'react';
import { Button } from '../../components/Button';
import { type FilterState, isDefaultFilters, SORT_OPTIONS, type SortBy } from './filters';
import styles from './VocabularyPage.module.css';

/** The spec lists the level checkboxes N1 to N5. */
const LEVEL_CHECKBOXES: readonly JlptLevel[] = ['N1', 'N2', 'N3', 'N4', 'N5'];
const TYPE_CHECKBOXES: readonly { type: VocabType; label: string }[] = [
  { type: 'kanji', label: 'Kanji' },
  { type: 'vocabulary', label: 'Vocabulary' },
];

export function VocabularyFilters({
  filters,
  onChange,
  searchDraft,
  onSearchDraftChange,
  onClear,
}: {
  filters: FilterState;
  onChange: (filters: FilterState) => void;
  /** The text in the search box; it applies on Enter or the search button. */
  searchDraft: string;
  onSearchDraftChange: (text: string) => void;
  onClear: () => void;
}) {
  const sortId = useId();
  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, search: searchDraft });
  };
  return (
    <div className={styles.filters}>
      <search>
        <form className={styles.search} onSubmit={applySearch}>
          <input
            type="search"
            placeholder="Search..."
            aria-label="Search vocabulary"
            value={searchDraft}
            onChange={(event) => onSearchDraftChange(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
      </search>

      <div className={styles.filterRow}>
        <fieldset className={styles.group}>
          <legend>JLPT Level</legend>
          {LEVEL_CHECKBOXES.map((level) => (
            <label key={level} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.jlptLevels[level]}
                onChange={(event) =>
                  onChange({
                    ...filters,
                    jlptLevels: { ...filters.jlptLevels, [level]: event.target.checked },
                  })
                }
              />
              {level}
            </label>
          ))}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Include</legend>
          {TYPE_CHECKBOXES.map(({ type, label }) => (
            <label key={type} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.includeTypes[type]}
                onChange={(event) =>
                  onChange({
                    ...filters,
                    includeTypes: { ...filters.includeTypes, [type]: event.target.checked },
                  })
                }
              />
              {label}
            </label>
          ))}
        </fieldset>

        <div className={styles.group}>
          <label htmlFor={sortId} className={styles.sortLabel}>
            Sort By
          </label>
          <select
            id={sortId}
            value={filters.sortBy}
            onChange={(event) => onChange({ ...filters, sortBy: event.target.value as SortBy })}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            title="Switch the sort order"
            onClick={() => onChange({ ...filters, sortOrder: filters.sortOrder === 'asc' ? 'desc' : 'asc' })}
          >
            <span aria-hidden="true">{filters.sortOrder === 'asc' ? '↑' : '↓'}</span>
            {filters.sortOrder === 'asc' ? 'Ascending' : 'Descending'}
          </Button>
        </div>

        <Button variant="ghost" onClick={onClear} disabled={isDefaultFilters(filters)}>
          Clear Filters
        </Button>
      </div>
    </div>
  );
}
