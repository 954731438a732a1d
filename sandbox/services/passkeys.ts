import { createHash, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';

/** Where the portal is served: the relying party's id (its host) and the origins an assertion may come from. */
export interface RelyingParty {
  readonly id: string;
  readonly name: string;
  readonly origins: readonly string[];
}

/** A passkey as the profile lists it: never its key. */
export interface PasskeyEntry {
  readonly credentialId: string;
  readonly name: string;
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
  /** Its counter went back (a cloned authenticator): it signs nothing until removed and registered again. */
  readonly disabled: boolean;
}

/** Why an assertion or a registration is refused, each its own code (issue 36, docs/decisions/0020). */
export type PasskeyRefusal =
  /** No live challenge of this purpose (and customer) carries the one the device signed: spent, expired or never given. */
  | 'challengeSpent'
  /** The challenge was given for another transaction than the one now named: spent, unused. */
  | 'otherTransaction'
  /** The credential is not known, or was removed. */
  | 'unknownCredential'
  /** The credential is another customer's. */
  | 'otherCustomer'
  /** The credential was disabled: its counter once went back. */
  | 'disabledCredential'
  /** The counter did not go up: the credential is disabled now. */
  | 'counterWentBack'
  /** The signature, the origin, the relying party or the user verification does not hold. */
  | 'notVerified';

type Purpose = 'register' | 'signIn' | `confirm-${string}`;

interface ChallengeRow {
  readonly challenge: string;
  readonly customer_id: number | null;
  readonly binding: string | null;
  readonly nonce: string | null;
}

interface CredentialRow {
  readonly credential_id: string;
  readonly customer_id: number;
  readonly public_key: Buffer;
  readonly counter: number;
  readonly transports: string;
  readonly disabled_at: number | null;
}

/** The challenge a confirmation's device signs: the transaction's binding and the server's nonce, hashed, so it names that transaction alone. */
export function confirmationChallenge(binding: string, nonce: string): string {
  return createHash('sha256').update(binding).update('\u0000').update(nonce).digest('base64url');
}

/** The challenge the device signed, read from its client data; null when that cannot be read. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

const transportsOf = (row: CredentialRow): AuthenticatorTransport[] => JSON.parse(row.transports) as AuthenticatorTransport[];

/**
 * The customers' passkeys (issue 39, docs/decisions/0020): registered after a confirmation OTP,
 * used to sign in and to confirm a transaction. Every challenge is the server's, one use, and lives
 * otpValidityMinutes; a confirmation's is derived from its transaction's binding (the OTP's,
 * confirmed-transaction.ts) and a nonce, so an assertion confirms that transaction alone. The
 * counter is the sandbox's to check: one that does not go up disables the credential.
 */
export class Passkeys {
  constructor(
    private readonly db: SandboxDatabase,
    private readonly party: RelyingParty,
  ) {}

  /** Options for the device to make a passkey for this customer; the ones they have already are excluded. */
  async registrationOptions(customer: { readonly id: number; readonly mobileNumber: string; readonly fullName: string }): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const options = await generateRegistrationOptions({
      rpName: this.party.name,
      rpID: this.party.id,
      userName: customer.mobileNumber,
      userDisplayName: customer.fullName,
      userID: Buffer.from(this.userHandle(customer.id), 'base64url'),
      attestationType: 'none',
      excludeCredentials: this.rows(customer.id).map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
    this.keep(options.challenge, customer.id, 'register', null, null);
    return options;
  }

  /** Keeps the passkey the device made, under the name the customer gave it. */
  async register(customerId: number, name: string, response: RegistrationResponseJSON): Promise<{ readonly credentialId: string } | PasskeyRefusal> {
    const challenge = this.spend(signedChallenge(response.response.clientDataJSON), customerId, 'register');
    if (!challenge) return 'challengeSpent';
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: [...this.party.origins],
      expectedRPID: this.party.id,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) return 'notVerified';
    const { credential } = verification.registrationInfo;
    this.db
      .prepare('INSERT INTO passkeys (credential_id, customer_id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(credential.id, customerId, Buffer.from(credential.publicKey), credential.counter, JSON.stringify(credential.transports ?? response.response.transports ?? []), name, Date.now());
    return { credentialId: credential.id };
  }

  /** The customer's passkeys, newest first. */
  list(customerId: number): PasskeyEntry[] {
    const rows = this.db
      .prepare('SELECT credential_id, name, created_at, last_used_at, disabled_at FROM passkeys WHERE customer_id = ? ORDER BY created_at DESC, credential_id')
      .all(customerId) as { credential_id: string; name: string; created_at: number; last_used_at: number | null; disabled_at: number | null }[];
    return rows.map((row) => ({ credentialId: row.credential_id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at, disabled: row.disabled_at !== null }));
  }

  /** Removes one of the customer's passkeys, at once; false when they have none by that id. */
  remove(customerId: number, credentialId: string): boolean {
    return this.db.prepare('DELETE FROM passkeys WHERE customer_id = ? AND credential_id = ?').run(customerId, credentialId).changes > 0;
  }

  /** Options to sign in: no customer named, so the browser offers the passkeys it holds for this site. */
  async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: this.party.id, userVerification: 'required' });
    this.keep(options.challenge, null, 'signIn', null, null);
    return options;
  }

  /** Whose passkey signed the sign-in challenge. */
  async signIn(response: AuthenticationResponseJSON): Promise<{ readonly customerId: number } | PasskeyRefusal> {
    const challenge = this.spend(signedChallenge(response.response.clientDataJSON), null, 'signIn');
    if (!challenge) return 'challengeSpent';
    const credential = this.credential(response.id);
    if (typeof credential === 'string') return credential;
    const verified = await this.verify(response, credential, challenge.challenge);
    return verified === 'verified' ? { customerId: credential.customer_id } : verified;
  }

  /** Options to confirm one transaction (its binding) with one of this customer's passkeys. */
  async confirmationOptions(customerId: number, purpose: string, binding: string): Promise<PublicKeyCredentialRequestOptionsJSON | 'noPasskey'> {
    const rows = this.rows(customerId).filter((row) => row.disabled_at === null);
    if (rows.length === 0) return 'noPasskey';
    const nonce = randomBytes(16).toString('base64url');
    const challenge = confirmationChallenge(binding, nonce);
    const options = await generateAuthenticationOptions({
      rpID: this.party.id,
      userVerification: 'required',
      allowCredentials: rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
      challenge: Buffer.from(challenge, 'base64url'),
    });
    this.keep(options.challenge, customerId, `confirm-${purpose}`, binding, nonce);
    return options;
  }

  /**
   * Whether this customer's passkey confirmed the transaction of this binding: the challenge it
   * signed must be the one derived from that binding and the nonce kept for it. A challenge given
   * for another transaction is spent, unused, as a wrong grant spends its OTP.
   */
  async confirm(customerId: number, purpose: string, binding: string, response: AuthenticationResponseJSON): Promise<'confirmed' | PasskeyRefusal> {
    const challenge = this.spend(signedChallenge(response.response.clientDataJSON), customerId, `confirm-${purpose}`);
    if (!challenge) return 'challengeSpent';
    if (challenge.nonce === null || challenge.binding !== binding || confirmationChallenge(binding, challenge.nonce) !== challenge.challenge) return 'otherTransaction';
    const credential = this.credential(response.id);
    if (typeof credential === 'string') return credential;
    if (credential.customer_id !== customerId) return 'otherCustomer';
    const verified = await this.verify(response, credential, challenge.challenge);
    return verified === 'verified' ? 'confirmed' : verified;
  }

  /** The customer's random user handle, made at their first passkey: never their number. */
  private userHandle(customerId: number): string {
    const known = this.db.prepare('SELECT user_handle FROM passkey_users WHERE customer_id = ?').get(customerId) as { user_handle: string } | undefined;
    if (known) return known.user_handle;
    const made = randomBytes(32).toString('base64url');
    this.db.prepare('INSERT INTO passkey_users (customer_id, user_handle) VALUES (?, ?)').run(customerId, made);
    return made;
  }

  private rows(customerId: number): CredentialRow[] {
    return this.db.prepare('SELECT credential_id, customer_id, public_key, counter, transports, disabled_at FROM passkeys WHERE customer_id = ?').all(customerId) as CredentialRow[];
  }

  private credential(credentialId: string): CredentialRow | 'unknownCredential' | 'disabledCredential' {
    const row = this.db.prepare('SELECT credential_id, customer_id, public_key, counter, transports, disabled_at FROM passkeys WHERE credential_id = ?').get(credentialId) as CredentialRow | undefined;
    if (!row) return 'unknownCredential';
    return row.disabled_at === null ? row : 'disabledCredential';
  }

  private keep(challenge: string, customerId: number | null, purpose: Purpose, binding: string | null, nonce: string | null): void {
    // Anyone may ask for a sign-in challenge: the expired ones go as new ones come, so the table stays as small as the traffic of otpValidityMinutes.
    this.db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?').run(Date.now());
    this.db
      .prepare('INSERT INTO passkey_challenges (challenge, customer_id, purpose, binding, nonce, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(challenge, customerId, purpose, binding, nonce, Date.now() + limit('otpValidityMinutes') * 60_000);
  }

  /** Spends the live challenge the device signed, when it was given for this purpose (and customer). */
  private spend(challenge: string | null, customerId: number | null, purpose: Purpose): ChallengeRow | null {
    if (challenge === null) return null;
    const now = Date.now();
    const row = this.db
      .prepare('SELECT challenge, customer_id, binding, nonce FROM passkey_challenges WHERE challenge = ? AND purpose = ? AND customer_id IS ? AND used_at IS NULL AND expires_at > ?')
      .get(challenge, purpose, customerId, now) as ChallengeRow | undefined;
    if (!row) return null;
    this.db.prepare('UPDATE passkey_challenges SET used_at = ? WHERE challenge = ?').run(now, challenge);
    return row;
  }

  /**
   * Verifies the assertion against the credential's key. The counter is checked here, not by the
   * library, so that one that goes back is told apart and disables the credential (a cloned authenticator).
   */
  private async verify(response: AuthenticationResponseJSON, credential: CredentialRow, challenge: string): Promise<'verified' | PasskeyRefusal> {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: [...this.party.origins],
      expectedRPID: this.party.id,
      credential: { id: credential.credential_id, publicKey: new Uint8Array(credential.public_key), counter: 0, transports: transportsOf(credential) },
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) return 'notVerified';
    const { newCounter } = verification.authenticationInfo;
    const now = Date.now();
    if ((credential.counter > 0 || newCounter > 0) && newCounter <= credential.counter) {
      this.db.prepare('UPDATE passkeys SET disabled_at = ? WHERE credential_id = ?').run(now, credential.credential_id);
      return 'counterWentBack';
    }
    this.db.prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?').run(newCounter, now, credential.credential_id);
    return 'verified';
  }
}
