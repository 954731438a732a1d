import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

/** Flags of the authenticator data (WebAuthn §6.1): the user was present, verified, and a credential is attached. */
const userPresent = 0x01;
const userVerified = 0x04;
const credentialAttached = 0x40;

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

/** The credential's public key as COSE (EC2, P-256, ES256), as an authenticator writes it into its attestation. */
function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const key = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  return isoCBOR.encode(key);
}

export interface SoftAuthenticatorOptions {
  /** The page's origin, as the browser writes it into the client data. */
  readonly origin: string;
  /** Whether the device checked the person (its lock); a real platform authenticator says so. */
  readonly userVerification?: boolean;
}

/**
 * A platform authenticator in software, for the sandbox's tests (the end-to-end tests use Chromium's
 * virtual one): it makes a P-256 key pair per credential, answers registration with attestation
 * "none" and signs assertions over the challenge it is given, raising its counter at each. Its
 * counter and its client data can be set by a test, to play a cloned device or a phishing page.
 */
export class SoftAuthenticator {
  private readonly credentials = new Map<string, { readonly privateKey: KeyObject; readonly userHandle: string; counter: number }>();

  private origin: string;

  constructor(private readonly options: SoftAuthenticatorOptions) {
    this.origin = options.origin;
  }

  /** The page the browser is on from now: a look-alike site's origin is what it writes into the client data it signs. */
  visit(origin: string): void {
    this.origin = origin;
  }

  /** Makes a credential for the options a server gave, as navigator.credentials.create() answers them. */
  create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const credentialId = b64url(id);
    this.credentials.set(credentialId, { privateKey, userHandle: options.user.id, counter: 0 });
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([sha256(options.rp.id ?? ''), Buffer.from([this.flags() | credentialAttached]), counterBytes(0), Buffer.alloc(16), idLength, id, coseKeyOf(publicKey)]);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin, crossOrigin: false });
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** Signs the challenge of the options with a credential (the first allowed, or the one named), as navigator.credentials.get() answers them. */
  get(options: PublicKeyCredentialRequestOptionsJSON, credentialId = options.allowCredentials?.[0]?.id ?? [...this.credentials.keys()][0] ?? ''): AuthenticationResponseJSON {
    const credential = this.credentials.get(credentialId);
    if (!credential) throw new Error(`this authenticator holds no credential ${credentialId}`);
    credential.counter += 1;
    const authData = Buffer.concat([sha256(options.rpId ?? ''), Buffer.from([this.flags()]), counterBytes(credential.counter)]);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin, crossOrigin: false });
    const signature = createSign('SHA256').update(Buffer.concat([authData, sha256(clientDataJSON)])).sign(credential.privateKey);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
      clientExtensionResults: {},
    };
  }

  /** Sets a credential's counter, as a device cloned from an earlier copy would have it. */
  setCounter(credentialId: string, counter: number): void {
    const credential = this.credentials.get(credentialId);
    if (credential) credential.counter = counter;
  }

  private flags(): number {
    return userPresent | (this.options.userVerification === false ? 0 : userVerified);
  }
}
