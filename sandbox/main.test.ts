import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts sandbox/main.ts on a free port and resolves once it listens. */
function start(port: number) {
  const child = spawn('node', ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, PORT: String(port), SANDBOX_DATA_DIR: dataDir, SANDBOX_API_ONLY: '1' },
  });
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('http://localhost:')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`exited with ${String(code)} before listening: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, listening, exited, output: () => output };
}

describe('sandbox process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('answers, then closes cleanly on %s', async (signal) => {
    const port = 18000 + Math.floor(Math.random() * 1000);
    const server = start(port);
    await server.listening;
    const answer = await fetch(`http://localhost:${port}/api/mobile-password-validation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileNumber: '919876543210', password: 'Wallet@2026' }),
    });
    expect(answer.status).toBe(200);
    server.child.kill(signal);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain(`${signal}: closing the sandbox`);
  }, 30_000);
});
