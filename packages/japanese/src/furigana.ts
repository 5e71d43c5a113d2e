import { hasKanji, isKanjiCode, katakanaToHiragana } from './kana';
import { isDigits } from './numbers';
import type { FuriganaSegment, Token } from './types';

/** Whether a token is shown with ruby: it has kanji and a reading. */
const needsRuby = (token: Token) => hasKanji(token.surface) && token.readingKnown;

/**
 * Ruby segments of a token that needs ruby. Kana in a word is not repeated in its ruby (食べる → 食[た] べる,
 * 取り扱い → 取[と] り 扱[あつか] い); a word whose kana cannot be lined up with its reading gets one ruby.
 */
function tokenSegments(token: Token): FuriganaSegment[] {
  const { surface, reading } = token;
  const segments = digitsWithCounter(token) ?? align(surface, reading) ?? [{ text: surface, reading }];
  if (token.lowConfidence) for (const segment of segments) if (segment.reading) segment.lowConfidence = true;
  return segments;
}

// Arabic digits stay as written; only the counter after them gets a reading (3本 → 3 本[ぼん]). Units that
// do not split into number and counter sounds (1日 ついたち) are read whole.
function digitsWithCounter(token: Token): FuriganaSegment[] | undefined {
  if (!token.parts) return monthInDigits(token);
  if (token.counterReading === undefined) return undefined;
  // The counter may be more than one part (時 and 半 of 3時半).
  const digits = token.parts.findIndex((part) => !isDigits(part.surface));
  if (digits < 1) return undefined;
  const text = (parts: Token[]) => parts.map((part) => part.surface).join('');
  const counter = token.parts.slice(digits);
  return [
    { text: text(token.parts.slice(0, digits)) },
    { text: text(counter), reading: token.counterReading },
  ];
}

/** IPADIC keeps months in full-width digits as one word (４月 しがつ): the digits stay, 月 reads がつ. */
function monthInDigits(token: Token): FuriganaSegment[] | undefined {
  const [, digits] = /^([0-9０-９]+)月$/.exec(token.surface) ?? [];
  if (digits === undefined || !token.reading.endsWith('がつ')) return undefined;
  return [{ text: digits }, { text: '月', reading: 'がつ' }];
}

interface Run {
  text: string;
  kanji: boolean;
}

function runsOf(surface: string): Run[] {
  const runs: Run[] = [];
  let start = 0;
  for (let end = 1; end <= surface.length; end++) {
    const kanji = isKanjiCode(surface.charCodeAt(start));
    if (end < surface.length && isKanjiCode(surface.charCodeAt(end)) === kanji) continue;
    runs.push({ text: surface.slice(start, end), kanji });
    start = end;
  }
  return runs;
}

function align(surface: string, reading: string): FuriganaSegment[] | undefined {
  const runs = runsOf(surface);
  if (runs.length === 1) return [{ text: surface, reading }];
  const segments: FuriganaSegment[] = [];
  return matchRuns(runs, 0, reading, 0, segments) ? segments : undefined;
}

// Depth-first, shortest reading per kanji run first; kana runs must match the reading exactly.
function matchRuns(runs: Run[], index: number, reading: string, at: number, out: FuriganaSegment[]): boolean {
  if (index === runs.length) return at === reading.length;
  const run = runs[index]!;
  if (!run.kanji) {
    if (!reading.startsWith(katakanaToHiragana(run.text), at)) return false;
    out.push({ text: run.text });
    if (matchRuns(runs, index + 1, reading, at + run.text.length, out)) return true;
    out.pop();
    return false;
  }
  const remainingRuns = runs.length - index - 1;
  for (let end = at + 1; end <= reading.length - remainingRuns; end++) {
    out.push({ text: run.text, reading: reading.slice(at, end) });
    if (matchRuns(runs, index + 1, reading, end, out)) return true;
    out.pop();
  }
  return false;
}

/** Ruby segments of tokens, with neighbouring segments that need no ruby joined. */
export function segmentsOf(tokens: readonly Token[]): FuriganaSegment[] {
  const out: FuriganaSegment[] = [];
  const add = (segment: FuriganaSegment) => {
    const last = out.at(-1);
    if (segment.reading === undefined && last && last.reading === undefined) last.text += segment.text;
    else out.push(segment);
  };
  for (const token of tokens) {
    // Most tokens need no ruby: their text joins the text before without an array of segments of its own.
    // tokenSegments makes fresh segments, so joining text into the last one changes no token.
    if (!needsRuby(token)) add({ text: token.surface });
    else for (const segment of tokenSegments(token)) add(segment);
  }
  return out;
}

/**
 * The hiragana reading of tokens. Words written in katakana stay in katakana: that is how a learner sees
 * them written, and hiragana for loanwords would be a spelling nobody uses. Punctuation, digits and latin
 * letters are kept as written.
 */
export function hiraganaOf(tokens: readonly Token[]): string {
  let out = '';
  for (const token of tokens) {
    if (!needsRuby(token)) {
      out += token.surface;
      continue;
    }
    // By segments, so that katakana inside a word stays as written too (金メダル → きんメダル); a lone
    // katakana letter there is a counter's mark (何カ所, 三ヶ月), read as kana.
    for (const { text, reading } of tokenSegments(token))
      out += reading ?? (text.length === 1 ? katakanaToHiragana(text) : text);
  }
  return out;
}
