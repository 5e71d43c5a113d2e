import type { DayItem } from '@kaiwa/contract';
import { Link } from 'react-router';
import { VocabularyAudioButton } from '../../components/AudioButton';
import { PitchAccent } from '../../components/PitchAccent';
import { ReviewToggle } from '../../components/ReviewToggle';
import styles from './DashboardPage.module.css';
import { dictionaryUrl, displayKanji } from './format';

/** Vocabulary or kanji of the day. Stays on "Loading..." when the item never arrives (spec §8). */
export function DayCard({ kind, item }: { kind: 'Vocabulary' | 'Kanji'; item: DayItem | undefined }) {
  const title = item ? `${item.level} ${kind} of the Day` : `${kind} of the Day`;
  const headingId = `day-card-${kind.toLowerCase()}`;
  return (
    <article className={`${styles.card} ${styles.dayCard}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      {item ? (
        <>
          <div className={styles.word}>
            <span lang="ja" className={styles.kanji}>
              {displayKanji(item)}
            </span>
            <span lang="ja" className={styles.reading}>
              {item.pronunciation}
            </span>
            <PitchAccent accents={item.pitch_accent} />
            <span className={styles.meaning}>{item.english}</span>
          </div>
          <div className={styles.dayActions}>
            <VocabularyAudioButton
              vocabId={item.vocab_id}
              name={displayKanji(item) || item.pronunciation}
              size="medium"
            />
            <a
              className={styles.chip}
              href={dictionaryUrl(item)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Look up ${displayKanji(item) || item.pronunciation} on Jisho (opens in a new tab)`}
            >
              Jisho ↗
            </a>
            <Link className={styles.chip} to={`/vocabulary?explain=${encodeURIComponent(item.vocab_id)}`}>
              View explanation
            </Link>
            <ReviewToggle vocabId={item.vocab_id} name={displayKanji(item) || item.pronunciation} />
          </div>
        </>
      ) : (
        <p className={styles.loading}>Loading...</p>
      )}
    </article>
  );
}
