import { useSyncExternalStore } from 'react';

/** The widths at which a list is drawn for a phone: its rows as cards (styles.css), its filters behind a button. */
const phoneWidths = '(max-width: 639.98px)';

// One query for the visit, asked once: a new one at each drawing of each list made the browser
// parse and match it again, twice a filter (the drawing, then React's check after it).
let shared: MediaQueryList | null | undefined;
const query = (): MediaQueryList | null => {
  shared ??= typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(phoneWidths);
  return shared;
};

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is as narrow as a phone's, again as it turns or is resized. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
