import { useSyncExternalStore } from 'react';

/** The widths at which a list is drawn for a phone: its rows as cards (styles.css), its filters behind a button. */
const phoneWidths = '(max-width: 639.98px)';

const query = () => (typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(phoneWidths));

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
