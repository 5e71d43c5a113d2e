import type { WordAccent } from '@kaiwa/contract';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { PitchAccent } from '../../components/PitchAccent';
import styles from './ConversationPage.module.css';

/**
 * A word of a message that shows its pitch accent in a tooltip: on hover, on keyboard focus, and on a tap
 * (which focuses it on a phone; tapping elsewhere closes it). Escape closes it too. The accent is the
 * dictionary form's (食べる for 食べました), which the tooltip names.
 */
export function AccentedWord({ word, children }: { word: WordAccent; children: ReactNode }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const tooltipId = useId();
  const tooltip = useRef<HTMLSpanElement>(null);
  const open = hovered || focused;

  // A word near the edge of a phone's screen would push its tooltip off it: shift it back inside.
  useLayoutEffect(() => {
    const element = tooltip.current;
    if (!open || !element) return;
    element.style.setProperty('--shift', '0px');
    const { left, right } = element.getBoundingClientRect();
    const margin = 8;
    const room = document.documentElement.clientWidth - margin;
    const shift = left < margin ? margin - left : right > room ? Math.max(room - right, margin - left) : 0;
    element.style.setProperty('--shift', `${shift}px`);
  }, [open]);
  return (
    <span className={styles.accentedWord}>
      <button
        type="button"
        className={styles.accentedWordButton}
        aria-describedby={open ? tooltipId : undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onClick={() => setFocused(true)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setHovered(false);
          setFocused(false);
        }}
      >
        {children}
      </button>
      {open && (
        <span ref={tooltip} role="tooltip" id={tooltipId} className={styles.accentTooltip}>
          <span lang="ja" className={styles.accentTooltipWord}>
            {word.word}
          </span>
          <PitchAccent accents={word.pitch_accent} />
        </span>
      )}
    </span>
  );
}
