import type { Speed, VocabularyItem } from '@kaiwa/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { VocabularyCard } from './VocabularyCard';
import styles from './VocabularyPage.module.css';

const MIN_CARD_WIDTH = 240;
const GAP = 16;
const ESTIMATED_ROW_HEIGHT = 210;

const columnsFor = (width: number) => Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));

/**
 * Cards in responsive grid rows. Only the rows near the viewport are in the DOM, so ten thousand items
 * scroll as smoothly as ten; the page itself scrolls, not an inner box.
 */
export function VocabularyGrid({
  items,
  pronunciationSpeed,
  onExplain,
}: {
  items: readonly VocabularyItem[];
  pronunciationSpeed: Speed;
  onExplain: (vocabId: string) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState({ columns: 1, offsetTop: 0 });

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const columns = columnsFor(list.clientWidth);
      const offsetTop = list.getBoundingClientRect().top + window.scrollY;
      setLayout((current) =>
        current.columns === columns && current.offsetTop === offsetTop ? current : { columns, offsetTop },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    // Content above the grid (an error line, wrapped filters) moves it without resizing it.
    observer.observe(list.parentElement ?? list);
    return () => observer.disconnect();
  }, []);

  const rowCount = Math.ceil(items.length / layout.columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 3,
    scrollMargin: layout.offsetTop,
  });

  return (
    <div ref={listRef} className={styles.grid} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className={styles.row}
          style={{
            gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {items.slice(row.index * layout.columns, (row.index + 1) * layout.columns).map((item) => (
            <VocabularyCard
              key={item.vocab_id}
              item={item}
              pronunciationSpeed={pronunciationSpeed}
              onExplain={onExplain}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
