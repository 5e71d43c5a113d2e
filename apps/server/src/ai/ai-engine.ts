import type { JlptLevel, Language, PoliteLevel } from '@kaiwa/contract';
import { z } from 'zod';
import { UserFacingError } from '../lib/user-facing-error';

/** Register of speech a character keeps to (spec §3 Character.polite_level): the contract's. */
export type { PoliteLevel };

export type CharacterProfile = {
  id: string;
  /** Japanese name as shown in the chat, e.g. 'ゆき先生'. */
  alias: string;
  level: JlptLevel;
  politeLevel: PoliteLevel;
  /** Who the character is, in English, for prompts and for the offline engine's choices. */
  persona: string;
};

export type ChatTurn = {
  /** Alias of the speaker as shown in the conversation. */
  speaker: string;
  role: 'learner' | 'character';
  content: string;
};

export type CharacterReplyInput = {
  character: CharacterProfile;
  /** The learner's JLPT training level: the reply's vocabulary should stay at or below it. */
  learnerLevel: JlptLevel;
  topic: string;
  history: ChatTurn[];
  /** Set on a regeneration: what was wrong with the previous attempt (e.g. words above the learner's level). */
  feedback?: string;
  signal?: AbortSignal;
};

export type TranslateInput = {
  text: string;
  from: Language;
  to: Language;
  /** Optional hint from the learner about the situation the text is used in. */
  context?: string;
  signal?: AbortSignal;
  /**
   * Called with the translation so far while it is being produced (streaming providers). After an invalid
   * answer is asked for again, the text so far starts over.
   */
  onPartial?: (partial: string) => void;
};

export type ExplainInput = {
  word: string;
  reading: string;
  meanings: string[];
  level: JlptLevel;
  vocabType: 'kanji' | 'vocabulary';
  signal?: AbortSignal;
};

export type UsageItem = { kanji: string | null; pronunciation: string; english: string };
export type JudgeUsageInput = { message: string; items: UsageItem[]; signal?: AbortSignal };

/** Structured outputs every engine must produce; real models are held to these schemas. */
export const CharacterReplyOutput = z.object({ reply: z.string().min(1).max(600) });
export type CharacterReplyOutput = z.infer<typeof CharacterReplyOutput>;

export const TranslationOutput = z.object({ translation: z.string().min(1) });
export type TranslationOutput = z.infer<typeof TranslationOutput>;

export const ExplanationOutput = z.object({
  explanation: z.string().min(1),
  explanation_translation: z.string().min(1),
  example_sentences: z
    .array(z.object({ sentence: z.string().min(1), sentence_translation: z.string().min(1) }))
    .min(1)
    .max(5),
});
export type ExplanationOutput = z.infer<typeof ExplanationOutput>;

export const UsageJudgementOutput = z.object({
  judgements: z.array(
    z.object({
      index: z.number().int().min(0),
      quality: z.number().min(0).max(10),
      /**
       * The learner's message rewritten with the item used correctly, for an item used with a mistake. Models
       * often send null or "" for "none": both mean no correction.
       */
      correction: z.string().max(600).nullish(),
    }),
  ),
});
export type UsageJudgementOutput = z.infer<typeof UsageJudgementOutput>;

/**
 * The product's AI tasks. Kana readings, tokens, lemmas and JLPT levels never come from here: the Japanese
 * core computes them. Implementations: the `ai` SDK (OpenAI, Anthropic, Google, OpenAI-compatible) and the
 * offline engine.
 */
export interface AiEngine {
  /** Shown to users (About page, conversation header), e.g. 'Offline tutor' or 'openai · gpt-4o-mini'. */
  readonly label: string;
  readonly kind: 'offline' | 'provider';
  characterReply(input: CharacterReplyInput): Promise<CharacterReplyOutput>;
  /** Translation of one chat message (learner's or character's). */
  translateMessage(input: TranslateInput): Promise<TranslationOutput>;
  /** Translation tool: may stream partial text through `onPartial`. */
  translateText(input: TranslateInput): Promise<TranslationOutput>;
  explainVocabulary(input: ExplainInput): Promise<ExplanationOutput>;
  judgeUsage(input: JudgeUsageInput): Promise<UsageJudgementOutput>;
}

/** A task the engine cannot do (e.g. offline translation into Korean): the job fails with this reason at once. */
export class AiUnsupportedError extends UserFacingError {}
