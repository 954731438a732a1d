/**
 * Issue 56: what an operator installs besides nginx. The systemd units and the logrotate file as
 * deploy/install.sh renders them, checked by systemd-analyze verify and logrotate --debug; the
 * Prometheus alerts by promtool (check rules, and test rules with series that must and must not
 * fire them). Needs systemd, logrotate and prometheus's promtool (.ci/run installs them).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..');
const folder = mkdtempSync(join(tmpdir(), 'operations-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A host as docs/operating.md sets one up: the releases (the current one this checkout), nginx's folder, the settings file. */
function installed(): { systemd: string; logrotate: string; prefix: string } {
  const releases = join(folder, 'releases');
  const systemd = join(folder, 'systemd');
  const logrotate = join(folder, 'logrotate.d');
  const prefix = join(folder, 'nginx');
  for (const made of [releases, systemd, logrotate, prefix, join(folder, 'data'), join(folder, 'logs')]) mkdirSync(made, { recursive: true });
  symlinkSync(repo, join(releases, 'current'));
  symlinkSync(repo, join(releases, 'api-8081'));
  writeFileSync(join(folder, 'wallet.env'), 'SANDBOX_TRUSTED_PROXIES=loopback\n', { mode: 0o600 });
  const settings = { PORTAL_RELEASES: releases, WALLET_USER: 'root', WALLET_ENV_FILE: join(folder, 'wallet.env'), NGINX_PREFIX: prefix, WALLET_DATA_DIR: join(folder, 'data'), WALLET_LOG_DIR: join(folder, 'logs'), NODE_BIN: process.execPath, SYSTEMD_DIR: systemd, LOGROTATE_DIR: logrotate };
  execFileSync(join(repo, 'deploy/install.sh'), { env: { ...process.env, ...settings } });
  return { systemd, logrotate, prefix };
}
const host = installed();

describe('the systemd units and the log rotation (issue 56)', () => {
  it('are units systemd accepts: the API (an instance per port) and nginx', () => {
    // An instance of the template, as systemctl start wallet-api@8081 makes it.
    copyFileSync(join(host.systemd, 'wallet-api@.service'), join(host.systemd, 'wallet-api@8081.service'));
    for (const unit of ['wallet-api@8081.service', 'wallet-nginx.service']) {
      const verified = spawnSync('systemd-analyze', ['verify', join(host.systemd, unit)], { encoding: 'utf8' });
      expect(`${verified.stdout}${verified.stderr}`, unit).toBe('');
      expect(verified.status, unit).toBe(0);
    }
    expect(readFileSync(join(host.systemd, 'wallet-api@.service'), 'utf8')).toContain(`ExecStart=${process.execPath} --enable-source-maps dist-api/main.js`);
  });

  it('rotates nginx\'s logs and the API\'s, as logrotate reads the file', () => {
    const checked = spawnSync('logrotate', ['--debug', '--state', join(folder, 'logrotate.state'), join(host.logrotate, 'wallet-portal')], { encoding: 'utf8' });
    expect(checked.status, checked.stderr).toBe(0);
    expect(checked.stderr).not.toMatch(/^error:/m);
    expect(checked.stderr).toContain(join(host.prefix, 'access.log'));
  });
});

describe('the Prometheus alerts (issue 56)', () => {
  const rules = join(repo, 'deploy/prometheus');

  it('are rules promtool accepts, each over a series the API exposes', () => {
    const checked = spawnSync('promtool', ['check', 'rules', join(rules, 'alerts.yml')], { encoding: 'utf8' });
    expect(checked.status, `${checked.stdout}${checked.stderr}`).toBe(0);
    const exposed = readFileSync(join(repo, 'sandbox/http/metrics.ts'), 'utf8') + readFileSync(join(repo, 'sandbox/http/metrics-gauges.ts'), 'utf8');
    const named = [...readFileSync(join(rules, 'alerts.yml'), 'utf8').matchAll(/\b(wallet_[a-z_]+?)(_bucket)?\b/g)].map((match) => match[1] ?? '');
    expect(named.filter((series) => !exposed.includes(`'${series}'`))).toEqual([]);
  });

  it('fire on the series that mean trouble and not on a quiet day (promtool test rules)', () => {
    const tested = spawnSync('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: rules, encoding: 'utf8' });
    expect(tested.status, `${tested.stdout}${tested.stderr}`).toBe(0);
  });

  it('each has its section in docs/operating.md, which says what it means and what to do', () => {
    const runbook = readFileSync(join(repo, 'docs/operating.md'), 'utf8');
    const alerts = [...readFileSync(join(rules, 'alerts.yml'), 'utf8').matchAll(/- alert: (\w+)/g)].map((match) => match[1] ?? '');
    expect(alerts.length).toBeGreaterThan(5);
    for (const alert of alerts) expect(runbook, alert).toMatch(new RegExp(`^### ${alert}$`, 'm'));
  });
});
