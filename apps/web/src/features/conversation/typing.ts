import type { Message, Participant } from '@kaiwa/contract';

/**
 * Spec §4: a character is about to answer when the conversation has one and the last message is not
 * a character's (or there are no messages yet).
 */
export function awaitsCharacterReply(
  participants: readonly Participant[],
  messages: readonly Message[],
): boolean {
  if (!participants.some((participant) => participant.type === 'assistant')) return false;
  const last = messages.at(-1);
  return last === undefined || last.role !== 'assistant';
}

/** Who the indicator names: the senders reported typing, else the characters the rule expects. */
export function typingAliases(
  participants: readonly Participant[],
  typingSenderIds: ReadonlySet<string>,
): string[] {
  const reported = participants.filter((participant) => typingSenderIds.has(participant.id));
  const who =
    reported.length > 0 ? reported : participants.filter((participant) => participant.type === 'assistant');
  return who.map((participant) => participant.alias);
}
