import type { FastifyReply, FastifyRequest } from 'fastify';
import { maskName } from '../../src/core/format/mask-name';
import type { SandboxDatabase } from '../db/open-database';
import type { Policy } from '../policy';
import { coded, refusalBody, successCode } from '../http/envelope';
import type { CardPayments } from '../services/card-payments';
import type { ConfirmationGrants } from '../services/confirmation-grants';
import type { Idempotency, MoneyHandler } from '../services/idempotency';
import { InsufficientBalance, newReference, type Ledger } from '../services/ledger';
import { unconfirmedAnswer } from './beneficiary-handlers';
import type { CustomerRow, Customers } from './customers';
import { closedAnswer, isAnswer, notFound, walletForAction } from './own-wallet';
import { senderRefusal, temporaryBlockAnswer } from './refusal';
import { walletRecipient, walletTransferRefusal } from './transfer-checks';
import type { AnswerOf, BodyOf } from './types';
import { described } from '../services/transaction-description';

export interface WalletTransferHandlers {
  findWalletRecipient: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  transferToWallet: MoneyHandler;
}

/**
 * Sending money to a friend's wallet (spec §6, issue 31 item 14): the friend found by their mobile
 * number and shown masked; then the transfer, confirmed with an OTP, which debits the sender and
 * credits the friend in one transaction, each with a row in their statement. A wallet that is closed,
 * permanently or temporarily blocked receives nothing (171); a blocked card still receives, since
 * spec §6 stops its holder adding or sending, not others paying in. The friend's wallet limit holds
 * as a card load's does (173): the limit of their KYC level less their balance and pending loads.
 */
export function createWalletTransferHandlers(db: SandboxDatabase, policy: Policy, customers: Customers, ledger: Ledger, payments: CardPayments, grants: ConfirmationGrants, idempotency: Idempotency): WalletTransferHandlers {
  const recipientOf = (sender: CustomerRow, mobileNumber: string) => walletRecipient(customers, sender, mobileNumber);

  return {
    async findWalletRecipient(request, reply) {
      const body = request.body as BodyOf<'findWalletRecipient'>;
      const sender = request.customerId === null ? undefined : customers.byId(request.customerId);
      const wallet = sender ? customers.wallet(sender.id) : undefined;
      if (!sender || !wallet) return reply.code(404).send(notFound);
      const refused = closedAnswer(wallet) ?? temporaryBlockAnswer(wallet) ?? (await senderRefusal(policy, sender, wallet, 'sendToWallet'));
      if (refused) return reply.code(refused.status).send(refused.body);
      const found = recipientOf(sender, body.recipientMobileNumber);
      if (isAnswer(found)) return reply.code(found.status).send(found.body);
      const answer: AnswerOf<'findWalletRecipient', 200> = {
        ...coded(successCode, 'api:success'),
        recipient: { maskedName: maskName(found.customer.fullName), mobileNumber: found.customer.mobileNumber },
      };
      return answer;
    },

    transferToWallet: idempotency.handler('transferToWallet', async (request, remember) => {
      const body = request.body as BodyOf<'transferToWallet'>;
      const own = walletForAction(customers, request, body.urn);
      if (isAnswer(own)) return own;
      const friend = await walletTransferRefusal(policy, customers, ledger, payments, own, body);
      if (isAnswer(friend)) return friend;

      const txnId = newReference('P2P');
      try {
        // The confirmation spent, both rows, both balances and the idempotency record commit together or not at all.
        return db.transaction(() => {
          const spend = grants.spend(body.confirmationGrant, own.customer.id, 'walletTransfer', body);
          if (spend !== 'spent') return unconfirmedAnswer(spend);
          ledger.move(own.customer.id, { txnRef: txnId, direction: 'DEBIT', amountPaise: body.amount, status: 'SUCCESS', ...described('SENT_TO_WALLET', { name: maskName(friend.customer.fullName) }) });
          ledger.move(friend.customer.id, { txnRef: newReference('P2P'), direction: 'CREDIT', amountPaise: body.amount, status: 'SUCCESS', ...described('RECEIVED_FROM_WALLET', { name: maskName(own.customer.fullName) }) });
          const answer = { status: 200, body: { ...coded(successCode, 'api:sentToWalletDone'), txnId, balance: ledger.balance(own.customer.id) } };
          remember(answer);
          return answer;
        })();
      } catch (error) {
        if (error instanceof InsufficientBalance) return { status: 400, body: refusalBody('account:refusal.insufficientBalance') };
        throw error;
      }
    }),
  };
}
