/**
 * Issue 38 item 2: deploy/nginx.conf.template, started as README's deploy section says, serves the built portal
 * as the sandbox's own server does (the same security headers, page for page) and passes the API to
 * its upstream, here the sandbox. Needs Debian's nginx (.ci/run installs it) and a build.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer, get, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limit } from '../src/core/config/limits';
import { buildSandbox, projectRoot } from '../sandbox/app';
import type { SandboxDatabase } from '../sandbox/db/open-database';
import seed from '../sandbox/db/seed.json';
import { inlineStyleSources, securityHeaders } from '../sandbox/http/security-headers';
import { startNginx, type NginxSettings, type StartedNginx } from './start-nginx';
import { pemOf, selfSigned } from '../tests/setup/self-signed';
import { connect as tlsConnect } from 'node:tls';
import { get as httpsGet } from 'node:https';
import { seededDatabase } from '../tests/setup/seeded-database';

/**
 * The build as served: a copy in a folder only its owner may enter (mode 0700, as mktemp -d and many
 * home folders make it), wherever this checkout lives (issue 54 item 1).
 */
const privateFolder = mkdtempSync(join(tmpdir(), 'private-checkout-'));
const dist = join(privateFolder, 'dist');
let db: SandboxDatabase;
let sandbox: FastifyInstance;
let nginx: StartedNginx;
let sandboxBase = '';
const metricsKey = 'nginx-test-metrics-key-0123456789';
let nginxBase = '';

/** An answer as it comes over the wire, compressed or not: its status, headers and bytes. */
const raw = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

/** A login posted from a client address of its own (any 127.x.x.x reaches nginx on Linux's loopback): its status and code. */
const loginFrom = (localAddress: string, mobileNumber: string, password: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; code: string }>((resolve, reject) => {
    const body = JSON.stringify({ mobileNumber, password });
    const sent = httpRequest(`${nginxBase}/api/mobile-password-validation`, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, code: (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: string }).code }));
    });
    sent.on('error', reject);
    sent.end(body);
  });

beforeAll(async () => {
  cpSync(join(projectRoot, 'dist'), dist, { recursive: true });
  db = seededDatabase();
  // As README's deploy section says: the API believes the X-Forwarded-* of the nginx on its machine.
  sandbox = await buildSandbox({ db, distDir: dist, trustedProxies: ['loopback'], metricsKey });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  sandboxBase = `http://127.0.0.1:${String((sandbox.server.address() as AddressInfo).port)}`;
  // As README's deploy section says (deploy/start-nginx.ts runs its block).
  nginx = await startNginx(sandboxBase, dist);
  nginxBase = nginx.base;
});
afterAll(async () => {
  await nginx.stop();
  await sandbox.close();
  db.close();
  rmSync(privateFolder, { recursive: true, force: true });
});

describe('a build only its owner can read (issue 54 item 1)', () => {
  it('is served from a folder of mode 0700: nginx\'s workers run as its owner', () => {
    expect(statSync(privateFolder).mode & 0o777).toBe(0o700);
  });

  it('is refused before nginx starts, in one line naming the user and the file, when the workers\' user cannot read it', async () => {
    const unreadable = mkdtempSync(join(tmpdir(), 'unreadable-build-'));
    try {
      mkdirSync(join(unreadable, 'deploy'));
      cpSync(join(dist, 'deploy'), join(unreadable, 'deploy'), { recursive: true });
      cpSync(join(dist, 'index.html'), join(unreadable, 'index.html'));
      chmodSync(join(unreadable, 'index.html'), 0o000);
      // Started as root, nginx's workers are NGINX_USER, here one who cannot enter the folder; started as another user, that user, who cannot read the file.
      const worker = process.getuid?.() === 0 ? 'nobody' : undefined;
      const refused = await startNginx(sandboxBase, unreadable, worker).then(() => null, (error: unknown) => String(error));
      const line = refused?.split('\n').find((said) => said.includes('cannot read'));
      expect(line, String(refused)).toMatch(new RegExp(`nginx's workers \\(user \\S+\\) cannot read ${unreadable}/index\\.html`));
    } finally {
      rmSync(unreadable, { recursive: true, force: true });
    }
  });
});

describe('the portal behind nginx (issue 38 item 2)', () => {
  it('sends every page with the security headers of the sandbox\'s server, the same page for each address, never cached without asking', async () => {
    const expected = securityHeaders(inlineStyleSources(dist));
    for (const path of ['/login', '/migration/mobile', '/dashboard', '/history/TXN1', '/no-such-page', '/docs/api']) {
      const [behind, own] = await Promise.all([raw(`${nginxBase}${path}`), raw(`${sandboxBase}${path}`)]);
      // An address that is no route's is the app's page, which says so, and 404 (issue 56 item 7).
      expect(behind.status, path).toBe(path === '/no-such-page' ? 404 : 200);
      expect(own.status, path).toBe(behind.status);
      for (const [name, value] of Object.entries(expected)) expect(behind.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
      // Over plain HTTP, no HSTS (issue 56 item 7): a browser ignores it there, and an operator reading it would think TLS is on.
      expect(behind.headers['strict-transport-security'], path).toBeUndefined();
      expect(behind.headers['cache-control'], path).toBe('no-cache');
      expect(behind.body.toString('utf8'), path).toBe(own.body.toString('utf8'));
    }
  });

  it('gives the XSRF cookie with a page to a browser that has none, as the sandbox does, and never replaces one', async () => {
    const [first, own] = await Promise.all([raw(`${nginxBase}/login`), raw(`${sandboxBase}/login`)]);
    const cookie = /^XSRF-TOKEN=(\w{32}); Path=\/; SameSite=Strict$/.exec(String(first.headers['set-cookie']));
    expect(cookie, String(first.headers['set-cookie'])).not.toBeNull();
    expect(String(own.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Strict$/);
    expect((await raw(`${nginxBase}/login`)).headers['set-cookie']).not.toEqual(first.headers['set-cookie']);
    expect((await raw(`${nginxBase}/dashboard`, { cookie: `lang=en; XSRF-TOKEN=${cookie?.[1] ?? ''}` })).headers['set-cookie']).toBeUndefined();
    // The API never sets it: a client of the API that keeps cookies is not asked for the header.
    expect((await raw(`${nginxBase}/api/portal/config`)).headers['set-cookie']).toBeUndefined();
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

describe('the customer\'s address, host and scheme through nginx (issue 56 items 1 and 3)', () => {
  it('tells customers apart: a flood of wrong passwords from one address, whatever X-Forwarded-For it writes, stops that address only', async () => {
    for (let attempt = 0; attempt < limit('loginFailuresPerAddress'); attempt += 1) {
      const answer = await loginFrom('127.0.0.2', `9194${String(attempt).padStart(8, '0')}`, 'Wrong@2026', { 'x-forwarded-for': `10.3.0.${String(attempt)}` });
      expect(answer.code).toBe('138');
    }
    const [customer] = seed.customers;
    if (!customer) throw new Error('seed.json has no customer');
    expect(await loginFrom('127.0.0.2', customer.mobileNumber, customer.password, { 'x-forwarded-for': '10.3.0.250' })).toEqual({ status: 429, code: '175' });
    expect((await loginFrom('127.0.0.3', customer.mobileNumber, customer.password)).status).toBe(200);
  });

  it('passes the API the host the browser named, port included, and the scheme of a TLS proxy in front', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const echo: Server = createServer((request, response) => {
      seen.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const front = await startNginx(`http://127.0.0.1:${String((echo.address() as AddressInfo).port)}`, dist);
    try {
      seen.length = 0;
      await raw(`${front.base}/api/portal/config`, { host: 'wallet.example:8443', 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.9.9.9' });
      await raw(`${front.base}/api/portal/config`, { host: 'wallet.example:8080' });
      expect(seen.map((headers) => [headers.host, headers['x-forwarded-proto'], headers['x-forwarded-for']])).toEqual([
        ['wallet.example:8443', 'https', '127.0.0.1'],
        ['wallet.example:8080', 'http', '127.0.0.1'],
      ]);
    } finally {
      await front.stop();
      await new Promise((resolve) => echo.close(resolve));
    }
  });
});

/** nginx in front of this file's sandbox with the optional settings, for one test. */
async function withNginx(settings: NginxSettings, use: (started: StartedNginx) => Promise<void>): Promise<void> {
  const started = await startNginx(sandboxBase, dist, undefined, settings);
  try {
    await use(started);
  } finally {
    await started.stop();
  }
}

/** A GET from a client address of its own, with headers: its status. */
const statusFrom = (url: string, localAddress: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    get(url, { localAddress, headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });

describe('what the public origin does not serve (issue 56 item 2)', () => {
  const [customer] = seed.customers;

  it('keeps the sandbox\'s pages (any customer\'s OTP) and /metrics off it, unless a setting opts in', async () => {
    for (const path of [`/sandbox/inbox?mobile=${customer?.mobileNumber ?? ''}`, '/sandbox/checker', '/metrics']) {
      const answer = await raw(`${nginxBase}${path}`, { authorization: `Bearer ${metricsKey}` });
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString('utf8'), path).toBe(readFileSync(join(dist, 'index.html'), 'utf8'));
    }
    await withNginx({ sandboxPages: true }, async (started) => {
      expect((await raw(`${started.base}/sandbox/inbox?mobile=${customer?.mobileNumber ?? ''}`)).status).toBe(200);
      expect((await raw(`${started.base}/metrics`, { authorization: `Bearer ${metricsKey}` })).status).toBe(404);
    });
  });

  it('serves /metrics on an address of its own, to the addresses allowed and with the metrics key only', async () => {
    await withNginx({ metricsAllow: '127.0.0.1' }, async (started) => {
      const metrics = `${started.metricsBase ?? ''}/metrics`;
      expect(await statusFrom(metrics, '127.0.0.1', { authorization: `Bearer ${metricsKey}` })).toBe(200);
      expect(await statusFrom(metrics, '127.0.0.1')).toBe(404);
      expect(await statusFrom(metrics, '127.0.0.2', { authorization: `Bearer ${metricsKey}` })).toBe(403);
      expect(await statusFrom(`${started.metricsBase ?? ''}/api/portal/config`, '127.0.0.1')).toBe(404);
    });
  });
});

describe('TLS as settings (issue 56 item 4)', () => {
  const made = selfSigned();
  afterAll(() => made.remove());
  const ca = pemOf(made);
  /** A GET over TLS that trusts the test's certificate: status and headers. */
  const overTls = (url: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      httpsGet(url, { ca }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
      }).on('error', reject);
    });
  /** The TLS version nginx agrees to when the client offers only `version`, or the refusal (nginx 1.22 refuses 1.3 by default). */
  const negotiated = (port: number, version: 'TLSv1.2' | 'TLSv1.3') =>
    new Promise<string>((resolve) => {
      const socket = tlsConnect({ host: '127.0.0.1', port, servername: 'localhost', ca, minVersion: version, maxVersion: version }, () => {
        resolve(socket.getProtocol() ?? '');
        socket.end();
      });
      socket.on('error', () => resolve('refused'));
    });

  it('serves TLS 1.2 and 1.3 only, pages with HSTS and a Secure XSRF cookie, and moves plain HTTP to TLS for good', async () => {
    await withNginx({ tls: { cert: made.cert, key: made.key }, httpPort: true }, async (started) => {
      const port = Number(new URL(started.base).port);
      expect(await negotiated(port, 'TLSv1.3')).toBe('TLSv1.3');
      expect(await negotiated(port, 'TLSv1.2')).toBe('TLSv1.2');
      const page = await overTls(`${started.base}/login`);
      expect(page.status).toBe(200);
      expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(String(page.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=\w+; Path=\/; SameSite=Strict; Secure$/);
      const api = await overTls(`${started.base}/api/portal/config`);
      expect(api.status).toBe(200);
      expect(api.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      const plain = await raw(`${started.httpBase ?? ''}/history?from=2026-01-01`, { host: `localhost:${new URL(started.httpBase ?? '').port}` });
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe(`https://localhost:${String(port)}/history?from=2026-01-01`);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(plain.headers['set-cookie']).toBeUndefined();
    });
  });

  it('marks the cookie Secure and sends HSTS when TLS ended at a proxy in front, which says so', async () => {
    const page = await raw(`${nginxBase}/login`, { 'x-forwarded-proto': 'https' });
    expect(String(page.headers['set-cookie'])).toMatch(/; Secure$/);
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});

describe('what an operator reads and what nginx answers itself (issue 56 item 7)', () => {
  /** The access log's lines written since `from` characters, parsed. */
  const logLines = (prefix: string, from = 0) =>
    readFileSync(join(prefix, 'access.log'), 'utf8')
      .slice(from)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('logs a JSON line a request: the address asked for without its query, the API\'s status and time, and the request id of a call to the API only', async () => {
    const from = readFileSync(join(nginx.prefix, 'access.log'), 'utf8').length;
    const page = await raw(`${nginxBase}/login?mobile=9876543210`);
    const cookie = /XSRF-TOKEN=(\w+)/.exec(String(page.headers['set-cookie']))?.[1];
    await raw(`${nginxBase}/api/portal/config?urn=700000000001`, { 'x-request-id': 'logged-call-1' });
    // nginx writes its line once the answer is sent: waited for, not slept on.
    await expect.poll(() => logLines(nginx.prefix, from).length).toBeGreaterThanOrEqual(2);
    const [pageLine, apiLine] = logLines(nginx.prefix, from);
    expect(pageLine).toMatchObject({ method: 'GET', path: '/login', status: 200, requestId: '', upstreamStatus: '' });
    expect(JSON.stringify(pageLine)).not.toContain(cookie ?? 'no cookie');
    expect(JSON.stringify(pageLine)).not.toContain('9876543210');
    expect(apiLine).toMatchObject({ method: 'GET', path: '/api/portal/config', status: 200, upstreamStatus: '200', requestId: 'logged-call-1' });
    expect(Number(apiLine?.['upstreamSeconds'])).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(apiLine)).not.toContain('700000000001');
  });

  it('reopens its log on SIGUSR1, as logrotate asks', async () => {
    const log = join(nginx.prefix, 'access.log');
    renameSync(log, `${log}.1`);
    process.kill(Number(readFileSync(join(nginx.prefix, 'nginx.pid'), 'utf8').trim()), 'SIGUSR1');
    await expect.poll(() => existsSync(log)).toBe(true);
    // The master reopens first; a worker that has not yet been told writes on to the moved file, so
    // the request is made again until a worker writes it to the new one (seen under load).
    await expect
      .poll(async () => {
        await raw(`${nginxBase}/help`);
        return logLines(nginx.prefix).map((line) => line['path']);
      })
      .toContain('/help');
  });

  it('answers for an API that is down, or a body too large, with the API\'s envelope and the security headers, not its own page', async () => {
    const echo: Server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const front = await startNginx(`http://127.0.0.1:${String((echo.address() as AddressInfo).port)}`, dist);
    try {
      await new Promise((resolve) => echo.close(resolve));
      const down = await raw(`${front.base}/api/wallet/details`, { 'x-request-id': 'while-the-api-is-down' });
      expect(down.status).toBe(502);
      expect(down.headers['content-type']).toBe('application/json');
      expect(JSON.parse(down.body.toString('utf8'))).toMatchObject({ code: '1500' });
      expect(down.headers['x-request-id']).toBe('while-the-api-is-down');
      expect(down.headers['content-security-policy']).toBe(securityHeaders(inlineStyleSources(dist))['content-security-policy']);
      const large = await new Promise<{ status: number; body: string; csp: unknown }>((resolve, reject) => {
        const sent = httpRequest(`${front.base}/api/mobile-password-validation`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), csp: response.headers['content-security-policy'] }));
        });
        sent.on('error', reject);
        sent.end(JSON.stringify({ mobileNumber: '9'.repeat(2 * 1024 * 1024) }));
      });
      expect(large.status).toBe(413);
      expect(JSON.parse(large.body)).toMatchObject({ code: '226' });
      expect(large.csp).toBeTruthy();
    } finally {
      await front.stop();
    }
  });

  it('gives no browser the source maps, its own includes or the build\'s manifests, nor does the sandbox', async () => {
    const map = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js.map'));
    for (const path of [`/assets/${map ?? ''}`, '/deploy/security-headers.conf', '/.vite/manifest.json', '/inline-styles.json', '/pages/pages.json']) {
      const [behind, own] = await Promise.all([raw(`${nginxBase}${path}`), raw(`${sandboxBase}${path}`)]);
      expect(behind.status, path).toBe(404);
      expect(own.status, path).toBe(404);
    }
    // And no built file names one.
    const script = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js'));
    expect(readFileSync(join(dist, 'assets', script ?? ''), 'utf8')).not.toContain('sourceMappingURL');
  });
});
