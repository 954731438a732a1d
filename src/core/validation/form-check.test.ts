import { describe, expect, it } from 'vitest';
import { failedChecks, type FormCheck } from './form-check';
import states from '../../../rules/catalogues/indian-states.json';
import signupDetails from '../../../schemas/forms/signupDetails.v1.json';

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
      dob: 'validation.minimumAge',
      confirmPassword: 'validation.passwordsMatch',
      fromDate: 'validation.fromAfterTo',
    });
  });
  it('leaves empty fields to the required check', () => {
    expect(failedChecks(checks, { dob: '', confirmPassword: undefined }, today)).toEqual({});
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
    expect(failedChecks([rule as FormCheck], { Pincode: other, state_name: first?.code }, today)).toEqual({ Pincode: rule?.messageKey });
  });

  it('checks nothing for a state the list does not have (a migrated spelling) or none chosen yet', () => {
    expect(failedChecks([rule as FormCheck], { Pincode: '560001', state_name: 'KARNATAKA STATE' }, today)).toEqual({});
    expect(failedChecks([rule as FormCheck], { Pincode: '560001' }, today)).toEqual({});
  });
});
