import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';
import { secondsUntil } from '../services/seconds-until';

/**
 * Locks the password login of a mobile number from one client address after passwordMaxFailures
 * wrong passwords within passwordLockMinutes (OWASP ASVS V6: no unlimited guessing). Counted for
 * every number, customer or not, so the lock tells no one who is a customer. Per number and address
 * (issue 32 item 9): a stranger who knows a number locks it only for themselves, not for its owner.
 * A login that goes through starts that address's count over. An address may also meet only
 * loginFailuresPerAddress wrong passwords within loginAddressWindowSeconds, whatever the numbers: a
 * flood of guesses from one place stops there, while the many customers one carrier's NAT puts
 * behind one address, who mostly type their password right, go on.
 */
export class LoginThrottle {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private windowMs(): number {
    return limit('passwordLockMinutes') * 60_000;
  }

  /** Seconds until the lock of a number for an address ends, or null when it may try. */
  lockedFor(mobileNumber: string, address: string): number | null {
    const rows = this.db
      .prepare('SELECT at FROM login_failures WHERE mobile_number = ? AND client_address = ? AND at > ? ORDER BY at DESC')
      .all(mobileNumber, address, this.now() - this.windowMs()) as { at: number }[];
    const [latest] = rows;
    return rows.length >= limit('passwordMaxFailures') && latest ? secondsUntil(latest.at + this.windowMs(), this.now()) : null;
  }

  /** The seconds until an address may try again when it met loginFailuresPerAddress wrong passwords within loginAddressWindowSeconds, else null. */
  floodFrom(address: string): number | null {
    const windowMs = limit('loginAddressWindowSeconds') * 1000;
    const rows = this.db
      .prepare('SELECT at FROM login_failures WHERE client_address = ? AND at > ? ORDER BY at DESC LIMIT ?')
      .all(address, this.now() - windowMs, limit('loginFailuresPerAddress')) as { at: number }[];
    const oldest = rows.at(-1);
    return rows.length >= limit('loginFailuresPerAddress') && oldest ? secondsUntil(oldest.at + windowMs, this.now()) : null;
  }

  fail(mobileNumber: string, address: string): void {
    this.db.prepare('INSERT INTO login_failures (mobile_number, client_address, at) VALUES (?, ?, ?)').run(mobileNumber, address, this.now());
  }

  succeed(mobileNumber: string, address: string): void {
    this.db.prepare('DELETE FROM login_failures WHERE mobile_number = ? AND client_address = ?').run(mobileNumber, address);
  }
}
