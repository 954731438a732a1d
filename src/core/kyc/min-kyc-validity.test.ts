import { describe, expect, it } from 'vitest';
import limits from '../../../rules/limits.json';
import { addDays } from '../format/ist-time';
import { minKycValidity } from './min-kyc-validity';

const months = limits.limits.minKycValidityMonths.value;
const warningDays = limits.limits.minKycWarningDays.value;
const years = Math.floor(months / 12);
const kycDate = '2025-03-15';
// The day before the same date `months` later: in whole years (asserted below), the year changes.
const lastDay = addDays(`${String(2025 + years)}-03-15`, -1);

describe('minKycValidity: minimum KYC holds minKycValidityMonths from the KYC date (spec §4, §9)', () => {
  it('ends the day before the same date minKycValidityMonths later', () => {
    expect(months % 12, 'this test reads the months as whole years').toBe(0);
    expect(minKycValidity(kycDate, kycDate).validUntil).toBe(lastDay);
  });

  it('counts the days left, 0 on the last day and negative after it', () => {
    expect(minKycValidity(kycDate, lastDay)).toMatchObject({ daysLeft: 0, expired: false, endingSoon: true });
    expect(minKycValidity(kycDate, addDays(lastDay, 1))).toMatchObject({ daysLeft: -1, expired: true, endingSoon: false });
    expect(minKycValidity(kycDate, addDays(lastDay, -10)).daysLeft).toBe(10);
  });

  it('warns within minKycWarningDays of the end, not before', () => {
    expect(minKycValidity(kycDate, addDays(lastDay, -(warningDays - 1))).endingSoon).toBe(true);
    expect(minKycValidity(kycDate, addDays(lastDay, -warningDays)).endingSoon).toBe(false);
    expect(minKycValidity(kycDate, kycDate).endingSoon).toBe(false);
  });

  it('takes the last day of a shorter month for a date it lacks', () => {
    expect(minKycValidity('2024-02-29', '2024-02-29', { months: 12, warningDays }).validUntil).toBe('2025-02-27');
    expect(minKycValidity('2025-01-31', '2025-01-31', { months: 1, warningDays }).validUntil).toBe('2025-02-27');
  });

  it('follows the policy it is given', () => {
    expect(minKycValidity(kycDate, kycDate, { months: 6, warningDays: 200 })).toMatchObject({ validUntil: '2025-09-14', endingSoon: true });
  });
});
