import { weekdaySpans } from '../kyc/weekday-spans';
import { weeklyHoursParts } from '../kyc/weekly-hours';
import { fillPlaceholders } from '../text/fill-placeholders';

/** A Sunday, at noon UTC: the day n after it is named by the language's calendar. */
const aSunday = Date.UTC(2026, 0, 4, 12);

/**
 * A weekdays list ("MON-FRI", "MON,WED-FRI") as a language writes it: "Monday to Friday", "du lundi
 * au vendredi". Day names are the language's own (Intl); a run of days reads as the language's
 * range text says, given as `range`; several parts are joined as the language lists things.
 */
export function weekdayWords(weekdays: string, locale: string, range: (from: string, to: string) => string): string {
  const names = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const name = (day: number) => names.format(aSunday + day * 86_400_000);
  const parts = weekdaySpans(weekdays).map(({ from, to }) => (to === undefined ? name(from) : range(name(from), name(to))));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

/** How a language writes hours: a run of days, a part's days and hours, what goes between parts. */
export interface HoursWords {
  readonly range: (from: string, to: string) => string;
  readonly hours: (days: string, opens: string, closes: string) => string;
  readonly separator: string;
}

/** A language's texts for writing hours, as its portal.json holds them under format. */
export interface HoursTexts {
  /** "{{from}} to {{to}}" */
  readonly dayRange: string;
  /** "{{weekdays}}, {{opens}} to {{closes}}" */
  readonly dayHours: string;
  /** "; " between parts with hours of their own. */
  readonly hoursSeparator: string;
}

/** The words of a language's format texts, filled as the portal fills them: for a script or a test. */
export function hoursWordsOf(texts: HoursTexts): HoursWords {
  return {
    range: (from, to) => fillPlaceholders(texts.dayRange, { from, to }),
    hours: (weekdays, opens, closes) => fillPlaceholders(texts.dayHours, { weekdays, opens, closes }),
    separator: texts.hoursSeparator,
  };
}

/**
 * A weekly-hours limit ("MON-FRI 10:00-18:30; SAT 10:00-14:00") as a language writes it: "Monday
 * to Friday, 10:00 to 18:30; Saturday, 10:00 to 14:00".
 */
export function weeklyHoursWords(value: string, locale: string, words: HoursWords): string {
  return weeklyHoursParts(value)
    .map(({ weekdays, opensAt, closesAt }) => words.hours(weekdayWords(weekdays, locale, words.range), opensAt, closesAt))
    .join(words.separator);
}
