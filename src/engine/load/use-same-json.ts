import { useMemo } from 'react';

/**
 * The same object for as long as its JSON stays the same: a value built anew at every render
 * (the URL's filters, the path's params, the pages to load) keeps what depends on it drawn once.
 */
export function useSameJson<T>(value: T): T {
  const key = JSON.stringify(value);
  // The key stands for the value: a new object with the same JSON is the value already kept.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [key]);
}
