import type { Translation } from '@kaiwa/contract';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api';
import { fetchTranslation } from './translationApi';

/** Spec §4, §9: a Pending translation is checked every second. */
export const TRANSLATION_POLL_MS = 1000;

type PollingCallbacks = {
  onUpdate: (translation: Translation) => void;
  onError: (error: unknown) => void;
};

/**
 * Re-reads a Pending translation every second until it is Completed or Failed, or the screen is left
 * (unmount). A failed check is reported and checked again; a translation that no longer exists is not.
 */
export function useTranslationPolling(translation: Translation | null, callbacks: PollingCallbacks) {
  const latestCallbacks = useRef(callbacks);
  useEffect(() => {
    latestCallbacks.current = callbacks;
  });
  const pendingId = translation?.status === 'Pending' ? translation.translation_id : null;

  useEffect(() => {
    if (!pendingId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const latest = await fetchTranslation(pendingId);
        if (stopped) return;
        latestCallbacks.current.onUpdate(latest);
        if (latest.status !== 'Pending') return;
      } catch (error) {
        if (stopped) return;
        latestCallbacks.current.onError(error);
        if (error instanceof ApiError && error.status === 404) return;
      }
      timer = setTimeout(check, TRANSLATION_POLL_MS);
    };
    timer = setTimeout(check, TRANSLATION_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pendingId]);
}
