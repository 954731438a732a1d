const dayNames = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** A day (0 Sunday … 6 Saturday), or a run of days from one to another, wrapping past Saturday. */
export interface WeekdaySpan {
  readonly from: number;
  readonly to?: number;
}

function dayIndex(name: string): number {
  const index = dayNames.indexOf(name.trim().toUpperCase() as (typeof dayNames)[number]);
  if (index < 0) throw new Error(`"${name}" is not a day (${dayNames.join(', ')})`);
  return index;
}

/** The days of a weekdays limit, a range ("MON-FRI") or a list ("MON,WED-FRI"), as written. */
export function weekdaySpans(weekdays: string): WeekdaySpan[] {
  return weekdays.split(',').map((part) => {
    const [from = '', to] = part.split('-');
    return to === undefined ? { from: dayIndex(from) } : { from: dayIndex(from), to: dayIndex(to) };
  });
}
