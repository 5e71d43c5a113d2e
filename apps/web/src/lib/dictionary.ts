import { NO_KANJI } from '@kaiwa/contract';

type Word = { kanji: string; pronunciation: string };

/** The kanji to display: blank for kana-only words. */
export function displayKanji(item: Pick<Word, 'kanji'>): string {
  return item.kanji === NO_KANJI ? '' : item.kanji;
}

/** Dictionary search for the word: by its kanji, or by its reading when it has none. */
export function dictionaryUrl(item: Word): string {
  const term = item.kanji === NO_KANJI ? item.pronunciation : item.kanji;
  return `https://jisho.org/search/${encodeURIComponent(term)}`;
}
