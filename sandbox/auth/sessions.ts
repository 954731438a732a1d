import { createHash, randomBytes } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import type { LoginWith } from '../../src/core/effects/login-with';
import type { SandboxDatabase } from '../db/open-database';

export interface IssuedSession {
  readonly token: string;
  readonly refreshToken: string;
}

/** Why a session was ended before its time (sessions.revoked_reason). */
export type Revocation = 'refreshed' | 'passwordChanged' | 'mobileChanged' | 'loggedOut' | 'closed' | 'reused' | 'ended';

/** How a login was made: the password (something the customer knows), an OTP to their phone or a passkey on it (something they have); the portal's own list. */
export type LoginFactor = LoginWith;

/** A live login as the sessions list shows it (issue 32 item 6). */
export interface LiveLogin {
  /** Names the login to end it; not a token, and worth nothing without this customer's session. */
  readonly sessionId: string;
  readonly current: boolean;
  readonly userAgent: string | null;
  readonly clientAddress: string | null;
  readonly startedAt: number;
  readonly lastSeenAt: number;
}

/** Why a refresh token was refused: its session revoked (and why), the login's absolute lifetime over, or simply expired or unknown. */
export type RefreshRefusal = Exclude<Revocation, 'refreshed'> | 'lifetime' | 'expired' | 'unknown';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
/** When a login's absolute lifetime ends: no token of it outlives sessionMaxHours from its start. */
const endOfLogin = (startedAt: number) => startedAt + limit('sessionMaxHours') * 3_600_000;
/** The name of a login in the sessions list: a hash of its chain, which is itself a hash, so nothing a token can be made from. */
const sessionIdOf = (chain: string) => createHash('sha256').update(`session:${chain}`).digest('base64url').slice(0, 22);

/** Sessions with expiring access and refresh tokens; only their hashes are stored. */
export class Sessions {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A new session, made by a login's factor; a refresh passes the chain of the login it continues, when it happened and how. */
  issue(customerId: number, chain?: { readonly id: string; readonly startedAt: number; readonly factor: LoginFactor }, factor: LoginFactor = chain?.factor ?? 'password'): IssuedSession {
    const token = newToken();
    const refreshToken = newToken();
    const now = this.now();
    // Neither token outlives the login's absolute lifetime.
    const ends = endOfLogin(chain?.startedAt ?? now);
    this.db
      .prepare(
        `INSERT INTO sessions (access_hash, refresh_hash, customer_id, access_expires_at, refresh_expires_at, chain, chain_started_at, factor)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        hash(token),
        hash(refreshToken),
        customerId,
        Math.min(now + limit('sessionAccessTtlSeconds') * 1000, ends),
        Math.min(now + limit('sessionRefreshTtlSeconds') * 1000, ends),
        chain?.id ?? hash(token),
        chain?.startedAt ?? now,
        factor,
      );
    return { token, refreshToken };
  }

  /**
   * Notes where and when a login was used (issue 32 item 6): at its first call, then at most every
   * sessionSeenSeconds, so a busy session does not write at every call.
   */
  touch(token: string, userAgent: string | null, clientAddress: string): void {
    const now = this.now();
    this.db
      .prepare(
        `INSERT INTO logins (chain, customer_id, user_agent, client_address, last_seen_at)
           SELECT chain, customer_id, ?, ?, ? FROM sessions WHERE access_hash = ?
         ON CONFLICT (chain) DO UPDATE SET user_agent = excluded.user_agent, client_address = excluded.client_address, last_seen_at = excluded.last_seen_at
           WHERE logins.last_seen_at <= excluded.last_seen_at - ?`,
      )
      .run(userAgent, clientAddress, now, hash(token), limit('sessionSeenSeconds') * 1000);
  }

  /** The customer's live logins, the one of this access token marked, the most recently used first. */
  list(customerId: number, token: string): LiveLogin[] {
    const rows = this.db
      .prepare(
        `SELECT s.chain, MIN(s.chain_started_at) AS startedAt, l.user_agent AS userAgent, l.client_address AS clientAddress,
                COALESCE(l.last_seen_at, MIN(s.chain_started_at)) AS lastSeenAt,
                MAX(s.access_hash = ?) AS current
           FROM sessions s LEFT JOIN logins l ON l.chain = s.chain
          WHERE s.customer_id = ? AND s.revoked = 0 AND s.refresh_expires_at > ?
          GROUP BY s.chain
          ORDER BY current DESC, lastSeenAt DESC, startedAt DESC, s.chain`,
      )
      .all(hash(token), customerId, this.now()) as { chain: string; startedAt: number; userAgent: string | null; clientAddress: string | null; lastSeenAt: number; current: number }[];
    return rows.map(({ chain, current, ...row }) => ({ ...row, sessionId: sessionIdOf(chain), current: current === 1 }));
  }

  /** Ends one login of this customer, named by its sessionId (issue 32 item 6); false when it is not theirs or not live. */
  endLogin(customerId: number, sessionId: string): boolean {
    const chains = this.db.prepare('SELECT DISTINCT chain FROM sessions WHERE customer_id = ? AND revoked = 0').all(customerId) as { chain: string }[];
    const chain = chains.find((row) => sessionIdOf(row.chain) === sessionId)?.chain;
    if (chain === undefined) return false;
    this.db.prepare("UPDATE sessions SET revoked = 1, revoked_reason = 'ended' WHERE chain = ? AND revoked = 0").run(chain);
    return true;
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

  /** How the login of an access token was made, or null for a token that is not live. */
  factorOf(token: string): LoginFactor | null {
    const row = this.db.prepare('SELECT factor FROM sessions WHERE access_hash = ? AND revoked = 0').get(hash(token)) as { factor: LoginFactor } | undefined;
    return row?.factor ?? null;
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
          'SELECT access_hash AS accessHash, customer_id AS customerId, chain, chain_started_at AS startedAt, factor, revoked, revoked_reason AS why, refresh_expires_at AS expiresAt, refreshed_at AS refreshedAt, refreshed_from AS refreshedFrom FROM sessions WHERE refresh_hash = ?',
        )
        .get(hash(refreshToken)) as
        | { accessHash: string; customerId: number; chain: string; startedAt: number; factor: LoginFactor; revoked: number; why: Revocation | null; expiresAt: number; refreshedAt: number | null; refreshedFrom: string | null }
        | undefined;
      if (!row) return { refused: 'unknown' };
      const chainLive = () => this.db.prepare('SELECT 1 FROM sessions WHERE chain = ? AND revoked = 0').get(row.chain) !== undefined;
      const twinTab = row.why === 'refreshed' && row.refreshedFrom === address && row.refreshedAt !== null && row.refreshedAt > this.now() - limit('refreshGraceSeconds') * 1000;
      if (twinTab && chainLive()) return this.issue(row.customerId, { id: row.chain, startedAt: row.startedAt, factor: row.factor });
      if (row.revoked === 1 && row.why !== null && row.why !== 'refreshed') return { refused: row.why };
      if (row.revoked === 1) {
        this.db.prepare("UPDATE sessions SET revoked = 1, revoked_reason = 'reused' WHERE chain = ? AND revoked = 0").run(row.chain);
        return { refused: 'reused' };
      }
      if (row.expiresAt <= this.now()) return { refused: endOfLogin(row.startedAt) <= this.now() ? 'lifetime' : 'expired' };
      this.db.prepare("UPDATE sessions SET revoked = 1, revoked_reason = 'refreshed', refreshed_at = ?, refreshed_from = ? WHERE access_hash = ?").run(this.now(), address, row.accessHash);
      return this.issue(row.customerId, { id: row.chain, startedAt: row.startedAt, factor: row.factor });
    })();
  }
}
