/**
 * Issue 36 items 3 and 4: every example of openapi/wallet.yaml is sent, plain and (where the
 * operation takes it) in the payload envelope, through Stoplight Prism in proxy mode in front of a
 * fresh sandbox. Prism checks each request and each answer against the contract (the plain file for
 * plain traffic, the enveloped view for enveloped traffic) and names what does not fit in its
 * sl-violations header: there must be none. The examples act as the identities kept for examples,
 * so README's test identities are as the seed left them afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { freePort } from '../../scripts/free-port';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../../sandbox/app';
import type { SandboxDatabase } from '../../sandbox/db/open-database';
import seed from '../../sandbox/db/seed.json';
import { Contract } from '../../sandbox/http/contract';
import { PayloadCipher } from '../../sandbox/http/payload-cipher';
import { payloadAlgorithm, payloadEncryptionHeader } from '../../src/core/http/protocol';
import { timeLimit } from '../../scripts/time-limits';
import { seededDatabase } from '../setup/seeded-database';

type Json = Record<string, unknown>;
const root = join(import.meta.dirname, '../..');
const contract = Contract.of();
const key = randomBytes(32).toString('base64url');
const cipher = new PayloadCipher(key);

/** Prism in proxy mode for a contract file, once it says it listens. */
async function prism(file: string, upstream: string): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(join(root, 'node_modules/.bin/prism'), ['proxy', file, upstream, '--host', '127.0.0.1', '--port', String(port)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let said = '';
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Prism is listening')) resolve();
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.once('exit', (status) => reject(new Error(`prism ended (${String(status)}): ${said}`)));
  });
  return { origin: `http://127.0.0.1:${String(port)}`, process: child };
}

interface Example {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly operation: Json;
  readonly query: string;
  /** The media type of its request body (JSON, or the card provider's form). */
  readonly type: string | undefined;
  readonly body: unknown;
}

/** Each operation with its request made of the contract's examples (its parameters' and its body's). */
function examples(): Example[] {
  const paths = contract.document.paths as Record<string, Record<string, Json>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const parameters = ((operation['parameters'] ?? []) as Json[]).map((parameter) => {
        const ref = parameter['$ref'];
        return typeof ref === 'string' ? ((contract.document.components['parameters'] as Record<string, Json>)[ref.split('/').at(-1) ?? ''] ?? parameter) : parameter;
      });
      const query = new URLSearchParams(parameters.filter((parameter) => parameter['in'] === 'query').map((parameter) => [String(parameter['name']), String(parameter['example'])])).toString();
      const [type, media] = Object.entries(((operation['requestBody'] as Json | undefined)?.['content'] ?? {}) as Record<string, Json>)[0] ?? [];
      return { id: String(operation['operationId']), method: method.toUpperCase(), path, operation, query, type, body: media?.['example'] };
    }),
  );
}

/** The calls that end the example identity's sessions or change how it logs in, sent last in this order: a password changed ends the logins after it. */
const sentLast = ['logout', 'endOtherSessions', 'endSession', 'setPassword', 'resetPassword', 'completeMobileChange', 'closeWallet', 'changePassword'];

/** The identities the contract's examples act as (sandbox/db/seed.json). */
const { exampleIdentities } = seed;

/** What a replay must leave alone of every other customer: their record, wallet, statement and beneficiaries. */
function othersState(): unknown {
  const others = `SELECT id FROM customers WHERE mobile_number NOT IN (${exampleIdentities.map(() => '?').join(', ')})`;
  return ['customers WHERE id', 'wallets WHERE customer_id', 'statement_rows WHERE customer_id', 'beneficiaries WHERE customer_id'].map((table) =>
    db.prepare(`SELECT * FROM ${table} IN (${others}) ORDER BY 1`).all(...exampleIdentities),
  );
}

let db: SandboxDatabase;
let app: FastifyInstance;
let plain: { origin: string; process: ChildProcess };
let enveloped: { origin: string; process: ChildProcess };
let upstreamPort: number;

beforeAll(async () => {
  db = seededDatabase();
  app = await buildSandbox({ db, payloadKey: key });
  const upstream = await app.listen({ host: '127.0.0.1', port: 0 });
  upstreamPort = Number(new URL(upstream).port);
  [plain, enveloped] = await Promise.all([prism('openapi/wallet.yaml', upstream), prism('openapi/generated/wallet-enveloped.yaml', upstream)]);
});

afterAll(async () => {
  plain.process.kill();
  enveloped.process.kill();
  await app.close();
  db.close();
});

describe('the contract under an independent validator (Stoplight Prism, proxy mode)', () => {
  /**
   * Every example sent once through both proxies, in the order sentLast gives: what Prism found, the
   * operations reached, and which answered 149. A session serves the examples until one of sentLast
   * may have ended it, or an answer says it has (401): a login is a password hash on the server,
   * and one an example was most of the replay's CPU.
   */
  async function replayAll(session: (origin: string) => Promise<string>): Promise<{ violations: string[]; reached: Set<string>; locked: string[] }> {
    const violations: string[] = [];
    const locked: string[] = [];
    const reached = new Set<string>();
    const tokens = new Map<string, string>();
    const tokenFor = async (origin: string, fresh: boolean): Promise<string> => {
      const kept = tokens.get(origin);
      if (kept !== undefined && !fresh) return kept;
      const token = await session(origin);
      tokens.set(origin, token);
      return token;
    };
    const ordered = examples().sort((a, b) => sentLast.indexOf(a.id) - sentLast.indexOf(b.id));
    for (const example of ordered) {
      const needsSession = (example.operation['security'] as unknown[] | undefined)?.length !== 0;
      const ways = [{ proxy: plain, sealed: false }, ...(example.operation['x-encrypted-payload'] === true ? [{ proxy: enveloped, sealed: true }] : [])];
      for (const { proxy, sealed } of ways) {
        const send = async (fresh: boolean) => {
          const headers: Record<string, string> = { 'accept-language': 'en' };
          if (needsSession) headers['authorization'] = `Bearer ${await tokenFor(proxy.origin, fresh)}`;
          if (JSON.stringify(example.operation['parameters'] ?? []).includes('IdempotencyKey')) headers['idempotency-key'] = randomUUID();
          if (sealed) headers[payloadEncryptionHeader.toLowerCase()] = payloadAlgorithm;
          let body: string | undefined;
          if (example.body !== undefined) {
            headers['content-type'] = example.type ?? 'application/json';
            const text = example.type === 'application/x-www-form-urlencoded' ? new URLSearchParams(example.body as Record<string, string>).toString() : JSON.stringify(example.body);
            body = sealed ? cipher.seal(text) : text;
          }
          return fetch(`${proxy.origin}${example.path}${example.query ? `?${example.query}` : ''}`, { method: example.method, headers, body, redirect: 'manual' });
        };
        let answer = await send(false);
        if (needsSession && answer.status === 401) {
          await answer.body?.cancel();
          answer = await send(true);
        }
        if (sentLast.includes(example.id)) tokens.clear();
        const text = await answer.text();
        reached.add(example.id);
        if (!sealed && text.includes('"code":"149"')) locked.push(example.id);
        const found = answer.headers.get('sl-violations');
        if (found) violations.push(`${example.id} ${sealed ? 'enveloped' : 'plain'} → ${String(answer.status)}: ${found}`);
      }
    }
    return { violations, reached, locked };
  }

  it('finds no violation in any example exchange, plain or enveloped, twice in a row with no reset between, and leaves README identities as they were after the reset', async () => {
    const login = examples().find((example) => example.id === 'loginByPassword');
    if (!login) throw new Error('the contract has no loginByPassword example');
    // The example identity's password: the login example's, then the one the change-password example sets.
    const changed = examples().find((example) => example.id === 'changePassword')?.body as { password?: string } | undefined;
    const passwords = [(login.body as { password: string }).password, changed?.password ?? ''];
    const logIn = async (origin: string, password: string) => {
      const answer = await fetch(`${origin}/api/mobile-password-validation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...(login.body as Json), password }) });
      return ((await answer.json()) as { token?: string }).token;
    };
    const session = async (origin: string): Promise<string> => {
      for (const password of passwords) {
        const token = await logIn(origin, password);
        if (token) return token;
      }
      throw new Error('the example identity can no longer log in');
    };
    const before = othersState();
    const examplePasswordHash = () => db.prepare('SELECT password_hash FROM customers WHERE mobile_number = ?').get((login.body as { mobileNumber: string }).mobileNumber);
    const exampleBefore = examplePasswordHash();
    const operationCount = Object.values(contract.document.paths).flatMap((item) => Object.keys(item)).length;
    // Twice in a row, as an integrator's test run replays them: the second round finds what the first left (a password changed, a wallet closed) and still gets answers the contract allows.
    for (const round of [1, 2]) {
      const { violations, reached, locked } = await replayAll(session);
      expect(violations, `round ${String(round)}`).toEqual([]);
      // No example locks an OTP: the example identities receive the OTP the examples type (seed.json exampleOtp).
      expect(locked, `round ${String(round)}`).toEqual([]);
      expect(reached.size).toBe(operationCount);
      // The examples act as the identities kept for them: no one else's password, card, money, beneficiaries or number changed…
      expect(othersState()).toEqual(before);
      // …while the examples did act: the change-password example changed the example identity's.
      expect(examplePasswordHash()).not.toEqual(exampleBefore);
    }
    // The reset control gives the example identities back as the seed made them: the documented password logs in again.
    const reset = await fetch(`${plain.origin.replace(/:\d+$/, '')}:${String(upstreamPort)}/sandbox/example-identities/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(await logIn(plain.origin, (login.body as { password: string }).password)).toEqual(expect.any(String));
    expect(othersState()).toEqual(before);
  }, timeLimit(360_000));

  it('names what does not fit: a request without the password, and an envelope sent to the plain contract', async () => {
    const url = '/api/mobile-password-validation';
    const missing = await fetch(`${plain.origin}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobileNumber: seed.customers[0]?.mobileNumber }) });
    expect(missing.headers.get('sl-violations')).toContain('password');
    const sealed = await fetch(`${plain.origin}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', [payloadEncryptionHeader]: payloadAlgorithm }, body: cipher.seal('{}') });
    expect(sealed.headers.get('sl-violations')).toContain('data');
  });
});
