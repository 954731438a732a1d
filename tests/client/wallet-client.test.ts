/**
 * Issue 58: the official client's own behaviour, against MSW: an Idempotency-Key on money-moving
 * calls only, kept across retries; a 429 sent again after its Retry-After (and not past the
 * longest wait); one refresh of an expired session, never of a revoked one; refusals as WalletApiError.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWalletClient, WalletApiError } from '../../packages/wallet-client/src/index';
import { transferToBankMessageCode } from '../../src/api/generated/message-codes';
import { fixtures } from '../fixtures/api-fixtures';
import { apiOrigin } from '../mocks/handlers';
import { server } from '../mocks/server';

const mobileNumber = '919876543210';
const expired = { 'WWW-Authenticate': 'Bearer realm="wallet", error="invalid_token", error_description="Session expired"' };
const transfer = { messageCode: transferToBankMessageCode, urn: '700000000001', amount: 100, beneficiaryId: 'BEN1', implId: 'O|70066', implType: 'FT', confirmationGrant: 'cg-1' } as const;

async function signedIn(maxRetryWaitMs = 5_000) {
  server.use(http.post(`${apiOrigin}/api/mobile-password-validation`, () => HttpResponse.json({ code: '00', message: 'Login successful', token: 'old-token', refreshToken: 'refresh-1', profileId: 'P1' })));
  const wallet = createWalletClient({ baseUrl: apiOrigin, payloadEncryption: 'off', maxRetryWaitMs });
  await wallet.logIn(mobileNumber, 'Wallet@2026');
  return wallet;
}

describe('the official client (packages/wallet-client)', () => {
  it('sends an Idempotency-Key with a money-moving call, the same on its retry after Retry-After, and none with a read', async () => {
    const keys: (string | null)[] = [];
    let tries = 0;
    server.use(
      http.post(`${apiOrigin}/api/wta-transfer`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        tries += 1;
        return tries === 1 ? HttpResponse.json({ code: '148', message: 'Too many' }, { status: 429, headers: { 'Retry-After': '0' } }) : HttpResponse.json({ code: '00', message: 'Fund transfer successfully', txnId: 'T1', cashoutCode: '00' });
      }),
      http.post(`${apiOrigin}/api/wallet/details`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(fixtures.wallet);
      }),
    );
    const wallet = await signedIn();
    await expect(wallet.call('transferToBank', transfer)).resolves.toMatchObject({ txnId: 'T1' });
    await wallet.call('getWallet', { mobileNumber });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys).toEqual([keys[0], keys[0], null]);
  });

  it('hands back a 429 whose wait is longer than it may wait, as a WalletApiError with the code', async () => {
    server.use(http.post(`${apiOrigin}/api/wallet/details`, () => HttpResponse.json({ code: '175', message: 'Busy', retryAfterSeconds: 600 }, { status: 429, headers: { 'Retry-After': '600' } })));
    const wallet = await signedIn(1_000);
    const refused = await wallet.call('getWallet', { mobileNumber }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WalletApiError);
    expect(refused).toMatchObject({ status: 429, code: '175' });
  });

  it('refreshes an expired session once and sends the call again with the new token', async () => {
    const seen: (string | null)[] = [];
    let refreshes = 0;
    server.use(
      http.post(`${apiOrigin}/api/auth/refreshtoken`, () => {
        refreshes += 1;
        return HttpResponse.json({ token: 'new-token', refreshToken: 'refresh-2' });
      }),
      http.post(`${apiOrigin}/api/wallet/details`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return request.headers.get('Authorization') === 'Bearer new-token' ? HttpResponse.json(fixtures.wallet) : HttpResponse.json({ code: '234', message: 'Session expired' }, { status: 401, headers: expired });
      }),
    );
    const wallet = await signedIn();
    await expect(wallet.call('getWallet', { mobileNumber })).resolves.toMatchObject({ code: '00' });
    expect(seen).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(refreshes).toBe(1);
    expect(wallet.session).toEqual({ token: 'new-token', refreshToken: 'refresh-2' });
  });

  it('does not refresh a token the server never issued or revoked: log in again', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${apiOrigin}/api/auth/refreshtoken`, () => {
        refreshes += 1;
        return HttpResponse.json({ token: 'x', refreshToken: 'y' });
      }),
      http.post(`${apiOrigin}/api/wallet/details`, () => HttpResponse.json({ code: '233', message: 'This session is not valid: log in again.' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="wallet", error="invalid_token", error_description="This session is not valid: log in again."' } })),
    );
    const wallet = await signedIn();
    await expect(wallet.call('getWallet', { mobileNumber })).rejects.toMatchObject({ status: 401, code: '233' });
    expect(refreshes).toBe(0);
  });

  it('refreshes at most once: a second 401 is the caller’s', async () => {
    let calls = 0;
    server.use(
      http.post(`${apiOrigin}/api/auth/refreshtoken`, () => HttpResponse.json({ token: 'new-token', refreshToken: 'refresh-2' })),
      http.post(`${apiOrigin}/api/wallet/details`, () => {
        calls += 1;
        return HttpResponse.json({ code: '234', message: 'Session expired' }, { status: 401, headers: expired });
      }),
    );
    const wallet = await signedIn();
    await expect(wallet.call('getWallet', { mobileNumber })).rejects.toBeInstanceOf(WalletApiError);
    expect(calls).toBe(2);
  });
});
