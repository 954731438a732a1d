import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addBeneficiaryMessageCode, transferToBankMessageCode } from '../src/api/generated/message-codes';
import { timeLimit } from '../scripts/time-limits';
import { apiServerArgs } from '../scripts/api-server';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The server as npm run build compiled it (dist-api/main.js), which npm start and a deploy run: it starts on a third less CPU than sandbox/main.ts through tsx. */
const builtServer = apiServerArgs.map((arg) => (arg.endsWith('.js') ? join(import.meta.dirname, '..', arg) : arg));

/** Starts the built server on a free port and resolves once it listens. */
function start(port: number, extraEnv: Record<string, string> = {}, args: readonly string[] = builtServer, cwd = join(import.meta.dirname, '..')) {
  const child = spawn('node', [...args], {
    cwd,
    env: { ...process.env, PORT: String(port), SANDBOX_DATA_DIR: dataDir, SANDBOX_API_ONLY: '1', SANDBOX_PAYLOAD_ENCRYPTION: 'off', ...extraEnv },
  });
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('http://localhost:')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`exited with ${String(code)} before listening: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, listening, exited, output: () => output };
}

/** The seed's first customer logs in at the server on `port`. */
const loginAt = (port: number) =>
  fetch(`http://localhost:${String(port)}/api/mobile-password-validation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobileNumber: '919876543210', password: 'Wallet@2026' }),
  });

describe('sandbox process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('answers, then closes cleanly on %s', async (signal) => {
    const port = 18000 + Math.floor(Math.random() * 1000);
    const server = start(port);
    await server.listening;
    expect((await loginAt(port)).status).toBe(200);
    server.child.kill(signal);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain(`${signal}: closing the sandbox`);
  });
});

describe('sandbox probes and shutdown (issue 38 item 3)', () => {
  it('says it is up and ready, and on SIGTERM finishes the request in flight before it exits', async () => {
    const port = 20000 + Math.floor(Math.random() * 1000);
    const server = start(port);
    await server.listening;
    const health = await fetch(`http://localhost:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`http://localhost:${port}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    // A login whose body is still on its way: the server has read its headers (it said 100 Continue)
    // when the signal comes, and answers it once the body arrives.
    const body = JSON.stringify({ mobileNumber: '919876543210', password: 'Wallet@2026' });
    const answered = new Promise<number>((resolve, reject) => {
      const login = request({ host: 'localhost', port, path: '/api/mobile-password-validation', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' } });
      login.on('continue', () => {
        server.child.kill('SIGTERM');
        login.end(body);
      });
      login.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      login.on('error', reject);
      login.flushHeaders();
    });
    expect(await answered).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: closing the sandbox');
  });
});

describe('sandbox data is durable', () => {
  const port = 19000 + Math.floor(Math.random() * 1000);
  const base = `http://localhost:${port}`;
  const post = (path: string, body: object, token?: string) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const login = async () => ((await (await post('/api/mobile-password-validation', { mobileNumber: '919876543210', password: 'Wallet@2026' })).json()) as { token: string }).token;
  const requests = async (token: string) =>
    ((await (await post('/api/view-all-service-requests', { urn: '700000000001' }, token)).json()) as { serviceRequestDtoList: { reason: string }[] }).serviceRequestDtoList.map((r) => r.reason);
  const balance = async (token: string) => ((await (await post('/api/wallet/details', { mobileNumber: '919876543210' }, token)).json()) as { wallet: { balance: number } }).wallet.balance;

  async function withServer<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> {
    const server = start(port, env);
    await server.listening;
    try {
      return await run();
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }

  it('reads the same balance and history after a restart, and the seed again with SANDBOX_RESET=1', async () => {
    const before = await withServer({ SANDBOX_RESET: '1' }, async () => {
      const token = await login();
      await post('/api/create-new-service-request', { urn: '700000000001', last4digit: '0001', reason: 'notReceived', comment: 'Kept across restarts' }, token);
      // A money movement too: add the beneficiary, then transfer ₹100 to it.
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      // Each is confirmed by an OTP the customer reads on their phone (the sandbox's inbox).
      const grant = async (purpose: string, transaction: Record<string, unknown>) => {
        await fetch(`${base}/api/confirmation/send-otp`, { method: 'POST', headers, body: JSON.stringify({ urn: '700000000001', purpose, ...transaction }) });
        const inbox = (await (await fetch(`${base}/sandbox/inbox?mobile=919876543210`)).json()) as { messages: { otp: string }[] };
        const verified = await fetch(`${base}/api/confirmation/verify-otp`, { method: 'POST', headers, body: JSON.stringify({ urn: '700000000001', purpose, otp: inbox.messages[0]?.otp ?? '' }) });
        return ((await verified.json()) as { confirmationGrant: string }).confirmationGrant;
      };
      const added = await fetch(`${base}/api/add-beneficiary`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': 'durable-beneficiary-1' },
        body: JSON.stringify({ messageCode: addBeneficiaryMessageCode, urn: '700000000001', beneficiaryName: 'Asha Verma', bankName: 'HDFC Bank', accountNumber: '50100012345678', ifsc: 'HDFC0001234', implId: 'O|70067', beneficiaryType: 'FT', confirmationGrant: await grant('addBeneficiary', { payee: { beneficiaryName: 'Asha Verma', bankName: 'HDFC Bank', accountNumber: '50100012345678', ifsc: 'HDFC0001234' } }) }),
      });
      const { beneficiary } = (await added.json()) as { beneficiary: { beneficiaryId: string } };
      await fetch(`${base}/api/wta-transfer`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': 'durable-transfer-01' },
        body: JSON.stringify({ messageCode: transferToBankMessageCode, urn: '700000000001', amount: 10000, beneficiaryId: beneficiary.beneficiaryId, implId: 'O|70066', implType: 'FT', confirmationGrant: await grant('transfer', { amount: 10000, beneficiaryId: beneficiary.beneficiaryId }) }),
      });
      return { balance: await balance(token), requests: await requests(token) };
    });
    expect(before.requests).toEqual(['notReceived']);
    expect(before.balance).toBe(1234550 - 10000);
    const after = await withServer({}, async () => {
      const token = await login();
      return { balance: await balance(token), requests: await requests(token) };
    });
    expect(after).toEqual(before);
    const reset = await withServer({ SANDBOX_RESET: '1' }, async () => {
      const token = await login();
      return { balance: await balance(token), requests: await requests(token) };
    });
    expect(reset).toEqual({ balance: 1234550, requests: [] });
  }, timeLimit(120_000));
});

describe('what an operator runs it with (issue 56 item 7)', () => {
  it('prints no secret as it starts: the operator key it made is kept in the data folder, mode 0600, and named by its file', async () => {
    const port = 21000 + Math.floor(Math.random() * 1000);
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-keys-'));
    try {
      // Empty is unset: the runner of the end-to-end tests may have set it for this process.
      const server = start(port, { SANDBOX_DATA_DIR: folder, SANDBOX_OPERATOR_KEY: '' });
      await server.listening;
      const keyFile = join(folder, 'operator.key');
      const key = readFileSync(keyFile, 'utf8').trim();
      expect(key.length).toBeGreaterThanOrEqual(32);
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      await expect.poll(() => server.output(), { timeout: timeLimit(10_000) }).toContain(keyFile);
      expect(server.output()).not.toContain(key);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reopens its log file on SIGUSR1, so logrotate can move it away', async () => {
    const port = 22000 + Math.floor(Math.random() * 1000);
    const logFile = join(dataDir, 'logs', 'api.log');
    const server = start(port, { SANDBOX_LOG_FILE: logFile });
    await server.listening;
    await fetch(`http://localhost:${port}/healthz`, { headers: { 'x-request-id': 'before-the-rotation' } });
    renameSync(logFile, `${logFile}.1`);
    server.child.kill('SIGUSR1');
    // Once the file is back, the signal was handled; a request after it is written there.
    await expect.poll(() => existsSync(logFile), { timeout: timeLimit(10_000) }).toBe(true);
    await fetch(`http://localhost:${port}/healthz`, { headers: { 'x-request-id': 'after-the-rotation' } });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(readFileSync(`${logFile}.1`, 'utf8')).toContain('before-the-rotation');
    expect(readFileSync(logFile, 'utf8')).toContain('after-the-rotation');
    expect(readFileSync(logFile, 'utf8')).not.toContain('before-the-rotation');
  });
});

describe('the compiled server (issue 56 item 11)', () => {
  it('runs as npm run build made it, plain JavaScript without tsx, from any working folder, and answers a login', async () => {
    expect(existsSync(join(import.meta.dirname, '..', 'dist-api', 'main.js')), 'npm run build makes dist-api/main.js').toBe(true);
    const port = 23000 + Math.floor(Math.random() * 1000);
    const server = start(port, {}, builtServer, tmpdir());
    await server.listening;
    expect((await loginAt(port)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
