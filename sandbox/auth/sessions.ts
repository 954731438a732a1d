import { createHash, randomBytes } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';

export interface IssuedSession {
  readonly token: string;
  readonly refreshToken: string;
}

/** Why a session was ended before its time (sessions.revoked_reason). */
export type Revocation = 'refreshed' | 'passwordChanged' | 'mobileChanged' | 'loggedOut' | 'closed' | 'reused';

/** Why a refresh token was refused: its session revoked (and why), the login's absolute lifetime over, or simply expired or unknown. */
export type RefreshRefusal = Exclude<Revocation, 'refreshed'> | 'lifetime' | 'expired';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Sessions with expiring access and refresh tokens; only their hashes are stored. */
export class Sessions {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A new session; a refresh passes the chain of the login it continues, and when that login happened. */
  issue(customerId: number, chain?: { readonly id: string; readonly startedAt: number }): IssuedSession {
    const token = newToken();
    const refreshToken = newToken();
    const now = this.now();
    // Neither token outlives the login's absolute lifetime.
    const endOfLogin = (chain?.startedAt ?? now) + limit('sessionMaxHours') * 3_600_000;
    this.db
      .prepare(
        `INSERT INTO sessions (access_hash, refresh_hash, customer_id, access_expires_at, refresh_expires_at, chain, chain_started_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        hash(token),
        hash(refreshToken),
        customerId,
        Math.min(now + limit('sessionAccessTtlSeconds') * 1000, endOfLogin),
        Math.min(now + limit('sessionRefreshTtlSeconds') * 1000, endOfLogin),
        chain?.id ?? hash(token),
        chain?.startedAt ?? now,
      );
    return { token, refreshToken };
  }

  /** Ends every live session of a customer (a password reset, a new mobile number, a closed wallet), saying why. */
  revokeCustomer(customerId: number, why: Revocation): void {
    this.db.prepare('UPDATE sessions SET revoked = 1, revoked_reason = ? WHERE customer_id = ? AND revoked = 0').run(why, customerId);
  }

  /** Ends every live session of a customer but the one of this access token (a password changed while signed in). */
  revokeOthers(customerId: number, token: string, why: Revocation): void {
    this.db
      .prepare('UPDATE sessions SET revoked = 1, revoked_reason = ? WHERE customer_id = ? AND revoked = 0 AND chain IS NOT (SELECT chain FROM sessions WHERE access_hash = ?)')
      .run(why, customerId, hash(token));
  }

  /**
   * Logout: revokes every session of the chain the access token belongs to, when the refresh token
   * is of the same chain. Returns whether anything was revoked.
   */
  revokeChain(token: string, refreshToken: string): boolean {
    return this.db.transaction(() => {
      const row = this.db
        .prepare('SELECT chain FROM sessions WHERE access_hash = ? AND revoked = 0')
        .get(hash(token)) as { chain: string } | undefined;
      if (!row) return false;
      const sameChain = this.db.prepare('SELECT 1 FROM sessions WHERE refresh_hash = ? AND chain = ?').get(hash(refreshToken), row.chain);
      if (!sameChain) return false;
      this.db.prepare("UPDATE sessions SET revoked = 1, revoked_reason = 'loggedOut' WHERE chain = ? AND revoked = 0").run(row.chain);
      return true;
    })();
  }

  /**
   * What an access token is: the customer of a live one, or why it is refused: one this server
   * issued whose time has passed ("expired"; refresh it), or one it never issued, revoked (a
   * logout, a spent refresh) or cannot read ("invalid"; log in again). RFC 6750 tells them apart.
   */
  tokenState(token: string): number | 'expired' | 'invalid' {
    const row = this.db.prepare('SELECT customer_id AS customerId, revoked, access_expires_at AS expiresAt FROM sessions WHERE access_hash = ?').get(hash(token)) as
      | { customerId: number; revoked: number; expiresAt: number }
      | undefined;
    if (!row || row.revoked === 1) return 'invalid';
    return row.expiresAt > this.now() ? row.customerId : 'expired';
  }

  /**
   * Spends a refresh token for a new session of the same chain; the old one is revoked so it cannot
   * be replayed. A refresh token that was already spent is a stolen copy or a stolen original: the
   * whole chain is revoked, so neither the thief nor the customer keeps a session from it. A refusal
   * says why (issue 32 item 7), so the customer is told. The same token again from the same client
   * address within refreshGraceSeconds is two tabs of one browser refreshing at once (issue 32 item 8):
   * it gets a session of the chain too, and a reuse from elsewhere, or later, is still a theft.
   */
  refresh(refreshToken: string, address: string): IssuedSession | { readonly refused: RefreshRefusal } {
    return this.db.transaction((): IssuedSession | { readonly refused: RefreshRefusal } => {
      const row = this.db
        .prepare(
          'SELECT access_hash AS accessHash, customer_id AS customerId, chain, chain_started_at AS startedAt, revoked, revoked_reason AS why, refresh_expires_at AS expiresAt, refreshed_at AS refreshedAt, refreshed_from AS refreshedFrom FROM sessions WHERE refresh_hash = ?',
        )
        .get(hash(refreshToken)) as
        | { accessHash: string; customerId: number; chain: string; startedAt: number; revoked: number; why: Revocation | null; expiresAt: number; refreshedAt: number | null; refreshedFrom: string | null }
        | undefined;
      if (!row) return { refused: 'expired' };
      const chainLive = () => this.db.prepare('SELECT 1 FROM sessions WHERE chain = ? AND revoked = 0').get(row.chain) !== undefined;
      const twinTab = row.why === 'refreshed' && row.refreshedFrom === address && row.refreshedAt !== null && row.refreshedAt > this.now() - limit('refreshGraceSeconds') * 1000;
      if (twinTab && chainLive()) return this.issue(row.customerId, { id: row.chain, startedAt: row.startedAt });
      if (row.revoked === 1 && row.why !== null && row.why !== 'refreshed') return { refused: row.why };
      if (row.revoked === 1) {
        this.db.prepare("UPDATE sessions SET revoked = 1, revoked_reason = 'reused' WHERE chain = ? AND revoked = 0").run(row.chain);
        return { refused: 'reused' };
      }
      if (row.expiresAt <= this.now()) return { refused: row.startedAt + limit('sessionMaxHours') * 3_600_000 <= this.now() ? 'lifetime' : 'expired' };
      this.db.prepare("UPDATE sessions SET revoked = 1, revoked_reason = 'refreshed', refreshed_at = ?, refreshed_from = ? WHERE access_hash = ?").run(this.now(), address, row.accessHash);
      return this.issue(row.customerId, { id: row.chain, startedAt: row.startedAt });
    })();
  }
}
