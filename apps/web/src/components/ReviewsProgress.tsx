import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { reviewQueries } from '../app/reviews';
import { CardSection } from './CardSection';
import figures from './ReviewFigures.module.css';
import styles from './ReviewsProgress.module.css';

/** "YYYY-MM-DD" as a short local date ("Jan 15"), read as a calendar day whatever the time zone. */
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The progress page's reviews section: due today, answers per day over the last 30 days, retention. */
export function ReviewsProgress() {
  const stats = useQuery({ ...reviewQueries.stats, staleTime: 0 });
  if (!stats.data) {
    return (
      <CardSection title="Reviews">
        <p className={styles.note}>{stats.isError ? 'Could not load your reviews.' : 'Loading reviews...'}</p>
      </CardSection>
    );
  }
  const { due_count, reviewed_today, retention, total_cards, leeches, reviews_per_day } = stats.data;
  const most = Math.max(1, ...reviews_per_day.map((entry) => entry.count));
  return (
    <CardSection title="Reviews">
      <dl className={`${figures.figures} ${styles.figures}`}>
        <div>
          <dt>Due now</dt>
          <dd>
            <Link to="/review">{due_count}</Link>
          </dd>
        </div>
        <div>
          <dt>Reviewed today</dt>
          <dd>{reviewed_today}</dd>
        </div>
        <div>
          <dt>Retention (30 days)</dt>
          <dd>{retention === null ? '—' : `${Math.round(retention * 100)} %`}</dd>
        </div>
        <div>
          <dt>Cards</dt>
          <dd>{total_cards}</dd>
        </div>
        <div>
          <dt>Leeches</dt>
          <dd>{leeches}</dd>
        </div>
      </dl>
      {reviews_per_day.length === 0 ? (
        <p className={styles.note}>Answer your first reviews to see them here day by day.</p>
      ) : (
        <ol className={styles.days} aria-label="Reviews per day, last 30 days">
          {reviews_per_day.map((entry) => (
            <li key={entry.day} className={styles.day}>
              <span className={styles.dayLabel}>{shortDay(entry.day)}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${(entry.count / most) * 100}%` }} />
              </span>
              <span className={styles.count}>{entry.count}</span>
            </li>
          ))}
        </ol>
      )}
    </CardSection>
  );
}
