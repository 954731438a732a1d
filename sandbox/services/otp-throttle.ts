import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';
import { secondsUntil } from './seconds-until';

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

  /** Seconds to wait before an OTP of this kind may be sent to the target again, or null when it may. */
  sendWait(target: string, purpose: string): number | null {
    const locked = this.lockedFor(target);
    if (locked !== null) return locked;
    const kind = `send:${purpose}`;
    const last = this.db.prepare('SELECT MAX(at) AS at FROM otp_events WHERE target = ? AND kind = ?').get(target, kind) as { at: number | null };
    const spacingMs = limit('resendOtpSeconds') * 1000;
    if (last.at !== null && last.at + spacingMs > this.now()) return secondsUntil(last.at + spacingMs, this.now());
    return this.waitFor(target, kind, 1 + limit('otpMaxResends'));
  }

  sent(target: string, purpose: string): void {
    this.record(target, `send:${purpose}`);
  }

  wrong(target: string): void {
    this.record(target, 'wrong');
  }

  /**
   * A right OTP: the wrong ones before it no longer count against the target, and the sends of its
   * kind were not in vain: the next one (another transfer to confirm) is a first send, not a resend.
   */
  verified(target: string, purpose: string): void {
    this.db.prepare("DELETE FROM otp_events WHERE target = ? AND kind IN ('wrong', ?)").run(target, `send:${purpose}`);
  }

  private record(target: string, kind: string): void {
    this.db.prepare('INSERT INTO otp_events (target, kind, at) VALUES (?, ?, ?)').run(target, kind, this.now());
  }
}
