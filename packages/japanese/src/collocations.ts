import { readGeneratedJson } from './catalogue';

/**
 * The data build's file of what easy words that share their sound are said with in the Tatoeba sentences (see
 * `collocationsOf`).
 */
export const COLLOCATIONS_FILE = 'collocations.json';

/** Words by sound, each with the readings of the words it is said with: { sound: { word: [readings] } }. */
export type SaidWith = Record<string, Record<string, string[]>>;

/** Nouns with the verbs and adjectives after them; verbs and adjectives with the nouns before them. */
export interface Collocations {
  nouns: SaidWith;
  predicates: SaidWith;
}

let loaded: Collocations | undefined;

/** The one word of `sound` said with `partner`, or none. */
function oneSaidWith(said: SaidWith, sound: string, partner: string): string | undefined {
  const words = Object.entries(said[sound] ?? {}).filter(([, partners]) => partners.includes(partner));
  return words.length === 1 ? words[0]![0] : undefined;
}

/** The collocations, read once per process, on first use. */
function collocations(): Collocations {
  loaded ??= readGeneratedJson<Collocations>(COLLOCATIONS_FILE, 'collocations');
  return loaded;
}

/**
 * The noun of `sound` that real sentences say with the verb or adjective read `predicate` after a particle
 * (あめが ふる: 雨, not 飴; かぜを ひく: 風邪, not 風), where only one of the nouns of that sound is said so.
 */
export const nounSaidWith = (sound: string, predicate: string) =>
  oneSaidWith(collocations().nouns, sound, predicate);

/**
 * The verb or adjective of `sound` that real sentences say after the noun read `noun` and a particle (ギターを
 * ひく: 弾く, not 引く; なつは あつい: 暑い, not 熱い), where only one of the words of that sound is said so.
 */
export const predicateSaidWith = (sound: string, noun: string) =>
  oneSaidWith(collocations().predicates, sound, noun);
