/**
 * Starts Debian's nginx in front of a wallet API the way README's "Deploying" section says: it runs
 * that section's serve block itself, with the settings given. The tests that start nginx through
 * this (deploy/nginx.test.ts, tests/e2e/deploy.spec.ts) follow the README, and fail when it no
 * longer works (issue 38).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/setup/free-port';
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
  /** Where nginx answers, e.g. http://127.0.0.1:41234. */
  readonly base: string;
  readonly stop: () => Promise<void>;
}

/**
 * nginx serving `portalRoot` (a build's dist/) with `upstream` as the wallet API, on a free port of
 * 127.0.0.1, its files in a folder of its own; resolved once it answers the upstream's probe through itself.
 */
export async function startNginx(upstream: string, portalRoot = join(root, 'dist'), workerUser = workerUserFor(portalRoot)): Promise<StartedNginx> {
  if (!existsSync(join(portalRoot, 'deploy', 'security-headers.conf'))) throw new Error(`${portalRoot} has no deploy/security-headers.conf: npm run build first`);
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${String(port)}`;
  const settings = { PORTAL_ROOT: portalRoot, PORTAL_PORT: `127.0.0.1:${String(port)}`, WALLET_API_UPSTREAM: upstream, NGINX_PREFIX: prefix, NGINX_USER: workerUser };
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
  while ((await fetch(`${base}/healthz`).catch(() => null))?.status !== 200) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      const why = whyNotStarted(said, prefix);
      await stop();
      throw new Error(`nginx did not start in front of ${upstream}: ${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { base, stop };
}
