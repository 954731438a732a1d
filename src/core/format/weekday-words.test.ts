import { describe, expect, it } from 'vitest';
import { weekdayWords } from './weekday-words';

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
