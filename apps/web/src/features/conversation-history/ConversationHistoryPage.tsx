import { api, type ConversationSummary } from '@kaiwa/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { ParticipantAvatar } from '../../components/ParticipantAvatar';
import { call } from '../../lib/api';
import styles from './ConversationHistoryPage.module.css';

export const HISTORY_FAILED = 'Failed to load conversations. Please try again later.';
export const HISTORY_EMPTY = 'No conversations yet. Start a new conversation to practice!';

/** Spec §9: year, short month, day, hour and minute in US English, e.g. "Jan 5, 2025, 12:00 PM". */
export function formatConversationDate(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Spec §8: any failure, `success: false` included, shows the generic message. */
async function fetchSummaries(): Promise<ConversationSummary[]> {
  try {
    const data = await call(api.getSummaries);
    if (data.success !== true) throw new Error('The server could not list the conversations');
    return data.conversation_infos;
  } catch (error) {
    console.error('Could not load the conversation history', error);
    throw error;
  }
}

export function ConversationHistoryPage() {
  const { user } = useSession();
  // Spec §2/§6: nothing renders without both a user id and a token.
  if (!user?.user_id || !user.auth_token) return null;
  return <ConversationHistory ownUserId={user.user_id} />;
}

function ConversationHistory({ ownUserId }: { ownUserId: string }) {
  const navigate = useNavigate();
  const summaries = useQuery({
    queryKey: ['conversation', 'summaries'],
    queryFn: fetchSummaries,
    retry: false,
  });

  return (
    <section className={`page ${styles.page}`}>
      <h1>Your Conversation History</h1>
      {summaries.isPending && (
        <div className={styles.center} role="status" aria-label="Loading conversations">
          <span className={styles.spinner} aria-hidden="true" />
        </div>
      )}
      {summaries.isError && (
        <div className={styles.state} role="alert">
          <p>{HISTORY_FAILED}</p>
          <Button variant="secondary" onClick={() => void summaries.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {summaries.isSuccess && summaries.data.length === 0 && (
        <div className={styles.state}>
          <span lang="ja" className={styles.emptyGlyph} aria-hidden="true">
            話
          </span>
          <p>{HISTORY_EMPTY}</p>
          <Button onClick={() => navigate('/configure_conversation')}>Start New Conversation</Button>
        </div>
      )}
      {summaries.isSuccess && summaries.data.length > 0 && (
        <ul className={styles.grid}>
          {summaries.data.map((summary) => (
            <ConversationCard key={summary.conversation_id} summary={summary} ownUserId={ownUserId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ConversationCard({ summary, ownUserId }: { summary: ConversationSummary; ownUserId: string }) {
  const others = summary.participants.filter((participant) => participant.id !== ownUserId);
  const id = encodeURIComponent(summary.conversation_id);
  return (
    <li className={styles.card}>
      <div className={styles.cardTop}>
        <div className={styles.avatars}>
          {others.map((participant) => (
            <ParticipantAvatar key={participant.id} participant={participant} size="small" decorative />
          ))}
        </div>
        <span className={styles.levelBadge}>{summary.jlpt_level}</span>
      </div>
      <h2 className={styles.topic}>{summary.topic}</h2>
      <p className={styles.with}>{others.map((participant) => participant.alias).join(', ')}</p>
      <time className={styles.date} dateTime={new Date(summary.date * 1000).toISOString()}>
        {formatConversationDate(summary.date)}
      </time>
      <div className={styles.actions}>
        <Link to={`/conversation/${id}`} className={`${styles.action} ${styles.primaryAction}`}>
          Continue
        </Link>
        <Link to={`/conversation_analysis/${id}`} className={styles.action}>
          View
        </Link>
      </div>
    </li>
  );
}
