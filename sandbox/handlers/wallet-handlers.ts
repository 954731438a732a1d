import { timestamp } from '../http/timestamp';
import type { SandboxDatabase } from '../db/open-database';
import { coded, documentLanguage, refusalBody, successCode, textOf } from '../http/envelope';
import type { Policy } from '../policy';
import { bankReference, bankTransfer } from '../simulators/bank-transfer';
import type { Idempotency, MoneyHandler } from '../services/idempotency';
import type { CardPayments } from '../services/card-payments';
import { InsufficientBalance, newReference, rowColumns, rowOf, type Ledger, type StatementRow, type StoredRow } from '../services/ledger';
import { unconfirmedAnswer, type Beneficiaries } from './beneficiary-handlers';
import type { ConfirmationGrants } from '../services/confirmation-grants';
import type { Customers } from './customers';
import { isAnswer, notFound, ownWallet, walletForAction } from './own-wallet';
import { openDisputeOf } from './service-request-handlers';
import { refusalAnswer } from './refusal';
import { bankTransferRefusal } from './transfer-checks';
import type { AnswerOf, BodyOf, OperationHandler } from './types';
import { described } from '../services/transaction-description';
import { writeReceipt } from './receipt-document';

type StatementDetail = AnswerOf<'getTransactionHistory', 200>['statementDetails'][number];

function detail(row: StatementRow): StatementDetail {
  return { txnId: row.txnRef, txnDateTime: timestamp(row.createdAt), amount: row.amountPaise, txnType: row.direction, status: row.status, description: row.description, ...(row.descriptionCode ? { descriptionCode: row.descriptionCode } : {}), ...(row.descriptionValues ? { descriptionValues: row.descriptionValues } : {}), ...(row.bankReference ? { bankReference: row.bankReference } : {}) };
}

/** A successful status enquiry allows closing the wallet for ten minutes. */
const enquiryValidMs = 10 * 60 * 1000;

export interface WalletHandlers {
  transferToBank: MoneyHandler;
  closeWallet: MoneyHandler;
  getTransactionHistory: OperationHandler<'getTransactionHistory'>;
  getTransactionDetails: OperationHandler<'getTransactionDetails'>;
  getTransactionReceipt: OperationHandler<'getTransactionReceipt'>;
}

/** Transfers to the beneficiary through the bank simulator, and the statement (spec §4, §5, §6, §8). */
export function createWalletHandlers(db: SandboxDatabase, policy: Policy, customers: Customers, beneficiaries: Beneficiaries, ledger: Ledger, payments: CardPayments, grants: ConfirmationGrants, idempotency: Idempotency): WalletHandlers {
  /**
   * A transaction of the customer's, as its detail and its receipt show it: its statement row, or a
   * card load the provider has not answered yet (pending; past its time, failed, which writes its
   * row); with the provider's reason and the balance after it. Another customer's: none.
   */
  const transactionOf = (customerId: number, txnId: string) => {
    const payment = payments.find(txnId);
    const stored = db
      .prepare(
        `SELECT ${rowColumns}, cashout_code AS cashoutCode, migrated_type AS migratedType, payee_account AS payeeAccount, payee_ifsc AS payeeIfsc, payee_bank AS payeeBank
         FROM statement_rows WHERE customer_id = ? AND txn_ref = ?`,
      )
      .get(customerId, txnId) as StoredRow | undefined;
    const row = stored ? rowOf(stored) : undefined;
    const ours = payment?.customerId === customerId;
    if (!row && !(ours && payment.status === 'PENDING')) return null;
    const shown: StatementRow = row ?? { txnRef: txnId, direction: 'CREDIT', amountPaise: payment?.amountPaise ?? 0, status: 'PENDING', ...described('CARD_LOAD'), createdAt: payment?.createdAt ?? '' };
    const failure = ours && payment.reason ? { text: payment.reason, code: payment.reasonCode ?? undefined } : undefined;
    const balanceAfter = row ? ledger.balanceAfter(customerId, row.txnRef) : null;
    return { shown, row, failure, balanceAfter: balanceAfter ?? undefined };
  };

  return {
    transferToBank: idempotency.handler('transferToBank', async (request, remember) => {
      const body = request.body as BodyOf<'transferToBank'>;
      const own = walletForAction(customers, request, body.urn);
      if (isAnswer(own)) return own;
      if (body.payee && body.implType !== 'FT') return { status: 400, body: refusalBody('account:refusal.oneTimeIsFundTransfer') };
      const checked = await bankTransferRefusal(policy, beneficiaries, ledger, own, body);
      if (isAnswer(checked)) return checked;
      const { beneficiary } = checked;
      const payeeName = beneficiary?.beneficiaryName ?? body.payee?.beneficiaryName ?? '';
      const sentTo = beneficiary ?? body.payee;
      const payee = sentTo ? { payee: { accountNumber: sentTo.accountNumber, ifsc: sentTo.ifsc, bankName: sentTo.bankName } } : {};

      const bank = bankTransfer(body.amount);
      const txnId = newReference('TXN');
      // A transfer the bank settled at once has its reference (UTR/RRN) from the bank, in the answer and the row.
      const reference = bank.rowStatus === 'SUCCESS' ? { bankReference: bankReference() } : {};
      const answer = { status: 200, body: { code: bank.code, message: textOf(bank.messageKey), txnId, cashoutCode: bank.code, ...reference } };
      try {
        // The confirmation spent, the debit, its statement row and the idempotency record commit together or not at all (issue 32 item 10).
        return db.transaction(() => {
          const spend = grants.spend(body.confirmationGrant, own.customer.id, 'transfer', body);
          if (spend !== 'spent') return unconfirmedAnswer(spend);
          ledger.move(own.customer.id, { txnRef: txnId, direction: 'DEBIT', amountPaise: body.amount, status: bank.rowStatus, ...described('TRANSFER_TO', { name: payeeName }), ...(beneficiary ? { beneficiaryId: beneficiary.beneficiaryId } : {}), cashoutCode: bank.code, ...reference, ...payee });
          // The wallet-close transfer starts the closure: the wallet closes walletCloseHours later unless the customer closes it first (spec §4).
          if (body.implType === 'WC' && bank.rowStatus !== 'FAILED') db.prepare('UPDATE wallets SET closing_txn = ?, closing_since = ? WHERE customer_id = ?').run(txnId, Date.now(), own.customer.id);
          remember(answer);
          return answer;
        })();
      } catch (error) {
        if (error instanceof InsufficientBalance) return { status: 400, body: refusalBody('account:refusal.insufficientBalance') };
        throw error;
      }
    }),

    closeWallet: idempotency.handler('closeWallet', async (request, remember) => {
      const own = walletForAction(customers, request, (request.body as BodyOf<'closeWallet'>).urn);
      if (isAnswer(own)) return own;
      const kyc = await policy.refusalOf('kyc-permissions', { kycType: own.customer.kycType, action: 'closeWallet' });
      if (kyc) return refusalAnswer(kyc);
      const enquired = own.wallet.statusEnquiryOkAt !== null && own.wallet.statusEnquiryOkAt > Date.now() - enquiryValidMs;
      const refusal = await policy.refusalOf('closure-preconditions', { statusEnquiryOk: enquired, balancePaise: ledger.balance(own.customer.id) });
      if (refusal) return refusalAnswer(refusal, 400);
      const answer = {
        status: 200,
        body: { code: successCode, message: textOf('wallet.closedPermanently'), wallet: { balance: 0, status: 'CLOSED', kycType: own.customer.kycType, cardBlocked: true } },
      };
      // The permanent block and the end of every session of this customer commit together (spec §4).
      db.transaction(() => {
        db.prepare("UPDATE wallets SET status = 'CLOSED', card_blocked = 1 WHERE customer_id = ?").run(own.customer.id);
        db.prepare("UPDATE sessions SET revoked = 1, revoked_reason = 'closed' WHERE customer_id = ? AND revoked = 0").run(own.customer.id);
        remember(answer);
      })();
      return answer;
    }),

    async getTransactionHistory(request, reply) {
      const body = request.body;
      const own = ownWallet(customers, request, body.urn);
      if (!own || own.wallet.last4Digits !== body.last4Digits) return reply.code(404).send(notFound);
      if (body.fromDate > body.toDate) return reply.code(400).send(refusalBody('account:refusal.fromAfterTo'));
      const { rows, total } = ledger.statement(own.customer.id, body.fromDate, body.toDate, body.pageNumber, body.count);
      const answer: AnswerOf<'getTransactionHistory', 200> = {
        code: successCode,
        message: textOf(rows.length === 0 ? 'api:noTransactions' : 'api:success'),
        statementDetails: rows.map(detail),
        totalCount: total,
        pageNumber: body.pageNumber,
      };
      return answer;
    },

    async getTransactionDetails(request, reply) {
      const own = ownWallet(customers, request, request.body.urn);
      if (!own) return reply.code(404).send(notFound);
      const found = transactionOf(own.customer.id, request.body.txnId);
      if (!found) return reply.code(404).send(refusalBody('account:refusal.noSuchTransaction'));
      const { shown, row, failure, balanceAfter } = found;
      const openDispute = openDisputeOf(db, own.customer.id, request.body.txnId);
      return {
        ...coded(successCode, 'api:success'),
        ...(openDispute ? { openDispute } : {}),
        transaction: { ...detail(shown), ...(failure ? { failureReason: failure.text, ...(failure.code ? { failureCode: failure.code } : {}) } : {}), ...(balanceAfter === undefined ? {} : { balanceAfter }), ...(row?.cashoutCode ? { cashoutCode: row.cashoutCode } : {}), ...(row?.bankReference ? { bankReference: row.bankReference } : {}), ...(row?.migratedType ? { migratedType: row.migratedType } : {}) },
      };
    },

    async getTransactionReceipt(request, reply) {
      const own = ownWallet(customers, request, request.body.urn);
      if (!own) return reply.code(404).send(notFound);
      const found = transactionOf(own.customer.id, request.body.txnId);
      if (!found) return reply.code(404).send(refusalBody('account:refusal.noSuchTransaction'));
      const content = await writeReceipt(documentLanguage(request.body.language), { row: found.shown, holderName: own.customer.fullName, walletUrn: own.wallet.urn, failure: found.failure, balanceAfterPaise: found.balanceAfter });
      return { ...coded(successCode, 'api:receipt.ready'), receipt: { fileName: `receipt-${found.shown.txnRef}.pdf`, mediaType: 'application/pdf' as const, content: content.toString('base64') } };
    },
  };
}
