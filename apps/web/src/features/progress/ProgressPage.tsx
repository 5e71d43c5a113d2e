import { JlptLevel, type LevelProgress } from '@kaiwa/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { settingQueries } from '../../app/accountSettings';
import { CardSection } from '../../components/CardSection';
import { ReviewsProgress } from '../../components/ReviewsProgress';
import { ProgressChart } from './ProgressChart';
import styles from './ProgressPage.module.css';
import { formatPercent, formatQuality, LEVEL_OPTIONS, progressSeries, usedPercent } from './progress';
import { progressQueries } from './progressApi';

function UsageCard({ title, used, total }: { title: string; used: number; total: number }) {
  const percent = usedPercent(used, total);
  return (
    <CardSection title={title}>
      <p className={styles.used}>
        Used: {used} / {total}
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={`${title} used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(percent.toFixed(1))}
      >
        <div className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.percent}>{formatPercent(used, total)}</p>
    </CardSection>
  );
}

function LevelProgressView({ level, progress }: { level: JlptLevel; progress: LevelProgress }) {
  const series = progressSeries(progress);
  return (
    <>
      <div className={styles.cards}>
        <UsageCard title="Vocabulary" used={progress.used_vocabs_amount} total={progress.vocabs_amount} />
        <UsageCard title="Kanji" used={progress.used_kanji_amount} total={progress.kanji_amount} />
      </div>
      <CardSection title="Usage Quality">
        <dl className={styles.quality}>
          <div>
            <dt>Vocabulary</dt>
            <dd>{formatQuality(progress.avg_vocab_usage_quality)}</dd>
          </div>
          <div>
            <dt>Kanji</dt>
            <dd>{formatQuality(progress.avg_kanji_usage_quality)}</dd>
          </div>
        </dl>
      </CardSection>
      <CardSection title="Progress Over Time - Count & Percentage">
        {series.dates.length === 0 && (
          <p className={styles.note}>
            Use {level} words and kanji in a conversation to see your progress here.
          </p>
        )}
        <div className={styles.chart}>
          <ProgressChart series={series} />
        </div>
      </CardSection>
    </>
  );
}

/**
 * /progress. The level starts at N5 and becomes the user's training level when it arrives (spec §4). Each
 * level is fetched once per visit and kept: a level chosen before stays observed, so choosing it again
 * shows what was loaded without asking the server.
 */
export function ProgressPage() {
  const selectId = useId();
  const trainLevel = useQuery(settingQueries.jlptTrainLevel);
  const [chosen, setChosen] = useState<JlptLevel | null>(null);
  const [earlierLevels, setEarlierLevels] = useState<JlptLevel[]>([]);
  const level = chosen ?? trainLevel.data ?? 'N5';
  // Until the training level is known (or failed to load), the level shown may still change: fetch nothing yet.
  const ready = chosen !== null || !trainLevel.isPending;
  const levels = ready ? [...new Set([...earlierLevels, level])] : [];
  const results = useQueries({
    queries: levels.map((each) => ({
      ...progressQueries.level(each),
      staleTime: Number.POSITIVE_INFINITY,
      // A new visit starts afresh: usage may have grown since the level was last loaded.
      refetchOnMount: 'always' as const,
    })),
  });
  const progress = results[levels.indexOf(level)]?.data;

  const choose = (next: JlptLevel) => {
    setEarlierLevels((current) => [...new Set([...current, level])]);
    setChosen(next);
  };

  return (
    <section className={`page ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Your Learning Progress</h1>
        <label className={styles.levelPicker} htmlFor={selectId}>
          Display Level
          <select
            id={selectId}
            value={level}
            onChange={(event) => choose(JlptLevel.parse(event.target.value))}
          >
            {LEVEL_OPTIONS.map((option) => (
              <option key={option.level} value={option.level}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </header>
      {progress ? (
        <LevelProgressView level={level} progress={progress} />
      ) : (
        <p className={styles.loading} role="status">
          Loading {level} progress...
        </p>
      )}
      <ReviewsProgress />
    </section>
  );
}
