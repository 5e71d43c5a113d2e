import { type PitchAccent as Accent, splitMorae } from '@kaiwa/contract';
import styles from './PitchAccent.module.css';

export type AccentPattern = 'heiban' | 'atamadaka' | 'nakadaka' | 'odaka';

/** The name learners know an accent by: where (if anywhere) the pitch falls. */
export function accentPattern({ downstep, morae }: Pick<Accent, 'downstep' | 'morae'>): AccentPattern {
  if (downstep === 0) return 'heiban';
  if (downstep === 1) return 'atamadaka';
  return downstep >= morae ? 'odaka' : 'nakadaka';
}

/**
 * High (true) or low pitch of each mora in Tokyo Japanese, then of a particle after the word: low then high
 * up to the downstep and low after it; a word falling after its first mora starts high; only a word that
 * never falls (heiban) keeps a following particle high, which is what tells it from odaka.
 */
export function pitchLevels({ downstep, morae }: Pick<Accent, 'downstep' | 'morae'>): boolean[] {
  const levels = Array.from({ length: morae }, (_, index) => {
    const position = index + 1;
    return downstep === 1 ? position === 1 : position > 1 && (downstep === 0 || position <= downstep);
  });
  return [...levels, downstep === 0];
}

/** The accent in words, for screen readers and the tooltip: "はし: odaka, falls after mora 2 (し)…". */
export function describeAccent(accent: Accent): string {
  const pattern = accentPattern(accent);
  const nucleus = splitMorae(accent.reading)[accent.downstep - 1];
  const detail =
    pattern === 'heiban'
      ? 'no fall; a particle after it stays high'
      : pattern === 'odaka'
        ? `falls after the last mora${nucleus ? ` (${nucleus})` : ''}, onto a particle after it`
        : `falls after mora ${accent.downstep}${nucleus ? ` (${nucleus})` : ''}`;
  return `${accent.reading}: ${pattern}, ${detail}`;
}

function AccentLine({ accent }: { accent: Accent }) {
  const morae = splitMorae(accent.reading);
  const label = describeAccent(accent);
  // An accent that does not fit its reading (never, with the built data) is given in words only.
  if (morae.length !== accent.morae) return <span className={styles.pattern}>{label}</span>;
  const levels = pitchLevels(accent);
  const cells = [...morae, ''];
  return (
    <span className={styles.accent}>
      <span role="img" aria-label={label} className={styles.word} lang="ja">
        {cells.map((mora, index) => {
          const high = levels[index]!;
          return (
            <span
              // The morae of one reading in order; the last cell stands for a following particle.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={styles.mora}
              data-pitch={high ? 'high' : 'low'}
              data-step={index > 0 && levels[index - 1] !== high ? '' : undefined}
              data-particle={index === morae.length ? '' : undefined}
              aria-hidden="true"
            >
              {mora}
            </span>
          );
        })}
      </span>
      <span className={styles.pattern} aria-hidden="true">
        {accentPattern(accent)} [{accent.downstep}]
      </span>
    </span>
  );
}

/**
 * A word's pitch accent drawn as on OJAD and jpdb: a line over the kana, high or low per mora, with a step
 * where the pitch rises or falls and a short stub for a particle after the word; the pattern's name and
 * downstep number beside it, and the whole in words for screen readers. Several accents are drawn one after
 * the other; nothing is drawn for none.
 */
export function PitchAccent({ accents, className }: { accents: readonly Accent[]; className?: string }) {
  if (accents.length === 0) return null;
  return (
    <span className={[styles.accents, className].filter(Boolean).join(' ')}>
      {accents.map((accent) => (
        <AccentLine key={`${accent.reading}:${accent.downstep}`} accent={accent} />
      ))}
    </span>
  );
}
