import { formatPaise } from '../money/format-paise';
import { limit } from './limits';

/**
 * Values every message may interpolate, taken from rules/limits.json, so a text such as
 * "below ₹{{coolingOffCap}}" follows the limit when compliance changes it.
 */
export function messageDefaults(): Record<string, string | number> {
  return {
    helpAddress: limit('helpAddress'),
    coolingOffCap: formatPaise(limit('coolingOffCapPaise')),
    minLoadAmount: formatPaise(limit('minLoadAmountPaise')),
    beneficiaryLimit: limit('beneficiaryLimit'),
    resendOtpSeconds: limit('resendOtpSeconds'),
    minimumAgeYears: limit('minimumAgeYears'),
    minKycWalletLimit: formatPaise(limit('minKycWalletLimitPaise')),
    fullKycWalletLimit: formatPaise(limit('fullKycWalletLimitPaise')),
    minKycValidityMonths: limit('minKycValidityMonths'),
  };
}
