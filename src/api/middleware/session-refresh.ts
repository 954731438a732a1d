import type { Client, Middleware } from 'openapi-fetch';
import { operationAt } from '../generated/operations';
import { isPrivate } from './is-private';
import type { paths } from '../generated/wallet';
import { storageKeys, type SessionStore } from '../session-store';

/** The name of the browser lock one refresh at a time is made under, across tabs. */
const refreshLockName = 'wallet-session-refresh';

export interface SessionRefreshOptions {
  readonly session: SessionStore;
  /** A client of its own for the refresh call: no bearer token, no envelope, no refresh of its own. */
  readonly refreshClient: Client<paths>;
  /** Sends a request again, outside the middleware chain (its answer is final). */
  readonly fetch: (request: Request) => Promise<Response>;
  /** Called once the session is gone for good: storage is already cleared. */
  readonly onSessionEnd: () => void;
  /** How long the refresh may take (the runtime configuration's request timeout). */
  readonly timeoutMs: number;
}

function bearerOf(request: Request): string | null {
  return request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
}

/**
 * Spec §4 Session: a 401 on a call that needs a session triggers one refresh, shared by every
 * request in flight, and each such request is sent again once with its original body. A request
 * that was sent with a token older than the current one is only retried. If the refresh fails,
 * local storage is cleared and the session ends. The refresh call carries no bearer token, and a
 * 401 on a retry is final, so nothing loops.
 */
export function sessionRefresh({ session, refreshClient, fetch, onSessionEnd, timeoutMs }: SessionRefreshOptions): Middleware {
  const originals = new Map<string, Request>();
  let refreshing: ReturnType<typeof refresh> | null = null;

  /**
   * One refresh across the tabs of this browser (issue 32 item 8): two tabs whose token expired at
   * once would both spend the same refresh token. Under the browser's lock (Web Locks), a tab that
   * waited finds the tokens the other renewed in the shared storage and takes them; where the
   * browser has no Web Locks, the server's short grace for the same token from the same place does.
   */
  async function refreshOnce(sentWith: string | null): ReturnType<typeof refresh> {
    const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
    if (!locks) return refresh();
    return locks.request(refreshLockName, async () => {
      // What another tab wrote while this one waited for the lock: read from storage, not from the storage event still on its way.
      await session.follow(storageKeys.customerToken);
      await session.follow(storageKeys.refreshToken);
      const current = session.token();
      if (current !== null && current !== sentWith) return { renewed: true } as const;
      const outcome = await refresh();
      // The next tab under the lock reads what this one wrote: written before the lock is let go.
      await session.settled();
      return outcome;
    });
  }

  /** Renews the session; when refused, the server's code of why (issue 32 item 7), if it gave one. */
  async function refresh(): Promise<{ readonly renewed: true } | { readonly renewed: false; readonly code?: string }> {
    const refreshToken = session.refreshToken();
    if (!refreshToken) return { renewed: false };
    try {
      // Given up on after the request timeout, like every call (issue 56 item 5): a refresh that never answers would hold every call waiting on it.
      const { data, error } = await refreshClient.POST('/api/auth/refreshtoken', { body: { refreshToken }, signal: AbortSignal.timeout(timeoutMs) });
      if (!data) return { renewed: false, ...(typeof error.code === 'string' ? { code: error.code } : {}) };
      session.renew(data.token, data.refreshToken);
      return { renewed: true };
    } catch {
      return { renewed: false };
    }
  }

  return {
    onRequest({ request, id, schemaPath }) {
      // Kept before sending: the body of the request itself is consumed by the first attempt.
      if (isPrivate(operationAt(request.method, schemaPath))) originals.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id }) {
      const original = originals.get(id);
      originals.delete(id);
      if (response.status !== 401 || !original) return response;
      const sentWith = bearerOf(original);
      // Another tab may have renewed the tokens a moment ago: take its renewal rather than spend a refresh token twice.
      await session.settled();
      const current = session.token();
      const outcome = current !== null && current !== sentWith ? { renewed: true as const } : await (refreshing ??= refreshOnce(sentWith).finally(() => (refreshing = null)));
      if (!outcome.renewed) {
        // Spec §4: a failed refresh clears local storage, all of what the session left, and says why.
        if (session.holdsAnything()) {
          session.clear('expired', outcome.code);
          onSessionEnd();
        }
        return response;
      }
      const retry = new Request(original, { headers: new Headers(original.headers) });
      retry.headers.set('Authorization', `Bearer ${session.token() ?? ''}`);
      return fetch(retry);
    },
    onError({ id }) {
      originals.delete(id);
    },
  };
}
