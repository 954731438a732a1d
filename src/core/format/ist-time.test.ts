import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, istDate, istDayStart, monthStart, monthsUntil, parseTimestamp, showDate, showDateTime } from './ist-time';

describe('India time with Intl only', () => {
  it('puts an instant just after IST midnight on the next Indian day, though it is still the day before in UTC', () => {
    const justAfter = Date.parse('2026-11-22T18:30:00Z'); // 00:00 on 23 November in India
    expect(istDate(justAfter)).toBe('2026-11-23');
    expect(istDate(justAfter - 1)).toBe('2026-11-22');
    expect(showDateTime(justAfter)).toBe('23/11/2026, 00:00');
    expect(showDateTime(justAfter - 60_000)).toBe('22/11/2026, 23:59');
    expect(istDayStart('2026-11-23')).toBe(justAfter);
    expect(istDate(istDayStart('2026-11-23'))).toBe('2026-11-23');
  });

  it('reads a wallet timestamp as India time', () => {
    expect(parseTimestamp('20261123000000')).toBe(Date.parse('2026-11-22T18:30:00Z'));
    expect(parseTimestamp('20261012140500')).toBe(Date.parse('2026-10-12T08:35:00Z'));
    for (const bad of ['2026111', '20261332000000', '20260230120000', '20261123250000', 'abcdefghijklmn']) expect(parseTimestamp(bad)).toBeNull();
  });

  it('knows real calendar dates and moves them by days and months', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-45')).toBe(false);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(monthStart('2026-01-15', -1)).toBe('2025-12-01');
    expect(monthsUntil('2026-11-23', '2028-11-23')).toBe(24);
    expect(monthsUntil('2026-11-23', '2028-11-22')).toBe(23);
    expect(showDate('2026-04-05')).toBe('05/04/2026');
  });
});
