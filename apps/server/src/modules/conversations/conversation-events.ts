import { z } from 'zod';
import type { Notifier } from '../../realtime/notifier';

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

export function createConversationEvents(notifier: Notifier) {
  const publish = (conversationId: string, signal: ConversationSignal) =>
    notifier.publish(channelOf(conversationId), JSON.stringify(signal));

  return {
    /** A message was added or changed (enhanced). */
    messageChanged: (conversationId: string, messageId: string) =>
      publish(conversationId, { type: 'message', message_id: messageId }),

    typing: (conversationId: string, senderId: string, typing: boolean) =>
      publish(conversationId, { type: 'typing', sender_id: senderId, typing }),

    subscribe(conversationId: string, listener: (signal: ConversationSignal) => void): () => void {
      return notifier.subscribe(channelOf(conversationId), (message) => {
        const parsed = ConversationSignal.safeParse(JSON.parse(message));
        if (parsed.success) listener(parsed.data);
      });
    },
  };
}
export type ConversationEvents = ReturnType<typeof createConversationEvents>;
