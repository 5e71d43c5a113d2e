import { JlptLevel } from '@kaiwa/contract';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type {
  ConversationParticipantsTable,
  ConversationsTable,
  EnhancementStatus,
  MessagesTable,
} from '../../db/schema';
import { batchedLookup, createBatcher } from '../../lib/batcher';

export type ConversationRow = ConversationsTable;
/** The learner's level the conversation is held at (N5 for a value no longer valid). */
export const levelOf = (conversation: ConversationRow): JlptLevel =>
  JlptLevel.catch('N5').parse(conversation.jlpt_level);
export type MessageRow = MessagesTable;
export type NewMessage = Omit<MessagesTable, 'seq'>;
/** A new message before its enhancement job has run: no language, reading, translation or words yet. */
export const AWAITING_ENHANCEMENT = {
  content_language: null,
  hiragana: null,
  furigana: null,
  translation_english: null,
  translation_japanese: null,
  recommended_words: null,
  word_accents: null,
  enhancement_status: 'pending',
  enhancement_error: null,
} as const satisfies Partial<NewMessage>;
export type NewParticipant = Omit<ConversationParticipantsTable, 'conversation_id' | 'position'>;
/** A participant with the user's current alias (null for characters, whose alias is in the cast). */
export type ParticipantRow = Pick<
  ConversationParticipantsTable,
  'conversation_id' | 'participant_id' | 'type'
> & {
  user_alias: string | null;
};
export type EnhancementResult = Omit<
  Updateable<MessagesTable>,
  'id' | 'conversation_id' | 'seq' | 'sender_id' | 'sender_user_id' | 'role' | 'content' | 'idempotency_key'
> & { enhancement_status: Exclude<EnhancementStatus, 'pending'> };

/** Thrown inside the posting transaction to undo the sequence bump when the message already exists. */
class AlreadyStored extends Error {}

export function createConversationsRepository(db: Db) {
  const participantsQuery = () =>
    db
      .selectFrom('conversation_participants as p')
      .leftJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.conversation_id', 'p.participant_id', 'p.type', 'u.alias as user_alias'])
      .orderBy('p.position');

  const findMessageByKey = (senderId: string, idempotencyKey: string): Promise<MessageRow | undefined> =>
    db
      .selectFrom('messages')
      .selectAll()
      .where('sender_id', '=', senderId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();

  /** Each (user, conversation) asked: one query for all, matched exactly here. */
  const conversationsOf = createBatcher<{ userId: string; id: string }, ConversationRow | undefined>(
    async (asked) => {
      const rows = await db
        .selectFrom('conversations as c')
        .innerJoin('conversation_participants as p', 'p.conversation_id', 'c.id')
        .selectAll('c')
        .select('p.user_id as member')
        .where('c.id', 'in', [...new Set(asked.map((one) => one.id))])
        .where('p.user_id', 'in', [...new Set(asked.map((one) => one.userId))])
        .execute();
      return asked.map(({ userId, id }) => {
        const found = rows.find((row) => row.id === id && row.member === userId);
        if (!found) return undefined;
        const { member: _, ...conversation } = found;
        return conversation;
      });
    },
    { max: 100 },
  );

  return {
    async insertConversation(conversation: Insertable<ConversationsTable>, participants: NewParticipant[]) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('conversations').values(conversation).execute();
        await trx
          .insertInto('conversation_participants')
          .values(
            participants.map((participant, position) => ({
              ...participant,
              conversation_id: conversation.id,
              position,
            })),
          )
          .execute();
      });
    },

    async countCreatedBy(userId: string): Promise<number> {
      const row = await db
        .selectFrom('conversations')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('created_by', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Lookups made while one is on its way (jobs run many at a time) are answered by the next query together. */
    findConversation: batchedLookup(
      (ids: string[]): Promise<ConversationRow[]> =>
        db.selectFrom('conversations').selectAll().where('id', 'in', ids).execute(),
      (conversation) => conversation.id,
    ),

    /** The conversation if `userId` takes part in it. Batched as findConversation. */
    findConversationOf: (userId: string, id: string) => conversationsOf.add({ userId, id }),

    /** The user's conversations, most recently active first. */
    listConversationsOf(userId: string, limit?: number): Promise<ConversationRow[]> {
      let query = db
        .selectFrom('conversations as c')
        .innerJoin('conversation_participants as p', 'p.conversation_id', 'c.id')
        .selectAll('c')
        .where('p.user_id', '=', userId)
        .orderBy('c.last_activity_at', 'desc')
        .orderBy('c.id');
      if (limit !== undefined) query = query.limit(limit);
      return query.execute();
    },

    listParticipants(conversationIds: string[]): Promise<ParticipantRow[]> {
      if (conversationIds.length === 0) return Promise.resolve([]);
      return participantsQuery().where('p.conversation_id', 'in', conversationIds).execute();
    },

    /**
     * Stores a message as the conversation's next one. With an idempotency key already used by the sender,
     * nothing changes and the stored message comes back with `inserted` false. Undefined when the
     * conversation no longer exists.
     */
    async insertMessage(
      message: NewMessage,
    ): Promise<{ message: MessageRow; inserted: boolean } | undefined> {
      try {
        const stored = await db.transaction().execute(async (trx) => {
          // Taking the next number locks the conversation row, so concurrent posts line up one after another.
          const bumped = await trx
            .updateTable('conversations')
            .set({ last_seq: sql`last_seq + 1`, last_activity_at: message.created_at })
            .where('id', '=', message.conversation_id)
            .returning('last_seq')
            .executeTakeFirst();
          if (!bumped) return undefined;
          const row: MessageRow = { ...message, seq: bumped.last_seq };
          const result = await trx
            .insertInto('messages')
            .values(row)
            .onConflict((conflict) => conflict.columns(['sender_id', 'idempotency_key']).doNothing())
            .executeTakeFirst();
          if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) throw new AlreadyStored();
          return row;
        });
        return stored && { message: stored, inserted: true };
      } catch (error) {
        if (!(error instanceof AlreadyStored) || message.idempotency_key === null) throw error;
        const existing = await findMessageByKey(message.sender_id, message.idempotency_key);
        if (!existing) throw error;
        return { message: existing, inserted: false };
      }
    },

    /** Batched as findConversation. */
    findMessage: batchedLookup(
      (ids: string[]): Promise<MessageRow[]> =>
        db.selectFrom('messages').selectAll().where('id', 'in', ids).execute(),
      (message) => message.id,
    ),

    findMessageByKey,

    listMessages(conversationId: string): Promise<MessageRow[]> {
      return db
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .orderBy('seq')
        .execute();
    },

    /**
     * What a character sees when answering the message at `seq`: the latest `limit` messages up to it, and
     * characters' replies written since (learners' later messages get their own replies).
     */
    async historyFor(conversationId: string, seq: number, limit: number): Promise<MessageRow[]> {
      const rows = await db
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where((eb) => eb.or([eb('seq', '<=', seq), eb('role', '=', 'assistant')]))
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse();
    },

    /** Senders of the characters' messages before `seq`, oldest first. */
    async characterSendersBefore(conversationId: string, seq: number): Promise<string[]> {
      const rows = await db
        .selectFrom('messages')
        .select('sender_id')
        .where('conversation_id', '=', conversationId)
        .where('role', '=', 'assistant')
        .where('seq', '<', seq)
        .orderBy('seq')
        .execute();
      return rows.map((row) => row.sender_id);
    },

    async countUserMessagesUpTo(conversationId: string, seq: number): Promise<number> {
      const row = await db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('conversation_id', '=', conversationId)
        .where('role', '=', 'user')
        .where('seq', '<=', seq)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Writes a message's enhancement once: a message no longer pending is left as it is. */
    async completeEnhancement(id: string, result: EnhancementResult): Promise<boolean> {
      const updated = await db
        .updateTable('messages')
        .set(result)
        .where('id', '=', id)
        .where('enhancement_status', '=', 'pending')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /**
     * Conversations the user is the only person in (just characters besides): they would be nobody's once
     * the account is gone. Conversations with friends stay theirs.
     */
    async deleteSoloConversationsOf(userId: string): Promise<void> {
      const solo = await db
        .selectFrom('conversation_participants as mine')
        .select('mine.conversation_id')
        .where('mine.user_id', '=', userId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('conversation_participants as other')
                .select('other.conversation_id')
                .whereRef('other.conversation_id', '=', 'mine.conversation_id')
                .where('other.type', '=', 'user')
                .where('other.participant_id', '!=', userId),
            ),
          ),
        )
        .execute();
      if (solo.length === 0) return;
      await db
        .deleteFrom('conversations')
        .where(
          'id',
          'in',
          solo.map((row) => row.conversation_id),
        )
        .execute();
    },
  };
}
export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
