import { callOperation } from '../../api/call-operation';
import type { ApiClient } from '../../api/create-api-client';
import type { SessionStore } from '../../api/session-store';
import { limit } from '../../core/config/limits';

/**
 * Logs out: the server revokes the access token and its whole refresh chain first, so a copied
 * token stops working, then the device forgets the session (every tab sees the storage change and
 * follows). A server that does not answer in time does not keep the customer logged in here.
 */
export async function endSession(client: ApiClient, session: SessionStore): Promise<void> {
  const refreshToken = session.refreshToken();
  if (session.hasSession() && refreshToken) await callOperation(client, 'logout', { refreshToken }, { timeoutMs: limit('logoutWaitMs') });
  session.clear('logout');
}
