import type { LastConversationResponse } from '@kaiwa/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useDueCount } from '../../app/reviews';
import { useSession } from '../../app/session';
import styles from './DashboardPage.module.css';
import { DayCard } from './DayCard';
import { dashboardQueries } from './dashboardApi';
import { continueConversationText } from './format';

// The tour (and react-joyride with it) runs once per account: its code loads only for a user who has not done it.
const FirstRunTour = lazy(() => import('./FirstRunTour').then((m) => ({ default: m.FirstRunTour })));

function continueLink(data: LastConversationResponse | undefined) {
  if (!data?.conversation_id || data.last_activity === null) return null;
  return {
    to: `/conversation/${encodeURIComponent(data.conversation_id)}`,
    text: continueConversationText(
      data.participants.map((participant) => participant.alias),
      data.last_activity,
    ),
  };
}

export function DashboardPage() {
  const { user } = useSession();
  // Spec §6: dashboard data loads only for a user with an id and a token.
  const enabled = Boolean(user?.user_id && user.auth_token);
  const last = useQuery({ ...dashboardQueries.lastConversation, enabled, retry: false });
  const vocabulary = useQuery({ ...dashboardQueries.vocabularyOfTheDay, enabled });
  const kanji = useQuery({ ...dashboardQueries.kanjiOfTheDay, enabled });

  const resume = continueLink(last.data);
  const dueCount = useDueCount();

  return (
    <section className={`page ${styles.dashboard}`}>
      <header className={styles.hero}>
        <p lang="ja" className={styles.heroKana} aria-hidden="true">
          会話
        </p>
        <h1 className={styles.heroTitle}>
          Welcome to <span className={styles.brand}>Kaiwa</span>
          {user ? `, ${user.alias}` : ''}!
        </h1>
        <p className={styles.heroText}>
          Practise Japanese by chatting with AI characters and friends at your JLPT level.
        </p>
      </header>

      <div className={styles.grid}>
        <Link
          to="/configure_conversation"
          className={`${styles.card} ${styles.linkCard} ${styles.primaryCard}`}
          data-tour="start-conversation"
        >
          <span lang="ja" className={styles.glyph} aria-hidden="true">
            話
          </span>
          <h2 className={styles.cardTitle}>Start Conversation</h2>
          <p className={styles.cardText}>Pick characters or friends and start chatting.</p>
        </Link>

        {resume ? (
          <Link to={resume.to} className={`${styles.card} ${styles.linkCard}`}>
            <span lang="ja" className={styles.glyph} aria-hidden="true">
              続
            </span>
            <h2 className={styles.cardTitle}>Continue Conversation</h2>
            <p className={styles.cardText}>{resume.text}</p>
          </Link>
        ) : (
          <div className={`${styles.card} ${styles.quietCard}`}>
            <span lang="ja" className={styles.glyph} aria-hidden="true">
              続
            </span>
            <h2 className={styles.cardTitle}>Continue Conversation</h2>
            <p className={styles.cardText}>
              {enabled && last.isPending ? 'Loading...' : 'No previous conversations'}
            </p>
          </div>
        )}

        <DayCard kind="Vocabulary" item={vocabulary.data} />
        <DayCard kind="Kanji" item={kanji.data} />

        <Link to="/vocabulary" className={`${styles.card} ${styles.linkCard}`}>
          <span lang="ja" className={styles.glyph} aria-hidden="true">
            語
          </span>
          <h2 className={styles.cardTitle}>
            Resources<span className="visually-hidden">:</span>
          </h2>
          <p className={styles.cardText}>Access Vocabulary</p>
        </Link>

        <Link to="/translation" className={`${styles.card} ${styles.linkCard}`}>
          <span lang="ja" className={styles.glyph} aria-hidden="true">
            訳
          </span>
          <h2 className={styles.cardTitle}>
            Translation<span className="visually-hidden">:</span>
          </h2>
          <p className={styles.cardText}>Translate text between languages</p>
        </Link>

        <Link to="/review" className={`${styles.card} ${styles.linkCard}`}>
          <span lang="ja" className={styles.glyph} aria-hidden="true">
            復
          </span>
          <h2 className={styles.cardTitle}>Reviews: {dueCount ?? '…'} due</h2>
          <p className={styles.cardText}>
            Words you are about to forget, and the ones you slipped on in chats
          </p>
        </Link>
      </div>

      {user && user.tour_done !== true && (
        <Suspense fallback={null}>
          <FirstRunTour />
        </Suspense>
      )}
    </section>
  );
}
