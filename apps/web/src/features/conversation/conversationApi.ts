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

const inSendingOrder = (a: Message, b: Message) => a.created_at - b.created_at;

/** Of two copies of one message, the one further along: enhancement only moves on from pending. */
const furtherAlong = (held: Message, incoming: Message) =>
  held.enhancement_status !== 'pending' && incoming.enhancement_status === 'pending' ? held : incoming;

/**
 * Adds a new message or replaces an updated one (same id), keeping the list in sending order. A message only
 * moves forward (pending → completed or failed): the post's own answer can arrive after the stream already
 * delivered the enhanced message, and must not put it back to pending.
 */
export function upsertMessage(messages: readonly Message[] | undefined, message: Message): Message[] {
  const known = messages?.find((existing) => existing.message_id === message.message_id);
  if (known && furtherAlong(known, message) === known) return [...(messages ?? [])];
  const others = (messages ?? []).filter((existing) => existing.message_id !== message.message_id);
  return [...others, message].sort(inSendingOrder);
}

/**
 * A reload of the conversation as it read it, with what the stream delivered while it was on its way: a message
 * it lacks that is newer than every one it read was stored after it read, and a message it read as pending
 * that was delivered enhanced stays enhanced. Without this, a reload (each time the stream connects) that
 * answers after a message event takes that message away again, and nothing fetches the list while live.
 */
export function withArrivedMeanwhile(
  fetched: readonly Message[],
  cached: readonly Message[] | undefined,
): Message[] {
  const delivered = new Map((cached ?? []).map((message) => [message.message_id, message]));
  const newest = fetched.reduce(
    (latest, message) => Math.max(latest, message.created_at),
    Number.NEGATIVE_INFINITY,
  );
  const read = new Set(fetched.map((message) => message.message_id));
  const current = fetched.map((message) => {
    const streamed = delivered.get(message.message_id);
    return streamed ? furtherAlong(streamed, message) : message;
  });
  const arrived = (cached ?? []).filter(
    (message) => !read.has(message.message_id) && message.created_at > newest,
  );
  return [...current, ...arrived].sort(inSendingOrder);
}
