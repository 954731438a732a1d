import { describe, expect, it } from 'vitest';
import limits from '../../../rules/limits.json';
import { agentHoursPolicy, kycAgentHours } from './kyc-agent-hours';

/** A moment given as India's clock shows it. */
const india = (dateTime: string) => Date.parse(`${dateTime}:00+05:30`);
/** The same day's HH:MM shifted by some minutes ("10:00", -1 -> "09:59"). */
const shifted = (time: string, minutes: number) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

describe('kycAgentHours: when video KYC can start (spec §9)', () => {
  // 2026-11-23 is a Monday; 27 a Friday, 28 a Saturday, 30 the Monday after.
  const policy = { opensAt: '10:00', closesAt: '18:30', weekdays: 'MON-FRI' };

  it('is open from the opening minute to just before the closing one, on a working day', () => {
    expect(kycAgentHours(india('2026-11-23T10:00'), policy).open).toBe(true);
    expect(kycAgentHours(india('2026-11-23T18:29'), policy).open).toBe(true);
  });

  it('says when it opens next: the same morning, the next working day, or after the weekend', () => {
    expect(kycAgentHours(india('2026-11-23T09:59'), policy)).toEqual({ open: false, opensAt: india('2026-11-23T10:00') });
    expect(kycAgentHours(india('2026-11-23T18:30'), policy)).toEqual({ open: false, opensAt: india('2026-11-24T10:00') });
    expect(kycAgentHours(india('2026-11-27T19:00'), policy)).toEqual({ open: false, opensAt: india('2026-11-30T10:00') });
    expect(kycAgentHours(india('2026-11-28T12:00'), policy)).toEqual({ open: false, opensAt: india('2026-11-30T10:00') });
    // Late on a Sunday night in India is still Sunday there, whatever the UTC date.
    expect(kycAgentHours(india('2026-11-29T23:59'), policy)).toEqual({ open: false, opensAt: india('2026-11-30T10:00') });
  });

  it('takes a list of days, and refuses a day it does not know', () => {
    expect(kycAgentHours(india('2026-11-24T12:00'), { ...policy, weekdays: 'MON,WED' })).toEqual({ open: false, opensAt: india('2026-11-25T10:00') });
    expect(() => kycAgentHours(india('2026-11-24T12:00'), { ...policy, weekdays: 'MON-FUN' })).toThrow(/not a day/);
  });

  it('reads the hours of rules/limits.json', () => {
    const { opensAt, closesAt } = agentHoursPolicy();
    expect(opensAt).toBe(limits.limits.kycAgentOpensAt.value);
    expect(closesAt).toBe(limits.limits.kycAgentClosesAt.value);
    // A Monday, in and out of the hours the file gives.
    expect(kycAgentHours(india(`2026-11-23T${opensAt}`)).open).toBe(true);
    expect(kycAgentHours(india(`2026-11-23T${shifted(opensAt, -1)}`)).open).toBe(false);
    expect(kycAgentHours(india(`2026-11-23T${shifted(closesAt, -1)}`)).open).toBe(true);
  });
});
