import { createHash, randomBytes } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';

export interface IssuedSession {
  readonly token: string;
  readonly refreshToken: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Sessions with expiring access and refresh tokens; only their hashes are stored. */
export class Sessions {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session; a refresh passes the chain of the login it continues. */
  issue(customerId: number, chain?: string): IssuedSession {
    const token = newToken();
    const refreshToken = newToken();
    const now = this.now();
    this.db
      .prepare(
        `INSERT INTO sessions (access_hash, refresh_hash, customer_id, access_expires_at, refresh_expires_at, chain)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(hash(token), hash(refreshToken), customerId, now + limit('sessionAccessTtlSeconds') * 1000, now + limit('sessionRefreshTtlSeconds') * 1000, chain ?? hash(token));
    return { token, refreshToken };
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
      this.db.prepare('UPDATE sessions SET revoked = 1 WHERE chain = ?').run(row.chain);
      return true;
    })();
  }

  /** The customer of a live access token, or null. */
  customerOf(token: string): number | null {
    const row = this.db
      .prepare('SELECT customer_id AS customerId FROM sessions WHERE access_hash = ? AND revoked = 0 AND access_expires_at > ?')
      .get(hash(token), this.now()) as { customerId: number } | undefined;
    return row?.customerId ?? null;
  }

  /** Spends a refresh token for a new session; the old one is revoked so it cannot be replayed. */
  refresh(refreshToken: string): IssuedSession | null {
    return this.db.transaction(() => {
      const row = this.db
        .prepare('SELECT access_hash AS accessHash, customer_id AS customerId, chain FROM sessions WHERE refresh_hash = ? AND revoked = 0 AND refresh_expires_at > ?')
        .get(hash(refreshToken), this.now()) as { accessHash: string; customerId: number; chain: string } | undefined;
      if (!row) return null;
      this.db.prepare('UPDATE sessions SET revoked = 1 WHERE access_hash = ?').run(row.accessHash);
      return this.issue(row.customerId, row.chain);
    })();
  }
}
