import { limit } from '../../src/core/config/limits';
import { showDateTime } from '../../src/core/format/ist-time';
import { maskAccount } from '../../src/core/format/mask-account';
import { formatMoney } from '../../src/core/money/format-money';
import { textIn, type DocumentLanguage } from '../http/envelope';
import { movedMoney, type StatementRow } from '../services/ledger';
import { receiptPdf } from '../services/receipt-pdf';
import { describedIn } from '../services/transaction-description';
import { issuerLines } from './issuer-lines';

/** One transaction of a customer's statement, with what its detail adds. */
export interface ReceiptTransaction {
  readonly row: StatementRow;
  readonly holderName: string;
  readonly walletUrn: string;
  readonly failure?: { readonly code?: string | undefined; readonly text: string } | undefined;
  readonly balanceAfterPaise?: number | undefined;
}

/**
 * A transaction's receipt in the customer's language (issue 35 item 6): its amount and status, its
 * references, its time in India, what it was, and its parties: the wallet holder on the side the
 * money left or reached, the payee or sender the description names on the other.
 */
export function writeReceipt(language: DocumentLanguage, { row, holderName, walletUrn, failure, balanceAfterPaise }: ReceiptTransaction): Promise<Buffer> {
  const text = (key: string, values?: Readonly<Record<string, string | number>>) => textIn(language, key, values);
  const money = (paise: number) => formatMoney(paise, text('format.moneyLocale'), limit('currencyCode'));
  const holder = `${holderName}, ${text('api:statement.wallet')} ${maskAccount(walletUrn)}`;
  const other = row.descriptionValues?.['name'];
  const [from, to] = row.direction === 'DEBIT' ? [holder, other] : [other, holder];
  const referenceLabel = text('account:history.reference');
  const bankReferenceLabel = text('account:history.bankReference');
  const facts: [string, string | undefined][] = [
    [referenceLabel, row.txnRef],
    [bankReferenceLabel, row.bankReference],
    [text('account:history.date'), text('api:receipt.timeValue', { at: showDateTime(Date.parse(row.createdAt)) })],
    [text('account:history.description'), describedIn(language, 'transactionDescriptions', { code: row.descriptionCode, values: row.descriptionValues, text: row.description })],
    [text('account:history.type'), describedIn(language, 'transactionTypes', { code: row.direction, text: row.direction })],
    [text('api:receipt.from'), from],
    [text('api:receipt.to'), to],
    // A transfer to a bank account names where it went, as it was when sent (issue 55 item 16).
    [text('account:beneficiaries.account'), row.payee ? maskAccount(row.payee.accountNumber) : undefined],
    [text('account:beneficiaries.ifsc'), row.payee?.ifsc],
    [text('account:beneficiaries.bank'), row.payee?.bankName],
    [text('account:transaction.failureReason'), failureOf(language, row, failure)],
    [text('account:transaction.balanceAfter'), balanceAfterPaise === undefined ? undefined : money(balanceAfterPaise)],
    [text('api:statement.generatedAt'), text('api:receipt.timeValue', { at: showDateTime(Date.now()) })],
  ];
  return receiptPdf({
    title: text('api:receipt.title'),
    issuer: issuerLines(language),
    amount: money(row.amountPaise),
    status: describedIn(language, 'transactionStatus', { code: row.status, text: row.status }),
    facts: facts.flatMap(([label, value]) => (value ? [[label, value] as const] : [])),
    references: [referenceLabel, bankReferenceLabel],
    notes: [...(movedMoney(row) ? [] : [text('api:receipt.notMoved')]), text('api:receipt.computerGenerated')],
    footer: [text('api:receipt.footer', { reference: row.txnRef }), text('api:statement.pageOf', { page: 1, pages: 1 })],
  });
}

/** Why it moved no money: the card provider's reason of a failed load, the bank's cashout code of a failed transfer (spec §8). */
function failureOf(language: DocumentLanguage, row: StatementRow, failure: ReceiptTransaction['failure']): string | undefined {
  if (failure) return describedIn(language, 'cardFailureReasons', failure);
  if (row.cashoutCode && !movedMoney(row)) return textIn(language, 'api:receipt.reasonWithCode', { reason: describedIn(language, 'cashoutCodes', { code: row.cashoutCode, text: row.cashoutCode }), code: row.cashoutCode });
  return undefined;
}
