/**
 * Issue 56 items 1, 3 and 7: behind nginx every connection comes from the proxy. The client's
 * address, scheme and host are taken from X-Forwarded-* only when the connection comes from a proxy
 * the operator named (SANDBOX_TRUSTED_PROXIES); from anyone else those headers are ignored. Limits
 * from rules/limits.json.
 */
import { describe, expect, it } from 'vitest';
import { limit } from '../src/core/config/limits';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import seed from './db/seed.json';
import { strictTransportSecurity } from './http/security-headers';

const [customer] = seed.customers;
if (!customer) throw new Error('seed.json has no customer');
const proxy = '127.0.0.1';

function loginFrom(sandbox: () => { app: import('fastify').FastifyInstance }) {
  return (mobileNumber: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    sandbox().app.inject({ method: 'POST', url: '/api/mobile-password-validation', remoteAddress, headers, payload: { mobileNumber, password } });
}
const codeOf = (answer: { json: () => unknown }) => (answer.json() as { code: string }).code;

/** loginFailuresPerAddress wrong passwords, each for another number, as sent by `send`. */
async function flood(send: (mobileNumber: string) => Promise<{ json: () => unknown }>): Promise<void> {
  for (let attempt = 0; attempt < limit('loginFailuresPerAddress'); attempt += 1) {
    expect(codeOf(await send(`9195${String(attempt).padStart(8, '0')}`))).toBe('138');
  }
}

describe('behind a trusted proxy (SANDBOX_TRUSTED_PROXIES)', () => {
  const sandbox = useInMemorySandbox({ trustedProxies: [proxy] });
  const login = loginFrom(sandbox);

  it("counts a flood of wrong passwords against the customer's address the proxy names, not against every customer behind it", async () => {
    await flood((mobile) => login(mobile, 'Wrong@2026', proxy, { 'x-forwarded-for': '198.51.100.7' }));
    const refused = await login(customer.mobileNumber, customer.password, proxy, { 'x-forwarded-for': '198.51.100.7' });
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe('175');
    // Another customer through the same proxy logs in.
    expect((await login(customer.mobileNumber, customer.password, proxy, { 'x-forwarded-for': '198.51.100.8' })).statusCode).toBe(200);
  });

  it("locks a number only for the address that guessed, not for its owner behind the same proxy", async () => {
    for (let attempt = 0; attempt < limit('passwordMaxFailures'); attempt += 1) await login(customer.mobileNumber, 'Guess@2026', proxy, { 'x-forwarded-for': '198.51.100.66' });
    expect(codeOf(await login(customer.mobileNumber, customer.password, proxy, { 'x-forwarded-for': '198.51.100.66' }))).toBe('148');
    expect((await login(customer.mobileNumber, customer.password, proxy, { 'x-forwarded-for': '203.0.113.10' })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not the proxy: a flood spread over made-up addresses is counted against its own', async () => {
    const stranger = '192.0.2.50';
    await flood((mobile) => login(mobile, 'Wrong@2026', stranger, { 'x-forwarded-for': `10.1.${mobile.slice(-2)}.1` }));
    expect(codeOf(await login(customer.mobileNumber, customer.password, stranger, { 'x-forwarded-for': '10.1.99.1' }))).toBe('175');
  });

  it('sends HSTS when the proxy says the connection was TLS, never over plain HTTP, and never on a stranger\'s word', async () => {
    expect((await login(customer.mobileNumber, customer.password, proxy)).headers['strict-transport-security']).toBeUndefined();
    expect((await login(customer.mobileNumber, customer.password, proxy, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(strictTransportSecurity);
    expect((await login(customer.mobileNumber, customer.password, '192.0.2.51', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('with no proxy named (the default)', () => {
  const sandbox = useInMemorySandbox();
  const login = loginFrom(sandbox);

  it('believes no X-Forwarded-For: the address is the connection\'s, whatever the header says', async () => {
    await flood((mobile) => login(mobile, 'Wrong@2026', proxy, { 'x-forwarded-for': `10.2.${mobile.slice(-2)}.1` }));
    expect(codeOf(await login(customer.mobileNumber, customer.password, proxy, { 'x-forwarded-for': '10.2.99.1' }))).toBe('175');
  });

  it('believes no X-Forwarded-Proto: no HSTS over the connection\'s plain HTTP', async () => {
    expect((await login(customer.mobileNumber, customer.password, proxy, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });
});
