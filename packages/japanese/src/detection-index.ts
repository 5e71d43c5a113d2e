import { hasKanji, isKanjiChar, katakanaToHiragana } from './kana';
import type { CatalogueItem, DetectionIndex, SpellingEntry } from './types';

export type { DetectionIndex, SpellingEntry };

export function buildDetectionIndex(items: readonly CatalogueItem[]): DetectionIndex {
  const spellings: Record<string, SpellingEntry[]> = {};
  const prefixes: Record<string, 1> = {};
  const byKanji: Record<string, number[]> = {};
  const readingCount = new Map<string, number>();
  for (const item of items) {
    if (item.vocabType !== 'vocabulary') continue;
    const reading = katakanaToHiragana(item.reading);
    readingCount.set(reading, (readingCount.get(reading) ?? 0) + 1);
  }
  const add = (key: string, entry: SpellingEntry) => {
    const list = spellings[key];
    if (!list) spellings[key] = [entry];
    else if (!list.some(([position]) => position === entry[0])) list.push(entry);
    for (let end = 1; end < key.length; end++) prefixes[key.slice(0, end)] = 1;
  };
  items.forEach((item, position) => {
    if (item.vocabType !== 'vocabulary') return;
    const reading = katakanaToHiragana(item.reading);
    for (const form of [item.word, ...item.alternativeForms]) add(form, [position, reading, 0]);
    // A word written with kanji also counts when spelled in kana if that is its usual spelling, or if no
    // other catalogue word sounds the same (たべる can only be 食べる, but はし is 橋 or 箸).
    if (hasKanji(item.word) && (item.usuallyKana || readingCount.get(reading) === 1))
      add(reading, [position, reading, 1]);
    for (const char of new Set(item.word)) {
      if (!isKanjiChar(char)) continue;
      const list = byKanji[char];
      if (list) list.push(position);
      else byKanji[char] = [position];
    }
  });
  // Direct spellings first, so a word's own spelling wins over another word's kana spelling.
  for (const list of Object.values(spellings)) list.sort((a, b) => a[2] - b[2]);
  return { spellings, prefixes, byKanji };
}
