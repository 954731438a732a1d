import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limit } from '../../src/core/config/limits';
import { providerCallback } from '../../tests/setup/provider-callback';
import { buildSandbox } from '../app';
import type { SandboxDatabase } from '../db/open-database';
import seed from '../db/seed.json';
import { operatorKeyHeader } from './operator-key';
import { seededDatabase } from '../../tests/setup/seeded-database';

const operatorKey = 'metrics-test-operator-key-0123456789';
const metricsKey = 'metrics-test-scraper-key-9876543210';
let db: SandboxDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = seededDatabase();
  app = await buildSandbox({ db, operatorKey, metricsKey });
});
afterAll(async () => {
  await app.close();
  db.close();
});

/** The value of a sample of the exposition, by its name and labels as they are written. */
function sample(text: string, name: string, labels: Readonly<Record<string, string>>): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const scrape = async () => {
  const answer = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${metricsKey}` } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain('text/plain');
  return answer.body;
};

describe('the sandbox\'s metrics (issue 38 item 5)', () => {
  it('are for the scraper\'s key only: not the operator key that moves money, not another bearer (issue 56 item 2)', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { [operatorKeyHeader]: operatorKey } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${operatorKey}` } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${metricsKey}x` } })).statusCode).toBe(404);
  });

  it('are not served at all by a sandbox given no metrics key', async () => {
    const keyless = await buildSandbox({ db, operatorKey });
    try {
      expect((await keyless.inject({ method: 'GET', url: '/metrics', headers: { [operatorKeyHeader]: operatorKey } })).statusCode).toBe(404);
    } finally {
      await keyless.close();
    }
  });

  it('count requests by operation and status, their latency, OTPs sent and refused, refused logins, and the money the ledger moved by kind', async () => {
    const customer = seed.customers.find((candidate) => candidate.kycType === 'FULL_KYC_VERIFIED');
    if (!customer) throw new Error('seed.json has no full-KYC customer');
    const before = await scrape();
    const refused = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer.mobileNumber, password: 'Not-the-password1' } });
    const login = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer.mobileNumber, password: customer.password } });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    // An OTP to log in with, then another at once: too soon, refused with 429.
    const otp = () => app.inject({ method: 'POST', url: '/api/login', payload: { mobileNumber: customer.mobileNumber } });
    expect((await otp()).statusCode).toBe(200);
    expect((await otp()).statusCode).toBe(429);
    const amount = limit('minLoadAmountPaise');
    const start = await app.inject({ method: 'POST', url: '/api/card-payment/start', headers: { ...auth, 'idempotency-key': 'metrics-load-000001' }, payload: { urn: customer.urn, amount } });
    expect(start.statusCode).toBe(200);
    expect((await providerCallback(app, start.json<{ form: Record<string, string> }>().form, 'success')).statusCode).toBeLessThan(400);

    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(grew('wallet_http_requests_total', { operation: 'loginByPassword', method: 'POST', status: '200' })).toBe(1);
    expect(grew('wallet_http_requests_total', { operation: 'loginByPassword', method: 'POST', status: String(refused.statusCode) })).toBe(1);
    expect(grew('wallet_http_request_duration_seconds_count', { operation: 'loginByPassword', method: 'POST', status: '200' })).toBe(1);
    expect(grew('wallet_login_failures_total', { operation: 'loginByPassword', status: String(refused.statusCode) })).toBe(1);
    expect(grew('wallet_otp_sent_total', { operation: 'sendLoginOtp' })).toBe(1);
    expect(grew('wallet_otp_refused_total', { operation: 'sendLoginOtp' })).toBe(1);
    expect(grew('wallet_money_moved_paise', { direction: 'CREDIT', kind: 'CARD_LOAD' })).toBe(amount);
    // Each refusal by its code: the wrong password (138) and the OTP asked for too soon (168).
    expect(grew('wallet_refusals_total', { operation: 'loginByPassword', code: '138' })).toBe(1);
    expect(grew('wallet_refusals_total', { operation: 'sendLoginOtp', code: '168' })).toBe(1);
    // The webhook deliveries by state, and the age of the oldest pending one (none here: no endpoint).
    expect(after).toMatch(/^wallet_webhook_deliveries\{state="failed"\} 0$/m);
    expect(after).toMatch(/^wallet_webhook_oldest_pending_seconds 0$/m);
    expect(after).toContain('process_resident_memory_bytes');
  });
});
