import {
  type ConversationInfo,
  type ConversationSummary,
  Language,
  type LastConversationResponse,
  type Message,
  type Participant,
  type PoliteLevel,
  type StartConversationRequest,
} from '@kaiwa/contract';
import type { AiEngine } from '../../ai/ai-engine';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JapaneseCore } from '../../japanese-core';
import type { JobQueue } from '../../jobs/job-queue';
import { consumeAiJob } from '../../lib/ai-job-limit';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { AccountService } from '../account/account.service';
import { enqueueAnalysis } from '../analysis/analysis.jobs';
import type { FriendsService } from '../friends/friends.service';
import { CHARACTERS, characterPictureUrl, findCharacter } from './characters';
import { characterTopic, FRIENDS_TOPIC } from './conversation-topics';
import { enqueueEnhancement, enqueueReplies } from './conversations.jobs';
import {
  AWAITING_ENHANCEMENT,
  type ConversationRow,
  createConversationsRepository,
  levelOf,
  type MessageRow,
  type NewParticipant,
  type ParticipantRow,
} from './conversations.repository';

/** The register of the character a conversation started from a word is held with: neutral and polite. */
export const VOCAB_CONVERSATION_REGISTER: PoliteLevel = '丁寧語';

const conversationNotFound = () => new AppError('notFound', 'Conversation not found');
const seconds = (ms: number) => Math.floor(ms / 1000);
const storedLanguage = Language.nullable().catch(null);

function parseJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

export function toMessage(row: MessageRow): Message {
  return {
    message_id: row.id,
    sender_id: row.sender_id,
    role: row.role,
    content: row.content,
    content_language: storedLanguage.parse(row.content_language),
    hiragana: row.hiragana,
    furigana: parseJson(row.furigana),
    translation_english: row.translation_english,
    translation_japanese: row.translation_japanese,
    recommended_words: parseJson(row.recommended_words),
    created_at: row.created_at,
    enhancement_status: row.enhancement_status,
    enhancement_error: row.enhancement_error,
    word_accents: parseJson(row.word_accents),
  };
}

/** Participants as the API shows them; a character no longer in the cast is left out. */
function toParticipants(rows: ParticipantRow[]): Participant[] {
  return rows.flatMap((row): Participant[] => {
    if (row.type === 'user')
      return [{ id: row.participant_id, type: 'user', alias: row.user_alias ?? '', picture: null }];
    const character = findCharacter(row.participant_id);
    return character
      ? [
          {
            id: character.id,
            type: 'assistant',
            alias: character.alias,
            picture: characterPictureUrl(character.id),
          },
        ]
      : [];
  });
}

const unique = (ids: string[]) => [...new Set(ids)];

export type PostMessageInput = {
  conversationId: string;
  content: string;
  idempotencyKey: string | undefined;
};

export function createConversationsService(deps: {
  db: Db;
  japanese: Pick<JapaneseCore, 'catalogue'>;
  /** Every learner message is enhanced and analysed, and characters reply to it, through jobs. */
  queue: JobQueue;
  events: { messageChanged(conversationId: string, messageId: string): Promise<void> };
  friends: Pick<FriendsService, 'areFriends'>;
  account: Pick<AccountService, 'getSettings'>;
  rateLimiter: RateLimiter;
  ai: Pick<AiEngine, 'label'>;
  clock: Clock;
  config: Pick<Config, 'ai'>;
}) {
  const { japanese, queue, events, friends, account, rateLimiter, ai, clock, config } = deps;
  const repository = createConversationsRepository(deps.db);

  async function create(
    userId: string,
    participants: NewParticipant[],
    details: { topic: string; explanationVocabId: string | null },
  ): Promise<string> {
    const { jlptTrainLevel } = await account.getSettings(userId);
    const now = clock.now();
    const id = newId();
    await repository.insertConversation(
      {
        id,
        topic: details.topic,
        jlpt_level: jlptTrainLevel,
        explanation_vocab_id: details.explanationVocabId,
        created_by: userId,
        created_at: now,
        last_activity_at: now,
        last_seq: 0,
      },
      participants,
    );
    return id;
  }

  async function conversationOf(userId: string, conversationId: string): Promise<ConversationRow> {
    const conversation = await repository.findConversationOf(userId, conversationId);
    if (!conversation) throw conversationNotFound();
    return conversation;
  }

  const characterParticipant = (id: string): NewParticipant => ({
    participant_id: id,
    type: 'assistant',
    user_id: null,
  });
  const userParticipant = (id: string): NewParticipant => ({ participant_id: id, type: 'user', user_id: id });

  async function startWithVocabs(userId: string, vocabIds: readonly string[]): Promise<string> {
    const items = unique([...vocabIds]).map((vocabId) => {
      const item = japanese.catalogue.getItem(vocabId);
      if (!item) throw new AppError('notFound', 'Unknown vocab_id');
      return item;
    });
    const { jlptTrainLevel } = await account.getSettings(userId);
    const character = CHARACTERS.find(
      (candidate) =>
        candidate.level === jlptTrainLevel && candidate.politeLevel === VOCAB_CONVERSATION_REGISTER,
    )!;
    return create(userId, [userParticipant(userId), characterParticipant(character.id)], {
      topic: items.map((item) => item.kanji ?? item.pronunciation).join('、'),
      explanationVocabId: items[0]!.vocab_id,
    });
  }

  return {
    /**
     * A conversation of the caller with characters and friends. Every other user must be the caller's
     * friend. With characters the topic follows `CHARACTER_TOPICS`; with friends only it is free.
     */
    async start(userId: string, request: StartConversationRequest): Promise<string> {
      const characterIds = unique(request.character_ids);
      const unknown = characterIds.find((id) => !findCharacter(id));
      if (unknown !== undefined) {
        throw new AppError('validationFailed', `Unknown character: ${unknown}`);
      }
      const friendIds = unique(request.user_ids).filter((id) => id !== userId);
      if (characterIds.length === 0 && friendIds.length === 0) {
        throw new AppError('validationFailed', 'Please select at least one character or friend');
      }
      for (const friendId of friendIds) {
        if (!(await friends.areFriends(userId, friendId))) {
          throw new AppError('notFriends', 'You can only start conversations with your friends');
        }
      }
      const topic =
        characterIds.length > 0 ? characterTopic(await repository.countCreatedBy(userId)) : FRIENDS_TOPIC;
      return create(
        userId,
        [
          userParticipant(userId),
          ...friendIds.map(userParticipant),
          ...characterIds.map(characterParticipant),
        ],
        { topic, explanationVocabId: null },
      );
    },

    /** A conversation about one word with the polite character of the learner's level. */
    startWithVocab: (userId: string, vocabId: string): Promise<string> => startWithVocabs(userId, [vocabId]),

    /**
     * A conversation practising a few words (the review summary's "Practise these in a chat") with the polite
     * character of the learner's level. The words are its topic: a provider's prompt says the conversation is
     * about them, and the offline tutor names them as it opens and asks first the questions that use them. The first word's explanation is shown beside it.
     */
    startWithVocabs,

    async lastConversation(userId: string): Promise<LastConversationResponse> {
      const [latest] = await repository.listConversationsOf(userId, 1);
      if (!latest) return { success: true, conversation_id: null, last_activity: null, participants: [] };
      const participants = toParticipants(await repository.listParticipants([latest.id]));
      return {
        success: true,
        conversation_id: latest.id,
        last_activity: seconds(latest.last_activity_at),
        participants: participants.filter((p) => p.id !== userId).map((p) => ({ alias: p.alias })),
      };
    },

    /** Every conversation of the user, most recently active first. */
    async summaries(userId: string): Promise<ConversationSummary[]> {
      const conversations = await repository.listConversationsOf(userId);
      const participants = await repository.listParticipants(conversations.map((c) => c.id));
      return conversations.map((conversation) => ({
        conversation_id: conversation.id,
        date: seconds(conversation.last_activity_at),
        jlpt_level: levelOf(conversation),
        topic: conversation.topic,
        participants: toParticipants(participants.filter((p) => p.conversation_id === conversation.id)),
      }));
    },

    async information(userId: string, conversationId: string): Promise<ConversationInfo> {
      const conversation = await conversationOf(userId, conversationId);
      return {
        participants: toParticipants(await repository.listParticipants([conversation.id])),
        topic: conversation.topic,
        jlpt_level: levelOf(conversation),
        explanation_vocab_id: conversation.explanation_vocab_id,
        ai_engine: ai.label,
      };
    },

    async messages(userId: string, conversationId: string): Promise<Message[]> {
      const conversation = await conversationOf(userId, conversationId);
      return (await repository.listMessages(conversation.id)).map(toMessage);
    },

    /** For the event stream: a message of the conversation, or undefined when it is gone. */
    async messageOf(conversationId: string, messageId: string): Promise<Message | undefined> {
      const row = await repository.findMessage(messageId);
      return row?.conversation_id === conversationId ? toMessage(row) : undefined;
    },

    /** Throws 404 unless the user takes part in the conversation. */
    async assertParticipant(userId: string, conversationId: string): Promise<void> {
      await conversationOf(userId, conversationId);
    },

    /**
     * Stores the message at once (enhancement pending) and queues its enhancement and the characters'
     * replies. A post repeating an idempotency key the user already used returns the stored message and
     * starts nothing new. Each new post counts against the user's AI limit.
     */
    async postMessage(userId: string, input: PostMessageInput): Promise<Message> {
      const key = input.idempotencyKey ?? null;
      // Asked at once rather than one after another: on PostgreSQL each round trip waits its turn on a
      // busy machine. The participants are used only once the caller is known to be one.
      const [conversation, participants, earlier] = await Promise.all([
        conversationOf(userId, input.conversationId),
        repository.listParticipants([input.conversationId]),
        key === null ? undefined : repository.findMessageByKey(userId, key),
      ]);

      // The follow-up jobs have unique keys: queueing them again for a retried post changes nothing, and
      // completes a post whose first attempt stopped between storing the message and queueing its jobs.
      const followUp = async (message: MessageRow): Promise<Message> => {
        if (message.conversation_id !== conversation.id || message.content !== input.content) {
          throw new AppError('conflict', 'This Idempotency-Key was already used for a different message');
        }
        const answered = participants.some((participant) => participant.type === 'assistant');
        // Queued in one synchronous run, so that the queue writes them in one statement.
        await Promise.all([
          enqueueEnhancement(queue, message.id),
          enqueueAnalysis(queue, message.id),
          answered && enqueueReplies(queue, message.id),
        ]);
        return toMessage(message);
      };

      if (earlier) return followUp(earlier);
      const release = await consumeAiJob(rateLimiter, userId, config.ai.jobsPerMinute);
      const stored = await repository.insertMessage({
        id: newId(),
        conversation_id: conversation.id,
        sender_id: userId,
        sender_user_id: userId,
        role: 'user',
        content: input.content,
        ...AWAITING_ENHANCEMENT,
        level_above_share: null,
        idempotency_key: key,
        created_at: clock.now(),
      });
      if (!stored) throw conversationNotFound();
      // A concurrent post with the same key stored it first: this one is a retry, not new AI work.
      if (!stored.inserted) {
        await release();
        return followUp(stored.message);
      }
      const [message] = await Promise.all([
        followUp(stored.message),
        events.messageChanged(conversation.id, stored.message.id),
      ]);
      return message;
    },
  };
}
export type ConversationsService = ReturnType<typeof createConversationsService>;
