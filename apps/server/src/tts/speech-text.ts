import { textLength } from '@kaiwa/contract';

// A sentence ends at a full stop, question or exclamation mark, ellipsis or line break, with any closing
// quotes or brackets after it; a clause at a comma, semicolon, colon or space.
const SENTENCE_END = /[。．.！!？?…\n]+[」』）)〕】"'’”]*\s*/gu;
const CLAUSE_END = /[、，,;；:：\s]+/gu;

/** How big a piece of text is for a limit: code points, bytes… The size of two pieces joined is their sum. */
export type TextSize = (text: string) => number;

/** `text` cut after every match of `ends`, so that joining the pieces gives it back. */
function cutAfter(text: string, ends: RegExp): string[] {
  const pieces: string[] = [];
  let last = 0;
  for (const match of text.matchAll(ends)) {
    const end = match.index + match[0].length;
    if (end > last) pieces.push(text.slice(last, end));
    last = end;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

/** Consecutive pieces joined while they fit in `max`; a piece that alone is too big goes to `tooBig`. */
function pack(pieces: string[], max: number, size: TextSize, tooBig: (piece: string) => string[]): string[] {
  const packed: string[] = [];
  let current = '';
  let currentSize = 0;
  for (const piece of pieces) {
    const pieceSize = size(piece);
    if (currentSize + pieceSize <= max) {
      current += piece;
      currentSize += pieceSize;
      continue;
    }
    if (current) packed.push(current);
    if (pieceSize <= max) {
      current = piece;
      currentSize = pieceSize;
    } else {
      packed.push(...tooBig(piece));
      current = '';
      currentSize = 0;
    }
  }
  if (current) packed.push(current);
  return packed;
}

/** Cuts anywhere between code points: the last resort for a run with no sentence or clause end. */
function cutAnywhere(text: string, max: number, size: TextSize): string[] {
  return pack([...text], max, size, (character) => [character]);
}

/**
 * `text` in pieces of at most `max` (as `size` measures; code points by default, as the API counts) for a speech engine, each read on its own: whole
 * sentences together as long as they fit, a longer sentence at its commas and spaces, and only a run with
 * neither anywhere. Pieces are trimmed; blank ones are dropped.
 */
export function splitForSpeech(text: string, max: number, size: TextSize = textLength): string[] {
  const pieces =
    size(text) <= max
      ? [text]
      : pack(cutAfter(text, SENTENCE_END), max, size, (sentence) =>
          pack(cutAfter(sentence, CLAUSE_END), max, size, (clause) => cutAnywhere(clause, max, size)),
        );
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}
