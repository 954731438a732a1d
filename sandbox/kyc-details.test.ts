import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import { limit } from '../src/core/config/limits';
import { addDays, istDate, parseTimestamp } from '../src/core/format/ist-time';
import { minKycValidity } from '../src/core/kyc/min-kyc-validity';
import type { SandboxDatabase } from './db/open-database';
import seed from './db/seed.json';
import { refusalCodeOf } from './http/envelope';

const sandbox = useInMemorySandbox();
let db: SandboxDatabase;
let app: FastifyInstance;
beforeEach(() => {
  ({ db, app } = sandbox());
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });
const seeded = (mobileNumber: string) => {
  const customer = seed.customers.find((candidate) => candidate.mobileNumber === mobileNumber);
  if (!customer) throw new Error(`no seeded customer ${mobileNumber}`);
  return customer;
};
async function kycDetails(mobileNumber: string) {
  const login = await post('/api/mobile-password-validation', { mobileNumber, password: seeded(mobileNumber).password });
  return post('/api/kyc/details', { mobileNumber }, { authorization: `Bearer ${login.json<{ token: string }>().token}` });
}
interface KycAnswer {
  kyc: { kycType: string; kycDate: string; documents: { type: string; number: string; verifiedOn: string }[]; validity?: { validUntil: string; daysLeft: number; endingSoon: boolean } };
}

describe('sandbox: KYC details (spec §2, §4, §8 code 922)', () => {
  it('answers a full-KYC customer the level and the verified documents, masked, and no validity', async () => {
    const asha = seeded('919876543210');
    const answer = await kycDetails(asha.mobileNumber);
    expect(answer.statusCode).toBe(200);
    const { kyc } = answer.json<KycAnswer>();
    expect(kyc.kycType).toBe(asha.kycType);
    expect(kyc.validity).toBeUndefined();
    const documents = ('documents' in asha ? asha.documents : undefined) ?? [];
    expect(kyc.documents.map((document) => document.type).sort()).toEqual(documents.map((document) => document.type).sort());
    for (const document of documents) {
      const shown = kyc.documents.find((candidate) => candidate.type === document.type)?.number ?? '';
      expect(shown.endsWith(document.number.slice(-4))).toBe(true);
      expect(shown).not.toContain(document.number.slice(0, -4));
    }
    expect(answer.body).not.toContain(documents[0]?.number ?? 'no document');
  });

  it('answers minimum KYC with how long it holds, ending soon within minKycWarningDays', async () => {
    const nisha = seeded('919866000201');
    const { kyc } = (await kycDetails(nisha.mobileNumber)).json<KycAnswer>();
    const expected = minKycValidity(kyc.kycDate, istDate(Date.now()));
    expect(kyc.validity).toEqual({ validUntil: expected.validUntil, daysLeft: expected.daysLeft, endingSoon: true });
    expect(kyc.validity?.daysLeft).toBeLessThan(limit('minKycWarningDays'));
  });

  it('answers 403 with code 922 once minimum KYC has ended, and holds the full date of an upgrade', async () => {
    const ended = await kycDetails('919866000202');
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toMatchObject({ code: '922' });
    // A customer whose KYC date is today holds it the whole validity.
    db.prepare("UPDATE customers SET kyc_at = ? WHERE mobile_number = '919866000202'").run(new Date().toISOString());
    const renewed = (await kycDetails('919866000202')).json<KycAnswer>();
    expect(renewed.kyc.validity?.endingSoon).toBe(false);
    expect(addDays(renewed.kyc.validity?.validUntil ?? '', 1) > renewed.kyc.kycDate).toBe(true);
  });

  it('reads only the customer of the session', async () => {
    const login = await post('/api/mobile-password-validation', { mobileNumber: '919876543210', password: seeded('919876543210').password });
    const other = await post('/api/kyc/details', { mobileNumber: '919812345678' }, { authorization: `Bearer ${login.json<{ token: string }>().token}` });
    expect(other.statusCode).toBe(404);
  });
});

describe('sandbox: the upgrade through DigiLocker and video KYC (spec §4 KYC levels, §9 agents hours)', () => {
  const minimum = seeded('919812345678');
  const atWork = useInMemorySandbox({ agentsAt: () => true });
  const closed = useInMemorySandbox({ agentsAt: () => false });

  async function signedIn(app: FastifyInstance) {
    const login = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: minimum.mobileNumber, password: minimum.password } });
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const call = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: auth, payload });
    return {
      pan: () => call('/api/pan-verification', { pan: 'ABCPK1234L', name: minimum.fullName, dob: '1991-03-09', consent: 'Y' }),
      digilocker: (aadhaarNumber: number) => call('/api/kyc/digilocker', { aadhaarNumber, userName: minimum.fullName, consent: 'Y' }),
      video: () => call('/api/video-kyc/initiate', { mobileNumber: minimum.mobileNumber }),
      kyc: () => call('/api/kyc/details', { mobileNumber: minimum.mobileNumber }),
      upgrade: async () => (await call('/api/kyc/upgrade/status', { mobileNumber: minimum.mobileNumber })).json<{ upgrade: { attemptsLeft: number; retryAt?: string; pan?: { number: string; name: string }; aadhaarChecked: boolean } }>().upgrade,
    };
  }

  it('starts video KYC only after the PAN and a DigiLocker Aadhaar whose name matches, then records both documents', async () => {
    const { app: server } = atWork();
    const customer = await signedIn(server);
    expect((await customer.video()).statusCode).toBe(400);
    await customer.pan();
    expect((await customer.video()).json()).toMatchObject({ code: refusalCodeOf('api:aadhaarCheckFirst') });
    // The simulator's match is the number's last two digits: 84 is below the threshold, and is no check.
    const low = await customer.digilocker(234567890184);
    expect(low.json<{ result: { consentValidation: { percentageOfMatch: number } } }>().result.consentValidation.percentageOfMatch).toBeLessThan(limit('aadhaarNameMatchPercent'));
    expect((await customer.video()).statusCode).toBe(400);
    expect((await customer.digilocker(234567890192)).json()).toMatchObject({ code: '00', traceId: expect.any(String) as string });
    const started = await customer.video();
    expect(started.statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: started.json<{ redirectUrl: string }>().redirectUrl })).statusCode).toBe(303);
    const { kyc } = (await customer.kyc()).json<KycAnswer>();
    expect(kyc.kycType).toBe('FULL_KYC_VERIFIED');
    expect(kyc.documents.map((document) => [document.type, document.number.slice(-4)])).toEqual([
      ['AADHAAR', '0192'],
      ['PAN', '234L'],
    ]);
  });

  it('counts the names below the match (spec §5 maxRetries): attemptsLeft falls to 0, then Aadhaar checks answer 429 with 149', async () => {
    const { app: server } = atWork();
    const customer = await signedIn(server);
    const left = async (aadhaarNumber: number) => (await customer.digilocker(aadhaarNumber)).json<{ result: { attemptsLeft: number } }>().result.attemptsLeft;
    expect(await left(234567890192)).toBe(limit('maxRetries'));
    for (let miss = 1; miss <= limit('maxRetries'); miss += 1) expect(await left(234567890170)).toBe(limit('maxRetries') - miss);
    const refused = await customer.digilocker(234567890192);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: '149' });
    expect(refused.json<{ retryAfterSeconds: number }>().retryAfterSeconds).toBeLessThanOrEqual(limit('kycMatchWindowHours') * 3600);
  });

  it('says how far the upgrade has come, for the journey to resume after a logout (issue 31 item 9): the PAN and its name, the Aadhaar check waiting for its call, the attempts left and when the block ends', async () => {
    const { app: server } = atWork();
    const customer = await signedIn(server);
    expect(await customer.upgrade()).toEqual({ attemptsLeft: limit('maxRetries'), aadhaarChecked: false });
    await customer.pan();
    expect(await customer.upgrade()).toEqual({ attemptsLeft: limit('maxRetries'), pan: { number: 'ABCPK1234L', name: minimum.fullName }, aadhaarChecked: false });
    await customer.digilocker(234567890192);
    expect((await customer.upgrade()).aadhaarChecked).toBe(true);
    // A new session (a logout and a login) reads the same progress.
    expect(await (await signedIn(server)).upgrade()).toMatchObject({ pan: { number: 'ABCPK1234L' }, aadhaarChecked: true });
    for (let miss = 1; miss <= limit('maxRetries'); miss += 1) await customer.digilocker(234567890170);
    const blocked = await customer.upgrade();
    expect(blocked.attemptsLeft).toBe(0);
    const wait = (parseTimestamp(blocked.retryAt ?? '') ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(limit('kycMatchWindowHours') * 3_600_000);
  });

  it('refuses a video call outside the agents hours with 409, saying when they open next', async () => {
    const { app: server } = closed();
    const customer = await signedIn(server);
    await customer.pan();
    await customer.digilocker(234567890192);
    const refused = await customer.video();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/\d{4}-\d{2}-\d{2}T/);
  });
});
