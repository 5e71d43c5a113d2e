/**
 * Default topics of conversations with characters, in the order a learner meets them: the first
 * conversation someone starts is about introducing themselves, the next ones go round the everyday themes
 * the offline tutor's question bank covers (so it asks about the topic too). Shown after 'about' in the
 * conversation header.
 */
export const CHARACTER_TOPICS = [
  'self-introduction',
  'hobbies',
  'food',
  'family',
  'travel',
  'work and school',
  'the weather',
  'shopping',
] as const;

/** Conversations with friends only: nobody steers them. */
export const FRIENDS_TOPIC = 'free conversation';

/** The topic of the `count`-th conversation (from 0) a learner starts with characters. */
export const characterTopic = (count: number): string => CHARACTER_TOPICS[count % CHARACTER_TOPICS.length]!;
