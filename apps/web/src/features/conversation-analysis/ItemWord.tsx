import { type AnalysisItem, NO_KANJI } from '@kaiwa/contract';
import styles from './ConversationAnalysisPage.module.css';

/** An item's kanji (none for a kana-only word) and its reading. */
export function ItemWord({ item }: { item: Pick<AnalysisItem, 'kanji' | 'pronunciation'> }) {
  return (
    <>
      {item.kanji !== NO_KANJI && (
        <span lang="ja" className={styles.itemKanji}>
          {item.kanji}
        </span>
      )}
      <span lang="ja" className={styles.itemReading} title={item.pronunciation}>
        {item.pronunciation}
      </span>
    </>
  );
}
