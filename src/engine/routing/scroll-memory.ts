import { useEffect, useLayoutEffect } from 'react';
import { currentAddress } from './url-after-frame';

/** Where the window was scrolled on each history entry a list was read on, by the entry's key. */
const positions = new Map<string, number>();

/**
 * A list's place, kept per history entry and found again on coming back once its rows are there
 * (issue 35 item 11): the rows load after the page shows, so the browser's own restoration, done at
 * once, would find a short page. Until then nothing is recorded, so the page's swap does not
 * overwrite the place with its own scroll.
 */
export function useScrollMemory(key: string, rowsShown: boolean): void {
  // Coming back to a place: the new page's title takes focus without scrolling to it (src/app/layout.tsx).
  useLayoutEffect(() => {
    if (!positions.has(key)) return undefined;
    const root = document.documentElement;
    root.dataset['keepScroll'] = '';
    return () => {
      delete root.dataset['keepScroll'];
    };
  }, [key]);
  useEffect(() => {
    if (!rowsShown) return undefined;
    const saved = positions.get(key);
    // Only while the address is still the list's: leaving for a row's detail changes it first, and
    // the scroll the page's swap causes is not the customer's place.
    const address = currentAddress();
    const record = () => {
      if (currentAddress() === address) positions.set(key, window.scrollY);
    };
    // After the frame's own effects (the new page's title taking focus, which scrolls to it), before it is painted.
    const frame = window.requestAnimationFrame(() => {
      if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
      delete document.documentElement.dataset['keepScroll'];
      record();
      window.addEventListener('scroll', record, { passive: true });
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, [key, rowsShown]);
}
