import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const keyLength = 32;

/** A salted scrypt hash, stored as "salt:hash" in hex; the sandbox never keeps a password. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, keyLength).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), keyLength);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
