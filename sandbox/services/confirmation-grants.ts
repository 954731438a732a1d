import { createHash, randomBytes } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';
import { transactionBinding, type ConfirmedTransaction } from './confirmed-transaction';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** What spending a grant found: spent; none live for this customer and purpose; or one whose OTP confirmed another transaction. */
export type GrantSpend = 'spent' | 'none' | 'otherTransaction';

/**
 * Proof that the customer confirmed with an OTP (spec §2 "confirmation with OTP; user verification
 * for beneficiary update"): unguessable, bound to one customer, one purpose and the one transaction
 * its OTP named (issue 32 item 2), short-lived, spent by the one call it confirms. Only its hash is kept.
 */
export class ConfirmationGrants {
  constructor(private readonly db: SandboxDatabase) {}

  /** A grant for the transaction a verified OTP named (its binding, transactionBinding). */
  issue(customerId: number, purpose: string, binding: string): string {
    const token = `cg-${randomBytes(24).toString('base64url')}`;
    this.db
      .prepare('INSERT INTO confirmation_grants (token_hash, customer_id, purpose, binding, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(hashOf(token), customerId, purpose, binding, Date.now() + limit('confirmationGrantMinutes') * 60_000);
    return token;
  }

  /**
   * Spends the grant when it is live, unspent, this customer's and for this purpose and transaction.
   * A grant offered for another transaction is spent too, unused: one OTP, one try at what it confirms.
   * Called inside the transaction of the work it confirms (issue 32 item 10), so a crash between the
   * two leaves neither, and the retry with the same key goes through.
   */
  spend(token: string, customerId: number, purpose: string, transaction: ConfirmedTransaction): GrantSpend {
    const now = Date.now();
    const live = this.db
      .prepare('SELECT binding FROM confirmation_grants WHERE token_hash = ? AND customer_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?')
      .get(hashOf(token), customerId, purpose, now) as { binding: string | null } | undefined;
    if (!live) return 'none';
    this.db.prepare('UPDATE confirmation_grants SET used_at = ? WHERE token_hash = ?').run(now, hashOf(token));
    return live.binding === transactionBinding(purpose, transaction) ? 'spent' : 'otherTransaction';
  }
}
