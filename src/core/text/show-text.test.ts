import { describe, expect, it } from 'vitest';
import { showText } from './show-text';

/** A made-up language's texts, none of the project's: the reader is under test, not the words. */
const texts: Readonly<Record<string, string>> = {
  'count.reply_one': '{{count}} sunrise',
  'count.reply_other': '{{count}} sunrises',
  'count:help.wait_one': 'a tick',
  'count:help.wait_other': '{{count}} ticks',
};
const lookup = (key: string) => texts[key];

describe('showText (issue 59 item 2)', () => {
  it('puts in the count phrase a text nests, in the plural form its number takes, from a limit or a value', () => {
    const text = 'Within $t(count.reply, {"count": {{replyDays}} }), after $t(count:help.wait, {"count": {{seconds}} }).';
    expect(showText(text, { language: 'en', lookup, defaultVariables: { replyDays: 1 }, values: { seconds: 5 } })).toBe('Within 1 sunrise, after 5 ticks.');
    expect(showText(text, { language: 'en', lookup, defaultVariables: { replyDays: 7 }, values: { seconds: 1 } })).toBe('Within 7 sunrises, after a tick.');
  });

  it('keeps a value it is not given as its placeholder, inside the phrase too, as /docs/api and the staff console show a text', () => {
    expect(showText('After $t(count:help.wait, {"count": {{seconds}} }), {{who}}.', { language: 'en', lookup })).toBe('After {{seconds}} ticks, {{who}}.');
  });

  it('writes a value by the format it names', () => {
    expect(showText('Pay {{amount, money}}', { language: 'en', lookup, values: { amount: 150 }, formats: new Map([['money', (value: unknown) => `₹${String(value)}`]]) })).toBe('Pay ₹150');
  });
});
