import { isDeepStrictEqual } from 'node:util';
import { buildSpellings, SpellingTable } from './detection-index';
import { kanjiId } from './ids';
import { hasKanji, katakanaToHiragana } from './kana';
import type { JlptLevel } from './levels';
import type {
  CatalogueItem,
  KanjiItem,
  Sense,
  SpellingEntry,
  VocabularyItem,
  VocabularyItemWithSenses,
} from './types';

// The generated catalogue is read by every process at start, so its format is made for loading fast: rows
// rather than objects (the keys repeated on each of 10,000 items were a third of the file), nothing that can
// be derived from another field, and the words' senses, needed only to explain a word, in a file of their own
// read on first need.

/** The items and the spellings detection looks words up by. */
export const CATALOGUE_FILE = 'catalogue.json';
/** Vocabulary id → the word's dictionary senses. */
export const SENSES_FILE = 'senses.json';

const FORMAT = 2;

type VocabularyRow = [
  vocab_id: string,
  level: JlptLevel,
  word: string,
  reading: string,
  english: string,
  partsOfSpeech: string[],
  alternativeForms: string[],
  priorities: string[],
  /** 1: common, 2: usually kana. */
  flags: number,
  /** Downstep and morae of each accent, one after the other. */
  pitchAccent: number[],
];

type KanjiRow = [
  level: JlptLevel,
  kanji: string,
  pronunciation: string,
  onReadings: string[],
  kunReadings: string[],
  meanings: string[],
  strokes: number,
  grade: number | null,
];

export interface CatalogueFile {
  format: typeof FORMAT;
  kanji: KanjiRow[];
  vocabulary: VocabularyRow[];
  /** The written forms of `Spellings`, sorted. */
  spellingKeys: string[];
  /**
   * For each key in turn, the number of its entries, then each as `position * 2 + kana`; the reading is the
   * item's, in hiragana.
   */
  spellingEntries: number[];
}

export type SensesFile = Record<string, Sense[]>;

/** The content of the two files for the build's items. */
export function catalogueFiles(items: readonly (KanjiItem | VocabularyItemWithSenses)[]): {
  catalogue: CatalogueFile;
  senses: SensesFile;
} {
  const kanji = items.filter((item): item is KanjiItem => item.vocabType === 'kanji');
  const vocabulary = items.filter(
    (item): item is VocabularyItemWithSenses => item.vocabType === 'vocabulary',
  );
  // Positions are those of the items as read back: kanji first.
  const spellings = buildSpellings([...kanji, ...vocabulary]);
  const spellingKeys = Object.keys(spellings).sort();
  const spellingEntries = spellingKeys.flatMap((key) => [
    spellings[key]!.length,
    ...spellings[key]!.map(([position, , kana]) => position * 2 + kana),
  ]);
  const senses: SensesFile = {};
  for (const item of vocabulary) senses[item.vocab_id] = item.senses;
  const catalogue: CatalogueFile = {
    format: FORMAT,
    kanji: kanji.map((item) => [
      item.level,
      item.kanji,
      item.pronunciation,
      item.onReadings,
      item.kunReadings,
      item.meanings,
      item.strokes,
      item.grade,
    ]),
    vocabulary: vocabulary.map((item) => [
      item.vocab_id,
      item.level,
      item.word,
      item.reading,
      item.english,
      item.partsOfSpeech,
      item.alternativeForms,
      item.priorities,
      (item.common ? 1 : 0) | (item.usuallyKana ? 2 : 0),
      item.pitchAccent.flatMap(({ downstep, morae }) => [downstep, morae]),
    ]),
    spellingKeys,
    spellingEntries,
  };
  // The fields left out must come back as the build made them.
  const read = readCatalogueFile(catalogue).items;
  [...kanji, ...vocabulary].forEach((item, position) => {
    const { senses: _, ...written } = item as VocabularyItemWithSenses;
    if (!isDeepStrictEqual(read[position], written))
      throw new Error(`${item.vocab_id} does not read back as written: ${JSON.stringify(read[position])}`);
  });
  return { catalogue, senses };
}

/** The items of a catalogue file, kanji first, and its spellings. */
export function readCatalogueFile(file: CatalogueFile): { items: CatalogueItem[]; spellings: SpellingTable } {
  if (file.format !== FORMAT)
    throw new Error('The vocabulary catalogue is of an older format; run: npm run build -w @kaiwa/japanese');
  const items: CatalogueItem[] = [];
  for (const [level, kanji, pronunciation, onReadings, kunReadings, meanings, strokes, grade] of file.kanji) {
    items.push({
      vocab_id: kanjiId(kanji),
      level,
      vocabType: 'kanji',
      kanji,
      pronunciation,
      english: meanings.join(', '),
      onReadings,
      kunReadings,
      meanings,
      strokes,
      grade,
    });
  }
  const readings: string[] = [];
  for (const row of file.vocabulary) {
    const [vocab_id, level, word, reading, english, partsOfSpeech, alternativeForms, priorities, flags] = row;
    const usuallyKana = (flags & 2) !== 0;
    const pitchAccent = [];
    for (let at = 0; at < row[9].length; at += 2)
      pitchAccent.push({ downstep: row[9][at]!, morae: row[9][at + 1]! });
    readings[items.length] = katakanaToHiragana(reading);
    items.push({
      vocab_id,
      level,
      vocabType: 'vocabulary',
      // As the build decides it: a word usually written in kana is shown in kana (為る as する).
      kanji: hasKanji(word) && !usuallyKana ? word : null,
      pronunciation: reading,
      english,
      word,
      reading,
      partsOfSpeech,
      alternativeForms,
      priorities,
      common: (flags & 1) !== 0,
      usuallyKana,
      pitchAccent,
    } satisfies VocabularyItem);
  }
  const { spellingKeys, spellingEntries } = file;
  const starts: number[] = [];
  for (let at = 0; starts.length < spellingKeys.length; at += spellingEntries[at]! + 1) starts.push(at);
  const entriesAt = (index: number) => {
    const start = starts[index]!;
    const entries: SpellingEntry[] = [];
    for (let at = start + 1; at <= start + spellingEntries[start]!; at++) {
      const position = spellingEntries[at]! >> 1;
      entries.push([position, readings[position]!, (spellingEntries[at]! & 1) as 0 | 1]);
    }
    return entries;
  };
  return { items, spellings: new SpellingTable(spellingKeys, entriesAt) };
}
