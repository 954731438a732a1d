import { describe, expect, it } from 'vitest';
import { hoursWordsOf, weekdayWords, weeklyHoursWords } from './weekday-words';

const range = (from: string, to: string) => `${from}…${to}`;

describe('weekdayWords', () => {
  it("names a run of days by the language's calendar, through the range the language writes", () => {
    expect(weekdayWords('MON-FRI', 'en-IN', range)).toBe('Monday…Friday');
    expect(weekdayWords('MON-SAT', 'fr-FR', range)).toBe('lundi…samedi');
    expect(weekdayWords('MON-FRI', 'hi-IN', range)).toBe('सोमवार…शुक्रवार');
  });

  it('lists single days and runs as the language lists things', () => {
    expect(weekdayWords('MON,WED-FRI', 'en-IN', range)).toBe('Monday and Wednesday…Friday');
    expect(weekdayWords('SUN', 'en-IN', range)).toBe('Sunday');
  });
});

describe('weeklyHoursWords (issue 57 item 2)', () => {
  const texts = { dayRange: '{{from}}–{{to}}', dayHours: '{{weekdays}} {{opens}}–{{closes}}', hoursSeparator: ' | ' };

  it('writes each part with its own hours, in the order written', () => {
    expect(weeklyHoursWords('MON-FRI 10:00-18:30', 'en-IN', hoursWordsOf(texts))).toBe('Monday–Friday 10:00–18:30');
    expect(weeklyHoursWords('MON-FRI 10:00-18:30; SAT 10:00-14:00', 'en-IN', hoursWordsOf(texts))).toBe('Monday–Friday 10:00–18:30 | Saturday 10:00–14:00');
    expect(weeklyHoursWords('SAT 10:00-14:00', 'fr-FR', hoursWordsOf({ dayRange: 'du {{from}} au {{to}}', dayHours: '{{weekdays}}, de {{opens}} à {{closes}}', hoursSeparator: ' ; ' }))).toBe('samedi, de 10:00 à 14:00');
  });
});
