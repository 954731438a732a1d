import { limit } from '../config/limits';
import { addDays, daysUntil } from '../format/ist-time';

export interface ValidityPolicy {
  /** How long minimum KYC holds (spec §4, §9: 24 months). */
  readonly months: number;
  /** How many days before its end the customer is warned. */
  readonly warningDays: number;
}

/** The validity of minimum KYC as rules/limits.json sets it. */
export function minKycValidityPolicy(): ValidityPolicy {
  return { months: limit('minKycValidityMonths'), warningDays: limit('minKycWarningDays') };
}

export interface MinKycValidity {
  /** The last day minimum KYC holds, YYYY-MM-DD (the day before the same date months later). */
  readonly validUntil: string;
  /** Whole days from today until validUntil; 0 on the last day, negative once it has passed. */
  readonly daysLeft: number;
  /** Within the warning days of its end, and not yet past it. */
  readonly endingSoon: boolean;
  readonly expired: boolean;
}

/** A calendar date moved by whole months; a day the month lacks (31 February) is the month's last day. */
function addMonths(isoDate: string, months: number): string {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/**
 * How long a customer's minimum KYC still holds (spec §4: valid 24 months from the KYC date, then it
 * must be upgraded), from the KYC date and today, both calendar dates in India.
 */
export function minKycValidity(kycDate: string, today: string, policy: ValidityPolicy = minKycValidityPolicy()): MinKycValidity {
  const validUntil = addDays(addMonths(kycDate, policy.months), -1);
  const daysLeft = daysUntil(today, validUntil);
  return { validUntil, daysLeft, endingSoon: daysLeft >= 0 && daysLeft < policy.warningDays, expired: daysLeft < 0 };
}
