/**
 * Issue 38 item 6: the sandbox's data backed up while it serves, and restored into a fresh data
 * folder whole. The backup and the restore are the npm scripts an operator runs, in processes of
 * their own, beside a sandbox taking a burst of card loads. Issue 56 item 8: the backup is sealed
 * with SANDBOX_BACKUP_KEY, mode 0600, carries the data folder's keys, and opens with that key only.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limit } from '../../src/core/config/limits';
import { providerCallback } from '../../tests/setup/provider-callback';
import { buildSandbox, projectRoot } from '../app';
import { Ledger } from '../services/ledger';
import { migrations } from './migrations';
import { openDatabase, type SandboxDatabase } from './open-database';
import { seedDatabase } from './seed';
import { backupKeyOf, openBackup } from './sealed-backup';
import seed from './seed.json';

const customer = seed.customers.find((candidate) => candidate.kycType === 'FULL_KYC_VERIFIED');

/** The operator's backup key (openssl rand -base64 32). */
const backupKey = randomBytes(32).toString('base64');

/** `npm run <script> -- <file>` as an operator runs it, with the data folder and the backup key given; resolves with its exit code and output. */
function npmScript(script: 'sandbox:backup' | 'sandbox:restore', file: string, dataDir: string, key: string | null = backupKey): Promise<{ code: number | null; output: string }> {
  // The key given, or none: never one of the shell that runs the tests.
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'SANDBOX_BACKUP_KEY'));
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', file], { cwd: projectRoot, env: { ...environment, SANDBOX_DATA_DIR: dataDir, ...(key === null ? {} : { SANDBOX_BACKUP_KEY: key }) } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const successfulLoads = (db: SandboxDatabase) => (db.prepare("SELECT count(*) AS n FROM card_payments WHERE status = 'SUCCESS'").get() as { n: number }).n;

/** Every wallet's balance is the sum of the statement rows that moved its money. */
function expectBooksBalanced(db: SandboxDatabase): void {
  const ledger = new Ledger(db);
  const ids = (db.prepare('SELECT customer_id AS id FROM wallets').all() as { id: number }[]).map(({ id }) => id);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(ledger.statementSum(id), `wallet of customer ${String(id)}`).toBe(ledger.balance(id));
}

let folder: string;
let db: SandboxDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sandbox-backup-'));
  db = openDatabase(join(folder, 'live', 'sandbox.db'));
  seedDatabase(db);
  // The payload key sandbox/main.ts keeps beside the database.
  writeFileSync(join(folder, 'live', 'payload.key'), randomBytes(32).toString('base64url'), { mode: 0o600 });
  app = await buildSandbox({ db });
});
afterAll(async () => {
  await app.close();
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore of the sandbox (issue 38 item 6)', () => {
  it('backs up while card loads go on, and restores into a fresh data folder with every ledger balanced and the schema current', async () => {
    if (!customer) throw new Error('seed.json has no full-KYC customer');
    const login = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer.mobileNumber, password: customer.password } });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    let keys = 0;
    const load = async () => {
      keys += 1;
      const start = await app.inject({ method: 'POST', url: '/api/card-payment/start', headers: { ...auth, 'idempotency-key': `backup-load-${String(keys).padStart(8, '0')}` }, payload: { urn: customer.urn, amount: limit('minLoadAmountPaise') } });
      expect(start.statusCode, start.body).toBe(200);
      expect((await providerCallback(app, start.json<{ form: Record<string, string> }>().form, 'success')).statusCode).toBeLessThan(400);
    };

    for (let index = 0; index < 3; index += 1) await load();
    const before = successfulLoads(db);
    const backupFile = join(folder, 'backups', 'sandbox-backup.db');
    const backupRun = { ended: false };
    const backup = npmScript('sandbox:backup', backupFile, join(folder, 'live')).finally(() => (backupRun.ended = true));
    // The burst goes on for as long as the backup runs, in the sandbox's own process.
    let during = 0;
    while (!backupRun.ended) {
      await load();
      during += 1;
    }
    const { code, output } = await backup;
    expect(code, output).toBe(0);
    expect(during).toBeGreaterThan(0);
    const after = successfulLoads(db);

    // A backup never replaces a file.
    expect((await npmScript('sandbox:backup', backupFile, join(folder, 'live'))).code).not.toBe(0);
    // Sealed, for its owner only: no customer's name or e-mail address in it, which the database holds in clear.
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    const sealed = readFileSync(backupFile);
    const { email } = customer;
    if (!email) throw new Error('the full-KYC customer of seed.json has no e-mail address');
    expect(openBackup(sealed, backupKeyOf(backupKey)).find((part) => part.name === 'sandbox.db')?.bytes.includes(email)).toBe(true);
    for (const clear of [email, customer.fullName, customer.mobileNumber]) expect(sealed.includes(clear), clear).toBe(false);
    // Opened with its key only.
    const wrongKey = await npmScript('sandbox:restore', backupFile, join(folder, 'wrong-key'), randomBytes(32).toString('base64'));
    expect(wrongKey.code).not.toBe(0);
    expect(wrongKey.output).toContain('cannot be opened with this SANDBOX_BACKUP_KEY');
    expect(existsSync(join(folder, 'wrong-key', 'sandbox.db'))).toBe(false);

    const fresh = join(folder, 'fresh');
    const restored = await npmScript('sandbox:restore', backupFile, fresh);
    expect(restored.code, restored.output).toBe(0);
    const copy = openDatabase(join(fresh, 'sandbox.db'));
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(Number(copy.pragma('user_version', { simple: true }))).toBe(migrations.length);
      expectBooksBalanced(copy);
      // One state of the database, as a commit left it: every load before the backup, some of those during it.
      const copied = successfulLoads(copy);
      expect(copied).toBeGreaterThanOrEqual(before);
      expect(copied).toBeLessThanOrEqual(after);
    } finally {
      copy.close();
    }
    // The keys came back with it: the restored sandbox answers with the same payload key.
    expect(readFileSync(join(fresh, 'payload.key'), 'utf8')).toBe(readFileSync(join(folder, 'live', 'payload.key'), 'utf8'));
    expect(statSync(join(fresh, 'payload.key')).mode & 0o777).toBe(0o600);
    expectBooksBalanced(db);

    // A restore never replaces a database: the sandbox is stopped and its data moved aside first.
    const again = await npmScript('sandbox:restore', backupFile, fresh);
    expect(again.code).not.toBe(0);
    expect(again.output).toContain('move its data aside');
  });

  it('refuses to back up without a backup key, writing nothing', async () => {
    const file = join(folder, 'backups', 'unsealed.db');
    mkdirSync(join(folder, 'backups'), { recursive: true });
    const refused = await npmScript('sandbox:backup', file, join(folder, 'live'), null);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('SANDBOX_BACKUP_KEY is not set');
    expect(existsSync(file)).toBe(false);
  });

  it('says so when the backup to restore is not there', async () => {
    const missing = await npmScript('sandbox:restore', join(folder, 'no-such-backup.db'), join(folder, 'elsewhere'));
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain('there is no backup');
  });
});
