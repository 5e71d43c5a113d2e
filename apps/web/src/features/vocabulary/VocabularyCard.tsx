import type { Speed, VocabularyItem } from '@kaiwa/contract';
import { VocabularyAudioButton } from '../../components/AudioButton';
import { PitchAccent } from '../../components/PitchAccent';
import { ReviewToggle } from '../../components/ReviewToggle';
import { dictionaryUrl, displayKanji } from '../../lib/dictionary';
import styles from './VocabularyPage.module.css';

export type VocabularyCardProps = {
  item: VocabularyItem;
  /** Speed of the card's pronunciation audio, from the page's speed control. */
  pronunciationSpeed: Speed;
  onExplain: (vocabId: string) => void;
};

const TYPE_LABELS = { kanji: 'Kanji', vocabulary: 'Vocabulary' } as const;

/** Epoch seconds in the viewer's local date format (spec §9). */
const localDate = (epochSeconds: number) => new Date(epochSeconds * 1000).toLocaleDateString();

export function VocabularyCard({ item, pronunciationSpeed, onExplain }: VocabularyCardProps) {
  const kanji = displayKanji(item);
  const name = kanji || item.pronunciation;
  return (
    <article className={styles.card} aria-label={`${name} ${item.english}`}>
      <div className={styles.badges}>
        <span className={`${styles.badge} ${styles.levelBadge}`}>{item.level}</span>
        <span className={`${styles.badge} ${styles[`type_${item.vocabType}`]}`}>
          {TYPE_LABELS[item.vocabType]}
        </span>
      </div>
      {kanji && (
        <p lang="ja" className={styles.kanji}>
          {kanji}
        </p>
      )}
      <p lang="ja" className={styles.pronunciation} title={item.pronunciation}>
        {item.pronunciation}
      </p>
      <PitchAccent accents={item.pitch_accent} />
      <p className={styles.english}>{item.english}</p>
      {item.timesUsed > 0 && (
        <dl className={styles.usage}>
          <div>
            <dt>Last Used</dt>
            <dd>{item.lastUsed === null ? '—' : localDate(item.lastUsed)}</dd>
          </div>
          <div>
            <dt>Times Used</dt>
            <dd>{item.timesUsed}</dd>
          </div>
          <div>
            <dt>Quality</dt>
            <dd>{item.avgUsageQuality < 0 ? 'not rated' : item.avgUsageQuality.toFixed(1)}</dd>
          </div>
        </dl>
      )}
      <div className={styles.actions}>
        <VocabularyAudioButton vocabId={item.vocab_id} name={name} speed={pronunciationSpeed} />
        <a
          className={styles.action}
          href={dictionaryUrl(item)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Look up ${name} on Jisho (opens in a new tab)`}
        >
          Jisho ↗
        </a>
        <button
          type="button"
          className={styles.action}
          onClick={() => onExplain(item.vocab_id)}
          aria-label={`View explanation of ${name}`}
        >
          View explanation
        </button>
        <ReviewToggle vocabId={item.vocab_id} name={name} />
      </div>
    </article>
  );
}
