import { type RefObject, useLayoutEffect } from 'react';

/**
 * Sizes the element to reach exactly the bottom of the viewport from where it starts, so a chat can
 * keep its header and text box in view and scroll only its messages. Re-measured when the window or
 * the element's width changes (the side menu opening or closing moves it).
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `calc(100dvh - ${Math.max(0, Math.round(top))}px)`;
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(element);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [ref]);
}
