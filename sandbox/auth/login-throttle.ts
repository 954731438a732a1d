import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';
import { secondsUntil } from '../services/seconds-until';

/**
 * Locks the password login of a mobile number after passwordMaxFailures wrong passwords within
 * passwordLockMinutes (OWASP ASVS V6: no unlimited guessing). Counted for every number, customer
 * or not, so the lock tells no one who is a customer. A login that goes through starts the count over.
 */
export class LoginThrottle {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private windowMs(): number {
    return limit('passwordLockMinutes') * 60_000;
  }

  /** Seconds until the lock of a number ends, or null when it may try. */
  lockedFor(mobileNumber: string): number | null {
    const rows = this.db
      .prepare('SELECT at FROM login_failures WHERE mobile_number = ? AND at > ? ORDER BY at DESC')
      .all(mobileNumber, this.now() - this.windowMs()) as { at: number }[];
    const [latest] = rows;
    return rows.length >= limit('passwordMaxFailures') && latest ? secondsUntil(latest.at + this.windowMs(), this.now()) : null;
  }

  fail(mobileNumber: string): void {
    this.db.prepare('INSERT INTO login_failures (mobile_number, at) VALUES (?, ?)').run(mobileNumber, this.now());
  }

  succeed(mobileNumber: string): void {
    this.db.prepare('DELETE FROM login_failures WHERE mobile_number = ?').run(mobileNumber);
  }
}
