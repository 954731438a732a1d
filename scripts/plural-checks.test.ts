/** Issue 59 item 2: a text with a count has its plural forms in every language, each language the forms Intl.PluralRules gives it. */
import { describe, expect, it } from 'vitest';
import { checkPlurals } from './plural-checks';

const texts = (language: string, entries: Record<string, string>) => new Map([[language, new Map(Object.entries(entries).map(([key, text]) => [key, { text, file: `locales/${language}/portal.json` }]))]]);

describe('plural forms (issue 59 item 2)', () => {
  it('refuses a text that names {{count}} without plural forms, saying which forms to write', () => {
    expect(checkPlurals(texts('en', { 'format.daysLeft': '{{count}} days left' })).map((problem) => problem.message)).toEqual(['names {{count}} but has no plural forms; write format.daysLeft_one, _other (the forms en has) in its place']);
  });

  it('refuses a plural group without a form its language needs, French’s many included', () => {
    expect(checkPlurals(texts('fr', { 'idle.text_one': '{{count}} tour', 'idle.text_other': '{{count}} tours' })).map((problem) => problem.message)).toEqual(['has plural forms of "idle.text" but not _many, which fr needs (Intl.PluralRules); write them']);
    expect(checkPlurals(texts('hi', { 'idle.text_one': '{{count}} मिनट', 'idle.text_other': '{{count}} मिनट' }))).toEqual([]);
  });
});

describe('a number said in words takes its plural forms (issue 59 item 2)', () => {
  const units = { statementMaxDays: 'days', beneficiaryLimit: 'count', helpAddress: 'text', otpLength: 'digits' };
  const messages = (language: string, entries: Record<string, string>) => checkPlurals(texts(language, entries), units).map((problem) => problem.message);

  it('refuses a limit counted in days, or a value named for the seconds it counts, said in one form for every number', () => {
    expect(messages('en', { 'validation.periodTooLong': 'At most {{statementMaxDays}} days.', 'otp.resendIn': 'Resend in {{seconds}} s', 'code.175': 'Try again in {{retryAfterSeconds}} s.' })).toEqual([
      'says {{statementMaxDays}}, a number, in one form for every number; write $t(count.validation.periodTooLong, {"count": {{statementMaxDays}} }) in its place, and that phrase\'s plural forms in the count group of locales/en/portal.json',
      'says {{seconds}}, a number, in one form for every number; write $t(count.otp.resendIn, {"count": {{seconds}} }) in its place, and that phrase\'s plural forms in the count group of locales/en/portal.json',
      'says {{retryAfterSeconds}}, a number, in one form for every number; write $t(count.code.175, {"count": {{retryAfterSeconds}} }) in its place, and that phrase\'s plural forms in the count group of locales/en/portal.json',
    ]);
  });

  it('takes a count nested into its phrase, a limit that is no count, a format that words it, and weekdays that only end in "days"', () => {
    expect(
      messages('en', {
        'validation.periodTooLong': 'At most $t(count.validation.periodTooLong, {"count": {{statementMaxDays}} }).',
        'count.validation.periodTooLong_one': '{{count}} sunrise',
        'count.validation.periodTooLong_other': '{{count}} sunrises',
        'help.contact': 'Write to {{helpAddress}}, with your {{otpLength}}-digit OTP, {{retryAfterSeconds, wait}} from now.',
        'format.dayHours': '{{weekdays}} {{opens}}–{{closes}}',
      }),
    ).toEqual([]);
  });

  it("refuses a count phrase its language does not have, and says where a count limit's phrase goes", () => {
    expect(messages('ta', { 'account:beneficiary.limitReached': 'அதிகபட்சம் $t(count:account.beneficiary.limitReached, {"count": {{beneficiaryLimit}} }).' })).toEqual(['nests count:account.beneficiary.limitReached, which locales/ta lacks; write it (a count phrase: its plural forms)']);
    expect(messages('en', { 'account:beneficiary.limitReached': 'Only {{beneficiaryLimit}} beneficiary.' })[0]).toContain('$t(count:account.beneficiary.limitReached, {"count": {{beneficiaryLimit}} }) in its place, and that phrase\'s plural forms in locales/en/count.json');
  });
});
