import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ApiResult } from '@/core/outcome/api-result';
import { useApi } from '../api/api-context';

/** A load that is in flight or answered, with what its answer meant (the temporary-block refusal). */
export type CachedLoad = Promise<ApiResult>;

/**
 * Answers of the loads made during one visit of a page: two panels (the home's balance and the
 * permission check of its quick actions) asking the same thing make one request, and paging through
 * a batch already loaded asks nothing. A new path is a new visit and starts empty.
 */
export class LoadCache {
  private readonly entries = new Map<string, CachedLoad>();
  private readonly answered = new Set<string>();

  get(key: string, load: () => CachedLoad): { readonly answer: CachedLoad; readonly first: boolean } {
    const cached = this.entries.get(key);
    if (cached) return { answer: cached, first: false };
    const answer = load();
    this.entries.set(key, answer);
    void answer.then(
      () => {
        if (this.entries.get(key) === answer) this.answered.add(key);
      },
      () => undefined,
    );
    return { answer, first: true };
  }

  /** Whether the answer to a request has come (a page shown again, a filter cleared): it is read again with no wait to show. */
  has(key: string): boolean {
    return this.answered.has(key);
  }

  /** Forgets one answer (a retry) or every answer (an action changed what the page shows). */
  forget(key?: string): void {
    if (key === undefined) {
      this.entries.clear();
      this.answered.clear();
    } else {
      this.entries.delete(key);
      this.answered.delete(key);
    }
  }
}

/** How long an answer is kept: for the visit of a page, or for the session (the customer's name in the header). */
export type LoadKeep = 'visit' | 'session';

const LoadCacheContext = createContext<Readonly<Record<LoadKeep, LoadCache>> | null>(null);

export interface LoadCacheProviderProps {
  readonly children: ReactNode;
}

/** One cache per path visited (the search params, a list's page, stay within the visit), and one for the session. */
export function LoadCacheProvider({ children }: LoadCacheProviderProps) {
  const { pathname } = useLocation();
  const { session } = useApi();
  const [sessionCache] = useState(() => new LoadCache());
  useEffect(() => session.onClear(() => sessionCache.forget()), [session, sessionCache]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new path is what starts a new cache
  const visit = useMemo(() => new LoadCache(), [pathname]);
  const caches = useMemo(() => ({ visit, session: sessionCache }), [visit, sessionCache]);
  return <LoadCacheContext.Provider value={caches}>{children}</LoadCacheContext.Provider>;
}

export function useLoadCache(keep: LoadKeep = 'visit'): LoadCache {
  const caches = useContext(LoadCacheContext);
  if (!caches) throw new Error('useLoadCache needs a LoadCacheProvider above it');
  return caches[keep];
}
