import { z } from 'zod';
import type { Notifier } from '../../realtime/notifier';
import { typedMessages } from '../../realtime/typed-messages';

/**
 * What the notifier carries about a conversation: ids only (a notification must stay small, and the
 * stream reads the message itself from the database, so every process serves the same data).
 */
const ConversationSignal = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message_id: z.string() }),
  z.object({ type: z.literal('typing'), sender_id: z.string(), typing: z.boolean() }),
]);
export type ConversationSignal = z.infer<typeof ConversationSignal>;

const channelOf = (conversationId: string) => `conversation:${conversationId}`;

/** Event streams opened and closed in any process, so that every process can count a user's open streams. */
const StreamSignal = z.object({
  type: z.enum(['opened', 'closed']),
  stream_id: z.string(),
  user_id: z.string(),
});
export type StreamSignal = z.infer<typeof StreamSignal>;
const STREAMS_CHANNEL = 'conversation-streams';

export function createConversationEvents(notifier: Notifier) {
  const signals = typedMessages(notifier, ConversationSignal);
  const streamSignals = typedMessages(notifier, StreamSignal);
  const publish = (conversationId: string, signal: ConversationSignal) =>
    signals.publish(channelOf(conversationId), signal);

  return {
    /** A message was added or changed (enhanced). */
    messageChanged: (conversationId: string, messageId: string) =>
      publish(conversationId, { type: 'message', message_id: messageId }),

    typing: (conversationId: string, senderId: string, typing: boolean) =>
      publish(conversationId, { type: 'typing', sender_id: senderId, typing }),

    subscribe: (conversationId: string, listener: (signal: ConversationSignal) => void) =>
      signals.subscribe(channelOf(conversationId), listener),

    announceStream: (signal: StreamSignal) => streamSignals.publish(STREAMS_CHANNEL, signal),

    subscribeStreams: (listener: (signal: StreamSignal) => void) =>
      streamSignals.subscribe(STREAMS_CHANNEL, listener),
  };
}
export type ConversationEvents = ReturnType<typeof createConversationEvents>;
