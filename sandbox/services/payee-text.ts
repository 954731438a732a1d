import { textIn, type DocumentLanguage } from '../http/envelope';

/** Each limit of a beneficiary, the text of locales/<lang>/api.json that names it, and the value that text takes. */
const limitParts = [
  ['dailyAmountLimit', 'api:limitsSms.dailyAmount', 'amount'],
  ['monthlyAmountLimit', 'api:limitsSms.monthlyAmount', 'amount'],
  ['dailyFrequencyLimit', 'api:limitsSms.dailyCount', 'count'],
  ['monthlyFrequencyLimit', 'api:limitsSms.monthlyCount', 'count'],
] as const;

/** A beneficiary's limits as an SMS names them: each one set, or none (issue 55 item 5: the OTP names what it confirms). */
export function limitsText(language: DocumentLanguage, limits: Readonly<Record<(typeof limitParts)[number][0], number | null>>): string {
  const parts = limitParts.flatMap(([limit, key, value]) => (limits[limit] === null ? [] : [textIn(language, key, { [value]: limits[limit] })]));
  return parts.length === 0 ? textIn(language, 'api:limitsSms.none') : parts.join(', ');
}

/** An account as an SMS or an alert names it: its holder, its bank and its last four digits, never the whole number. */
export function accountText(language: DocumentLanguage, account: { readonly beneficiaryName: string; readonly bankName: string; readonly accountNumber: string }): string {
  return textIn(language, 'api:payeeAccount', { name: account.beneficiaryName, bank: account.bankName, last4: account.accountNumber.slice(-4) });
}
