import { textOf } from './envelope';

/** Why a call that needs a session was refused: no token, one never issued or revoked, one whose time passed. */
export type TokenRefusal = 'missing' | 'invalid' | 'expired';

/** The message of each refusal (locales/…/api.json): the body says it to whoever reads the answer. */
export const tokenRefusalKeys: Readonly<Record<TokenRefusal, string>> = {
  missing: 'api:tokenMissing',
  invalid: 'api:tokenInvalid',
  expired: 'api:sessionExpired',
};

/**
 * The challenge of a 401 (RFC 6750 §3): no error for a call that brought no token (it was not
 * asked); invalid_token for the others, whose description says whether to refresh (expired) or
 * to log in again (invalid), so an integrator's client can tell them apart without reading the body.
 */
export function wwwAuthenticate(refusal: TokenRefusal): string {
  if (refusal === 'missing') return 'Bearer realm="wallet"';
  return `Bearer realm="wallet", error="invalid_token", error_description="${textOf(tokenRefusalKeys[refusal]).replace(/["\\]/g, '')}"`;
}
