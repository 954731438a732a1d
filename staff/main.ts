import { join } from 'node:path';
import { projectRoot } from '../sandbox/project-root';
import { openStaffDatabase } from './server/staff-db';
import { buildStaffConsole } from './server/staff-app';

/**
 * The staff console (issue 57): the server in its staff profile, on an address of its own, never the
 * customers'. npm run staff builds it and starts it.
 *   STAFF_PORT        port to listen on (8090); STAFF_HOST the address (127.0.0.1: put nginx with TLS in front)
 *   STAFF_REPO        the configuration repository the console writes: its own clone (required)
 *   STAFF_DATA_DIR    its accounts, sessions, drafts' worktrees and audit log (.data/staff)
 *   STAFF_DECISIONS_DB  the sandbox's database, whose recorded decisions drafts are replayed against (.data/sandbox.db)
 *   STAFF_SECURE_COOKIE=1  the session cookie is Secure (the console is reached over https)
 */
const repo = process.env['STAFF_REPO'];
if (!repo) {
  console.error('STAFF_REPO must name the configuration repository the console writes (a clone of this project, not the checkout that serves customers)');
  process.exit(2);
}
const dataDir = process.env['STAFF_DATA_DIR'] ?? join(projectRoot, '.data', 'staff');
const app = await buildStaffConsole({
  db: openStaffDatabase(join(dataDir, 'staff.db')),
  repo,
  worktrees: join(dataDir, 'worktrees'),
  distDir: join(projectRoot, 'dist-staff'),
  decisionsFile: process.env['STAFF_DECISIONS_DB'] ?? join(projectRoot, '.data', 'sandbox.db'),
  secureCookie: process.env['STAFF_SECURE_COOKIE'] === '1',
  logger: true,
});
const port = Number(process.env['STAFF_PORT'] ?? 8090);
await app.listen({ port, host: process.env['STAFF_HOST'] ?? '127.0.0.1' });
console.log(`Staff console on http://localhost:${String(port)} (configuration repository ${repo})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
