/**
 * `npm run bench:sandbox`: requests per second and p99 latency of the sandbox on loopback for
 * login, balance and statement, with autocannon (10 connections, 5 seconds each), against a
 * fresh seeded database in a temporary folder. Each is also given as a share of what a Fastify
 * hello-world does on the same machine in the same run (issue 14), so the noise of a busy machine
 * cancels out. The balance's budget is in scripts/budgets.json.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSandbox } from '../sandbox/app';
import { openDatabase } from '../sandbox/db/open-database';
import { seedDatabase } from '../sandbox/db/seed';
import seed from '../sandbox/db/seed.json';
import { readBudgets } from './budgets';
import { getTransactionHistoryMessageCode } from '../src/api/generated/message-codes';

const budget = readBudgets().sandbox;

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
    body: { messageCode: getTransactionHistoryMessageCode, last4Digits: customer.accountNumber.slice(-4), urn: customer.urn, customerId: customer.customerRef, pageNumber: 1, count: 100, fromDate: '2026-01-01', toDate: '2026-12-31' },
  },
];

/** A Fastify app that answers one small JSON, the ceiling any handler of the sandbox is measured against. */
const hello = Fastify();
hello.post('/hello', () => ({ code: '00', message: 'Success' }));
await hello.listen({ port: 0, host: '127.0.0.1' });
const helloAddress = hello.server.address();
const helloUrl = typeof helloAddress === 'object' && helloAddress ? `http://127.0.0.1:${String(helloAddress.port)}/hello` : '';
const ceiling = await autocannon({ url: helloUrl, method: 'POST', headers: json, body: '{}', connections: 10, duration: 5 });
await hello.close();
console.log(`${'hello-world'.padEnd(11)} ${ceiling.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(ceiling.latency.p99).padStart(4)} ms   (Fastify, one JSON answer: the ceiling)`);

for (const scenario of scenarios) {
  const result = await autocannon({ url: `${base}${scenario.path}`, method: 'POST', headers: scenario.headers, body: JSON.stringify(scenario.body), connections: 10, duration: 5 });
  const failures = result.non2xx + result.errors + result.timeouts;
  const share = (100 * result.requests.average) / ceiling.requests.average;
  console.log(`${scenario.name.padEnd(11)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   ${share.toFixed(0).padStart(3)}% of hello-world   (${String(result.requests.total)} requests, ${String(failures)} failed)`);
  if (scenario.name === 'balance') {
    const met = result.requests.average >= budget.balanceRequestsPerSecond && result.latency.p99 <= budget.balanceP99Ms;
    console.log(`  budget ${String(budget.balanceRequestsPerSecond)} req/s, p99 ${String(budget.balanceP99Ms)} ms: ${met ? 'met' : 'BROKEN'}`);
  }
}

await app.close();
db.close();
rmSync(dir, { recursive: true, force: true });
