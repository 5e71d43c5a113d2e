import {
  type ConversationEvent,
  DEFAULT_SETTINGS,
  type Message,
  type Speed,
  type ToggleSettings,
} from '@kaiwa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { settingQueries, useSaveToggle } from '../../app/accountSettings';
import { useSession } from '../../app/session';
import { ApiError } from '../../lib/api';
import { useDeviceClass } from '../../lib/device';
import { logged } from '../../lib/logged';
import { ConversationHeader } from './ConversationHeader';
import styles from './ConversationPage.module.css';
import {
  conversationKeys,
  fetchInformation,
  fetchMessages,
  upsertMessage,
  withArrivedMeanwhile,
} from './conversationApi';
import { MessageAudio } from './MessageAudio';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { awaitsCharacterReply, typingAliases } from './typing';
import { useConversationStream } from './useConversationStream';
import { useFillViewport } from './useFillViewport';
import { useMessageSender } from './useMessageSender';
import { VocabularyPanel } from './VocabularyPanel';

/** Spec §4/§9: without the live stream, messages are polled every second. */
export const MESSAGES_POLL_MS = 1000;

/** /conversation/:conversationId. Spec §4: a missing session here logs out and goes to /login. */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const hasSession = Boolean(user?.user_id && user.auth_token);

  useEffect(() => {
    if (hasSession) return;
    void logout().then(() => navigate('/login', { replace: true }));
  }, [hasSession, logout, navigate]);

  if (!user || !hasSession) return null;
  return <Conversation key={conversationId} conversationId={conversationId} ownUserId={user.user_id} />;
}

function Conversation({ conversationId, ownUserId }: { conversationId: string; ownUserId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pageRef = useRef<HTMLDivElement>(null);
  useFillViewport(pageRef);
  const desktop = useDeviceClass() === 'desktop';

  const info = useQuery({
    queryKey: conversationKeys.info(conversationId),
    queryFn: () => fetchInformation(conversationId),
  });
  const [typingSenders, setTypingSenders] = useState<ReadonlySet<string>>(new Set());
  const [panelLarge, setPanelLarge] = useState(false);

  const mergeMessage = (message: Message) =>
    queryClient.setQueryData<Message[]>(conversationKeys.messages(conversationId), (current) =>
      upsertMessage(current, message),
    );

  const onEvent = (event: ConversationEvent) => {
    if (event.type === 'message') {
      mergeMessage(event.message);
      setTypingSenders((current) => without(current, event.message.sender_id));
    } else {
      setTypingSenders((current) =>
        event.typing ? new Set(current).add(event.sender_id) : without(current, event.sender_id),
      );
    }
  };
  const { live } = useConversationStream(conversationId, {
    onEvent,
    onOpen: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.messages(conversationId) }),
  });
  // Typing reports are only as current as the stream that carried them.
  if (!live && typingSenders.size > 0) setTypingSenders(new Set());

  const messages = useQuery({
    queryKey: conversationKeys.messages(conversationId),
    queryFn: async () =>
      withArrivedMeanwhile(
        await logged('messages', fetchMessages(conversationId)),
        queryClient.getQueryData<Message[]>(conversationKeys.messages(conversationId)),
      ),
    refetchInterval: live ? false : MESSAGES_POLL_MS,
    staleTime: 0,
  });
  const toggles = useQuery(settingQueries.toggles);
  const saveToggle = useSaveToggle();
  const savedSpeed = useQuery(settingQueries.speed);
  const [chosenSpeed, setChosenSpeed] = useState<Speed | null>(null);
  const speed = chosenSpeed ?? savedSpeed.data ?? DEFAULT_SETTINGS.speed;

  const sender = useMessageSender(conversationId, mergeMessage);

  // Spec §8: without the conversation's information there is nothing to show; go back to the dashboard.
  useEffect(() => {
    if (!info.isError) return;
    console.error('Could not load the conversation', info.error);
    // A 401 already signed the user out; the guard takes them to the login page.
    if (info.error instanceof ApiError && info.error.status === 401) return;
    navigate('/dashboard', { replace: true });
  }, [info.isError, info.error, navigate]);

  const display: ToggleSettings = toggles.data ?? DEFAULT_SETTINGS.toggles;

  if (!info.data) {
    return (
      <div ref={pageRef} className={styles.page}>
        {info.isPending && <p className={styles.listNote}>Loading conversation…</p>}
      </div>
    );
  }

  const { participants } = info.data;
  const typing =
    messages.data !== undefined &&
    (typingSenders.size > 0 || awaitsCharacterReply(participants, messages.data))
      ? typingAliases(participants, typingSenders)
      : null;

  return (
    <div
      ref={pageRef}
      className={`${styles.page} ${panelLarge ? styles.panelLarge : ''}`}
      data-panel-large={panelLarge}
    >
      <ConversationHeader
        info={info.data}
        ownUserId={ownUserId}
        toggles={display}
        togglesReady={!toggles.isPending}
        onToggle={(key, value) => saveToggle.mutate({ key, value })}
        speed={speed}
        onSpeedChange={setChosenSpeed}
      />
      {info.data.explanation_vocab_id && (
        <VocabularyPanel
          vocabId={info.data.explanation_vocab_id}
          speed={speed}
          onLargeChange={setPanelLarge}
        />
      )}
      <MessageList
        messages={messages.data}
        outbox={sender.outbox}
        participants={participants}
        ownUserId={ownUserId}
        display={{
          kana: display.showHiragana,
          translation: display.showTranslations,
          recommendedWords: display.showRecommendedWords,
        }}
        typing={typing}
        audioSpeed={speed}
        renderAudio={(message, audioSpeed) => (
          <MessageAudio message={message} conversationId={conversationId} speed={audioSpeed} />
        )}
        onRetry={sender.retry}
        onDiscard={sender.discard}
      />
      <MessageComposer onSend={sender.send} autoFocus={desktop} />
    </div>
  );
}

function without(set: ReadonlySet<string>, value: string): ReadonlySet<string> {
  if (!set.has(value)) return set;
  const next = new Set(set);
  next.delete(value);
  return next;
}
