import { type AnalysisSummaryItem, type AnalysisSummaryResponse, JLPT_LEVELS } from '@kaiwa/contract';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { CardSection } from '../../components/CardSection';
import { usageCount } from './analysis';
import styles from './ConversationAnalysisPage.module.css';
import { ItemWord } from './ItemWord';
import { UsageStars } from './UsageStars';

type Analysis = AnalysisSummaryResponse['analysis'];

function UsedItems({
  title,
  items,
  emptyText,
  conversationId,
}: {
  title: string;
  items: AnalysisSummaryItem[];
  emptyText: string;
  conversationId: string;
}) {
  const navigate = useNavigate();
  return (
    <CardSection title={title} className={styles.panel}>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>{emptyText}</p>
          <Button onClick={() => navigate(`/conversation/${encodeURIComponent(conversationId)}`)}>
            Back to Conversation
          </Button>
        </div>
      ) : (
        <ul className={styles.itemList}>
          {items.map((item) => (
            <li key={item.vocab_id} className={styles.item}>
              <span className={styles.level}>{item.jlpt_level}</span>
              <span className={styles.itemWord}>
                <ItemWord item={item} />
              </span>
              <span className={styles.itemEnglish} title={item.english}>
                {item.english}
              </span>
              <span className={styles.itemUsage}>
                <UsageStars quality={item.avg_usage_quality} />
                <span className={styles.count}>{usageCount(item.count)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}

/** The counts, the level spread and the lists of used kanji and vocabulary (sorted by level by the server). */
export function AnalysisSummary({
  analysis,
  conversationId,
}: {
  analysis: Analysis;
  conversationId: string;
}) {
  return (
    <>
      <section className={styles.counts} aria-label="Summary">
        <div className={styles.countCard}>
          <span className={styles.countValue}>{analysis.kanji_count}</span>
          <span className={styles.countLabel}>Kanji</span>
        </div>
        <div className={styles.countCard}>
          <span className={styles.countValue}>{analysis.vocab_count}</span>
          <span className={styles.countLabel}>Vocabulary</span>
        </div>
        <div className={`${styles.countCard} ${styles.levelsCard}`}>
          <span className={styles.countLabel}>JLPT Levels</span>
          <dl className={styles.levelCounts}>
            {JLPT_LEVELS.map((level) => (
              <div key={level}>
                <dt>{level}</dt>
                <dd>{analysis.jlpt_levels[level]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <div className={styles.lists}>
        <UsedItems
          title="Kanji Used"
          items={analysis.kanjis}
          emptyText="You have not used any kanji in this conversation yet."
          conversationId={conversationId}
        />
        <UsedItems
          title="Vocabulary Used"
          items={analysis.vocabs}
          emptyText="You have not used any vocabulary in this conversation yet."
          conversationId={conversationId}
        />
      </div>
    </>
  );
}
