import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import { seededCustomer, sessionOf, type SeededCustomer } from '../tests/setup/seeded-customer';
import { addDays, istDate, showDateTime } from '../src/core/format/ist-time';
import { confirmationGrant } from '../tests/setup/confirmation-grant';
import limits from '../rules/limits.json';
import { textIn, textOf } from './http/envelope';
import { addBeneficiaryMessageCode, emailOtpMessageCodes, updateProfileDetailsMessageCode, updateProfileMessageCode } from '../src/api/generated/message-codes';
// A customer without an e-mail address, and one whose PAN is among their KYC documents.
const kavya = seededCustomer('9866000182');
const aarav = seededCustomer('9866000191');
// Customers who move to a new number, and one a PAN card verified who changes their address (issue 18 items 2 and 3).
const neel = seededCustomer('9866000231');
const vikram = seededCustomer('9866000241');
const asha = seededCustomer('9876543210');

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
    const update = () => app.inject({ method: 'PATCH', url: '/api/updateProfile/authenticate', headers, payload: { messageCode: updateProfileMessageCode, urn: kavya.urn, cardProfileId: 1, email: emailId } });
    const unproved = await update();
    expect(unproved.statusCode).toBe(400);
    const profile = async () => (await app.inject({ method: 'POST', url: '/api/userProfile/get', headers, payload: { mobileNumber: kavya.mobileNumber } })).json<{ profile: { emailId?: string } }>().profile;
    expect((await profile()).emailId).toBeUndefined();

    const otp = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/send-email-otp', payload: { mobileNumber: kavya.mobileNumber, emailId, ...body } });
    expect((await otp({ messageCode: emailOtpMessageCodes[0] })).statusCode).toBe(200);
    const inbox = await app.inject({ method: 'GET', url: `/sandbox/inbox?email=${encodeURIComponent(emailId)}` });
    const code = inbox.json<{ messages: { otp: string }[] }>().messages[0]?.otp ?? '';
    const wrong = String((Number(code) + 1) % 10 ** limits.limits.otpLength.value).padStart(limits.limits.otpLength.value, '0');
    expect((await otp({ messageCode: emailOtpMessageCodes[1], otp: wrong })).statusCode).toBe(400);
    expect((await update()).statusCode).toBe(400);
    expect((await otp({ messageCode: emailOtpMessageCodes[1], otp: code })).statusCode).toBe(200);
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

  it(`refuses a new password that repeats the current one or any of the ${String(limits.limits.passwordHistoryCount.value)} before it, changed or reset (issue 32 item 4)`, async () => {
    const here = await session(asha);
    const change = (currentPassword: string, password: string) => app.inject({ method: 'POST', url: '/api/changepassword', headers: here, payload: { currentPassword, password } });
    const reused = { code: '174', message: textOf('code.174') };
    expect((await change(asha.password, asha.password)).json()).toEqual(reused);
    // The current one, then as many before it as the history keeps: each refused, the one before them taken again.
    const kept = limits.limits.passwordHistoryCount.value;
    const passwords = Array.from({ length: kept + 1 }, (_, index) => `Cycle@${String(index + 1)}x`);
    let current = asha.password;
    for (const next of passwords) {
      expect((await change(current, next)).json<{ code: string }>().code).toBe('18');
      current = next;
    }
    for (const earlier of passwords.slice(0, -1)) expect((await change(current, earlier)).json()).toEqual(reused);
    expect((await change(current, asha.password)).json<{ code: string }>().code).toBe('18');

    // A reset by a forgotten password's OTP meets the same rule.
    const inbox = async () => (await app.inject({ method: 'GET', url: `/sandbox/inbox?mobile=${asha.mobileNumber}` })).json<{ messages: { otp: string }[] }>().messages[0]?.otp ?? '';
    await app.inject({ method: 'POST', url: '/api/forgotpass/otp', payload: { mobileNumber: asha.mobileNumber } });
    const { profileId, passwordGrant } = (await app.inject({ method: 'POST', url: '/api/forgotpass/otp/validate', payload: { mobileNumber: asha.mobileNumber, otp: await inbox() } })).json<{ profileId: string; passwordGrant: string }>();
    const reset = (password: string) => app.inject({ method: 'POST', url: '/api/resetpassword', payload: { password, profileid: profileId, passwordGrant } });
    expect((await reset(asha.password)).json()).toEqual(reused);
    expect((await reset(passwords[kept] ?? '')).json()).toEqual(reused);
    expect((await reset('Fresh@2030x')).json<{ code: string }>().code).toBe('18');
  });

  it('moves the account to a new number only after the password and both OTPs, and the session goes on there (change mobile number, 1237)', async () => {
    const here = await session(neel);
    const elsewhere = await session(neel);
    const post = (url: string, payload: Record<string, unknown>, headers: { authorization: string } = here) => app.inject({ method: 'POST', url: `/api/mobilenumber/change${url}`, headers, payload });
    const codeOf = (answer: { json: () => unknown }) => (answer.json() as { code: string }).code;
    const inbox = async (mobile: string) => (await app.inject({ method: 'GET', url: `/sandbox/inbox?mobile=${mobile}` })).json<{ messages: { otp: string }[] }>().messages.at(-1)?.otp ?? '';
    const wrongOf = (otp: string) => String((Number(otp) + 1) % 10 ** limits.limits.otpLength.value).padStart(limits.limits.otpLength.value, '0');

    expect(codeOf(await post('', { urn: neel.urn, password: `${neel.password}x` }))).toBe('165');
    const started = await post('', { urn: neel.urn, password: neel.password });
    expect(started.statusCode, started.body).toBe(200);
    const changeId = started.json<{ changeId: string }>().changeId;
    const newMobile = '919866009231';
    // Nothing goes to the new number before the current one is proved.
    expect((await post('/send-otp', { changeId, newMobileNumber: newMobile })).statusCode).toBe(400);
    const currentOtp = await inbox(neel.mobileNumber);
    expect(codeOf(await post('/verify-otp', { changeId, otp: wrongOf(currentOtp) }))).toBe('139');
    expect((await post('/verify-otp', { changeId, otp: currentOtp })).statusCode).toBe(200);
    expect(codeOf(await post('/send-otp', { changeId, newMobileNumber: neel.mobileNumber }))).toBe('166');
    const taken = await post('/send-otp', { changeId, newMobileNumber: asha.mobileNumber });
    expect([taken.statusCode, codeOf(taken)]).toEqual([409, '1237']);
    // Another customer's session cannot go on with this change.
    expect((await post('/send-otp', { changeId, newMobileNumber: newMobile }, await session(asha))).statusCode).toBe(404);
    expect((await post('/send-otp', { changeId, newMobileNumber: newMobile })).statusCode).toBe(200);
    const newOtp = await inbox(newMobile);
    expect(codeOf(await post('/complete', { changeId, mobileNumber: newMobile, otp: wrongOf(newOtp) }))).toBe('139');
    const completed = await post('/complete', { changeId, mobileNumber: newMobile, otp: newOtp });
    expect(completed.statusCode, completed.body).toBe(200);
    const moved = { authorization: `Bearer ${completed.json<{ token: string }>().token}` };

    const profileWith = (headers: { authorization: string }, mobileNumber: string) => app.inject({ method: 'POST', url: '/api/userProfile/get', headers, payload: { mobileNumber } });
    expect((await profileWith(moved, newMobile)).json<{ profile: { mobileNumber: string } }>().profile.mobileNumber).toBe(newMobile);
    for (const old of [here, elsewhere]) expect((await profileWith(old, neel.mobileNumber)).statusCode).toBe(401);
    const login = (mobileNumber: string) => app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber, password: neel.password } });
    expect((await login(newMobile)).statusCode).toBe(200);
    expect((await login(neel.mobileNumber)).statusCode).not.toBe(200);
    // A finished change is spent.
    expect((await post('/complete', { changeId, mobileNumber: newMobile, otp: newOtp }, moved)).statusCode).toBe(404);
  });

  it('keeps the name a PAN card verified (167) while the address changes, and changes the name of a customer without (manage profile, spec §5)', async () => {
    const headers = await session(vikram);
    const address = { line: '9 Lake Road', city: 'Kolkata', state: 'West Bengal', pincode: '700029' };
    const update = (who: SeededCustomer, fullName: string, headers: { authorization: string }) =>
      app.inject({ method: 'PATCH', url: '/api/updateProfile/details', headers, payload: { messageCode: updateProfileDetailsMessageCode, urn: who.urn, fullName, address } });
    const renamed = await update(vikram, 'Vikram Rathore', headers);
    expect([renamed.statusCode, renamed.json<{ code: string }>().code]).toEqual([403, '167']);
    expect((await update(vikram, vikram.fullName, headers)).statusCode).toBe(200);
    const profileOf = async (who: SeededCustomer, headers: { authorization: string }) =>
      (await app.inject({ method: 'POST', url: '/api/userProfile/get', headers, payload: { mobileNumber: who.mobileNumber } })).json<{ profile: { fullName: string; dateOfBirth?: string; address?: unknown } }>().profile;
    expect(await profileOf(vikram, headers)).toMatchObject({ fullName: vikram.fullName, dateOfBirth: vikram.dateOfBirth, address });

    const kavyaHeaders = await session(kavya);
    expect((await update(kavya, 'Kavya Nair', kavyaHeaders)).statusCode).toBe(200);
    expect((await profileOf(kavya, kavyaHeaders)).fullName).toBe('Kavya Nair');
  });
});

describe('issue 32 item 5: a change is announced to the channels the customer had before it', () => {
  interface Inbox {
    texts?: { text: string; sentAt: string }[];
    mails?: { subject: string; body: string; sentAt: string }[];
  }
  const inboxOf = async (query: string) => (await app.inject({ method: 'GET', url: `/sandbox/inbox?${query}` })).json<Inbox>();
  const textsTo = async (mobile: string) => (await inboxOf(`mobile=${mobile}`)).texts ?? [];
  const mailsTo = async (email: string) => (await inboxOf(`email=${encodeURIComponent(email)}`)).mails ?? [];
  /** The alert as sent: its text in a language with the moment it was sent, as the customer reads it. */
  const alertText = (language: string, key: string, sentAt: string, values: Record<string, string> = {}) => textIn(language, key, { ...values, when: showDateTime(Date.parse(sentAt)) });

  /** Expects the alert of a change by SMS to a number and by mail to an address, with what changed and what to do. */
  async function expectAlert(kind: string, mobile: string, email: string, values: Record<string, string> = {}, language = 'en') {
    const [text] = await textsTo(mobile);
    expect(text?.text).toBe(alertText(language, `api:alert.${kind}.sms`, text?.sentAt ?? '', values));
    expect(text?.text).toContain(limits.limits.helpAddress.value);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(textIn(language, `api:alert.${kind}.subject`));
    expect(mail?.body).toBe(alertText(language, `api:alert.${kind}.body`, mail?.sentAt ?? '', values));
  }

  it('a changed password, and a reset one, to the number and the address', async () => {
    const headers = await session(asha);
    expect((await textsTo(asha.mobileNumber)).length).toBe(0);
    await app.inject({ method: 'POST', url: '/api/changepassword', headers, payload: { currentPassword: asha.password, password: 'Alerted@2026x' } });
    await expectAlert('passwordChanged', asha.mobileNumber, asha.email ?? '');
    await app.inject({ method: 'POST', url: '/api/forgotpass/otp', payload: { mobileNumber: asha.mobileNumber } });
    const otp = (await inboxOf(`mobile=${asha.mobileNumber}`)) as Inbox & { messages: { otp: string }[] };
    const { profileId, passwordGrant } = (await app.inject({ method: 'POST', url: '/api/forgotpass/otp/validate', payload: { mobileNumber: asha.mobileNumber, otp: otp.messages[0]?.otp } })).json<{ profileId: string; passwordGrant: string }>();
    await app.inject({ method: 'POST', url: '/api/resetpassword', payload: { password: 'Alerted@2027x', profileid: profileId, passwordGrant } });
    expect((await textsTo(asha.mobileNumber)).length).toBe(2);
    expect((await mailsTo(asha.email ?? '')).length).toBe(2);
    // The dev inbox shows them as a phone would, as text.
    const page = await app.inject({ method: 'GET', url: `/sandbox/messages?mobile=${asha.mobileNumber}&email=${encodeURIComponent(asha.email ?? '')}` });
    expect(page.headers['content-type']).toContain('text/html');
    const [latest] = await textsTo(asha.mobileNumber);
    expect(page.body).toContain((latest?.text ?? '').replace(/&/g, '&#38;').replace(/"/g, '&#34;').replace(/'/g, '&#39;'));
    expect(page.body).not.toContain('<script');
  });

  it('a new e-mail address to the old one, showing the new one masked', async () => {
    const headers = await session(asha);
    const emailId = 'asha.new@example.in';
    const otp = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/send-email-otp', payload: { mobileNumber: asha.mobileNumber, emailId, ...body } });
    await otp({ messageCode: emailOtpMessageCodes[0] });
    const code = (await inboxOf(`email=${encodeURIComponent(emailId)}`)) as Inbox & { messages: { otp: string }[] };
    await otp({ messageCode: emailOtpMessageCodes[1], otp: code.messages[0]?.otp });
    const updated = await app.inject({ method: 'PATCH', url: '/api/updateProfile/authenticate', headers, payload: { messageCode: updateProfileMessageCode, urn: asha.urn, cardProfileId: 1, email: emailId } });
    expect(updated.statusCode).toBe(200);
    await expectAlert('emailChanged', asha.mobileNumber, asha.email ?? '', { address: 'a•••@example.in' });
    expect((await mailsTo(asha.email ?? ''))[0]?.body).not.toContain(emailId);
    expect(await mailsTo(emailId)).toEqual([]);
  });

  it('a new mobile number to the old one, showing only its last digits', async () => {
    const headers = await session(neel);
    const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `/api/mobilenumber/change${url}`, headers, payload });
    const otpTo = async (mobile: string) => ((await inboxOf(`mobile=${mobile}`)) as Inbox & { messages: { otp: string }[] }).messages[0]?.otp ?? '';
    const { changeId } = (await post('', { urn: neel.urn, password: neel.password })).json<{ changeId: string }>();
    await post('/verify-otp', { changeId, otp: await otpTo(neel.mobileNumber) });
    const newMobile = '919866009232';
    await post('/send-otp', { changeId, newMobileNumber: newMobile });
    expect((await post('/complete', { changeId, mobileNumber: newMobile, otp: await otpTo(newMobile) })).statusCode).toBe(200);
    await expectAlert('mobileChanged', neel.mobileNumber, neel.email ?? '', { number: `••${newMobile.slice(-4)}` });
    expect(await textsTo(newMobile)).toEqual([]);
  });

  it('a new beneficiary, with its bank and the last digits of its account, in the language the portal was read in', async () => {
    const headers = { ...(await session(asha)), 'accept-language': 'hi' };
    const payee = { beneficiaryName: 'Ravi Kumar', bankName: 'HDFC Bank', accountNumber: '50100012345678', ifsc: 'HDFC0001234' };
    const added = await app.inject({
      method: 'POST',
      url: '/api/add-beneficiary',
      headers: { ...headers, 'idempotency-key': 'alert-beneficiary-01' },
      payload: { messageCode: addBeneficiaryMessageCode, urn: asha.urn, ...payee, implId: limits.limits.beneficiaryAddImplId.value, beneficiaryType: 'FT', confirmationGrant: await confirmationGrant(app, headers, asha, 'addBeneficiary', { payee }) },
    });
    expect(added.statusCode).toBe(200);
    // The OTP that confirmed it was in Hindi too.
    const [sms] = ((await inboxOf(`mobile=${asha.mobileNumber}`)) as Inbox & { messages: { otp: string; text?: string }[] }).messages;
    const payeeText = textIn('hi', 'api:payeeAccount', { name: payee.beneficiaryName, bank: payee.bankName, last4: '5678' });
    expect(sms?.text).toBe(textIn('hi', 'api:confirmationSms.addBeneficiary', { otp: sms?.otp ?? '', payee: payeeText }));
    await expectAlert('beneficiaryAdded', asha.mobileNumber, asha.email ?? '', { payee: payeeText }, 'hi');
  });
});
