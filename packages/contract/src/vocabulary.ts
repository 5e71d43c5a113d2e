import { z } from 'zod';
import { JlptLevel } from './common';

/** Vocabulary paths, relative to the API base path. */
export const VocabularyRoutes = {
  vocabularyOfTheDay: '/vocabulary/vocabulary_of_the_day',
  kanjiOfTheDay: '/vocabulary/kanji_of_the_day',
} as const;

/** The literal text the data uses for "this word has no kanji form". */
export const NO_KANJI = 'nan';

export const DayItem = z.object({
  vocab_id: z.string(),
  level: JlptLevel,
  /** `NO_KANJI` when the word is written in kana only. */
  kanji: z.string(),
  pronunciation: z.string(),
  english: z.string(),
});
export type DayItem = z.infer<typeof DayItem>;

export const VocabularyOfTheDayResponse = z.object({
  success: z.literal(true),
  vocabulary_of_the_day: DayItem,
});
export type VocabularyOfTheDayResponse = z.infer<typeof VocabularyOfTheDayResponse>;
export const KanjiOfTheDayResponse = z.object({ success: z.literal(true), kanji_of_the_day: DayItem });
export type KanjiOfTheDayResponse = z.infer<typeof KanjiOfTheDayResponse>;
