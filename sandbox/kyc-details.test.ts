import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import { limit } from '../src/core/config/limits';
import { addDays, istDate } from '../src/core/format/ist-time';
import { minKycValidity } from '../src/core/kyc/min-kyc-validity';
import type { SandboxDatabase } from './db/open-database';
import seed from './db/seed.json';

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
