/**
 * An integrator's first run (issue 19 item 9): a client generated from openapi/wallet.yaml by two
 * generators, at the versions the README pins (openapi-typescript with openapi-fetch, and
 * @hey-api/openapi-ts), type-checks under strict TypeScript (a wrong type refused, a money-moving call
 * with its Idempotency-Key accepted) and, run as an integrator runs it,
 * logs the seeded customer in and reads their balance from a sandbox listening on a port.
 */
import { createClient } from '@hey-api/openapi-ts';
import type { FastifyInstance } from 'fastify';
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../../sandbox/app';
import type { SandboxDatabase } from '../../sandbox/db/open-database';
import { timeLimit } from '../../scripts/time-limits';
import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import { Ledger } from '../../sandbox/services/ledger';
import { transferToBankMessageCode } from '../../src/api/generated/message-codes';
import { seededDatabase } from '../setup/seeded-database';

const root = join(import.meta.dirname, '../..');
const contract = join(root, 'openapi/wallet.yaml');
// Inside the project (git-ignored), so the generated code finds openapi-fetch as an integrator's would in their node_modules.
mkdirSync(join(root, '.test-results'), { recursive: true });
const workdir = mkdtempSync(join(root, '.test-results', 'integrator-'));
const customer = seed.customers[0];
if (!customer) throw new Error('seed.json has no customer');

let db: SandboxDatabase;
let app: FastifyInstance;
let base = '';
beforeAll(async () => {
  db = seededDatabase();
  app = await buildSandbox({ db });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  db.close();
  rmSync(workdir, { recursive: true, force: true });
});

/**
 * Type-checks a folder as an integrator's strict project would, and runs its run.ts: what it
 * printed. The run is asynchronous: the sandbox it calls answers from this very process.
 */
async function checkAndRun(dir: string): Promise<{ readonly typeErrors: string; readonly tscStatus: number | null; readonly printed: string }> {
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, noUncheckedIndexedAccess: true, noEmit: true, skipLibCheck: true, lib: ['ES2022', 'DOM', 'DOM.Iterable'] },
      include: ['**/*.ts'],
    }),
  );
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
  const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(dir, 'run.ts'), base], { cwd: root, encoding: 'utf8', timeout: timeLimit(60_000) });
  return { typeErrors: tsc.stdout + tsc.stderr, tscStatus: tsc.status, printed: run.stdout + run.stderr };
}

/** Code an integrator would write against the generated SDK; one call is wrong on purpose. */
const usage = `
import { client } from './client/client.gen';
import { loginByPassword, getWallet, transferToBank } from './client/sdk.gen';

client.setConfig({ baseUrl: 'http://localhost:8080' });

export async function journey(): Promise<number> {
  const login = await loginByPassword({ body: { mobileNumber: '919876543210', password: 'Wallet@2026' } });
  const token = login.data?.token ?? '';
  const wallet = await getWallet({ body: { mobileNumber: '919876543210' }, headers: { Authorization: 'Bearer ' + token } });
  await transferToBank({
    body: { messageCode: ${String(transferToBankMessageCode)}, urn: '700000000001', amount: 500000, beneficiaryId: 'BEN000001', implId: 'O|70066', implType: 'FT', confirmationGrant: 'cg-from-verify-otp' },
    headers: { 'Idempotency-Key': 'b7e4c1d2-9f3a-4e8b-a6c5-1d2e3f4a5b6c' },
  });
  // @ts-expect-error the contract says a balance is a number of paise, not text
  const shown: string = wallet.data?.wallet.balance;
  return shown.length;
}
`;

const mobileNumber = customer.mobileNumber;
/** What the sandbox holds for the customer, in paise. */
const balance = () => new Ledger(db).balance((db.prepare('SELECT id FROM customers WHERE mobile_number = ?').get(mobileNumber) as { id: number }).id);
const login = `{ mobileNumber: '${mobileNumber}', password: '${customer.password}' }`;

describe("an integrator's generated client, login then balance against the sandbox", () => {
  it('openapi-typescript types with openapi-fetch', async () => {
    const dir = join(workdir, 'openapi-fetch');
    mkdirSync(dir);
    writeFileSync(join(dir, 'wallet.d.ts'), astToString(await openapiTS(new URL(`file://${contract}`))));
    writeFileSync(
      join(dir, 'run.ts'),
      `import createClient from 'openapi-fetch';
import type { paths } from './wallet';

const api = createClient<paths>({ baseUrl: process.argv[2] });
const login = await api.POST('/api/mobile-password-validation', { body: ${login} });
const token = login.data?.token ?? '';
const wallet = await api.POST('/api/wallet/details', { body: { mobileNumber: '${mobileNumber}' }, headers: { Authorization: 'Bearer ' + token } });
const balance: number | undefined = wallet.data?.wallet.balance;
console.log(JSON.stringify({ status: wallet.response.status, balance }));
`,
    );
    const { typeErrors, printed } = await checkAndRun(dir);
    expect(typeErrors).toBe('');
    expect(balance()).toBeGreaterThan(0);
    expect(JSON.parse(printed) as unknown).toEqual({ status: 200, balance: balance() });
  }, timeLimit(120_000));

  it('@hey-api/openapi-ts, whose types also hold a money-moving call and refuse a balance read as text', async () => {
    const dir = join(workdir, 'hey-api');
    await createClient({ input: contract, output: join(dir, 'client'), logs: { level: 'silent' } });
    writeFileSync(join(dir, 'usage.ts'), usage);
    writeFileSync(
      join(dir, 'run.ts'),
      `import { client } from './client/client.gen';
import { getWallet, loginByPassword } from './client/sdk.gen';

client.setConfig({ baseUrl: process.argv[2] });
const login = await loginByPassword({ body: ${login} });
const wallet = await getWallet({ body: { mobileNumber: '${mobileNumber}' }, headers: { Authorization: 'Bearer ' + (login.data?.token ?? '') } });
const balance: number | undefined = wallet.data?.wallet.balance;
console.log(JSON.stringify({ status: wallet.response.status, balance }));
`,
    );
    const { typeErrors, tscStatus, printed } = await checkAndRun(dir);
    expect(typeErrors).toBe('');
    expect(tscStatus).toBe(0);
    expect(JSON.parse(printed) as unknown).toEqual({ status: 200, balance: balance() });
  }, timeLimit(120_000));
});
