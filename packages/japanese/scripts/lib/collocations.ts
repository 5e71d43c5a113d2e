import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLOCATIONS_FILE, type Collocations } from '../../src/collocations';
import { withoutSpaces } from '../../src/detect';
import { isNoun, sameWord } from '../../src/detection-index';
import type { ExampleSentencePair } from '../../src/examples';
import { hasKanji } from '../../src/kana';
import { basicReading } from '../../src/readings';
import { tokenize } from '../../src/tokenizer';
import type { VocabularyItem } from '../../src/types';

// The nouns a beginner writes in kana (see the kana nouns).
const EASY_LEVELS = new Set(['N5', 'N4']);

/**
 * For each sound of two easy nouns or more (あめ: 雨 and 飴, N5 both), the verbs and adjectives that follow each
 * noun after a particle in `pairs`' sentences, by their reading (雨が降る: ふる), where no other noun of the sound
 * is followed by them: detection tells a beginner's kana noun by them (see `nounSaidWith`).
 */
export async function collocationsOf(
  pairs: readonly ExampleSentencePair[],
  vocabulary: readonly VocabularyItem[],
): Promise<Collocations> {
  const nounsBySound = new Map<string, VocabularyItem[]>();
  for (const item of vocabulary)
    if (EASY_LEVELS.has(item.level) && isNoun(item) && hasKanji(item.word))
      nounsBySound.set(item.reading, [...(nounsBySound.get(item.reading) ?? []), item]);
  // Each spelling of a noun that shares its sound with another word (not 体 and 身体, one word in two
  // spellings), with the noun's sound and listed word; a listed word before a spelling of another's.
  const nounOf = new Map<string, { sound: string; word: string }>();
  for (const [sound, nouns] of nounsBySound) {
    if (nouns.every((noun) => sameWord(noun, nouns[0]!))) continue;
    for (const noun of nouns)
      for (const spelling of noun.alternativeForms) nounOf.set(spelling, { sound, word: noun.word });
    for (const noun of nouns) nounOf.set(noun.word, { sound, word: noun.word });
  }
  // The nouns each predicate follows, by sound.
  const seen = new Map<string, Map<string, Set<string>>>();
  for (const { ja } of pairs) {
    const tokens = withoutSpaces(await tokenize(ja));
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [noun, particle, predicate] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
      const known = nounOf.get(noun.surface);
      if (!known || noun.pos !== '名詞' || particle.pos !== '助詞') continue;
      if (predicate.pos !== '動詞' && predicate.pos !== '形容詞') continue;
      const reading = basicReading(predicate);
      if (reading === undefined) continue;
      const bySound = seen.get(known.sound) ?? new Map<string, Set<string>>();
      seen.set(known.sound, bySound.set(reading, (bySound.get(reading) ?? new Set()).add(known.word)));
    }
  }
  const collocations: Collocations = {};
  for (const [sound, byPredicate] of [...seen].sort(([a], [b]) => (a < b ? -1 : 1)))
    for (const [predicate, words] of [...byPredicate].sort(([a], [b]) => (a < b ? -1 : 1)))
      if (words.size === 1) {
        const word = [...words][0]!;
        const nouns = collocations[sound] ?? {};
        nouns[word] = [...(nouns[word] ?? []), predicate];
        collocations[sound] = nouns;
      }
  return collocations;
}

/** Writes the collocations next to the catalogue; returns how many nouns have some. */
export async function writeCollocations(
  pairs: readonly ExampleSentencePair[],
  vocabulary: readonly VocabularyItem[],
  outDir: string,
): Promise<number> {
  const collocations = await collocationsOf(pairs, vocabulary);
  writeFileSync(join(outDir, COLLOCATIONS_FILE), JSON.stringify(collocations));
  return Object.values(collocations).reduce((sum, nouns) => sum + Object.keys(nouns).length, 0);
}
