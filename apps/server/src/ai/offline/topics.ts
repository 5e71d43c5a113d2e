import { z } from 'zod';
import { contentOf } from './content';
import topicsJson from './content/topics.json' with { type: 'json' };
import { escapeRegExp } from './text';

export const TOPIC_IDS = [
  'self-introduction',
  'hobbies',
  'food',
  'family',
  'travel',
  'work-school',
  'weather',
  'shopping',
  'generic',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];
export type SpecificTopicId = Exclude<TopicId, 'generic'>;

/** A word the offline tutor recognises in a learner's message. */
const keywordSchema = z.strictObject({
  word: z.string().min(1),
  /** Hiragana (long vowels as ー), so a word written in kana is recognised too. */
  reading: z.string().regex(/^[\u3041-\u3096ー]+$/, 'a reading is written in hiragana'),
  english: z.string().min(1),
  /** Something one can be glad about (a dish, a hobby, a place), so a reaction may repeat it: 「寿司ですか。いいですね！」. */
  echo: z.literal(true).optional(),
});
export type Keyword = z.infer<typeof keywordSchema>;

const topicSchema = z.strictObject({
  /** How the tutor names the topic in Japanese when it opens the conversation. */
  japanese: z.string().min(1),
  english: z.string().min(1),
  /** Lower-case English and Japanese words that identify the topic in a conversation topic or a persona. */
  names: z.array(
    z
      .string()
      .min(1)
      .refine((name) => name === name.toLowerCase(), 'names are lower-case'),
  ),
  keywords: z.array(keywordSchema).min(1),
});
export type Topic = z.infer<typeof topicSchema>;

export const TOPICS: Record<SpecificTopicId, Topic> = contentOf(
  'topics.json',
  z.record(z.enum(TOPIC_IDS).exclude(['generic']), topicSchema),
  topicsJson,
);

function namesTopic(text: string, name: string): boolean {
  // English names must start a word: 'eat' names food in "eating", not in "weather".
  return /^[a-z]/.test(name) ? new RegExp(`\\b${escapeRegExp(name)}`, 'i').test(text) : text.includes(name);
}

/** The topic a text names (a conversation topic, a persona), if any: by topic name, else by its longest keyword. */
export function topicNamedIn(text: string): SpecificTopicId | undefined {
  const entries = Object.entries(TOPICS) as [SpecificTopicId, Topic][];
  const byName = entries.find(([, topic]) => topic.names.some((name) => namesTopic(text, name)));
  if (byName) return byName[0];
  let best: { id: SpecificTopicId; length: number } | undefined;
  for (const [id, topic] of entries) {
    for (const { word } of topic.keywords) {
      if (text.includes(word) && word.length > (best?.length ?? 0)) best = { id, length: word.length };
    }
  }
  return best?.id;
}
