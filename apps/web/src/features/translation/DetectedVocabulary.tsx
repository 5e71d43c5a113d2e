import { type DetectedVocab, NO_KANJI } from '@kaiwa/contract';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ReviewToggle } from '../../components/ReviewToggle';
import styles from './TranslationPage.module.css';

/** Catalogue words and kanji of the Japanese side; each can start a conversation about itself. */
export function DetectedVocabulary({
  vocabs,
  startingVocabId,
  onStartConversation,
}: {
  vocabs: readonly DetectedVocab[];
  startingVocabId: string | null;
  onStartConversation: (vocabId: string) => void;
}) {
  return (
    <Card className={styles.vocabCard} role="region" aria-labelledby="detected-vocabulary-title">
      <h2 id="detected-vocabulary-title" className={styles.sectionTitle}>
        Detected Vocabulary
      </h2>
      {vocabs.length === 0 ? (
        <p className="muted">JLPT words and kanji in the Japanese text will be listed here.</p>
      ) : (
        <ul className={styles.vocabList}>
          {vocabs.map((vocab) => {
            const written = vocab.kanji === NO_KANJI ? '' : vocab.kanji;
            return (
              <li key={vocab.vocab_id} className={styles.vocabItem}>
                <span className={styles.levelBadge}>{vocab.level}</span>
                <div className={styles.vocabWord}>
                  {written && (
                    <span lang="ja" className={styles.vocabKanji}>
                      {written}
                    </span>
                  )}
                  <span lang="ja" className={styles.vocabReading}>
                    {vocab.pronunciation}
                  </span>
                  <span className={styles.vocabEnglish}>
                    {vocab.vocabType === 'kanji' && <span className={styles.typeBadge}>Kanji</span>}
                    {vocab.english}
                  </span>
                </div>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={startingVocabId !== null}
                  onClick={() => onStartConversation(vocab.vocab_id)}
                  aria-label={`Start a conversation about ${vocab.vocabType === 'kanji' ? 'the kanji ' : ''}${written || vocab.pronunciation}`}
                >
                  Start conversation
                </Button>
                <ReviewToggle vocabId={vocab.vocab_id} name={written || vocab.pronunciation} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
