/**
 * The payload envelope of spec §7 and openapi/wallet.yaml: {"data": base64url(IV ‖ AES-256-GCM
 * ciphertext ‖ tag)} with a 12-byte IV, through WebCrypto. The key comes from the runtime
 * configuration and reaches every browser: this hides nothing from anyone who loads the portal
 * (docs/SECURITY.md); TLS, CSP and server checks are the real defences.
 */
import { openText, sealText } from './aes-gcm.js';
import { fromBase64Url } from './base64-url.js';

export interface PayloadCipher {
  seal(plain: string): Promise<string>;
  /** Throws when the envelope was altered or made with another key. */
  open(envelope: string): Promise<string>;
}

/** A cipher for the base64url-encoded 32-byte key of the runtime configuration; the key cannot be exported. */
export async function createPayloadCipher(keyBase64Url: string): Promise<PayloadCipher> {
  const key = await crypto.subtle.importKey('raw', fromBase64Url(keyBase64Url), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  return {
    async seal(plain) {
      return JSON.stringify({ data: await sealText(key, plain) });
    },
    async open(envelope) {
      const parsed = JSON.parse(envelope) as unknown;
      const data = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)['data'] : undefined;
      if (typeof data !== 'string') throw new Error('not a payload envelope');
      return openText(key, data);
    },
  };
}
