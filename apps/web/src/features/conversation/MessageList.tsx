import type { Message, Participant, Speed } from '@kaiwa/contract';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import styles from './ConversationPage.module.css';
import { MessageBubble, type MessageDisplay } from './MessageBubble';
import { TypingIndicator } from './TypingIndicator';
import type { OutgoingMessage } from './useMessageSender';

export const EMPTY_CONVERSATION_TEXT = 'Empty conversation, please type something';

/** How close to the bottom (px) still counts as "reading the latest messages". */
const STICKY_BOTTOM_PX = 80;

type MessageListProps = {
  /** Undefined until the first answer. */
  messages: readonly Message[] | undefined;
  outbox: readonly OutgoingMessage[];
  participants: readonly Participant[];
  ownUserId: string;
  display: MessageDisplay;
  /** Aliases of who is typing, or null when nobody is. */
  typing: readonly string[] | null;
  /** The speed chosen in the header, for the messages' audio. */
  audioSpeed: Speed;
  /** Renders a message's audio buttons at the chosen speed. */
  renderAudio?: (message: Message, speed: Speed) => ReactNode;
  onRetry: (item: OutgoingMessage) => void;
  onDiscard: (item: OutgoingMessage) => void;
};

export function MessageList({
  messages,
  outbox,
  participants,
  ownUserId,
  display,
  typing,
  audioSpeed,
  renderAudio,
  onRetry,
  onDiscard,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const outboxSize = useRef(outbox.length);
  const messageCount = useRef(messages?.length ?? 0);
  const [unseen, setUnseen] = useState(false);

  const scrollToBottom = () => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  };

  // Follow new messages while the reader is at the bottom; otherwise offer a jump. Sending always follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rendered content changes
  useLayoutEffect(() => {
    const sent = outbox.length > outboxSize.current;
    const arrived = (messages?.length ?? 0) > messageCount.current;
    outboxSize.current = outbox.length;
    messageCount.current = messages?.length ?? 0;
    if (atBottom.current || sent) scrollToBottom();
    else if (arrived) setUnseen(true);
  }, [messages, outbox, typing]);

  // Content also grows without new messages (translations arriving, a toggle turned on): stay at the bottom.
  useEffect(() => {
    const element = scrollRef.current;
    const content = listRef.current;
    if (!element || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICKY_BOTTOM_PX;
    if (atBottom.current) setUnseen(false);
  };

  const byId = new Map(participants.map((participant) => [participant.id, participant]));
  const empty = messages !== undefined && messages.length === 0 && outbox.length === 0;

  return (
    <div className={styles.messagesArea}>
      {/* A log: screen readers announce messages as they arrive. */}
      <div
        ref={scrollRef}
        className={styles.messagesScroll}
        onScroll={onScroll}
        role="log"
        aria-label="Conversation"
      >
        {messages === undefined && <p className={styles.listNote}>Loading messages…</p>}
        {empty && <p className={styles.emptyState}>{EMPTY_CONVERSATION_TEXT}</p>}
        <ol ref={listRef} className={styles.messageList} aria-label="Messages">
          {messages?.map((message, index, list) => (
            <MessageBubble
              key={message.message_id}
              message={message}
              own={message.sender_id === ownUserId}
              sender={byId.get(message.sender_id)}
              showSender={list[index - 1]?.sender_id !== message.sender_id}
              display={display}
              audio={renderAudio?.(message, audioSpeed)}
            />
          ))}
          {outbox.map((item) => (
            <li key={item.key} className={`${styles.messageRow} ${styles.own} ${styles.runStart}`}>
              <div className={styles.bubbleColumn}>
                <div className={`${styles.bubble} ${item.status === 'failed' ? styles.bubbleFailed : ''}`}>
                  <p className={styles.content}>{item.content}</p>
                </div>
                {item.status === 'sending' ? (
                  <div className={styles.meta}>Sending…</div>
                ) : (
                  <div className={styles.sendFailed} role="alert">
                    <span>Not sent. {item.error}</span>
                    <Button size="small" variant="secondary" onClick={() => onRetry(item)}>
                      Retry
                    </Button>
                    <Button size="small" variant="ghost" onClick={() => onDiscard(item)}>
                      Discard
                    </Button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ol>
        {typing && <TypingIndicator aliases={typing} />}
      </div>
      {unseen && (
        <button type="button" className={styles.jumpToLatest} onClick={scrollToBottom}>
          New messages ↓
        </button>
      )}
    </div>
  );
}
