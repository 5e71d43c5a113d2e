import type { OtherLanguage } from '@kaiwa/contract';
import { z } from 'zod';
import type { AiEngine, ChatTurn } from '../../ai/ai-engine';
import type { Config } from '../../config';
import type { JobQueue, JobType } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-worker';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { writeLevelledReply } from './character-reply';
import { CHARACTERS, type CharacterDefinition, findCharacter } from './characters';
import type { ConversationEvents } from './conversation-events';
import {
  AWAITING_ENHANCEMENT,
  type ConversationRow,
  type ConversationsRepository,
  levelOf,
  type MessageRow,
} from './conversations.repository';
import { detectLanguage, enhanceMessage } from './message-enhancement';
import { MAX_REPLIES_PER_MESSAGE, respondersTo } from './turn-policy';

const MessageJobPayload = z.object({ message_id: z.string().min(1) });
type MessageJobPayload = z.infer<typeof MessageJobPayload>;

/** Messages a character sees when replying. */
const HISTORY_LIMIT = 20;

/** Each attempt may call the engine once (enhancement) or twice per reply (level control). */
export function conversationJobTypes(config: Pick<Config, 'ai'>) {
  return {
    enhanceMessage: {
      type: 'message.enhance',
      payload: MessageJobPayload,
      timeoutMs: config.ai.timeoutMs + 30_000,
      maxAttempts: 3,
    },
    reply: {
      type: 'conversation.reply',
      payload: MessageJobPayload,
      timeoutMs: MAX_REPLIES_PER_MESSAGE * 2 * config.ai.timeoutMs + 30_000,
      maxAttempts: 3,
    },
  } satisfies Record<string, JobType<MessageJobPayload>>;
}

/** The idempotency key of a character's reply to a message: one reply per message and character, ever. */
export const replyKey = (messageId: string, characterId: string) => `reply:${messageId}:${characterId}`;

export type ConversationJobsDeps = {
  repository: ConversationsRepository;
  events: ConversationEvents;
  queue: JobQueue;
  ai: AiEngine;
  clock: Clock;
  config: Pick<Config, 'ai'>;
  /** The language a user writes in when not writing Japanese: their translation language. */
  translationLanguageOf: (userId: string) => Promise<OtherLanguage>;
};

/**
 * The conversation's background work. `message.enhance` adds readings, translation and recommended words
 * to one message; `conversation.reply` writes the characters' replies to a learner's message. Both are
 * safe to run again: enhancement is written only while pending, and a reply is stored under its unique key
 * (`reply:<message id>:<character id>`), so a retried job finds what an earlier attempt wrote.
 */
export function createConversationJobs(deps: ConversationJobsDeps) {
  const { repository, events, queue, ai, clock, config } = deps;
  const types = conversationJobTypes(config);

  const enqueueEnhancement = (messageId: string) =>
    queue.enqueue(
      types.enhanceMessage,
      { message_id: messageId },
      { idempotencyKey: `message.enhance:${messageId}` },
    );
  const enqueueReplies = (messageId: string) =>
    queue.enqueue(
      types.reply,
      { message_id: messageId },
      { idempotencyKey: `conversation.reply:${messageId}` },
    );

  const enhanceHandler: JobHandler<MessageJobPayload> = {
    ...types.enhanceMessage,
    async handle({ message_id }, { attempt, signal, log }) {
      const message = await repository.findMessage(message_id);
      // Deleted with its conversation or its sender's account, or enhanced by an earlier run.
      if (message?.enhancement_status !== 'pending') return;
      const conversation = await repository.findConversation(message.conversation_id);
      if (!conversation) return;
      const otherLanguage = message.sender_user_id
        ? await deps.translationLanguageOf(message.sender_user_id)
        : 'English';
      const result = await enhanceMessage(ai, {
        content: message.content,
        language: detectLanguage(message.content, otherLanguage),
        level: levelOf(conversation),
        finalAttempt: attempt >= types.enhanceMessage.maxAttempts,
        signal,
        log,
      });
      if (await repository.completeEnhancement(message.id, result)) {
        await events.messageChanged(conversation.id, message.id);
      }
    },
  };

  async function historyFor(
    conversation: ConversationRow,
    trigger: MessageRow,
    speakers: Map<string, string>,
  ): Promise<ChatTurn[]> {
    const rows = await repository.historyFor(conversation.id, trigger.seq, HISTORY_LIMIT);
    return rows.map((row) => ({
      speaker: speakers.get(row.sender_id) ?? 'learner',
      role: row.role === 'assistant' ? 'character' : 'learner',
      content: row.content,
    }));
  }

  async function writeReply(
    conversation: ConversationRow,
    trigger: MessageRow,
    character: CharacterDefinition,
    speakers: Map<string, string>,
    signal: AbortSignal,
  ): Promise<MessageRow | undefined> {
    await events.typing(conversation.id, character.id, true);
    try {
      const { content, levelAboveShare } = await writeLevelledReply(
        ai,
        {
          character,
          learnerLevel: levelOf(conversation),
          topic: conversation.topic,
          history: await historyFor(conversation, trigger, speakers),
          signal,
        },
        config.ai.levelThreshold,
      );
      if (!content) throw new Error(`${character.alias}'s reply was empty`);
      const stored = await repository.insertMessage({
        id: newId(),
        conversation_id: conversation.id,
        sender_id: character.id,
        sender_user_id: null,
        role: 'assistant',
        content,
        ...AWAITING_ENHANCEMENT,
        level_above_share: levelAboveShare,
        idempotency_key: replyKey(trigger.id, character.id),
        created_at: clock.now(),
      });
      return stored?.message;
    } finally {
      await events.typing(conversation.id, character.id, false);
    }
  }

  const replyHandler: JobHandler<MessageJobPayload> = {
    ...types.reply,
    async handle({ message_id }, { signal }) {
      const trigger = await repository.findMessage(message_id);
      if (trigger?.role !== 'user') return;
      const conversation = await repository.findConversation(trigger.conversation_id);
      if (!conversation) return;
      const participants = await repository.listParticipants([conversation.id]);
      const characters = participants.flatMap((participant) => {
        const character =
          participant.type === 'assistant' ? findCharacter(participant.participant_id) : undefined;
        return character ? [character] : [];
      });
      if (characters.length === 0) return;
      const speakers = new Map<string, string>([
        ...CHARACTERS.map((character): [string, string] => [character.id, character.alias]),
        ...participants.flatMap((participant): [string, string][] =>
          participant.user_alias === null ? [] : [[participant.participant_id, participant.user_alias]],
        ),
      ]);
      const responders = respondersTo({
        characters,
        content: trigger.content,
        earlierCharacterSenders: await repository.characterSendersBefore(conversation.id, trigger.seq),
        learnerMessageNumber: await repository.countUserMessagesUpTo(conversation.id, trigger.seq),
      });
      for (const character of responders) {
        // Written by an earlier attempt of this job: kept, and the next character sees it in the history.
        const reply =
          (await repository.findMessageByKey(character.id, replyKey(trigger.id, character.id))) ??
          (await writeReply(conversation, trigger, character, speakers, signal));
        if (!reply) return; // the conversation was deleted meanwhile
        await events.messageChanged(conversation.id, reply.id);
        await enqueueEnhancement(reply.id);
      }
    },
  };

  return {
    enqueueEnhancement,
    enqueueReplies,
    handlers: [enhanceHandler, replyHandler],
  };
}
export type ConversationJobs = ReturnType<typeof createConversationJobs>;
