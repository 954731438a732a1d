import { describe, expect, it } from 'vitest';
import { failedChecks, type FormCheck } from './form-check';

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
