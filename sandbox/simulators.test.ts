/**
 * Issue 36 item 5: the whole money flow in the sandbox. The operator settles, fails or reverses a
 * pending transfer and settles or fails a pending card load; each change reaches the integrators'
 * webhooks, signed, and a delivery that fails is tried again with backoff.
 */
import { Contract } from './http/contract';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { limit } from '../src/core/config/limits';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import type { SandboxDatabase } from './db/open-database';
import seed from './db/seed.json';
import { refusalCodeOf } from './http/envelope';
import { operatorKeyHeader } from './http/operator-key';
import { CardPayments } from './services/card-payments';
import { Ledger } from './services/ledger';
import { described } from './services/transaction-description';
import { providerCallback } from '../tests/setup/provider-callback';
import { signatureHeader, signatureOf, Webhooks } from './services/webhooks';

const operatorKey = 'operator-key-of-the-simulators-test';
const sandbox = useInMemorySandbox({ operatorKey });
const withoutSimulators = useInMemorySandbox({ operatorKey, simulators: false });
const [customer] = seed.customers;
if (!customer) throw new Error('no seeded customer');

let app: FastifyInstance;
let db: SandboxDatabase;
let ledger: Ledger;
let customerId: number;
beforeEach(() => {
  ({ app, db } = sandbox());
  ledger = new Ledger(db);
  customerId = (db.prepare('SELECT id FROM customers WHERE mobile_number = ?').get(customer.mobileNumber) as { id: number }).id;
});

/** A transfer the bank left in its "initiated" group: debited, pending. */
function pendingTransfer(txnRef: string, amountPaise: number): void {
  db.transaction(() => ledger.move(customerId, { txnRef, direction: 'DEBIT', amountPaise, status: 'PENDING', ...described('BANK_TRANSFER') }))();
}

const control = (path: string, key: string | null = operatorKey) => app.inject({ method: 'POST', url: path, headers: key === null ? {} : { [operatorKeyHeader]: key } });
const statusOf = (txnRef: string) => (db.prepare('SELECT status, bank_reference AS bankReference FROM statement_rows WHERE txn_ref = ?').get(txnRef) as { status: string; bankReference: string | null }).status;

/** An integrator's endpoint on a free port: the bodies it was sent, in order. */
async function webhookReceiver(): Promise<{ readonly url: string; readonly bodies: string[]; close: () => void }> {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      bodies.push(body);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/hooks`, bodies, close: () => server.close() };
}

describe('the sandbox plays the whole money flow (issue 36 item 5)', () => {
  it('settles, fails or reverses a pending transfer, behind the operator key, the balance the sum of what moved', async () => {
    const before = ledger.balance(customerId);
    for (const [txnRef, outcome] of [['SIMSETTLE01', 'settle'], ['SIMFAIL0001', 'fail'], ['SIMREVERSE1', 'reverse']] as const) pendingTransfer(txnRef, 10_000 + outcome.length);
    expect(ledger.balance(customerId)).toBe(before - 30_000 - 'settle'.length - 'fail'.length - 'reverse'.length);

    const refused = await control('/sandbox/transfers/SIMSETTLE01/settle', null);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: refusalCodeOf('api:operatorOnly') });
    expect((await control('/sandbox/transfers/SIMSETTLE01/settle', 'not-the-key')).statusCode).toBe(401);
    expect(statusOf('SIMSETTLE01')).toBe('PENDING');

    expect((await control('/sandbox/transfers/SIMSETTLE01/settle')).json()).toMatchObject({ code: '00', status: 'SUCCESS' });
    expect((await control('/sandbox/transfers/SIMFAIL0001/fail')).json()).toMatchObject({ status: 'FAILED' });
    expect((await control('/sandbox/transfers/SIMREVERSE1/reverse')).json()).toMatchObject({ status: 'REFUNDED' });
    expect([statusOf('SIMSETTLE01'), statusOf('SIMFAIL0001'), statusOf('SIMREVERSE1')]).toEqual(['SUCCESS', 'FAILED', 'REFUNDED']);
    // The settled one keeps its money gone and gets the bank's reference; the others give it back.
    expect((db.prepare('SELECT bank_reference AS reference FROM statement_rows WHERE txn_ref = ?').get('SIMSETTLE01') as { reference: string }).reference).toMatch(/^[0-9]+$/);
    expect(ledger.balance(customerId)).toBe(before - 10_000 - 'settle'.length);
    expect(ledger.statementSum(customerId)).toBe(ledger.balance(customerId));

    // Once ended, never again; an unknown reference or action is no door either.
    const again = await control('/sandbox/transfers/SIMFAIL0001/settle');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: refusalCodeOf('api:notPending') });
    // Issue 58 item 8: a reference no transfer has is not found (404), not "no longer pending".
    const unknown = await control('/sandbox/transfers/NOSUCHREF01/settle');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: refusalCodeOf('api:notFound') });
    expect((await control('/sandbox/card-payments/NOSUCHLOAD1/settle')).statusCode).toBe(404);
    expect((await control('/sandbox/transfers/SIMSETTLE01/undo')).statusCode).toBe(404);
  });

  it('settles a pending card load as the provider would, or fails it, once', async () => {
    const payments = new CardPayments(db, ledger);
    const before = ledger.balance(customerId);
    payments.start('SIMLOAD0001', customerId, 50_000);
    payments.start('SIMLOAD0002', customerId, 40_000);
    expect((await control('/sandbox/card-payments/SIMLOAD0001/settle')).json()).toMatchObject({ status: 'SUCCESS' });
    expect((await control('/sandbox/card-payments/SIMLOAD0002/fail')).json()).toMatchObject({ status: 'FAILED' });
    expect(ledger.balance(customerId)).toBe(before + 50_000);
    expect(ledger.statementSum(customerId)).toBe(ledger.balance(customerId));
    expect((await control('/sandbox/card-payments/SIMLOAD0001/settle')).statusCode).toBe(409);
  });

  it('takes a control sent as JSON with no body, as curl -H "Content-Type: application/json" sends it (issue 58 item 8)', async () => {
    pendingTransfer('SIMEMPTY001', 10_000);
    const empty = await app.inject({ method: 'POST', url: '/sandbox/transfers/SIMEMPTY001/settle', headers: { [operatorKeyHeader]: operatorKey, 'content-type': 'application/json' } });
    expect(empty.json()).toMatchObject({ code: '00', status: 'SUCCESS' });
    const broken = await app.inject({ method: 'POST', url: '/sandbox/transfers/SIMEMPTY001/settle', headers: { [operatorKeyHeader]: operatorKey, 'content-type': 'application/json' }, payload: '{"oops"' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: refusalCodeOf('api:unreadableJson') });
    // The API itself still refuses an empty JSON body as unreadable.
    const api = await app.inject({ method: 'POST', url: '/api/wallet/details', headers: { 'content-type': 'application/json' } });
    expect(api.json()).toMatchObject({ code: refusalCodeOf('api:unreadableJson') });
  });

  it('lapses a pending card load as cardPaymentExpiryMinutes unanswered would; the provider\'s late success is then refunded, and both are told to the webhooks', async () => {
    const received = await webhookReceiver();
    try {
      const registered = await app.inject({ method: 'POST', url: '/sandbox/webhooks', headers: { [operatorKeyHeader]: operatorKey }, payload: { url: received.url } });
      expect(registered.statusCode).toBe(201);
      const before = ledger.balance(customerId);
      const auth = { authorization: `Bearer ${(await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer.mobileNumber, password: customer.password } })).json<{ token: string }>().token}` };
      const started = await app.inject({ method: 'POST', url: '/api/card-payment/start', headers: { ...auth, 'idempotency-key': 'simulators-lapse-0001' }, payload: { urn: customer.urn, amount: 30_000 } });
      const { form } = started.json<{ form: Record<string, string> }>();
      const txnid = form['txnid'] ?? '';
      expect((await control(`/sandbox/card-payments/${txnid}/lapse`)).json()).toMatchObject({ status: 'FAILED' });
      expect(db.prepare('SELECT status, reason_code AS code FROM card_payments WHERE txnid = ?').get(txnid)).toEqual({ status: 'FAILED', code: 'EXPIRED' });
      expect((await control(`/sandbox/card-payments/${txnid}/lapse`)).statusCode).toBe(409);
      expect((await providerCallback(app, form)).json()).toMatchObject({ credited: false });
      expect(statusOf(txnid)).toBe('REFUNDED');
      expect(ledger.balance(customerId)).toBe(before);
      await expect.poll(() => received.bodies.length).toBe(2);
      const events = received.bodies.map((body) => (JSON.parse(body) as { type: string; data: Record<string, unknown> }));
      expect(events).toMatchObject([
        { type: 'card_payment.updated', data: { txnRef: txnid, status: 'FAILED', previousStatus: 'PENDING', amountPaise: 30_000 } },
        { type: 'card_payment.updated', data: { txnRef: txnid, status: 'REFUNDED', previousStatus: 'FAILED', amountPaise: 30_000 } },
      ]);
    } finally {
      received.close();
    }
  });

  it('tells a registered webhook of each change, signed with its secret', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/hooks`;
      expect((await app.inject({ method: 'POST', url: '/sandbox/webhooks', payload: { url } })).statusCode).toBe(401);
      const badUrl = await app.inject({ method: 'POST', url: '/sandbox/webhooks', headers: { [operatorKeyHeader]: operatorKey }, payload: { url: 'javascript:alert(1)' } });
      expect(badUrl.json()).toMatchObject({ code: refusalCodeOf('api:webhookUrl') });
      const registered = await app.inject({ method: 'POST', url: '/sandbox/webhooks', headers: { [operatorKeyHeader]: operatorKey }, payload: { url } });
      expect(registered.statusCode).toBe(201);
      const { secret } = registered.json<{ endpoint: { secret: string } }>().endpoint;

      pendingTransfer('SIMHOOK0001', 12_345);
      await control('/sandbox/transfers/SIMHOOK0001/settle');
      await expect.poll(() => received.length).toBe(1);
      const [delivery] = received;
      const event = JSON.parse(delivery?.body ?? '{}') as { id: string; type: string; data: Record<string, unknown> };
      // The body is the contract's WebhookEvent (issue 58 item 8: webhooks in the contract).
      expect(Contract.of().refusalOf({ $ref: '#/components/schemas/WebhookEvent' }, event, 'event')).toBeNull();
      expect(event).toMatchObject({ type: 'transaction.updated', data: { txnRef: 'SIMHOOK0001', status: 'SUCCESS', previousStatus: 'PENDING', amountPaise: 12_345 } });
      const signature = String(delivery?.headers[signatureHeader.toLowerCase()]);
      const sentAt = Number(/t=(\d+)/.exec(signature)?.[1]);
      expect(signature).toBe(signatureOf(secret, sentAt, delivery?.body ?? ''));
      expect(signature).not.toBe(signatureOf('whsec_another', sentAt, delivery?.body ?? ''));

      // The sandbox records the answer once the endpoint has given it, a moment after the endpoint had the event.
      // The log as JSON for a program (issue 58 item 8), as a page for a browser.
      const log = (accept = 'application/json') => app.inject({ method: 'GET', url: '/sandbox/webhooks', headers: { accept } });
      await expect.poll(async () => (await log()).json<{ deliveries: { state: string }[] }>().deliveries[0]?.state).toBe('delivered');
      const [logged] = (await log()).json<{ deliveries: { eventId: string; eventType: string; attempts: number; createdAt: string; lastStatus: number }[] }>().deliveries;
      expect(logged).toMatchObject({ eventId: event.id, eventType: event.type, attempts: 1, lastStatus: 204 });
      expect(Date.parse(logged?.createdAt ?? '')).not.toBeNaN();
      const shown = await log('text/html,application/xhtml+xml');
      expect(shown.headers['content-type']).toContain('text/html');
      expect(shown.body).toContain(event.type);
    } finally {
      server.close();
    }
  });

  it('tries a failed delivery again after webhookFirstRetrySeconds, doubled each time, until webhookMaxAttempts', async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    const answers: number[] = [];
    const webhooks = new Webhooks(
      db,
      () => now,
      () => {
        answers.push(now);
        return Promise.resolve(new Response(null, { status: answers.length === 2 ? 200 : 503 }));
      },
    );
    webhooks.register('https://integrator.example/first');
    webhooks.emit({ kind: 'transfer', txnRef: 'SIMRETRY001', status: 'FAILED', amountPaise: 10_000, bankReference: null });
    await expect.poll(() => webhooks.deliveries()[0]?.attempts).toBe(1);
    const first = limit('webhookFirstRetrySeconds') * 1000;
    expect(webhooks.deliveries()[0]).toMatchObject({ state: 'pending', lastStatus: 503, nextAttemptAt: now + first });
    now += first;
    await webhooks.deliverDue();
    expect(webhooks.deliveries()[0]).toMatchObject({ state: 'delivered', attempts: 2, lastStatus: 200, nextAttemptAt: null });

    // An endpoint that never answers well is given up after webhookMaxAttempts.
    const failing = new Webhooks(db, () => now, () => Promise.resolve(new Response(null, { status: 500 })));
    db.prepare('DELETE FROM webhook_deliveries').run();
    db.prepare('DELETE FROM webhook_endpoints').run();
    failing.register('https://integrator.example/down');
    failing.emit({ kind: 'transfer', txnRef: 'SIMRETRY002', status: 'FAILED', amountPaise: 10_000, bankReference: null });
    await expect.poll(() => failing.deliveries()[0]?.attempts).toBe(1);
    for (let attempt = 1; attempt < limit('webhookMaxAttempts'); attempt++) {
      now += first * 2 ** (attempt - 1);
      await failing.deliverDue();
    }
    expect(failing.deliveries()[0]).toMatchObject({ state: 'failed', attempts: limit('webhookMaxAttempts'), nextAttemptAt: null });
    await webhooks.stop();
    await failing.stop();
  });

  it('has no controls with the simulators off (SANDBOX_SIMULATORS=off)', async () => {
    const { app: plain } = withoutSimulators();
    const answer = await plain.inject({ method: 'POST', url: '/sandbox/transfers/SIMSETTLE01/settle', headers: { [operatorKeyHeader]: operatorKey } });
    expect(answer.statusCode).toBe(404);
    expect((await plain.inject({ method: 'GET', url: '/sandbox/webhooks' })).statusCode).toBe(404);
  });
});
