import { loadRoomPaise, walletLimitPaise } from '../../src/core/money/load-room';
import { envelope, successCode } from '../http/envelope';
import type { CardPayments } from '../services/card-payments';
import { minKycValidUntil, type CustomerRow, type Customers } from './customers';
import { notFound } from './own-wallet';
import { temporaryBlockAnswer } from './refusal';
import type { AnswerOf, OperationHandler } from './types';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ProfileHandlers {
  getUserProfile: OperationHandler<'getUserProfile'>;
  getUserData: OperationHandler<'getUserData'>;
  getWallet: OperationHandler<'getWallet'>;
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
      const pendingLoads = payments.pendingPaise(customer.id);
      const answer: AnswerOf<'getWallet', 200> = {
        ...envelope(successCode),
        wallet: {
          balance: wallet.balancePaise,
          maxBalance: walletLimitPaise(customer.kycType),
          pendingLoads,
          loadRoom: loadRoomPaise({ kycType: customer.kycType, balancePaise: wallet.balancePaise, pendingPaise: pendingLoads }),
          status: wallet.status,
          kycType: customer.kycType,
          cardBlocked: wallet.cardBlocked === 1,
          ...(customer.kycType.startsWith('MIN_KYC') ? { kycValidUntil: minKycValidUntil(customer) } : {}),
        },
      };
      return answer;
    },
  };
}
