/** Names the portal and the wallet API agree on (openapi/wallet.yaml, spec §7); the envelope's are the official client's. */
export { payloadAlgorithm, payloadEncryptionHeader } from '../../../packages/wallet-client/src/protocol';
export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'X-XSRF-TOKEN';

/** A cookie's value in a Cookie header (or document.cookie); undefined when it is not there. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
