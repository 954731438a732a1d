import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import { seededCustomer, sessionOf, type SeededCustomer } from '../tests/setup/seeded-customer';
import { addDays, istDate } from '../src/core/format/ist-time';
import limits from '../rules/limits.json';
// A customer without an e-mail address, and one whose PAN is among their KYC documents.
const kavya = seededCustomer('9866000182');
const aarav = seededCustomer('9866000191');

const sandbox = useInMemorySandbox();
let app: FastifyInstance;
beforeEach(() => {
  ({ app } = sandbox());
});

const session = (who: SeededCustomer) => sessionOf(app, who);

describe('profile (spec §2 change e-mail ID, §5, §7 send-email-otp and updateProfile)', () => {
  it('takes a new e-mail address only once its OTP is verified, and statements then go there', async () => {
    const headers = await session(kavya);
    const emailId = 'kavya.menon@example.in';
    const update = () => app.inject({ method: 'PATCH', url: '/api/updateProfile/authenticate', headers, payload: { messageCode: 1280, urn: kavya.urn, cardProfileId: 1, email: emailId } });
    const unproved = await update();
    expect(unproved.statusCode).toBe(400);
    const profile = async () => (await app.inject({ method: 'POST', url: '/api/userProfile/get', headers, payload: { mobileNumber: kavya.mobileNumber } })).json<{ profile: { emailId?: string } }>().profile;
    expect((await profile()).emailId).toBeUndefined();

    const otp = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/send-email-otp', payload: { mobileNumber: kavya.mobileNumber, emailId, ...body } });
    expect((await otp({ messageCode: 2080 })).statusCode).toBe(200);
    const inbox = await app.inject({ method: 'GET', url: `/sandbox/inbox?email=${encodeURIComponent(emailId)}` });
    const code = inbox.json<{ messages: { otp: string }[] }>().messages[0]?.otp ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await otp({ messageCode: 2090, otp: wrong })).statusCode).toBe(400);
    expect((await update()).statusCode).toBe(400);
    expect((await otp({ messageCode: 2090, otp: code })).statusCode).toBe(200);
    expect((await update()).statusCode).toBe(200);
    expect((await profile()).emailId).toBe(emailId);

    const today = istDate(Date.now());
    const statement = await app.inject({
      method: 'POST',
      url: '/api/statement/email',
      headers,
      payload: { urn: kavya.urn, last4Digits: kavya.accountNumber.slice(-4), language: 'en', fromDate: addDays(today, 1 - limits.limits.historyPresetDays.value), toDate: today },
    });
    expect(statement.statusCode, statement.body).toBe(200);
  });

  it('says which customers were verified with a PAN card, whose name cannot change (spec §5)', async () => {
    const panVerified = async (who: SeededCustomer) =>
      (await app.inject({ method: 'POST', url: '/api/userProfile/get', headers: await session(who), payload: { mobileNumber: who.mobileNumber } })).json<{ profile: { panVerified?: boolean } }>().profile.panVerified;
    expect(await panVerified(aarav)).toBe(true);
    expect(await panVerified(kavya)).toBe(false);
  });

  it('changes the password only with the current one and the policy (165, 152), ends every other session, and keeps this one (manage password, spec §2)', async () => {
    const here = await session(kavya);
    const elsewhere = await session(kavya);
    const change = (currentPassword: string, password: string) => app.inject({ method: 'POST', url: '/api/changepassword', headers: here, payload: { currentPassword, password } });
    const newPassword = `${kavya.password}!`;
    expect((await change(`${kavya.password}x`, newPassword)).json<{ code: string }>().code).toBe('165');
    expect((await change(kavya.password, 'Ab1!')).json<{ code: string }>().code).toBe('152');
    const changed = await change(kavya.password, newPassword);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ code: string }>().code).toBe('18');
    const profileWith = (headers: { authorization: string }) => app.inject({ method: 'POST', url: '/api/userProfile/get', headers, payload: { mobileNumber: kavya.mobileNumber } });
    expect((await profileWith(here)).statusCode).toBe(200);
    expect((await profileWith(elsewhere)).statusCode).toBe(401);
    const login = (password: string) => app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: kavya.mobileNumber, password } });
    expect((await login(kavya.password)).statusCode).not.toBe(200);
    expect((await login(newPassword)).statusCode).toBe(200);
  });
});
