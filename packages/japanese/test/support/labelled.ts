import { readFileSync } from 'node:fs';
import { loadCatalogue } from '../../src/catalogue';
import { wordsOf } from '../../src/detect';
import { sameWord } from '../../src/detection-index';
import { tokenize } from '../../src/tokenizer';
import type { VocabularyItem } from '../../src/types';

/** A sentence and the catalogue words it uses, as labelled by hand: `word[reading]`. */
export interface Sentence {
  text: string;
  labels: string[];
}

/** The sentences of a test file in the labelled format: the sentence, a tab, its labels; `#` starts a comment. */
export function labelledSentences(file: URL): Sentence[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [text, labels = ''] = line.split('\t');
      return { text: text!, labels: labels.split(' ').filter((label) => label !== '') };
    });
}

const catalogue = loadCatalogue();

/** The catalogue entry a label `word[reading]` names. */
export function itemOf(label: string): VocabularyItem | undefined {
  const [, word, reading] = /^(.+)\[(.+)\]$/.exec(label) ?? [];
  if (word === undefined) return undefined;
  return catalogue.wordsWrittenAs(word).find((item) => item.reading === reading);
}

/** The labels of `sets` that name no catalogue entry. */
export const unlistedLabels = (...sets: (readonly Sentence[])[]) =>
  sets.flat().flatMap(({ labels }) => labels.filter((label) => !itemOf(label)));

const name = (item: VocabularyItem) => `${item.word}[${item.reading}]`;

export interface Score {
  labelled: number;
  detected: number;
  misses: string[];
  falseHits: string[];
}

/** Detection against the labels: recall is the share of labelled words found, precision the share of found words labelled. */
export async function score(set: readonly Sentence[]): Promise<Score> {
  const result: Score = { labelled: 0, detected: 0, misses: [], falseHits: [] };
  for (const { text, labels } of set) {
    const gold = labels.map((label) => itemOf(label)!);
    const found: VocabularyItem[] = [];
    for (const { item } of wordsOf(await tokenize(text), catalogue))
      if (!found.some((other) => sameWord(other, item))) found.push(item);
    result.labelled += gold.length;
    result.detected += found.length;
    for (const item of gold)
      if (!found.some((other) => sameWord(other, item))) result.misses.push(`${name(item)} in ${text}`);
    for (const item of found)
      if (!gold.some((other) => sameWord(other, item))) result.falseHits.push(`${name(item)} in ${text}`);
  }
  return result;
}

export const recall = (s: Score) => 1 - s.misses.length / s.labelled;
export const precision = (s: Score) => 1 - s.falseHits.length / s.detected;

/** Prints a part's figures, its misses and its false hits. */
export function report(title: string, set: readonly Sentence[], s: Score): void {
  console.log(
    `${title}: ${set.length} sentences, ${s.labelled} labelled words; ` +
      `recall ${(100 * recall(s)).toFixed(1)}%, precision ${(100 * precision(s)).toFixed(1)}%\n` +
      `misses (${s.misses.length}):\n  ${s.misses.join('\n  ')}\n` +
      `false hits (${s.falseHits.length}):\n  ${s.falseHits.join('\n  ')}`,
  );
}
