import type { FastifyInstance } from 'fastify';
import type { SandboxDatabase } from '../db/open-database';
import { coded, refusalBody, successCode } from '../http/envelope';
import { isOperator } from '../http/operator-key';
import type { Policy } from '../policy';
import { bankReference } from '../simulators/bank-transfer';
import type { CardPayments } from '../services/card-payments';
import type { Ledger } from '../services/ledger';
import type { Webhooks } from '../services/webhooks';
import type { Customers } from './customers';
import { webhookLogPage } from './webhook-log-page';

/** What a pending transfer becomes, by the control's name. */
const transferOutcomes = { settle: 'SUCCESS', fail: 'FAILED', reverse: 'REFUNDED' } as const;

/**
 * The rest of the money flow, played by the sandbox's operator (issue 36 item 5; README: Sandbox):
 * a transfer in the "initiated" group stays pending until the bank answers, and a card load until the
 * provider does. These controls answer for them, behind the operator key; each change is told to the
 * integrators' webhooks. Off with the other simulators (SANDBOX_SIMULATORS=off).
 */
export function registerSimulatorControls(app: FastifyInstance, db: SandboxDatabase, ledger: Ledger, payments: CardPayments, customers: Customers, policy: Policy, webhooks: Webhooks, operatorKey: string): void {
  app.post<{ Params: { txnRef: string; outcome: string } }>('/sandbox/transfers/:txnRef/:outcome', (request, reply) => {
    if (!isOperator(request, operatorKey)) return reply.code(401).send(refusalBody('api:operatorOnly'));
    const { txnRef, outcome } = request.params;
    if (!Object.hasOwn(transferOutcomes, outcome)) return reply.code(404).send(refusalBody('api:notFound'));
    const status = transferOutcomes[outcome as keyof typeof transferOutcomes];
    const reference = status === 'SUCCESS' ? bankReference() : null;
    const resolved = db.transaction(() => ledger.resolve(txnRef, status, reference))();
    if (!resolved) return reply.code(409).send(refusalBody('api:notPending'));
    webhooks.emit({ type: 'transaction.updated', data: { txnRef, kind: 'transfer', status, previousStatus: 'PENDING', amountPaise: resolved.amountPaise, bankReference: reference } });
    return { ...coded(successCode, 'api:success'), txnRef, status };
  });

  app.post<{ Params: { txnid: string; outcome: string } }>('/sandbox/card-payments/:txnid/:outcome', async (request, reply) => {
    if (!isOperator(request, operatorKey)) return reply.code(401).send(refusalBody('api:operatorOnly'));
    const { txnid, outcome } = request.params;
    if (outcome !== 'settle' && outcome !== 'fail') return reply.code(404).send(refusalBody('api:notFound'));
    const payment = payments.find(txnid);
    if (payment?.status !== 'PENDING') return reply.code(409).send(refusalBody('api:notPending'));
    // A credit past the wallet's limit is refunded, never made, as when the provider answers (spec §9).
    const balance = ledger.balance(payment.customerId);
    const overCap =
      outcome === 'settle' &&
      (await policy.refusalOf('add-money', { amountPaise: payment.amountPaise, balancePaise: balance, balanceAfterPaise: balance + payment.amountPaise, kycType: customers.byId(payment.customerId)?.kycType ?? 'MIN_KYC' })) !== null;
    const status = db.transaction((): 'SUCCESS' | 'FAILED' | 'REFUNDED' | null => {
      if (payments.find(txnid)?.status !== 'PENDING') return null;
      if (outcome === 'fail') payments.fail(payment, null);
      else if (overCap) payments.refund(payment);
      else payments.succeed(payment);
      return outcome === 'fail' ? 'FAILED' : overCap ? 'REFUNDED' : 'SUCCESS';
    })();
    if (!status) return reply.code(409).send(refusalBody('api:notPending'));
    webhooks.emit({ type: 'card_payment.updated', data: { txnRef: txnid, kind: 'card_payment', status, previousStatus: 'PENDING', amountPaise: payment.amountPaise, bankReference: null } });
    return { ...coded(successCode, 'api:success'), txnRef: txnid, status };
  });

  app.post('/sandbox/webhooks', (request, reply) => {
    if (!isOperator(request, operatorKey)) return reply.code(401).send(refusalBody('api:operatorOnly'));
    const url = (request.body as { url?: unknown } | undefined)?.url;
    if (typeof url !== 'string' || !/^https?:\/\/[^\s]{1,2000}$/.test(url) || !URL.canParse(url)) return reply.code(400).send(refusalBody('api:webhookUrl'));
    return reply.code(201).send({ ...coded(successCode, 'api:success'), endpoint: webhooks.register(url) });
  });

  app.get('/sandbox/webhooks', (_request, reply) => reply.type('text/html; charset=utf-8').send(webhookLogPage(webhooks.deliveries())));
}
