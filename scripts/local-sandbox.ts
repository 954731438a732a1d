/**
 * The built portal and a sandbox on a fresh database, on a port of its own, for the scripts that
 * drive Chromium outside the test runner (`npm run screenshots`, `npm run bench`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalSandbox {
  readonly base: string;
  readonly stop: () => void;
}

export async function startLocalSandbox(port: number): Promise<LocalSandbox> {
  const base = `http://localhost:${String(port)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'local-sandbox-'));
  const server = spawn('node', ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port), SANDBOX_DATA_DIR: dataDir, SANDBOX_RESET: '1' },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Polled, not slept: the server answers when it is ready, within 20 s.
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`${base}/login`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`the sandbox did not answer on ${base}`);
}
