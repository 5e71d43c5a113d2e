import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLOCATIONS_FILE, type Collocations, type SaidWith } from '../../src/collocations';
import { withoutSpaces } from '../../src/detect';
import { isAdjective, isNoun, isVerb, sameWord } from '../../src/detection-index';
import type { ExampleSentencePair } from '../../src/examples';
import { hasKanji } from '../../src/kana';
import { basicReading } from '../../src/readings';
import { tokenize } from '../../src/tokenizer';
import type { VocabularyItem } from '../../src/types';
import { KANA_LEVELS } from './kana-nouns';

/** A word seen in a sentence: its sound, its listed spelling, and the reading of the word it was said with. */
type Sighting = [sound: string, word: string, partner: string];

/**
 * What easy words that share their sound with another are said with in `pairs`' sentences: a noun (あめ: 雨
 * and 飴, N5 both) with the verbs and adjectives that follow it after a particle (雨が降る: ふる), a verb or an
 * adjective (ひく: 引く and 弾く; あつい: 暑い and 熱い) with the nouns before it and a particle (ピアノを弾く:
 * ピアノ), an adverb between them or none (夏はとても暑い), each by its reading, where no other word of the
 * sound is said with it: detection tells a beginner's kana word by them (see `nounSaidWith`).
 */
export async function collocationsOf(
  pairs: readonly ExampleSentencePair[],
  vocabulary: readonly VocabularyItem[],
): Promise<Collocations> {
  const nounOf = spellingsOfSounds(vocabulary, isNoun);
  const predicateOf = spellingsOfSounds(vocabulary, (item) => isVerb(item) || isAdjective(item));
  const nouns: Sighting[] = [];
  const predicates: Sighting[] = [];
  for (const { ja } of pairs) {
    const tokens = withoutSpaces(await tokenize(ja));
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [noun, particle] = [tokens[i]!, tokens[i + 1]!];
      const predicate = tokens[i + 2]!.pos === '副詞' ? tokens[i + 3] : tokens[i + 2]!;
      if (!predicate || noun.pos !== '名詞' || particle.pos !== '助詞') continue;
      if (predicate.pos !== '動詞' && predicate.pos !== '形容詞') continue;
      const said = basicReading(predicate);
      const ofNoun = nounOf.get(noun.surface);
      if (ofNoun && said !== undefined) nouns.push([ofNoun.sound, ofNoun.word, said]);
      const ofPredicate = predicateOf.get(predicate.basicForm);
      if (ofPredicate && noun.readingKnown)
        predicates.push([ofPredicate.sound, ofPredicate.word, noun.reading]);
    }
  }
  return { nouns: saidWith(nouns), predicates: saidWith(predicates) };
}

/**
 * Each spelling of an easy word of `kind` that shares its sound with another word (not 体 and 身体, one word in
 * two spellings), with the word's sound and listed spelling; a listed spelling before another word's variant.
 */
function spellingsOfSounds(
  vocabulary: readonly VocabularyItem[],
  kind: (item: VocabularyItem) => boolean,
): Map<string, { sound: string; word: string }> {
  const bySound = new Map<string, VocabularyItem[]>();
  for (const item of vocabulary)
    if (KANA_LEVELS.has(item.level) && kind(item) && hasKanji(item.word))
      bySound.set(item.reading, [...(bySound.get(item.reading) ?? []), item]);
  const spellings = new Map<string, { sound: string; word: string }>();
  for (const [sound, words] of bySound) {
    if (words.every((word) => sameWord(word, words[0]!))) continue;
    for (const word of words)
      for (const spelling of word.alternativeForms) spellings.set(spelling, { sound, word: word.word });
    for (const word of words) spellings.set(word.word, { sound, word: word.word });
  }
  return spellings;
}

/** The sightings as what each word is said with, by sound, keeping what one word of its sound alone is. */
function saidWith(sightings: readonly Sighting[]): SaidWith {
  const words = new Map<string, Set<string>>();
  for (const [sound, word, partner] of sightings) {
    const key = `${sound} ${partner}`;
    words.set(key, (words.get(key) ?? new Set()).add(word));
  }
  const said: SaidWith = {};
  for (const key of [...words.keys()].sort()) {
    const [sound, partner] = key.split(' ') as [string, string];
    const [word, ...others] = words.get(key)!;
    if (others.length > 0) continue;
    const bySound = said[sound] ?? {};
    bySound[word!] = [...(bySound[word!] ?? []), partner];
    said[sound] = bySound;
  }
  return said;
}

/** Writes the collocations next to the catalogue; returns how many words have some. */
export async function writeCollocations(
  pairs: readonly ExampleSentencePair[],
  vocabulary: readonly VocabularyItem[],
  outDir: string,
): Promise<number> {
  const collocations = await collocationsOf(pairs, vocabulary);
  writeFileSync(join(outDir, COLLOCATIONS_FILE), JSON.stringify(collocations));
  const count = (said: SaidWith) =>
    Object.values(said).reduce((sum, words) => sum + Object.keys(words).length, 0);
  return count(collocations.nouns) + count(collocations.predicates);
}
