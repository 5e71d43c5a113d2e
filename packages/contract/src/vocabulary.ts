import { z } from 'zod';
import { Generating, JlptLevel, requestId } from './common';
import { PitchAccent } from './pitch-accent';

/** The literal text the data uses for "this word has no kanji form". */
export const NO_KANJI = 'nan';

export const DayItem = z.object({
  vocab_id: z.string(),
  level: JlptLevel,
  /** `NO_KANJI` when the word is written in kana only. */
  kanji: z.string(),
  pronunciation: z.string(),
  english: z.string(),
  /** The word's pitch accents; empty for kanji and for words the accent dictionary lacks. */
  pitch_accent: z.array(PitchAccent),
});
export type DayItem = z.infer<typeof DayItem>;

export const VocabularyOfTheDayResponse = z.object({
  success: z.literal(true),
  vocabulary_of_the_day: DayItem,
});
export type VocabularyOfTheDayResponse = z.infer<typeof VocabularyOfTheDayResponse>;
export const KanjiOfTheDayResponse = z.object({ success: z.literal(true), kanji_of_the_day: DayItem });
export type KanjiOfTheDayResponse = z.infer<typeof KanjiOfTheDayResponse>;

export const VocabType = z.enum(['kanji', 'vocabulary']);
export type VocabType = z.infer<typeof VocabType>;

export const vocabId = requestId('vocab_id');
export const VocabQuery = z.object({ vocab_id: vocabId });
export type VocabQuery = z.infer<typeof VocabQuery>;

/** One catalogue item with the caller's own usage of it. */
export const VocabularyItem = z.object({
  vocab_id: z.string(),
  level: JlptLevel,
  vocabType: VocabType,
  /** `NO_KANJI` when the word is written in kana only. */
  kanji: z.string(),
  pronunciation: z.string(),
  english: z.string(),
  timesUsed: z.number().int().min(0),
  /** Epoch seconds of the last use; null until used. */
  lastUsed: z.number().nullable(),
  /** Average usage quality 0 to 10; `NEVER_RATED` until a use was rated. */
  avgUsageQuality: z.number(),
  /** The word's pitch accents; empty for kanji and for words the accent dictionary lacks. */
  pitch_accent: z.array(PitchAccent),
});
export type VocabularyItem = z.infer<typeof VocabularyItem>;
export const NEVER_RATED = -1;

/** Which JLPT levels to list; a missing flag means "not this level". */
export const FetchCategoriesRequest = z.object({
  n1: z.boolean().default(false),
  n2: z.boolean().default(false),
  n3: z.boolean().default(false),
  n4: z.boolean().default(false),
  n5: z.boolean().default(false),
});
export type FetchCategoriesRequest = z.infer<typeof FetchCategoriesRequest>;
export const FetchCategoriesResponse = z.object({
  success: z.literal(true),
  query_result: z.object({ elements: z.array(VocabularyItem) }),
});
export type FetchCategoriesResponse = z.infer<typeof FetchCategoriesResponse>;

export const VocabResponse = z.object({ success: z.literal(true), vocab: VocabularyItem });
export type VocabResponse = z.infer<typeof VocabResponse>;

export const ExampleSentence = z.object({
  example_sentence_id: z.string(),
  sentence: z.string(),
  sentence_kana: z.string(),
  sentence_translation: z.string(),
  /** 'tatoeba': a real sentence from Tatoeba (CC BY 2.0 FR) with its human translation; 'ai': a model wrote it. */
  source: z.enum(['tatoeba', 'ai']),
});
export type ExampleSentence = z.infer<typeof ExampleSentence>;

export const RelatedWord = z.object({
  vocab_id: z.string(),
  /** `NO_KANJI` when the word is written in kana only. */
  kanji: z.string(),
  pronunciation: z.string(),
  english: z.string(),
  level: JlptLevel,
});
export type RelatedWord = z.infer<typeof RelatedWord>;

/** A sense of a word: parts of speech and usage notes spelled out in English (e.g. 'Ichidan verb'). */
export const DictionarySense = z.object({
  parts_of_speech: z.array(z.string()),
  glosses: z.array(z.string()),
  notes: z.array(z.string()),
});
export type DictionarySense = z.infer<typeof DictionarySense>;

/** A kanji of a word; `vocab_id` and `level` are null for a kanji outside the JLPT catalogue. */
export const WordKanji = z.object({
  vocab_id: z.string().nullable(),
  kanji: z.string(),
  level: JlptLevel.nullable(),
  meanings: z.array(z.string()),
  on_readings: z.array(z.string()),
  kun_readings: z.array(z.string()),
});
export type WordKanji = z.infer<typeof WordKanji>;

export const WordDictionary = z.object({
  vocabType: z.literal('vocabulary'),
  /** As listed: kanji or kana. */
  word: z.string(),
  reading: z.string(),
  senses: z.array(DictionarySense),
  /** Other spellings of the same word and reading. */
  alternative_forms: z.array(z.string()),
  /** The dictionary marks the word as common. */
  common: z.boolean(),
  usually_kana: z.boolean(),
  kanji: z.array(WordKanji),
});
export type WordDictionary = z.infer<typeof WordDictionary>;

export const KanjiDictionary = z.object({
  vocabType: z.literal('kanji'),
  kanji: z.string(),
  /** Katakana. */
  on_readings: z.array(z.string()),
  /** Hiragana; a dot marks okurigana (た.べる), a dash a prefix or suffix. */
  kun_readings: z.array(z.string()),
  meanings: z.array(z.string()),
  strokes: z.number().int(),
  /** School grade (1–6, 8 secondary school, 9–10 name kanji) or null. */
  grade: z.number().int().nullable(),
  /** Common catalogue words written with this kanji, easiest first. */
  common_words: z.array(RelatedWord),
});
export type KanjiDictionary = z.infer<typeof KanjiDictionary>;

export const VocabularyExplanation = z.object({
  explanation: z.string(),
  explanation_kana: z.string(),
  explanation_translation: z.string(),
  example_sentences: z.array(ExampleSentence),
  related_words: z.array(RelatedWord),
  /** What the dictionary says about the item, whoever wrote the explanation text. */
  dictionary: z.discriminatedUnion('vocabType', [WordDictionary, KanjiDictionary]),
  /**
   * 'ai' when a language model wrote the explanation (its examples follow the Tatoeba ones); 'dictionary' when
   * the text comes from the data.
   */
  source: z.enum(['ai', 'dictionary']),
  /** The word's pitch accents; empty for kanji and for words the accent dictionary lacks. */
  pitch_accent: z.array(PitchAccent),
});
export type VocabularyExplanation = z.infer<typeof VocabularyExplanation>;

export const VocabExplanationResponse = z.object({
  success: z.literal(true),
  explanation: VocabularyExplanation,
});
export type VocabExplanationResponse = z.infer<typeof VocabExplanationResponse>;
/** Sent with HTTP 201 while the explanation is being written: ask again after `VOCABULARY_RETRY_MS`. */
export const VocabExplanationGenerating = Generating;
export type VocabExplanationGenerating = Generating;
/** Vocabulary and explanation calls answered with 201 (still being generated) are asked again after this. */
export const VOCABULARY_RETRY_MS = 1000;
