/**
 * Issue 57: staff sign in with a password and an authenticator code, each code once; wrong tries
 * lock the account; a session ends after staffSessionIdleMinutes unused and staffSessionMaxHours.
 */
import { describe, expect, it } from 'vitest';
import limits from '../../rules/limits.json';
import { StaffAccounts } from './staff-accounts';
import { openStaffDatabase } from './staff-db';
import { StaffSessions } from './staff-sessions';
import { totpAt, totpStep } from './totp';

const minute = 60_000;

describe('staff sign-in and sessions (issue 57)', () => {
  it('takes a code once, refuses a wrong one, and locks the account after staffSignInMaxFailures', async () => {
    const accounts = new StaffAccounts(openStaffDatabase(':memory:'));
    const { totpSecret } = await accounts.add('Asha@Bank.example', 'Asha', 'viewer', 'a long password');
    const now = Date.UTC(2026, 11, 2, 10);
    const code = totpAt(totpSecret, totpStep(now));
    expect(await accounts.signIn('asha@bank.example', 'a long password', code, now)).toMatchObject({ member: { email: 'asha@bank.example', role: 'viewer' } });
    expect(await accounts.signIn('asha@bank.example', 'a long password', code, now)).toEqual({ refused: 'wrong' });
    // The code used again was the first failure; the rest make up staffSignInMaxFailures.
    const tries = limits.limits.staffSignInMaxFailures.value - 1;
    const answers = [];
    for (let n = 0; n < tries; n += 1) answers.push(await accounts.signIn('asha@bank.example', 'wrong password', totpAt(totpSecret, totpStep(now) + 1), now));
    expect(answers.slice(0, -1).every((answer) => 'refused' in answer && answer.refused === 'wrong')).toBe(true);
    expect(answers.at(-1)).toEqual({ refused: 'locked', until: now + limits.limits.staffLockMinutes.value * minute });
    // Locked, even the right password and a fresh code are refused until the lock ends.
    expect(await accounts.signIn('asha@bank.example', 'a long password', totpAt(totpSecret, totpStep(now) + 1), now)).toMatchObject({ refused: 'locked' });
    const later = now + limits.limits.staffLockMinutes.value * minute + minute;
    expect(await accounts.signIn('asha@bank.example', 'a long password', totpAt(totpSecret, totpStep(later)), later)).toMatchObject({ member: { email: 'asha@bank.example' } });
    expect(await accounts.signIn('nobody@bank.example', 'a long password', '123456', later)).toEqual({ refused: 'wrong' });
  });

  it('ends a session unused for staffSessionIdleMinutes, and any session after staffSessionMaxHours', async () => {
    const db = openStaffDatabase(':memory:');
    const { member } = await new StaffAccounts(db).add('ravi@bank.example', 'Ravi', 'checker', 'a long password');
    const sessions = new StaffSessions(db);
    const start = Date.UTC(2026, 11, 2, 9);
    const idle = limits.limits.staffSessionIdleMinutes.value * minute;
    const idleToken = sessions.start(member.id, start);
    expect(sessions.touch(idleToken, start + idle)).toBe(member.id);
    expect(sessions.touch(idleToken, start + 2 * idle + 1)).toBeUndefined();
    expect(sessions.touch(idleToken, start + 2 * idle + 2)).toBeUndefined();
    const busyToken = sessions.start(member.id, start);
    let at = start;
    const end = start + limits.limits.staffSessionMaxHours.value * 60 * minute;
    while (at + idle / 2 <= end) {
      at += idle / 2;
      expect(sessions.touch(busyToken, at)).toBe(member.id);
    }
    expect(sessions.touch(busyToken, end + 1)).toBeUndefined();
  });
});
