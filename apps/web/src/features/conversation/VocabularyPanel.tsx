import type { Speed } from '@kaiwa/contract';
import { useEffect, useRef, useState } from 'react';
import { VocabularyExplanation } from '../../components/VocabularyExplanation';
import styles from './ConversationPage.module.css';

/** Spec §2/§9: the panel counts as large when its content needs more than 40% of the window height. */
export const LARGE_PANEL_SHARE = 0.4;

/**
 * The explanation of the word a conversation was started from. Reports whether it is large, so the
 * page can make room: the panel is then capped and scrolls, and the messages get the remaining height.
 */
export function VocabularyPanel({
  vocabId,
  speed,
  onLargeChange,
}: {
  vocabId: string;
  /** The conversation's audio speed, for the explanation's audio. */
  speed: Speed;
  onLargeChange: (large: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  // Related words in the explanation open their own explanation here; Back returns to the conversation's word.
  const [shownVocabId, setShownVocabId] = useState(vocabId);
  const contentRef = useRef<HTMLDivElement>(null);
  const onLargeChangeRef = useRef(onLargeChange);
  onLargeChangeRef.current = onLargeChange;

  useEffect(() => {
    const content = contentRef.current;
    if (!open || !content) {
      onLargeChangeRef.current(false);
      return;
    }
    // The content's own height, not the (capped) panel's, so the answer does not flip once capped.
    const measure = () =>
      onLargeChangeRef.current(
        content.getBoundingClientRect().height > LARGE_PANEL_SHARE * window.innerHeight,
      );
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(content);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [open]);

  return (
    <section className={styles.panel} aria-label="Word explanation">
      <div className={styles.panelBar}>
        <span className={styles.panelTitle}>Word explanation</span>
        {open && shownVocabId !== vocabId && (
          <button type="button" className={styles.panelToggle} onClick={() => setShownVocabId(vocabId)}>
            Back
          </button>
        )}
        <button
          type="button"
          className={styles.panelToggle}
          aria-expanded={open}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {open && (
        <div className={styles.panelBody}>
          <div ref={contentRef}>
            <VocabularyExplanation vocabId={shownVocabId} onSelectWord={setShownVocabId} speed={speed} />
          </div>
        </div>
      )}
    </section>
  );
}
