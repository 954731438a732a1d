/**
 * Issue 56 item 9: webhook deliveries across a crash. The sandbox is killed (-9) while it sends the
 * deliveries of several events to an integrator that has not answered yet; started again, it takes
 * every one of them up once its lease ran out, and each event reaches the integrator at least once.
 * Before, they stayed `pending` with no time forever. The sandbox runs in a copy of the
 * configuration whose webhookLeaseSeconds is the shortest the checker accepts (webhookTimeoutSeconds,
 * which it may not be below): the test waits out that lease, not a minute of production's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { copyFileSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { limit } from '../src/core/config/limits';
import { timeLimit } from '../scripts/time-limits';
import { freePort } from '../scripts/free-port';
import { copyOfConfig } from '../tests/setup/config-copy';
import seed from './db/seed.json';
import { operatorKeyHeader } from './http/operator-key';

const copy = copyOfConfig();
// Its modules, and the package file that makes the code ES modules, as in the project.
symlinkSync(join(import.meta.dirname, '../node_modules'), join(copy, 'node_modules'));
copyFileSync(join(import.meta.dirname, '../package.json'), join(copy, 'package.json'));
const leaseSeconds = limit('webhookTimeoutSeconds');
const limitsFile = join(copy, 'rules/limits.json');
const limits = JSON.parse(readFileSync(limitsFile, 'utf8')) as { limits: Record<string, { value: number | string }> };
const lease = limits.limits['webhookLeaseSeconds'];
if (!lease) throw new Error('rules/limits.json has no webhookLeaseSeconds');
lease.value = leaseSeconds;
writeFileSync(limitsFile, JSON.stringify(limits));
const dataDir = join(copy, 'data');
const operatorKey = 'webhook-crash-operator-key-0123456789';
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The sandbox as a process of its own, on `port`, resolved once it answers. */
async function started(port: number): Promise<ChildProcess> {
  // The copy's links kept as they are, so the sandbox reads the copy's rules/, not this folder's.
  const child = spawn('node', ['--preserve-symlinks', '--preserve-symlinks-main', '--import', 'tsx', join(copy, 'sandbox/main.ts')], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), SANDBOX_DATA_DIR: dataDir, SANDBOX_API_ONLY: '1', SANDBOX_PAYLOAD_ENCRYPTION: 'off', SANDBOX_OPERATOR_KEY: operatorKey, SANDBOX_LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  // Its probe answers once it listens; a process that ended never will.
  await expect
    .poll(async () => (child.exitCode === null ? (await fetch(`http://localhost:${String(port)}/healthz`).catch(() => null))?.status : 'ended'), { timeout: timeLimit(30_000) })
    .toBe(200);
  return child;
}

describe('webhook deliveries across a crash (issue 56 item 9)', () => {
  it('delivers every event at least once after a kill -9 during delivery, once the leases run out', async () => {
    // The integrator: holds every request unanswered until told to answer; then 200 to each.
    const received = new Set<string>();
    const held: ServerResponse[] = [];
    let answering = false;
    const integrator = createServer((request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const event = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }).id;
        if (answering) {
          received.add(event);
          response.writeHead(200).end();
        } else held.push(response);
      });
    });
    await new Promise<void>((resolve) => integrator.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    const base = `http://localhost:${String(port)}`;
    const operator = { [operatorKeyHeader]: operatorKey, 'content-type': 'application/json' };
    let sandbox = await started(port);
    try {
      const registered = await fetch(`${base}/sandbox/webhooks`, { method: 'POST', headers: operator, body: JSON.stringify({ url: `http://127.0.0.1:${String((integrator.address() as AddressInfo).port)}/hooks` }) });
      expect(registered.status).toBe(201);
      const customer = seed.customers.find((candidate) => candidate.kycType === 'FULL_KYC_VERIFIED');
      if (!customer) throw new Error('seed.json has no full-KYC customer');
      const login = await fetch(`${base}/api/mobile-password-validation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobileNumber: customer.mobileNumber, password: customer.password }) });
      const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' };
      // Three card loads, each ended by the provider: three events, each delivery held by the integrator.
      const events = 3;
      for (let load = 0; load < events; load += 1) {
        const start = await fetch(`${base}/api/card-payment/start`, { method: 'POST', headers: { ...auth, 'idempotency-key': `webhook-crash-load-${String(load)}` }, body: JSON.stringify({ urn: customer.urn, amount: limit('minLoadAmountPaise') }) });
        const { form } = (await start.json()) as { form: Record<string, string> };
        expect((await fetch(`${base}/sandbox/card-payments/${form['txnid'] ?? ''}/settle`, { method: 'POST', headers: operator, body: '{}' })).status).toBe(200);
      }
      await expect.poll(() => held.length, { timeout: timeLimit(10_000) }).toBe(events);
      // The process dies while it waits for the integrator's answers.
      sandbox.kill('SIGKILL');
      await new Promise((resolve) => sandbox.once('exit', resolve));
      const killedAt = Date.now();
      for (const response of held) response.destroy();
      answering = true;
      sandbox = await started(port);
      // Taken again once the leases run out (the copy's webhookLeaseSeconds after they were taken).
      await expect.poll(() => received.size, { timeout: timeLimit(leaseSeconds * 1000 + 30_000), interval: 250 }).toBe(events);
      expect(Date.now() - killedAt).toBeLessThanOrEqual(timeLimit(leaseSeconds * 1000 + 30_000));
    } finally {
      sandbox.kill('SIGTERM');
      integrator.closeAllConnections();
      integrator.close();
    }
  }, timeLimit(leaseSeconds * 1000 + 90_000));
});
