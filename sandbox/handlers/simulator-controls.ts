import type { FastifyInstance } from 'fastify';
import { resetExampleIdentities } from '../db/example-identities';
import type { SandboxDatabase } from '../db/open-database';
import seed from '../db/seed.json';
import { coded, refusalBody, successCode } from '../http/envelope';
import { isOperator } from '../http/operator-key';
import type { Policy } from '../policy';
import { bankReference } from '../simulators/bank-transfer';
import type { CardPayment, CardPayments } from '../services/card-payments';
import type { Ledger } from '../services/ledger';
import type { Delivery, Webhooks } from '../services/webhooks';
import type { Customers } from './customers';
import { overWalletLimit } from './payment-handlers';
import { webhookLogPage } from './webhook-log-page';

/** Where the controls are: a pending transfer's, by its reference, a pending card load's, by its txnid, and the example identities' reset. */
export const controlPaths = { transfer: '/sandbox/transfers/:txnRef/:outcome', cardPayment: '/sandbox/card-payments/:txnid/:outcome', exampleReset: '/sandbox/example-identities/reset' } as const;

/** What a pending transfer becomes, by the control's name. */
export const transferOutcomes = { settle: 'SUCCESS', fail: 'FAILED', reverse: 'REFUNDED' } as const;

/**
 * What a pending card load becomes, by the control's name (a credit past the wallet's limit is
 * refunded instead); a lapse fails it as cardPaymentExpiryMinutes without an answer would, so that
 * the provider's late answer can be tried at once.
 */
export const cardPaymentOutcomes = { settle: 'SUCCESS', fail: 'FAILED', lapse: 'FAILED' } as const;

/** How each control ends a pending load, in the caller's transaction. */
const cardPaymentEndings: Readonly<Record<keyof typeof cardPaymentOutcomes, (payments: CardPayments, payment: CardPayment) => void>> = {
  settle: (payments, payment) => void payments.succeed(payment),
  fail: (payments, payment) => payments.fail(payment, null),
  lapse: (payments, payment) => payments.lapse(payment),
};

const isOutcome = <T extends object>(outcomes: T, name: string): name is Extract<keyof T, string> => Object.hasOwn(outcomes, name);

/**
 * The rest of the money flow, played by the sandbox's operator (issue 36 item 5; README: Sandbox):
 * a transfer in the "initiated" group stays pending until the bank answers, and a card load until the
 * provider does. These controls answer for them, behind the operator key; each change is told to the
 * integrators' webhooks. Off with the other simulators (SANDBOX_SIMULATORS=off).
 */
/** JSON as fastify reads it, except that no body at all is an empty one: a control takes nothing but its path (issue 58 item 8). */
function acceptEmptyJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(String(body)) as unknown);
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
}

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
/** A delivery as the JSON log says it: its times as ISO 8601. */
const deliveryJson = (delivery: Delivery) => ({ ...delivery, createdAt: isoOrNull(delivery.createdAt), nextAttemptAt: isoOrNull(delivery.nextAttemptAt) });

/** Whether the caller asked for the page rather than the data: a browser's Accept names HTML first. */
const wantsPage = (accept: string | undefined) => /^text\/html/.test(accept ?? '');

export function registerSimulatorControls(app: FastifyInstance, db: SandboxDatabase, ledger: Ledger, payments: CardPayments, customers: Customers, policy: Policy, webhooks: Webhooks, operatorKey: string): void {
  // A scope of their own: its JSON parser is theirs alone.
  void app.register(async (scope) => {
    acceptEmptyJson(scope);
    registerControls(scope, db, ledger, payments, customers, policy, webhooks, operatorKey);
  });
}

const { exampleIdentities } = seed;

function registerControls(app: FastifyInstance, db: SandboxDatabase, ledger: Ledger, payments: CardPayments, customers: Customers, policy: Policy, webhooks: Webhooks, operatorKey: string): void {
  app.post<{ Params: { txnRef: string; outcome: string } }>(controlPaths.transfer, (request, reply) => {
    if (!isOperator(request, operatorKey)) return reply.code(401).send(refusalBody('api:operatorOnly'));
    const { txnRef, outcome } = request.params;
    if (!isOutcome(transferOutcomes, outcome) || !ledger.hasTransfer(txnRef)) return reply.code(404).send(refusalBody('api:notFound'));
    const status = transferOutcomes[outcome];
    const reference = status === 'SUCCESS' ? bankReference() : null;
    const resolved = db.transaction(() => ledger.resolve(txnRef, status, reference))();
    if (!resolved) return reply.code(409).send(refusalBody('api:notPending'));
    webhooks.emit({ kind: 'transfer', txnRef, status, amountPaise: resolved.amountPaise, bankReference: reference });
    return { ...coded(successCode, 'api:success'), txnRef, status };
  });

  app.post<{ Params: { txnid: string; outcome: string } }>(controlPaths.cardPayment, async (request, reply) => {
    if (!isOperator(request, operatorKey)) return reply.code(401).send(refusalBody('api:operatorOnly'));
    const { txnid, outcome } = request.params;
    if (!isOutcome(cardPaymentOutcomes, outcome)) return reply.code(404).send(refusalBody('api:notFound'));
    const payment = payments.find(txnid);
    if (!payment) return reply.code(404).send(refusalBody('api:notFound'));
    if (payment.status !== 'PENDING') return reply.code(409).send(refusalBody('api:notPending'));
    // A credit past the wallet's limit is refunded, never made, as when the provider answers (spec §9).
    const asked = cardPaymentOutcomes[outcome];
    const status = asked === 'SUCCESS' && (await overWalletLimit(policy, customers, payment, ledger.balance(payment.customerId))) ? 'REFUNDED' : asked;
    const ended = db.transaction((): boolean => {
      if (payments.find(txnid)?.status !== 'PENDING') return false;
      if (status === 'REFUNDED') payments.refund(payment);
      else cardPaymentEndings[outcome](payments, payment);
      return true;
    })();
    if (!ended) return reply.code(409).send(refusalBody('api:notPending'));
    webhooks.emit({ kind: 'card_payment', txnRef: txnid, status, amountPaise: payment.amountPaise, bankReference: null });
    return { ...coded(successCode, 'api:success'), txnRef: txnid, status };
  });

  app.post('/sandbox/webhooks', (request, reply) => {
    if (!isOperator(request, operatorKey)) return reply.code(401).send(refusalBody('api:operatorOnly'));
    const url = (request.body as { url?: unknown } | undefined)?.url;
    if (typeof url !== 'string' || !/^https?:\/\/[^\s]{1,2000}$/.test(url) || !URL.canParse(url)) return reply.code(400).send(refusalBody('api:webhookUrl'));
    return reply.code(201).send({ ...coded(successCode, 'api:success'), endpoint: webhooks.register(url) });
  });

  // The contract's example identities as the seed made them, for anyone replaying the examples (issue 58 item 4): they touch no one else.
  app.post(controlPaths.exampleReset, () => {
    resetExampleIdentities(db);
    return { ...coded(successCode, 'api:success'), mobileNumbers: exampleIdentities };
  });

  // The delivery log: JSON for a program (curl's */* included), the page for a browser.
  app.get('/sandbox/webhooks', (request, reply) => {
    if (!wantsPage(request.headers.accept)) return { deliveries: webhooks.deliveries().map(deliveryJson) };
    return reply.type('text/html; charset=utf-8').send(webhookLogPage(webhooks.deliveries()));
  });
}
