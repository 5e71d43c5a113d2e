import { readGeneratedJson } from './catalogue';

/** A Japanese sentence with its English translation (Tatoeba, written by people). */
export interface ExampleSentencePair {
  ja: string;
  en: string;
}

/** Where the data build writes each vocabulary item's example sentences, by id. */
export const EXAMPLES_FILE = 'examples.json';

let loaded: Record<string, ExampleSentencePair[]> | undefined;

function examples(): Record<string, ExampleSentencePair[]> {
  loaded ??= Object.setPrototypeOf(readGeneratedJson(EXAMPLES_FILE, 'example sentences'), null) as Record<
    string,
    ExampleSentencePair[]
  >;
  return loaded;
}

/**
 * Up to three Tatoeba example sentences of a word, the most readable first (see the data build); none for a
 * kanji or a word without one. Read once per process, on first use (a server's or worker's is its start-up
 * warm-up, `warmUpAnalysis`).
 */
export function examplesOf(vocabId: string): readonly ExampleSentencePair[] {
  return examples()[vocabId] ?? [];
}

/** The Japanese of every example sentence, in the file's order (a sentence shared by two words comes twice). */
export function exampleSentences(): string[] {
  return Object.values(examples()).flatMap((pairs) => pairs.map((pair) => pair.ja));
}
