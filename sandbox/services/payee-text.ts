import { textIn, type DocumentLanguage } from '../http/envelope';

/** An account as an SMS or an alert names it: its holder, its bank and its last four digits, never the whole number. */
export function accountText(language: DocumentLanguage, account: { readonly beneficiaryName: string; readonly bankName: string; readonly accountNumber: string }): string {
  return textIn(language, 'api:payeeAccount', { name: account.beneficiaryName, bank: account.bankName, last4: account.accountNumber.slice(-4) });
}
