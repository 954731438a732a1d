import { randomInt } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';

export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'none';

/** How long an OTP may be used; the spec gives no figure, the sandbox gives five minutes. */
export const otpValidityMs = 5 * 60 * 1000;
const validityMs = otpValidityMs;

/**
 * One-time passwords of 6 digits (spec §5) with expiry and an attempt count: past the maximum
 * retries (spec §9) the OTP is spent and the answer is code 149 / HTTP 429. Delivered to the
 * dev inbox (GET /sandbox/inbox) and to the console.
 */
export class Otps {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly now: () => number = () => Date.now(),
  ) {}

  send(target: string, purpose: string): void {
    const length = limit('otpLength');
    const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
    const now = this.now();
    this.db.prepare('INSERT INTO otps (target, purpose, code, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run(target, purpose, code, now + validityMs, now);
    console.log(`[sandbox inbox] ${purpose} OTP for ${target}: ${code}`);
  }

  /** Checks the newest OTP of a target among the given purposes; returns the purpose it matched. */
  check(target: string, purposes: readonly string[], code: string): { result: OtpCheck; purpose?: string } {
    const placeholders = purposes.map(() => '?').join(', ');
    const otp = this.db
      .prepare(`SELECT id, purpose, code, expires_at AS expiresAt, attempts, verified_at AS verifiedAt FROM otps WHERE target = ? AND purpose IN (${placeholders}) ORDER BY id DESC LIMIT 1`)
      .get(target, ...purposes) as { id: number; purpose: string; code: string; expiresAt: number; attempts: number; verifiedAt: number | null } | undefined;
    if (!otp || otp.verifiedAt !== null) return { result: 'none' };
    if (otp.attempts >= limit('maxRetries')) return { result: 'exhausted' };
    if (otp.expiresAt < this.now()) return { result: 'expired' };
    if (otp.code !== code) {
      this.db.prepare('UPDATE otps SET attempts = attempts + 1 WHERE id = ?').run(otp.id);
      return { result: otp.attempts + 1 >= limit('maxRetries') ? 'exhausted' : 'wrong' };
    }
    this.db.prepare('UPDATE otps SET verified_at = ? WHERE id = ?').run(this.now(), otp.id);
    return { result: 'ok', purpose: otp.purpose };
  }

  /** True when an OTP of this purpose was verified for the target in the last validity window. */
  recentlyVerified(target: string, purpose: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM otps WHERE target = ? AND purpose = ? AND verified_at > ?').get(target, purpose, this.now() - validityMs) !== undefined
    );
  }

  inbox(target: string): { to: string; purpose: string; otp: string; sentAt: string; expiresAt: string }[] {
    return (this.db.prepare('SELECT target, purpose, code, created_at AS createdAt, expires_at AS expiresAt FROM otps WHERE target = ? ORDER BY id DESC LIMIT 20').all(target) as {
      target: string;
      purpose: string;
      code: string;
      createdAt: number;
      expiresAt: number;
    }[]).map((row) => ({ to: row.target, purpose: row.purpose, otp: row.code, sentAt: new Date(row.createdAt).toISOString(), expiresAt: new Date(row.expiresAt).toISOString() }));
  }
}

/** The answer of a failed OTP check (spec §8): 139 incorrect, 150 expired, 149 with HTTP 429 exhausted. */
export function otpFailure(result: Exclude<OtpCheck, 'ok'>): { status: number; code: string } {
  switch (result) {
    case 'exhausted':
      return { status: 429, code: '149' };
    case 'expired':
      return { status: 400, code: '150' };
    default:
      return { status: 400, code: '139' };
  }
}
