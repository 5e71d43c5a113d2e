import { MAX_STARS, starsFor } from './analysis';
import styles from './ConversationAnalysisPage.module.css';

/** The usage quality as stars out of 5, or 'not rated' when the use could not be judged. */
export function UsageStars({ quality }: { quality: number }) {
  const stars = starsFor(quality);
  if (stars === null) return <span className={styles.notRated}>not rated</span>;
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={`${stars} of ${MAX_STARS} stars`}
      title={`Usage quality ${quality.toFixed(1)}/10`}
    >
      {'★'.repeat(stars)}
      <span className={styles.emptyStars}>{'★'.repeat(MAX_STARS - stars)}</span>
    </span>
  );
}
