import { z } from 'zod';
import type { AiEngine, ChatTurn } from '../../ai/ai-engine';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JapaneseCore } from '../../japanese-core';
import { aiJobTimeoutMs, type JobDefinition } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { Notifier } from '../../realtime/notifier';
import type { AccountService } from '../account/account.service';
import { writeLevelledReply } from './character-reply';
import { CHARACTERS, type CharacterDefinition, findCharacter } from './characters';
import { createConversationEvents } from './conversation-events';
import {
  AWAITING_ENHANCEMENT,
  type ConversationRow,
  createConversationsRepository,
  levelOf,
  type MessageRow,
} from './conversations.repository';
import { detectLanguage, enhanceMessage } from './message-enhancement';
import { MAX_REPLIES_PER_MESSAGE, respondersTo } from './turn-policy';

const MessageJobPayload = z.object({ message_id: z.string().min(1) });
type MessageJobPayload = z.infer<typeof MessageJobPayload>;

/** Messages a character sees when replying. */
const HISTORY_LIMIT = 20;

/** The idempotency key of a character's reply to a message: one reply per message and character, ever. */
export const replyKey = (messageId: string, characterId: string) => `reply:${messageId}:${characterId}`;

/**
 * `message.enhance`: adds readings, translation and recommended words to one message. Safe to run again:
 * the enhancement is written only while pending. One engine call per attempt.
 */
export const enhanceMessageJob: JobDefinition<
  MessageJobPayload,
  {
    db: Db;
    notifier: Notifier;
    japanese: JapaneseCore;
    ai: AiEngine;
    /** The language a user writes in when not writing Japanese is their translation language. */
    account: Pick<AccountService, 'getSettings'>;
  }
> = {
  type: 'message.enhance',
  payload: MessageJobPayload,
  maxAttempts: 3,
  timeoutMs: aiJobTimeoutMs,
  handler({ db, notifier, japanese, ai, account }) {
    const repository = createConversationsRepository(db);
    const events = createConversationEvents(notifier, db);
    return async ({ message_id }, { attempt, signal, log }) => {
      const message = await repository.findMessage(message_id);
      // Deleted with its conversation or its sender's account, or enhanced by an earlier run.
      if (message?.enhancement_status !== 'pending') return;
      const [conversation, otherLanguage] = await Promise.all([
        repository.findConversation(message.conversation_id),
        message.sender_user_id
          ? account.getSettings(message.sender_user_id).then((settings) => settings.translationLanguage)
          : ('English' as const),
      ]);
      if (!conversation) return;
      const result = await enhanceMessage(ai, japanese, {
        content: message.content,
        language: detectLanguage(message.content, otherLanguage),
        level: levelOf(conversation),
        finalAttempt: attempt >= enhanceMessageJob.maxAttempts,
        signal,
        log,
      });
      if (await repository.completeEnhancement(message.id, result)) {
        await events.messageChanged(conversation.id, message.id);
      }
    };
  },
};

/** Queues the enhancement of a message; queueing it again changes nothing. */
export const enqueueEnhancement = (queue: JobQueue, messageId: string) =>
  queue.enqueue(
    enhanceMessageJob,
    { message_id: messageId },
    { idempotencyKey: `message.enhance:${messageId}` },
  );

type ReplyDeps = {
  db: Db;
  notifier: Notifier;
  japanese: JapaneseCore;
  ai: AiEngine;
  queue: JobQueue;
  clock: Clock;
  config: Pick<Config, 'ai'>;
};

/** Writes characters' replies to a learner's message, each stored under its unique key. */
function createReplyWriter({ db, notifier, japanese, ai, queue, clock, config }: ReplyDeps) {
  const repository = createConversationsRepository(db);
  const events = createConversationEvents(notifier, db);

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
    const typing = events.typing(conversation.id, character.id, true);
    try {
      const [history] = await Promise.all([historyFor(conversation, trigger, speakers), typing]);
      const { content, levelAboveShare } = await writeLevelledReply(
        ai,
        japanese,
        { character, learnerLevel: levelOf(conversation), topic: conversation.topic, history, signal },
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

  // Statements that do not depend on each other go out together: on PostgreSQL each round trip waits its turn
  // on a busy machine, and a reply takes a dozen.
  return async (messageId: string, signal: AbortSignal) => {
    const trigger = await repository.findMessage(messageId);
    if (trigger?.role !== 'user') return;
    const [conversation, participants] = await Promise.all([
      repository.findConversation(trigger.conversation_id),
      repository.listParticipants([trigger.conversation_id]),
    ]);
    if (!conversation) return;
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
    // A lone character answers every message; only in a group does what came before decide who answers.
    const responders =
      characters.length === 1
        ? characters
        : respondersTo({
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
      await Promise.all([
        events.messageChanged(conversation.id, reply.id),
        enqueueEnhancement(queue, reply.id),
      ]);
    }
  };
}

/**
 * `conversation.reply`: writes the characters' replies to a learner's message. Safe to run again: a reply is
 * stored under its unique key (`reply:<message id>:<character id>`), so a retried job finds what an earlier
 * attempt wrote. Each attempt may call the engine twice per reply (level control).
 */
export const replyJob: JobDefinition<MessageJobPayload, ReplyDeps> = {
  type: 'conversation.reply',
  payload: MessageJobPayload,
  maxAttempts: 3,
  timeoutMs: (config) => MAX_REPLIES_PER_MESSAGE * 2 * config.ai.timeoutMs + 30_000,
  handler(deps) {
    const reply = createReplyWriter(deps);
    return ({ message_id }, { signal }) => reply(message_id, signal);
  },
};

/** Queues the characters' replies to a learner's message; queueing them again changes nothing. */
export const enqueueReplies = (queue: JobQueue, messageId: string) =>
  queue.enqueue(replyJob, { message_id: messageId }, { idempotencyKey: `conversation.reply:${messageId}` });
