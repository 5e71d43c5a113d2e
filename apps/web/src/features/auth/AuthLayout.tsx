import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import { Logo } from '../../components/Logo';
import styles from './AuthLayout.module.css';

/**
 * The page frame shared by the signed-out screens: a centred card with the logo on top, and optional
 * content beside it on wide screens (below it on narrow ones).
 */
export function AuthLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <main className={aside ? `${styles.page} ${styles.withAside}` : styles.page}>
      <Card className={styles.card}>
        <div className={styles.logo}>
          <Logo size="large" />
        </div>
        {children}
      </Card>
      {aside && <div className={styles.aside}>{aside}</div>}
    </main>
  );
}

/** Page heading with its Japanese greeting above it. */
export function AuthHeading({ japanese, children }: { japanese: string; children: ReactNode }) {
  return (
    <header className={styles.heading}>
      <p lang="ja" className={styles.japanese}>
        {japanese}
      </p>
      <h1 className={styles.title}>{children}</h1>
    </header>
  );
}
