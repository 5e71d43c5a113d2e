import type { Db } from '../../db/database';

/** Read-only queries over everything one user owns, for the account export. */
export function createDataExportRepository(db: Db) {
  return {
    findUser(userId: string) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'alias', 'is_native_account', 'external_issuer', 'tour_done', 'created_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    settingsOf(userId: string) {
      return db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    reviewSettingsOf(userId: string) {
      return db.selectFrom('review_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    friendsOf(userId: string) {
      return db
        .selectFrom('friendships')
        .innerJoin('users', 'users.id', 'friendships.friend_id')
        .select(['users.id as user_id', 'users.alias', 'friendships.created_at as since'])
        .where('friendships.user_id', '=', userId)
        .orderBy('friendships.created_at')
        .execute();
    },

    friendRequestsFrom(userId: string) {
      return db
        .selectFrom('friend_requests')
        .select(['to_email', 'created_at'])
        .where('from_user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    vocabularyUsageOf(userId: string) {
      return db
        .selectFrom('vocabulary_usage')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('first_used_at')
        .orderBy('vocab_id')
        .execute();
    },

    /** The user's conversations, oldest first, a page at a time. */
    conversationsPage(userId: string, offset: number, limit: number) {
      return db
        .selectFrom('conversation_participants')
        .innerJoin('conversations', 'conversations.id', 'conversation_participants.conversation_id')
        .select([
          'conversations.id',
          'conversations.topic',
          'conversations.jlpt_level',
          'conversations.created_at',
          'conversations.last_activity_at',
        ])
        .where('conversation_participants.user_id', '=', userId)
        .orderBy('conversations.created_at')
        .orderBy('conversations.id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    participantsOf(conversationIds: readonly string[]) {
      return db
        .selectFrom('conversation_participants')
        .select(['conversation_id', 'participant_id', 'type'])
        .where('conversation_id', 'in', conversationIds)
        .orderBy('conversation_id')
        .orderBy('position')
        .execute();
    },

    messagesOf(conversationIds: readonly string[]) {
      return db
        .selectFrom('messages')
        .select([
          'id',
          'conversation_id',
          'seq',
          'sender_id',
          'role',
          'content',
          'hiragana',
          'translation_english',
          'translation_japanese',
          'created_at',
        ])
        .where('conversation_id', 'in', conversationIds)
        .orderBy('conversation_id')
        .orderBy('seq')
        .execute();
    },

    analysesOf(userId: string, conversationIds: readonly string[]) {
      return db
        .selectFrom('message_analyses')
        .select(['message_id', 'status', 'error'])
        .where('user_id', '=', userId)
        .where('conversation_id', 'in', conversationIds)
        .execute();
    },

    usageOf(userId: string, conversationIds: readonly string[]) {
      return db
        .selectFrom('message_usage')
        .select(['message_id', 'vocab_id', 'vocab_type', 'count', 'quality'])
        .where('user_id', '=', userId)
        .where('conversation_id', 'in', conversationIds)
        .orderBy('message_id')
        .orderBy('position')
        .execute();
    },

    translationsOf(userId: string) {
      return db
        .selectFrom('translations')
        .select([
          'id',
          'input_text',
          'source_language',
          'target_language',
          'context',
          'japanese_text',
          'other_language_text',
          'kana_text',
          'status',
          'created_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    reviewCardsOf(userId: string) {
      return db
        .selectFrom('review_cards')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    reviewLogPage(userId: string, offset: number, limit: number) {
      return db
        .selectFrom('review_log')
        .select([
          'card_id',
          'vocab_id',
          'rating',
          'state',
          'stability',
          'difficulty',
          'elapsed_days',
          'scheduled_days',
          'duration_ms',
          'source',
          'review_day',
          'reviewed_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('reviewed_at')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
    },
  };
}
export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
