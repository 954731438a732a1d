import { createHash, randomBytes } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Proof that a number's OTP was verified (issue 12 item 6): an unguessable token bound to the
 * number, short-lived, of which only the hash is kept. The migration calls need it, so the old
 * provider's balance and uuid are shown only to whoever holds the phone.
 */
export class MobileGrants {
  constructor(private readonly db: SandboxDatabase) {}

  issue(mobileNumber: string): string {
    const token = `mg-${randomBytes(24).toString('base64url')}`;
    this.db.prepare('INSERT INTO mobile_grants (token_hash, mobile_number, expires_at) VALUES (?, ?, ?)').run(hashOf(token), mobileNumber, Date.now() + limit('mobileGrantMinutes') * 60_000);
    return token;
  }

  /** Whether the grant is live, unspent and this number's. */
  holds(token: string, mobileNumber: string): boolean {
    return this.db.prepare('SELECT 1 FROM mobile_grants WHERE token_hash = ? AND mobile_number = ? AND used_at IS NULL AND expires_at > ?').get(hashOf(token), mobileNumber, Date.now()) !== undefined;
  }

  spend(token: string): void {
    this.db.prepare('UPDATE mobile_grants SET used_at = ? WHERE token_hash = ?').run(Date.now(), hashOf(token));
  }
}
