import type { VocabularyItem } from '../../src/types';

const spellings = (item: VocabularyItem) => [item.word, ...item.alternativeForms];

/**
 * Whether two catalogue entries are one word: the lists hold a few words twice in two spellings (ください and
 * 下さい, 有る and 在る), and finding either is finding the word.
 */
export const sameWord = (a: VocabularyItem, b: VocabularyItem) =>
  a === b || (a.reading === b.reading && (spellings(a).includes(b.word) || spellings(b).includes(a.word)));
