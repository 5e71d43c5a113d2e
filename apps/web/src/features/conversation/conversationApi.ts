import { api, IDEMPOTENCY_KEY_HEADER, type Message } from '@kaiwa/contract';
import { call } from '../../lib/api';

export const conversationKeys = {
  info: (conversationId: string) => ['conversation', conversationId, 'info'] as const,
  messages: (conversationId: string) => ['conversation', conversationId, 'messages'] as const,
};

export const fetchInformation = (conversationId: string) =>
  call(api.getInformation, {
    query: { conversation_id: conversationId },
  }).then((data) => data.conversation_info);

export const fetchMessages = (conversationId: string) =>
  call(api.getMessages, { query: { conversation_id: conversationId } }).then((data) => data.messages);

/** Posts one message. Sending again with the same key never creates a second message. */
export const postMessage = (conversationId: string, content: string, idempotencyKey: string) =>
  call(api.postMessage, {
    body: { conversation_id: conversationId, content },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  }).then((data) => data.message);

/**
 * Adds a new message or replaces an updated one (same id), keeping the list in sending order. A message only
 * moves forward (pending → completed or failed): the post's own answer can arrive after the stream already
 * delivered the enhanced message, and must not put it back to pending.
 */
export function upsertMessage(messages: readonly Message[] | undefined, message: Message): Message[] {
  const known = messages?.find((existing) => existing.message_id === message.message_id);
  if (known && known.enhancement_status !== 'pending' && message.enhancement_status === 'pending') {
    return [...(messages ?? [])];
  }
  const others = (messages ?? []).filter((existing) => existing.message_id !== message.message_id);
  return [...others, message].sort((a, b) => a.created_at - b.created_at);
}
