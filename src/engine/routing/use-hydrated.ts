import { useSyncExternalStore } from 'react';

/** Whether a page React drew anew over a prerendered one still has the values typed into the old one to carry over. */
let carrying = false;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Holds every form's submit until what was typed into a prerendered page is carried into the page
 * React drew anew in its place (src/app/main.tsx): a submit pressed in between would send the new,
 * empty form and lose what the customer typed. Returns the release.
 */
export function holdUntilTypedCarried(): () => void {
  carrying = true;
  tell();
  return () => {
    carrying = false;
    tell();
  };
}

/**
 * False while React takes over a page rendered at build time (and in that render itself), and
 * while what was typed into one is carried into the page drawn anew over it; true from then on and
 * in every page React draws from scratch. A prerendered form's submit waits for it: before React
 * owns the form, the browser's own submission would put the password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !carrying,
    () => false,
  );
}
