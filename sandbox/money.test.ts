import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import type { SandboxDatabase } from './db/open-database';
import seed from './db/seed.json';
import { providerCallback } from '../tests/setup/provider-callback';
import { Ledger } from './services/ledger';
import limits from '../rules/limits.json';
import api from '../locales/en/api.json';
import { walletLimitPaise } from '../src/core/money/load-room';

type Customer = (typeof seed.customers)[number];
function seeded(index: number): Customer {
  const customer = seed.customers[index];
  if (!customer) throw new Error('seed.json needs a full-KYC and a minimum-KYC customer');
  return customer;
}
const full = seeded(0);
const minimum = seeded(1);

const sandbox = useInMemorySandbox();
let db: SandboxDatabase;
let app: FastifyInstance;
let ledger: Ledger;
beforeEach(() => {
  ({ db, app } = sandbox());
  ledger = new Ledger(db);
});

async function session(customer: Customer) {
  const login = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer.mobileNumber, password: customer.password } });
  return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
}

const idOf = (customer: Customer) => (db.prepare('SELECT id FROM customers WHERE mobile_number = ?').get(customer.mobileNumber) as { id: number }).id;

async function addBeneficiary(auth: Record<string, string>, key = 'beneficiary-key-0001', urn = full.urn) {
  return app.inject({
    method: 'POST',
    url: '/api/add-beneficiary',
    headers: { ...auth, 'idempotency-key': key },
    payload: { messageCode: 3520, urn, beneficiaryName: 'Asha Verma', bankName: 'HDFC Bank', accountNumber: '50100012345678', ifsc: 'HDFC0001234', implId: 'O|70067', beneficiaryType: 'FT', dailyAmountLimit: null },
  });
}

const transfer = (auth: Record<string, string>, key: string, amount: number, beneficiaryId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/wta-transfer',
    headers: { ...auth, 'idempotency-key': key },
    payload: { messageCode: 3520, urn: full.urn, amount, beneficiaryId, implId: 'O|70066', implType: 'FT' },
  });

async function cardLoad(auth: Record<string, string>, key: string, amount: number) {
  const start = await app.inject({ method: 'POST', url: '/api/card-payment/start', headers: { ...auth, 'idempotency-key': key }, payload: { urn: full.urn, amount } });
  return providerCallback(app, start.json<{ form: Record<string, string> }>().form);
}

describe('sandbox: beneficiaries (spec §5, §6)', () => {
  it('answers 1284 for no beneficiaries, adds one with cooling-off, and refuses a second', async () => {
    const auth = await session(full);
    const empty = await app.inject({ method: 'GET', url: `/api/banaficiaries?messageCode=2020&urn=${full.urn}&activationStatus=AC&transferType=FT`, headers: auth });
    expect(empty.json()).toMatchObject({ code: '1284', beneficiaryDataList: [] });
    const added = await addBeneficiary(auth);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ message: 'Beneficiary added successfully', beneficiary: { coolingOff: 0, dailyAmountLimit: null } });
    const second = await addBeneficiary(auth, 'beneficiary-key-0002');
    expect(second.statusCode).toBe(400);
  });

  it('refuses a minimum-KYC customer', async () => {
    const answer = await addBeneficiary(await session(minimum), 'beneficiary-key-0003', minimum.urn);
    expect(answer.statusCode).toBe(403);
    expect(answer.json<{ message: string }>().message).toBe('This is for full KYC customers. Please upgrade your KYC.');
  });
});

describe('sandbox: transfers and the bank simulator (spec §5, §8)', () => {
  async function ready() {
    const auth = await session(full);
    const beneficiaryId = (await addBeneficiary(auth)).json<{ beneficiary: { beneficiaryId: string } }>().beneficiary.beneficiaryId;
    return { auth, beneficiaryId };
  }

  it('debits on 00, holds on an initiated code, moves nothing on a failed code', async () => {
    const { auth, beneficiaryId } = await ready();
    const start = ledger.balance(idOf(full));
    expect((await transfer(auth, 'transfer-key-00001', 100000, beneficiaryId)).json()).toMatchObject({ code: '00', cashoutCode: '00', message: 'Fund transfer successfully' });
    expect((await transfer(auth, 'transfer-key-00002', 100001, beneficiaryId)).json()).toMatchObject({ cashoutCode: 'M1', message: 'Transaction has been initiated' });
    expect((await transfer(auth, 'transfer-key-00003', 100021, beneficiaryId)).json()).toMatchObject({ cashoutCode: 'M0', message: 'Your transaction has failed. Any amount deducted will be refunded within 48 hours' });
    expect((await transfer(auth, 'transfer-key-00004', 100099, beneficiaryId)).json()).toMatchObject({ cashoutCode: 'ZZ', message: 'Something went wrong!' });
    expect(ledger.balance(idOf(full))).toBe(start - 100000 - 100001);
    expect(ledger.statementSum(idOf(full))).toBe(ledger.balance(idOf(full)));
  });

  it('refuses 10001 rupees during cooling-off, and more than the balance', async () => {
    const { auth, beneficiaryId } = await ready();
    const cooling = await transfer(auth, 'transfer-key-00005', 1000100, beneficiaryId);
    expect(cooling.statusCode).toBe(400);
    expect(cooling.json<{ message: string }>().message).toBe('Your beneficiary is new: until the cooling-off period ends, each transfer must be below ₹10,000.00.');
    const customerId = idOf(full);
    expect((await transfer(auth, 'transfer-key-00006', 999900, beneficiaryId)).statusCode).toBe(200);
    const before = ledger.balance(customerId);
    const tooMuch = await transfer(auth, 'transfer-key-00008', 999900, beneficiaryId);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ message: string }>().message).toBe('Insufficient balance');
    expect(ledger.balance(customerId)).toBe(before);
    expect(ledger.statementSum(customerId)).toBe(before);
  });

  it('answers the same key and body once, and 409 for the same key with another body', async () => {
    const { auth, beneficiaryId } = await ready();
    const first = await transfer(auth, 'transfer-key-00007', 50000, beneficiaryId);
    const again = await transfer(auth, 'transfer-key-00007', 50000, beneficiaryId);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await transfer(auth, 'transfer-key-00007', 60000, beneficiaryId);
    expect(other.statusCode).toBe(409);
  });

  it('moves nothing twice when 50 transfers and card loads race with repeated keys', async () => {
    const { auth, beneficiaryId } = await ready();
    const customerId = idOf(full);
    const start = ledger.balance(customerId);
    const requests: Promise<unknown>[] = [];
    for (let i = 0; i < 25; i++) requests.push(transfer(auth, `race-transfer-key-${i % 5}`, 10000 + (i % 5) * 100, beneficiaryId));
    for (let i = 0; i < 25; i++) requests.push(cardLoad(auth, `race-load-key-000${i % 5}`, 20000 + (i % 5) * 100));
    await Promise.all(requests);
    const transfers = [0, 1, 2, 3, 4].reduce((sum, i) => sum + 10000 + i * 100, 0);
    const loads = [0, 1, 2, 3, 4].reduce((sum, i) => sum + 20000 + i * 100, 0);
    expect(ledger.balance(customerId)).toBe(start - transfers + loads);
    expect(ledger.statementSum(customerId)).toBe(ledger.balance(customerId));
    const rows = (db.prepare("SELECT count(*) AS n FROM statement_rows WHERE customer_id = ? AND txn_ref NOT LIKE 'SEED%'").get(customerId) as { n: number }).n;
    expect(rows).toBe(10);
  });
});

describe('sandbox: card loads (spec §7)', () => {
  it('credits once on a right reverse hash, refuses a wrong one, and ignores a repeated callback', async () => {
    const auth = await session(full);
    const customerId = idOf(full);
    const start = ledger.balance(customerId);
    const first = await cardLoad(auth, 'load-key-00000001', 50000);
    expect(first.json()).toMatchObject({ status: 'success', credited: true });
    expect(ledger.balance(customerId)).toBe(start + 50000);
    // Its details say the balance it left, for the result page.
    const txnId = first.json<{ txnId: string }>().txnId;
    const details = await app.inject({ method: 'POST', url: '/api/txn/details', headers: auth, payload: { urn: full.urn, txnId } });
    expect(details.json()).toMatchObject({ transaction: { txnId, status: 'SUCCESS', amount: 50000, balanceAfter: start + 50000 } });
    const forged = await app.inject({
      method: 'POST',
      url: '/api/card-payment/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({ txnid: 'LOADNOSUCH', status: 'success', amount: '500.00', key: 'SANDBOXKEY', productinfo: 'x', firstname: 'x', email: 'x', hash: '0'.repeat(128) }).toString(),
    });
    expect(forged.statusCode).toBe(400);
    expect(ledger.balance(customerId)).toBe(start + 50000);
  });

  const startLoad = (auth: Record<string, string>, key: string, amount: number) =>
    app.inject({ method: 'POST', url: '/api/card-payment/start', headers: { ...auth, 'idempotency-key': key }, payload: { urn: full.urn, amount } });
  const walletOf = async (auth: Record<string, string>) =>
    (await app.inject({ method: 'POST', url: '/api/wallet/details', headers: auth, payload: { mobileNumber: full.mobileNumber } })).json<{ wallet: { balance: number; pendingLoads: number; loadRoom: number; maxBalance: number } }>().wallet;
  const detailsOf = async (auth: Record<string, string>, txnId: string) =>
    (await app.inject({ method: 'POST', url: '/api/txn/details', headers: auth, payload: { urn: full.urn, txnId } })).json<{ transaction: { status: string; amount: number; failureReason?: string } }>().transaction;

  it('says how much may still be added: the KYC cap less the balance and the loads still pending', async () => {
    const auth = await session(full);
    const before = await walletOf(auth);
    expect(before.maxBalance).toBe(walletLimitPaise(full.kycType));
    expect(before.loadRoom).toBe(before.maxBalance - before.balance);
    const started = await startLoad(auth, 'load-key-00000010', 30000);
    const txnid = started.json<{ form: { txnid: string } }>().form.txnid;
    const waiting = await walletOf(auth);
    expect(waiting).toMatchObject({ balance: before.balance, pendingLoads: 30000, loadRoom: before.loadRoom - 30000 });
    expect(await detailsOf(auth, txnid)).toMatchObject({ status: 'PENDING', amount: 30000 });
  });

  it('credits nothing for a declined load, which shows failed with the provider\'s reason as it was sent', async () => {
    const auth = await session(full);
    const customerId = idOf(full);
    const balance = ledger.balance(customerId);
    const form = (await startLoad(auth, 'load-key-00000011', 40000)).json<{ form: Record<string, string> }>().form;
    const txnid = form['txnid'] ?? '';
    const reason = 'Card declined by the issuing bank';
    const declined = await providerCallback(app, { ...form, error_Message: `<b>${reason}</b>` }, 'failure');
    expect(declined.json()).toMatchObject({ status: 'failure', credited: false });
    expect(ledger.balance(customerId)).toBe(balance);
    expect(await detailsOf(auth, txnid)).toMatchObject({ status: 'FAILED', amount: 40000, failureReason: `<b>${reason}</b>` });
    expect((await walletOf(auth)).pendingLoads).toBe(0);
  });

  it('fails a load the provider never answers once cardPaymentExpiryMinutes have passed: it stops counting, and a late answer credits nothing', async () => {
    const auth = await session(full);
    const customerId = idOf(full);
    const balance = ledger.balance(customerId);
    const form = (await startLoad(auth, 'load-key-00000012', 25000)).json<{ form: Record<string, string> }>().form;
    const txnid = form['txnid'] ?? '';
    const expired = new Date(Date.now() - (limits.limits.cardPaymentExpiryMinutes.value * 60_000 + 1000)).toISOString();
    db.prepare('UPDATE card_payments SET created_at = ? WHERE txnid = ?').run(expired, txnid);
    expect((await walletOf(auth)).pendingLoads).toBe(0);
    expect(await detailsOf(auth, txnid)).toMatchObject({ status: 'FAILED', failureReason: api.cardPaymentExpired });
    const late = await providerCallback(app, form);
    expect(late.json()).toMatchObject({ credited: false });
    expect(ledger.balance(customerId)).toBe(balance);
  });

  it('sends the browser coming back from the provider to the result page of its load', async () => {
    const auth = await session(full);
    const form = (await startLoad(auth, 'load-key-00000013', 20000)).json<{ form: Record<string, string> }>().form;
    const { providerFieldsOf, providerSecrets, reverseHash } = await import('./simulators/card-provider');
    const back = await app.inject({
      method: 'POST',
      url: '/api/card-payment/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form, status: 'success', hash: reverseHash(providerFieldsOf(form), 'success', providerSecrets().salt) }).toString(),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/result/transaction/${form['txnid'] ?? ''}`);
  });

  it('refuses less than the minimum load of 2 rupees', async () => {
    const auth = await session(full);
    const answer = await app.inject({ method: 'POST', url: '/api/card-payment/start', headers: { ...auth, 'idempotency-key': 'load-key-00000002' }, payload: { urn: full.urn, amount: 199 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe('The minimum amount is ₹2.00.');
  });
});
