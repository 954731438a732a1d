/**
 * Issue 36 item 2: the payload envelope can be written from the contract alone in another language.
 * docs/examples/payload_envelope.py (Python, `cryptography`) logs in to a listening sandbox with its
 * body sealed and opens the answer: the same bytes as the portal's WebCrypto and the sandbox's Node.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from './app';
import type { SandboxDatabase } from './db/open-database';
import seed from './db/seed.json';
import { textOf } from './http/envelope';
import { seededDatabase } from '../tests/setup/seeded-database';

const [customer] = seed.customers;
if (!customer) throw new Error('no seeded customer');
const example = join(import.meta.dirname, '../docs/examples/payload_envelope.py');
const run = promisify(execFile);

let db: SandboxDatabase;
let app: FastifyInstance;
let origin: string;
beforeEach(async () => {
  db = seededDatabase();
  app = await buildSandbox({ db, payloadKey: randomBytes(32).toString('base64url') });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(async () => {
  await app.close();
  db.close();
});

describe('the payload envelope from Python (docs/examples/payload_envelope.py)', () => {
  it('logs in with a sealed body and opens the sealed answer, a refusal too', async () => {
    const ok = await run('python3', [example, origin, customer.mobileNumber, customer.password]);
    expect(JSON.parse(ok.stdout)).toMatchObject({ status: 200, body: { code: '00', profileId: customer.profileId } });
    const refused = await run('python3', [example, origin, customer.mobileNumber, 'not-the-password']);
    expect(JSON.parse(refused.stdout)).toEqual({ status: 400, body: { code: '138', message: textOf('code.138') } });
  });
});
