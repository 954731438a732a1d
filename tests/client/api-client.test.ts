import { randomBytes } from 'node:crypto';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { callOperation } from '../../src/api/call-operation';
import { lastFailedRequest } from '../../src/api/failed-request';
import { newConfirmation } from '../../src/api/confirmation';
import { createApiClient, type ApiClientOptions } from '../../src/api/create-api-client';
import type { SessionStore } from '../../src/api/session-store';
import { PayloadCipher } from '../../sandbox/http/payload-cipher';
import { fixtures } from '../fixtures/api-fixtures';
import account from '../../locales/en/account.json';
import { apiOrigin } from '../mocks/handlers';
import { testSession, testVault } from '../setup/test-session';
import { server } from '../mocks/server';
import { listBeneficiariesMessageCode, transferToBankMessageCode } from '../../src/api/generated/message-codes';

const mobileNumber = '919876543210';
const walletUrl = `${apiOrigin}/api/wallet/details`;
const refreshUrl = `${apiOrigin}/api/auth/refreshtoken`;
const transferUrl = `${apiOrigin}/api/wta-transfer`;

let session: SessionStore;
let sessionEnded: number;

beforeEach(() => {
  session = testSession();
  session.start({ token: 'old-token', refreshToken: 'refresh-1', profileId: 'PRF000001' }, mobileNumber, 'password');
  sessionEnded = 0;
});

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ session, baseUrl: apiOrigin, readCookie: () => null, onSessionEnd: () => (sessionEnded += 1), ...options });
}

/** A wallet endpoint that answers 401 to the old token and the wallet to the new one, recording bodies. */
function walletNeedingFreshToken(seen: { auth: string | null; body: unknown }[]) {
  return http.post(walletUrl, async ({ request }) => {
    const auth = request.headers.get('Authorization');
    seen.push({ auth, body: await request.json() });
    return auth === 'Bearer new-token' ? HttpResponse.json(fixtures.wallet) : HttpResponse.json({ code: '401', message: 'Session expired' }, { status: 401 });
  });
}

describe('session refresh (spec §4 Session)', () => {
  it('gives three concurrent 401s exactly one refresh and three retries with their bodies intact', async () => {
    const seen: { auth: string | null; body: unknown }[] = [];
    const refreshes: { auth: string | null; body: unknown }[] = [];
    server.use(
      walletNeedingFreshToken(seen),
      http.post(refreshUrl, async ({ request }) => {
        refreshes.push({ auth: request.headers.get('Authorization'), body: await request.json() });
        // A slow server, so the three calls overlap while the refresh is under way.
        await delay(20);
        return HttpResponse.json({ token: 'new-token', refreshToken: 'refresh-2' });
      }),
    );
    const api = await client();
    const results = await Promise.all(
      ['919876543210', '919876543211', '919876543212'].map((number) => callOperation(api, 'getWallet', { mobileNumber: number })),
    );
    expect(results.map((result) => result.httpStatus)).toEqual([200, 200, 200]);
    expect(refreshes).toEqual([{ auth: null, body: { refreshToken: 'refresh-1' } }]);
    const retries = seen.filter((call) => call.auth === 'Bearer new-token');
    expect(retries.map((call) => call.body)).toEqual(
      expect.arrayContaining([{ mobileNumber: '919876543210' }, { mobileNumber: '919876543211' }, { mobileNumber: '919876543212' }]),
    );
    expect(retries).toHaveLength(3);
    expect(session.token()).toBe('new-token');
    expect(session.refreshToken()).toBe('refresh-2');
  });

  it('clears storage and ends the session when the refresh is refused, keeping only the route to return to', async () => {
    server.use(
      walletNeedingFreshToken([]),
      http.post(refreshUrl, () => HttpResponse.json({ code: '401', message: 'Session expired' }, { status: 401 })),
    );
    session.setSelectedRoute('/history');
    session.setUser({});
    const result = await callOperation(await client(), 'getWallet', { mobileNumber });
    expect(result.httpStatus).toBe(401);
    expect(session.hasSession()).toBe(false);
    // Spec §4: the customer is sent to /login, and comes back where they were once logged in again.
    await session.settled();
    expect(Object.keys(localStorage)).toEqual(['selected_route']);
    expect(session.returnRoute('/dashboard')).toBe('/history');
    expect(sessionEnded).toBe(1);
  });

  it('passes on why the server ended the session (issue 32 item 7), and clears it all even with no access token left, after trying the refresh first', async () => {
    const ended: (string | undefined)[] = [];
    session.onClear((_reason, code) => ended.push(code));
    let refreshCalls = 0;
    server.use(
      walletNeedingFreshToken([]),
      http.post(refreshUrl, () => {
        refreshCalls += 1;
        return HttpResponse.json({ code: '176', message: 'Your password or mobile number was changed' }, { status: 401 });
      }),
    );
    // The access token is gone (unreadable on this device); the refresh token is still good for a try.
    localStorage.removeItem('customerToken');
    await session.follow('customerToken');
    expect(session.hasSession()).toBe(true);
    const result = await callOperation(await client(), 'getWallet', { mobileNumber });
    expect(result.httpStatus).toBe(401);
    expect(refreshCalls).toBe(1);
    expect(ended).toEqual(['176']);
    await session.settled();
    expect(Object.keys(localStorage).filter((key) => key !== 'selected_route' && key !== 'language')).toEqual([]);
    expect(sessionEnded).toBe(1);
  });

  it('two tabs whose token expired at once make one refresh under the browser lock, and the second takes the tokens the first renewed (issue 32 item 8)', async () => {
    // A browser's Web Locks, as two tabs of one browser share them: one holder at a time, in turn.
    let queue: Promise<unknown> = Promise.resolve();
    const locks = { request: <T,>(_name: string, run: () => Promise<T>): Promise<T> => (queue = queue.then(run, run)) };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const vault = testVault();
      const first = testSession(vault);
      first.start({ token: 'old-token', refreshToken: 'refresh-1', profileId: 'PRF000001' }, mobileNumber, 'password');
      await first.settled();
      const second = testSession(vault);
      await second.load();
      let refreshCalls = 0;
      const seen: { auth: string | null; body: unknown }[] = [];
      server.use(
        walletNeedingFreshToken(seen),
        http.post(refreshUrl, async () => {
          refreshCalls += 1;
          await delay(30);
          return HttpResponse.json({ token: 'new-token', refreshToken: 'refresh-2' });
        }),
      );
      const tab = async (own: SessionStore) => createApiClient({ session: own, baseUrl: apiOrigin, readCookie: () => null, onSessionEnd: () => (sessionEnded += 1) });
      const results = await Promise.all([callOperation(await tab(first), 'getWallet', { mobileNumber }), callOperation(await tab(second), 'getWallet', { mobileNumber })]);
      expect(results.map((result) => result.httpStatus)).toEqual([200, 200]);
      expect(refreshCalls).toBe(1);
      expect(sessionEnded).toBe(0);
      expect(second.token()).toBe('new-token');
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('does not loop when the retry answers 401 again', async () => {
    let walletCalls = 0;
    let refreshCalls = 0;
    server.use(
      http.post(walletUrl, () => {
        walletCalls += 1;
        return HttpResponse.json({ code: '401', message: 'Session expired' }, { status: 401 });
      }),
      http.post(refreshUrl, () => {
        refreshCalls += 1;
        return HttpResponse.json({ token: 'new-token', refreshToken: 'refresh-2' });
      }),
    );
    const result = await callOperation(await client(), 'getWallet', { mobileNumber });
    expect(result.httpStatus).toBe(401);
    expect(walletCalls).toBe(2);
    expect(refreshCalls).toBe(1);
  });

  it('sends the XSRF header with the refresh call too, since it changes something', async () => {
    let xsrf: string | null = null;
    server.use(
      walletNeedingFreshToken([]),
      http.post(refreshUrl, ({ request }) => {
        xsrf = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json({ token: 'new-token', refreshToken: 'refresh-2' });
      }),
    );
    const result = await callOperation(await client({ readCookie: () => 'xsrf-value' }), 'getWallet', { mobileNumber });
    expect(result.httpStatus).toBe(200);
    expect(xsrf).toBe('xsrf-value');
  });

  it('never refreshes for a 401 of the login call itself', async () => {
    let refreshCalls = 0;
    server.use(
      http.post(`${apiOrigin}/api/mobile-password-validation`, () => HttpResponse.json({ code: '401', message: 'no' }, { status: 401 })),
      http.post(refreshUrl, () => {
        refreshCalls += 1;
        return HttpResponse.json({ token: 'x', refreshToken: 'y' });
      }),
    );
    const result = await callOperation(await client(), 'loginByPassword', { mobileNumber, password: 'x' });
    expect(result.httpStatus).toBe(401);
    expect(refreshCalls).toBe(0);
  });
});

describe('bearer token and XSRF header', () => {
  it('sends the bearer token to private calls only, and the XSRF cookie back as a header', async () => {
    const headers: Record<string, { auth: string | null; xsrf: string | null }> = {};
    server.use(
      http.post(walletUrl, ({ request }) => {
        headers['wallet'] = { auth: request.headers.get('Authorization'), xsrf: request.headers.get('X-XSRF-TOKEN') };
        return HttpResponse.json(fixtures.wallet);
      }),
      http.post(`${apiOrigin}/api/mobile-password-validation`, ({ request }) => {
        headers['login'] = { auth: request.headers.get('Authorization'), xsrf: request.headers.get('X-XSRF-TOKEN') };
        return HttpResponse.json(fixtures.loginSuccess);
      }),
    );
    const api = await client({ readCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-value' : null) });
    await callOperation(api, 'getWallet', { mobileNumber });
    await callOperation(api, 'loginByPassword', { mobileNumber, password: 'x' });
    expect(headers).toEqual({ wallet: { auth: 'Bearer old-token', xsrf: 'xsrf-value' }, login: { auth: null, xsrf: 'xsrf-value' } });
  });
});

describe('payload envelope (spec §7)', () => {
  const key = randomBytes(32).toString('base64url');
  const serverCipher = new PayloadCipher(key);
  const sealedConfig = { payloadEncryption: { enabled: true, algorithm: 'A256GCM', key }, requestTimeoutMs: 30000 };

  it('seals the request, opens the answer, and the server reads what the client meant', async () => {
    let wire: unknown;
    server.use(
      http.post(walletUrl, async ({ request }) => {
        wire = await request.json();
        const opened = JSON.parse(serverCipher.open((wire as { data: string }).data)) as unknown;
        expect(opened).toEqual({ mobileNumber });
        expect(request.headers.get('X-Payload-Encryption')).toBe('A256GCM');
        return new HttpResponse(serverCipher.seal(JSON.stringify(fixtures.wallet)), {
          headers: { 'Content-Type': 'application/json', 'X-Payload-Encryption': 'A256GCM' },
        });
      }),
    );
    const result = await callOperation(await client({ config: sealedConfig }), 'getWallet', { mobileNumber });
    expect(Object.keys(wire as object)).toEqual(['data']);
    expect(JSON.stringify(wire)).not.toContain(mobileNumber);
    expect(result.httpStatus).toBe(200);
    expect(result.body).toEqual(fixtures.wallet);
  });

  it('refuses an answer whose envelope was tampered with', async () => {
    server.use(
      http.post(walletUrl, () => {
        const sealed = JSON.parse(serverCipher.seal(JSON.stringify(fixtures.wallet))) as { data: string };
        const bytes = Buffer.from(sealed.data, 'base64url');
        bytes[20] = (bytes[20] ?? 0) ^ 0xff;
        return HttpResponse.json({ data: bytes.toString('base64url') }, { headers: { 'X-Payload-Encryption': 'A256GCM' } });
      }),
    );
    const result = await callOperation(await client({ config: sealedConfig }), 'getWallet', { mobileNumber });
    expect(result.failure).toBe('integrity');
    expect(result.body).toBeUndefined();
  });

  it('leaves the refresh call in plain JSON, as the one client that does not encrypt', async () => {
    let refreshBody: unknown;
    server.use(
      walletNeedingFreshToken([]),
      http.post(refreshUrl, async ({ request }) => {
        refreshBody = await request.json();
        return HttpResponse.json({ token: 'new-token', refreshToken: 'refresh-2' });
      }),
    );
    // The wallet mock answers plain JSON, so only the refresh body matters here.
    await callOperation(await client({ config: sealedConfig }), 'getWallet', { mobileNumber });
    expect(refreshBody).toEqual({ refreshToken: 'refresh-1' });
  });
});

describe('idempotency of money-moving calls', () => {
  const transfer = { messageCode: transferToBankMessageCode, urn: '700000000001', amount: 500000, beneficiaryId: 'BEN000001', implId: 'O|70066', implType: 'FT', confirmationGrant: 'cg-test' } as const;
  const ok = { code: '00', message: account.cashout.success, txnId: 'TXN1', cashoutCode: '00' };

  it('reuses the key on the retry after a refresh, and makes a new one for a new confirmation', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(transferUrl, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return request.headers.get('Authorization') === 'Bearer new-token' ? HttpResponse.json(ok) : HttpResponse.json({ code: '401', message: 'expired' }, { status: 401 });
      }),
      http.post(refreshUrl, () => HttpResponse.json({ token: 'new-token', refreshToken: 'refresh-2' })),
    );
    const api = await client();
    const first = newConfirmation();
    await callOperation(api, 'transferToBank', transfer, { confirmation: first });
    // The customer presses "try again" on the same confirmation: same key.
    await callOperation(api, 'transferToBank', transfer, { confirmation: first });
    await callOperation(api, 'transferToBank', transfer, { confirmation: newConfirmation() });
    expect(keys[0]).toBe(first.idempotencyKey);
    expect(keys[1]).toBe(first.idempotencyKey);
    expect(keys[2]).toBe(first.idempotencyKey);
    expect(keys[3]).not.toBe(first.idempotencyKey);
    expect(keys).toHaveLength(4);
  });

  it('refuses to send a money-moving call without a confirmation', async () => {
    await expect(callOperation(await client(), 'transferToBank', transfer)).rejects.toThrow(/moves money/);
  });
});

describe('query strings and failures below HTTP', () => {
  it('drops empty query values and keeps false and 0', async () => {
    let query = '';
    server.use(
      http.get(`${apiOrigin}/api/banaficiaries`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ code: '00', message: 'Success', beneficiaryDataList: [] });
      }),
    );
    await callOperation(await client(), 'listBeneficiaries', undefined, {
      query: { messageCode: listBeneficiariesMessageCode, urn: '700000000001', activationStatus: 'AC', transferType: 'FT' },
    });
    expect(query).toBe(`?messageCode=${String(listBeneficiariesMessageCode)}&urn=700000000001&activationStatus=AC&transferType=FT`);
  });

  it('normalises a network error, an abort and a time-out', async () => {
    server.use(http.post(walletUrl, () => HttpResponse.error()));
    const api = await client();
    expect((await callOperation(api, 'getWallet', { mobileNumber })).failure).toBe('network');

    server.use(http.post(walletUrl, async () => new Promise<Response>(() => undefined)));
    const abort = new AbortController();
    const aborted = callOperation(api, 'getWallet', { mobileNumber }, { signal: abort.signal });
    abort.abort();
    expect((await aborted).failure).toBe('aborted');
    expect((await callOperation(api, 'getWallet', { mobileNumber }, { timeoutMs: 30 })).failure).toBe('timeout');
  });
});

describe('request ids (issue 38 item 4)', () => {
  it('sends a new X-Request-Id with every call, hands it back with the answer, and keeps the last that failed for the server-error page', async () => {
    const sent: (string | null)[] = [];
    let status = 200;
    server.use(
      http.post(walletUrl, ({ request }) => {
        sent.push(request.headers.get('x-request-id'));
        return status === 200 ? HttpResponse.json(fixtures.wallet) : HttpResponse.json({ code: '1500', message: 'failed' }, { status });
      }),
    );
    const api = await client();
    const first = await callOperation(api, 'getWallet', { mobileNumber });
    status = 503;
    const second = await callOperation(api, 'getWallet', { mobileNumber });
    expect(sent).toEqual([first.requestId, second.requestId]);
    expect(first.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.requestId).not.toBe(first.requestId);
    expect(lastFailedRequest()).toBe(second.requestId);

    server.use(http.post(walletUrl, () => HttpResponse.error()));
    const lost = await callOperation(api, 'getWallet', { mobileNumber });
    expect(lost.failure).toBe('network');
    expect(lastFailedRequest()).toBe(lost.requestId);
  });
});

describe('the language of the customer (issue 32 items 2 and 5)', () => {
  it('says on every call the language the portal is read in, for the SMS and alerts the server writes later', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.post(walletUrl, ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json(fixtures.wallet);
      }),
    );
    let shown = 'fr';
    const api = await client({ readLanguage: () => shown });
    await callOperation(api, 'getWallet', { mobileNumber });
    shown = 'hi';
    await callOperation(api, 'getWallet', { mobileNumber });
    expect(languages).toEqual(['fr', 'hi']);
  });
});

describe('a wallet API that accepts and never answers (issue 56 item 5)', () => {
  const configUrl = `${apiOrigin}/api/portal/config`;

  it('fails a call that waited for the runtime configuration within the timeout, under the id the configuration was asked with, and asks again next time', async () => {
    const configIds: (string | null)[] = [];
    let hung = true;
    server.use(
      http.get(configUrl, async ({ request }) => {
        configIds.push(request.headers.get('x-request-id'));
        if (hung) await delay('infinite');
        return HttpResponse.json({ payloadEncryption: { enabled: false, algorithm: 'A256GCM' }, requestTimeoutMs: 30_000 });
      }),
      http.post(walletUrl, () => HttpResponse.json(fixtures.wallet)),
    );
    const { lazyApiClient } = await import('../../src/api/api-client');
    const { loadPortalConfig } = await import('../../src/api/portal-config');
    const api = lazyApiClient(async () => client({ config: await loadPortalConfig(apiOrigin, fetch, 50) }));
    const waited = await callOperation(api, 'getWallet', { mobileNumber }, { timeoutMs: 5_000 });
    expect(waited.failure).toBe('timeout');
    expect(configIds).toHaveLength(1);
    expect(waited.requestId).toBe(configIds[0]);
    expect(lastFailedRequest()).toBe(configIds[0]);
    hung = false;
    const answered = await callOperation(api, 'getWallet', { mobileNumber });
    expect(answered.httpStatus).toBe(200);
    expect(configIds).toHaveLength(2);
  });

  it('gives up a session refresh that never answers, within the timeout, rather than holding the call', async () => {
    server.use(
      http.post(walletUrl, () => HttpResponse.json({ code: '401', message: 'Session expired' }, { status: 401 })),
      http.post(refreshUrl, () => delay('infinite')),
    );
    const { plainConfig } = await import('../../src/api/portal-config');
    const api = await client({ config: { ...plainConfig, requestTimeoutMs: 50 } });
    const result = await callOperation(api, 'getWallet', { mobileNumber }, { timeoutMs: 60_000 });
    expect(result.httpStatus).toBe(401);
    expect(sessionEnded).toBe(1);
  });
});
