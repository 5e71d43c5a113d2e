import type { Catalogue } from './catalogue';
import { isKanjiChar } from './kana';
import type { VocabularyItem } from './types';

// A godan verb's stem ends in the i-row sound of its last kana (飛ぶ → 飛び).
export const U_ROW = 'うくぐすつぬぶむる';
export const I_ROW = 'いきぎしちにびみり';
// The e-row, which ichidan stems and godan potentials end in (食べ, 作れる), and the a-row of godan
// imperfectives and short causatives (作ら, 立たす), in the same order.
export const E_ROW = 'えけげせてねべめれ';
export const A_ROW = 'わかがさたなばまら';

/**
 * The listed verbs `piece` is the stem of, with the stem's reading. A kanji alone may stand for a godan stem
 * without its kana, as in compounds (乗 of 乗組 のりくみ, 敷 of 敷物).
 */
export function stemsOf(catalogue: Catalogue, piece: string): [VocabularyItem, string][] {
  const words: [VocabularyItem, string][] = [];
  const last = piece.at(-1)!;
  const row = I_ROW.indexOf(last);
  const lemmas =
    row !== -1
      ? [`${piece}る`, piece.slice(0, -1) + U_ROW[row]]
      : piece.length === 1 && isKanjiChar(last)
        ? [`${piece}る`, ...[...U_ROW].map((kana) => piece + kana)]
        : [`${piece}る`];
  for (const [index, lemma] of lemmas.entries()) {
    // The first is the ichidan verb's (出来 of 出来る), the others godan verbs' (乗 of 乗る).
    const godan = index > 0;
    for (const [position, reading, kana] of catalogue.spellingsOf(lemma) ?? []) {
      const item = catalogue.vocabularyAt(position);
      if (kana || !item.partsOfSpeech.some((code) => (godan ? /^v5/ : /^v1/).test(code))) continue;
      const ending = U_ROW.indexOf(reading.at(-1)!);
      if (godan && ending === -1) continue;
      words.push([item, godan ? reading.slice(0, -1) + I_ROW[ending] : reading.slice(0, -1)]);
    }
  }
  // A verb of one kanji and する has the stem in し (察し of お察しします).
  if (last === 'し' && piece.length === 2 && isKanjiChar(piece[0]!))
    for (const [position, reading, kana] of catalogue.spellingsOf(`${piece[0]}する`) ?? []) {
      const item = catalogue.vocabularyAt(position);
      if (!kana && item.partsOfSpeech.includes('vs-s')) words.push([item, `${reading.slice(0, -2)}し`]);
    }
  return words;
}
