import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pino from 'pino';
import { buildSandbox, projectRoot } from './app';
import { databaseFile } from './db/database-file';
import { keptKeyFiles } from './db/kept-keys';
import { logOptions } from './http/log-options';
import { openDatabase } from './db/open-database';
import { seedDatabase } from './db/seed';

/**
 * One process: the built portal and the sandbox API on one port.
 *   PORT               port to listen on (8080)
 *   SANDBOX_DATA_DIR   folder of the database (.data, git-ignored)
 *   SANDBOX_RESET=1    start again from the seed (the database is deleted first)
 *   SANDBOX_API_ONLY=1 serve the API without the built portal (npm run dev)
 *   SANDBOX_PAYLOAD_ENCRYPTION=off  plain JSON bodies only (the portal then sends none sealed)
 *   SANDBOX_PAYLOAD_KEY  base64url of a 32-byte payload key; else one is made and kept in the data folder
 *   SANDBOX_SIMULATORS=off  no simulated providers or pages under /sandbox/
 *   SANDBOX_OPERATOR_KEY  the back-office checker's key; else one made and kept in the data folder (operator.key), never printed
 *   SANDBOX_METRICS_KEY  the bearer token Prometheus scrapes GET /metrics with; without it, no /metrics
 *   SANDBOX_KYC_AGENTS=always  video KYC at any hour (the end-to-end tests' clock is the page's, not the server's)
 *   SANDBOX_LOG_LEVEL  the JSON logs' level (sandbox/http/log-options.ts)
 *   SANDBOX_LOG_FILE   a file the JSON lines are appended to, reopened on SIGUSR1 (after logrotate moved it); else standard output
 *   SANDBOX_TRUSTED_PROXIES  the proxies in front whose X-Forwarded-* are believed: addresses, CIDR ranges
 *                      or proxy-addr's names (loopback), comma-separated; none by default
 */
const port = Number(process.env['PORT'] ?? 8080);
const dbFile = databaseFile();
const dataDir = dirname(dbFile);

if (process.env['SANDBOX_RESET'] === '1') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
}

/** A key of the data folder's (mode 0600), made at the first start: the same across restarts, and never printed. */
function keptKey(name: string, bytes: number): string {
  const keyFile = join(dataDir, name);
  if (!existsSync(keyFile)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(keyFile, randomBytes(bytes).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(keyFile, 'utf8').trim();
}

function payloadKey(): string | undefined {
  if (process.env['SANDBOX_PAYLOAD_ENCRYPTION'] === 'off') return undefined;
  return process.env['SANDBOX_PAYLOAD_KEY'] || keptKey(keptKeyFiles.payload, 32);
}

// The log file is reopened on SIGUSR1 (issue 56 item 7): logrotate moves it, then signals.
const logFile = process.env['SANDBOX_LOG_FILE'];
const logDestination = logFile ? pino.destination({ dest: logFile, mkdir: true, append: true, sync: true }) : undefined;
if (logDestination) process.on('SIGUSR1', () => logDestination.reopen());
const db = openDatabase(dbFile);
seedDatabase(db);
const simulators = process.env['SANDBOX_SIMULATORS'] !== 'off';
const operatorKey = process.env['SANDBOX_OPERATOR_KEY'] || keptKey(keptKeyFiles.operator, 24);
const app = await buildSandbox({
  db,
  logger: { ...logOptions(), ...(logDestination ? { stream: logDestination } : {}) },
  payloadKey: payloadKey(),
  simulators,
  operatorKey,
  ...(process.env['SANDBOX_METRICS_KEY'] ? { metricsKey: process.env['SANDBOX_METRICS_KEY'] } : {}),
  ...(process.env['SANDBOX_API_ONLY'] === '1' ? {} : { distDir: join(projectRoot, 'dist') }),
  ...(process.env['SANDBOX_KYC_AGENTS'] === 'always' ? { agentsAt: () => true } : {}),
  trustedProxies: (process.env['SANDBOX_TRUSTED_PROXIES'] ?? '').split(',').map((proxy) => proxy.trim()).filter(Boolean),
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing the sandbox`);
  await app.close();
  db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host: 'localhost' });
console.log(`Wallet portal and sandbox API on http://localhost:${port} (database ${dbFile})`);
// Where the key is, never the key: a start's output ends up in logs (issue 56 item 7).
if (simulators) console.log(`Sandbox operator key (POST /sandbox/checker, header x-sandbox-operator-key): ${process.env['SANDBOX_OPERATOR_KEY'] ? 'SANDBOX_OPERATOR_KEY' : join(dataDir, keptKeyFiles.operator)}`);
else console.log('Simulated providers are off (SANDBOX_SIMULATORS=off)');
