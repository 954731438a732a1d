import { limit } from './limits';

/**
 * Values every message may interpolate, taken from rules/limits.json, so a text such as
 * "below {{coolingOffCap, money}}" follows the limit when compliance changes it. Amounts are paise,
 * shown by the "money" format of each language.
 */
export function messageDefaults(): Record<string, string | number> {
  return {
    helpAddress: limit('helpAddress'),
    coolingOffCap: limit('coolingOffCapPaise'),
    minLoadAmount: limit('minLoadAmountPaise'),
    beneficiaryLimit: limit('beneficiaryLimit'),
    resendOtpSeconds: limit('resendOtpSeconds'),
    minimumAgeYears: limit('minimumAgeYears'),
    minKycWalletLimit: limit('minKycWalletLimitPaise'),
    fullKycWalletLimit: limit('fullKycWalletLimitPaise'),
    minKycValidityMonths: limit('minKycValidityMonths'),
    kycAgentOpensAt: limit('kycAgentOpensAt'),
    kycAgentClosesAt: limit('kycAgentClosesAt'),
    maxRetries: limit('maxRetries'),
    kycMatchWindowHours: limit('kycMatchWindowHours'),
    walletCloseHours: limit('walletCloseHours'),
    statementMaxDays: limit('statementMaxDays'),
    statementPasswordNameLetters: limit('statementPasswordNameLetters'),
  };
}
