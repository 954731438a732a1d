/**
 * Issue 39 through the contract's operations (docs/decisions/0020): a passkey added after the
 * confirmation OTP, a sign-in that opens the same session as the password's, a confirmation whose
 * grant the confirmed call spends, and the refusals the issue names: a replayed assertion, a lowered
 * counter, another customer's credential, an assertion made for another amount, a removed passkey.
 * The device is the software authenticator; the end-to-end tests use Chromium's virtual one.
 */
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import limits from '../rules/limits.json';
import refusalCodes from '../rules/catalogues/refusal-codes.json';
import { addBeneficiaryMessageCode } from '../src/api/generated/message-codes';
import { confirmationGrant, type ConfirmationPurpose, type ConfirmedParts } from '../tests/setup/confirmation-grant';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import { seededCustomer, sessionOf, type SeededCustomer } from '../tests/setup/seeded-customer';
import { SoftAuthenticator } from '../tests/setup/soft-authenticator';

const asha = seededCustomer('9876543210');
const meera = seededCustomer('9811111111');
const friend = seededCustomer('9822222222');

/** The code rules/catalogues/refusal-codes.json gives a reason. */
const codeOf = (messageKey: string) => refusalCodes.entries.find((entry) => entry.messageKey === messageKey)?.code;

/** The account added as a beneficiary with a passkey's grant. */
const payee = { beneficiaryName: 'Asha Verma', bankName: 'HDFC Bank', accountNumber: '50100012345678', ifsc: 'HDFC0001234' };

type Headers = Readonly<Record<string, string>>;

const sandbox = useInMemorySandbox();
let app: FastifyInstance;
beforeEach(() => {
  ({ app } = sandbox());
});

/** The page's origin as the browser writes it into the client data: the origin inject's requests come to. */
const device = (origin = 'http://localhost:80') => new SoftAuthenticator({ origin });

const post = (url: string, headers: Headers, payload: unknown) => app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

/** Adds a passkey as the profile does: the OTP first, then the device's answer to the options. */
async function addPasskey(auth: Headers, who: SeededCustomer, phone: SoftAuthenticator, name = 'Pixel 8'): Promise<string> {
  const grant = await confirmationGrant(app, auth, who, 'addPasskey', {});
  const options = (await post('/api/passkeys/registration-options', auth, { urn: who.urn })).json<{ options: PublicKeyCredentialCreationOptionsJSON }>().options;
  const added = await post('/api/passkeys', auth, { urn: who.urn, name, confirmationGrant: grant, credential: phone.create(options) });
  expect(added.statusCode, added.body).toBe(200);
  return added.json<{ passkey: { credentialId: string } }>().passkey.credentialId;
}

async function signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return (await post('/api/login/passkey/options', {}, {})).json<{ options: PublicKeyCredentialRequestOptionsJSON }>().options;
}

/** The options to confirm one transaction, as its confirmation step asks for them. */
async function confirmationOptions(auth: Headers, who: SeededCustomer, purpose: ConfirmationPurpose, parts: ConfirmedParts): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const answer = await post('/api/confirmation/passkey-options', auth, { urn: who.urn, purpose, ...parts });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ options: PublicKeyCredentialRequestOptionsJSON }>().options;
}

const verify = (auth: Headers, who: SeededCustomer, purpose: ConfirmationPurpose, parts: ConfirmedParts, credential: AuthenticationResponseJSON) =>
  post('/api/confirmation/verify-passkey', auth, { transaction: { urn: who.urn, purpose, ...parts }, credential });

const listed = async (auth: Headers, who: SeededCustomer) =>
  (await app.inject({ method: 'GET', url: `/api/passkeys?urn=${who.urn}`, headers: auth })).json<{ passkeys: { credentialId: string; name: string; lastUsedAt?: string; disabled: boolean }[] }>().passkeys;

const refusedWith = (answer: Awaited<ReturnType<FastifyInstance['inject']>>, status: number, messageKey: string) => {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json<{ code: string }>().code).toBe(codeOf(messageKey));
};

describe('passkeys through the contract (issue 39, docs/decisions/0020)', () => {
  it('adds a passkey only with the OTP of its purpose, lists it by its name and never its key, and excludes it from the next registration', async () => {
    const auth = await sessionOf(app, asha);
    const phone = device();
    const options = (await post('/api/passkeys/registration-options', auth, { urn: asha.urn })).json<{ options: PublicKeyCredentialCreationOptionsJSON }>().options;
    const unconfirmed = await post('/api/passkeys', auth, { urn: asha.urn, name: 'Pixel 8', confirmationGrant: 'cg-guessed-grant-000000000000', credential: phone.create(options) });
    refusedWith(unconfirmed, 403, 'account:refusal.confirmOtpFirst');
    // A grant for a beneficiary does not add a passkey.
    const otherPurpose = await confirmationGrant(app, auth, asha, 'addBeneficiary', { payee });
    const misused = await post('/api/passkeys', auth, { urn: asha.urn, name: 'Pixel 8', confirmationGrant: otherPurpose, credential: phone.create(options) });
    refusedWith(misused, 403, 'account:refusal.confirmOtpFirst');
    expect(await listed(auth, asha)).toEqual([]);

    const credentialId = await addPasskey(auth, asha, phone);
    expect(await listed(auth, asha)).toEqual([{ credentialId, name: 'Pixel 8', createdAt: expect.stringMatching(/^\d{14}$/) as string, disabled: false }]);
    const next = (await post('/api/passkeys/registration-options', auth, { urn: asha.urn })).json<{ options: PublicKeyCredentialCreationOptionsJSON }>().options;
    expect(next.excludeCredentials?.map((credential) => credential.id)).toEqual([credentialId]);
    expect(next.authenticatorSelection?.userVerification).toBe('required');
  });

  it('signs in with the same session as a password login; that session confirms an OTP with the password too, as a login OTP does', async () => {
    const phone = device();
    await addPasskey(await sessionOf(app, asha), asha, phone);
    const login = await post('/api/login/passkey', {}, { credential: phone.get(await signInOptions()) });
    expect(login.statusCode, login.body).toBe(200);
    const { token, refreshToken, profileId } = login.json<{ token: string; refreshToken: string; profileId: string }>();
    expect(profileId).toBe(asha.profileId);
    expect(refreshToken).toMatch(/\S/);
    const auth = { authorization: `Bearer ${token}` };
    expect((await listed(auth, asha))[0]?.lastUsedAt).toMatch(/^\d{14}$/);
    // The confirmation OTP goes to the phone the passkey is on: without the password it is one factor twice (code 181).
    await post('/api/confirmation/send-otp', auth, { urn: asha.urn, purpose: 'addBeneficiary', payee });
    const inbox = (await app.inject({ method: 'GET', url: `/sandbox/inbox?mobile=${asha.mobileNumber}` })).json<{ messages: { otp: string }[] }>();
    const alone = await post('/api/confirmation/verify-otp', auth, { urn: asha.urn, purpose: 'addBeneficiary', otp: inbox.messages[0]?.otp ?? '' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json<{ code: string }>().code).toBe('181');
  });

  it('confirms a beneficiary with a passkey: the grant it answers is spent by the call naming the same account', async () => {
    const auth = await sessionOf(app, asha);
    const phone = device();
    await addPasskey(auth, asha, phone);
    const options = await confirmationOptions(auth, asha, 'addBeneficiary', { payee });
    expect(options.userVerification).toBe('required');
    const verified = await verify(auth, asha, 'addBeneficiary', { payee }, phone.get(options));
    expect(verified.statusCode, verified.body).toBe(200);
    const added = await app.inject({
      method: 'POST',
      url: '/api/add-beneficiary',
      headers: { ...auth, 'idempotency-key': 'passkey-beneficiary-0001' },
      payload: { messageCode: addBeneficiaryMessageCode, urn: asha.urn, ...payee, implId: limits.limits.beneficiaryAddImplId.value, beneficiaryType: 'FT', dailyAmountLimit: null, confirmationGrant: verified.json<{ confirmationGrant: string }>().confirmationGrant },
    });
    expect(added.statusCode, added.body).toBe(200);
  });

  it('refuses an assertion made for another amount (spending its challenge), and one replayed', async () => {
    const auth = await sessionOf(app, asha);
    const phone = device();
    await addPasskey(auth, asha, phone);
    const forFive = { amount: 50000, recipientMobileNumber: friend.mobileNumber };
    const assertion = phone.get(await confirmationOptions(auth, asha, 'walletTransfer', forFive));
    refusedWith(await verify(auth, asha, 'walletTransfer', { ...forFive, amount: 60000 }, assertion), 400, 'api:passkeyOtherTransaction');
    refusedWith(await verify(auth, asha, 'walletTransfer', forFive, assertion), 400, 'api:passkeyChallengeSpent');

    const again = phone.get(await confirmationOptions(auth, asha, 'walletTransfer', forFive));
    expect((await verify(auth, asha, 'walletTransfer', forFive, again)).statusCode).toBe(200);
    refusedWith(await verify(auth, asha, 'walletTransfer', forFive, again), 400, 'api:passkeyChallengeSpent');
    refusedWith(await post('/api/login/passkey', {}, { credential: again }), 400, 'api:passkeyChallengeSpent');
  });

  it("refuses another customer's credential over this customer's challenge, and an assertion from another origin", async () => {
    const ashaAuth = await sessionOf(app, asha);
    const meeraAuth = await sessionOf(app, meera);
    const ashasPhone = device();
    const meerasPhone = device();
    await addPasskey(ashaAuth, asha, ashasPhone);
    const meerasKey = await addPasskey(meeraAuth, meera, meerasPhone);
    const parts = { payee };
    refusedWith(await verify(ashaAuth, asha, 'addBeneficiary', parts, meerasPhone.get(await confirmationOptions(ashaAuth, asha, 'addBeneficiary', parts), meerasKey)), 403, 'api:passkeyOtherCustomer');
    // A look-alike page that got Asha's own device to sign: the browser wrote the page's origin into what was signed.
    ashasPhone.visit('http://wallet-login.example');
    refusedWith(await verify(ashaAuth, asha, 'addBeneficiary', parts, ashasPhone.get(await confirmationOptions(ashaAuth, asha, 'addBeneficiary', parts))), 400, 'api:passkeyNotVerified');
  });

  it('disables a passkey whose counter goes back (a copied device) until it is removed and added again', async () => {
    const auth = await sessionOf(app, asha);
    const phone = device();
    const credentialId = await addPasskey(auth, asha, phone);
    expect((await post('/api/login/passkey', {}, { credential: phone.get(await signInOptions()) })).statusCode).toBe(200);
    phone.setCounter(credentialId, 0);
    refusedWith(await post('/api/login/passkey', {}, { credential: phone.get(await signInOptions()) }), 403, 'api:passkeyDisabled');
    expect((await listed(auth, asha))[0]?.disabled).toBe(true);
    refusedWith(await post('/api/login/passkey', {}, { credential: phone.get(await signInOptions()) }), 403, 'api:passkeyDisabled');
    // With no live passkey, the confirmation is the OTP's.
    refusedWith(await post('/api/confirmation/passkey-options', auth, { urn: asha.urn, purpose: 'addBeneficiary', payee }), 404, 'api:noPasskey');
  });

  it('removes a passkey at once: an assertion it made after is refused, and a second removal finds none', async () => {
    const auth = await sessionOf(app, asha);
    const phone = device();
    const credentialId = await addPasskey(auth, asha, phone);
    const options = await signInOptions();
    const removed = await post('/api/passkeys/remove', auth, { urn: asha.urn, credentialId });
    expect(removed.statusCode, removed.body).toBe(200);
    refusedWith(await post('/api/login/passkey', {}, { credential: phone.get(options) }), 400, 'api:passkeyUnknown');
    refusedWith(await post('/api/passkeys/remove', auth, { urn: asha.urn, credentialId }), 404, 'api:noSuchPasskey');
    expect(await listed(auth, asha)).toEqual([]);
    // Another customer cannot remove Asha's.
    const again = await addPasskey(auth, asha, phone);
    refusedWith(await post('/api/passkeys/remove', await sessionOf(app, meera), { urn: meera.urn, credentialId: again }), 404, 'api:noSuchPasskey');
    expect(await listed(auth, asha)).toHaveLength(1);
  });
});
