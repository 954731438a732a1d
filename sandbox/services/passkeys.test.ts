import { beforeEach, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../tests/setup/soft-authenticator';
import { openDatabase, type SandboxDatabase } from '../db/open-database';
import { transactionBinding } from './confirmed-transaction';
import { Passkeys, type RelyingParty } from './passkeys';

const party: RelyingParty = { id: 'localhost', name: 'Wallet', origins: ['http://localhost:8190'] };
const origin = party.origins[0] ?? '';

/** Two customers, as few columns as the schema asks: the passkeys are all these tests look at. */
function withCustomers(db: SandboxDatabase): { readonly asha: { id: number; mobileNumber: string; fullName: string }; readonly ravi: { id: number; mobileNumber: string; fullName: string } } {
  const add = db.prepare(
    "INSERT INTO customers (mobile_number, full_name, profile_id, customer_ref, kyc_type, card_profile_id, created_at) VALUES (?, ?, ?, ?, 'FULL_KYC', 1, '2026-11-27')",
  );
  const asha = { id: Number(add.run('919800000001', 'Asha Rao', 'p-1', 'c-1').lastInsertRowid), mobileNumber: '919800000001', fullName: 'Asha Rao' };
  const ravi = { id: Number(add.run('919800000002', 'Ravi Iyer', 'p-2', 'c-2').lastInsertRowid), mobileNumber: '919800000002', fullName: 'Ravi Iyer' };
  return { asha, ravi };
}

describe('passkeys (issue 39, docs/decisions/0020)', () => {
  let db: SandboxDatabase;
  let passkeys: Passkeys;
  let customers: ReturnType<typeof withCustomers>;
  let phone: SoftAuthenticator;

  beforeEach(() => {
    db = openDatabase(':memory:');
    customers = withCustomers(db);
    passkeys = new Passkeys(db, party);
    phone = new SoftAuthenticator({ origin });
  });

  async function registered(customer = customers.asha, device = phone): Promise<string> {
    const made = await passkeys.register(customer.id, 'Pixel 8', device.create(await passkeys.registrationOptions(customer)));
    if (typeof made === 'string') throw new Error(`not registered: ${made}`);
    return made.credentialId;
  }

  it('registers a passkey with user verification required and attestation none, under a random user handle, and lists it', async () => {
    const options = await passkeys.registrationOptions(customers.asha);
    expect(options.authenticatorSelection?.userVerification).toBe('required');
    expect(options.attestation).toBe('none');
    expect(Buffer.from(options.user.id, 'base64url').toString('utf8')).not.toContain(customers.asha.mobileNumber);
    const made = await passkeys.register(customers.asha.id, 'Pixel 8', phone.create(options));
    expect(made).toEqual({ credentialId: expect.any(String) as string });
    expect(passkeys.list(customers.asha.id)).toEqual([{ credentialId: (made as { credentialId: string }).credentialId, name: 'Pixel 8', createdAt: expect.any(Number) as number, lastUsedAt: null, disabled: false }]);
    // Its next registration excludes it, so the same device is not registered twice.
    expect((await passkeys.registrationOptions(customers.asha)).excludeCredentials?.map((credential) => credential.id)).toEqual([(made as { credentialId: string }).credentialId]);
  });

  it('refuses a registration without the device checking the person, or answered on another origin, or to a challenge spent', async () => {
    expect(await passkeys.register(customers.asha.id, 'no lock', new SoftAuthenticator({ origin, userVerification: false }).create(await passkeys.registrationOptions(customers.asha)))).toBe('notVerified');
    expect(await passkeys.register(customers.asha.id, 'phishing', new SoftAuthenticator({ origin: 'https://wallet.example.net' }).create(await passkeys.registrationOptions(customers.asha)))).toBe('notVerified');
    const answer = phone.create(await passkeys.registrationOptions(customers.asha));
    expect(await passkeys.register(customers.asha.id, 'once', answer)).toEqual({ credentialId: expect.any(String) as string });
    expect(await passkeys.register(customers.asha.id, 'twice', answer)).toBe('challengeSpent');
    // Another customer's registration challenge is not this customer's to use.
    expect(await passkeys.register(customers.ravi.id, 'theirs', phone.create(await passkeys.registrationOptions(customers.asha)))).toBe('challengeSpent');
  });

  it('signs in with the passkey of the customer it was made for, once per challenge', async () => {
    const credentialId = await registered();
    const options = await passkeys.signInOptions();
    expect(options.userVerification).toBe('required');
    const assertion = phone.get(options, credentialId);
    expect(await passkeys.signIn(assertion)).toEqual({ customerId: customers.asha.id });
    expect(passkeys.list(customers.asha.id)[0]?.lastUsedAt).toEqual(expect.any(Number));
    // A replayed assertion: its challenge is spent.
    expect(await passkeys.signIn(assertion)).toBe('challengeSpent');
  });

  it('confirms the transaction it was asked for, and refuses another amount, whose challenge it did not sign', async () => {
    await registered();
    const five = transactionBinding('transfer', { amount: 50_000, beneficiaryId: 'b-1' });
    const six = transactionBinding('transfer', { amount: 60_000, beneficiaryId: 'b-1' });
    const options = await passkeys.confirmationOptions(customers.asha.id, 'transfer', five);
    if (typeof options === 'string') throw new Error(options);
    expect(options.allowCredentials).toHaveLength(1);
    // The challenge names this transaction: ₹600 is asked with another.
    const forSix = await passkeys.confirmationOptions(customers.asha.id, 'transfer', six);
    if (typeof forSix === 'string') throw new Error(forSix);
    expect(forSix.challenge).not.toBe(options.challenge);
    const signed = phone.get(options);
    expect(await passkeys.confirm(customers.asha.id, 'transfer', six, signed)).toBe('otherTransaction');
    // Refused for ₹600, its challenge is spent: the same assertion confirms nothing after.
    expect(await passkeys.confirm(customers.asha.id, 'transfer', five, signed)).toBe('challengeSpent');
    const again = await passkeys.confirmationOptions(customers.asha.id, 'transfer', five);
    if (typeof again === 'string') throw new Error(again);
    expect(await passkeys.confirm(customers.asha.id, 'transfer', five, phone.get(again))).toBe('confirmed');
  });

  it("refuses another customer's credential, a passkey removed, and a customer with none", async () => {
    const ashas = await registered();
    await registered(customers.ravi, phone);
    const binding = transactionBinding('walletTransfer', { amount: 10_000, recipientMobileNumber: '919800000003' });
    const options = await passkeys.confirmationOptions(customers.ravi.id, 'walletTransfer', binding);
    if (typeof options === 'string') throw new Error(options);
    // Ravi's challenge, signed with Asha's credential on the same device.
    expect(await passkeys.confirm(customers.ravi.id, 'walletTransfer', binding, phone.get(options, ashas))).toBe('otherCustomer');

    expect(passkeys.remove(customers.ravi.id, ashas)).toBe(false);
    const signIn = await passkeys.signInOptions();
    expect(passkeys.remove(customers.asha.id, ashas)).toBe(true);
    expect(passkeys.list(customers.asha.id)).toEqual([]);
    // Removed, it is refused at once, even for a challenge given before.
    expect(await passkeys.signIn(phone.get(signIn, ashas))).toBe('unknownCredential');
    expect(await passkeys.confirmationOptions(customers.asha.id, 'transfer', binding)).toBe('noPasskey');
  });

  it('disables a credential whose counter goes back (a cloned authenticator), until it is removed and registered again', async () => {
    const credentialId = await registered();
    expect(await passkeys.signIn(phone.get(await passkeys.signInOptions(), credentialId))).toEqual({ customerId: customers.asha.id });
    expect(await passkeys.signIn(phone.get(await passkeys.signInOptions(), credentialId))).toEqual({ customerId: customers.asha.id });
    // The copy still counts from where the original was at its first use.
    phone.setCounter(credentialId, 0);
    expect(await passkeys.signIn(phone.get(await passkeys.signInOptions(), credentialId))).toBe('counterWentBack');
    expect(passkeys.list(customers.asha.id)[0]?.disabled).toBe(true);
    // The original, now ahead again, is refused too: the credential is disabled.
    phone.setCounter(credentialId, 10);
    expect(await passkeys.signIn(phone.get(await passkeys.signInOptions(), credentialId))).toBe('disabledCredential');
    expect(await passkeys.confirmationOptions(customers.asha.id, 'transfer', transactionBinding('transfer', { amount: 1 }))).toBe('noPasskey');
  });

  it('refuses a signature that does not verify, and spends its challenge', async () => {
    const credentialId = await registered();
    const signed = phone.get(await passkeys.signInOptions(), credentialId);
    const signature = Buffer.from(signed.response.signature, 'base64url');
    signature[signature.length - 1] = (signature[signature.length - 1] ?? 0) ^ 0xff;
    expect(await passkeys.signIn({ ...signed, response: { ...signed.response, signature: signature.toString('base64url') } })).toBe('notVerified');
    expect(await passkeys.signIn(signed)).toBe('challengeSpent');
  });

  it('refuses a challenge past otpValidityMinutes', async () => {
    const credentialId = await registered();
    const options = await passkeys.signInOptions();
    db.prepare('UPDATE passkey_challenges SET expires_at = ?').run(Date.now() - 1);
    expect(await passkeys.signIn(phone.get(options, credentialId))).toBe('challengeSpent');
  });
});
