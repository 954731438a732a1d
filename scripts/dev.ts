/**
 * `npm run dev`: the sandbox API on SANDBOX_PORT (8081) and the Vite dev server, which proxies
 * /api and /sandbox to it. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const sandboxPort = process.env['SANDBOX_PORT'] ?? '8081';
const children: ChildProcess[] = [
  spawn('node', ['--import', 'tsx', 'sandbox/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: sandboxPort, SANDBOX_API_ONLY: '1' } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, SANDBOX_PORT: sandboxPort } }),
];

function stop(): void {
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children) child.on('exit', stop);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
