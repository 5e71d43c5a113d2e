import { z } from 'zod';
import { contentOf } from './content';
import questionsJson from './content/questions.json' with { type: 'json' };
import { TOPIC_IDS, type TopicId } from './topics';

/**
 * Levels the bank is written for. N1 characters ask N2 questions: an easier question is never wrong, and
 * the offline tutor cannot check that rarer N1 vocabulary would suit the learner.
 */
export const BANK_LEVELS = ['N5', 'N4', 'N3', 'N2'] as const;
export type BankLevel = (typeof BANK_LEVELS)[number];

const japanese = z.string().min(1);

/** One line in the three registers, with its English translation. */
export const lineSchema = z.strictObject({
  english: z.string().min(1),
  丁寧語: japanese,
  砕けた: japanese,
  敬語: japanese,
});
export type Line = z.infer<typeof lineSchema>;

/**
 * Questions per topic and level, each written in all three registers rather than derived, so each sounds
 * natural: 丁寧語 in です/ます, 砕けた in plain forms between friends, 敬語 with honorific verbs and nouns for
 * the learner (いらっしゃる, なさる, 召し上がる, ご家族…). Vocabulary stays within the level's band, apart from
 * the honorific forms a 敬語 character cannot do without: the unit tests measure every line with the
 * Japanese core, as replies are measured.
 */
export const QUESTION_BANK: Record<TopicId, Record<BankLevel, Line[]>> = contentOf(
  'questions.json',
  z.record(z.enum(TOPIC_IDS), z.record(z.enum(BANK_LEVELS), z.array(lineSchema).min(1))),
  questionsJson,
);
