import type { Catalogue } from './catalogue';
import { basicReading } from './readings';
import type { Token, VocabularyItem } from './types';

// Grammar words are left as written: a dictionary gloss of は or です would mislead more than help.
const UNGLOSSED_POS = new Set(['助詞', '助動詞', '記号']);

/** Endings, auxiliaries (the い of 食べている) and punctuation stay attached to the word before them. */
function attachesToPrevious(token: Token): boolean {
  return (
    token.pos === '助動詞' ||
    token.pos === '記号' ||
    token.posDetail === '非自立' ||
    token.posDetail === '接尾' ||
    (token.pos === '助詞' && token.posDetail === '接続助詞')
  );
}

/**
 * The dictionary's first meaning of a word, without its notes in parentheses: 'cat' rather than
 * 'cat (esp. the domestic cat, Felis catus)', which would nest inside the gloss's own parentheses.
 */
function firstMeaning(item: VocabularyItem, catalogue: Catalogue): string {
  const meaning = catalogue.sensesOf(item)[0]?.glosses[0] ?? item.english;
  return meaning.replace(/\s*\([^)]*\)/g, '').trim() || meaning;
}

function wordOf(token: Token, catalogue: Catalogue): VocabularyItem | undefined {
  // A count is glossed as written: 十分 read じゅっぷん is ten minutes, not the word 十分, "enough".
  if (token.parts && token.posDetail === '数') return undefined;
  const entries = catalogue.spellingsOf(token.basicForm) ?? [];
  const reading = basicReading(token);
  const read = entries.filter(([, spelled]) => spelled === reading);
  // Another reading's meaning only where no rule chose this one from the context.
  const matching = read.length > 0 ? read : token.readingByRule ? [] : entries.slice(0, 1);
  // An adnominal is the adnominal of its sound: ある大学 is "a certain" university, not "to be".
  const adnominal =
    token.pos === '連体詞' && matching.find(([position]) => isAdnominal(catalogue.vocabularyAt(position)));
  const chosen = adnominal || matching[0];
  return chosen && catalogue.vocabularyAt(chosen[0]);
}

const isAdnominal = (item: VocabularyItem) => item.partsOfSpeech.includes('adj-pn');

/**
 * A word-by-word gloss of Japanese text from the dictionary: each catalogue word followed by its first
 * English meaning in parentheses, everything else as written (私(I) は 雨(rain) が 好き(liked)です。).
 * Not a translation: it ignores grammar and word order, and says so through the caller's label.
 */
export function glossOf(tokens: readonly Token[], catalogue: Catalogue): string {
  let gloss = '';
  for (const token of tokens) {
    const grammar = UNGLOSSED_POS.has(token.pos) || attachesToPrevious(token);
    const word = grammar ? undefined : wordOf(token, catalogue);
    const text = word ? `${token.surface}(${firstMeaning(word, catalogue)})` : token.surface;
    gloss += gloss === '' || attachesToPrevious(token) ? text : ` ${text}`;
  }
  return gloss;
}
