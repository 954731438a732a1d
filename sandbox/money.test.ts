import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import type { SandboxDatabase } from './db/open-database';
import seed from './db/seed.json';
import { providerCallback } from '../tests/setup/provider-callback';
import { Ledger } from './services/ledger';

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
    const forged = await app.inject({
      method: 'POST',
      url: '/api/card-payment/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({ txnid: 'LOADNOSUCH', status: 'success', amount: '500.00', key: 'SANDBOXKEY', productinfo: 'x', firstname: 'x', email: 'x', hash: '0'.repeat(128) }).toString(),
    });
    expect(forged.statusCode).toBe(400);
    expect(ledger.balance(customerId)).toBe(start + 50000);
  });

  it('refuses less than the minimum load of 2 rupees', async () => {
    const auth = await session(full);
    const answer = await app.inject({ method: 'POST', url: '/api/card-payment/start', headers: { ...auth, 'idempotency-key': 'load-key-00000002' }, payload: { urn: full.urn, amount: 199 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe('The minimum amount is ₹2.00.');
  });
});
