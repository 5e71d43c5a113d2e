import { type Catalogue, loadCatalogue } from './catalogue';
import { recommendedFrom, usageOf } from './detect';
import { exampleSentences } from './examples';
import { hiraganaOf, segmentsOf } from './furigana';
import { glossOf } from './gloss';
import type { JlptLevel } from './levels';
import { tokenize } from './tokenizer';
import type { CatalogueItem, FuriganaSegment, Token, Usage, VocabType, VocabularyItem } from './types';

export { Catalogue, loadCatalogue } from './catalogue';
export { itemAsUsed, recommendedFrom, usageOf, type WordMatch, wordsOf } from './detect';
export { EXAMPLES_FILE, type ExampleSentencePair, examplesOf } from './examples';
export { hiraganaOf, segmentsOf } from './furigana';
export { glossOf } from './gloss';
export { kanjiId, vocabularyId } from './ids';
export { hasKanji, isKana, isKanjiChar, katakanaToHiragana } from './kana';
export { difficulty, isJlptLevel, JLPT_LEVELS, type JlptLevel, VOCABULARY_LEVEL_SIZES } from './levels';
export { loadReadingTables } from './readings';
export { getTokenizer, MecabTokenizer, TokenizerError, tokenize } from './tokenizer';
export type * from './types';

/** The hiragana reading of a whole message; katakana words, digits, latin and punctuation stay as written. */
export async function toHiragana(text: string): Promise<string> {
  return hiraganaOf(await tokenize(text));
}

/** Ruby segments for rendering `text` with furigana over its kanji. */
export async function furiganaSegments(text: string): Promise<FuriganaSegment[]> {
  return segmentsOf(await tokenize(text));
}

/**
 * Catalogue vocabulary (by dictionary form and reading; longest listed compound first, whole tokens or the
 * listed parts of an unlisted compound) and kanji (per character) used in `text`, with counts.
 */
export async function detectUsage(text: string, catalogue: Catalogue = loadCatalogue()): Promise<Usage> {
  return usageOf(await tokenize(text, catalogue), catalogue);
}

/** Words in `text` at or above `level` (as hard or harder), in order of appearance. */
export async function recommendedWords(
  text: string,
  level: JlptLevel,
  catalogue: Catalogue = loadCatalogue(),
): Promise<VocabularyItem[]> {
  return recommendedFrom(await detectUsage(text, catalogue), level);
}

export interface Analysis {
  tokens: Token[];
  hiragana: string;
  furigana: FuriganaSegment[];
  usage: Usage;
}

/** Everything the package derives from a message, tokenizing it once. */
export async function analyze(text: string, catalogue: Catalogue = loadCatalogue()): Promise<Analysis> {
  const tokens = await tokenize(text, catalogue);
  return {
    tokens,
    hiragana: hiraganaOf(tokens),
    furigana: segmentsOf(tokens),
    usage: usageOf(tokens, catalogue),
  };
}

const WARM_UP_PIECES = 1200;
const WARM_UP_PIECE_LENGTH = 200;
// What the examples seldom hold: half-width katakana, latin letters, digits, a beginner's kana.
const WARM_UP_MIXED = '昨日は友達と3時に公園へ行きました。ｱｲｳ ABC 123! あしたは あめが ふるでしょう。';

/**
 * Analyzes chat-sized pieces of the example sentences, cut anywhere as messages are (mid-word, without a
 * final 。), so that V8 has compiled the analysis (and so the gloss, which is detection's words) for the values
 * real messages bring before the first learner's message arrives. Otherwise the first few hundred messages
 * after a start pay for compiling and re-compiling it on a machine's few cores (bench/japanese.ts: their p99
 * is several times what it is once settled). 1,200 pieces take one to two seconds on two cores; 800 no longer
 * covered detection's largest functions, whose compiling then fell on the first messages (p99 4.2 ms against
 * 1.9 ms, medians of eight runs each). Resolves to the characters analyzed.
 */
export async function warmUpAnalysis(
  catalogue: Catalogue = loadCatalogue(),
  pieces = WARM_UP_PIECES,
): Promise<number> {
  const text = exampleSentences().join('');
  const stride = Math.max(1, Math.floor((text.length - WARM_UP_PIECE_LENGTH) / pieces));
  let analyzed = 0;
  for (let start = -stride; start < pieces * stride; start += stride) {
    const piece = start < 0 ? WARM_UP_MIXED : text.slice(start, start + WARM_UP_PIECE_LENGTH);
    await analyze(piece, catalogue);
    analyzed += piece.length;
  }
  return analyzed;
}

/** `Catalogue.relatedWords` on the generated catalogue. */
export function relatedWords(itemId: string, limit?: number): VocabularyItem[] {
  return loadCatalogue().relatedWords(itemId, limit);
}

/** `Catalogue.itemOfTheDay` on the generated catalogue. */
export function itemOfTheDay(level: JlptLevel, type: VocabType, date: Date | string): CatalogueItem | null {
  return loadCatalogue().itemOfTheDay(level, type, date);
}

/** `Catalogue.levelOf` on the generated catalogue. */
export function levelOf(form: string, options?: { reading?: string; type?: VocabType }): JlptLevel | null {
  return loadCatalogue().levelOf(form, options);
}

/** Word-by-word dictionary glosses of Japanese text (see `glossOf`): the offline engine's "translation". */
export async function glossJapanese(text: string, catalogue: Catalogue = loadCatalogue()): Promise<string> {
  return glossOf(await tokenize(text, catalogue), catalogue);
}
