import { weekdaySpans, type WeekdaySpan } from './weekday-spans';

/** One part of a weekly-hours limit: some days, and the hours they share. */
export interface HoursPart {
  /** The days as written: "MON-FRI", "MON,WED". */
  readonly weekdays: string;
  readonly days: readonly WeekdaySpan[];
  /** "10:00", 24-hour clock. */
  readonly opensAt: string;
  /** "18:30": nothing new starts from then. */
  readonly closesAt: string;
}

const partPattern = /^\s*([A-Za-z,-]+)\s+(\d{2}:\d{2})-(\d{2}:\d{2})\s*$/;

/**
 * The parts of a weekly-hours limit as written: "MON-FRI 10:00-18:30; SAT 10:00-14:00" gives two.
 * Days no part names are closed.
 */
export function weeklyHoursParts(value: string): HoursPart[] {
  return value.split(';').map((part) => {
    const match = partPattern.exec(part);
    if (!match?.[1] || !match[2] || !match[3]) throw new Error(`"${part.trim()}" is not days and hours as "MON-FRI 10:00-18:30"`);
    return { weekdays: match[1], days: weekdaySpans(match[1]), opensAt: match[2], closesAt: match[3] };
  });
}

/** The days (0 Sunday … 6 Saturday) a run of days covers, wrapping past Saturday. */
export function daysOf({ from, to }: WeekdaySpan): number[] {
  const days: number[] = [];
  for (let day = from; ; day = (day + 1) % 7) {
    days.push(day);
    if (day === (to ?? from)) return days;
  }
}

/** Minutes since midnight of an HH:MM time. */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`"${time}" is not a time as HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Opening and closing minutes by day (0 Sunday … 6 Saturday); a day without hours is closed. */
export function hoursByDay(value: string): ReadonlyMap<number, { readonly opens: number; readonly closes: number }> {
  const byDay = new Map<number, { opens: number; closes: number }>();
  for (const part of weeklyHoursParts(value)) {
    for (const day of part.days.flatMap(daysOf)) byDay.set(day, { opens: minutesOf(part.opensAt), closes: minutesOf(part.closesAt) });
  }
  return byDay;
}
