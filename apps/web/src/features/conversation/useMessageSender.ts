import type { Message } from '@kaiwa/contract';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency';
import { postMessage } from './conversationApi';

/** A message the user sent that the server has not confirmed yet. */
export type OutgoingMessage = {
  /** Idempotency key of this message: every attempt to send it carries the same one. */
  key: string;
  content: string;
  status: 'sending' | 'failed';
  error: string | null;
};

const SEND_FAILED = 'The message could not be sent.';

/**
 * Sends messages and keeps the unconfirmed ones to show at the end of the list. A failed message stays
 * there until it is retried (with its original key, so it is never stored twice) or discarded.
 */
export function useMessageSender(conversationId: string, onSent: (message: Message) => void) {
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);

  const update = (key: string, changes: Partial<OutgoingMessage>) =>
    setOutbox((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));

  const attempt = async ({ key, content }: Pick<OutgoingMessage, 'key' | 'content'>) => {
    update(key, { status: 'sending', error: null });
    try {
      onSent(await postMessage(conversationId, content, key));
      setOutbox((current) => current.filter((item) => item.key !== key));
    } catch (error) {
      console.error('Could not send the message', error);
      update(key, { status: 'failed', error: errorMessage(error, SEND_FAILED) });
    }
  };

  const send = (content: string) => {
    const item: OutgoingMessage = { key: newIdempotencyKey(), content, status: 'sending', error: null };
    setOutbox((current) => [...current, item]);
    void attempt(item);
  };

  const retry = (item: OutgoingMessage) => void attempt(item);

  const discard = (item: OutgoingMessage) =>
    setOutbox((current) => current.filter((candidate) => candidate.key !== item.key));

  return { outbox, send, retry, discard };
}
