import { createHmac, randomBytes } from 'node:crypto';

/** RFC 6238 as authenticator apps read it: SHA-1, 30-second steps, 6 digits. */
const stepSeconds = 30;
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new secret in base32, as an authenticator app is given it. */
export function newTotpSecret(): string {
  return [...randomBytes(20)].map((byte) => alphabet[byte % 32]).join('');
}

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/** The code of one time step. */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

export const totpStep = (nowMs: number) => Math.floor(nowMs / 1000 / stepSeconds);

/**
 * The step a code belongs to, the one before or after now allowed for a clock a little off; null
 * for a wrong code or one of a step already used (a code is good once).
 */
export function totpStepOf(secret: string, code: string, nowMs: number, lastUsedStep: number): number | null {
  const now = totpStep(nowMs);
  for (const step of [now - 1, now, now + 1]) if (step > lastUsedStep && totpAt(secret, step) === code) return step;
  return null;
}

/** What an authenticator app scans to add the account. */
export function totpUri(secret: string, email: string): string {
  return `otpauth://totp/Wallet%20staff:${encodeURIComponent(email)}?secret=${secret}&issuer=Wallet%20staff`;
}
