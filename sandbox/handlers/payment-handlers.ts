import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDatabase } from '../db/open-database';
import { coded, refusalBody, successCode, textOf } from '../http/envelope';
import type { Policy } from '../policy';
import { providerAmount, providerFieldsOf, providerSecrets, requestHash, reverseHash, type ProviderFields } from '../simulators/card-provider';
import type { Idempotency, MoneyHandler } from '../services/idempotency';
import type { CardPayment, CardPayments } from '../services/card-payments';
import { newReference, type Ledger } from '../services/ledger';
import { minKycExpired, type Customers } from './customers';
import { closedAnswer, isAnswer, walletForAction } from './own-wallet';
import { refusalAnswer } from './refusal';
import { singleValues } from '../http/single-values';
import type { BodyOf } from './types';
import type { Webhooks } from '../services/webhooks';
import { escapeHtml as escape } from '../http/escape-html';

const callbackPath = '/api/card-payment/callback';
const providerPath = '/sandbox/pay';

export interface PaymentHandlers {
  startCardPayment: MoneyHandler;
  cardPaymentCallback: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

type Form = Record<string, string | undefined>;


/** Loading money by card: start (hash made here), provider page, and the provider's callback. */
export function createPaymentHandlers(db: SandboxDatabase, policy: Policy, customers: Customers, ledger: Ledger, payments: CardPayments, idempotency: Idempotency, webhooks: Webhooks): PaymentHandlers {
  const secrets = providerSecrets();
  return {
    startCardPayment: idempotency.handler('startCardPayment', async (request) => {
      const body = request.body as BodyOf<'startCardPayment'>;
      const own = walletForAction(customers, request, body.urn);
      if (isAnswer(own)) return own;
      // An expired minimum KYC must be upgraded before money comes in again.
      if (minKycExpired(own.customer)) return { status: 403, body: refusalBody('permission.upgradeRequired') };
      const blocked = await policy.refusalOf('blocked-card', { cardBlocked: own.wallet.cardBlocked === 1, action: 'addMoney' });
      if (blocked) return refusalAnswer(blocked);
      // Loads still pending count as if credited: two loads started side by side cannot pass the cap together.
      const committedPaise = ledger.balance(own.customer.id) + payments.pending(own.customer.id).paise;
      const limits = await policy.refusalOf('add-money', { amountPaise: body.amount, balancePaise: committedPaise, balanceAfterPaise: committedPaise + body.amount, kycType: own.customer.kycType });
      if (limits) return refusalAnswer(limits, 400);
      // The provider's form needs an e-mail address (its receipt goes there); without one nothing is started.
      if (!own.customer.email) return { status: 400, body: refusalBody('api:emailForCardPayment') };
      const txnid = newReference('LOAD');
      payments.start(txnid, own.customer.id, body.amount);
      const fields: ProviderFields = {
        key: secrets.key,
        txnid,
        amount: providerAmount(body.amount),
        productinfo: textOf('api:walletLoad'),
        firstname: own.customer.fullName.split(' ')[0] ?? own.customer.fullName,
        email: own.customer.email,
        udf: [own.wallet.urn, '', '', '', '', '', ''],
      };
      const form = {
        key: fields.key, txnid, amount: fields.amount, productinfo: fields.productinfo, firstname: fields.firstname, email: fields.email,
        udf1: own.wallet.urn, udf2: '', udf3: '', udf4: '', udf5: '', udf6: '', udf7: '',
        surl: callbackPath, furl: callbackPath, hash: requestHash(fields, secrets.salt),
      };
      return { status: 200, body: { ...coded(successCode, 'api:success'), providerUrl: providerPath, form } };
    }),

    async cardPaymentCallback(request, reply) {
      const form = request.body as Form;
      const fields = providerFieldsOf(form);
      const status = form['status'] ?? '';
      const payment = payments.find(fields.txnid);
      const trusted =
        payment !== undefined && fields.key === secrets.key && fields.amount === providerAmount(payment.amountPaise) && form['hash'] === reverseHash(fields, status, secrets.salt);
      if (!payment || !trusted) return reply.code(400).send(refusalBody('api:unknownPayment'));
      // The cap is checked again as the money arrives: a credit that would pass it is refunded, never made.
      // The check is asynchronous and the write is not, so the write goes on only if the balance it
      // was checked against is still the balance; else it checks again (another credit came between).
      let credited = false;
      // Set inside the transaction: a success after the load lapsed, refunded (issue 55 item 1).
      const late = { refunded: false };
      for (let attempt = 0; ; attempt++) {
        const balanceSeen = ledger.balance(payment.customerId);
        const overCap = status === 'success' && (await overWalletLimit(policy, customers, payment, balanceSeen));
        // The credit, its statement row and the payment's new status commit together; a repeated callback finds it final.
        const written = db.transaction((): boolean => {
          const now = db.prepare('SELECT status FROM card_payments WHERE txnid = ?').get(fields.txnid) as { status: string };
          if (now.status !== 'PENDING') {
            // A success after the load lapsed: the provider took the money, which goes back to the card.
            if (status === 'success') late.refunded = payments.refundLapsed(payment);
            return true;
          }
          if (ledger.balance(payment.customerId) !== balanceSeen && attempt < 5) return false;
          // A wallet closed since the load started takes nothing more: money the provider took goes back
          // to the card, recorded as refunded below, never lost without a row (issue 31 item 4).
          const closed = closedAnswer(customers.wallet(payment.customerId)) !== null;
          if (closed && status !== 'success') {
            payments.fail(payment, null);
            return true;
          }
          if (status === 'success' && (closed || overCap || ledger.balance(payment.customerId) !== balanceSeen)) {
            payments.refund(payment);
            return true;
          }
          if (status !== 'success') {
            // The provider's reason, as text (the result page shows it as text, never markup), kept short;
            // and its code, which each language words (rules/catalogues/card-failure-reasons.json).
            const code = form['error'] ?? '';
            payments.fail(payment, (form['error_Message'] ?? '').trim().slice(0, 200) || null, /^[A-Z0-9_]{1,12}$/.test(code) ? code : null);
            return true;
          }
          credited = payments.succeed(payment);
          return true;
        })();
        if (written) break;
      }
      // The integrators' webhooks hear of the load's end once, from the answer that ended it (issue 36 item 5).
      const ended = payments.find(fields.txnid)?.status;
      if (payment.status === 'PENDING' && ended !== undefined && ended !== 'PENDING') {
        webhooks.emit({ kind: 'card_payment', txnRef: fields.txnid, status: ended, amountPaise: payment.amountPaise, bankReference: null });
      }
      if (late.refunded) webhooks.emit({ kind: 'card_payment', txnRef: fields.txnid, status: 'REFUNDED', previousStatus: 'FAILED', amountPaise: payment.amountPaise, bankReference: null });
      if ((request.headers.accept ?? '').includes('application/json')) {
        return { ...coded(successCode, 'api:success'), txnId: fields.txnid, status: status === 'success' ? 'success' : 'failure', credited };
      }
      // The customer's browser comes back to the portal's result page of this load, whatever happened.
      return reply.code(303).header('location', `/result/transaction/${encodeURIComponent(fields.txnid)}`).send();
    },
  };
}

/**
 * Whether crediting a card load onto this balance would take the wallet past its limit
 * (rules/add-money.rules.json): such a credit is refunded to the card, never made.
 */
export async function overWalletLimit(policy: Policy, customers: Customers, payment: Pick<CardPayment, 'customerId' | 'amountPaise'>, balancePaise: number): Promise<boolean> {
  const facts = { amountPaise: payment.amountPaise, balancePaise, balanceAfterPaise: balancePaise + payment.amountPaise, kycType: customers.byId(payment.customerId)?.kycType ?? 'MIN_KYC' };
  return (await policy.refusalOf('add-money', facts)) !== null;
}

/** What the simulated provider answers a declined payment: PayU's error code and its English words. */
const decline = { error: 'E308', error_Message: 'Transaction declined by the card issuer' };

/**
 * The simulated provider's page: it checks the merchant's hash, then lets the tester choose
 * success or failure, and posts back with the reverse hash. No script, so it passes the CSP.
 */
export function registerProviderPage(app: FastifyInstance): void {
  const secrets = providerSecrets();
  app.post(providerPath, (request, reply) => {
    const form = singleValues(request.body);
    if (!form) return reply.code(400).send(refusalBody('api:fieldOnce'));
    const fields = providerFieldsOf(form);
    const valid = fields.key === secrets.key && form['hash'] === requestHash(fields, secrets.salt);
    // A declined payment says why, as a provider does (PayU's error_Message).
    const hidden = (status: string) =>
      Object.entries({ ...form, status, ...(status === 'success' ? {} : decline), hash: reverseHash(fields, status, secrets.salt) })
        .filter(([name]) => !['surl', 'furl'].includes(name))
        .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
        .join('');
    const choice = (status: 'success' | 'failure', label: string) =>
      `<form method="post" action="${escape(form[status === 'success' ? 'surl' : 'furl'] ?? callbackPath)}">${hidden(status)}<button type="submit">${label}</button></form>`;
    const body = valid
      ? `<h1>Sandbox card payment</h1><p>Pay <strong>₹${escape(fields.amount)}</strong> to the wallet (transaction ${escape(fields.txnid)}).</p>${choice('success', 'Pay: success')}${choice('failure', 'Decline: failure')}`
      : '<h1>Sandbox card payment</h1><p role="alert">The hash does not match the fields: the payment is refused.</p>';
    return reply
      .code(valid ? 200 : 400)
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox card payment</title></head><body><main>${body}</main></body></html>`);
  });
}
