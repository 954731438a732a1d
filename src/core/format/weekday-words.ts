import { weekdaySpans } from '../kyc/weekday-spans';

/** A Sunday, at noon UTC: the day n after it is named by the language's calendar. */
const aSunday = Date.UTC(2026, 0, 4, 12);

/**
 * A weekdays limit ("MON-FRI", "MON,WED-FRI") as a language writes it: "Monday to Friday", "du lundi
 * au vendredi". Day names are the language's own (Intl); a run of days reads as the language's
 * range text says, given as `range`; several parts are joined as the language lists things.
 */
export function weekdayWords(weekdays: string, locale: string, range: (from: string, to: string) => string): string {
  const names = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const name = (day: number) => names.format(aSunday + day * 86_400_000);
  const parts = weekdaySpans(weekdays).map(({ from, to }) => (to === undefined ? name(from) : range(name(from), name(to))));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}
