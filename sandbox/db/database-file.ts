import { join } from 'node:path';
import { projectRoot } from '../project-root';

/**
 * The sandbox's database file: sandbox.db in SANDBOX_DATA_DIR, else in the project's .data folder
 * (git-ignored). The server, its backup and its restore read the same setting.
 */
export function databaseFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(env['SANDBOX_DATA_DIR'] ?? join(projectRoot, '.data'), 'sandbox.db');
}
