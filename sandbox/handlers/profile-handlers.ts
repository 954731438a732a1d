import { loadRoomPaise, walletLimitPaise } from '../../src/core/money/load-room';
import { istDate } from '../../src/core/format/ist-time';
import { maskAccount } from '../../src/core/format/mask-account';
import { coded, envelope, successCode } from '../http/envelope';
import { timestamp, timestampAt } from '../http/timestamp';
import type { CardPayments } from '../services/card-payments';
import { kycDateOf, minKycValidityOf, walletClosesAfterMs, type ClosingRow, type CustomerRow, type Customers } from './customers';
import { notFound } from './own-wallet';
import { temporaryBlockAnswer } from './refusal';
import type { AnswerOf, OperationHandler } from './types';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ProfileHandlers {
  getUserProfile: OperationHandler<'getUserProfile'>;
  getUserData: OperationHandler<'getUserData'>;
  getWallet: OperationHandler<'getWallet'>;
  getKycDetails: OperationHandler<'getKycDetails'>;
}

/** Spec §3 User data and Wallet, for the customer of the session only. */
export function createProfileHandlers(customers: Customers, payments: CardPayments): ProfileHandlers {
  // A session reads its own customer: asking for another number is answered as an unknown user.
  function ownCustomer(request: FastifyRequest<{ Body: { mobileNumber: string } }>, reply: FastifyReply): CustomerRow | null {
    const customer = request.customerId === null ? undefined : customers.byId(request.customerId);
    if (!customer || customer.mobileNumber !== request.body.mobileNumber) {
      void reply.code(404).send(notFound);
      return null;
    }
    return customer;
  }

  return {
    async getUserProfile(request, reply) {
      const customer = ownCustomer(request, reply);
      if (!customer) return reply;
      const answer: AnswerOf<'getUserProfile', 200> = {
        ...envelope(successCode),
        profile: {
          profileId: customer.profileId,
          fullName: customer.fullName,
          mobileNumber: customer.mobileNumber,
          ...(customer.email ? { emailId: customer.email } : {}),
          panVerified: customer.panVerified === 1,
          ...(customer.dateOfBirth ? { dateOfBirth: customer.dateOfBirth } : {}),
          ...(customer.addressLine && customer.city && customer.state && customer.pincode
            ? { address: { line: customer.addressLine, city: customer.city, state: customer.state, pincode: customer.pincode } }
            : {}),
        },
      };
      return answer;
    },

    async getUserData(request, reply) {
      const customer = ownCustomer(request, reply);
      if (!customer) return reply;
      const wallet = customers.wallet(customer.id);
      const answer: AnswerOf<'getUserData', 200> = {
        ...envelope(successCode),
        userData: {
          customerId: customer.customerRef,
          accountDetails: wallet
            ? [
                {
                  accountNumber: wallet.accountNumber,
                  accountStatus: wallet.status,
                  // Spec §4: 13 closed, 120 closed for good by a permanent block.
                  accountStatusCode: wallet.status === 'CLOSED' ? '13' : wallet.status === 'BLOCKED' ? '120' : successCode,
                  formFactorDetailsList: [{ urn: wallet.urn, last4Digits: wallet.last4Digits }],
                },
              ]
            : [],
          cardHolder: { cardProfileId: customer.cardProfileId },
        },
      };
      return answer;
    },

    async getWallet(request, reply) {
      const customer = ownCustomer(request, reply);
      if (!customer) return reply;
      const wallet = customers.wallet(customer.id);
      if (!wallet) return reply.code(404).send(notFound);
      // Spec §6: a temporarily blocked wallet shows nothing and allows nothing until support unblocks it.
      const blocked = temporaryBlockAnswer(wallet);
      if (blocked) return reply.code(blocked.status).send(blocked.body);
      const { paise: pendingLoads, until: pendingUntil } = payments.pending(customer.id);
      const validity = minKycValidityOf(customer);
      const answer: AnswerOf<'getWallet', 200> = {
        ...envelope(successCode),
        wallet: {
          balance: wallet.balancePaise,
          maxBalance: walletLimitPaise(customer.kycType),
          pendingLoads,
          ...(pendingUntil ? { pendingLoadsUntil: timestamp(pendingUntil) } : {}),
          loadRoom: loadRoomPaise({ kycType: customer.kycType, balancePaise: wallet.balancePaise, pendingPaise: pendingLoads }),
          status: wallet.status,
          kycType: customer.kycType,
          cardBlocked: wallet.cardBlocked === 1,
          ...(validity ? { kycValidUntil: validity.validUntil } : {}),
          ...(wallet.status === 'ACTIVE' ? closingOf(customers.closingOf(customer.id)) : {}),
        },
      };
      return answer;
    },

    async getKycDetails(request, reply) {
      const customer = ownCustomer(request, reply);
      if (!customer) return reply;
      const validity = minKycValidityOf(customer);
      // Spec §8: 922 on KYC details, and the portal opens the upgrade; nothing else is read until then.
      if (validity?.expired) return reply.code(403).send(coded('922', 'api:minKycEnded', { date: validity.validUntil }));
      const answer: AnswerOf<'getKycDetails', 200> = {
        ...envelope(successCode),
        kyc: {
          kycType: customer.kycType,
          kycDate: kycDateOf(customer),
          // The whole numbers stay here: the portal never needs them, so they never travel.
          documents: customers.kycDocuments(customer.id).map((document) => ({ type: document.type, number: maskAccount(document.number), verifiedOn: istDate(Date.parse(document.verifiedAt)) })),
          ...(validity ? { validity: { validUntil: validity.validUntil, daysLeft: validity.daysLeft, endingSoon: validity.endingSoon } } : {}),
        },
      };
      return answer;
    },
  };
}

/** A closure under way as the wallet's answer gives it: the transfer that took the balance, to whom, and when the wallet closes by itself. */
function closingOf(row: ClosingRow | undefined): Pick<AnswerOf<'getWallet', 200>['wallet'], 'closing'> {
  if (!row) return {};
  const to = row.beneficiaryName !== null && row.bankName !== null && row.accountNumber !== null ? { beneficiaryName: row.beneficiaryName, bankName: row.bankName, accountNumber: maskAccount(row.accountNumber) } : {};
  return {
    closing: { txnId: row.txnId, amount: row.amount, ...(row.bankReference ? { bankReference: row.bankReference } : {}), ...to, closesBy: timestampAt(row.since + walletClosesAfterMs()) },
  };
}
