/**
 * Issue 38 item 2: deploy/nginx.conf.template, rendered as its header says, serves the built portal
 * as the sandbox's own server does (the same security headers, page for page) and passes the API to
 * its upstream, here the sandbox. Needs Debian's nginx (.ci/run installs it) and a build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, projectRoot } from '../sandbox/app';
import { openDatabase, type SandboxDatabase } from '../sandbox/db/open-database';
import { seedDatabase } from '../sandbox/db/seed';
import seed from '../sandbox/db/seed.json';
import { inlineStyleSources, securityHeaders } from '../sandbox/http/security-headers';

const dist = join(projectRoot, 'dist');
const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
let db: SandboxDatabase;
let sandbox: FastifyInstance;
let nginx: ChildProcess;
let sandboxBase = '';
let nginxBase = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** An answer as it comes over the wire, compressed or not: its status, headers and bytes. */
const raw = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

beforeAll(async () => {
  if (!existsSync(join(dist, 'deploy', 'security-headers.conf'))) throw new Error('dist/ has no deploy/security-headers.conf: npm run build first');
  db = openDatabase(':memory:');
  seedDatabase(db);
  sandbox = await buildSandbox({ db, distDir: dist });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  sandboxBase = `http://127.0.0.1:${String((sandbox.server.address() as AddressInfo).port)}`;
  const port = await freePort();
  nginxBase = `http://127.0.0.1:${String(port)}`;
  const values: Record<string, string> = { PORTAL_ROOT: dist, PORTAL_PORT: `127.0.0.1:${String(port)}`, WALLET_API_UPSTREAM: sandboxBase, NGINX_PREFIX: prefix };
  const config = readFileSync(join(projectRoot, 'deploy', 'nginx.conf.template'), 'utf8').replace(/\$\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  writeFileSync(join(prefix, 'nginx.conf'), config);
  nginx = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: 'inherit' });
  // Listening once it answers the upstream's probe through itself.
  const deadline = Date.now() + 60_000;
  while ((await fetch(`${nginxBase}/healthz`).catch(() => null))?.status !== 200) {
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
afterAll(async () => {
  nginx.kill('SIGQUIT');
  await sandbox.close();
  db.close();
  rmSync(prefix, { recursive: true, force: true });
});

describe('the portal behind nginx (issue 38 item 2)', () => {
  it('sends every page with the security headers of the sandbox\'s server, the same page for each address, never cached without asking', async () => {
    const expected = securityHeaders(inlineStyleSources(dist));
    for (const path of ['/login', '/migration/mobile', '/dashboard', '/history/TXN1', '/no-such-page', '/docs/api']) {
      const [behind, own] = await Promise.all([raw(`${nginxBase}${path}`), raw(`${sandboxBase}${path}`)]);
      expect(behind.status, path).toBe(200);
      for (const [name, value] of Object.entries(expected)) expect(behind.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
      expect(behind.headers['strict-transport-security'], path).toMatch(/^max-age=\d+/);
      expect(behind.headers['cache-control'], path).toBe('no-cache');
      expect(behind.body.toString('utf8'), path).toBe(own.body.toString('utf8'));
    }
  });

  it('sends a hashed asset precompressed, as Brotli when the browser takes it, cached for good', async () => {
    const script = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js'));
    const asset = await raw(`${nginxBase}/assets/${script ?? ''}`, { 'accept-encoding': 'br, gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body.equals(readFileSync(join(dist, 'assets', `${script ?? ''}.br`)))).toBe(true);
  });

  it('passes the API to its upstream with the request id the portal sent', async () => {
    const [customer] = seed.customers;
    if (!customer) throw new Error('seed.json has no customer');
    const requestId = 'portal-through-nginx-1';
    const login = await fetch(`${nginxBase}/api/mobile-password-validation`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': requestId }, body: JSON.stringify({ mobileNumber: customer.mobileNumber, password: customer.password }) });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-request-id')).toBe(requestId);
    expect(((await login.json()) as { token?: string }).token).toBeTruthy();
    expect((await fetch(`${nginxBase}/readyz`)).status).toBe(200);
  });
});
