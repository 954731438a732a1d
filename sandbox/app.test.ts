import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { limit } from '../src/core/config/limits';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import seed from './db/seed.json';
import { statementBalance } from './db/seed';
import { refusalCodeOf, textOf } from './http/envelope';
import { apiCacheControl } from './http/security-headers';
import { getUserDataMessageCode } from '../src/api/generated/message-codes';

const [customer] = seed.customers;
if (!customer) throw new Error('seed.json has no customer');
const { mobileNumber, password: seededPassword } = customer;

const sandbox = useInMemorySandbox();
let app: FastifyInstance;
beforeEach(() => {
  ({ app } = sandbox());
});

async function login(password = seededPassword) {
  return app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber, password } });
}

describe('sandbox: login by password', () => {
  it('answers a session for the seeded customer', async () => {
    const answer = await login();
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ code: string; token: string; refreshToken: string; profileId: string }>();
    expect(body.code).toBe('00');
    expect(body.token.length).toBeGreaterThan(20);
    expect(body.profileId).toBe(customer.profileId);
  });

  it('answers 138 with the spec text for a wrong password or an unknown number', async () => {
    const wrong = await login('not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: '138', message: textOf('code.138') });
    const unknown = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: '919000000000', password: 'x' } });
    expect(unknown.json()).toEqual({ code: '138', message: textOf('code.138') });
  });

  it('answers 1030 for a blank mobile number and 104 for a blank password', async () => {
    const blankMobile = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: '', password: 'x' } });
    expect(blankMobile.json()).toEqual({ code: '1030', message: textOf('code.1030') });
    const blankPassword = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer.mobileNumber, password: '' } });
    expect(blankPassword.json()).toEqual({ code: '104', message: textOf('code.104') });
  });

  it('refuses a body the contract does not allow, naming the field', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: '12', password: 'x' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('/mobileNumber');
  });
});

describe('sandbox: the session', () => {
  it('reads profile, user data and wallet with the bearer token', async () => {
    const { token } = (await login()).json<{ token: string }>();
    const headers = { authorization: `Bearer ${token}` };
    const profile = await app.inject({ method: 'POST', url: '/api/userProfile/get', headers, payload: { mobileNumber: customer.mobileNumber } });
    expect(profile.json<{ profile: { fullName: string } }>().profile.fullName).toBe(customer.fullName);
    const wallet = await app.inject({ method: 'POST', url: '/api/wallet/details', headers, payload: { mobileNumber: customer.mobileNumber } });
    expect(wallet.json<{ wallet: { balance: number } }>().wallet.balance).toBe(statementBalance(customer.statement));
    const userData = await app.inject({ method: 'POST', url: '/api/mobilenumber/authenticate', headers, payload: { messageCode: getUserDataMessageCode, mobileNumber: customer.mobileNumber } });
    expect(userData.json<{ userData: { customerId: string } }>().userData.customerId).toBe(customer.customerRef);
  });

  it('answers 401 without a token and 404 for another customer', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/wallet/details', payload: { mobileNumber: customer.mobileNumber } });
    expect(anonymous.statusCode).toBe(401);
    const { token } = (await login()).json<{ token: string }>();
    const other = await app.inject({ method: 'POST', url: '/api/wallet/details', headers: { authorization: `Bearer ${token}` }, payload: { mobileNumber: '919812345678' } });
    expect(other.statusCode).toBe(404);
    expect(other.json<{ code: string }>().code).toBe('909');
  });

  it('tells a missing, an invalid and an expired token apart in WWW-Authenticate (RFC 6750), each with its message (issue 19 item 8)', async () => {
    const wallet = (authorization?: string) => app.inject({ method: 'POST', url: '/api/wallet/details', headers: authorization ? { authorization } : {}, payload: { mobileNumber } });
    const missing = await wallet();
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="wallet"');
    expect(missing.json()).toEqual({ code: refusalCodeOf('api:tokenMissing'), message: textOf('api:tokenMissing') });
    const invalid = await wallet('Bearer not-a-token-this-server-issued');
    expect(invalid.headers['www-authenticate']).toBe(`Bearer realm="wallet", error="invalid_token", error_description="${textOf('api:tokenInvalid')}"`);
    expect(invalid.json()).toEqual({ code: refusalCodeOf('api:tokenInvalid'), message: textOf('api:tokenInvalid') });
    const { token } = (await login()).json<{ token: string }>();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + limit('sessionAccessTtlSeconds') * 1000 + 1000);
      const expired = await wallet(`Bearer ${token}`);
      expect(expired.headers['www-authenticate']).toBe(`Bearer realm="wallet", error="invalid_token", error_description="${textOf('api:sessionExpired')}"`);
      expect(expired.json()).toEqual({ code: refusalCodeOf('api:sessionExpired'), message: textOf('api:sessionExpired') });
    } finally {
      vi.useRealTimers();
    }
  });

  it('spends a refresh token once for a new session', async () => {
    const { refreshToken } = (await login()).json<{ refreshToken: string }>();
    const first = await app.inject({ method: 'POST', url: '/api/auth/refreshtoken', payload: { refreshToken } });
    expect(first.statusCode).toBe(200);
    // Again from another address (a second tab of the same browser gets a short grace: issue 32 item 8, sandbox/attacks.test.ts).
    const again = await app.inject({ method: 'POST', url: '/api/auth/refreshtoken', remoteAddress: '203.0.113.66', payload: { refreshToken } });
    expect(again.statusCode).toBe(401);
  });

  it('puts the Content-Security-Policy on every answer', async () => {
    const answer = await login();
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('lets no cache keep an API answer, a success or a refusal, with or without a session (issue 32 item 11)', async () => {
    const { token } = (await login()).json<{ token: string }>();
    const answers = [
      await login(),
      await login(`${seededPassword}x`),
      await app.inject({ method: 'POST', url: '/api/wallet/details', headers: { authorization: `Bearer ${token}` }, payload: { mobileNumber } }),
      await app.inject({ method: 'POST', url: '/api/wallet/details', payload: { mobileNumber } }),
      await app.inject({ method: 'POST', url: '/api/customer/status', payload: { mobileNumber: 42 } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 200, 401, 400]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe(apiCacheControl);
  });
});

describe('sandbox: logout (spec §4 Session)', () => {
  const walletOf = (token: string) => app.inject({ method: 'POST', url: '/api/wallet/details', headers: { authorization: `Bearer ${token}` }, payload: { mobileNumber } });
  const refresh = (refreshToken: string) => app.inject({ method: 'POST', url: '/api/auth/refreshtoken', payload: { refreshToken } });

  it('revokes the access token and the whole refresh chain it came from, and leaves other logins alone', async () => {
    const first = (await login()).json<{ token: string; refreshToken: string }>();
    const other = (await login()).json<{ token: string; refreshToken: string }>();
    // A refreshed session is the same login: its chain is the first one's.
    const renewed = (await refresh(first.refreshToken)).json<{ token: string; refreshToken: string }>();
    const answer = await app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${renewed.token}` }, payload: { refreshToken: renewed.refreshToken } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: '00', message: 'Logged out' });
    for (const token of [first.token, renewed.token]) expect((await walletOf(token)).statusCode).toBe(401);
    expect((await refresh(renewed.refreshToken)).statusCode).toBe(401);
    expect((await walletOf(other.token)).statusCode).toBe(200);
  });

  it('refuses a refresh token of another login, and a token already logged out', async () => {
    const first = (await login()).json<{ token: string; refreshToken: string }>();
    const other = (await login()).json<{ token: string; refreshToken: string }>();
    const mixed = await app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${first.token}` }, payload: { refreshToken: other.refreshToken } });
    expect(mixed.statusCode).toBe(401);
    expect((await walletOf(first.token)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${first.token}` }, payload: { refreshToken: first.refreshToken } });
    const again = await app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${first.token}` }, payload: { refreshToken: first.refreshToken } });
    expect(again.statusCode).toBe(401);
  });
});
