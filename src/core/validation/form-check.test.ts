import { describe, expect, it } from 'vitest';
import { failedChecks, type FormCheck } from './form-check';
import states from '../../../rules/catalogues/indian-states.json';
import signupDetails from '../../../schemas/forms/signupDetails.v1.json';
import changePassword from '../../../schemas/forms/changePassword.v1.json';
import limits from '../../../rules/limits.json';

const checks: FormCheck[] = [
  { field: 'dob', check: 'minimumAge', limit: 'minimumAgeYears', messageKey: 'validation.minimumAge' },
  { field: 'confirmPassword', check: 'sameAs', other: 'password', messageKey: 'validation.passwordsMatch' },
  { field: 'fromDate', check: 'notAfter', other: 'toDate', messageKey: 'validation.fromAfterTo' },
];
const today = new Date(2026, 10, 21);

describe('failedChecks', () => {
  it('passes values that meet every check', () => {
    expect(failedChecks(checks, { dob: '1990-01-01', password: 'A', confirmPassword: 'A', fromDate: '2026-01-01', toDate: '2026-02-01' }, today)).toEqual({});
  });
  it('names each failing field with its message', () => {
    expect(failedChecks(checks, { dob: '2010-01-01', password: 'A', confirmPassword: 'B', fromDate: '2026-03-01', toDate: '2026-02-01' }, today)).toEqual({
      dob: { messageKey: 'validation.minimumAge' },
      confirmPassword: { messageKey: 'validation.passwordsMatch' },
      fromDate: { messageKey: 'validation.fromAfterTo' },
    });
  });
  it('leaves empty fields to the required check', () => {
    expect(failedChecks(checks, { dob: '', confirmPassword: undefined }, today)).toEqual({});
  });
});

describe('a new password that differs from the current one (schemas/forms/changePassword.v1.json, issue 32 item 4)', () => {
  const form = changePassword as unknown as { checks: FormCheck[] };
  const rule = form.checks.find((check) => check.check === 'differsFrom');

  it('names the new password when it is the current one, and passes another', () => {
    if (!rule) throw new Error('changePassword.v1 has no differsFrom check');
    expect(failedChecks([rule], { currentPassword: 'Wallet@2026', password: 'Wallet@2026' }, today)).toEqual({ password: { messageKey: rule.messageKey } });
    expect(failedChecks([rule], { currentPassword: 'Wallet@2026', password: 'Wallet@2027' }, today)).toEqual({});
  });
});

describe('a PIN code checked against the state chosen (rules/catalogues/indian-states.json)', () => {
  const form = signupDetails as unknown as { checks: FormCheck[] };
  const rule = form.checks.find((check) => check.check === 'pincodeInState');
  const withPrefixes = states.entries.filter((entry) => entry.pinPrefixes.length > 0);

  it('accepts a PIN code that begins as the state\'s own, for every state', () => {
    for (const state of withPrefixes) {
      const pincode = `${state.pinPrefixes[0] ?? ''}000000`.slice(0, 6);
      expect(failedChecks([rule as FormCheck], { Pincode: pincode, state_name: state.code }, today)).toEqual({});
    }
  });

  it('refuses a PIN code of another state with the form\'s message', () => {
    const [first, second] = withPrefixes;
    const other = `${second?.pinPrefixes[0] ?? ''}000000`.slice(0, 6);
    // The second state's PIN codes must not also begin as the first's for this to be a refusal.
    expect(first?.pinPrefixes.some((prefix) => other.startsWith(prefix))).toBe(false);
    expect(failedChecks([rule as FormCheck], { Pincode: other, state_name: first?.code }, today)).toEqual({ Pincode: { messageKey: rule?.messageKey } });
  });

  it('checks nothing for a state the list does not have (a migrated spelling) or none chosen yet', () => {
    expect(failedChecks([rule as FormCheck], { Pincode: '560001', state_name: 'KARNATAKA STATE' }, today)).toEqual({});
    expect(failedChecks([rule as FormCheck], { Pincode: '560001' }, today)).toEqual({});
  });
});

describe('an amount in rupees between the minimum load and what the screen allows', () => {
  const minimum = limits.limits.minLoadAmountPaise.value;
  const amountChecks: FormCheck[] = [
    { field: 'amount', check: 'amountAtLeast', limit: 'minLoadAmountPaise', messageKey: 'account:addMoney.belowMinimum' },
    { field: 'amount', check: 'amountAtMost', value: '=loaded.wallet.loadRoom', messageKey: 'account:addMoney.overRoom', values: { room: '=loaded.wallet.loadRoom' } },
  ];
  const scope = { loaded: { wallet: { loadRoom: 950_000 } } };
  const rupees = (paise: number) => `${String(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;

  it('takes the minimum and the room left themselves, and refuses a paisa below or above', () => {
    expect(failedChecks(amountChecks, { amount: rupees(minimum) }, today, scope)).toEqual({});
    expect(failedChecks(amountChecks, { amount: rupees(950_000) }, today, scope)).toEqual({});
    expect(failedChecks(amountChecks, { amount: rupees(minimum - 1) }, today, scope)).toEqual({ amount: { messageKey: 'account:addMoney.belowMinimum' } });
    expect(failedChecks(amountChecks, { amount: rupees(950_001) }, today, scope)).toEqual({ amount: { messageKey: 'account:addMoney.overRoom', values: { room: 950_000 } } });
  });

  it('leaves what is not an amount to the schema, and a bound the screen does not know unchecked', () => {
    expect(failedChecks(amountChecks, { amount: 'abc' }, today, scope)).toEqual({});
    expect(failedChecks(amountChecks, { amount: '99999' }, today, {})).toEqual({});
  });
});

describe('typedText (the closure\'s confirmation word)', () => {
  const checks: readonly FormCheck[] = [{ field: 'confirmWord', check: 'typedText', textKey: 'closure.word', messageKey: 'closure.wordMismatch' }];
  const textOf = (key: string) => (key === 'closure.word' ? 'FERMER' : key);

  it("passes the word of the customer's language, whatever its case and spaces around it, and nothing else", () => {
    expect(failedChecks(checks, { confirmWord: ' fermer ' }, today, {}, textOf)).toEqual({});
    expect(failedChecks(checks, { confirmWord: 'CLOSE' }, today, {}, textOf)).toEqual({ confirmWord: { messageKey: 'closure.wordMismatch' } });
  });
});


describe('a monthly limit not below the daily one (issue 31 item 11)', () => {
  const checks = [{ field: 'monthly', check: 'notBelow', other: 'daily', messageKey: 'validation.monthlyAmountBelowDaily' }] as const;
  const failed = (monthly: string, daily: string | undefined) => failedChecks(checks, { monthly, daily }, new Date());

  it('refuses a monthly amount or count below the daily one', () => {
    expect(failed('4999.99', '5000')).toEqual({ monthly: { messageKey: 'validation.monthlyAmountBelowDaily' } });
    expect(failed('4', '5')).toEqual({ monthly: { messageKey: 'validation.monthlyAmountBelowDaily' } });
  });

  it('accepts one equal or above, and takes 0 or empty as no limit (spec §5)', () => {
    for (const [monthly, daily] of [['5000', '5000'], ['6000.50', '5000'], ['0', '5000'], ['100', '0'], ['100', undefined], ['100', '']] as const) expect(failed(monthly, daily)).toEqual({});
  });
});
