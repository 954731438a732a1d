import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False while React takes over a page rendered at build time (and in that render itself), true
 * from then on and in every page React draws from scratch. A prerendered form's submit waits for
 * it: before React owns the form, the browser's own submission would put the password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
