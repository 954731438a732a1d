import { loadRoomPaise } from '../../src/core/money/load-room';
import { envelope, refusalBody } from '../http/envelope';
import type { Policy } from '../policy';
import type { CardPayments } from '../services/card-payments';
import type { Answer } from '../services/idempotency';
import type { Ledger } from '../services/ledger';
import type { Beneficiaries } from './beneficiary-handlers';
import type { CustomerRow, Customers } from './customers';
import { closedAnswer, isAnswer, type OwnWallet } from './own-wallet';
import { refusalAnswer, senderRefusal, temporaryBlockAnswer } from './refusal';
import type { AnswerOf } from './types';

type Beneficiary = AnswerOf<'addBeneficiary', 200>['beneficiary'];

/** What a transfer names, as its review's OTP and the transfer itself both carry it. */
interface Transfer {
  readonly amount: number;
}

/** The friend a mobile number names, or why they cannot be paid: by the lookup, the confirmation OTP and the transfer alike. */
export function walletRecipient(customers: Customers, sender: CustomerRow, mobileNumber: string): OwnWallet | Answer {
  if (mobileNumber === sender.mobileNumber) return { status: 400, body: envelope('172') };
  const customer = customers.byMobile(mobileNumber);
  const wallet = customer ? customers.wallet(customer.id) : undefined;
  if (!customer || !wallet) return { status: 404, body: envelope('170') };
  if (closedAnswer(wallet) || temporaryBlockAnswer(wallet)) return { status: 409, body: envelope('171') };
  return { customer, wallet };
}

const insufficientBalance: Answer = { status: 400, body: refusalBody('account:refusal.insufficientBalance') };

/**
 * Everything a transfer to a bank account is refused for that is known before its OTP (issue 55
 * item 4: a check that can be made before an OTP is made before it): the sender's KYC and card, the
 * beneficiary, its cooling-off cap and its limits, the balance. Asked by the review's OTP and again by
 * the transfer; the beneficiary when it passes, null for an account typed once.
 */
export async function bankTransferRefusal(
  policy: Policy,
  beneficiaries: Beneficiaries,
  ledger: Ledger,
  own: OwnWallet,
  body: Transfer & { readonly beneficiaryId?: string | undefined },
): Promise<Answer | { readonly beneficiary: Beneficiary | null }> {
  const refused = await senderRefusal(policy, own.customer, own.wallet, 'transferToBank');
  if (refused) return refused;
  // To the saved beneficiary, within its cooling-off and limits; or once, to an account typed for this
  // transfer, which is new every time and so held to a cap of its own (issue 57 item 3).
  const beneficiary = body.beneficiaryId === undefined ? null : (beneficiaries.find(own.customer.id, body.beneficiaryId) ?? null);
  if (body.beneficiaryId !== undefined && !beneficiary) return { status: 404, body: refusalBody('account:refusal.noSuchBeneficiary') };
  const capped = beneficiary ? await policy.refusalOf('cooling-off', { amountPaise: body.amount, coolingOff: beneficiary.coolingOff }) : await policy.refusalOf('one-time-cap', { amountPaise: body.amount });
  if (capped) return refusalAnswer(capped, 400);
  if (beneficiary) {
    const quota = await policy.refusalOf('beneficiary-quota', {
      dailyAmountLimitPaise: beneficiary.dailyAmountLimit ?? 0,
      monthlyAmountLimitPaise: beneficiary.monthlyAmountLimit ?? 0,
      dailyCountLimit: beneficiary.dailyFrequencyLimit ?? 0,
      monthlyCountLimit: beneficiary.monthlyFrequencyLimit ?? 0,
      dailyAfterPaise: (beneficiary.dailyAmountUsed ?? 0) + body.amount,
      monthlyAfterPaise: (beneficiary.monthlyAmountUsed ?? 0) + body.amount,
      dailyCountAfter: (beneficiary.dailyCountUsed ?? 0) + 1,
      monthlyCountAfter: (beneficiary.monthlyCountUsed ?? 0) + 1,
    });
    if (quota) return refusalAnswer(quota, 400);
  }
  if (body.amount > ledger.balance(own.customer.id)) return insufficientBalance;
  return { beneficiary };
}

/**
 * Everything a transfer to a friend's wallet is refused for that is known before its OTP: the
 * sender's KYC and card, the friend (none, closed or blocked, oneself), what the friend's wallet limit
 * leaves (173: the limit of their KYC level less their balance and pending loads), the balance. The
 * friend when it passes.
 */
export async function walletTransferRefusal(
  policy: Policy,
  customers: Customers,
  ledger: Ledger,
  payments: CardPayments,
  own: OwnWallet,
  body: Transfer & { readonly recipientMobileNumber: string },
): Promise<Answer | OwnWallet> {
  const refused = await senderRefusal(policy, own.customer, own.wallet, 'sendToWallet');
  if (refused) return refused;
  const friend = walletRecipient(customers, own.customer, body.recipientMobileNumber);
  if (isAnswer(friend)) return friend;
  const room = loadRoomPaise({ kycType: friend.customer.kycType, balancePaise: friend.wallet.balancePaise, pendingPaise: payments.pending(friend.customer.id).paise });
  if (body.amount > room) return { status: 400, body: envelope('173') };
  if (body.amount > ledger.balance(own.customer.id)) return insufficientBalance;
  return friend;
}
