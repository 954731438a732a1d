import { fromBase64Url, toBase64Url } from './base64-url.js';

const ivBytes = 12;

/** Text sealed with AES-GCM under a fresh 12-byte IV, as base64url(IV ‖ ciphertext ‖ tag). */
export async function sealText(key: CryptoKey, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)));
  const out = new Uint8Array(ivBytes + sealed.length);
  out.set(iv);
  out.set(sealed, ivBytes);
  return toBase64Url(out);
}

/** The text of sealText's output; throws when it was altered or sealed under another key. */
export async function openText(key: CryptoKey, sealed: string): Promise<string> {
  const bytes = fromBase64Url(sealed);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, ivBytes) }, key, bytes.slice(ivBytes));
  return new TextDecoder().decode(plain);
}
