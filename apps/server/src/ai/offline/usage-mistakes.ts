import type { Token } from '@kaiwa/japanese';

/** A word the learner used in a form it cannot take, with their whole message corrected for it. */
export type UsageMistake = { lemma: string; correction: string };

const isIAdjective = (token: Token) =>
  token.pos === '形容詞' && token.surface === token.basicForm && token.surface.endsWith('い');

const isCopula = (token: Token | undefined) =>
  token?.pos === '助動詞' && (token.basicForm === 'だ' || token.basicForm === 'です');

/** The past of an i-adjective: 高い → 高かった; いい borrows its past from よい. */
const pastOf = (adjective: string) => (adjective === 'いい' ? 'よかった' : `${adjective.slice(0, -1)}かった`);

/**
 * The mistakes the tokenizer's parts of speech show for certain: an i-adjective treated as a na-adjective.
 * - Its past made with the copula (面白いでした, 高いだった) instead of 〜かった(です).
 * - Joined to a noun with な (高いな山) where it takes the noun directly.
 * Sentence-final な/なあ (高いな。) is a correct particle, and 高いです is correct: neither is flagged. Anything
 * else about a word's use (meaning, collocation, register) needs a model and is not judged here.
 */
export function usageMistakes(text: string, tokens: Token[]): UsageMistake[] {
  const mistakes: UsageMistake[] = [];
  tokens.forEach((token, i) => {
    if (!isIAdjective(token)) return;
    const next = tokens[i + 1];
    const after = tokens[i + 2];
    let end: number;
    let fixed: string;
    if (isCopula(next) && after?.pos === '助動詞' && after.basicForm === 'た') {
      end = after.end;
      fixed = pastOf(token.surface) + (next?.basicForm === 'です' ? 'です' : '');
    } else if (next?.surface === 'な' && after?.pos === '名詞') {
      end = next.end;
      fixed = token.surface;
    } else return;
    mistakes.push({
      lemma: token.basicForm,
      correction: text.slice(0, token.start) + fixed + text.slice(end),
    });
  });
  return mistakes;
}
