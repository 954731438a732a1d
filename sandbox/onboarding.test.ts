import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import { catalogueEntry } from '../src/core/config/catalogue';
import { catalogues } from '../src/core/config/catalogues';
import { limit } from '../src/core/config/limits';
import { parseTimestamp } from '../src/core/format/ist-time';
import type { SandboxDatabase } from './db/open-database';
import seed from './db/seed.json';
import { textOf } from './http/envelope';
import { Ledger } from './services/ledger';
import { closeWalletMessageCode, getUserDataMessageCode, registerDetailsMessageCode, statusEnquiryMessageCode } from '../src/api/generated/message-codes';

/** The back-office checker's key of these tests (the sandbox prints its own at start-up). */
const operatorKey = 'operator-key-of-the-tests';
const sandbox = useInMemorySandbox({ operatorKey });
let db: SandboxDatabase;
let app: FastifyInstance;
beforeEach(() => {
  ({ db, app } = sandbox());
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });
async function inbox(query: string): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: `/sandbox/inbox?${query}` });
  return answer.json<{ messages: { otp: string }[] }>().messages[0]?.otp ?? '';
}

const newcomer = '919700000001';

describe('sandbox: sign-up, OTPs and passwords (spec §4, §5, §8)', () => {
  it('signs up a new customer end to end and lets them log in', async () => {
    expect((await post('/api/register', { mobileNumber: newcomer })).json()).toMatchObject({ code: '00' });
    const otp = await inbox(`mobile=${newcomer}`);
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await post('/api/login/validate', { mobileNumber: newcomer, otp, isTokenRequired: 'N' });
    expect(verified.json()).toMatchObject({ code: '00', token: '' });
    const { mobileGrant } = verified.json<{ mobileGrant: string }>();
    const details = await post('/api/register/details', {
      messageCode: registerDetailsMessageCode,
      cardHolder: { full_name: 'Kavya Rao', email: 'kavya.rao@example.in', mobileNumber: newcomer, address: '4 Residency Road', Pincode: '560025', country: 'India', state: 'Karnataka', district: 'Bengaluru Urban', dob: '1994-02-11' },
      identityProfile: { panCard: 'ABCPR1234K', aadharCard: 234567890192 },
      clientId: 2110, productId: 7, bankId: 6050, entityId: 100, cardProfileId: 30, loadAmount: 0, customerId: 'NEW', mobileGrant,
    });
    expect(details.statusCode).toBe(200);
    const { profileId, passwordGrant } = details.json<{ profileId: string; passwordGrant: string }>();
    expect((await post('/api/setpassword', { password: 'Kavya@2026', profileid: profileId, passwordGrant })).json()).toEqual({ code: '18', message: textOf('code.18') });
    expect((await post('/api/mobile-password-validation', { mobileNumber: newcomer, password: 'Kavya@2026' })).json()).toMatchObject({ code: '00', profileId });
  });

  it('answers 102 for a number that already has a wallet, and a registration code for a test PAN (AAAPRnnnnR)', async () => {
    expect((await post('/api/register', { mobileNumber: '919876543210' })).json()).toEqual({ code: '102', message: textOf('code.102') });
    const forced = await post('/api/register/details', {
      messageCode: registerDetailsMessageCode,
      cardHolder: { full_name: 'Test Customer', email: 'x@example.in', mobileNumber: newcomer, address: 'a', Pincode: '560025', country: 'India', state: 'K', district: 'B', dob: '1990-01-01' },
      identityProfile: { panCard: 'AAAPR1003R' }, clientId: 2110, productId: 7, bankId: 6050, entityId: 100, cardProfileId: 30, loadAmount: 0, customerId: 'NEW', mobileGrant: 'mg-the-code-comes-before-the-proof',
    });
    expect(forced.json()).toEqual({ code: '1003', message: textOf('code.1003'), messageKey: 'code.1003' });
  });

  it('answers 139 for a wrong OTP and 149 with HTTP 429 past the maximum retries', async () => {
    await post('/api/login', { mobileNumber: '919876543210' });
    const right = await inbox('mobile=919876543210');
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await post('/api/login/validate', { mobileNumber: '919876543210', otp: wrong, isTokenRequired: 'Y' });
    expect(first.json()).toEqual({ code: '139', message: textOf('code.139') });
    await post('/api/login/validate', { mobileNumber: '919876543210', otp: wrong, isTokenRequired: 'Y' });
    const third = await post('/api/login/validate', { mobileNumber: '919876543210', otp: wrong, isTokenRequired: 'Y' });
    expect(third.statusCode).toBe(429);
    expect(third.json<{ code: string }>().code).toBe('149');
    expect((await post('/api/login/validate', { mobileNumber: '919876543210', otp: right, isTokenRequired: 'Y' })).statusCode).toBe(429);
  });

  it('logs in by OTP', async () => {
    await post('/api/login', { mobileNumber: '919876543210' });
    const answer = await post('/api/login/validate', { mobileNumber: '919876543210', otp: await inbox('mobile=919876543210'), isTokenRequired: 'Y' });
    expect(answer.json()).toMatchObject({ code: '00', profileId: 'PRF000001' });
  });

  it('recovers a password through the forgot-password OTP, and refuses a short one with 152', async () => {
    await post('/api/forgotpass/otp', { mobileNumber: '919876543210' });
    const validated = await post('/api/forgotpass/otp/validate', { mobileNumber: '919876543210', otp: await inbox('mobile=919876543210') });
    const { profileId, passwordGrant } = validated.json<{ profileId: string; passwordGrant: string }>();
    expect((await post('/api/resetpassword', { password: 'Short1!', profileid: profileId, passwordGrant })).json()).toEqual({ code: '152', message: textOf('code.152') });
    expect((await post('/api/resetpassword', { password: 'Wallet@2027', profileid: profileId, passwordGrant })).json<{ code: string }>().code).toBe('18');
    // The grant was used: it opens nothing a second time.
    expect((await post('/api/resetpassword', { password: 'Wallet@2028', profileid: profileId, passwordGrant })).json<{ code: string }>().code).toBe('104');
  });
});

describe('sandbox: identity simulators (spec §4, §8)', () => {
  it('answers Aadhaar refusals as plain text and the match from the test number', async () => {
    const refused = await post('/api/aadhar/otp', { aadhaarNumber: 999999999999, userName: 'Asha' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toBe('Invalid combination of inputs');
    expect((await post('/api/aadhar/otp', { aadhaarNumber: 12345, userName: 'Asha' })).body).toBe('Aadhaar number should be 12 digits');
    const sent = await post('/api/aadhar/otp', { aadhaarNumber: 234567890184, userName: 'Asha' });
    const { traceId } = sent.json<{ traceId: string }>();
    expect((await post('/api/aadhar/otp/verify', { traceId, otp: '000000' === (await inbox('aadhaar=234567890184')) ? '111111' : '000000' })).body).toBe('INVALID_OTP');
    const verified = await post('/api/aadhar/otp/verify', { traceId, otp: await inbox('aadhaar=234567890184') });
    expect(verified.json()).toMatchObject({ result: { consentValidation: { percentageOfMatch: 84 } } });
  });

  it('matches PANs by the test table', async () => {
    const check = async (pan: string) => (await post('/api/pan-verification', { pan, name: 'Asha Verma', dob: '1990-04-15', consent: 'Y' })).json<{ nameMatch: boolean; dobMatch: boolean }>();
    expect(await check('ABCPV1234F')).toMatchObject({ nameMatch: true, dobMatch: true });
    expect(await check('AAAPN1234N')).toMatchObject({ nameMatch: false, dobMatch: true });
    expect(await check('AAAPD1234D')).toMatchObject({ nameMatch: true, dobMatch: false });
  });

  it('tells re-KYC and dormancy apart', async () => {
    expect((await post('/api/rekyc/status', { mobile: '919811111111' })).json()).toMatchObject({ rekycRequired: true, dormantAccount: false });
    expect((await post('/api/rekyc/status', { mobile: '919822222222' })).json()).toMatchObject({ rekycRequired: false, dormantAccount: true });
  });

  it('opens re-KYC with what the issuer holds, to whoever proved the number, never the PAN or the date of birth', async () => {
    const customer = seed.customers.find((candidate) => 'details' in candidate && candidate.flags?.rekycRequired === true);
    if (!customer || !('details' in customer)) throw new Error('seed.json has no re-KYC customer with details');
    const profile = (mobileGrant: string) => post('/api/rekyc/profile', { mobileNumber: customer.mobileNumber, mobileGrant });
    expect((await profile('mg-guessed-grant-0000000000')).statusCode).toBe(403);
    await post('/api/rekyc/mobilenumber', { mobileNumber: customer.mobileNumber });
    const verified = await post('/api/login/validate', { mobileNumber: customer.mobileNumber, otp: await inbox(`mobile=${customer.mobileNumber}`), isTokenRequired: 'N' });
    const { mobileGrant } = verified.json<{ mobileGrant: string }>();
    const answer = await profile(mobileGrant);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ details: Record<string, string> }>().details).toEqual({ ...customer.details, emailId: customer.email });
    // Another number's grant opens nothing.
    expect((await post('/api/rekyc/profile', { mobileNumber: '919822222222', mobileGrant })).statusCode).toBe(403);
    // What the customer gives at re-KYC is what the next re-KYC opens with.
    await post('/api/customer/details', {
      mobileNumber: customer.mobileNumber, first_name: 'Meera', middle_name: 'K', last_name: 'Nair', emailId: 'meera.k@example.in', dob: '1985-07-30', pan_number: 'ABCPN1234M',
      city_name: 'Thrissur', state_name: 'Kerala', Pincode: '680001', doc: 'PASSPORT', Document_Number: 'P1', pep: false, updateVectors: 'rekyc', mobileGrant,
    });
    const again = (await profile(mobileGrant)).json<{ details: Record<string, string> }>().details;
    expect(again).toMatchObject({ middle_name: 'K', city_name: 'Thrissur', Pincode: '680001', emailId: 'meera.k@example.in' });
    expect(Object.keys(again)).not.toContain('pan_number');
    expect(Object.keys(again)).not.toContain('dob');
  });

  it('reports customer status 2 while a re-activation answered "in progress" is under way (spec §4)', async () => {
    const status = async () => (await post('/api/customer/status', { mobileNumber: '919822222222', reKyc: false, dormant: true })).json<{ status: number }>().status;
    expect(await status()).toBe(3);
    await post('/api/rekyc/mobilenumber', { mobileNumber: '919822222222' });
    const verified = await post('/api/login/validate', { mobileNumber: '919822222222', otp: await inbox('mobile=919822222222'), isTokenRequired: 'N' });
    const details = {
      mobileNumber: '919822222222', first_name: 'Vikram', last_name: 'Singh', emailId: 'vikram.singh@example.in', dob: '1980-01-01',
      city_name: 'Pune', state_name: 'MH', Pincode: '411001', doc: 'PASSPORT', Document_Number: 'P1', pep: false, updateVectors: 'dormancy',
      mobileGrant: verified.json<{ mobileGrant: string }>().mobileGrant,
    };
    expect((await post('/api/customer/details', { ...details, pan_number: 'AAAPE0013E' })).json()).toMatchObject({ onboardingCode: '13' });
    expect(await status()).toBe(2);
  });

  it('asks a minimum-KYC customer past 24 months to upgrade before loading money', async () => {
    db.prepare("UPDATE customers SET kyc_at = '2023-01-01T00:00:00.000Z' WHERE mobile_number = '919812345678'").run();
    const login = await post('/api/mobile-password-validation', { mobileNumber: '919812345678', password: 'Minkyc@2026' });
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const answer = await post('/api/card-payment/start', { urn: '700000000002', amount: 50000 }, { ...auth, 'idempotency-key': 'expired-key-000001' });
    expect(answer.statusCode).toBe(403);
    expect((await post('/api/event/v1/details', { mobile: '919812345678' }, auth)).json()).toMatchObject({ eventData: { eventId: 8100, eventStatus: 5 } });
  });

  it('refuses wallet actions of a temporarily blocked customer with 403, body status 500, code 1010', async () => {
    const login = await post('/api/mobile-password-validation', { mobileNumber: '919833333333', password: 'Blocked@2026' });
    const answer = await post('/api/card-payment/start', { urn: '700000000005', amount: 50000 }, { authorization: `Bearer ${login.json<{ token: string }>().token}`, 'idempotency-key': 'blocked-key-000001' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: '1010', status: 500 });
  });
});

describe('sandbox: closure and service requests (spec §4)', () => {
  it('closes only after a status enquiry and with no money left, then reports code 13', async () => {
    const login = await post('/api/mobile-password-validation', { mobileNumber: '919812345678', password: 'Minkyc@2026' });
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    expect((await post('/api/closewallet', { messageCode: closeWalletMessageCode, urn: '700000000002', reason: 'x' }, { ...auth, 'idempotency-key': 'close-key-00000001' })).statusCode).toBe(403);
    db.prepare("UPDATE customers SET kyc_type = 'FULL_KYC_VERIFIED' WHERE mobile_number = '919812345678'").run();
    const early = await post('/api/closewallet', { messageCode: closeWalletMessageCode, urn: '700000000002', reason: 'x' }, { ...auth, 'idempotency-key': 'close-key-00000002' });
    expect(early.json<{ message: string }>().message).toBe(textOf('wallet.pendingTransactions'));
    await post('/api/status-enquiry', { messageCode: statusEnquiryMessageCode, urn: '700000000002' }, auth);
    const withMoney = await post('/api/closewallet', { messageCode: closeWalletMessageCode, urn: '700000000002', reason: 'x' }, { ...auth, 'idempotency-key': 'close-key-00000003' });
    expect(withMoney.json<{ message: string }>().message).toBe(textOf('wallet.transferFundsFirst'));
    db.prepare("UPDATE wallets SET balance_paise = 0 WHERE urn = '700000000002'").run();
    db.prepare("DELETE FROM statement_rows WHERE txn_ref = 'SEED000003'").run();
    const closed = await post('/api/closewallet', { messageCode: closeWalletMessageCode, urn: '700000000002', reason: 'x' }, { ...auth, 'idempotency-key': 'close-key-00000004' });
    expect(closed.json()).toMatchObject({ message: textOf('wallet.closedPermanently'), wallet: { status: 'CLOSED' } });
    // The old session ended with the closure, and a closed wallet lets no one in again (spec §4).
    const userData = await post('/api/mobilenumber/authenticate', { messageCode: getUserDataMessageCode, mobileNumber: '919812345678' }, auth);
    expect(userData.statusCode).toBe(401);
    const again = await post('/api/mobile-password-validation', { mobileNumber: '919812345678', password: 'Minkyc@2026' });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ code: '13', message: textOf('wallet.closed'), messageKey: 'wallet.closed' });
  });

  it('moves a service request from OPEN to IN_PROGRESS, and the checker settles it', async () => {
    const login = await post('/api/mobile-password-validation', { mobileNumber: '919876543210', password: 'Wallet@2026' });
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    expect((await post('/api/view-all-service-requests', { urn: '700000000001' }, auth)).json()).toMatchObject({ message: textOf('account:serviceRequest.noneFound'), serviceRequestDtoList: [] });
    const created = await post('/api/create-new-service-request', { urn: '700000000001', last4digit: '0001', reason: 'other', comment: 'Please refund' }, auth);
    const id = created.json<{ serviceRequestDto: { serviceRequestId: string; status: string } }>().serviceRequestDto;
    expect(id.status).toBe('OPEN');
    const updated = await post('/api/update-service-request', { serviceRequestId: id.serviceRequestId, comment: 'Any news?' }, auth);
    expect(updated.json()).toMatchObject({ message: textOf('account:serviceRequest.updated'), serviceRequestDto: { status: 'IN_PROGRESS', disputeComment: 'Any news?' } });
    await post('/sandbox/checker', { serviceRequestId: id.serviceRequestId, decision: 'SETTLED_BY_CHECKER' }, { 'x-sandbox-operator-key': operatorKey });
    expect((await post('/api/get-single-service-request', { serviceRequestId: id.serviceRequestId }, auth)).json()).toMatchObject({ serviceRequestDto: { status: 'SETTLED_BY_CHECKER' } });
  });
});

describe('sandbox: migration opens the wallet with the previous account (spec §4 Migration)', () => {
  const [old] = seed.migrationAccounts;
  if (!old) throw new Error('seed.json has no migration account');
  const ledger = () => new Ledger(db);
  const details = (mobileGrant: string, loadAmount: number) =>
    post('/api/register/details', {
      messageCode: registerDetailsMessageCode,
      cardHolder: { full_name: 'Sunil Menon', email: 'sunil.menon@example.in', mobileNumber: old.mobileNumber, address: '4 Residency Road', Pincode: '560025', country: 'India', state: 'Karnataka', district: 'Bengaluru Urban', dob: '1979-11-02' },
      identityProfile: { panCard: 'ABCPM1234S' },
      clientId: limit('clientId'), productId: limit('productId'), bankId: limit('bankId'), entityId: limit('migrationEntityId'), cardProfileId: limit('minKycCardProfileId'), loadAmount, customerId: '', mobileGrant,
    });

  it('credits the balance once, with the old transactions in the statement under their mapped types, and nothing more on a retry', async () => {
    await post('/api/register', { mobileNumber: old.mobileNumber });
    const verified = await post('/api/login/validate', { mobileNumber: old.mobileNumber, otp: await inbox(`mobile=${old.mobileNumber}`), isTokenRequired: 'N' });
    const { mobileGrant } = verified.json<{ mobileGrant: string }>();
    // A load amount that is not the old balance opens nothing.
    expect((await details(mobileGrant, old.balancePaise + 100)).statusCode).toBe(400);
    expect(db.prepare('SELECT count(*) AS n FROM customers WHERE mobile_number = ?').get(old.mobileNumber)).toEqual({ n: 0 });
    expect((await details(mobileGrant, old.balancePaise)).statusCode).toBe(200);
    const { id } = db.prepare('SELECT id FROM customers WHERE mobile_number = ?').get(old.mobileNumber) as { id: number };
    expect(ledger().balance(id)).toBe(old.balancePaise);
    expect(ledger().statementSum(id)).toBe(old.balancePaise);
    const rows = db.prepare('SELECT direction, amount_paise AS amount, description, created_at AS createdAt FROM statement_rows WHERE customer_id = ? ORDER BY created_at').all(id) as { direction: string; amount: number; description: string; createdAt: string }[];
    const mapped = (type: string) => catalogueEntry(catalogues.migrationTransactionTypes, type);
    for (const transaction of old.transactions) {
      const row = rows.find((candidate) => candidate.amount === transaction.amount.amount && candidate.createdAt === new Date(parseTimestamp(transaction.created) ?? 0).toISOString());
      expect(row, transaction.id).toBeDefined();
      expect(row?.description).toBe(textOf(mapped(transaction.type)?.messageKey ?? ''));
      expect(row?.direction).toBe(catalogueEntry(catalogues.migratedTypeDirections, mapped(transaction.type)?.value ?? '')?.value);
    }
    // Retried (a double click, a reload): code 10, and the balance stays.
    expect((await details(mobileGrant, old.balancePaise)).json()).toMatchObject({ code: '10' });
    expect(ledger().balance(id)).toBe(old.balancePaise);
  });
});
