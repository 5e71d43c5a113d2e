import { z } from 'zod';
import type { Db } from '../../db/database';
import { createBatcher } from '../../lib/batcher';
import type { Notifier } from '../../realtime/notifier';
import { typedMessages } from '../../realtime/typed-messages';

/**
 * What the notifier carries about a conversation: ids only (a notification must stay small, and the
 * stream reads the message itself from the database, so every process serves the same data).
 */
const ConversationSignal = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message_id: z.string(), event_id: z.number().int() }),
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

/**
 * Message events of a conversation's last this many changes are kept for streams that reconnect; one that was
 * away longer is sent the last ones only (and the client reloads the conversation whenever it reconnects).
 */
export const KEPT_EVENTS = 200;
/** Older events are removed every this many events of a conversation, not at each one. */
const PRUNE_EVERY = 20;
/** Tries at numbering an event when other processes number events of the same conversation at once. */
const NUMBERING_TRIES = 5;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || String(error).includes('UNIQUE constraint failed');

export function createConversationEvents(notifier: Notifier, db: Db) {
  const signals = typedMessages(notifier, ConversationSignal);
  const streamSignals = typedMessages(notifier, StreamSignal);
  const publish = (conversationId: string, signal: ConversationSignal) =>
    signals.publish(channelOf(conversationId), signal);

  /**
   * Gives the change the conversation's next event number. The number is max + 1 under the primary key, so
   * two processes numbering at once cannot both commit the same one: the later waits for the earlier, fails
   * and tries again. Numbers are therefore committed in order, and a stream that has seen event n has seen
   * every event before it.
   */
  async function record(conversationId: string, messageId: string): Promise<number> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { seq } = await db
          .insertInto('conversation_events')
          .columns(['conversation_id', 'seq', 'message_id', 'created_at'])
          .expression((eb) =>
            eb
              .selectFrom('conversation_events')
              .select([
                eb.val(conversationId).as('conversation_id'),
                eb(eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)), '+', 1).as('seq'),
                eb.val(messageId).as('message_id'),
                eb.val(Date.now()).as('created_at'),
              ])
              .where('conversation_id', '=', conversationId),
          )
          .returning('seq')
          .executeTakeFirstOrThrow();
        if (seq % PRUNE_EVERY === 0) {
          await db
            .deleteFrom('conversation_events')
            .where('conversation_id', '=', conversationId)
            .where('seq', '<=', seq - KEPT_EVENTS)
            .execute();
        }
        return seq;
      } catch (error) {
        if (attempt >= NUMBERING_TRIES || !isUniqueViolation(error)) throw error;
      }
    }
  }

  const missedEvents = createBatcher<
    { conversationId: string; eventId: number },
    { event_id: number; message_id: string }[]
  >(
    async (asked) => {
      const rows = await db
        .selectFrom('conversation_events')
        .select(['conversation_id', 'seq as event_id', 'message_id'])
        .where((eb) =>
          eb.or(
            asked.map(({ conversationId, eventId }) =>
              eb.and([eb('conversation_id', '=', conversationId), eb('seq', '>', eventId)]),
            ),
          ),
        )
        .orderBy('seq')
        .execute();
      return asked.map(({ conversationId, eventId }) =>
        rows
          .filter((row) => row.conversation_id === conversationId && row.event_id > eventId)
          .map(({ event_id, message_id }) => ({ event_id, message_id })),
      );
    },
    { max: 50 },
  );

  return {
    /** A message was added or changed (enhanced): numbered, then announced to every process. */
    async messageChanged(conversationId: string, messageId: string): Promise<void> {
      const eventId = await record(conversationId, messageId);
      await publish(conversationId, { type: 'message', message_id: messageId, event_id: eventId });
    },

    /**
     * The message events of a conversation after `eventId` that are still kept, oldest first. Asked by every
     * stream that reconnects, so those asked while one query is on its way share the next.
     */
    eventsAfter: (conversationId: string, eventId: number) => missedEvents.add({ conversationId, eventId }),

    /** The number of the conversation's latest event, 0 when it has none. */
    latestEventId: async (conversationId: string) => {
      const { latest } = await db
        .selectFrom('conversation_events')
        .select((eb) => eb.fn.max('seq').as('latest'))
        .where('conversation_id', '=', conversationId)
        .executeTakeFirstOrThrow();
      return Number(latest ?? 0);
    },

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
