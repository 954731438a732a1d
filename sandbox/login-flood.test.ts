/**
 * Issue 32 item 9: a login flood. Password checks (scrypt, some 50 ms of CPU each) are bounded, so
 * other customers' calls keep the server; one client address may meet only so many wrong passwords; and a
 * stranger's wrong passwords lock a number for them, not for its owner. Limits from rules/limits.json.
 */
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { limit } from '../src/core/config/limits';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import { peakPasswordChecks } from './auth/passwords';
import seed from './db/seed.json';
import { textOf } from './http/envelope';

const [customer] = seed.customers;
if (!customer) throw new Error('seed.json has no customer');

const sandbox = useInMemorySandbox();
let app: FastifyInstance;
beforeEach(() => {
  ({ app } = sandbox());
});

const login = (mobileNumber: string, password: string, remoteAddress: string) => app.inject({ method: 'POST', url: '/api/mobile-password-validation', remoteAddress, payload: { mobileNumber, password } });
const codeOf = (answer: { json: () => unknown }) => (answer.json() as { code: string }).code;

describe('issue 32 item 9: a login flood', () => {
  it('runs at most passwordHashConcurrency password checks at once, queues passwordHashQueue, and refuses the rest at once with 429, code 175 and the time to wait, while a balance is answered', async () => {
    const { token } = (await login(customer.mobileNumber, customer.password, '10.9.0.1')).json<{ token: string }>();
    const flood = limit('passwordHashConcurrency') + limit('passwordHashQueue') + 20;
    // Each from its own address and for its own number, as a botnet's would: neither per-address nor per-number counts stop them.
    const logins = Array.from({ length: flood }, (_, index) => login(`9197${String(index).padStart(8, '0')}`, 'Wrong@2026', `10.8.${String(Math.floor(index / 250))}.${String(index % 250)}`));
    const balance = app.inject({ method: 'POST', url: '/api/wallet/details', headers: { authorization: `Bearer ${token}` }, payload: { mobileNumber: customer.mobileNumber } });
    const answers = await Promise.all(logins);
    expect((await balance).statusCode).toBe(200);
    expect(peakPasswordChecks()).toBeLessThanOrEqual(limit('passwordHashConcurrency'));
    const busy = answers.filter((answer) => answer.statusCode === 429);
    expect(busy.length).toBeGreaterThanOrEqual(flood - limit('passwordHashConcurrency') - limit('passwordHashQueue'));
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe(String(limit('loginBusySeconds')));
      expect(answer.json()).toEqual({ code: '175', message: textOf('code.175', { retryAfterSeconds: limit('loginBusySeconds') }), values: { retryAfterSeconds: limit('loginBusySeconds') }, retryAfterSeconds: limit('loginBusySeconds') });
    }
    // The ones checked were told the password was wrong, as ever.
    expect(answers.filter((answer) => answer.statusCode !== 429).every((answer) => codeOf(answer) === '138')).toBe(true);
  });

  it('lets one client address meet loginFailuresPerAddress wrong passwords within loginAddressWindowSeconds, whatever the numbers, then answers 175', async () => {
    const address = '10.7.0.1';
    for (let attempt = 0; attempt < limit('loginFailuresPerAddress'); attempt += 1) {
      expect(codeOf(await login(`9196${String(attempt).padStart(8, '0')}`, 'Wrong@2026', address))).toBe('138');
    }
    const refused = await login(customer.mobileNumber, customer.password, address);
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe('175');
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(limit('loginAddressWindowSeconds'));
    // Another address is not held back by this one's flood.
    expect((await login(customer.mobileNumber, customer.password, '10.7.0.2')).statusCode).toBe(200);
  });

  it("locks a number for the address that guessed its password wrong passwordMaxFailures times, not for its owner elsewhere", async () => {
    for (let attempt = 0; attempt < limit('passwordMaxFailures'); attempt += 1) await login(customer.mobileNumber, 'Guess@2026', '10.6.0.66');
    expect(codeOf(await login(customer.mobileNumber, customer.password, '10.6.0.66'))).toBe('148');
    expect((await login(customer.mobileNumber, customer.password, '10.6.0.1')).statusCode).toBe(200);
  });
});
