import {
  type AnalysisMessage,
  DEFAULT_SETTINGS,
  type Speed,
  type ToggleSettingKey,
  type ToggleSettings,
} from '@kaiwa/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { settingQueries, useSaveToggle } from '../../app/accountSettings';
import { useSession } from '../../app/session';
import { CardSection } from '../../components/CardSection';
import { SpeedSelect } from '../../components/SpeedSelect';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { ApiError } from '../../lib/api';
import { AnalysedMessage, type AnalysisDisplay } from './AnalysedMessage';
import { AnalysisSummary } from './AnalysisSummary';
import { analysedCount, analysisPending } from './analysis';
import { analysisQueries } from './analysisApi';
import styles from './ConversationAnalysisPage.module.css';

/** While a message is still being analysed, the page asks again every second (as the conversation polls). */
export const ANALYSIS_POLL_MS = 1000;

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

type Toggle = { label: string } & ({ stored: ToggleSettingKey } | { local: 'kanji' | 'vocabulary' });
/** Kana and Translation are the user's stored toggle settings (shared with the conversation); Kanji and Vocabulary belong to this page. */
const TOGGLES: readonly Toggle[] = [
  { label: 'Kana', stored: 'showHiragana' },
  { label: 'Translation', stored: 'showTranslations' },
  { label: 'Kanji', local: 'kanji' },
  { label: 'Vocabulary', local: 'vocabulary' },
];

export type ConversationAnalysisPageProps = {
  /** Audio buttons for a message at the chosen speed (the audio feature plugs in here). */
  messageAudio?: (message: AnalysisMessage, speed: Speed) => ReactNode;
};

/** /conversation_analysis/:conversationId */
export function ConversationAnalysisPage({ messageAudio }: ConversationAnalysisPageProps) {
  const { conversationId = '' } = useParams();
  const { user } = useSession();

  const messages = useQuery({
    ...analysisQueries.messages(conversationId),
    refetchInterval: (query) => (analysisPending(query.state.data) ? ANALYSIS_POLL_MS : false),
  });
  // The summary is asked for once the messages are known, and again whenever another analysis is stored.
  const analysed = analysedCount(messages.data);
  const summary = useQuery({
    ...analysisQueries.summary(conversationId, analysed ?? 0),
    enabled: analysed !== undefined,
    placeholderData: keepPreviousData,
  });
  const toggles = useQuery(settingQueries.toggles);
  const saveToggle = useSaveToggle();
  const savedSpeed = useQuery(settingQueries.speed);
  const [chosenSpeed, setChosenSpeed] = useState<Speed | null>(null);
  const speed = chosenSpeed ?? savedSpeed.data ?? DEFAULT_SETTINGS.speed;
  const [shown, setShown] = useState({ kanji: true, vocabulary: true });

  const stored: ToggleSettings = toggles.data ?? DEFAULT_SETTINGS.toggles;
  const display: AnalysisDisplay = {
    kana: stored.showHiragana,
    translation: stored.showTranslations,
    ...shown,
  };
  const isOn = (toggle: Toggle) => ('stored' in toggle ? stored[toggle.stored] : shown[toggle.local]);
  const flip = (toggle: Toggle) => {
    if ('stored' in toggle) saveToggle.mutate({ key: toggle.stored, value: !isOn(toggle) });
    else setShown((current) => ({ ...current, [toggle.local]: !current[toggle.local] }));
  };

  const notFound = [summary.error, messages.error].some(
    (error) => error instanceof ApiError && error.status === 404,
  );
  if (notFound) {
    return (
      <section className={`page ${styles.page}`}>
        <h1 className={styles.title}>Conversation Analysis</h1>
        <p className={styles.note}>This conversation could not be found.</p>
      </section>
    );
  }

  const info = summary.data?.conversation_info;
  const partners = info?.participants.filter((participant) => participant.id !== user?.user_id) ?? [];
  const senderName = (senderId: string) =>
    info?.participants.find((participant) => participant.id === senderId)?.alias ?? 'Someone';

  return (
    <section className={`page ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Conversation Analysis</h1>
          {info && (
            <p className={styles.subtitle}>
              {partners.length > 0 && (
                <>With {listFormat.format(partners.map((partner) => partner.alias))} </>
              )}
              about <span lang="ja">{info.topic}</span>
              <span className={styles.level}>{info.jlpt_level}</span>
            </p>
          )}
        </div>
        <div className={styles.toolbar}>
          {TOGGLES.map((toggle) => (
            <ToggleSwitch
              key={toggle.label}
              label={toggle.label}
              checked={isOn(toggle)}
              disabled={'stored' in toggle && !toggles.data}
              onChange={() => flip(toggle)}
            />
          ))}
          <SpeedSelect speed={speed} onChange={setChosenSpeed} />
        </div>
      </header>

      {summary.data ? (
        <AnalysisSummary analysis={summary.data.analysis} conversationId={conversationId} />
      ) : (
        <p className={styles.note}>Loading analysis...</p>
      )}

      {messages.data && info && (
        <CardSection title="Messages" className={styles.panel}>
          {messages.data.length === 0 ? (
            <p className={styles.note}>No messages in this conversation yet.</p>
          ) : (
            <ol className={styles.messages}>
              {messages.data.map((message) => (
                <AnalysedMessage
                  key={message.message_id}
                  message={message}
                  senderName={senderName(message.sender_id)}
                  display={display}
                  audio={messageAudio?.(message, speed)}
                />
              ))}
            </ol>
          )}
        </CardSection>
      )}
    </section>
  );
}
