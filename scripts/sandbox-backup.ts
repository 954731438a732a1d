/**
 * `npm run sandbox:backup -- <file>`: a copy of the sandbox's database, taken while it serves
 * (SQLite's online backup, sandbox/db/backup.ts). SANDBOX_DATA_DIR names the data folder, as for the server.
 */
import { resolve } from 'node:path';
import { backupDatabase } from '../sandbox/db/backup';
import { databaseFile } from '../sandbox/db/database-file';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: npm run sandbox:backup -- <file>');
  process.exit(2);
}
const source = databaseFile();
try {
  const pages = await backupDatabase(source, resolve(target));
  console.log(`Backed up ${source} to ${resolve(target)} (${String(pages)} pages)`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
