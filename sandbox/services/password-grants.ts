import { createHash, randomBytes } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The grant to set or reset a password, given once an OTP proved the customer's number (spec §4,
 * §8): a random token of which only the hash is kept, so a sequential profileId alone opens nothing.
 * Its statements are prepared once, with the database.
 */
export class PasswordGrants {
  private readonly insert;
  private readonly live;
  private readonly use;

  constructor(db: SandboxDatabase) {
    this.insert = db.prepare('INSERT INTO password_grants (token_hash, customer_id, expires_at) VALUES (?, ?, ?)');
    this.live = db.prepare('SELECT 1 FROM password_grants WHERE token_hash = ? AND customer_id = ? AND used_at IS NULL AND expires_at > ?');
    this.use = db.prepare('UPDATE password_grants SET used_at = ? WHERE token_hash = ?');
  }

  /** A new grant for this customer, valid passwordGrantMinutes. */
  issue(customerId: number): string {
    const token = randomBytes(32).toString('base64url');
    this.insert.run(hashOf(token), customerId, Date.now() + limit('passwordGrantMinutes') * 60_000);
    return token;
  }

  /** Whether the grant is live, unused and this customer's. */
  holds(token: string, customerId: number): boolean {
    return this.live.get(hashOf(token), customerId, Date.now()) !== undefined;
  }

  spend(token: string): void {
    this.use.run(Date.now(), hashOf(token));
  }
}
