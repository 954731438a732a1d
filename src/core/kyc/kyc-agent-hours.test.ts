import { describe, expect, it } from 'vitest';
import limits from '../../../rules/limits.json';
import { agentHoursPolicy, kycAgentHours } from './kyc-agent-hours';
import { daysOf, weeklyHoursParts } from './weekly-hours';

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
  const policy = 'MON-FRI 10:00-18:30';

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
    expect(kycAgentHours(india('2026-11-24T12:00'), 'MON,WED 10:00-18:30')).toEqual({ open: false, opensAt: india('2026-11-25T10:00') });
    expect(() => kycAgentHours(india('2026-11-24T12:00'), 'MON-FUN 10:00-18:30')).toThrow(/not a day/);
  });

  // Issue 57 item 2: "Saturday 10:00–14:00" beside the weekdays' hours.
  it('gives each day its own hours', () => {
    const withSaturday = 'MON-FRI 10:00-18:30; SAT 10:00-14:00';
    expect(kycAgentHours(india('2026-11-28T13:59'), withSaturday).open).toBe(true);
    expect(kycAgentHours(india('2026-11-28T14:00'), withSaturday)).toEqual({ open: false, opensAt: india('2026-11-30T10:00') });
    expect(kycAgentHours(india('2026-11-27T19:00'), withSaturday)).toEqual({ open: false, opensAt: india('2026-11-28T10:00') });
    // A later opening on one day: before it, that same day's opening is next.
    expect(kycAgentHours(india('2026-11-28T09:00'), 'MON-FRI 10:00-18:30; SAT 11:00-14:00')).toEqual({ open: false, opensAt: india('2026-11-28T11:00') });
    expect(() => kycAgentHours(india('2026-11-28T09:00'), 'MON-FRI 10-18')).toThrow(/not days and hours/);
  });

  it('reads the hours of rules/limits.json', () => {
    expect(agentHoursPolicy()).toBe(limits.limits.kycAgentHours.value);
    const monday = weeklyHoursParts(agentHoursPolicy()).find((part) => part.days.flatMap(daysOf).includes(1));
    if (!monday) throw new Error('the agents of rules/limits.json do not work on Mondays, which this test reads');
    const { opensAt, closesAt } = monday;
    // A Monday, in and out of the hours the file gives.
    expect(kycAgentHours(india(`2026-11-23T${opensAt}`)).open).toBe(true);
    expect(kycAgentHours(india(`2026-11-23T${shifted(opensAt, -1)}`)).open).toBe(false);
    expect(kycAgentHours(india(`2026-11-23T${shifted(closesAt, -1)}`)).open).toBe(true);
  });
});
