import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import type { SandboxDatabase } from '../db/open-database';
import seed from '../db/seed.json';
import { refusalCodeOf, textOf } from './envelope';
import { PayloadCipher } from './payload-cipher';
import { Contract } from './contract';
import { seededDatabase } from '../../tests/setup/seeded-database';

const envelopedContractFile = join(import.meta.dirname, '../../openapi/generated/wallet-enveloped.yaml');

const [customer] = seed.customers;
if (!customer) throw new Error('no seeded customer');
const key = randomBytes(32).toString('base64url');
const cipher = new PayloadCipher(key);
const credentials = JSON.stringify({ mobileNumber: customer.mobileNumber, password: customer.password });

let db: SandboxDatabase;
let app: FastifyInstance;
beforeEach(async () => {
  db = seededDatabase();
  app = await buildSandbox({ db, payloadKey: key });
});
afterEach(async () => {
  await app.close();
  db.close();
});

const login = (payload: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/mobile-password-validation', headers: { 'content-type': 'application/json', ...headers }, payload });

describe('sandbox: payload envelope', () => {
  it('opens a sealed request and seals its answer', async () => {
    const answer = await login(cipher.seal(credentials), { 'x-payload-encryption': 'A256GCM' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-payload-encryption']).toBe('A256GCM');
    const opened = JSON.parse(cipher.open(answer.json<{ data: string }>().data)) as { code: string; profileId: string };
    expect(opened.code).toBe('00');
    expect(opened.profileId).toBe(customer.profileId);
  });

  it('writes enveloped traffic as the enveloped contract describes it, refusals included (issue 36 item 2)', async () => {
    const wire = new Contract(envelopedContractFile);
    const sealed = JSON.parse(cipher.seal(credentials)) as unknown;
    expect(wire.checkRequest('loginByPassword', sealed)).toEqual([]);
    expect(wire.checkRequest('loginByPassword', JSON.parse(credentials) as unknown)).toEqual([]);
    expect(wire.checkRequest('loginByPassword', { data: 'not base64url!' })).not.toEqual([]);
    const answer = await login(cipher.seal(credentials), { 'x-payload-encryption': 'A256GCM' });
    expect(wire.checkResponse('loginByPassword', answer.statusCode, answer.json())).toEqual([]);
    const refused = await login(cipher.seal(JSON.stringify({ mobileNumber: customer.mobileNumber, password: 'not-the-password' })), { 'x-payload-encryption': 'A256GCM' });
    expect(refused.statusCode).toBe(400);
    expect(wire.checkResponse('loginByPassword', refused.statusCode, refused.json())).toEqual([]);
    expect(JSON.parse(cipher.open(refused.json<{ data: string }>().data))).toMatchObject({ code: '138' });
  });

  it('still speaks plain JSON to a client that does not seal', async () => {
    const answer = await login(credentials);
    expect(answer.headers['x-payload-encryption']).toBeUndefined();
    expect(answer.json<{ code: string }>().code).toBe('00');
  });

  it('refuses a tampered envelope with a clear 400 and does not log anyone in', async () => {
    const sealed = JSON.parse(cipher.seal(credentials)) as { data: string };
    const bytes = Buffer.from(sealed.data, 'base64url');
    bytes[15] = (bytes[15] ?? 0) ^ 1;
    const answer = await login(JSON.stringify({ data: bytes.toString('base64url') }), { 'x-payload-encryption': 'A256GCM' });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(cipher.open(answer.json<{ data: string }>().data))).toEqual({ code: refusalCodeOf('api:payloadUnreadable'), message: textOf('api:payloadUnreadable') });
  });

  it('refuses the envelope on the one call that never takes it', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      headers: { 'content-type': 'application/json', 'x-payload-encryption': 'A256GCM' },
      payload: cipher.seal(JSON.stringify({ refreshToken: 'x' })),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe(textOf('api:payloadNotTaken'));
  });

  it('publishes the key in the runtime configuration, and none when switched off', async () => {
    const on = await app.inject({ method: 'GET', url: '/api/portal/config' });
    expect(on.json()).toMatchObject({ payloadEncryption: { enabled: true, algorithm: 'A256GCM', key } });
    const plain = await buildSandbox({ db });
    const off = await plain.inject({ method: 'GET', url: '/api/portal/config' });
    expect(off.json()).toMatchObject({ payloadEncryption: { enabled: false } });
    await plain.close();
  });
});

describe('sandbox: XSRF double submit', () => {
  it('refuses a call whose XSRF header does not match the cookie, and accepts one that does', async () => {
    const refused = await login(credentials, { cookie: 'XSRF-TOKEN=abc' });
    expect(refused.statusCode).toBe(403);
    const wrong = await login(credentials, { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'xyz' });
    expect(wrong.statusCode).toBe(403);
    const accepted = await login(credentials, { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' });
    expect(accepted.statusCode).toBe(200);
  });

  it('leaves clients without the cookie alone', async () => {
    expect((await login(credentials)).statusCode).toBe(200);
  });
});
