import type { FuriganaSegment, WordAccent } from '@kaiwa/contract';

/** Stretches of a message's ruby segments: plain text, or the segments of one word with its accent. */
export type WordRun =
  | { word: null; segments: FuriganaSegment[] }
  | { word: WordAccent; segments: FuriganaSegment[] };

/**
 * Groups ruby segments (which spell the message's content in order) into the words that have an accent and
 * the text between them. Text without ruby is cut at word edges; a ruby segment is never cut, so a word whose
 * edge falls inside one (三 in 三本, read as one unit) is left as plain text.
 */
export function wordRuns(segments: readonly FuriganaSegment[], words: readonly WordAccent[]): WordRun[] {
  const edges = new Set(words.flatMap((word) => [word.start, word.end]));
  const pieces: { start: number; end: number; segment: FuriganaSegment }[] = [];
  let at = 0;
  for (const segment of segments) {
    const end = at + segment.text.length;
    if (segment.reading !== undefined) pieces.push({ start: at, end, segment });
    else {
      let from = at;
      for (let cut = at + 1; cut <= end; cut++) {
        if (cut !== end && !edges.has(cut)) continue;
        pieces.push({ start: from, end: cut, segment: { text: segment.text.slice(from - at, cut - at) } });
        from = cut;
      }
    }
    at = end;
  }

  const runs: WordRun[] = [];
  const plain = (segment: FuriganaSegment) => {
    const last = runs.at(-1);
    if (last && last.word === null) last.segments.push(segment);
    else runs.push({ word: null, segments: [segment] });
  };
  let next = 0;
  for (let i = 0; i < pieces.length; ) {
    const piece = pieces[i]!;
    while (next < words.length && words[next]!.start < piece.start) next++;
    const word = words[next];
    if (word && word.start === piece.start) {
      let j = i;
      while (j < pieces.length && pieces[j]!.end < word.end) j++;
      if (j < pieces.length && pieces[j]!.end === word.end) {
        runs.push({ word, segments: pieces.slice(i, j + 1).map((p) => p.segment) });
        i = j + 1;
        next++;
        continue;
      }
    }
    plain(piece.segment);
    i++;
  }
  return runs;
}
