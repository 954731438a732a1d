/**
 * Starts Debian's nginx in front of a wallet API the way README's "Deploying" section says: it runs
 * that section's serve block itself, with the settings given. The tests that start nginx through
 * this (deploy/nginx.test.ts, tests/e2e/deploy.spec.ts) follow the README, and fail when it no
 * longer works (issue 38).
 */
import { spawn, spawnSync } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/free-port';
import { timeLimit } from '../scripts/time-limits';

const root = join(import.meta.dirname, '..');
/** The comment that marks, in README.md, the block of shell an operator runs to serve the build. */
export const serveMarker = '<!-- deploy: serve -->';

/** The README's serve block: the first ```sh block after its marker. */
export function readmeServeBlock(readme = readFileSync(join(root, 'README.md'), 'utf8')): string {
  const at = readme.indexOf(serveMarker);
  const block = at < 0 ? null : /```sh\n([\s\S]*?)```/.exec(readme.slice(at));
  if (!block?.[1]) throw new Error(`README.md has no \`\`\`sh block after ${serveMarker}`);
  return block[1];
}

/**
 * The user nginx's workers run as here: the owner of the build when the tests run as root, so that
 * a checkout only its owner can read (a home folder of mode 0700) is served; else the tests' own
 * user, whose workers nginx cannot change.
 */
export function workerUserFor(portalRoot: string): string {
  const uid = process.getuid?.() === 0 ? statSync(portalRoot).uid : process.getuid?.();
  const name = spawnSync('id', ['-nu', String(uid)], { encoding: 'utf8' }).stdout.trim();
  if (!name) throw new Error(`no user name for uid ${String(uid)}, the owner of ${portalRoot}`);
  return name;
}

/** What the README's serve block said on its way out, with nginx's own log: one line says why nginx did not start. */
function whyNotStarted(said: string, prefix: string): string {
  const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
  return [said.trim(), log.trim()].filter(Boolean).join('\n');
}

export interface StartedNginx {
  /** Where nginx answers, e.g. http://127.0.0.1:41234, or https://localhost:41234 with TLS. */
  readonly base: string;
  /** With NginxSettings.httpPort: where the plain HTTP redirect answers. */
  readonly httpBase?: string;
  /** With NginxSettings.metricsAllow: where /metrics answers. */
  readonly metricsBase?: string;
  /** nginx's own folder: its configuration and logs. */
  readonly prefix: string;
  /** The settings it was started with, for deploy/serve.sh reload (deploy/release.sh). */
  readonly settings: Readonly<Record<string, string>>;
  readonly stop: () => Promise<void>;
}

/** The optional settings of README's deploy section, as a test asks for them. */
export interface NginxSettings {
  /** TLS_CERT and TLS_KEY: nginx answers https://localhost:port. */
  readonly tls?: { readonly cert: string; readonly key: string };
  /** PORTAL_HTTP_PORT, on a free port: the redirect to TLS. */
  readonly httpPort?: boolean;
  /** WALLET_SANDBOX_PAGES=on. */
  readonly sandboxPages?: boolean;
  /** METRICS_LISTEN on a free port of 127.0.0.1, and METRICS_ALLOW. */
  readonly metricsAllow?: string;
  /** PORTAL_RELEASES (deploy/release.sh): the build and the API are the current release's. */
  readonly releases?: string;
}

/** The status of a GET, over TLS without checking the certificate (the probe only asks whether nginx is up). */
const statusOf = (url: string) =>
  new Promise<number>((resolve) => {
    const done = (response: { statusCode?: number; resume: () => void }) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    };
    (url.startsWith('https:') ? httpsGet(url, { rejectUnauthorized: false }, done) : httpGet(url, done)).on('error', () => resolve(0));
  });

/**
 * nginx serving `portalRoot` (a build's dist/) with `upstream` as the wallet API, on a free port of
 * 127.0.0.1, its files in a folder of its own; resolved once it answers the upstream's probe through itself.
 */
export async function startNginx(upstream: string, portalRoot = join(root, 'dist'), workerUser = workerUserFor(portalRoot), optional: NginxSettings = {}): Promise<StartedNginx> {
  if (!existsSync(join(portalRoot, 'deploy', 'security-headers.conf'))) throw new Error(`${portalRoot} has no deploy/security-headers.conf: npm run build first`);
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  const port = await freePort();
  // A passkey's relying party is a name, never an address: over TLS, the browser is sent to localhost.
  const base = optional.tls ? `https://localhost:${String(port)}` : `http://127.0.0.1:${String(port)}`;
  const httpPort = optional.httpPort ? await freePort() : undefined;
  const metricsPort = optional.metricsAllow ? await freePort() : undefined;
  const settings = {
    PORTAL_ROOT: portalRoot,
    PORTAL_PORT: `127.0.0.1:${String(port)}`,
    WALLET_API_UPSTREAM: upstream,
    NGINX_PREFIX: prefix,
    NGINX_USER: workerUser,
    ...(optional.tls ? { TLS_CERT: optional.tls.cert, TLS_KEY: optional.tls.key } : {}),
    ...(httpPort ? { PORTAL_HTTP_PORT: `127.0.0.1:${String(httpPort)}` } : {}),
    ...(optional.sandboxPages ? { WALLET_SANDBOX_PAGES: 'on' } : {}),
    ...(metricsPort && optional.metricsAllow ? { METRICS_LISTEN: `127.0.0.1:${String(metricsPort)}`, METRICS_ALLOW: optional.metricsAllow } : {}),
    ...(optional.releases ? { PORTAL_RELEASES: optional.releases } : {}),
  };
  const nginx = spawn('bash', ['-euo', 'pipefail', '-c', readmeServeBlock()], { cwd: root, env: { ...process.env, ...settings }, stdio: ['ignore', 'inherit', 'pipe'] });
  let said = '';
  nginx.stderr.on('data', (chunk: Buffer) => {
    said += chunk.toString('utf8');
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const stop = async () => {
    // nginx's graceful stop: it finishes the requests in flight.
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeLimit(60_000);
  while ((await statusOf(`${base}/healthz`)) !== 200) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      const why = whyNotStarted(said, prefix);
      await stop();
      throw new Error(`nginx did not start in front of ${upstream}: ${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    base,
    prefix,
    settings,
    stop,
    ...(httpPort ? { httpBase: `http://127.0.0.1:${String(httpPort)}` } : {}),
    ...(metricsPort ? { metricsBase: `http://127.0.0.1:${String(metricsPort)}` } : {}),
  };
}
