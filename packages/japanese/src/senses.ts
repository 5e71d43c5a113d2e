import type { Sense, Token } from './types';

/**
 * The sense of a word the text uses, given its senses and the token it begins in: the dictionary's first, but
 * where IPADIC says it is used otherwise. A word IPADIC knows as both noun and adverb (its 副詞 助詞類接続), read as
 * the adverb, is the first adverb sense: あまり is "(not) very", not the noun "remainder" listed first. (Its
 * other adverbs keep the first sense: 一杯 is one too where it counts a cupful.) A word counted where IPADIC
 * reads a particle is its other use: より before an adjective is "more", not "than". An adnominal before what
 * it modifies is the adnominal: あの there is "that", not the interjection "say" (あの、すみません).
 */
export function senseAs(
  senses: readonly Sense[],
  tokens: readonly Token[],
  index: number,
): Sense | undefined {
  const token = tokens[index]!;
  const first = senses[0];
  const nounOnly = first?.pos.every((code) => code === 'n' || code === 'adj-no');
  if (token.pos === '副詞' && token.posDetail === '助詞類接続' && nounOnly)
    return senses.find((sense) => sense.pos.some((code) => code.startsWith('adv'))) ?? first;
  if (token.pos === '助詞') return senses.find((sense) => !sense.pos.includes('prt')) ?? first;
  const next = tokens[index + 1];
  const modifies = next !== undefined && !['記号', 'フィラー', '感動詞'].includes(next.pos);
  if (token.pos === '連体詞' && modifies)
    return senses.find((sense) => sense.pos.includes('adj-pn')) ?? first;
  return first;
}
