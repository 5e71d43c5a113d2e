import { z } from 'zod';
import { contentOf } from './content';
import phrasesJson from './content/phrases.json' with { type: 'json' };
import { lineSchema } from './question-bank';

/** A word (by dictionary form, or by stem when the tokenizer is unavailable) that calls for a reaction or a question. */
const cueSchema = z
  .strictObject({
    lemmas: z.array(z.string().min(1)).min(1),
    stems: z.array(z.string().min(1)).min(1),
    reaction: lineSchema.optional(),
    question: lineSchema.optional(),
  })
  .refine((cue) => cue.reaction || cue.question, 'a cue calls for a reaction, a question or both');
export type Cue = z.infer<typeof cueSchema>;

/*
 * Everything the offline tutor says besides the bank's questions. Slots: {name} the character's name,
 * {topic} the conversation topic, {word} a keyword from the learner's message. All of it is N5 Japanese
 * (honorific set phrases aside), so it suits a character of any level.
 */
export const {
  greetings: GREETINGS,
  topicIntro: TOPIC_INTRO,
  acknowledgements: ACKNOWLEDGEMENTS,
  echoReactions: ECHO_REACTIONS,
  cues: CUES,
  confusedReaction: CONFUSED_REACTION,
  notJapaneseReaction: NOT_JAPANESE_REACTION,
} = contentOf(
  'phrases.json',
  z.strictObject({
    greetings: z.array(lineSchema).min(1),
    topicIntro: lineSchema,
    /** Said when nothing in the learner's message was recognised: honest, and never pretending to understand more. */
    acknowledgements: z.array(lineSchema).min(1),
    /** Reactions that repeat a keyword the learner used, for things one can be glad about. */
    echoReactions: z.array(lineSchema).min(1),
    cues: z.array(cueSchema),
    confusedReaction: lineSchema,
    notJapaneseReaction: lineSchema,
  }),
  phrasesJson,
);

/** "I don't understand" in its usual forms; a negation the word list alone cannot show. */
export const CONFUSED = /(分|わ)か(らない|らなかった|らなくて|りません)/;
