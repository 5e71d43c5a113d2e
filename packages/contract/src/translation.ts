import { z } from 'zod';
import { formatCount, freeText, JlptLevel, Language, requestId } from './common';
import { VocabType } from './vocabulary';

/** Spec §9: the history shows at most this many translations, newest first. */
export const TRANSLATION_HISTORY_LIMIT = 100;
/** Both in code points (see `textLength`). */
export const TRANSLATION_MAX_LENGTH = 5000;
export const TRANSLATION_CONTEXT_MAX_LENGTH = 1000;

export const TRANSLATION_MESSAGES = {
  blankText: 'Please enter text to translate',
  sameLanguages: 'Source and target languages must be different',
  noJapanese: 'One language must be Japanese',
  textTooLong: `Text to translate can be at most ${formatCount(TRANSLATION_MAX_LENGTH)} characters long`,
  contextTooLong: `The context can be at most ${formatCount(TRANSLATION_CONTEXT_MAX_LENGTH)} characters long`,
} as const;

/**
 * The rules of spec §5 in their order, for the client's form and the server alike: the first broken rule's
 * message, or null when the request may be sent.
 */
export function translationRequestProblem(request: {
  input_text: string;
  source_language: Language;
  target_language: Language;
}): string | null {
  if (!request.input_text.trim()) return TRANSLATION_MESSAGES.blankText;
  if (request.source_language === request.target_language) return TRANSLATION_MESSAGES.sameLanguages;
  if (request.source_language !== 'Japanese' && request.target_language !== 'Japanese') {
    return TRANSLATION_MESSAGES.noJapanese;
  }
  return null;
}

const language = z.enum(Language.options, { error: 'Please choose a supported language' });

export const SubmitTranslationRequest = z
  .object({
    input_text: freeText({
      label: 'Text to translate',
      blank: TRANSLATION_MESSAGES.blankText,
      max: TRANSLATION_MAX_LENGTH,
      tooLong: TRANSLATION_MESSAGES.textTooLong,
      multiline: true,
    }),
    source_language: language,
    target_language: language,
    /** Optional hint about the situation the text is used in; passed to the model. */
    context: freeText({
      label: 'The context',
      max: TRANSLATION_CONTEXT_MAX_LENGTH,
      tooLong: TRANSLATION_MESSAGES.contextTooLong,
      multiline: true,
    })
      .nullish()
      .transform((value) => value ?? ''),
  })
  .superRefine((request, ctx) => {
    const problem = translationRequestProblem(request);
    // A blank text is already reported on its own field.
    if (problem && problem !== TRANSLATION_MESSAGES.blankText) {
      ctx.addIssue({ code: 'custom', path: ['target_language'], message: problem });
    }
  });
export type SubmitTranslationRequest = z.input<typeof SubmitTranslationRequest>;

export const TranslationStatus = z.enum(['Pending', 'Completed', 'Failed']);
export type TranslationStatus = z.infer<typeof TranslationStatus>;

/** A catalogue word or kanji found in the Japanese side of a translation (by the Japanese core, not a model). */
export const DetectedVocab = z.object({
  vocab_id: z.string(),
  /** `NO_KANJI` when the word is written in kana only. */
  kanji: z.string(),
  pronunciation: z.string(),
  english: z.string(),
  vocabType: VocabType,
  level: JlptLevel,
});
export type DetectedVocab = z.infer<typeof DetectedVocab>;

/**
 * One translation. Whatever the direction, `japanese_text` holds the Japanese side and `otherLanguage_text`
 * the other one; the side being produced holds the partial translation while Pending and is '' until the
 * first part arrives. `kana_text` and `detected_vocabs` describe the Japanese side once it is known.
 */
export const Translation = z.object({
  translation_id: z.string(),
  input_text: z.string(),
  source_language: Language,
  target_language: Language,
  context: z.string(),
  kana_text: z.string(),
  japanese_text: z.string(),
  otherLanguage_text: z.string(),
  status: TranslationStatus,
  /** Epoch milliseconds. */
  createdAt: z.number(),
  detected_vocabs: z.array(DetectedVocab),
  /** Why a Failed translation failed; null otherwise. */
  error: z.string().nullable(),
});
export type Translation = z.infer<typeof Translation>;

export const TranslationHistoryResponse = z.object({
  success: z.literal(true),
  translations: z.array(Translation),
});
export type TranslationHistoryResponse = z.infer<typeof TranslationHistoryResponse>;

export const SubmitTranslationResponse = z.object({
  success: z.literal(true),
  translation_id: z.string(),
  translation: Translation,
});
export type SubmitTranslationResponse = z.infer<typeof SubmitTranslationResponse>;

const translationId = requestId('translation_id');

export const TranslationQuery = z.object({ translation_id: translationId });
export type TranslationQuery = z.infer<typeof TranslationQuery>;

export const TranslationResponse = z.object({
  success: z.literal(true),
  status: TranslationStatus,
  translation: Translation,
});
export type TranslationResponse = z.infer<typeof TranslationResponse>;

export const DeleteTranslationRequest = z.object({ translation_id: translationId });
export type DeleteTranslationRequest = z.infer<typeof DeleteTranslationRequest>;
