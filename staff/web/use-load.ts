import { useEffect, useState } from 'react';
import { api } from './api';

/** What a page loads: while loading, its value, or the message of its failure. */
export type Loaded<T> = { readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed'; readonly message: string };

/** The answer of a GET of the console's server, loaded again when the path changes or on demand. */
export function useLoad<T>(path: string): { loaded: Loaded<T>; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    api<T>('GET', path).then(
      (value) => current && setLoaded({ state: 'ready', value }),
      (error: unknown) => current && setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [path, round]);
  return { loaded, reload: () => setRound((n) => n + 1) };
}
