import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';
import { secondsUntil } from './seconds-until';

/** Why an OTP may not be sent yet, and for how long: too soon after the last is not a lock (issue 31 item 5). */
export interface SendWait {
  readonly seconds: number;
  readonly tooSoon: boolean;
}

/** The events a target's sends of one purpose leave: each send, and each new transaction confirmed (issue 55 item 2). */
const sendKind = (purpose: string) => `send:${purpose}`;
const transactionKind = (purpose: string) => `transaction:${purpose}`;

/**
 * Bounds OTP guessing (OWASP ASVS V6): per number or address (the OTP's target), wrong OTPs within
 * otpWindowMinutes, whatever kind of OTP they were for; per target and kind, sends within the same
 * window and their spacing (resendOtpSeconds). Without it, each resend brought maxRetries fresh tries.
 * Counted for every target, customer or not, so a refusal tells no one who is a customer.
 */
export class OtpThrottle {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly now: () => number,
  ) {}

  private windowMs(): number {
    return limit('otpWindowMinutes') * 60_000;
  }

  /** Seconds until the newest `allowed` events of a target leave the window, or null when fewer than that are in it. */
  private waitFor(target: string, kind: string, allowed: number): number | null {
    const newest = this.db
      .prepare('SELECT at FROM otp_events WHERE target = ? AND kind = ? AND at > ? ORDER BY at DESC LIMIT ?')
      .all(target, kind, this.now() - this.windowMs(), allowed) as { at: number }[];
    const oldest = newest[allowed - 1];
    return oldest ? secondsUntil(oldest.at + this.windowMs(), this.now()) : null;
  }

  /** Seconds to wait before an OTP of this target may be checked, or null when it may. */
  lockedFor(target: string): number | null {
    return this.waitFor(target, 'wrong', limit('otpMaxWrongPerWindow'));
  }

  /**
   * How long before an OTP of this kind may be sent to the target again, and why: too soon after the
   * last one (resendOtpSeconds), or the target locked or its resends spent; null when it may. An OTP
   * for another transaction (issue 32 item 2: another amount or payee reviewed) is a first OTP, not a
   * resend: it skips the spacing and the resends' count, which start again from it (issue 55 item 2:
   * five reviews read as exhaustion); a flood of them (otpMaxTransactionsPerWindow) waits as too soon.
   * Wrong OTPs stay counted per target whatever was sent (lockedFor), so guessing gains nothing.
   */
  sendWait(target: string, purpose: string, newTransaction = false): SendWait | null {
    const locked = this.lockedFor(target);
    if (locked !== null) return { seconds: locked, tooSoon: false };
    if (newTransaction) {
      const flooded = this.waitFor(target, transactionKind(purpose), limit('otpMaxTransactionsPerWindow'));
      return flooded === null ? null : { seconds: flooded, tooSoon: true };
    }
    const kind = sendKind(purpose);
    const last = this.db.prepare('SELECT MAX(at) AS at FROM otp_events WHERE target = ? AND kind = ?').get(target, kind) as { at: number | null };
    const spacingMs = limit('resendOtpSeconds') * 1000;
    if (last.at !== null && last.at + spacingMs > this.now()) return { seconds: secondsUntil(last.at + spacingMs, this.now()), tooSoon: true };
    const spent = this.waitFor(target, kind, 1 + limit('otpMaxResends'));
    return spent === null ? null : { seconds: spent, tooSoon: false };
  }

  /** An OTP sent; one for a new transaction starts its resends' count afresh. */
  sent(target: string, purpose: string, newTransaction = false): void {
    if (newTransaction) {
      this.db.prepare('DELETE FROM otp_events WHERE target = ? AND kind = ?').run(target, sendKind(purpose));
      this.record(target, transactionKind(purpose));
    }
    this.record(target, sendKind(purpose));
  }

  wrong(target: string): void {
    this.record(target, 'wrong');
  }

  /**
   * A right OTP: the wrong ones before it no longer count against the target, and the sends of its
   * kind were not in vain: the next one (another transfer to confirm) is a first send, not a resend.
   */
  verified(target: string, purpose: string): void {
    this.db.prepare("DELETE FROM otp_events WHERE target = ? AND kind IN ('wrong', ?, ?)").run(target, sendKind(purpose), transactionKind(purpose));
  }

  private record(target: string, kind: string): void {
    this.db.prepare('INSERT INTO otp_events (target, kind, at) VALUES (?, ?, ?)').run(target, kind, this.now());
  }
}
