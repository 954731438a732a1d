/**
 * Issue 12: whatever order loads, the provider's callbacks, transfers and closure come in, and
 * however they overlap, no wallet goes above its KYC cap or below zero, and every statement sums
 * to its balance. Commands are random; limits come from rules/limits.json.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limit } from '../src/core/config/limits';
import { providerCallback } from '../tests/setup/provider-callback';
import { buildSandbox } from './app';
import type { SandboxDatabase } from './db/open-database';
import seed from './db/seed.json';
import { ConfirmationGrants } from './services/confirmation-grants';
import { transactionBinding, type ConfirmedTransaction } from './services/confirmed-transaction';
import { Ledger } from './services/ledger';
import { addBeneficiaryMessageCode, closeWalletMessageCode, statusEnquiryMessageCode, transferToBankMessageCode } from '../src/api/generated/message-codes';
import { timeLimit } from '../scripts/time-limits';
import { seededDatabase } from '../tests/setup/seeded-database';

type Customer = (typeof seed.customers)[number];
const byKyc = (kycType: string): Customer => {
  const found = seed.customers.find((candidate) => candidate.kycType === kycType);
  if (!found) throw new Error(`seed.json has no ${kycType} customer`);
  return found;
};
/** A minimum-KYC wallet, the one the cap binds, and a full-KYC one that can transfer and close. */
const wallets = { minimum: byKyc('MIN_KYC'), full: byKyc('FULL_KYC_VERIFIED') } as const;
type Who = keyof typeof wallets;
const whos = Object.keys(wallets) as Who[];

let db: SandboxDatabase;
let app: FastifyInstance;
let ledger: Ledger;

let tables: string[] = [];

beforeAll(async () => {
  db = seededDatabase();
  app = await buildSandbox({ db });
  ledger = new Ledger(db);
  // A copy of the seeded tables: seeding again would hash every seeded password again, a second per run.
  tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map(({ name }) => name);
  db.exec("ATTACH DATABASE ':memory:' AS seeded");
  for (const table of tables) db.exec(`CREATE TABLE seeded.${table} AS SELECT * FROM main.${table}`);
});
afterAll(async () => {
  await app.close();
  db.close();
});

/** Every run starts from the seed again, on the same sandbox (building one per run would take a second each). */
function reseed(): void {
  db.pragma('foreign_keys = OFF');
  for (const table of tables) {
    db.exec(`DELETE FROM main.${table}`);
    db.exec(`INSERT INTO main.${table} SELECT * FROM seeded.${table}`);
  }
  db.pragma('foreign_keys = ON');
}

/** A confirmation grant for one transaction, as a verified OTP gives one (the OTP itself is the concern of other tests, not of the books). */
const grant = (purpose: string, transaction: ConfirmedTransaction) => new ConfirmationGrants(db).issue(idOf('full'), purpose, transactionBinding(purpose, transaction));

const idOf = (who: Who) => (db.prepare('SELECT id FROM customers WHERE mobile_number = ?').get(wallets[who].mobileNumber) as { id: number }).id;
const capOf = (who: Who) => {
  const { kycType } = db.prepare('SELECT kyc_type AS kycType FROM customers WHERE id = ?').get(idOf(who)) as { kycType: string };
  return kycType.startsWith('FULL') ? limit('fullKycWalletLimitPaise') : limit('minKycWalletLimitPaise');
};

interface World {
  readonly auth: Record<Who, Record<string, string>>;
  readonly loads: { readonly who: Who; readonly form: Record<string, string> }[];
  beneficiaryId: string;
  keys: number;
}

type Command =
  | { readonly type: 'load'; readonly who: Who; readonly amount: number }
  | { readonly type: 'callback'; readonly pick: number; readonly status: 'success' | 'failure' }
  | { readonly type: 'transfer'; readonly amount: number }
  | { readonly type: 'close'; readonly who: Who; readonly drain: boolean }
  | { readonly type: 'together'; readonly first: Command; readonly second: Command };

const single: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('load' as const), who: fc.constantFrom(...whos), amount: fc.integer({ min: limit('minLoadAmountPaise'), max: limit('minKycWalletLimitPaise') }) }),
  fc.record({ type: fc.constant('callback' as const), pick: fc.nat(), status: fc.constantFrom('success' as const, 'failure' as const) }),
  // Whole rupees within the cooling-off cap, so the bank simulator debits at once.
  fc.record({ type: fc.constant('transfer' as const), amount: fc.integer({ min: 1, max: limit('coolingOffCapPaise') / 100 }).map((rupees) => rupees * 100) }),
  fc.record({ type: fc.constant('close' as const), who: fc.constantFrom(...whos), drain: fc.boolean() }),
);
const command: fc.Arbitrary<Command> = fc.oneof({ weight: 4, arbitrary: single }, { weight: 1, arbitrary: fc.record({ type: fc.constant('together' as const), first: single, second: single }) });

const post = (url: string, auth: Record<string, string>, payload: Record<string, unknown>, key?: string) =>
  app.inject({ method: 'POST', url, headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) }, payload });

/**
 * Empties the full-KYC wallet as a customer about to close it would: a load that rounds the balance
 * to whole rupees (the bank simulator debits .00 amounts at once), then transfers below the cooling-off check.
 */
async function drain(world: World, key: () => string): Promise<void> {
  const { urn } = wallets.full;
  const paise = ledger.balance(idOf('full')) % 100;
  if (paise !== 0) {
    const rounding = 100 - paise + Math.ceil(limit('minLoadAmountPaise') / 100) * 100;
    const start = await post('/api/card-payment/start', world.auth.full, { urn, amount: rounding }, key());
    if (start.statusCode === 200) await providerCallback(app, start.json<{ form: Record<string, string> }>().form, 'success');
  }
  const chunk = limit('coolingOffCapPaise');
  for (let balance = ledger.balance(idOf('full')), tries = 0; balance > 0 && balance % 100 === 0 && tries < 40; balance = ledger.balance(idOf('full')), tries++) {
    const amount = Math.min(balance, chunk);
    await post('/api/wta-transfer', world.auth.full, { messageCode: transferToBankMessageCode, urn, amount, beneficiaryId: world.beneficiaryId, implId: limit('beneficiaryTransferImplId'), implType: 'FT', confirmationGrant: grant('transfer', { amount, beneficiaryId: world.beneficiaryId }) }, key());
  }
}

async function run(world: World, step: Command): Promise<void> {
  const key = () => `interleave-${String((world.keys += 1)).padStart(8, '0')}`;
  switch (step.type) {
    case 'load': {
      const start = await post('/api/card-payment/start', world.auth[step.who], { urn: wallets[step.who].urn, amount: step.amount }, key());
      expect(start.statusCode).toBeLessThan(500);
      if (start.statusCode === 200) world.loads.push({ who: step.who, form: start.json<{ form: Record<string, string> }>().form });
      return;
    }
    case 'callback': {
      const load = world.loads[step.pick % Math.max(1, world.loads.length)];
      if (load) expect((await providerCallback(app, load.form, step.status)).statusCode).toBeLessThan(500);
      return;
    }
    case 'transfer': {
      const body = { messageCode: transferToBankMessageCode, urn: wallets.full.urn, amount: step.amount, beneficiaryId: world.beneficiaryId, implId: limit('beneficiaryTransferImplId'), implType: 'FT', confirmationGrant: grant('transfer', { amount: step.amount, beneficiaryId: world.beneficiaryId }) };
      expect((await post('/api/wta-transfer', world.auth.full, body, key())).statusCode).toBeLessThan(500);
      return;
    }
    case 'close': {
      const { urn } = wallets[step.who];
      if (step.drain && step.who === 'full') await drain(world, key);
      await post('/api/status-enquiry', world.auth[step.who], { messageCode: statusEnquiryMessageCode, urn });
      expect((await post('/api/closewallet', world.auth[step.who], { messageCode: closeWalletMessageCode, urn, reason: 'No longer needed' }, key())).statusCode).toBeLessThan(500);
      return;
    }
    case 'together':
      await Promise.all([run(world, step.first), run(world, step.second)]);
  }
}

function expectBooksHold(closedBalances: Map<Who, number>): void {
  for (const who of whos) {
    const id = idOf(who);
    const balance = ledger.balance(id);
    expect(balance, who).toBeGreaterThanOrEqual(0);
    expect(balance, who).toBeLessThanOrEqual(capOf(who));
    expect(ledger.statementSum(id), who).toBe(balance);
    const { status } = db.prepare('SELECT status FROM wallets WHERE customer_id = ?').get(id) as { status: string };
    // A closed wallet takes no money in: its balance never rises after closure.
    if (status === 'CLOSED') {
      const atClosure = closedBalances.get(who) ?? balance;
      expect(balance, `${who} after closure`).toBeLessThanOrEqual(atClosure);
      closedBalances.set(who, atClosure);
    }
  }
}

describe('sandbox: the books hold under any interleaving of loads, callbacks, transfers and closure', () => {
  it('never lets a wallet pass its KYC cap or go below zero, and every statement sums to its balance', async () => {
    let commands = 0;
    const seen: Record<string, number> = {};
    // What the runs reached, so the property is not held by runs that never moved money.
    const outcomes = () => ({
      ...Object.fromEntries((db.prepare('SELECT status, count(*) AS n FROM card_payments GROUP BY status').all() as { status: string; n: number }[]).map(({ status, n }) => [`load ${status}`, n])),
      transfers: (db.prepare('SELECT count(*) AS n FROM statement_rows WHERE beneficiary_id IS NOT NULL').get() as { n: number }).n,
      refunds: (db.prepare("SELECT count(*) AS n FROM statement_rows WHERE status = 'REFUNDED'").get() as { n: number }).n,
      closed: whos.filter((who) => (db.prepare('SELECT status FROM wallets WHERE customer_id = ?').get(idOf(who)) as { status: string }).status === 'CLOSED').length,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (steps) => {
        reseed();
        const auth = {} as Record<Who, Record<string, string>>;
        for (const who of whos) {
          const login = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: wallets[who].mobileNumber, password: wallets[who].password } });
          auth[who] = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
        }
        const added = await post(
          '/api/add-beneficiary',
          auth.full,
          { messageCode: addBeneficiaryMessageCode, urn: wallets.full.urn, beneficiaryName: 'Asha Verma', bankName: 'HDFC Bank', accountNumber: '50100012345678', ifsc: 'HDFC0001234', implId: limit('beneficiaryAddImplId'), beneficiaryType: 'FT', dailyAmountLimit: null, confirmationGrant: grant('addBeneficiary', { payee: { beneficiaryName: 'Asha Verma', bankName: 'HDFC Bank', accountNumber: '50100012345678', ifsc: 'HDFC0001234' } }) },
          'interleave-beneficiary',
        );
        const world: World = { auth, loads: [], beneficiaryId: added.json<{ beneficiary?: { beneficiaryId: string } }>().beneficiary?.beneficiaryId ?? '', keys: 0 };
        expect(world.beneficiaryId).not.toBe('');
        const closedBalances = new Map<Who, number>();
        expectBooksHold(closedBalances);
        for (const step of steps) {
          await run(world, step);
          commands += 1;
          expectBooksHold(closedBalances);
        }
        for (const [status, count] of Object.entries(outcomes())) seen[status] = (seen[status] ?? 0) + count;
      }),
      { numRuns: 40, seed: 20261123 },
    );
    expect(commands).toBeGreaterThan(200);
    for (const reached of ['load SUCCESS', 'load FAILED', 'transfers', 'closed']) expect(seen[reached] ?? 0, reached).toBeGreaterThan(0);
  }, timeLimit(120_000));
});
