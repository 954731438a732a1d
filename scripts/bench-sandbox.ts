/**
 * `npm run bench:sandbox`: requests per second and p99 latency of the sandbox on loopback for
 * login, balance and statement, with autocannon (10 connections, 5 seconds each), against a
 * fresh seeded database in a temporary folder.
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSandbox } from '../sandbox/app';
import { openDatabase } from '../sandbox/db/open-database';
import { seedDatabase } from '../sandbox/db/seed';
import seed from '../sandbox/db/seed.json';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
const db = openDatabase(join(dir, 'bench.db'));
seedDatabase(db);
const app = await buildSandbox({ db });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';

const [customer] = seed.customers;
if (!customer) throw new Error('no seeded customer');
const json = { 'content-type': 'application/json' };
const login = (await (await fetch(`${base}/api/mobile-password-validation`, { method: 'POST', headers: json, body: JSON.stringify({ mobileNumber: customer.mobileNumber, password: customer.password }) })).json()) as { token: string };
const auth = { ...json, authorization: `Bearer ${login.token}` };

const scenarios = [
  { name: 'login', path: '/api/mobile-password-validation', headers: json, body: { mobileNumber: customer.mobileNumber, password: customer.password } },
  { name: 'balance', path: '/api/wallet/details', headers: auth, body: { mobileNumber: customer.mobileNumber } },
  {
    name: 'statement',
    path: '/api/transaction_history/authenticate',
    headers: auth,
    body: { messageCode: 1072, last4Digits: customer.accountNumber.slice(-4), urn: customer.urn, customerId: customer.customerRef, pageNumber: 1, count: 100, fromDate: '2026-01-01', toDate: '2026-12-31' },
  },
];

for (const scenario of scenarios) {
  const result = await autocannon({ url: `${base}${scenario.path}`, method: 'POST', headers: scenario.headers, body: JSON.stringify(scenario.body), connections: 10, duration: 5 });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(`${scenario.name.padEnd(10)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   (${result.requests.total} requests, ${failures} failed)`);
}

await app.close();
db.close();
rmSync(dir, { recursive: true, force: true });
