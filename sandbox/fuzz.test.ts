import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './app';
import { openDatabase, type SandboxDatabase } from './db/open-database';
import { seedDatabase } from './db/seed';
import seed from './db/seed.json';
import { Contract } from './http/contract';
import { Ledger } from './services/ledger';

const contract = new Contract();
type Json = Record<string, unknown>;

let db: SandboxDatabase;
let app: FastifyInstance;
let auth: Record<string, string>;

beforeAll(async () => {
  db = openDatabase(':memory:');
  seedDatabase(db);
  app = await buildSandbox({ db });
  const [customer] = seed.customers;
  const login = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer?.mobileNumber, password: customer?.password } });
  auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
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

/** A body the contract refuses: a required field gone, a field of the wrong type, or a field it does not know. */
const malformed = (example: Json) =>
  fc.oneof(
    fc.constantFrom(...Object.keys(example)).map((field) => Object.fromEntries(Object.entries(example).filter(([key]) => key !== field))),
    // Values no field of a request accepts: no request field is an array, and every object field has required parts.
    fc.tuple(fc.constantFrom(...Object.keys(example)), fc.oneof(fc.array(fc.anything(), { minLength: 1 }), fc.dictionary(fc.string({ minLength: 1 }).map((k) => `x${k}`), fc.anything(), { minKeys: 1 }))).map(
      ([field, value]) => ({ ...example, [field]: value }),
    ),
    fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !(name in example) && /^[a-z]+$/i.test(name)).map((name) => ({ ...example, [name]: 'unexpected' })),
  );

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
    // Bodies that are not JSON at all, or not of a type the API takes.
    for (const op of bodyOperations) {
      for (const [contentType, payload] of [
        ['application/json', '{"unterminated": '],
        ['application/json', ''],
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'mobileNumber=919876543210&password=x'],
        ['application/json', JSON.stringify({ big: 'x'.repeat(70 * 1024) })],
      ] as const) {
        const answer = await app.inject({ method: op.method, url: op.path, headers: { ...auth, 'content-type': contentType }, payload });
        sent += 1;
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        expect(answer.statusCode, `${op.operationId} ${contentType} ${payload.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode).toBeLessThan(500);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(balances()).toEqual(before);
    for (const { id } of customers) expect(ledger.statementSum(id)).toBe(ledger.balance(id));
  }, 120_000);
});
