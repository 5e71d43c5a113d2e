import { createHash } from 'node:crypto';
import type {
  ExampleSentence,
  KanjiDictionary,
  RelatedWord,
  VocabularyExplanation,
  WordDictionary,
  WordKanji,
} from '@kaiwa/contract';
import {
  type Catalogue,
  type CatalogueItem,
  difficulty,
  examplesOf,
  isKanjiChar,
  type KanjiItem,
  toHiragana,
  type VocabularyItem,
} from '@kaiwa/japanese';
import { noteName, partOfSpeechName } from './dictionary-terms';
import { pitchAccentOf } from './pitch-accent';
import { toRelatedWord } from './vocabulary.presenter';

const RELATED_WORDS_LIMIT = 12;
const COMMON_WORDS_LIMIT = 10;

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];

function wordKanji(char: string, catalogue: Catalogue): WordKanji {
  const kanji = catalogue.kanjiOf(char);
  return {
    vocab_id: kanji?.vocab_id ?? null,
    kanji: char,
    level: kanji?.level ?? null,
    meanings: kanji?.meanings ?? [],
    on_readings: kanji?.onReadings ?? [],
    kun_readings: kanji?.kunReadings ?? [],
  };
}

function wordDictionary(item: VocabularyItem, catalogue: Catalogue): WordDictionary {
  return {
    vocabType: 'vocabulary',
    word: item.word,
    reading: item.reading,
    senses: catalogue.sensesOf(item).map((sense) => ({
      parts_of_speech: sense.pos.map(partOfSpeechName),
      glosses: sense.glosses,
      notes: sense.tags.map(noteName),
    })),
    alternative_forms: item.alternativeForms,
    common: item.common,
    usually_kana: item.usuallyKana,
    kanji: unique(item.word)
      .filter(isKanjiChar)
      .map((char) => wordKanji(char, catalogue)),
  };
}

/** Common words written with the kanji, at any level: easiest, then shortest first. */
function commonWordsWith(kanji: KanjiItem, catalogue: Catalogue): RelatedWord[] {
  return catalogue.vocabulary
    .filter((word) => word.common && word.kanji?.includes(kanji.kanji))
    .sort(
      (a, b) =>
        difficulty(a.level) - difficulty(b.level) ||
        a.word.length - b.word.length ||
        (a.vocab_id < b.vocab_id ? -1 : 1),
    )
    .slice(0, COMMON_WORDS_LIMIT)
    .map(toRelatedWord);
}

function kanjiDictionary(item: KanjiItem, catalogue: Catalogue): KanjiDictionary {
  return {
    vocabType: 'kanji',
    kanji: item.kanji,
    on_readings: item.onReadings,
    kun_readings: item.kunReadings,
    meanings: item.meanings,
    strokes: item.strokes,
    grade: item.grade,
    common_words: commonWordsWith(item, catalogue),
  };
}

function gradeText(grade: number): string {
  if (grade <= 6) return `taught in grade ${grade} of elementary school`;
  if (grade === 8) return 'taught in secondary school';
  return 'used in names (jinmeiyō kanji)';
}

function wordText(
  item: VocabularyItem,
  catalogue: Catalogue,
): Pick<VocabularyExplanation, 'explanation' | 'explanation_translation'> {
  const heading = item.word === item.reading ? item.word : `${item.word} (${item.reading})`;
  const senses = catalogue.sensesOf(item);
  const parts = unique(senses.flatMap((sense) => sense.pos)).map(partOfSpeechName);
  const sentences = [`${heading} is a JLPT ${item.level} word.`];
  if (parts.length > 0) sentences.push(`Parts of speech: ${parts.join(', ')}.`);
  if (item.alternativeForms.length > 0) sentences.push(`Also written ${item.alternativeForms.join(', ')}.`);
  if (item.usuallyKana && item.word !== item.reading)
    sentences.push(`Usually written in kana: ${item.reading}.`);
  const meanings = senses.map((sense) => sense.glosses.join('; '));
  return {
    explanation: sentences.join(' '),
    explanation_translation:
      meanings.length === 1 ? (meanings[0] ?? '') : meanings.map((m, i) => `${i + 1}. ${m}`).join(' '),
  };
}

function kanjiText(item: KanjiItem): Pick<VocabularyExplanation, 'explanation' | 'explanation_translation'> {
  const strokes = `${item.strokes} stroke${item.strokes === 1 ? '' : 's'}`;
  const sentences = [
    `${item.kanji} is a JLPT ${item.level} kanji with ${strokes}${item.grade === null ? '' : `, ${gradeText(item.grade)}`}.`,
  ];
  if (item.onReadings.length > 0) sentences.push(`On readings: ${item.onReadings.join('、')}.`);
  if (item.kunReadings.length > 0) sentences.push(`Kun readings: ${item.kunReadings.join('、')}.`);
  return { explanation: sentences.join(' '), explanation_translation: item.meanings.join('; ') };
}

/**
 * A word's Tatoeba example sentences (chosen by the data build), each with its kana from the core. The id
 * derives from the sentence, so cached audio of it stays right when the data is rebuilt.
 */
export async function tatoebaExamples(item: CatalogueItem): Promise<ExampleSentence[]> {
  return Promise.all(
    examplesOf(item.vocab_id).map(async ({ ja, en }) => ({
      example_sentence_id: `${item.vocab_id}-t${createHash('sha1').update(ja).digest('hex').slice(0, 10)}`,
      sentence: ja,
      sentence_kana: await toHiragana(ja),
      sentence_translation: en,
      source: 'tatoeba' as const,
    })),
  );
}

/**
 * The explanation the data alone supports: English text about the item, its kana reading(s), its meanings,
 * its Tatoeba example sentences, related words and the dictionary facts.
 */
export async function dictionaryExplanation(
  item: CatalogueItem,
  catalogue: Catalogue,
): Promise<VocabularyExplanation> {
  const text = item.vocabType === 'kanji' ? kanjiText(item) : wordText(item, catalogue);
  return {
    ...text,
    explanation_kana: item.pronunciation,
    example_sentences: await tatoebaExamples(item),
    related_words: catalogue.relatedWords(item.vocab_id, RELATED_WORDS_LIMIT).map(toRelatedWord),
    dictionary:
      item.vocabType === 'kanji' ? kanjiDictionary(item, catalogue) : wordDictionary(item, catalogue),
    source: 'dictionary',
    pitch_accent: pitchAccentOf(item),
  };
}
