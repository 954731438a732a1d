import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './app';
import type { SandboxDatabase } from './db/open-database';
import seed from './db/seed.json';
import { Contract } from './http/contract';
import { Ledger } from './services/ledger';
import { timeLimit } from '../scripts/time-limits';
import { seededDatabase } from '../tests/setup/seeded-database';

const contract = new Contract();
type Json = Record<string, unknown>;

let db: SandboxDatabase;
let app: FastifyInstance;
let auth: Record<string, string>;
/** A session of another customer than the one the contract's examples name. */
let strangerAuth: Record<string, string>;

beforeAll(async () => {
  db = seededDatabase();
  app = await buildSandbox({ db });
  const [customer] = seed.customers;
  const login = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer?.mobileNumber, password: customer?.password } });
  auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const stranger = seed.customers.find((candidate) => candidate.kycType === 'FULL_KYC_VERIFIED' && candidate.mobileNumber !== customer?.mobileNumber);
  const strangerLogin = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: stranger?.mobileNumber, password: stranger?.password } });
  strangerAuth = { authorization: `Bearer ${strangerLogin.json<{ token: string }>().token}` };
});
afterAll(async () => {
  await app.close();
  db.close();
});

/** The operations that take a JSON body, with the example body the contract gives. */
const bodyOperations = contract.operationIds().flatMap((operationId) => {
  const { path, method, operation } = contract.operation(operationId);
  const media = ((operation['requestBody'] as Json | undefined)?.['content'] as Record<string, Json> | undefined)?.['application/json'];
  return media ? [{ operationId, path, method: method.toUpperCase() as 'POST', example: media['example'] as Json }] : [];
});

/** Every operation with its example request: the JSON body, or the query its parameters' examples make. */
const exampleRequests = contract.operationIds().flatMap((operationId) => {
  const { path, method, operation } = contract.operation(operationId);
  const media = ((operation['requestBody'] as Json | undefined)?.['content'] as Record<string, Json> | undefined)?.['application/json'];
  const query = ((operation['parameters'] ?? []) as Json[]).filter((parameter) => parameter['in'] === 'query');
  const search = new URLSearchParams(query.map((parameter) => [String(parameter['name']), String(parameter['example'])]));
  const secured = !Array.isArray(operation['security']) || operation['security'].length > 0;
  return [{ operationId, secured, method: method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE', url: query.length > 0 ? `${path}?${search.toString()}` : path, example: media?.['example'] as Json | undefined }];
});

/**
 * A body the contract refuses: a required field gone, a field of the wrong type, or a field it does
 * not know. An empty body (a passkey's sign-in options) has only the last kind.
 */
const malformed = (example: Json) => {
  const unknownField = fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !(name in example) && /^[a-z]+$/i.test(name)).map((name): Json => ({ ...example, [name]: 'unexpected' }));
  const fields = Object.keys(example);
  if (fields.length === 0) return unknownField;
  return fc.oneof(
    fc.constantFrom(...fields).map((field) => Object.fromEntries(Object.entries(example).filter(([key]) => key !== field))),
    // Values no field of a request accepts: no request field is an array, and every object field has required parts.
    fc.tuple(fc.constantFrom(...fields), fc.oneof(fc.array(fc.anything(), { minLength: 1 }), fc.dictionary(fc.string({ minLength: 1 }).map((k) => `x${k}`), fc.anything(), { minKeys: 1 }))).map(
      ([field, value]) => ({ ...example, [field]: value }),
    ),
    unknownField,
  );
};

describe('sandbox: bad input gets a clear 4xx, never a 5xx, and writes nothing', () => {
  it('answers over 1,000 malformed requests across every operation with a 4xx and keeps the books balanced', async () => {
    const ledger = new Ledger(db);
    const customers = db.prepare('SELECT id FROM customers').all() as { id: number }[];
    const balances = () => customers.map(({ id }) => ledger.balance(id));
    const before = balances();
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const op of bodyOperations) {
      await fc.assert(
        // Only bodies the contract itself refuses: removing an optional field would still be a valid request.
        fc.asyncProperty(malformed(op.example).filter((body) => contract.checkRequest(op.operationId, body).length > 0), fc.boolean(), async (body, withSession) => {
          const answer = await app.inject({
            method: op.method,
            url: op.path,
            headers: { ...(withSession ? auth : {}), 'idempotency-key': 'fuzz-key-000000001', 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          sent += 1;
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          expect(answer.statusCode, `${op.operationId} ${JSON.stringify(body).slice(0, 200)} -> ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(answer.statusCode).toBeLessThan(500);
          // Spec §8: some identity answers are plain text ("INVALID_OTP"); every other answer is the JSON envelope.
          const message = String(answer.headers['content-type'] ?? '').startsWith('text/plain') ? answer.body : answer.json<{ message?: unknown }>().message;
          expect(typeof message === 'string' && message.length > 0).toBe(true);
        }),
        { numRuns: 22, seed: 20261121 },
      );
    }
    // Numbers at the edges of what JSON can say, in every numeric field (pageNumber 1e300 once answered 500).
    for (const op of bodyOperations) {
      for (const [field] of Object.entries(op.example).filter(([, example]) => typeof example === 'number')) {
        for (const extreme of [1e300, -1e300, 2 ** 53 + 2, 0.5, 0]) {
          const answer = await app.inject({ method: op.method, url: op.path, headers: { ...auth, 'idempotency-key': `edge-${op.operationId}-${field}-${String(extreme)}`.slice(0, 64), 'content-type': 'application/json' }, payload: JSON.stringify({ ...op.example, [field]: extreme }) });
          sent += 1;
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          expect.soft(answer.statusCode, `${op.operationId} ${field}=${String(extreme)} -> ${answer.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }
    }
    // Bodies that are not JSON at all, or not of a type the API takes, on every operation, with a body or not.
    for (const op of exampleRequests.filter((candidate) => candidate.method !== 'GET')) {
      for (const [contentType, payload] of [
        ['application/json', '{"unterminated": '],
        ['application/json', ''],
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'mobileNumber=919876543210&password=x'],
        ['application/json', JSON.stringify({ big: 'x'.repeat(70 * 1024) })],
      ] as const) {
        const answer = await app.inject({ method: op.method, url: op.url, headers: { ...auth, 'content-type': contentType }, payload });
        sent += 1;
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        expect(answer.statusCode, `${op.operationId} ${contentType} ${payload.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode).toBeLessThan(500);
      }
    }
    // Query parameters repeated, far too long, or of the wrong type, on the operations that take them.
    for (const op of exampleRequests.filter((candidate) => candidate.url.includes('?'))) {
      const [path = '', query = ''] = op.url.split('?');
      for (const name of new URLSearchParams(query).keys()) {
        for (const value of ['x'.repeat(5000), '-1', '1e300', '']) {
          const params = new URLSearchParams(query);
          params.set(name, value);
          const once = await app.inject({ method: op.method, url: `${path}?${params.toString()}`, headers: auth });
          params.append(name, 'again');
          const twice = await app.inject({ method: op.method, url: `${path}?${params.toString()}`, headers: auth });
          for (const answer of [once, twice]) {
            sent += 1;
            statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
            expect.soft(answer.statusCode, `${op.operationId} ${name}=${value.slice(0, 12)} -> ${answer.body.slice(0, 200)}`).toBeLessThan(500);
          }
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(balances()).toEqual(before);
    for (const { id } of customers) expect(ledger.statementSum(id)).toBe(ledger.balance(id));
  }, timeLimit(120_000));

  it("answers every operation a customer calls with another customer's identifiers with a 4xx, and shows or changes nothing of theirs", async () => {
    const [owner] = seed.customers;
    if (!owner) throw new Error('seed.json has no customer');
    const ownerId = (db.prepare('SELECT id FROM customers WHERE mobile_number = ?').get(owner.mobileNumber) as { id: number }).id;
    const ledger = new Ledger(db);
    const snapshot = () => ({
      balance: ledger.balance(ownerId),
      rows: db.prepare('SELECT count(*) AS n FROM statement_rows WHERE customer_id = ?').get(ownerId),
      beneficiaries: db.prepare('SELECT count(*) AS n FROM beneficiaries WHERE customer_id = ?').get(ownerId),
      requests: db.prepare('SELECT count(*) AS n FROM service_requests WHERE customer_id = ?').get(ownerId),
      wallet: db.prepare('SELECT status, card_blocked, temporary_block FROM wallets WHERE customer_id = ?').get(ownerId),
      customer: db.prepare('SELECT email, kyc_type, password_hash FROM customers WHERE id = ?').get(ownerId),
    });
    const before = snapshot();
    // What the examples' customer has that no one else may read.
    const secrets = [owner.accountNumber, owner.email, owner.profileId, owner.customerRef];
    const answered: string[] = [];
    for (const op of exampleRequests.filter((candidate) => candidate.secured)) {
      const answer = await app.inject({
        method: op.method,
        url: op.url,
        headers: { ...strangerAuth, 'idempotency-key': `owner-${op.operationId}`.padEnd(16, '0'), ...(op.example ? { 'content-type': 'application/json' } : {}) },
        ...(op.example ? { payload: JSON.stringify(op.example) } : {}),
      });
      answered.push(`${op.operationId} ${String(answer.statusCode)}`);
      expect.soft(answer.statusCode, `${op.operationId} -> ${answer.body.slice(0, 300)}`).toBeLessThan(500);
      for (const secret of secrets) expect(answer.body, `${op.operationId} shows ${secret}`).not.toContain(secret);
    }
    expect(snapshot()).toEqual(before);
    expect(answered.length).toBeGreaterThan(20);
  });
});
