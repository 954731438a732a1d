import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDatabase } from '../db/open-database';
import { coded, envelope, refusalBody, requestLanguage, successCode, textOf } from '../http/envelope';
import type { Policy } from '../policy';
import type { Answer, Idempotency, MoneyHandler } from '../services/idempotency';
import { limit } from '../../src/core/config/limits';
import { timestampAt } from '../http/timestamp';
import type { Alerts } from '../services/alerts';
import { accountText } from '../services/payee-text';
import type { ConfirmationGrants, GrantSpend } from '../services/confirmation-grants';
import { newReference, type Ledger } from '../services/ledger';
import { limitOrNone } from '../services/confirmed-transaction';
import type { Customers } from './customers';
import { isAnswer, notFound, ownWallet, walletForAction } from './own-wallet';
import { refusalAnswer } from './refusal';
import type { AnswerOf, BodyOf, OperationHandler } from './types';

type Beneficiary = AnswerOf<'addBeneficiary', 200>['beneficiary'];

const columns = `id AS beneficiaryId, name AS beneficiaryName, bank_name AS bankName, account_number AS accountNumber, ifsc,
  receiver, daily_amount_limit AS dailyAmountLimit, monthly_amount_limit AS monthlyAmountLimit,
  daily_frequency_limit AS dailyFrequencyLimit, monthly_frequency_limit AS monthlyFrequencyLimit,
  beneficiary_type AS beneficiaryType, cooling_off_until AS coolingOffUntilMs`;

type BeneficiaryRow = Omit<Beneficiary, 'coolingOff' | 'coolingOffUntil'> & { readonly coolingOffUntilMs: number };


/** The limits a beneficiary is given, 0 as none: as they are stored, and as rules/beneficiary-limit-order.rules.json reads them. */
export const limitFacts = (body: { dailyAmountLimit?: number | null; monthlyAmountLimit?: number | null; dailyFrequencyLimit?: number | null; monthlyFrequencyLimit?: number | null }) => ({
  dailyAmountLimit: limitOrNone(body.dailyAmountLimit),
  monthlyAmountLimit: limitOrNone(body.monthlyAmountLimit),
  dailyFrequencyLimit: limitOrNone(body.dailyFrequencyLimit),
  monthlyFrequencyLimit: limitOrNone(body.monthlyFrequencyLimit),
});

/** What a limit still allows once `used` is spent; null without a limit. */
const leftOf = (limitValue: number | null | undefined, used: number) => (limitValue ? Math.max(0, limitValue - used) : null);

/**
 * The customer's beneficiaries as the contract answers them: cooling-off (spec §4, §5) while
 * coolingOffHours have not passed since it was added, and each limit with what today's and this
 * month's transfers used of it and what is left.
 */
export class Beneficiaries {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly ledger: Ledger,
  ) {}

  list(customerId: number, now = Date.now()): Beneficiary[] {
    const rows = this.db.prepare(`SELECT ${columns} FROM beneficiaries WHERE customer_id = ? AND deleted_at IS NULL ORDER BY created_at`).all(customerId) as BeneficiaryRow[];
    return rows.map(({ coolingOffUntilMs, ...row }) => {
      const used = this.ledger.sentTo(customerId, row.beneficiaryId, now);
      const cooling = coolingOffUntilMs > now;
      return {
        ...row,
        receiver: row.receiver ?? '',
        coolingOff: cooling ? 0 : 1,
        ...(cooling ? { coolingOffUntil: timestampAt(coolingOffUntilMs) } : {}),
        dailyAmountUsed: used.dayPaise,
        monthlyAmountUsed: used.monthPaise,
        dailyCountUsed: used.dayCount,
        monthlyCountUsed: used.monthCount,
        dailyAmountLeft: leftOf(row.dailyAmountLimit, used.dayPaise),
        monthlyAmountLeft: leftOf(row.monthlyAmountLimit, used.monthPaise),
        dailyCountLeft: leftOf(row.dailyFrequencyLimit, used.dayCount),
        monthlyCountLeft: leftOf(row.monthlyFrequencyLimit, used.monthCount),
      };
    });
  }

  find(customerId: number, id: string): Beneficiary | undefined {
    return this.list(customerId).find((row) => row.beneficiaryId === id);
  }
}

/** A change or transfer without a live confirmation grant of its purpose (spec §2: confirmed with an OTP). */
export const unconfirmed = { status: 403, body: refusalBody('account:refusal.confirmOtpFirst') };

/** Why a grant was not spent: none live (unconfirmed), or one whose OTP named another transaction (180, issue 32 item 2). */
export const unconfirmedAnswer = (spend: Exclude<GrantSpend, 'spent'>): Answer => (spend === 'otherTransaction' ? { status: 403, body: envelope('180') } : unconfirmed);

export interface BeneficiaryHandlers {
  listBeneficiaries: (request: FastifyRequest<{ Querystring: { urn: string } }>, reply: FastifyReply) => Promise<unknown>;
  addBeneficiary: MoneyHandler;
  deleteBeneficiary: (request: FastifyRequest<{ Querystring: { urn: string; beneficiaryId: string } }>, reply: FastifyReply) => Promise<unknown>;
  updateBeneficiary: OperationHandler<'updateBeneficiary'>;
}

/** The one beneficiary of spec §5, for full-KYC customers (spec §6), with cooling-off for a new one. */
export function createBeneficiaryHandlers(db: SandboxDatabase, policy: Policy, customers: Customers, beneficiaries: Beneficiaries, grants: ConfirmationGrants, idempotency: Idempotency, alerts: Alerts): BeneficiaryHandlers {
  return {
    async listBeneficiaries(request, reply) {
      const own = ownWallet(customers, request, request.query.urn);
      if (!own) return reply.code(404).send(notFound);
      const list = beneficiaries.list(own.customer.id);
      // 1284: no beneficiaries, which the portal reads as "adding is unrestricted" (spec §5).
      const answer: AnswerOf<'listBeneficiaries', 200> = list.length === 0
        ? { ...coded('1284', 'api:noBeneficiary'), beneficiaryDataList: [] }
        : { ...envelope(successCode), beneficiaryDataList: list };
      return answer;
    },

    addBeneficiary: idempotency.handler('addBeneficiary', async (request, remember) => {
      const body = request.body as BodyOf<'addBeneficiary'>;
      const own = walletForAction(customers, request, body.urn);
      if (isAnswer(own)) return own;
      const kyc = await policy.refusalOf('kyc-permissions', { kycType: own.customer.kycType, action: 'manageBeneficiaries' });
      if (kyc) return refusalAnswer(kyc);
      const count = beneficiaries.list(own.customer.id).length;
      const quota = await policy.refusalOf('beneficiary-limit', { beneficiaryCount: count, listCode: count === 0 ? '1284' : successCode });
      if (quota) return refusalAnswer(quota, 400);
      // Refused before the confirmation is spent, so the customer corrects the limits and confirms once.
      const limits = limitFacts(body);
      const order = await policy.refusalOf('beneficiary-limit-order', limits);
      if (order) return refusalAnswer(order, 400);
      const id = newReference('BEN');
      const now = Date.now();
      // The confirmation spent, the beneficiary and the idempotency record commit together or not at all (issue 32 item 10).
      return db.transaction(() => {
        const spend = grants.spend(body.confirmationGrant, own.customer.id, 'addBeneficiary', { payee: body });
        if (spend !== 'spent') return unconfirmedAnswer(spend);
        db.prepare(
          `INSERT INTO beneficiaries (id, customer_id, name, bank_name, account_number, ifsc, receiver, daily_amount_limit, monthly_amount_limit,
             daily_frequency_limit, monthly_frequency_limit, beneficiary_type, cooling_off, cooling_off_until, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
        ).run(
          id, own.customer.id, body.beneficiaryName, body.bankName, body.accountNumber, body.ifsc, body.receiver ?? null,
          limits.dailyAmountLimit, limits.monthlyAmountLimit, limits.dailyFrequencyLimit,
          limits.monthlyFrequencyLimit, body.beneficiaryType, now + limit('coolingOffHours') * 3_600_000, new Date(now).toISOString(),
        );
        // The owner hears of it on their number and address, with the change (issue 32 item 5).
        const language = requestLanguage(request);
        alerts.announce('beneficiaryAdded', own.customer, language, { payee: accountText(language, body) });
        const answer = { status: 200, body: { code: successCode, message: textOf('account:beneficiary.added'), beneficiary: beneficiaries.find(own.customer.id, id) } };
        remember(answer);
        return answer;
      })();
    }),

    async deleteBeneficiary(request, reply) {
      const own = ownWallet(customers, request, request.query.urn);
      if (!own) return reply.code(404).send(notFound);
      const kyc = await policy.refusalOf('kyc-permissions', { kycType: own.customer.kycType, action: 'manageBeneficiaries' });
      if (kyc) {
        const refused = refusalAnswer(kyc);
        return reply.code(refused.status).send(refused.body);
      }
      const changed = db
        .prepare('UPDATE beneficiaries SET deleted_at = ? WHERE id = ? AND customer_id = ? AND deleted_at IS NULL')
        .run(new Date().toISOString(), request.query.beneficiaryId, own.customer.id).changes;
      if (changed === 0) return reply.code(404).send(refusalBody('account:refusal.noSuchBeneficiary'));
      return { code: successCode, message: textOf('account:beneficiary.deleted') };
    },

    async updateBeneficiary(request, reply) {
      const body = request.body;
      const own = ownWallet(customers, request, body.urn);
      if (!own) return reply.code(404).send(notFound);
      if (!beneficiaries.find(own.customer.id, body.beneficiaryId)) return reply.code(404).send(refusalBody('account:refusal.noSuchBeneficiary'));
      const limits = limitFacts(body);
      const order = await policy.refusalOf('beneficiary-limit-order', limits);
      if (order) {
        const refused = refusalAnswer(order, 400);
        return reply.code(refused.status).send(refused.body);
      }
      // The confirmation is spent with the change it confirms, or not at all (issue 32 item 10).
      const spend = db.transaction(() => {
        const spent = grants.spend(body.confirmationGrant, own.customer.id, 'updateBeneficiary', { beneficiaryId: body.beneficiaryId, ...limits });
        if (spent !== 'spent') return spent;
        db.prepare(
          `UPDATE beneficiaries SET daily_amount_limit = ?, monthly_amount_limit = ?, daily_frequency_limit = ?, monthly_frequency_limit = ?
           WHERE id = ? AND customer_id = ?`,
        ).run(limits.dailyAmountLimit, limits.monthlyAmountLimit, limits.dailyFrequencyLimit, limits.monthlyFrequencyLimit, body.beneficiaryId, own.customer.id);
        return spent;
      })();
      if (spend !== 'spent') {
        const refused = unconfirmedAnswer(spend);
        return reply.code(refused.status).send(refused.body);
      }
      return { code: successCode, message: textOf('account:beneficiary.updated'), beneficiary: beneficiaries.find(own.customer.id, body.beneficiaryId) };
    },
  };
}
