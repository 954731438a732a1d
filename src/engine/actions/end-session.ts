import { callOperation } from '@/api/call-operation';
import type { ApiClient } from '@/api/api-client';
import type { SessionStore } from '@/api/session-store';
import { limit } from '@/core/config/limits';

/**
 * Logs out: the device forgets the session at once (every tab sees the storage change and follows,
 * and a redirect right after, to video KYC, leaves nothing behind), and the server is asked to revoke
 * the access token and its whole refresh chain with the tokens as they were, so a copied token stops
 * working. The request outlives the page (keepalive); the promise settles when the server answered
 * or gave up after logoutWaitMs.
 */
export function endSession(client: ApiClient, session: SessionStore): Promise<unknown> {
  const token = session.token();
  const refreshToken = session.refreshToken();
  session.clear('logout');
  if (!token || !refreshToken) return Promise.resolve();
  return callOperation(client, 'logout', { refreshToken }, { bearer: token, keepalive: true, timeoutMs: limit('logoutWaitMs') });
}
