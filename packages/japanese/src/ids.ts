import { createHash } from 'node:crypto';

// Ids derive from content so that rebuilding the data, or reordering the lists, never changes them:
// progress and explanations stored against an id stay attached to the same word.

export function kanjiId(kanji: string): string {
  return `k-${kanji.codePointAt(0)!.toString(16)}`;
}

export function vocabularyId(word: string, reading: string): string {
  return `v-${createHash('sha1').update(`${word}|${reading}`).digest('hex').slice(0, 12)}`;
}
