import { Readable } from 'node:stream';
import type { ByteRange, OpenedBlob } from '../../storage/blob-store';
import { type WavLayout, wavHeader } from '../../tts/wav';

/** A piece of an answer's body: bytes of a stored blob, or bytes made for the answer (a joined WAV's header). */
export type Segment = { blob: OpenedBlob; start: number; end: number } | { bytes: Buffer };

const lengthOf = (segment: Segment) =>
  'bytes' in segment ? segment.bytes.length : segment.end - segment.start + 1;

export const bodySize = (segments: Segment[]) =>
  segments.reduce((sum, segment) => sum + lengthOf(segment), 0);

/**
 * The bytes `range` of the segments joined (all of them without a range), read from storage as they are
 * sent. Every blob is closed: those outside the range at once, the others when read or when the stream is
 * destroyed (a client that goes away).
 */
export function bodyStream(segments: Segment[], range?: ByteRange): Readable {
  const wanted: Array<{ segment: Segment; from: number; to: number }> = [];
  let offset = 0;
  for (const segment of segments) {
    const length = lengthOf(segment);
    const from = Math.max(range?.start ?? 0, offset) - offset;
    const to = Math.min(range?.end ?? Number.POSITIVE_INFINITY, offset + length - 1) - offset;
    if (from <= to) wanted.push({ segment, from, to });
    else if ('blob' in segment) void segment.blob.close();
    offset += length;
  }

  async function* read() {
    const pending = [...wanted];
    try {
      for (let item = pending.shift(); item; item = pending.shift()) {
        const { segment, from, to } = item;
        if ('bytes' in segment) yield segment.bytes.subarray(from, to + 1);
        // From here the blob's stream closes it, when read to its end or destroyed.
        else yield* segment.blob.stream({ start: segment.start + from, end: segment.start + to });
      }
    } finally {
      for (const { segment } of pending) if ('blob' in segment) void segment.blob.close();
    }
  }
  return Readable.from(read(), { objectMode: false });
}

/** WAV files as one: a header for all their samples, then the samples of each (same format, one engine). */
export function joinedWav(parts: Array<{ blob: OpenedBlob; layout: WavLayout }>): Segment[] {
  const samples = parts.map(({ blob, layout }) => ({
    blob,
    start: layout.dataOffset,
    end: Math.min(blob.size, layout.dataOffset + layout.dataBytes) - 1,
  }));
  return [{ bytes: wavHeader(parts[0]!.layout, bodySize(samples)) }, ...samples];
}

/** Closes every blob of segments that will not be sent after all (a 304 or 416 answer). */
export function discardSegments(segments: Segment[]): void {
  for (const segment of segments) if ('blob' in segment) void segment.blob.close();
}

/**
 * The one byte range of a `Range` header (RFC 9110) within `size` bytes: `undefined` when the header is
 * absent, names another unit or asks for several ranges (the whole body is sent then), `'unsatisfiable'` when
 * it is malformed or starts past the end (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*([A-Za-z]+)=(.*)$/.exec(header);
  if (!match || match[1]!.toLowerCase() !== 'bytes') return undefined;
  const spec = match[2]!.trim();
  if (spec.includes(',')) return undefined;
  const bounds = /^(\d*)-(\d*)$/.exec(spec);
  if (!bounds || (bounds[1] === '' && bounds[2] === '')) return 'unsatisfiable';
  const [, first, last] = bounds;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || Number(last === '' ? start : last) < start) return 'unsatisfiable';
  return { start, end };
}
