import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from '../../deploy/start-nginx';
import { freePort } from '../../scripts/free-port';
import { timeLimit } from '../../scripts/time-limits';
import { expect, passwordOf, seededBalance, moneyIn, submitLogin, test, textsOf } from './fixtures';

/**
 * Issue 56 item 6: two releases while a customer keeps the page of the first open. deploy/release.sh
 * switches each release in (its API started on the other port and ready first, nginx reloaded, the
 * old API stopped), and the customer's page, still the first release's scripts, logs in and opens
 * pages whose scripts the later releases no longer have; meanwhile every page and API call asked of
 * nginx is answered. The releases are this build, each later one without some of its scripts (what
 * a change of the portal's code does to their names); everything else is linked to this checkout.
 */
const repo = join(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(join(repo, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
/** The scripts of a page, by their sources: a release without them is one whose change renamed them. */
const scriptsOf = (...sources: string[]) => sources.map((source) => manifest[source]?.file ?? `${source} is not in the manifest`);
const homeScripts = scriptsOf('schemas/screens/home.v1.json', 'src/engine/kinds/home/home-page.tsx');
const helpScripts = scriptsOf('schemas/screens/help.v1.json', 'src/engine/kinds/content/content-page.tsx');

/** A release folder as deploy/release.sh build leaves it, from this checkout's build, without some scripts. */
function release(releases: string, id: string, without: readonly string[]): void {
  const folder = join(releases, 'releases', id);
  mkdirSync(folder, { recursive: true });
  for (const entry of readdirSync(repo)) if (!['dist', 'dist-api', '.git', '.data'].includes(entry)) symlinkSync(join(repo, entry), join(folder, entry));
  cpSync(join(repo, 'dist'), join(folder, 'dist'), { recursive: true });
  cpSync(join(repo, 'dist-api'), join(folder, 'dist-api'), { recursive: true });
  for (const file of without) for (const suffix of ['', '.br', '.gz']) rmSync(join(folder, 'dist', `${file}${suffix}`), { force: true });
}

test('two releases while a customer keeps the first one\'s page: it logs in and opens pages whose scripts only the first release had, and no request fails', async ({ page }) => {
  test.setTimeout(timeLimit(240_000));
  const t = textsOf('en');
  const customer = '9866000386';
  const releases = mkdtempSync(join(tmpdir(), 'releases-'));
  const dataDir = join(releases, 'data');
  const apiPorts = `${String(await freePort())} ${String(await freePort())}`;
  release(releases, 'a', []);
  release(releases, 'b', homeScripts);
  release(releases, 'c', [...homeScripts, ...helpScripts]);
  const apiEnv = {
    ...process.env,
    PORTAL_RELEASES: releases,
    API_PORTS: apiPorts,
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_TRUSTED_PROXIES: 'loopback',
    // As long as a start takes on this machine (scripts/time-limits.ts).
    API_READY_SECONDS: String(Math.ceil(timeLimit(60_000) / 1000)),
    // The API of a release, as the systemd unit runs it, in the background; its pid kept to stop it.
    WALLET_API_START: '(cd "$PORTAL_HOME" && exec setsid node --enable-source-maps dist-api/main.js) > "$PORTAL_RELEASES/api-$PORT.log" 2>&1 < /dev/null & echo $! > "$PORTAL_RELEASES/api-$PORT.pid"',
    WALLET_API_STOP: 'kill "$(cat "$PORTAL_RELEASES/api-$PORT.pid")"',
  };
  const switchTo = (id: string, nginxSettings: Readonly<Record<string, string>> = {}) =>
    execFileSync(join(repo, 'deploy/release.sh'), ['switch', id], { env: { ...apiEnv, ...nginxSettings }, encoding: 'utf8' });
  expect(switchTo('a')).toContain('release a is live');
  const nginx = await startNginx('', join(releases, 'current/dist'), undefined, { releases });
  const failed: string[] = [];
  const polling = { asking: true };
  // A page and an API call through nginx, one after the other as each is answered, as other customers
  // would, all through both releases, each on a connection of its own. A connection nginx's old worker accepted but had not
  // yet read a request from is closed as it stops (nginx closes such idle connections at a reload):
  // the client sends again on a new one, once, and the number of those is reported.
  const answerOf = (path: string) =>
    new Promise<number | string>((resolve) => {
      get(`${nginx.base}${path}`, { agent: false }, (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      }).on('error', (error) => resolve(String(error)));
    });
  let asked = 0;
  let sentAgain = 0;
  const others = (async () => {
    while (polling.asking) {
      for (const path of ['/login', '/api/portal/config']) {
        asked += 1;
        let status = await answerOf(path);
        if (typeof status === 'string' && /socket hang up|ECONNRESET/.test(status)) {
          sentAgain += 1;
          status = await answerOf(path);
        }
        if (status !== 200) failed.push(`${path}: ${String(status)}`);
      }
    }
  })();
  try {
    await page.goto(`${nginx.base}/login`);
    await expect(page.getByRole('button', { name: t.login.submit, exact: true })).toBeEnabled();
    expect(switchTo('b', nginx.settings)).toContain('release b is live');
    // Release b has no home scripts: the page of release a gets them from the kept assets.
    await submitLogin(page, t, customer, passwordOf(customer));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('balance')).toHaveText(moneyIn(t, seededBalance(customer)));
    expect(switchTo('c', nginx.settings)).toContain('release c is live');
    await page.getByRole('link', { name: t.route.help }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.help);
    // A page opened now is release c's.
    const fresh = await fetch(`${nginx.base}/api/portal/config`);
    expect(fresh.status).toBe(200);
  } finally {
    polling.asking = false;
    await others;
    await nginx.stop();
    const live = readFileSync(join(releases, 'api-port'), 'utf8').trim();
    execFileSync('bash', ['-c', apiEnv.WALLET_API_STOP], { env: { ...apiEnv, PORT: live } });
    rmSync(releases, { recursive: true, force: true });
  }
  test.info().annotations.push({ type: 'requests', description: `${String(asked)} asked during the releases, ${String(sentAgain)} sent again on a new connection` });
  expect(failed).toEqual([]);
});
