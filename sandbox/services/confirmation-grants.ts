import { createHash, randomBytes } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Proof that the customer confirmed with an OTP (spec §2 "confirmation with OTP; user verification
 * for beneficiary update"): unguessable, bound to one customer and one purpose, short-lived, spent
 * by the one call it confirms. Only its hash is kept.
 */
export class ConfirmationGrants {
  constructor(private readonly db: SandboxDatabase) {}

  issue(customerId: number, purpose: string): string {
    const token = `cg-${randomBytes(24).toString('base64url')}`;
    this.db
      .prepare('INSERT INTO confirmation_grants (token_hash, customer_id, purpose, expires_at) VALUES (?, ?, ?, ?)')
      .run(hashOf(token), customerId, purpose, Date.now() + limit('confirmationGrantMinutes') * 60_000);
    return token;
  }

  /**
   * Spends the grant when it is live, unspent, this customer's and for this purpose; false otherwise.
   * Called inside the transaction of the work it confirms (issue 32 item 10), so a crash between the
   * two leaves neither, and the retry with the same key goes through.
   */
  spend(token: string, customerId: number, purpose: string): boolean {
    const now = Date.now();
    return (
      this.db
        .prepare('UPDATE confirmation_grants SET used_at = ? WHERE token_hash = ? AND customer_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?')
        .run(now, hashOf(token), customerId, purpose, now).changes === 1
    );
  }
}
