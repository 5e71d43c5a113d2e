import type { Catalogue } from './catalogue';
import { tokenIndexAt, type WordMatch, withoutSpaces, wordsAndNamesOf, wordsOf } from './detect';
import { nameMeaning } from './names';
import { leadingDigits, leadingKanjiNumeral, parseNumber } from './numbers';
import { senseAs } from './senses';
import type { Token } from './types';

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
 * The dictionary's meaning of a word as the text uses it (see `senseAs`), without its notes in parentheses:
 * 'cat' rather than 'cat (esp. the domestic cat, Felis catus)', which would nest inside the gloss's own
 * parentheses; 'not very' for '(not) very'.
 */
function meaningAs(word: WordMatch, tokens: readonly Token[], index: number, catalogue: Catalogue): string {
  const { item, start } = word;
  const meaning = senseAs(catalogue, item, start, tokens, index)?.glosses[0] ?? item.english;
  // But a word said with a negative keeps that note: "(not) very" alone would say the opposite.
  let plain = meaning.replace(/^\(not\) /, 'not ');
  // Notes nest ("dog (Canis (lupus) familiaris)"): the innermost go first.
  while (/\([^()]*\)/.test(plain)) plain = plain.replace(/\s*\([^()]*\)/g, '');
  return plain.trim() || meaning;
}

/**
 * Whether a word is part of a number whose gloss would mislead: a numeral of digits (十 and 二 of １２), or a
 * unit its last numeral makes (四日 of ２４日), which would say "ten" for twelve or "fourth day of the month"
 * for the 24th; or a numeral of a count IPADIC keeps whole with more numerals than it (十 of 十二月, "ten") or
 * naming a month (四 of 四月 is April, not "four"). A word that writes the whole number keeps its gloss (3つ
 * "three"), as does a numeral that is all of its count's number (一 of 一晩, "one").
 */
function isPartOfNumber({ item, form }: WordMatch): boolean {
  const numeral = leadingKanjiNumeral(item.word) ?? '';
  const digits = leadingDigits(form);
  if (digits !== undefined) return numeral === item.word || parseNumber(numeral) !== parseNumber(digits);
  if (numeral !== item.word || form === item.word) return false;
  return leadingKanjiNumeral(form) !== numeral || form.endsWith('月');
}

/**
 * A word-by-word gloss of Japanese text from the dictionary: each catalogue word detection finds followed by
 * its first English meaning in parentheses, everything else as written (私(I) は 雨(rain) が 好き(liked)です。),
 * so that it names the words the learner is shown as used. Not a translation: it ignores grammar and word
 * order, and says so through the caller's label.
 */
export function glossOf(allTokens: readonly Token[], catalogue: Catalogue): string {
  const tokens = withoutSpaces(allTokens);
  const found = wordsAndNamesOf(tokens, catalogue);
  // A name the dictionaries list is glossed whole, with its English; one they do not (全国高校野球選手権大会) by
  // the words it is made of, which say what it is.
  const names = found.names.filter((name) => nameMeaning(name.text) !== undefined);
  const unlisted = found.names.filter((name) => !names.includes(name));
  const inUnlisted = (word: WordMatch) =>
    unlisted.some((name) => word.start >= name.start && word.end <= name.end);
  const words =
    unlisted.length === 0
      ? found.words
      : [...found.words, ...wordsOf(tokens, catalogue, { wordsInNames: true }).filter(inUnlisted)].sort(
          (a, b) => a.start - b.start,
        );
  let gloss = '';
  let next = 0;
  let nextName = 0;
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i]!;
    const name = names[nextName];
    if (name?.start === first.start) {
      gloss += `${gloss === '' ? '' : ' '}${name.text}(${nameMeaning(name.text)})`;
      while (i + 1 < tokens.length && tokens[i + 1]!.start < name.end) i++;
      nextName++;
      continue;
    }
    let last = i;
    let from = first.start;
    // Where each word that begins in this token ends, and its meaning; one that runs on (かも + しれ + ない)
    // takes the tokens it covers.
    const glossed: [number, string][] = [];
    let previous: WordMatch | undefined;
    while (next < words.length && words[next]!.start < tokens[last]!.end) {
      const word = words[next++]!;
      // The words of a compound learned in kana share its letters: にほんご(Japan + language).
      if (previous && glossed.length > 0 && word.start === previous.start && word.end === previous.end) {
        glossed[glossed.length - 1]![1] +=
          ` + ${meaningAs(word, tokens, tokenIndexAt(tokens, word.start, i), catalogue)}`;
        continue;
      }
      if (word.start < from || isPartOfNumber(word)) continue;
      previous = word;
      while (word.end > tokens[last]!.end && last + 1 < tokens.length) last++;
      const begins = tokenIndexAt(tokens, word.start, i);
      glossed.push([word.end - first.start, meaningAs(word, tokens, begins, catalogue)]);
      from = word.end;
    }
    const span = spanText(tokens, i, last);
    let text = '';
    let at = 0;
    for (const [end, meaning] of glossed) {
      text += `${span.slice(at, end)}(${meaning})`;
      at = end;
    }
    text += span.slice(at);
    i = last;
    gloss += gloss === '' || attachesToPrevious(first) ? text : ` ${text}`;
  }
  return gloss;
}

/** The text of tokens `first`..`last` as written. */
function spanText(tokens: readonly Token[], first: number, last: number): string {
  let text = '';
  for (let k = first; k <= last; k++) text += tokens[k]!.surface;
  return text;
}
