import type { components } from '../../src/api/generated/wallet';

type Payee = components['schemas']['Payee'];

/**
 * What a confirmation OTP confirms (issue 32 item 2): the parts its request names, as the call it
 * confirms names them again. The contract says which parts each purpose names.
 */
export interface ConfirmedTransaction {
  /** Named by every confirmation's body; the binding takes the purpose it is given, not this. */
  readonly purpose?: string | undefined;
  readonly amount?: number | undefined;
  readonly beneficiaryId?: string | undefined;
  readonly payee?: Payee | undefined;
  readonly recipientMobileNumber?: string | undefined;
  /** A beneficiary's new limits (issue 55 item 5); absent or 0 is no limit, as update-beneficiary stores it. */
  readonly dailyAmountLimit?: number | null | undefined;
  readonly monthlyAmountLimit?: number | null | undefined;
  readonly dailyFrequencyLimit?: number | null | undefined;
  readonly monthlyFrequencyLimit?: number | null | undefined;
}

/** A limit as stored: 0 or absent is none (spec §5); update-beneficiary stores them so. */
export const limitOrNone = (value: number | null | undefined): number | null => (value ? value : null);

/**
 * One string for one transaction, which the OTP, its grant and the confirmed call compare: the same
 * parts give the same string whatever order a body named them in; an IFSC is read case-blind, as banks do.
 */
export function transactionBinding(purpose: string, transaction: ConfirmedTransaction): string {
  const { amount, beneficiaryId, payee, recipientMobileNumber } = transaction;
  return JSON.stringify([
    purpose,
    amount ?? null,
    beneficiaryId ?? null,
    payee ? [payee.beneficiaryName, payee.bankName, payee.accountNumber, payee.ifsc.toUpperCase()] : null,
    recipientMobileNumber ?? null,
    [transaction.dailyAmountLimit, transaction.monthlyAmountLimit, transaction.dailyFrequencyLimit, transaction.monthlyFrequencyLimit].map(limitOrNone),
  ]);
}
