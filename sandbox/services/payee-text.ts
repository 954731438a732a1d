import { textIn, type DocumentLanguage } from '../http/envelope';

/** A beneficiary's limits as an SMS names them: each one set, or none (issue 55 item 5: the OTP names what it confirms). */
export function limitsText(language: DocumentLanguage, limits: { readonly dailyAmountLimit: number | null; readonly monthlyAmountLimit: number | null; readonly dailyFrequencyLimit: number | null; readonly monthlyFrequencyLimit: number | null }): string {
  const parts = [
    limits.dailyAmountLimit === null ? null : textIn(language, 'api:limitsSms.dailyAmount', { amount: limits.dailyAmountLimit }),
    limits.monthlyAmountLimit === null ? null : textIn(language, 'api:limitsSms.monthlyAmount', { amount: limits.monthlyAmountLimit }),
    limits.dailyFrequencyLimit === null ? null : textIn(language, 'api:limitsSms.dailyCount', { count: limits.dailyFrequencyLimit }),
    limits.monthlyFrequencyLimit === null ? null : textIn(language, 'api:limitsSms.monthlyCount', { count: limits.monthlyFrequencyLimit }),
  ].filter((part) => part !== null);
  return parts.length === 0 ? textIn(language, 'api:limitsSms.none') : parts.join(', ');
}

/** An account as an SMS or an alert names it: its holder, its bank and its last four digits, never the whole number. */
export function accountText(language: DocumentLanguage, account: { readonly beneficiaryName: string; readonly bankName: string; readonly accountNumber: string }): string {
  return textIn(language, 'api:payeeAccount', { name: account.beneficiaryName, bank: account.bankName, last4: account.accountNumber.slice(-4) });
}
