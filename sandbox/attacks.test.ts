/**
 * Issue 12: the sandbox holds the wallet's rules under attack. Each test is an attack as a request
 * sequence against the real sandbox, asserting the refusal, and that no session survived or no
 * data leaked. Limits come from rules/limits.json.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limit } from '../src/core/config/limits';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import seed from './db/seed.json';

const [customer] = seed.customers;
if (!customer) throw new Error('seed.json has no customer');

const sandbox = useInMemorySandbox();
let app: FastifyInstance;
beforeEach(() => {
  ({ app } = sandbox());
});

const login = (password = customer.password, mobileNumber = customer.mobileNumber) => app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber, password } });
const walletOf = (token: string) => app.inject({ method: 'POST', url: '/api/wallet/details', headers: { authorization: `Bearer ${token}` }, payload: { mobileNumber: customer.mobileNumber } });
const refresh = (refreshToken: string) => app.inject({ method: 'POST', url: '/api/auth/refreshtoken', payload: { refreshToken } });

describe('item 13: the XSRF check matches the route, not a prefix of the URL', () => {
  it('refuses a percent-encoded path to an API route that carries the cookie but not the header', async () => {
    const { token } = (await login()).json<{ token: string }>();
    for (const url of ['/%61pi/wallet/details', '/api/wallet/%64etails', '/api//wallet/details']) {
      const answer = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=abc' }, payload: { mobileNumber: customer.mobileNumber } });
      expect(answer.statusCode, url).not.toBe(200);
      expect([403, 404], url).toContain(answer.statusCode);
    }
    const straight = await app.inject({ method: 'POST', url: '/api/wallet/details', headers: { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' }, payload: { mobileNumber: customer.mobileNumber } });
    expect(straight.statusCode).toBe(200);
  });
});

describe('item 7: sessions end when they should', () => {
  it('a refresh token used twice revokes the whole chain: the tokens issued from it stop working', async () => {
    const first = (await login()).json<{ token: string; refreshToken: string }>();
    const renewed = (await refresh(first.refreshToken)).json<{ token: string; refreshToken: string }>();
    expect((await walletOf(renewed.token)).statusCode).toBe(200);
    // The stolen copy of the first refresh token is replayed.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await walletOf(renewed.token)).statusCode).toBe(401);
    expect((await refresh(renewed.refreshToken)).statusCode).toBe(401);
  });

  describe('a login has an absolute lifetime, whatever the refreshes', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`refuses a refresh past sessionMaxHours (${String(limit('sessionMaxHours'))} h) after the login`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      let tokens = (await login()).json<{ token: string; refreshToken: string }>();
      // Refreshed faithfully, just before each access token expires.
      const step = (limit('sessionAccessTtlSeconds') - 60) * 1000;
      for (let at = start + step; at < start + limit('sessionMaxHours') * 3_600_000 - step; at += step) {
        vi.setSystemTime(at);
        const renewed = await refresh(tokens.refreshToken);
        expect(renewed.statusCode).toBe(200);
        tokens = renewed.json<{ token: string; refreshToken: string }>();
      }
      vi.setSystemTime(start + limit('sessionMaxHours') * 3_600_000 + 1_000);
      expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
      expect((await walletOf(tokens.token)).statusCode).toBe(401);
    });
  });

  it('a password reset revokes every session of the customer', async () => {
    const before = (await login()).json<{ token: string; refreshToken: string }>();
    await app.inject({ method: 'POST', url: '/api/forgotpass/otp', payload: { mobileNumber: customer.mobileNumber } });
    const inbox = (await app.inject({ method: 'GET', url: `/sandbox/inbox?mobile=${customer.mobileNumber}` })).json<{ messages: { otp: string }[] }>();
    const validated = await app.inject({ method: 'POST', url: '/api/forgotpass/otp/validate', payload: { mobileNumber: customer.mobileNumber, otp: inbox.messages[0]?.otp ?? '' } });
    const { profileId } = validated.json<{ profileId: string }>();
    const reset = await app.inject({ method: 'POST', url: '/api/resetpassword', payload: { profileid: profileId, password: 'Another@2027' } });
    expect(reset.json<{ code: string }>().code).toBe('18');
    expect((await walletOf(before.token)).statusCode).toBe(401);
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    expect((await login('Another@2027')).statusCode).toBe(200);
  });
});
