import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../app';
import type { SandboxDatabase } from '../db/open-database';
import seed from '../db/seed.json';
import { logOptions } from './log-options';
import { seededDatabase } from '../../tests/setup/seeded-database';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
let db: SandboxDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = seededDatabase();
  app = await buildSandbox({ db, logger: { ...logOptions({}), stream } });
});
afterAll(async () => {
  await app.close();
  db.close();
});

describe("the sandbox's logs (issue 38 item 4)", () => {
  it('logs a request under the id its caller sent, answers with it, and logs its path, never its body, query or headers', async () => {
    const [customer] = seed.customers;
    if (!customer) throw new Error('seed.json has no customer');
    const requestId = 'portal-5f0c2d4e-9a1b';
    const answer = await app.inject({ method: 'POST', url: `/api/mobile-password-validation?mobile=${customer.mobileNumber}`, headers: { 'x-request-id': requestId, 'x-device-note': 'header-never-logged-7f3a' }, payload: { mobileNumber: customer.mobileNumber, password: customer.password } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe(requestId);
    const mine = lines.filter((line) => line['requestId'] === requestId);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((line) => line['req']).filter(Boolean)).toContainEqual({ method: 'POST', path: '/api/mobile-password-validation' });
    const text = JSON.stringify(lines);
    for (const secret of [customer.password, customer.mobileNumber, 'header-never-logged-7f3a', answer.json<{ token: string }>().token]) expect(text).not.toContain(secret);
  });

  it('makes an id of its own for a request with none, or with one that could forge a log line', async () => {
    const none = await app.inject({ method: 'GET', url: '/healthz' });
    const forged = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a"}\n{"level":60' } });
    for (const answer of [none, forged]) expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(forged.headers['x-request-id']);
  });
});
