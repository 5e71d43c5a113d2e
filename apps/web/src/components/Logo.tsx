import styles from './Logo.module.css';

/** The '会話 Kaiwa' wordmark. */
export function Logo({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  return (
    <span className={`${styles.logo} ${styles[size]}`}>
      <span lang="ja" className={styles.kanji}>
        会話
      </span>{' '}
      <span className={styles.name}>Kaiwa</span>
    </span>
  );
}
