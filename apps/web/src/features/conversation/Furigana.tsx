import type { FuriganaSegment, WordAccent } from '@kaiwa/contract';
import { Fragment } from 'react';
import { AccentedWord } from './AccentedWord';
import styles from './ConversationPage.module.css';
import { wordRuns } from './wordRuns';

export const GUESSED_READING = 'A guessed reading: no dictionary knows this word';

/** Japanese text with readings above its kanji; <rp> keeps "漢字(かんじ)" readable without ruby support. */
function Ruby({ segments }: { segments: readonly FuriganaSegment[] }) {
  return segments.map((segment, index) =>
    segment.reading ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed rendering of one text
      <ruby key={index}>
        {segment.text}
        <rp>(</rp>
        {segment.low_confidence ? (
          <rt className={styles.guessedReading} title={GUESSED_READING}>
            {segment.reading}
          </rt>
        ) : (
          <rt>{segment.reading}</rt>
        )}
        <rp>)</rp>
      </ruby>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed rendering of one text
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}

/**
 * A message with furigana; with `words`, each word that has a pitch accent shows it when hovered, focused
 * or tapped.
 */
export function Furigana({
  segments,
  words,
}: {
  segments: readonly FuriganaSegment[];
  words?: readonly WordAccent[] | null;
}) {
  if (!words || words.length === 0) return <Ruby segments={segments} />;
  return wordRuns(segments, words).map((run, index) =>
    run.word ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs are a fixed rendering of one text
      <AccentedWord key={index} word={run.word}>
        <Ruby segments={run.segments} />
      </AccentedWord>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs are a fixed rendering of one text
      <Ruby key={index} segments={run.segments} />
    ),
  );
}
