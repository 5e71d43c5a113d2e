import type { FuriganaSegment } from '@kaiwa/contract';
import { Fragment } from 'react';

/** Japanese text with readings above its kanji; <rp> keeps "漢字(かんじ)" readable without ruby support. */
export function Furigana({ segments }: { segments: readonly FuriganaSegment[] }) {
  return segments.map((segment, index) =>
    segment.reading ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed rendering of one text
      <ruby key={index}>
        {segment.text}
        <rp>(</rp>
        <rt>{segment.reading}</rt>
        <rp>)</rp>
      </ruby>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed rendering of one text
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
