import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../sandbox/db/open-database';
import seed from '../sandbox/db/seed.json' with { type: 'json' };
import { leaksIn, secretsOf, type Secret } from './log-secrets';

const folder = mkdtempSync(join(tmpdir(), 'log-secrets-'));
const databaseFile = join(folder, 'sandbox.db');
let secrets: Secret[] = [];
const otp = '482913';

beforeAll(() => {
  const db = openDatabase(databaseFile);
  db.prepare('INSERT INTO otps (target, purpose, code, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run('919876543210', 'login', otp, 0, 0);
  db.close();
  secrets = secretsOf(databaseFile);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the secrets a log must not hold (issue 38 item 4)', () => {
  it("finds an OTP the run sent, a seeded password and document number, and a bearer token, naming their kind and not their value", () => {
    const customer = seed.customers.find((candidate) => 'documents' in candidate);
    if (!customer || !('documents' in customer)) throw new Error('seed.json has no customer with documents');
    const pan = (customer.documents ?? []).find((document) => document.type === 'PAN')?.number ?? '';
    const log = [`{"msg":"otp","code":"${otp}"}`, `{"body":{"password":"${customer.password}"}}`, `{"pan":"${pan}"}`, '{"header":"Bearer eyJhbGciOiJIUzI1NiJ9.abc"}'].join('\n');
    const leaks = leaksIn(log, secrets);
    expect(leaks).toEqual(expect.arrayContaining(['OTP (6 characters)', `password (${String(customer.password.length)} characters)`, 'PAN (10 characters)', 'bearer token']));
    expect(leaks.join(' ')).not.toContain(otp);
  });

  it('finds nothing in the lines a request leaves, digits of a time or a duration included', () => {
    const log = `{"level":30,"time":1764${otp}123,"requestId":"0f8e5a8c-1b2c-4d3e-9f00-aa11bb22cc33","res":{"statusCode":200},"responseTime":3.${otp},"msg":"request completed"}`;
    expect(leaksIn(log, secrets)).toEqual([]);
  });
});
