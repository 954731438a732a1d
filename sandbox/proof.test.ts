/**
 * Issue 32 item 1: a write without proof. Every write the contract lets through without a
 * session names what proves the caller may make it (x-proof in openapi/wallet.yaml), docs/SECURITY.md
 * lists each with that proof, and each that needs one refuses the contract's own example (whose
 * proof is made up) for another customer's number and for a number with no wallet, and changes
 * nothing. The cases come from the contract: an operation added without a session gets its case.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { registerCustomerMessageCode, updateRekycProfileMessageCode } from '../src/api/generated/message-codes';
import { limit } from '../src/core/config/limits';
import { useInMemorySandbox } from '../tests/setup/in-memory-sandbox';
import type { SandboxDatabase } from './db/open-database';
import seed from './db/seed.json';

const root = join(import.meta.dirname, '..');

interface Operation {
  readonly operationId: string;
  readonly security?: readonly Readonly<Record<string, unknown>>[];
  readonly 'x-proof'?: string;
  readonly requestBody?: { readonly content: Readonly<Record<string, { readonly example?: unknown }>> };
}
const contract = parse(readFileSync(join(root, 'openapi/wallet.yaml'), 'utf8')) as {
  readonly security: readonly Readonly<Record<string, unknown>>[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
};

/** What may prove a call without a session; none: it starts a proof (an OTP sent, throttled) or only reads. */
const proofs = ['none', 'password', 'otp', 'refreshToken', 'passwordGrant', 'mobileGrant', 'providerHash', 'passkey'];

/** Whether a caller without a bearer token may make an operation: its security is empty, or lists an empty requirement. */
const open = (operation: Operation) => {
  const security = operation.security ?? contract.security;
  return security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
};

/** Every write (any method but GET) a caller without a session may make. */
const withoutSession = Object.entries(contract.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([method, operation]) => method !== 'get' && open(operation))
    .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
);

/** The rows of docs/SECURITY.md's table of calls without a session: operation id to proof. */
function listedProofs(): Record<string, string> {
  const text = readFileSync(join(root, 'docs/SECURITY.md'), 'utf8');
  return Object.fromEntries([...text.matchAll(/^\| `(\w+)` \| `[A-Z]+ [^`]+` \| (\w+) \|/gm)].map((row) => [row[1] ?? '', row[2] ?? '']));
}

/** Tables that count refusals by design (the OTP and login throttles): a refused call may add to them. */
const counters = new Set(['otps', 'otp_events', 'login_failures']);

/** Every row of every table but the counters: what a refused call must leave as it was. */
function contents(db: SandboxDatabase): Record<string, unknown[]> {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[];
  return Object.fromEntries(tables.filter(({ name }) => !counters.has(name)).map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all()]));
}

/** A re-KYC customer of the seed (status 3, which a write without proof turned into 2) and a number with no wallet (1 into 4). */
const rekycCustomer = seed.customers.find((customer) => 'flags' in customer && customer.flags?.rekycRequired === true);
if (!rekycCustomer) throw new Error('seed.json has no re-KYC customer');
const targets = [
  { who: 'a re-KYC customer', mobileNumber: rekycCustomer.mobileNumber, profileId: rekycCustomer.profileId },
  { who: 'a number with no wallet', mobileNumber: '919700000009', profileId: undefined },
] as const;

/** The example with every number in it made the target's (and its profile id, where the target has one). */
function aimedAt(example: unknown, target: (typeof targets)[number]): unknown {
  if (Array.isArray(example)) return example.map((item: unknown) => aimedAt(item, target));
  if (typeof example !== 'object' || example === null) return example;
  return Object.fromEntries(
    Object.entries(example).map(([key, value]) => {
      if (key === 'mobileNumber' || key === 'mobile') return [key, target.mobileNumber];
      if (key === 'profileid' && target.profileId) return [key, target.profileId];
      return [key, aimedAt(value, target)];
    }),
  );
}

const sandbox = useInMemorySandbox();
let app: FastifyInstance;
let db: SandboxDatabase;
beforeEach(() => {
  ({ app, db } = sandbox());
});

describe('issue 32 item 1: every call without a session names its proof', () => {
  it('finds the calls without a session, each with a known proof, listed in docs/SECURITY.md with the same', () => {
    expect(withoutSession.length).toBeGreaterThanOrEqual(20);
    const listed = listedProofs();
    for (const { operation } of withoutSession) {
      expect(proofs, `${operation.operationId}: x-proof ${String(operation['x-proof'])} is none of ${proofs.join(', ')}`).toContain(operation['x-proof']);
      expect(listed[operation.operationId], `docs/SECURITY.md lists ${operation.operationId} with its proof`).toBe(operation['x-proof']);
    }
    expect(Object.keys(listed).sort()).toEqual(withoutSession.map(({ operation }) => operation.operationId).sort());
  });
});

describe('issue 32 item 1: a write without its proof is refused and changes nothing', () => {
  for (const { method, path, operation } of withoutSession.filter(({ operation }) => operation['x-proof'] !== 'none')) {
    for (const target of targets) {
      it(`${operation.operationId} (${String(operation['x-proof'])}) for ${target.who}`, async () => {
        const [type, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        if (type === undefined || body?.example === undefined) throw new Error(`${operation.operationId} has no example body in the contract`);
        const example = aimedAt(body.example, target) as Record<string, string>;
        const payload = type === 'application/json' ? JSON.stringify(example) : new URLSearchParams(example).toString();
        const before = contents(db);
        const answer = await app.inject({ method: method as 'POST', url: path, payload, headers: { 'content-type': type } });
        expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, answer.body).toBeLessThan(500);
        expect(contents(db)).toEqual(before);
      });
    }
  }

  it("a number's owner verifying its OTP lets no one else, without the grant it answered, open its wallet or end its re-KYC (a window the check by recent verification left)", async () => {
    const inbox = async (mobileNumber: string) => (await app.inject({ method: 'GET', url: `/sandbox/inbox?mobile=${mobileNumber}` })).json<{ messages: { otp: string }[] }>().messages[0]?.otp ?? '';
    const [customer, stranger] = targets;
    await app.inject({ method: 'POST', url: '/api/register', payload: { mobileNumber: stranger.mobileNumber } });
    await app.inject({ method: 'POST', url: '/api/rekyc/mobilenumber', payload: { mobileNumber: customer.mobileNumber } });
    for (const target of [stranger, customer]) {
      const verified = await app.inject({ method: 'POST', url: '/api/login/validate', payload: { mobileNumber: target.mobileNumber, otp: await inbox(target.mobileNumber), isTokenRequired: 'N' } });
      expect(verified.statusCode).toBe(200);
    }
    const before = contents(db);
    const guessed = 'mg-guessed-grant-0000000000';
    const register = await app.inject({ method: 'POST', url: '/api/customer/register', payload: { messageCode: registerCustomerMessageCode, mobileNumber: stranger.mobileNumber, entityId: limit('entityId'), mobileGrant: guessed } });
    const rekyc = await app.inject({ method: 'PATCH', url: '/api/rekyc/update-profile', payload: { messageCode: updateRekycProfileMessageCode, mobileNumber: customer.mobileNumber, updateVectors: 'rekyc', mobileGrant: guessed } });
    expect([register.statusCode, rekyc.statusCode]).toEqual([403, 403]);
    expect(contents(db)).toEqual(before);
  });

  it('on-boarding details without the number proved leave a re-KYC customer at status 3 and a new number at 1 (the attack found)', async () => {
    const status = async (mobileNumber: string) => (await app.inject({ method: 'POST', url: '/api/customer/status', payload: { mobileNumber, reKyc: false, dormant: false } })).json<{ status: number }>().status;
    const details = { first_name: 'Asha', last_name: 'Verma', emailId: 'asha.verma@example.in', pan_number: 'ABCPV1234F', dob: '1990-04-15', city_name: 'Bengaluru', state_name: 'Karnataka', Pincode: '560001', doc: 'PASSPORT', Document_Number: 'K1234567', pep: false };
    const [customer, stranger] = targets;
    for (const [target, updateVectors, was] of [[customer, 'rekyc', 3], [stranger, 'onboarding', 1]] as const) {
      expect(await status(target.mobileNumber)).toBe(was);
      const answer = await app.inject({ method: 'POST', url: '/api/customer/details', payload: { ...details, mobileNumber: target.mobileNumber, updateVectors, mobileGrant: 'mg-guessed-grant-0000000000' } });
      expect(answer.statusCode).toBe(403);
      expect(await status(target.mobileNumber)).toBe(was);
    }
  });
});
