/**
 * The built portal and a sandbox on a fresh database, on a port of its own, for the scripts that
 * drive Chromium outside the test runner (`npm run screenshots`, `npm run bench`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureForTimeLimits, timeLimit } from './time-limits';
import { apiServerArgs } from './api-server';

export interface LocalSandbox {
  readonly base: string;
  readonly stop: () => void;
}

/** Whether something answers at the address already. */
async function answering(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/login`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the sandbox and waits for it to answer. A port another server holds (a run before that did
 * not stop) is refused at once: its pages are another build's, and a bench run against it measured
 * files that were gone.
 */
export async function startLocalSandbox(port: number): Promise<LocalSandbox> {
  const base = `http://localhost:${String(port)}`;
  if (await answering(base)) throw new Error(`another server answers on ${base}: stop it, or choose another port`);
  const dataDir = mkdtempSync(join(tmpdir(), 'local-sandbox-'));
  // The compiled server of npm run build, as npm start runs it.
  const server = spawn('node', [...apiServerArgs], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port), SANDBOX_DATA_DIR: dataDir, SANDBOX_RESET: '1' },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const child = { exited: false };
  server.once('exit', () => (child.exited = true));
  // Polled, not slept: the server answers when it is ready, within 20 s on the reference machine and
  // as much longer as this one is slower (scripts/time-limits.ts); one that ended will not.
  await measureForTimeLimits();
  const deadline = Date.now() + timeLimit(20_000);
  while (Date.now() < deadline && !child.exited) {
    if (await answering(base)) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(child.exited ? `the sandbox ended before it answered on ${base}` : `the sandbox did not answer on ${base}`);
}
