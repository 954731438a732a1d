import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SelfSigned {
  /** The certificate (PEM) and its key, as TLS_CERT and TLS_KEY name them. */
  readonly cert: string;
  readonly key: string;
  /** base64 of the SHA-256 of its public key: what Chromium's --ignore-certificate-errors-spki-list takes. */
  readonly spki: string;
  readonly remove: () => void;
}

/** A certificate for localhost made with openssl, as an operator makes one to try TLS before the real one comes. */
export function selfSigned(): SelfSigned {
  const folder = mkdtempSync(join(tmpdir(), 'tls-'));
  const cert = join(folder, 'cert.pem');
  const key = join(folder, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  const publicKey = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
  return { cert, key, spki, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The certificate's PEM, for a client that trusts it. */
export const pemOf = (made: SelfSigned) => readFileSync(made.cert, 'utf8');
