import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from '../../scripts/free-port';
import { timeLimit } from '../../scripts/time-limits';

const root = join(import.meta.dirname, '../..');

/** The built wallet API (dist-api/main.js) on a port and data folder of its own, from the seed: a fresh sandbox, as `npm start` runs one. */
export async function freshSandboxProcess(operatorKey: string): Promise<{ readonly baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'fresh-sandbox-'));
  const child: ChildProcess = spawn(process.execPath, [join(root, 'dist-api/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SANDBOX_DATA_DIR: data, SANDBOX_OPERATOR_KEY: operatorKey, SANDBOX_LOG_LEVEL: 'silent', SANDBOX_LOG_FILE: '' },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  // Ready once its probe answers; a process that ended never will (time limit: scripts/time-limits.ts).
  await expect
    .poll(async () => (child.exitCode === null ? await fetch(`${baseUrl}/readyz`).then((answer) => answer.ok, () => false) : `ended with ${String(child.exitCode)}`), { timeout: timeLimit(30_000) })
    .toBe(true);
  return {
    baseUrl,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(data, { recursive: true, force: true });
    },
  };
}
