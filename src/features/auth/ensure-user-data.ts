import { callOperation } from '@/api/call-operation';
import { getUserDataMessageCode } from '@/api/generated/message-codes';
import type { ApiClient } from '@/api/api-client';
import type { SessionStore } from '@/api/session-store';
import type { ApiResult } from '@/core/outcome/api-result';

/**
 * Spec §4 Login: once the token is stored, the user data is fetched and kept under `user`.
 * Returns the failed answer when there is one, so the caller can act on it (401: log out).
 */
export async function ensureUserData(client: ApiClient, session: SessionStore): Promise<ApiResult | null> {
  if (session.user() !== null) return null;
  const mobileNumber = session.mobileNumber() ?? '';
  const result = await callOperation(client, 'getUserData', { messageCode: getUserDataMessageCode, mobileNumber });
  const body = result.body;
  if (result.httpStatus === 200 && body && 'userData' in body) {
    session.setUser(body.userData);
    return null;
  }
  return result;
}
