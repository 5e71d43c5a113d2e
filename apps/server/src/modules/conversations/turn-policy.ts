import { escapeRegExp } from '../../ai/offline/text';
import type { CharacterDefinition } from './characters';

/** No learner message gets more character replies than this. */
export const MAX_REPLIES_PER_MESSAGE = 2;
/** In a group, a second character chimes in on every third learner message unless two were addressed. */
export const CHIME_IN_EVERY = 3;

export type TurnInput = {
  /** The conversation's characters, in participant order. */
  characters: readonly CharacterDefinition[];
  /** The learner's message. */
  content: string;
  /** Senders of the character messages before it, oldest first. */
  earlierCharacterSenders: readonly string[];
  /** Learner messages in the conversation up to and including this one (friends' count too). */
  learnerMessageNumber: number;
};

/** Where in `content` the character is addressed (alias, other names, romaji id), or -1. */
function mentionAt(character: CharacterDefinition, content: string): number {
  const positions = [character.alias, ...character.names]
    .map((name) => content.indexOf(name))
    .filter((at) => at >= 0);
  const romaji = new RegExp(`\\b${escapeRegExp(character.id)}\\b`, 'i').exec(content);
  if (romaji) positions.push(romaji.index);
  return positions.length > 0 ? Math.min(...positions) : -1;
}

/**
 * Which characters answer a learner's message, in order. One answers each message: the one the learner
 * addresses by name, else the one who has not spoken for longest (so they take turns). In a group a second
 * one joins when the learner addresses two, or on every third message. Friends-only conversations get no
 * replies. Depends only on what came before the message, so a retried job picks the same characters.
 */
export function respondersTo(input: TurnInput): CharacterDefinition[] {
  const { characters } = input;
  if (characters.length <= 1) return [...characters];

  const addressed = characters
    .map((character) => ({ character, at: mentionAt(character, input.content) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ character }) => character);

  // Never spoken first (in participant order), then whoever spoke longest ago.
  const lastSpokeAt = (character: CharacterDefinition) =>
    input.earlierCharacterSenders.lastIndexOf(character.id);
  const byTurn = characters
    .map((character, position) => ({ character, position, last: lastSpokeAt(character) }))
    .sort((a, b) => a.last - b.last || a.position - b.position)
    .map(({ character }) => character);

  const responders = addressed.length > 0 ? addressed.slice(0, MAX_REPLIES_PER_MESSAGE) : [byTurn[0]!];
  if (responders.length === 1 && input.learnerMessageNumber % CHIME_IN_EVERY === 0) {
    responders.push(byTurn.find((character) => character !== responders[0])!);
  }
  return responders;
}
