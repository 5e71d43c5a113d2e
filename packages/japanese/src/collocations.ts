import { readGeneratedJson } from './catalogue';

/**
 * The data build's file of the verbs and adjectives that follow easy nouns of one sound in the Tatoeba
 * sentences, by noun: { sound: { noun: [readings] } } (see `collocationsOf`).
 */
export const COLLOCATIONS_FILE = 'collocations.json';

export type Collocations = Record<string, Record<string, string[]>>;

let loaded: Collocations | undefined;

/**
 * The noun of `sound` that real sentences say with the verb or adjective read `predicate` after a particle
 * (あめが ふる: 雨, not 飴; かぜを ひく: 風邪, not 風), where only one of the nouns of that sound is said so.
 * Read once per process, on first use.
 */
export function nounSaidWith(sound: string, predicate: string): string | undefined {
  loaded ??= Object.setPrototypeOf(
    readGeneratedJson(COLLOCATIONS_FILE, 'collocations'),
    null,
  ) as Collocations;
  const nouns = Object.entries(loaded[sound] ?? {}).filter(([, predicates]) =>
    predicates.includes(predicate),
  );
  return nouns.length === 1 ? nouns[0]![0] : undefined;
}
