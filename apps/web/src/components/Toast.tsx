import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './Toast.module.css';

export const TOAST_LIFETIME_MS = 5000;
export const TOAST_FADE_AT_MS = 4700;

export type ToastTone = 'success' | 'error';
export type ToastMessage = { id: number; tone: ToastTone; text: string; fading: boolean };

/** Toasts of one page: each shows for 5 s and starts fading out at 4.7 s (spec §9). */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const showToast = useCallback(
    (text: string, tone: ToastTone) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((current) => [...current, { id, tone, text, fading: false }]);
      later(TOAST_FADE_AT_MS, () =>
        setToasts((current) =>
          current.map((toast) => (toast.id === id ? { ...toast, fading: true } : toast)),
        ),
      );
      later(TOAST_LIFETIME_MS, () => setToasts((current) => current.filter((toast) => toast.id !== id)));
    },
    [later],
  );

  return { toasts, showToast };
}

/**
 * Renders the toasts of `useToasts()`. The live regions stay mounted so screen readers announce
 * messages added later; errors interrupt, successes wait their turn.
 */
export function Toasts({ toasts }: { toasts: ToastMessage[] }) {
  return (
    <div className={styles.stack}>
      <div role="status" aria-live="polite" className={styles.region}>
        {toasts
          .filter((toast) => toast.tone === 'success')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className={styles.region}>
        {toasts
          .filter((toast) => toast.tone === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: ToastMessage }) {
  return (
    <div
      className={[styles.toast, styles[toast.tone], toast.fading ? styles.fading : '']
        .filter(Boolean)
        .join(' ')}
      data-tone={toast.tone}
    >
      <span aria-hidden="true" className={styles.icon}>
        {toast.tone === 'success' ? '✓' : '!'}
      </span>
      {toast.text}
    </div>
  );
}
