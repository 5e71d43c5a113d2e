import type { FuriganaSegment, JlptLevel, Language, OtherLanguage, WordAccent } from '@kaiwa/contract';
import {
  type Catalogue,
  type FuriganaSegment as CoreFuriganaSegment,
  recommendedFrom,
  type Token,
  wordsOf,
} from '@kaiwa/japanese';
import type { Logger } from 'pino';
import { type AiEngine, AiUnsupportedError } from '../../ai/ai-engine';
import { JAPANESE_CHARACTER } from '../../ai/offline/text';
import type { JapaneseCore } from '../../japanese-core';
import { jobFailureText } from '../../jobs/job-failure';
import { pitchAccentOf } from '../vocabulary/pitch-accent';
import { toRecommendedWord } from '../vocabulary/vocabulary.presenter';
import type { EnhancementResult } from './conversations.repository';

/**
 * Japanese when the text has any kana or kanji (a learner mixing in English still writes Japanese);
 * otherwise the text is taken to be in the sender's translation language (English for characters).
 */
export function detectLanguage(text: string, otherLanguage: OtherLanguage): Language {
  return JAPANESE_CHARACTER.test(text) ? 'Japanese' : otherLanguage;
}

/**
 * The catalogue words of a text with their dictionary accent, for the Kana view's word-by-word accents.
 * Each word gets its dictionary form's accent as it would be said alone: inflection (食べ↓ました) and the
 * way words join in a phrase move accents, which this does not attempt.
 */
function wordAccentsOf(tokens: readonly Token[], catalogue: Catalogue): WordAccent[] {
  const words = wordsOf(tokens, catalogue);
  // The words of a compound written in kana share its letters (にほんご: 日本 and 語), and neither accent is the
  // compound's: it gets none.
  const spans = new Map<string, number>();
  for (const { start, end } of words) spans.set(`${start}-${end}`, (spans.get(`${start}-${end}`) ?? 0) + 1);
  const shared = (start: number, end: number) => spans.get(`${start}-${end}`)! > 1;
  return words.flatMap(({ item, start, end }): WordAccent[] => {
    const accents = shared(start, end) ? [] : pitchAccentOf(item);
    return accents.length > 0
      ? [{ start, end, vocab_id: item.vocab_id, word: item.word, pitch_accent: accents }]
      : [];
  });
}

/** A ruby segment as the API gives it. */
const toFuriganaSegment = ({ text, reading, lowConfidence }: CoreFuriganaSegment): FuriganaSegment => ({
  text,
  ...(reading === undefined ? {} : { reading }),
  ...(lowConfidence ? { low_confidence: true } : {}),
});

/** Words of a Japanese text at or above the learner's level, from the catalogue. */
async function japaneseAnalysis(japanese: JapaneseCore, text: string, level: JlptLevel) {
  const { tokens, hiragana, furigana, usage } = await japanese.analyze(text);
  return {
    hiragana,
    furigana: furigana.map(toFuriganaSegment),
    recommended: recommendedFrom(usage, level).map(toRecommendedWord),
    wordAccents: wordAccentsOf(tokens, japanese.catalogue),
  };
}

export type EnhanceInput = {
  content: string;
  language: Language;
  /** Recommended words are those at or above this level. */
  level: JlptLevel;
  /** Whether a failed translation is final (last attempt): otherwise it is thrown so the job runs again. */
  finalAttempt: boolean;
  signal: AbortSignal;
  log: Logger;
};

/**
 * A message's enhancement. Readings and recommended words come from the Japanese core; only the translation
 * comes from the AI engine. Japanese text is translated into English; other text into Japanese, whose
 * words are then recommended. A translation the engine cannot do, or that fails on the last attempt, marks
 * the enhancement failed with a message for users (the engine's reason, or a fixed one) and keeps everything
 * else.
 */
export async function enhanceMessage(
  ai: AiEngine,
  core: JapaneseCore,
  input: EnhanceInput,
): Promise<EnhancementResult> {
  const { content, language, level, signal } = input;
  const japanese = language === 'Japanese';
  const reading = japanese ? await japaneseAnalysis(core, content, level) : undefined;
  let translation: string | undefined;
  let failure: string | undefined;
  try {
    const output = await ai.translateMessage({
      text: content,
      from: language,
      to: japanese ? 'English' : 'Japanese',
      signal,
    });
    translation = output.translation;
  } catch (error) {
    // A stopping worker or a timed-out attempt is not the engine's answer: the queue decides what happens.
    if (!(error instanceof AiUnsupportedError) && (!input.finalAttempt || signal.aborted)) throw error;
    failure = jobFailureText('messageTranslation', error, input.log);
  }
  const recommended = reading
    ? reading.recommended
    : translation === undefined
      ? null
      : (await japaneseAnalysis(core, translation, level)).recommended;
  return {
    content_language: language,
    hiragana: reading?.hiragana ?? null,
    furigana: reading ? JSON.stringify(reading.furigana) : null,
    translation_english: japanese ? (translation ?? null) : null,
    translation_japanese: japanese ? null : (translation ?? null),
    recommended_words: recommended && JSON.stringify(recommended),
    word_accents: reading ? JSON.stringify(reading.wordAccents) : null,
    enhancement_status: failure === undefined ? 'completed' : 'failed',
    enhancement_error: failure ?? null,
  };
}
