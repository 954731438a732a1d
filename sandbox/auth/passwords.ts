import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { HashingGate } from './hashing-gate';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keyLength: number) => Promise<Buffer>;

const keyLength = 32;

/** What a stored hash was made with: a hash kept elsewhere (the seed's cache) is reused only when this is unchanged. */
export const passwordHashScheme = `scrypt-default-${String(keyLength)}`;

/** A salted scrypt hash, stored as "salt:hash" in hex; the sandbox never keeps a password. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, keyLength).toString('hex')}`;
}

/** One bound for every password check of the process (issue 32 item 9): scrypt's CPU is the server's. */
const gate = new HashingGate();

/** The most password checks that ran at once since the process started: what the tests hold to passwordHashConcurrency. */
export const peakPasswordChecks = () => gate.peak;

/**
 * Checks a password off the event loop (scrypt is slow on purpose), so other requests go on
 * meanwhile, and within the hashing gate: throws HashingBusy when its queue is full.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  return gate.run(() => checkPassword(password, stored));
}

async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), keyLength);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Whether a password is the one of any of these hashes (issue 32 item 4: the current password and the ones before it). */
export async function matchesAny(password: string, hashes: readonly string[]): Promise<boolean> {
  for (const hash of hashes) if (await verifyPassword(password, hash)) return true;
  return false;
}
