/**
 * `npm run sandbox:restore -- <file>`: a backup of `npm run sandbox:backup` made the sandbox's
 * database again, in a data folder with none (SANDBOX_DATA_DIR, as for the server), the sandbox stopped.
 */
import { resolve } from 'node:path';
import { restoreDatabase } from '../sandbox/db/backup';
import { databaseFile } from '../sandbox/db/database-file';

const [backup] = process.argv.slice(2);
if (!backup) {
  console.error('Usage: npm run sandbox:restore -- <file>');
  process.exit(2);
}
const target = databaseFile();
try {
  const pages = await restoreDatabase(resolve(backup), target);
  console.log(`Restored ${resolve(backup)} to ${target} (${String(pages)} pages); start the sandbox with the same SANDBOX_DATA_DIR`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
