import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialDescriptorJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { components } from '../../src/api/generated/wallet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sessions } from '../auth/sessions';
import type { SandboxDatabase } from '../db/open-database';
import { coded, refusalBody, requestLanguage, successCode, textOf } from '../http/envelope';
import { timestampAt } from '../http/timestamp';
import type { ConfirmationGrants } from '../services/confirmation-grants';
import { transactionBinding } from '../services/confirmed-transaction';
import { Passkeys, type PasskeyEntry, type PasskeyRefusal, type RelyingParty } from '../services/passkeys';
import { unconfirmedAnswer } from './beneficiary-handlers';
import { payeeOf } from './confirmation-handlers';
import type { Beneficiaries } from './beneficiary-handlers';
import type { Customers } from './customers';
import { closedAnswer, notFound, ownWallet } from './own-wallet';
import { bodyOf, type AnswerOf, type Handler } from './types';

/** Each refusal of the passkeys' service: its HTTP status and its reason (rules/catalogues/refusal-codes.json 239 to 244). */
const refusals: Readonly<Record<PasskeyRefusal, { readonly status: number; readonly messageKey: string }>> = {
  challengeSpent: { status: 400, messageKey: 'api:passkeyChallengeSpent' },
  otherTransaction: { status: 400, messageKey: 'api:passkeyOtherTransaction' },
  unknownCredential: { status: 400, messageKey: 'api:passkeyUnknown' },
  otherCustomer: { status: 403, messageKey: 'api:passkeyOtherCustomer' },
  disabledCredential: { status: 403, messageKey: 'api:passkeyDisabled' },
  counterWentBack: { status: 403, messageKey: 'api:passkeyDisabled' },
  notVerified: { status: 400, messageKey: 'api:passkeyNotVerified' },
};

const refuse = (reply: FastifyReply, refusal: PasskeyRefusal) => reply.code(refusals[refusal].status).send(refusalBody(refusals[refusal].messageKey));

/**
 * The relying party is the origin the portal is served from, which is the API's own (one port, or
 * the name and scheme a trusted proxy before it says, SandboxOptions.trustedProxies): the browser binds each passkey to it and signs it into
 * every assertion, so a passkey made here signs for no other site (docs/decisions/0020).
 */
function partyOf(request: FastifyRequest): RelyingParty {
  return { id: request.hostname, name: textOf('api:walletName'), origins: [`${request.protocol}://${request.host}`] };
}

type Transport = components['schemas']['PasskeyTransport'];
const transports: readonly string[] = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] satisfies readonly Transport[];
const isTransport = (name: string): name is Transport => transports.includes(name);

/** A credential as options name it, with only the transports the contract knows (the library types them as strings). */
const described = ({ id, transports: named }: PublicKeyCredentialDescriptorJSON) => ({ id, type: 'public-key' as const, ...(named ? { transports: named.filter(isTransport) } : {}) });

const creationOptions = ({ excludeCredentials, ...options }: PublicKeyCredentialCreationOptionsJSON) => ({ ...options, ...(excludeCredentials ? { excludeCredentials: excludeCredentials.map(described) } : {}) });
const requestOptions = ({ allowCredentials, ...options }: PublicKeyCredentialRequestOptionsJSON) => ({ ...options, ...(allowCredentials ? { allowCredentials: allowCredentials.map(described) } : {}) });

const listed = (entry: PasskeyEntry) => ({
  credentialId: entry.credentialId,
  name: entry.name,
  createdAt: timestampAt(entry.createdAt),
  ...(entry.lastUsedAt === null ? {} : { lastUsedAt: timestampAt(entry.lastUsedAt) }),
  disabled: entry.disabled,
});

/**
 * Passkeys (issue 39, docs/decisions/0020): made after a confirmation OTP, listed and removed from
 * the profile, used to sign in and to confirm a transaction instead of its OTP. A confirmation's
 * challenge is derived from the transaction its body names, and the grant it answers is the one
 * verifyConfirmationOtp answers, spent by the same calls.
 */
export function createPasskeyHandlers(db: SandboxDatabase, customers: Customers, beneficiaries: Beneficiaries, grants: ConfirmationGrants, sessions: Sessions): Record<string, Handler> {
  const passkeysFor = (request: FastifyRequest) => new Passkeys(db, partyOf(request));
  return {
    async passkeyRegistrationOptions(request, reply) {
      const own = ownWallet(customers, request, bodyOf(request, 'passkeyRegistrationOptions').urn);
      if (!own) return reply.code(404).send(notFound);
      const answer: AnswerOf<'passkeyRegistrationOptions', 200> = { ...coded(successCode, 'api:success'), options: creationOptions(await passkeysFor(request).registrationOptions(own.customer)) };
      return answer;
    },

    async registerPasskey(request, reply) {
      const { urn, name, confirmationGrant, credential } = bodyOf(request, 'registerPasskey');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      // The grant first: an attestation that then fails costs the customer a new OTP, never a passkey added unconfirmed.
      const spend = grants.spend(confirmationGrant, own.customer.id, 'addPasskey', {});
      if (spend !== 'spent') {
        const refused = unconfirmedAnswer(spend);
        return reply.code(refused.status).send(refused.body);
      }
      const passkeys = passkeysFor(request);
      const made = await passkeys.register(own.customer.id, name.trim(), credential);
      if (typeof made === 'string') return refuse(reply, made);
      const entry = passkeys.list(own.customer.id).find((one) => one.credentialId === made.credentialId);
      if (!entry) throw new Error('a passkey just kept is not listed');
      const answer: AnswerOf<'registerPasskey', 200> = { ...coded(successCode, 'api:passkeyAdded'), passkey: listed(entry) };
      return answer;
    },

    async listPasskeys(request, reply) {
      const own = ownWallet(customers, request, (request.query as { urn: string }).urn);
      if (!own) return reply.code(404).send(notFound);
      const answer: AnswerOf<'listPasskeys', 200> = { ...coded(successCode, 'api:success'), passkeys: passkeysFor(request).list(own.customer.id).map(listed) };
      return answer;
    },

    async removePasskey(request, reply) {
      const { urn, credentialId } = bodyOf(request, 'removePasskey');
      const own = ownWallet(customers, request, urn);
      if (!own) return reply.code(404).send(notFound);
      if (!passkeysFor(request).remove(own.customer.id, credentialId)) return reply.code(404).send(refusalBody('api:noSuchPasskey'));
      return coded(successCode, 'api:passkeyRemoved');
    },

    async passkeySignInOptions(request) {
      const answer: AnswerOf<'passkeySignInOptions', 200> = { ...coded(successCode, 'api:success'), options: requestOptions(await passkeysFor(request).signInOptions()) };
      return answer;
    },

    async loginWithPasskey(request, reply) {
      const signedIn = await passkeysFor(request).signIn(bodyOf(request, 'loginWithPasskey').credential);
      if (typeof signedIn === 'string') return refuse(reply, signedIn);
      const customer = customers.byId(signedIn.customerId);
      if (!customer) return refuse(reply, 'unknownCredential');
      const closed = closedAnswer(customers.wallet(customer.id));
      if (closed) return reply.code(closed.status).send(closed.body);
      const answer: AnswerOf<'loginWithPasskey', 200> = { ...coded(successCode, 'api:loginSuccessful'), ...sessions.issue(customer.id, undefined, 'passkey'), profileId: customer.profileId, mobileNumber: customer.mobileNumber };
      return answer;
    },

    async passkeyConfirmationOptions(request, reply) {
      const body = bodyOf(request, 'passkeyConfirmationOptions');
      const own = ownWallet(customers, request, body.urn);
      if (!own) return reply.code(404).send(notFound);
      // The payee is checked as for the OTP, so a passkey is never asked to confirm what would be refused.
      const payee = payeeOf(own.customer, body, customers, beneficiaries, requestLanguage(request));
      if (typeof payee !== 'string') return reply.code(payee.status).send(payee.body);
      const options = await passkeysFor(request).confirmationOptions(own.customer.id, body.purpose, transactionBinding(body.purpose, body));
      if (options === 'noPasskey') return reply.code(404).send(refusalBody('api:noPasskey'));
      const answer: AnswerOf<'passkeyConfirmationOptions', 200> = { ...coded(successCode, 'api:success'), options: requestOptions(options) };
      return answer;
    },

    async verifyConfirmationPasskey(request, reply) {
      const { transaction, credential } = bodyOf(request, 'verifyConfirmationPasskey');
      const own = ownWallet(customers, request, transaction.urn);
      if (!own) return reply.code(404).send(notFound);
      const binding = transactionBinding(transaction.purpose, transaction);
      const confirmed = await passkeysFor(request).confirm(own.customer.id, transaction.purpose, binding, credential);
      if (confirmed !== 'confirmed') return refuse(reply, confirmed);
      const answer: AnswerOf<'verifyConfirmationPasskey', 200> = { ...coded(successCode, 'api:passkeyVerified'), confirmationGrant: grants.issue(own.customer.id, transaction.purpose, binding) };
      return answer;
    },
  };
}
