import { type ReactNode, useId } from 'react';
import styles from './FormField.module.css';

/** A labelled control. `children` receives the id to put on the input so the label points at it. */
export function FormField({
  label,
  hint,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
      {hint && <div className={styles.hint}>{hint}</div>}
    </div>
  );
}
