import type { ReactNode } from 'react';
import cardStyles from './Card.module.css';
import styles from './CardSection.module.css';

/** A card holding one titled part of a page; the title also names the region for screen readers. */
export function CardSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={[cardStyles.card, className].filter(Boolean).join(' ')} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
