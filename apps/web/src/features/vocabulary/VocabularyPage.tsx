import { DEFAULT_SETTINGS, type Speed } from '@kaiwa/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { settingQueries } from '../../app/accountSettings';
import { useUser } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { VocabularyExplanation } from '../../components/VocabularyExplanation';
import { displayKanji } from '../../lib/dictionary';
import { loadFilters, saveFilters } from './filterStorage';
import {
  checkedLevels,
  DEFAULT_FILTERS,
  type FilterState,
  filterItems,
  isDefaultFilters,
  sortItems,
} from './filters';
import { useVocabularyItems } from './useVocabularyItems';
import { VocabularyFilters } from './VocabularyFilters';
import { VocabularyGrid } from './VocabularyGrid';
import styles from './VocabularyPage.module.css';
import { vocabQuery } from './vocabularyApi';

/** The query parameter that opens an item's explanation (the dashboard's day cards link with it). */
export const EXPLAIN_PARAM = 'explain';

const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast'];

function ExplanationModal({
  vocabId,
  speed,
  onSelect,
  onClose,
}: {
  vocabId: string;
  speed: Speed;
  onSelect: (vocabId: string) => void;
  onClose: () => void;
}) {
  const item = useQuery(vocabQuery(vocabId));
  const title = item.data
    ? [displayKanji(item.data), item.data.pronunciation].filter(Boolean).join(' · ')
    : 'Vocabulary explanation';
  return (
    <Modal
      open
      wide
      title={<span lang="ja">{title}</span>}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {item.data && <p className={styles.modalMeaning}>{item.data.english}</p>}
      <VocabularyExplanation vocabId={vocabId} onSelectWord={onSelect} speed={speed} />
    </Modal>
  );
}

export function VocabularyPage() {
  const user = useUser();
  const [filters, setFilters] = useState<FilterState>(() => loadFilters(user.user_id));
  const [searchDraft, setSearchDraft] = useState(filters.search);
  const [chosenSpeed, setChosenSpeed] = useState<Speed | null>(null);
  // The user's saved speed is the default of the page's pronunciation speed control.
  const savedSpeed = useQuery(settingQueries.speed);
  const speed = chosenSpeed ?? savedSpeed.data ?? DEFAULT_SETTINGS.speed;
  const [searchParams, setSearchParams] = useSearchParams();
  const explainId = searchParams.get(EXPLAIN_PARAM);

  useEffect(() => saveFilters(user.user_id, filters), [user.user_id, filters]);

  // A new array only when the checked levels change, so sorting or searching never looks for levels to load.
  const levels = useMemo(() => checkedLevels(filters.jlptLevels), [filters.jlptLevels]);
  const { items, loading, error } = useVocabularyItems(levels);
  const visible = useMemo(
    () => sortItems(filterItems(items, filters), filters.sortBy, filters.sortOrder),
    [items, filters],
  );

  const clearFilters = () => {
    if (isDefaultFilters(filters)) return;
    setFilters(DEFAULT_FILTERS);
    setSearchDraft('');
  };
  const showExplanation = (vocabId: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (vocabId) next.set(EXPLAIN_PARAM, vocabId);
        else next.delete(EXPLAIN_PARAM);
        return next;
      },
      { replace: vocabId === null },
    );

  return (
    <section className={`page ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Vocabulary</h1>
        <p className={styles.counter} aria-live="polite">
          {loading ? 'Loading...' : `Showing ${visible.length} items`}
        </p>
        <label className={styles.speed}>
          Pronunciation speed
          <select value={speed} onChange={(event) => setChosenSpeed(event.target.value as Speed)}>
            {SPEEDS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </header>

      <VocabularyFilters
        filters={filters}
        onChange={setFilters}
        searchDraft={searchDraft}
        onSearchDraftChange={setSearchDraft}
        onClear={clearFilters}
      />

      {error && <Alert tone="error">{error}</Alert>}

      <VocabularyGrid items={visible} pronunciationSpeed={speed} onExplain={showExplanation} />

      {explainId && (
        <ExplanationModal
          vocabId={explainId}
          speed={speed}
          onSelect={showExplanation}
          onClose={() => showExplanation(null)}
        />
      )}
    </section>
  );
}
