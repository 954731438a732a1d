/**
 * The payload envelope of spec §7 and openapi/wallet.yaml: {"data": base64url(IV ‖ AES-256-GCM
 * ciphertext ‖ tag)} with a 12-byte IV, through WebCrypto. The key comes from the runtime
 * configuration and reaches every browser: this hides nothing from anyone who loads the portal
 * (docs/SECURITY.md); TLS, CSP and server checks are the real defences.
 */
import { fromBase64Url, toBase64Url } from './base64-url';

export const payloadEncryptionHeader = 'X-Payload-Encryption';
export const payloadAlgorithm = 'A256GCM';

const ivBytes = 12;

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
      const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)));
      const out = new Uint8Array(ivBytes + sealed.length);
      out.set(iv);
      out.set(sealed, ivBytes);
      return JSON.stringify({ data: toBase64Url(out) });
    },
    async open(envelope) {
      const parsed = JSON.parse(envelope) as unknown;
      const data = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)['data'] : undefined;
      if (typeof data !== 'string') throw new Error('not a payload envelope');
      const bytes = fromBase64Url(data);
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, ivBytes) }, key, bytes.slice(ivBytes));
      return new TextDecoder().decode(plain);
    },
  };
}
