import { limit } from '../../src/core/config/limits';
import { hashPassword, passwordMatches } from './passwords';
import type { StaffDatabase } from './staff-db';
import { newTotpSecret, totpStepOf } from './totp';
import type { StaffMember, StaffRole } from '../shared/staff-types';

export type { StaffMember, StaffRole } from '../shared/staff-types';

interface StaffRow extends StaffMember {
  readonly passwordHash: string;
  readonly totpSecret: string;
  readonly lastTotpStep: number;
  readonly failures: number;
  readonly lockedUntil: number;
}

const columns = 'id, email, name, role, password_hash AS passwordHash, totp_secret AS totpSecret, last_totp_step AS lastTotpStep, failures, locked_until AS lockedUntil';

/** Staff accounts: an operator adds them (npm run staff:add); each signs in with a password and an authenticator code. */
export class StaffAccounts {
  constructor(private readonly db: StaffDatabase) {}

  /** A new account and the authenticator secret its owner adds to their app. */
  async add(email: string, name: string, role: StaffRole, password: string): Promise<{ member: StaffMember; totpSecret: string }> {
    const totpSecret = newTotpSecret();
    const info = this.db.prepare('INSERT INTO staff (email, name, role, password_hash, totp_secret) VALUES (?, ?, ?, ?, ?)').run(email.toLowerCase(), name, role, await hashPassword(password), totpSecret);
    return { member: { id: Number(info.lastInsertRowid), email: email.toLowerCase(), name, role }, totpSecret };
  }

  byId(id: number): StaffMember | undefined {
    const row = this.db.prepare(`SELECT ${columns} FROM staff WHERE id = ?`).get(id) as StaffRow | undefined;
    return row && { id: row.id, email: row.email, name: row.name, role: row.role };
  }

  /**
   * The member a password and an authenticator code sign in, or why not: a wrong one (counted,
   * the account locked after staffSignInMaxFailures), or a locked account. Which of the two was
   * wrong is not said.
   */
  async signIn(email: string, password: string, code: string, nowMs: number): Promise<{ member: StaffMember } | { refused: 'wrong' | 'locked'; until?: number }> {
    const row = this.db.prepare(`SELECT ${columns} FROM staff WHERE email = ?`).get(email.toLowerCase()) as StaffRow | undefined;
    if (!row) {
      // The same work as for a member, so the answer's time does not tell whether the address exists.
      await passwordMatches(password, 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      return { refused: 'wrong' };
    }
    if (row.lockedUntil > nowMs) return { refused: 'locked', until: row.lockedUntil };
    const step = (await passwordMatches(password, row.passwordHash)) ? totpStepOf(row.totpSecret, code, nowMs, row.lastTotpStep) : null;
    if (step === null) {
      const failures = row.failures + 1;
      const locked = failures >= limit('staffSignInMaxFailures');
      this.db.prepare('UPDATE staff SET failures = ?, locked_until = ? WHERE id = ?').run(locked ? 0 : failures, locked ? nowMs + limit('staffLockMinutes') * 60_000 : 0, row.id);
      return locked ? { refused: 'locked', until: nowMs + limit('staffLockMinutes') * 60_000 } : { refused: 'wrong' };
    }
    this.db.prepare('UPDATE staff SET failures = 0, last_totp_step = ? WHERE id = ?').run(step, row.id);
    return { member: { id: row.id, email: row.email, name: row.name, role: row.role } };
  }
}
