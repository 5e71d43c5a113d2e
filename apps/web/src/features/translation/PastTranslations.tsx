import type { Translation } from '@kaiwa/contract';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatHistoryDate } from './languages';
import styles from './TranslationPage.module.css';

function resultOf(translation: Translation): string {
  if (translation.status === 'Pending') return 'Translation in progress...';
  if (translation.status === 'Failed') return 'Translation failed';
  return translation.target_language === 'Japanese'
    ? translation.japanese_text
    : translation.otherLanguage_text;
}

/** 'Past Translations', newest first; a click shows one in the current panel. */
export function PastTranslations({
  translations,
  currentId,
  deleting,
  onShow,
  onDelete,
}: {
  /** Undefined until the history has loaded. */
  translations: readonly Translation[] | undefined;
  currentId: string | undefined;
  deleting: ReadonlySet<string>;
  onShow: (translation: Translation) => void;
  onDelete: (translation: Translation) => void;
}) {
  return (
    <Card className={styles.historyCard} role="region" aria-labelledby="past-translations-title">
      <h2 id="past-translations-title" className={styles.sectionTitle}>
        Past Translations
      </h2>
      {translations === undefined ? (
        <p className="muted">Loading...</p>
      ) : translations.length === 0 ? (
        <p className="muted">No translations yet.</p>
      ) : (
        <ul className={styles.historyList}>
          {translations.map((translation) => (
            <li
              key={translation.translation_id}
              className={styles.historyItem}
              aria-current={translation.translation_id === currentId ? 'true' : undefined}
            >
              <button type="button" className={styles.historyShow} onClick={() => onShow(translation)}>
                <span className={styles.historyMeta}>
                  <span>
                    {translation.source_language} → {translation.target_language}
                  </span>
                  <time dateTime={new Date(translation.createdAt).toISOString()}>
                    {formatHistoryDate(translation.createdAt)}
                  </time>
                </span>
                <span
                  className={styles.historyInput}
                  lang={translation.source_language === 'Japanese' ? 'ja' : undefined}
                >
                  {translation.input_text}
                </span>
                <span
                  className={`${styles.historyResult} ${translation.status === 'Failed' ? styles.failedText : ''}`}
                  lang={translation.target_language === 'Japanese' ? 'ja' : undefined}
                >
                  {resultOf(translation)}
                </span>
              </button>
              <Button
                variant="ghost"
                size="small"
                disabled={deleting.has(translation.translation_id)}
                onClick={() => onDelete(translation)}
                aria-label={`Delete translation of ${translation.input_text.slice(0, 40)}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
