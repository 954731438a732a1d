/**
 * Issue 12: the sandbox holds the wallet's rules under attack. Each test is an attack as a request
 * sequence against the real sandbox, asserting the refusal, and that no session survived or no
 * data leaked. Limits come from rules/limits.json.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limit } from '../src/core/config/limits';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import seed from './db/seed.json';
import { textOf } from './http/envelope';
import { formatMoney } from '../src/core/money/format-money';
import { maskName } from '../src/core/format/mask-name';
import { providerCallback } from '../tests/setup/provider-callback';
import { confirmationGrant, reviewOtp, verifiedGrant, type ConfirmationPurpose, type ConfirmedParts } from '../tests/setup/confirmation-grant';
import { addBeneficiaryMessageCode, closeWalletMessageCode, emailOtpMessageCodes, listBeneficiariesMessageCode, statusEnquiryMessageCode, transferToBankMessageCode, updateBeneficiaryMessageCode, updateProfileDetailsMessageCode } from '../src/api/generated/message-codes';

const [customer] = seed.customers;
if (!customer) throw new Error('seed.json has no customer');
const [oldAccount] = seed.migrationAccounts;
if (!oldAccount) throw new Error('seed.json has no migration account');

// The KYC agents at work whatever the hour the tests run (their hours have tests of their own).
const sandbox = useInMemorySandbox({ agentsAt: () => true });
let app: FastifyInstance;
beforeEach(() => {
  ({ app } = sandbox());
});

const login = (password = customer.password, mobileNumber = customer.mobileNumber) => app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber, password } });
const walletOf = (token: string) => app.inject({ method: 'POST', url: '/api/wallet/details', headers: { authorization: `Bearer ${token}` }, payload: { mobileNumber: customer.mobileNumber } });
const refresh = (refreshToken: string, remoteAddress = '127.0.0.1') => app.inject({ method: 'POST', url: '/api/auth/refreshtoken', remoteAddress, payload: { refreshToken } });
/** Where a thief replays a stolen refresh token from: not the customer's own address. */
const thief = '203.0.113.66';

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

describe('issue 32 item 7: a refused refresh says why the session ended', () => {
  const changePassword = (token: string, password: string) => app.inject({ method: 'POST', url: '/api/changepassword', headers: { authorization: `Bearer ${token}` }, payload: { currentPassword: customer.password, password } });
  const refusal = (code: string) => ({ code, message: textOf(`code.${code}`) });

  it('176 once the password changed on another device, 177 after a logout, 179 for a spent refresh token used again', async () => {
    const elsewhere = (await login()).json<{ token: string; refreshToken: string }>();
    const here = (await login()).json<{ token: string; refreshToken: string }>();
    expect((await changePassword(here.token, `${customer.password}!`)).statusCode).toBe(200);
    expect((await refresh(elsewhere.refreshToken)).json()).toEqual(refusal('176'));

    const renewed = (await refresh(here.refreshToken)).json<{ token: string; refreshToken: string }>();
    expect((await refresh(here.refreshToken, thief)).json()).toEqual(refusal('179'));
    expect((await refresh(renewed.refreshToken)).json()).toEqual(refusal('179'));

    const next = (await login(`${customer.password}!`)).json<{ token: string; refreshToken: string }>();
    await app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${next.token}` }, payload: { refreshToken: next.refreshToken } });
    expect((await refresh(next.refreshToken)).json()).toEqual(refusal('177'));
  });

  it('issue 58 item 7: a refresh token this server never issued answers 248, log in again (never 234, which invites a refresh)', async () => {
    const madeUp = await refresh('made-up-refresh-token-of-43-characters-long');
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json()).toEqual(refusal('248'));
    expect(textOf('code.248')).toMatch(/log in again/i);
  });
});

describe('issue 32 item 6: the customer sees their signed-in devices and ends the ones they do not know', () => {
  const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const laptop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
  const signIn = async (userAgent: string, remoteAddress: string) => {
    const tokens = (await login()).json<{ token: string; refreshToken: string }>();
    const headers = { authorization: `Bearer ${tokens.token}`, 'user-agent': userAgent };
    // Its first call says where it is.
    await app.inject({ method: 'POST', url: '/api/wallet/details', headers, remoteAddress, payload: { mobileNumber: customer.mobileNumber } });
    return { ...tokens, headers, remoteAddress };
  };
  const listed = async (device: { headers: Record<string, string>; remoteAddress: string }) =>
    (await app.inject({ method: 'GET', url: `/api/sessions?urn=${customer.urn}`, headers: device.headers, remoteAddress: device.remoteAddress })).json<{ sessions: { sessionId: string; state: string; device: string; browser: string | null; clientAddress: string | null }[] }>().sessions;

  it('lists each login with its device, browser and address, this one first; ends one, then all the others (177 at their refresh)', async () => {
    const mine = await signIn(phone, '203.0.113.7');
    const theirs = await signIn(laptop, thief);
    const third = await signIn(laptop, '198.51.100.23');
    const sessions = await listed(mine);
    const shown = sessions.map(({ state, device, browser, clientAddress }) => ({ state, device, browser, clientAddress }));
    expect(shown[0]).toEqual({ state: 'current', device: 'android', browser: 'Chrome', clientAddress: '203.0.113.7' });
    // The others by when they were last used: the two signed in within the same moment here, in either order.
    expect(shown.slice(1).sort((a, b) => String(a.clientAddress).localeCompare(String(b.clientAddress)))).toEqual([
      { state: 'other', device: 'windows', browser: 'Edge', clientAddress: '198.51.100.23' },
      { state: 'other', device: 'windows', browser: 'Edge', clientAddress: thief },
    ]);
    // Nothing a token can be made from.
    for (const session of sessions) for (const token of [mine.token, mine.refreshToken, theirs.token]) expect(token).not.toContain(session.sessionId);

    const stranger = sessions.find((session) => session.clientAddress === thief)?.sessionId ?? '';
    const ended = await app.inject({ method: 'POST', url: '/api/sessions/end', headers: mine.headers, payload: { urn: customer.urn, sessionId: stranger } });
    expect(ended.json()).toEqual({ code: '00', message: textOf('api:sessionEnded') });
    expect((await walletOf(theirs.token)).statusCode).toBe(401);
    expect((await refresh(theirs.refreshToken, thief)).json()).toEqual({ code: '177', message: textOf('code.177') });
    expect((await listed(mine)).length).toBe(2);
    // Ended, it is not found again; nor is it from another customer's session.
    expect((await app.inject({ method: 'POST', url: '/api/sessions/end', headers: mine.headers, payload: { urn: customer.urn, sessionId: stranger } })).statusCode).toBe(404);

    const others = await app.inject({ method: 'POST', url: '/api/sessions/end-others', headers: mine.headers, payload: { urn: customer.urn } });
    expect(others.json()).toEqual({ code: '00', message: textOf('api:otherSessionsEnded') });
    expect((await refresh(third.refreshToken, third.remoteAddress)).json()).toEqual({ code: '177', message: textOf('code.177') });
    expect((await listed(mine)).map(({ state }) => state)).toEqual(['current']);
    expect((await walletOf(mine.token)).statusCode).toBe(200);
  });

  it("cannot end another customer's login by its sessionId", async () => {
    const mine = await signIn(phone, '203.0.113.7');
    const [own] = await listed(mine);
    const [, other] = seed.customers;
    if (!other) throw new Error('seed.json has one customer');
    const strangerToken = (await login(other.password, other.mobileNumber)).json<{ token: string }>().token;
    const tried = await app.inject({ method: 'POST', url: '/api/sessions/end', headers: { authorization: `Bearer ${strangerToken}` }, payload: { urn: other.urn, sessionId: own?.sessionId } });
    expect(tried.statusCode).toBe(404);
    expect((await walletOf(mine.token)).statusCode).toBe(200);
  });
});

describe('issue 32 item 8: two tabs refreshing at once', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`lets the same refresh token be spent again from the same address within refreshGraceSeconds (${String(limit('refreshGraceSeconds'))} s), and treats any later reuse as a theft`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = (await login()).json<{ token: string; refreshToken: string }>();
    const first = await refresh(tokens.refreshToken);
    const second = await refresh(tokens.refreshToken);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    for (const answer of [first, second]) expect((await walletOf(answer.json<{ token: string }>().token)).statusCode).toBe(200);
    // Past the grace, the same token again is a stolen copy: the whole chain ends.
    vi.setSystemTime(Date.now() + (limit('refreshGraceSeconds') + 1) * 1000);
    expect((await refresh(tokens.refreshToken)).json<{ code: string }>().code).toBe('179');
    expect((await walletOf(first.json<{ token: string }>().token)).statusCode).toBe(401);
  });
});

describe('item 7: sessions end when they should', () => {
  it('a refresh token used twice revokes the whole chain: the tokens issued from it stop working', async () => {
    const first = (await login()).json<{ token: string; refreshToken: string }>();
    const renewed = (await refresh(first.refreshToken)).json<{ token: string; refreshToken: string }>();
    expect((await walletOf(renewed.token)).statusCode).toBe(200);
    // The stolen copy of the first refresh token is replayed, from the thief's address.
    expect((await refresh(first.refreshToken, thief)).statusCode).toBe(401);
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
      const refused = await refresh(tokens.refreshToken);
      expect(refused.statusCode).toBe(401);
      // The refusal says why (issue 32 item 7): the login's absolute lifetime is over.
      expect(refused.json()).toEqual({ code: '178', message: textOf('code.178') });
      expect((await walletOf(tokens.token)).statusCode).toBe(401);
    });
  });

  it('a password reset revokes every session of the customer', async () => {
    const before = (await login()).json<{ token: string; refreshToken: string }>();
    await app.inject({ method: 'POST', url: '/api/forgotpass/otp', payload: { mobileNumber: customer.mobileNumber } });
    const inbox = (await app.inject({ method: 'GET', url: `/sandbox/inbox?mobile=${customer.mobileNumber}` })).json<{ messages: { otp: string }[] }>();
    const validated = await app.inject({ method: 'POST', url: '/api/forgotpass/otp/validate', payload: { mobileNumber: customer.mobileNumber, otp: inbox.messages[0]?.otp ?? '' } });
    const { profileId, passwordGrant } = validated.json<{ profileId: string; passwordGrant: string }>();
    const reset = await app.inject({ method: 'POST', url: '/api/resetpassword', payload: { profileid: profileId, passwordGrant, password: 'Another@2027' } });
    expect(reset.json<{ code: string }>().code).toBe('18');
    expect((await walletOf(before.token)).statusCode).toBe(401);
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    expect((await login('Another@2027')).statusCode).toBe(200);
  });
});

describe('item 2: password guessing', () => {
  it(`locks a number after passwordMaxFailures (${String(limit('passwordMaxFailures'))}) wrong passwords, even for the right one, and says until when`, async () => {
    for (let tries = 0; tries < limit('passwordMaxFailures'); tries++) expect((await login('Wrong@2026')).json<{ code: string }>().code).toBe('138');
    const locked = await login();
    expect(locked.statusCode).toBe(429);
    const body = locked.json<{ code: string; retryAfterSeconds: number }>();
    expect(body.code).toBe('148');
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(limit('passwordLockMinutes') * 60);
    expect(locked.headers['retry-after']).toBe(String(body.retryAfterSeconds));
    expect(locked.json()).not.toHaveProperty('token');
    // Another number is not locked by this one's failures.
    const [, other] = seed.customers;
    expect((await login(other?.password, other?.mobileNumber)).statusCode).toBe(200);
  });

  it('lets the lock end after passwordLockMinutes, and a good login starts the count over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let tries = 0; tries < limit('passwordMaxFailures'); tries++) await login('Wrong@2026');
      expect((await login()).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + limit('passwordLockMinutes') * 60_000 + 1_000);
      expect((await login()).statusCode).toBe(200);
      for (let tries = 0; tries < limit('passwordMaxFailures') - 1; tries++) await login('Wrong@2026');
      expect((await login()).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes as long to refuse an unknown number as a known one, so numbers cannot be told apart by time', async () => {
    const median = async (mobileNumber: string) => {
      const times: number[] = [];
      for (let run = 0; run < 4; run++) {
        const started = performance.now();
        await login(`Wrong@${String(run)}`, mobileNumber);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    const known = await median(customer.mobileNumber);
    const unknown = await median('919000000077');
    // Today a known number takes ~30 times longer (0.9 ms against 29.6 ms); now both check a real hash.
    expect(unknown).toBeGreaterThan(known / 3);
  });
});

describe('item 11: the simulators are not a door', () => {
  const minimum = seed.customers.find((candidate) => candidate.kycType === 'MIN_KYC');
  if (!minimum) throw new Error('seed.json has no minimum-KYC customer');
  const kycOf = async (token: string) =>
    (await app.inject({ method: 'POST', url: '/api/wallet/details', headers: { authorization: `Bearer ${token}` }, payload: { mobileNumber: minimum.mobileNumber } })).json<{ wallet: { kycType: string } }>().wallet.kycType;

  it('does not upgrade a customer named by profileId, and a started session works once, for its own customer', async () => {
    const { token } = (await login(minimum.password, minimum.mobileNumber)).json<{ token: string }>();
    const guessed = await app.inject({ method: 'GET', url: `/sandbox/video-kyc?session=${minimum.profileId}` });
    expect(guessed.statusCode).toBe(404);
    expect(await kycOf(token)).toBe('MIN_KYC');
    const auth = { authorization: `Bearer ${token}` };
    // Spec §4: PAN first, then the Aadhaar from DigiLocker, then the call.
    await app.inject({ method: 'POST', url: '/api/pan-verification', headers: auth, payload: { pan: 'ABCPK1234L', name: minimum.fullName, dob: '1991-03-09', consent: 'Y' } });
    await app.inject({ method: 'POST', url: '/api/kyc/digilocker', headers: auth, payload: { aadhaarNumber: 234567890192, userName: minimum.fullName, consent: 'Y' } });
    const initiated = await app.inject({ method: 'POST', url: '/api/video-kyc/initiate', headers: auth, payload: { mobileNumber: minimum.mobileNumber } });
    const { redirectUrl } = initiated.json<{ redirectUrl: string }>();
    expect(redirectUrl).not.toContain(minimum.profileId);
    expect((await app.inject({ method: 'GET', url: redirectUrl })).statusCode).toBe(303);
    expect(await kycOf(token)).toBe('FULL_KYC_VERIFIED');
    expect((await app.inject({ method: 'GET', url: redirectUrl })).statusCode).toBe(404);
  });

  it('lets only the operator settle a service request', async () => {
    const anyone = await app.inject({ method: 'POST', url: '/sandbox/checker', payload: { serviceRequestId: 'SR1', decision: 'SETTLED_BY_CHECKER' } });
    expect(anyone.statusCode).toBe(401);
    const guessing = await app.inject({ method: 'POST', url: '/sandbox/checker', headers: { 'x-sandbox-operator-key': 'guess' }, payload: { serviceRequestId: 'SR1', decision: 'SETTLED_BY_CHECKER' } });
    expect(guessing.statusCode).toBe(401);
  });
});

describe('item 11: SANDBOX_SIMULATORS=off removes them', () => {
  const withoutSimulators = useInMemorySandbox({ simulators: false });
  it('answers 404 for the inbox, the checker, the video-KYC page and the provider page', async () => {
    const { app: bare } = withoutSimulators();
    for (const [method, url] of [['GET', `/sandbox/inbox?mobile=${customer.mobileNumber}`], ['POST', '/sandbox/checker'], ['GET', '/sandbox/video-kyc?session=x'], ['POST', '/sandbox/pay']] as const) {
      expect((await bare.inject({ method, url })).statusCode, url).toBe(404);
    }
  });
});

describe('item 8: set-password grants', () => {
  const forgot = async (mobileNumber: string) => {
    await app.inject({ method: 'POST', url: '/api/forgotpass/otp', payload: { mobileNumber } });
    const inbox = (await app.inject({ method: 'GET', url: `/sandbox/inbox?mobile=${mobileNumber}` })).json<{ messages: { otp: string }[] }>();
    const validated = await app.inject({ method: 'POST', url: '/api/forgotpass/otp/validate', payload: { mobileNumber, otp: inbox.messages[0]?.otp ?? '' } });
    return validated.json<{ profileId: string; passwordGrant: string }>();
  };

  it("opens nothing with a profileId alone while another customer's grant is open, nor with that grant for another profile", async () => {
    const [, victim] = seed.customers;
    if (!victim) throw new Error('seed.json has a second customer');
    const attacker = await forgot(customer.mobileNumber);
    // The victim has an open grant of their own (they asked to recover their password).
    await forgot(victim.mobileNumber);
    for (const payload of [
      { profileid: victim.profileId, password: 'Taken@2026', passwordGrant: attacker.passwordGrant },
      { profileid: victim.profileId, password: 'Taken@2026', passwordGrant: 'x'.repeat(43) },
    ]) {
      const answer = await app.inject({ method: 'POST', url: '/api/resetpassword', payload });
      expect(answer.json<{ code: string }>().code).toBe('104');
    }
    expect((await login(victim.password, victim.mobileNumber)).statusCode).toBe(200);
    expect(attacker.passwordGrant.length).toBeGreaterThanOrEqual(40);
  });

  it('never overwrites an existing password through set-password', async () => {
    const { profileId, passwordGrant } = await forgot(customer.mobileNumber);
    const answer = await app.inject({ method: 'POST', url: '/api/setpassword', payload: { profileid: profileId, passwordGrant, password: 'Taken@2026' } });
    expect(answer.statusCode).toBe(400);
    expect((await login()).statusCode).toBe(200);
  });
});

describe('item 5: a closed wallet moves nothing', () => {
  const closed = seed.customers.find((candidate) => 'flags' in candidate && (candidate.flags as { closed?: boolean }).closed === true);
  if (!closed) throw new Error('seed.json has no closed wallet');

  it('refuses the closed customer a login, by password and by OTP', async () => {
    const byPassword = await login(closed.password, closed.mobileNumber);
    expect(byPassword.statusCode).toBe(403);
    expect(byPassword.json<{ code: string }>().code).toBe('13');
    await app.inject({ method: 'POST', url: '/api/login', payload: { mobileNumber: closed.mobileNumber } });
    const inbox = (await app.inject({ method: 'GET', url: `/sandbox/inbox?mobile=${closed.mobileNumber}` })).json<{ messages: { otp: string }[] }>();
    const byOtp = await app.inject({ method: 'POST', url: '/api/login/validate', payload: { mobileNumber: closed.mobileNumber, otp: inbox.messages[0]?.otp ?? '', isTokenRequired: 'Y' } });
    expect(byOtp.statusCode).toBe(403);
    expect(byOtp.json()).not.toHaveProperty('token', expect.any(String) as unknown);
  });

  it('refuses every wallet action of a session that outlived the closure, and credits no load started before it', async () => {
    const { db } = sandbox();
    const auth = { authorization: `Bearer ${(await login()).json<{ token: string }>().token}` };
    const start = await app.inject({ method: 'POST', url: '/api/card-payment/start', headers: { ...auth, 'idempotency-key': 'attack-load-before-close' }, payload: { urn: customer.urn, amount: 10_000 } });
    const { form } = start.json<{ form: Record<string, string> }>();
    db.prepare("UPDATE wallets SET status = 'CLOSED' WHERE urn = ?").run(customer.urn);
    const balanceBefore = (db.prepare('SELECT balance_paise AS b FROM wallets WHERE urn = ?').get(customer.urn) as { b: number }).b;

    const attempts = [
      app.inject({ method: 'POST', url: '/api/card-payment/start', headers: { ...auth, 'idempotency-key': 'attack-load-after-close' }, payload: { urn: customer.urn, amount: 10_000 } }),
      app.inject({ method: 'POST', url: '/api/add-beneficiary', headers: { ...auth, 'idempotency-key': 'attack-add-after-close' }, payload: { messageCode: addBeneficiaryMessageCode, urn: customer.urn, beneficiaryName: 'Mallory', bankName: 'HDFC Bank', accountNumber: '50100099999999', ifsc: 'HDFC0001234', implId: 'O|70067', beneficiaryType: 'FT', confirmationGrant: 'cg-any' } }),
      app.inject({ method: 'POST', url: '/api/wta-transfer', headers: { ...auth, 'idempotency-key': 'attack-transfer-after' }, payload: { messageCode: transferToBankMessageCode, urn: customer.urn, amount: 10_000, beneficiaryId: 'BEN1', implId: 'O|70066', implType: 'FT', confirmationGrant: 'cg-any' } }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json<{ code: string }>().code).toBe('13');
    }

    const callback = await providerCallback(app, form);
    expect(callback.json<{ credited: boolean }>().credited).toBe(false);
    expect((db.prepare('SELECT balance_paise AS b FROM wallets WHERE urn = ?').get(customer.urn) as { b: number }).b).toBe(balanceBefore);
  });
});

describe("item 4: a KYC upgrade needs this customer's own PAN and Aadhaar checks", () => {
  const [first, second] = seed.customers.filter((candidate) => candidate.kycType === 'MIN_KYC');
  if (!first || !second) throw new Error('seed.json has two minimum-KYC customers');
  const bearer = async (who: typeof first) => ({ authorization: `Bearer ${(await login(who.password, who.mobileNumber)).json<{ token: string }>().token}` });
  const verifyPan = (auth: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/pan-verification', headers: auth, payload: { pan: 'ABCPK1234L', name: 'Ravi Kumar', dob: '1991-03-09', consent: 'Y' } });
  const aadhaarCheck = async (auth: Record<string, string>) => {
    const aadhaarNumber = 234567890192;
    const sent = await app.inject({ method: 'POST', url: '/api/aadhar/otp', headers: auth, payload: { aadhaarNumber, userName: 'Ravi Kumar' } });
    const { traceId } = sent.json<{ traceId: string }>();
    const inbox = (await app.inject({ method: 'GET', url: `/sandbox/inbox?aadhaar=${String(aadhaarNumber)}` })).json<{ messages: { otp: string }[] }>();
    await app.inject({ method: 'POST', url: '/api/aadhar/otp/verify', headers: auth, payload: { traceId, otp: inbox.messages[0]?.otp ?? '' } });
    return traceId;
  };
  const upgrade = (auth: Record<string, string>, who: typeof first, traceId: string) =>
    app.inject({ method: 'POST', url: '/api/user/upgradekyc/minkyc', headers: auth, payload: { mobileNumber: who.mobileNumber, traceId, pan: 'ABCPK1234L' } });

  it("refuses another customer's traceId, a traceId used twice, and an upgrade without a PAN check", async () => {
    const a = await bearer(first);
    const b = await bearer(second);
    const traceOfA = await aadhaarCheck(a);
    // B verified a PAN of their own, but the Aadhaar check is A's.
    await verifyPan(b);
    expect((await upgrade(b, second, traceOfA)).statusCode).toBe(400);
    // A has no PAN check yet.
    expect((await upgrade(a, first, traceOfA)).statusCode).toBe(400);
    await verifyPan(a);
    expect((await upgrade(a, first, traceOfA)).statusCode).toBe(200);
    // The same traceId upgrades no one again.
    expect((await upgrade(b, second, traceOfA)).statusCode).toBe(400);
    const kycOfB = (await app.inject({ method: 'POST', url: '/api/wallet/details', headers: b, payload: { mobileNumber: second.mobileNumber } })).json<{ wallet: { kycType: string } }>().wallet.kycType;
    expect(kycOfB).toBe('MIN_KYC');
  });
});

/** The account the beneficiary tests add. */
const asha = { beneficiaryName: 'Asha Verma', bankName: 'HDFC Bank', accountNumber: '50100012345678', ifsc: 'HDFC0001234' };

describe('issue 32 item 2: the OTP belongs to one transaction', () => {
  const sessionAuth = async () => ({ authorization: `Bearer ${(await login()).json<{ token: string }>().token}` });
  // Any parts, to send the shapes the contract refuses too.
  const sendOtp = (auth: Record<string, string>, purpose: ConfirmationPurpose, transaction: Readonly<Record<string, unknown>>) =>
    app.inject({ method: 'POST', url: '/api/confirmation/send-otp', headers: auth, payload: { urn: customer.urn, purpose, ...transaction } });
  const newestSms = async () => {
    const [newest] = (await app.inject({ method: 'GET', url: `/sandbox/inbox?mobile=${customer.mobileNumber}` })).json<{ messages: { otp: string; text?: string }[] }>().messages;
    if (!newest) throw new Error('no OTP in the inbox');
    return newest;
  };
  const verify = async (auth: Record<string, string>, purpose: ConfirmationPurpose) =>
    (await app.inject({ method: 'POST', url: '/api/confirmation/verify-otp', headers: auth, payload: { urn: customer.urn, purpose, otp: (await newestSms()).otp } })).json<{ confirmationGrant: string }>().confirmationGrant;
  const toBank = (auth: Record<string, string>, key: string, amount: number, to: { beneficiaryId: string } | { payee: typeof asha }, confirmationGrant: string) =>
    app.inject({ method: 'POST', url: '/api/wta-transfer', headers: { ...auth, 'idempotency-key': key }, payload: { messageCode: transferToBankMessageCode, urn: customer.urn, amount, ...to, implId: limit('beneficiaryTransferImplId'), implType: 'FT', confirmationGrant } });
  const balance = async (auth: Record<string, string>) =>
    (await app.inject({ method: 'POST', url: '/api/wallet/details', headers: auth, payload: { mobileNumber: customer.mobileNumber } })).json<{ wallet: { balance: number } }>().wallet.balance;
  const money = (paise: number) => formatMoney(paise, textOf('format.locale'), limit('currencyCode'));
  const refusedAsAnother = { code: '180', message: textOf('code.180') };

  it('names the amount and the payee in the SMS, and refuses its grant for another amount or payee with 180, spending it', async () => {
    const auth = await sessionAuth();
    const added = await app.inject({
      method: 'POST',
      url: '/api/add-beneficiary',
      headers: { ...auth, 'idempotency-key': 'otp-binding-beneficiary' },
      payload: { messageCode: addBeneficiaryMessageCode, urn: customer.urn, ...asha, implId: limit('beneficiaryAddImplId'), beneficiaryType: 'FT', confirmationGrant: await confirmationGrant(app, auth, customer, 'addBeneficiary', { payee: asha }) },
    });
    const { beneficiaryId } = added.json<{ beneficiary: { beneficiaryId: string } }>().beneficiary;
    const before = await balance(auth);

    expect((await sendOtp(auth, 'transfer', { amount: 50_000, beneficiaryId })).statusCode).toBe(200);
    const sms = await newestSms();
    for (const part of [sms.otp, money(50_000), asha.beneficiaryName, asha.bankName, asha.accountNumber.slice(-4)]) expect(sms.text).toContain(part);
    expect(sms.text).not.toContain(asha.accountNumber);
    const grant = await verify(auth, 'transfer');
    const otherAmount = await toBank(auth, 'otp-binding-transfer-1', 60_000, { beneficiaryId }, grant);
    expect([otherAmount.statusCode, otherAmount.json()]).toEqual([403, refusedAsAnother]);
    // Spent by the try: the amount it named cannot be sent with it either.
    expect((await toBank(auth, 'otp-binding-transfer-2', 50_000, { beneficiaryId }, grant)).json<{ message: string }>().message).toBe(textOf('account:refusal.confirmOtpFirst'));

    // A new amount asks for a new OTP at once, without the resend wait; the same one again waits.
    expect((await sendOtp(auth, 'transfer', { amount: 60_000, beneficiaryId })).statusCode).toBe(200);
    expect((await newestSms()).text).toContain(money(60_000));
    const again = await sendOtp(auth, 'transfer', { amount: 60_000, beneficiaryId });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([429, '168']);
    const otherPayee = await toBank(auth, 'otp-binding-transfer-3', 60_000, { payee: { ...asha, accountNumber: '50100099999999' } }, await verify(auth, 'transfer'));
    expect([otherPayee.statusCode, otherPayee.json()]).toEqual([403, refusedAsAnother]);

    // A friend's wallet: the grant for one friend does not pay another.
    const [, , meera, vikram] = seed.customers;
    if (!meera || !vikram) throw new Error('seed.json has fewer customers than the test needs');
    expect((await sendOtp(auth, 'walletTransfer', { amount: 10_000, recipientMobileNumber: meera.mobileNumber })).statusCode).toBe(200);
    expect((await newestSms()).text).toContain(maskName(meera.fullName));
    const toAnother = await app.inject({
      method: 'POST',
      url: '/api/wallet-transfer',
      headers: { ...auth, 'idempotency-key': 'otp-binding-wallet-1' },
      payload: { urn: customer.urn, recipientMobileNumber: vikram.mobileNumber, amount: 10_000, confirmationGrant: await verify(auth, 'walletTransfer') },
    });
    expect([toAnother.statusCode, toAnother.json()]).toEqual([403, refusedAsAnother]);
    expect(await balance(auth)).toBe(before);
  });

  // Issue 55 item 5: the OTP of a change of limits named the beneficiary only, and its grant set any limits.
  it('names the new limits in the SMS of a change of limits, and sets only those with its grant (180 for any other, spending it)', async () => {
    const auth = await sessionAuth();
    const added = await app.inject({
      method: 'POST',
      url: '/api/add-beneficiary',
      headers: { ...auth, 'idempotency-key': 'otp-binding-limits' },
      payload: { messageCode: addBeneficiaryMessageCode, urn: customer.urn, ...asha, implId: limit('beneficiaryAddImplId'), beneficiaryType: 'FT', dailyAmountLimit: 2_500_000, confirmationGrant: await confirmationGrant(app, auth, customer, 'addBeneficiary', { payee: asha }) },
    });
    const { beneficiaryId } = added.json<{ beneficiary: { beneficiaryId: string } }>().beneficiary;
    const asked = { dailyAmountLimit: 5_000_000, monthlyFrequencyLimit: 40 };
    expect((await sendOtp(auth, 'updateBeneficiary', { beneficiaryId, ...asked })).statusCode).toBe(200);
    const sms = await newestSms();
    for (const part of [money(asked.dailyAmountLimit), String(asked.monthlyFrequencyLimit), asha.beneficiaryName]) expect(sms.text).toContain(part);
    const update = (limits: Readonly<Record<string, number | null>>, grant: string) =>
      app.inject({ method: 'PATCH', url: '/api/update-beneficiary', headers: auth, payload: { messageCode: updateBeneficiaryMessageCode, urn: customer.urn, beneficiaryId, ...limits, confirmationGrant: grant } });
    const other = await update({ dailyAmountLimit: 10_000_000, monthlyFrequencyLimit: 500 }, await verify(auth, 'updateBeneficiary'));
    expect([other.statusCode, other.json()]).toEqual([403, refusedAsAnother]);
    expect((await sendOtp(auth, 'updateBeneficiary', { beneficiaryId, ...asked, monthlyAmountLimit: null })).statusCode).toBe(200);
    const set = await update(asked, await verify(auth, 'updateBeneficiary'));
    expect(set.statusCode).toBe(200);
    expect(set.json<{ beneficiary: Record<string, unknown> }>().beneficiary).toMatchObject({ ...asked, monthlyAmountLimit: null, dailyFrequencyLimit: null });
    // Limits in the wrong order are refused before an OTP is sent, as the update refuses them.
    const wrongOrder = await sendOtp(auth, 'updateBeneficiary', { beneficiaryId, dailyFrequencyLimit: 5, monthlyFrequencyLimit: 4 });
    expect([wrongOrder.statusCode, wrongOrder.json<{ message: string }>().message]).toEqual([400, textOf('validation.monthlyCountBelowDaily')]);
  });

  // Issue 55 item 2: Review, Back, another amount, five times, answered 149 "exhausted the limit for entering correct OTP" with no OTP typed.
  it('sends a first OTP for each new amount reviewed, however often the customer changes it, and the last one pays; only a flood past otpMaxTransactionsPerWindow waits, with 168', async () => {
    const auth = await sessionAuth();
    const amountOf = (review: number) => 10_000 + review * 100;
    const reviews = 2 * (1 + limit('otpMaxResends'));
    for (let review = 1; review <= reviews; review++) {
      const sent = await sendOtp(auth, 'transfer', { amount: amountOf(review), payee: asha });
      expect([review, sent.statusCode]).toEqual([review, 200]);
    }
    const paid = await toBank(auth, 'review-again-and-again', amountOf(reviews), { payee: asha }, await verify(auth, 'transfer'));
    expect(paid.statusCode).toBe(200);

    // A flood of new amounts (an SMS bill run up on purpose) is held back, as a wait between OTPs, never as a lock.
    let answer = await sendOtp(auth, 'transfer', { amount: amountOf(0), payee: asha });
    for (let review = 1; answer.statusCode === 200 && review <= limit('otpMaxTransactionsPerWindow'); review++) answer = await sendOtp(auth, 'transfer', { amount: amountOf(review), payee: asha });
    expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([429, '168']);
    expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(limit('otpWindowMinutes') * 60);
    // The OTP sent last still confirms its transfer: nothing was locked.
    expect((await app.inject({ method: 'POST', url: '/api/confirmation/verify-otp', headers: auth, payload: { urn: customer.urn, purpose: 'transfer', otp: (await newestSms()).otp } })).statusCode).toBe(200);
  });

  it('asks a session opened by a login OTP for the password beside the confirmation OTP: 181 without it, 165 for a wrong one', async () => {
    await app.inject({ method: 'POST', url: '/api/login', payload: { mobileNumber: customer.mobileNumber } });
    const opened = await app.inject({ method: 'POST', url: '/api/login/validate', payload: { mobileNumber: customer.mobileNumber, otp: (await newestSms()).otp, isTokenRequired: 'Y' } });
    const auth = { authorization: `Bearer ${opened.json<{ token: string }>().token}` };
    const confirm = async (password?: string) => {
      expect((await sendOtp(auth, 'transfer', { amount: 10_000, payee: asha })).statusCode).toBe(200);
      const otp = (await newestSms()).otp;
      return app.inject({ method: 'POST', url: '/api/confirmation/verify-otp', headers: auth, payload: { urn: customer.urn, purpose: 'transfer', otp, ...(password === undefined ? {} : { password }) } });
    };
    const without = await confirm();
    expect([without.statusCode, without.json()]).toEqual([400, { code: '181', message: textOf('code.181') }]);
    const wrong = await app.inject({ method: 'POST', url: '/api/confirmation/verify-otp', headers: auth, payload: { urn: customer.urn, purpose: 'transfer', otp: (await newestSms()).otp, password: `${customer.password}x` } });
    expect([wrong.statusCode, wrong.json<{ code: string }>().code]).toEqual([400, '165']);
    const right = await app.inject({ method: 'POST', url: '/api/confirmation/verify-otp', headers: auth, payload: { urn: customer.urn, purpose: 'transfer', otp: (await newestSms()).otp, password: customer.password } });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toHaveProperty('confirmationGrant');
  });

  it('refuses an OTP request that does not name what its purpose confirms, and one for a beneficiary not the customer\'s', async () => {
    const auth = await sessionAuth();
    for (const transaction of [{}, { amount: 50_000 }, { beneficiaryId: 'BEN1' }, { amount: 50_000, beneficiaryId: 'BEN1', payee: asha }, { amount: 50_000, recipientMobileNumber: '919811111111' }]) {
      expect((await sendOtp(auth, 'transfer', transaction)).statusCode, JSON.stringify(transaction)).toBe(400);
    }
    expect((await sendOtp(auth, 'addBeneficiary', { payee: asha, amount: 50_000 })).statusCode).toBe(400);
    expect((await sendOtp(auth, 'updateBeneficiary', {})).statusCode).toBe(400);
    expect((await sendOtp(auth, 'transfer', { amount: 50_000, beneficiaryId: 'BEN-NOT-MINE' })).statusCode).toBe(404);
  });
});

describe('issue 32 item 3: the server refuses what the form refuses', () => {
  // Each is refused by the beneficiary-name field of the forms, whose schema the contract lays in.
  const hostileNames = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'amreV ahsA\u202Egpj.exe', 'Asha\nVerma', 'Asha Verma \u{1F600}'];
  const auth = async () => ({ authorization: `Bearer ${(await login()).json<{ token: string }>().token}` });
  const beneficiaries = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: `/api/banaficiaries?messageCode=${String(listBeneficiariesMessageCode)}&urn=${customer.urn}&activationStatus=AC&transferType=FT`, headers })).json<{ beneficiaryDataList: unknown[] }>().beneficiaryDataList;

  it('refuses markup, a right-to-left override, a newline and emoji as a beneficiary or payee name, and stores nothing', async () => {
    const headers = await auth();
    for (const [index, beneficiaryName] of hostileNames.entries()) {
      const added = await app.inject({
        method: 'POST',
        url: '/api/add-beneficiary',
        headers: { ...headers, 'idempotency-key': `hostile-name-${String(index).padStart(4, '0')}` },
        payload: { messageCode: addBeneficiaryMessageCode, urn: customer.urn, ...asha, beneficiaryName, receiver: beneficiaryName, implId: limit('beneficiaryAddImplId'), beneficiaryType: 'FT', confirmationGrant: 'cg-any' },
      });
      expect(added.statusCode, beneficiaryName).toBe(400);
      const otp = await app.inject({ method: 'POST', url: '/api/confirmation/send-otp', headers, payload: { urn: customer.urn, purpose: 'transfer', amount: 10_000, payee: { ...asha, beneficiaryName } } });
      expect(otp.statusCode, beneficiaryName).toBe(400);
    }
    expect(await beneficiaries(headers)).toEqual([]);
  });

  it('refuses a direction override in a profile name, an address, a note to a friend and a dispute comment, and changes nothing', async () => {
    const headers = await auth();
    const override = 'Asha \u202EVerma';
    const profile = await app.inject({ method: 'PATCH', url: '/api/updateProfile/details', headers, payload: { messageCode: updateProfileDetailsMessageCode, urn: customer.urn, fullName: override, address: { line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' } } });
    expect(profile.statusCode).toBe(400);
    const address = await app.inject({ method: 'PATCH', url: '/api/updateProfile/details', headers, payload: { messageCode: updateProfileDetailsMessageCode, urn: customer.urn, fullName: customer.fullName, address: { line: `12 MG Road${override}`, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' } } });
    expect(address.statusCode).toBe(400);
    const note = await app.inject({ method: 'POST', url: '/api/wallet-transfer', headers: { ...headers, 'idempotency-key': 'hostile-remarks-0001' }, payload: { urn: customer.urn, recipientMobileNumber: '919811111111', amount: 10_000, remarks: override, confirmationGrant: 'cg-any' } });
    expect(note.statusCode).toBe(400);
    const dispute = await app.inject({ method: 'POST', url: '/api/create-new-service-request', headers, payload: { urn: customer.urn, last4digit: '0001', reason: 'Amount debited but transfer failed', comment: override } });
    expect(dispute.statusCode).toBe(400);
    const profileNow = await app.inject({ method: 'POST', url: '/api/userProfile/get', headers, payload: { mobileNumber: customer.mobileNumber } });
    expect(profileNow.statusCode).toBe(200);
    expect(profileNow.body).toContain(customer.fullName);
    expect(profileNow.body).not.toContain('\u202E');
  });
});

describe("item 9: a beneficiary's own limits hold", () => {
  // Refused at its review, before any OTP (issue 55 item 4), a transfer is refused by the transfer itself alike; the review's answer is returned.
  const transferTo = async (auth: Record<string, string>, beneficiaryId: string, amount: number, key: string) => {
    const send = (confirmationGrant: string) =>
      app.inject({ method: 'POST', url: '/api/wta-transfer', headers: { ...auth, 'idempotency-key': key }, payload: { messageCode: transferToBankMessageCode, urn: customer.urn, amount, beneficiaryId, implId: 'O|70066', implType: 'FT', confirmationGrant } });
    const review = await reviewOtp(app, auth, customer, 'transfer', { amount, beneficiaryId });
    if (review.statusCode === 200) return send(await verifiedGrant(app, auth, customer, 'transfer'));
    const itself = await send('cg-none');
    expect([itself.statusCode, itself.json()]).toEqual([review.statusCode, review.json()]);
    return review;
  };
  const grantFor = (auth: Record<string, string>, purpose: ConfirmationPurpose, transaction: ConfirmedParts) => confirmationGrant(app, auth, customer, purpose, transaction);
  const balance = async (auth: Record<string, string>) =>
    (await app.inject({ method: 'POST', url: '/api/wallet/details', headers: auth, payload: { mobileNumber: customer.mobileNumber } })).json<{ wallet: { balance: number } }>().wallet.balance;

  it('refuses a transfer past the daily amount, then past the daily count, and moves nothing', async () => {
    const auth = { authorization: `Bearer ${(await login()).json<{ token: string }>().token}` };
    const added = await app.inject({
      method: 'POST',
      url: '/api/add-beneficiary',
      headers: { ...auth, 'idempotency-key': 'attack-beneficiary-limits' },
      payload: { messageCode: addBeneficiaryMessageCode, urn: customer.urn, ...asha, implId: 'O|70067', beneficiaryType: 'FT', dailyAmountLimit: 400_000, dailyFrequencyLimit: 2, confirmationGrant: await grantFor(auth, 'addBeneficiary', { payee: asha }) },
    });
    const { beneficiaryId } = added.json<{ beneficiary: { beneficiaryId: string } }>().beneficiary;
    expect((await transferTo(auth, beneficiaryId, 300_000, 'attack-transfer-limit-1')).json<{ code: string }>().code).toBe('00');
    const before = await balance(auth);
    const overAmount = await transferTo(auth, beneficiaryId, 100_100, 'attack-transfer-limit-2');
    expect(overAmount.statusCode).toBe(400);
    expect(overAmount.json<{ message: string }>().message).toBe(textOf('account:transfer.dailyQuotaExhausted'));
    expect(await balance(auth)).toBe(before);
    // Exactly at the amount goes; the third transfer of the day is one past the count.
    expect((await transferTo(auth, beneficiaryId, 100_000, 'attack-transfer-limit-3')).json<{ code: string }>().code).toBe('00');
    const limits = { dailyAmountLimit: null, dailyFrequencyLimit: 2 };
    const updated = await app.inject({ method: 'PATCH', url: '/api/update-beneficiary', headers: auth, payload: { messageCode: updateBeneficiaryMessageCode, urn: customer.urn, beneficiaryId, ...limits, confirmationGrant: await grantFor(auth, 'updateBeneficiary', { beneficiaryId, ...limits }) } });
    expect(updated.statusCode).toBe(200);
    const overCount = await transferTo(auth, beneficiaryId, 100, 'attack-transfer-limit-4');
    expect(overCount.statusCode).toBe(400);
    expect(await balance(auth)).toBe(before - 100_000);
  });
});

describe("issue 31 item 11: a beneficiary's monthly limit is not below its daily one", () => {
  const grantFor = (auth: Record<string, string>, purpose: ConfirmationPurpose, transaction: ConfirmedParts) => confirmationGrant(app, auth, customer, purpose, transaction);
  const daily = 500_000;

  it('refuses it on add and on update with the field\'s message, before the confirmation is spent, and keeps what was there', async () => {
    const auth = { authorization: `Bearer ${(await login()).json<{ token: string }>().token}` };
    const add = (confirmationGrant: string, monthlyAmountLimit: number, key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/add-beneficiary',
        headers: { ...auth, 'idempotency-key': key },
        payload: { messageCode: addBeneficiaryMessageCode, urn: customer.urn, ...asha, implId: 'O|70067', beneficiaryType: 'FT', dailyAmountLimit: daily, monthlyAmountLimit, confirmationGrant },
      });
    const grant = await grantFor(auth, 'addBeneficiary', { payee: asha });
    const refused = await add(grant, daily - 1, 'attack-limit-order-add-1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(textOf('validation.monthlyAmountBelowDaily'));
    // The same grant still confirms the corrected limits: the refusal spent nothing.
    const added = await add(grant, daily, 'attack-limit-order-add-2');
    expect(added.statusCode).toBe(200);
    const { beneficiaryId } = added.json<{ beneficiary: { beneficiaryId: string } }>().beneficiary;
    const update = await app.inject({
      method: 'PATCH',
      url: '/api/update-beneficiary',
      headers: auth,
      payload: { messageCode: updateBeneficiaryMessageCode, urn: customer.urn, beneficiaryId, dailyFrequencyLimit: 5, monthlyFrequencyLimit: 4, confirmationGrant: await grantFor(auth, 'updateBeneficiary', { beneficiaryId }) },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json<{ message: string }>().message).toBe(textOf('validation.monthlyCountBelowDaily'));
    const listed = await app.inject({ method: 'GET', url: `/api/banaficiaries?messageCode=${String(listBeneficiariesMessageCode)}&urn=${customer.urn}&activationStatus=AC&transferType=FT`, headers: auth });
    const [kept] = listed.json<{ beneficiaryDataList: { monthlyAmountLimit: number | null; monthlyFrequencyLimit: number | null }[] }>().beneficiaryDataList;
    expect(kept).toMatchObject({ monthlyAmountLimit: daily, monthlyFrequencyLimit: null });
  });
});

describe('item 3: the wallet limit counts pending loads, and the callback checks it again', () => {
  const minimum = seed.customers.find((candidate) => candidate.kycType === 'MIN_KYC');
  if (!minimum) throw new Error('seed.json has no minimum-KYC customer');
  const cap = limit('minKycWalletLimitPaise');
  const startLoad = (auth: Record<string, string>, amount: number, key: string) =>
    app.inject({ method: 'POST', url: '/api/card-payment/start', headers: { ...auth, 'idempotency-key': key }, payload: { urn: minimum.urn, amount } });

  it('refuses a second load that, with the first still pending, would pass the cap; and refunds a credit that would pass it at the callback', async () => {
    const { db } = sandbox();
    const auth = { authorization: `Bearer ${(await login(minimum.password, minimum.mobileNumber)).json<{ token: string }>().token}` };
    const balanceOf = () => (db.prepare('SELECT balance_paise AS b FROM wallets WHERE urn = ?').get(minimum.urn) as { b: number }).b;
    const start = balanceOf();
    // Each load alone fits under the cap; both together do not.
    const each = Math.floor((cap - start) / 2) + 100;
    const first = await startLoad(auth, each, 'attack-pending-load-1');
    expect(first.statusCode).toBe(200);
    const second = await startLoad(auth, each, 'attack-pending-load-2');
    expect(second.statusCode).toBe(400);

    // Money arrived by another way while the first load was at the provider: its credit would now pass the cap.
    db.prepare('UPDATE wallets SET balance_paise = ? WHERE urn = ?').run(cap - each + 1, minimum.urn);
    const callback = await providerCallback(app, first.json<{ form: Record<string, string> }>().form);
    expect(callback.json<{ credited: boolean }>().credited).toBe(false);
    expect(balanceOf()).toBe(cap - each + 1);
    const refunded = db.prepare("SELECT status FROM statement_rows WHERE txn_ref = ?").get(first.json<{ form: Record<string, string> }>().form['txnid']) as { status: string } | undefined;
    expect(refunded?.status).toBe('REFUNDED');
  });
});

describe('issue 31 item 4: a card load waiting at the provider is pending, and money it took after a closure is refunded', () => {
  it('the status enquiry counts the load, so the wallet does not close over it; a success after a closure is a REFUNDED row, never lost', async () => {
    const { db } = sandbox();
    const auth = { authorization: `Bearer ${(await login()).json<{ token: string }>().token}` };
    const post = (url: string, payload: Record<string, unknown>, key?: string) =>
      app.inject({ method: 'POST', url, headers: key ? { ...auth, 'idempotency-key': key } : auth, payload });
    const balanceOf = () => (db.prepare('SELECT balance_paise AS b FROM wallets WHERE urn = ?').get(customer.urn) as { b: number }).b;
    const load = await post('/api/card-payment/start', { urn: customer.urn, amount: limit('minLoadAmountPaise') * 10 }, 'attack-load-before-closure');
    expect(load.statusCode).toBe(200);
    const enquiry = await post('/api/status-enquiry', { messageCode: statusEnquiryMessageCode, urn: customer.urn });
    expect(enquiry.json<{ pendingTransactions: number; message: string }>()).toMatchObject({ pendingTransactions: 1, message: textOf('wallet.pendingTransactions') });
    // With the balance gone and the load still at the provider, the closure is refused.
    db.prepare('UPDATE wallets SET balance_paise = 0 WHERE urn = ?').run(customer.urn);
    const close = await post('/api/closewallet', { messageCode: closeWalletMessageCode, urn: customer.urn, reason: 'No longer needed' }, 'attack-close-over-a-load');
    expect(close.statusCode).not.toBe(200);
    expect(balanceOf()).toBe(0);
    // Closed all the same (another way), the provider's later success is refunded to the card, in the statement.
    db.prepare("UPDATE wallets SET status = 'CLOSED' WHERE urn = ?").run(customer.urn);
    const { form } = load.json<{ form: Record<string, string> }>();
    const callback = await providerCallback(app, form);
    expect(callback.json<{ credited: boolean }>().credited).toBe(false);
    expect(balanceOf()).toBe(0);
    const row = db.prepare('SELECT status, amount_paise AS amount FROM statement_rows WHERE txn_ref = ?').get(form['txnid']) as { status: string; amount: number } | undefined;
    expect(row).toEqual({ status: 'REFUNDED', amount: limit('minLoadAmountPaise') * 10 });
  });
});

describe('item 1: OTP guessing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const mobile = customer.mobileNumber;
  const newcomer = '919000000017';
  const email = 'new.person@example.in';
  const aadhaarNumber = 234567890192;
  let traceId = '';
  const inboxOf = async (query: string) => (await app.inject({ method: 'GET', url: `/sandbox/inbox?${query}` })).json<{ messages: { otp: string }[] }>().messages[0]?.otp ?? '';
  const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload });

  /** Every OTP a customer can be sent: how it is sent, checked, and read from the sandbox inbox. */
  const kinds = [
    { name: 'login', send: () => post('/api/login', { mobileNumber: mobile }), check: (otp: string) => post('/api/login/validate', { mobileNumber: mobile, otp, isTokenRequired: 'Y' }), inbox: `mobile=${mobile}` },
    { name: 'forgot password', send: () => post('/api/forgotpass/otp', { mobileNumber: mobile }), check: (otp: string) => post('/api/forgotpass/otp/validate', { mobileNumber: mobile, otp }), inbox: `mobile=${mobile}` },
    { name: 'sign-up mobile', send: () => post('/api/register', { mobileNumber: newcomer }), check: (otp: string) => post('/api/login/validate', { mobileNumber: newcomer, otp, isTokenRequired: 'N' }), inbox: `mobile=${newcomer}` },
    {
      name: 'sign-up e-mail',
      send: () => post('/api/register/send-otp', { channel: 'EMAIL', mobileNumber: newcomer, emailId: email }),
      check: (otp: string) => post('/api/register/verify-otp', { channel: 'EMAIL', mobileNumber: newcomer, emailId: email, otp }),
      inbox: `email=${email}`,
    },
    { name: 'e-mail box', send: () => post('/api/send-email-otp', { messageCode: emailOtpMessageCodes[0], mobileNumber: newcomer, emailId: email }), check: (otp: string) => post('/api/send-email-otp', { messageCode: emailOtpMessageCodes[1], mobileNumber: newcomer, emailId: email, otp }), inbox: `email=${email}` },
    {
      name: 'Aadhaar',
      send: async () => {
        const answer = await post('/api/aadhar/otp', { aadhaarNumber, userName: 'Asha Verma' });
        if (answer.statusCode === 200) traceId = answer.json<{ traceId: string }>().traceId;
        return answer;
      },
      check: (otp: string) => post('/api/aadhar/otp/verify', { traceId, otp }),
      inbox: `aadhaar=${String(aadhaarNumber)}`,
    },
    { name: 're-KYC', send: () => post('/api/rekyc/mobilenumber', { mobileNumber: mobile }), check: (otp: string) => post('/api/login/validate', { mobileNumber: mobile, otp, isTokenRequired: 'N' }), inbox: `mobile=${mobile}` },
  ];
  const wrongOf = (otp: string) => String((Number(otp) + 1) % 10 ** limit('otpLength')).padStart(limit('otpLength'), '0');
  // Too soon after the last OTP is a wait, said in seconds (168); a lock or spent resends is spec §8's exhaustion (149) (issue 31 item 5).
  const expectHeldBack = (answer: LightMyRequestResponse, atMostSeconds: number, code: '149' | '168') => {
    expect(answer.statusCode).toBe(429);
    const body = answer.json<{ code: string; message: string; retryAfterSeconds: number }>();
    expect(body.code).toBe(code);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(atMostSeconds);
    expect(body.message).toBe(textOf(`code.${code}`, { retryAfterSeconds: body.retryAfterSeconds }));
    expect(answer.headers['retry-after']).toBe(String(body.retryAfterSeconds));
  };

  it.each(kinds)('$name: resends are spaced and counted, wrong OTPs are counted across them, and the right OTP is refused while locked', async (kind) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const windowSeconds = limit('otpWindowMinutes') * 60;
    expect((await kind.send()).statusCode).toBe(200);
    // A resend sooner than resendOtpSeconds is held back for the rest of that time.
    expectHeldBack(await kind.send(), limit('resendOtpSeconds'), '168');
    let wrong = 0;
    let resends = 0;
    // The attack of the finding: guess, resend for fresh tries, guess again, until refused.
    while (wrong < limit('otpMaxWrongPerWindow')) {
      const guess = await kind.check(wrongOf(await inboxOf(kind.inbox)));
      wrong += 1;
      expect([400, 429]).toContain(guess.statusCode);
      if (guess.statusCode === 429 && wrong < limit('otpMaxWrongPerWindow')) {
        // This OTP's own retries are spent (maxRetries): a resend is the only way to more tries.
        vi.setSystemTime(Date.now() + limit('resendOtpSeconds') * 1000);
        const resent = await kind.send();
        if (resends === limit('otpMaxResends')) {
          expectHeldBack(resent, windowSeconds, '149');
          break;
        }
        expect(resent.statusCode).toBe(200);
        resends += 1;
      }
    }
    const wrongAllowed = Math.min(limit('otpMaxWrongPerWindow'), (1 + limit('otpMaxResends')) * limit('maxRetries'));
    expect(wrong).toBe(wrongAllowed);
    // Locked, or out of resends: a fresh OTP cannot be had, and the right one of the last does not pass.
    vi.setSystemTime(Date.now() + limit('resendOtpSeconds') * 1000);
    expectHeldBack(await kind.send(), windowSeconds, '149');
    expectHeldBack(await kind.check(await inboxOf(kind.inbox)), windowSeconds, '149');
    // Once the window has passed, the customer gets an OTP again and it works.
    vi.setSystemTime(Date.now() + windowSeconds * 1000);
    expect((await kind.send()).statusCode).toBe(200);
    expect((await kind.check(await inboxOf(kind.inbox))).statusCode).toBe(200);
  });

  it(`allows ${String(limit('otpMaxWrongPerWindow'))} guesses per ${String(limit('otpWindowMinutes'))} minutes per number, whatever kind of OTP they are for`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const perNumber = kinds.filter((kind) => kind.inbox === `mobile=${mobile}`);
    // Guessed in turn on the number's login, forgot-password and re-KYC OTPs, each resent before its own retries run out.
    const guessesPerOtp = limit('maxRetries') - 1;
    let guesses = 0;
    let locked = false;
    for (let round = 0; !locked && round < (1 + limit('otpMaxResends')) * guessesPerOtp; round++) {
      if (round % guessesPerOtp === 0) {
        vi.setSystemTime(Date.now() + limit('resendOtpSeconds') * 1000);
        for (const kind of perNumber) expect((await kind.send()).statusCode).toBe(200);
      }
      for (const kind of perNumber) {
        const guess = await kind.check(wrongOf(await inboxOf(kind.inbox)));
        guesses += 1;
        locked = guess.statusCode === 429;
        if (locked) break;
        expect(guess.statusCode).toBe(400);
      }
    }
    expect(guesses).toBe(limit('otpMaxWrongPerWindow'));
    for (const kind of perNumber) expectHeldBack(await kind.check(await inboxOf(kind.inbox)), limit('otpWindowMinutes') * 60, '149');
  });

  it('holds a number that is not a customer to the same resend spacing, so the answer tells no one who is', async () => {
    const stranger = '919000000018';
    expect((await post('/api/login', { mobileNumber: stranger })).statusCode).toBe(200);
    expectHeldBack(await post('/api/login', { mobileNumber: stranger }), limit('resendOtpSeconds'), '168');
  });
});

describe('item 6: migration data needs proof', () => {
  const { mobileNumber, uuid } = oldAccount;
  const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload });
  /** The migration journey's OTP: sent as for a sign-up, verified without a session; the answer carries the proof. */
  const proveNumber = async (number: string) => {
    await post('/api/register', { mobileNumber: number });
    const inbox = (await app.inject({ method: 'GET', url: `/sandbox/inbox?mobile=${number}` })).json<{ messages: { otp: string }[] }>();
    const verified = await post('/api/login/validate', { mobileNumber: number, otp: inbox.messages[0]?.otp ?? '', isTokenRequired: 'N' });
    return verified.json<{ mobileGrant: string }>().mobileGrant;
  };

  it('shows no balance or uuid, and marks nothing MIGRATED, without the proof of this number\'s OTP', async () => {
    for (const mobileGrant of [undefined, 'mg-guessed-guessed-guessed-guessed']) {
      const read = await post('/api/accounts/user/details', { mobileNumber, ...(mobileGrant ? { mobileGrant } : {}) });
      expect([400, 403]).toContain(read.statusCode);
      expect(read.body).not.toContain(uuid);
      expect(read.body).not.toContain(String(oldAccount.balancePaise));
      const marked = await post('/api/migration/statusupdate', { mobileNumber, uuid, status: 'MIGRATED', ...(mobileGrant ? { mobileGrant } : {}) });
      expect([400, 403]).toContain(marked.statusCode);
    }
    // Another number's proof opens nothing either.
    const othersGrant = await proveNumber('919000000031');
    expect(othersGrant).toMatch(/\S{20,}/);
    expect((await post('/api/accounts/user/details', { mobileNumber, mobileGrant: othersGrant })).statusCode).toBe(403);
    expect((await post('/api/migration/statusupdate', { mobileNumber, uuid, status: 'MIGRATED', mobileGrant: othersGrant })).statusCode).toBe(403);
    // The account is untouched: its owner still reads it.
    const own = await post('/api/accounts/user/details', { mobileNumber, mobileGrant: await proveNumber(mobileNumber) });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ migrationData: { profile: { uuid: string } } }>().migrationData.profile.uuid).toBe(uuid);
  });

  it('spends the proof when the outcome is recorded, and lets it lapse after mobileGrantMinutes', async () => {
    const mobileGrant = await proveNumber(mobileNumber);
    expect((await post('/api/migration/statusupdate', { mobileNumber, uuid, status: 'FAILED', mobileGrant })).statusCode).toBe(200);
    expect((await post('/api/migration/statusupdate', { mobileNumber, uuid, status: 'MIGRATED', mobileGrant })).statusCode).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + limit('resendOtpSeconds') * 1000);
      const later = await proveNumber(mobileNumber);
      vi.setSystemTime(Date.now() + limit('mobileGrantMinutes') * 60_000 + 1_000);
      expect((await post('/api/accounts/user/details', { mobileNumber, mobileGrant: later })).statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("item 10: a customer's mistake is never a 5xx", () => {
  it('refuses to start a card load for a customer without an e-mail address, and leaves no PENDING row', async () => {
    const { db } = sandbox();
    db.prepare('UPDATE customers SET email = NULL WHERE mobile_number = ?').run(customer.mobileNumber);
    const { token } = (await login()).json<{ token: string }>();
    const start = await app.inject({ method: 'POST', url: '/api/card-payment/start', headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'no-email-load-0001' }, payload: { urn: customer.urn, amount: 10_000 } });
    expect(start.statusCode).toBe(400);
    expect(start.json<{ message: string }>().message.length).toBeGreaterThan(0);
    expect(db.prepare('SELECT count(*) AS n FROM card_payments').get()).toEqual({ n: 0 });
  });

  it('answers the simulators a repeated or non-text field with 400', async () => {
    const { token } = (await login()).json<{ token: string }>();
    const requests = [
      { method: 'GET', url: `/sandbox/inbox?mobile=${customer.mobileNumber}&mobile=919812345678` },
      { method: 'GET', url: '/sandbox/video-kyc?session=a&session=b' },
      { method: 'POST', url: '/sandbox/pay', payload: 'txnid=a&txnid=b&key=SANDBOXKEY', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { method: 'POST', url: '/api/card-payment/callback', payload: 'txnid=a&txnid=b&status=success', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ] as const;
    for (const request of requests) {
      const answer = await app.inject({ ...request, headers: { authorization: `Bearer ${token}`, ...('headers' in request ? request.headers : {}) } });
      expect(answer.statusCode, request.url).toBe(400);
    }
  });

  describe('the checker', () => {
    const operatorKey = 'operator-key-of-this-test';
    const withOperator = useInMemorySandbox({ operatorKey });
    it('answers a decision whose request id is not text with 400', async () => {
      const { app: checked } = withOperator();
      const answer = await checked.inject({ method: 'POST', url: '/sandbox/checker', headers: { 'x-sandbox-operator-key': operatorKey }, payload: { serviceRequestId: { $ne: '' }, decision: 'SETTLED_BY_CHECKER' } });
      expect(answer.statusCode).toBe(400);
    });
  });
});
