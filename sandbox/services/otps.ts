import { randomInt } from 'node:crypto';
import { limit } from '../../src/core/config/limits';
import { exampleOtpOf } from '../db/example-identities';
import type { SandboxDatabase } from '../db/open-database';
import { OtpThrottle } from './otp-throttle';

/** Why an OTP did not pass. */
export type OtpRefusal = 'wrong' | 'expired' | 'exhausted' | 'none' | 'locked';

/** What checking an OTP found: the purpose it matched, or why it did not pass (with the wait, when locked). */
export type OtpCheck = { readonly result: 'ok'; readonly purpose: string; readonly binding: string | null } | { readonly result: OtpRefusal; readonly retryAfterSeconds?: number };

/**
 * The transaction an OTP confirms (issue 32 item 2): its parts as one string (transactionBinding), and
 * the SMS that names them around the code. Another transaction is a first send, not a resend.
 */
export interface OtpTransaction {
  readonly binding: string;
  readonly text: (otp: string) => string;
}

/** Whether an OTP went out, or how long until one may (the throttle's answer). */
export type OtpSend = { readonly sent: true } | { readonly sent: false; readonly retryAfterSeconds: number; readonly tooSoon: boolean };

/** How long an OTP may be used, and a verified one counts as proof (rules/limits.json). */
export const otpValidityMs = (): number => limit('otpValidityMinutes') * 60_000;

/**
 * One-time passwords of 6 digits (spec §5) with expiry and an attempt count: past the maximum
 * retries (spec §9) the OTP is spent and the answer is code 149 / HTTP 429; past the throttle's
 * bounds (OtpThrottle) every send and check of the target is. Delivered to the dev inbox
 * (GET /sandbox/inbox) and to the console.
 */
export class Otps {
  private readonly throttle: OtpThrottle;

  constructor(
    private readonly db: SandboxDatabase,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.throttle = new OtpThrottle(db, now);
  }

  /**
   * Sends a new OTP of a purpose to a target unless the throttle holds it back. With deliver false
   * nothing goes out but the request counts the same, for a number that must not be told apart. An
   * OTP for another transaction than the last one of its purpose need not wait resendOtpSeconds: the
   * customer changed the amount, and the old OTP could not confirm the new one.
   */
  send(target: string, purpose: string, deliver = true, transaction?: OtpTransaction): OtpSend {
    const newTransaction = transaction !== undefined && transaction.binding !== this.lastBinding(target, purpose);
    const wait = this.throttle.sendWait(target, purpose, newTransaction);
    if (wait !== null) return { sent: false, retryAfterSeconds: wait.seconds, tooSoon: wait.tooSoon };
    this.throttle.sent(target, purpose, newTransaction);
    if (deliver) this.deliver(target, purpose, transaction);
    return { sent: true };
  }

  private lastBinding(target: string, purpose: string): string | null {
    const last = this.db.prepare('SELECT binding FROM otps WHERE target = ? AND purpose = ? ORDER BY id DESC LIMIT 1').get(target, purpose) as { binding: string | null } | undefined;
    return last?.binding ?? null;
  }

  private deliver(target: string, purpose: string, transaction: OtpTransaction | undefined): void {
    const length = limit('otpLength');
    const code = exampleOtpOf(target) ?? String(randomInt(0, 10 ** length)).padStart(length, '0');
    const now = this.now();
    this.db
      .prepare('INSERT INTO otps (target, purpose, code, binding, text, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(target, purpose, code, transaction?.binding ?? null, transaction?.text(code) ?? null, now + otpValidityMs(), now);
  }

  /** Checks the newest OTP of a target among the given purposes; returns the purpose it matched. */
  check(target: string, purposes: readonly string[], code: string): OtpCheck {
    // While locked, the right OTP is refused too: otherwise the lock would only slow the guessing.
    const locked = this.throttle.lockedFor(target);
    if (locked !== null) return { result: 'locked', retryAfterSeconds: locked };
    const placeholders = purposes.map(() => '?').join(', ');
    const otp = this.db
      .prepare(`SELECT id, purpose, code, binding, expires_at AS expiresAt, attempts, verified_at AS verifiedAt FROM otps WHERE target = ? AND purpose IN (${placeholders}) ORDER BY id DESC LIMIT 1`)
      .get(target, ...purposes) as { id: number; purpose: string; code: string; binding: string | null; expiresAt: number; attempts: number; verifiedAt: number | null } | undefined;
    if (!otp || otp.verifiedAt !== null) return { result: 'none' };
    // A spent OTP is retried with a new one: Retry-After says when one may be sent (issue 36 item 3: every 429 says when).
    const exhausted = () => ({ result: 'exhausted' as const, retryAfterSeconds: this.throttle.sendWait(target, otp.purpose, false)?.seconds ?? 0 });
    if (otp.attempts >= limit('maxRetries')) return exhausted();
    if (otp.expiresAt < this.now()) return { result: 'expired' };
    if (otp.code !== code) {
      this.db.prepare('UPDATE otps SET attempts = attempts + 1 WHERE id = ?').run(otp.id);
      this.throttle.wrong(target);
      const nowLocked = this.throttle.lockedFor(target);
      if (nowLocked !== null) return { result: 'locked', retryAfterSeconds: nowLocked };
      return otp.attempts + 1 >= limit('maxRetries') ? exhausted() : { result: 'wrong' };
    }
    this.db.prepare('UPDATE otps SET verified_at = ? WHERE id = ?').run(this.now(), otp.id);
    this.throttle.verified(target, otp.purpose);
    return { result: 'ok', purpose: otp.purpose, binding: otp.binding };
  }

  /** True when an OTP of this purpose was verified for the target in the last validity window. */
  recentlyVerified(target: string, purpose: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM otps WHERE target = ? AND purpose = ? AND verified_at > ?').get(target, purpose, this.now() - otpValidityMs()) !== undefined
    );
  }

  /** The OTPs sent to a target, newest first, with the SMS as sent when it named a transaction. */
  inbox(target: string): { to: string; purpose: string; otp: string; text?: string; sentAt: string; expiresAt: string }[] {
    return (this.db.prepare('SELECT target, purpose, code, text, created_at AS createdAt, expires_at AS expiresAt FROM otps WHERE target = ? ORDER BY id DESC LIMIT 20').all(target) as {
      target: string;
      purpose: string;
      code: string;
      text: string | null;
      createdAt: number;
      expiresAt: number;
    }[]).map((row) => ({
      to: row.target,
      purpose: row.purpose,
      otp: row.code,
      ...(row.text === null ? {} : { text: row.text }),
      sentAt: new Date(row.createdAt).toISOString(),
      expiresAt: new Date(row.expiresAt).toISOString(),
    }));
  }
}

/** The answer of a failed OTP check (spec §8): 139 incorrect, 150 expired, 149 with HTTP 429 exhausted or locked. */
export function otpFailure(result: OtpRefusal): { status: number; code: string } {
  switch (result) {
    case 'exhausted':
    case 'locked':
      return { status: 429, code: '149' };
    case 'expired':
      return { status: 400, code: '150' };
    default:
      return { status: 400, code: '139' };
  }
}
