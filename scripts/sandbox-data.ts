/**
 * The sandbox's data for an operator (issue 38 item 6), SANDBOX_DATA_DIR naming its folder as for the server:
 *   npm run sandbox:backup -- <file>   a copy of the database and its keys, taken while the sandbox serves
 *                                      (SQLite's online backup), sealed with SANDBOX_BACKUP_KEY, mode 0600
 *   npm run sandbox:restore -- <file>  that copy made the database again, the sandbox stopped and no database there
 * (sandbox/db/backup.ts).
 */
import { resolve } from 'node:path';
import { backupDatabase, restoreDatabase } from '../sandbox/db/backup';
import { databaseFile } from '../sandbox/db/database-file';
import { backupKeyOf } from '../sandbox/db/sealed-backup';

const commands = {
  backup: { run: (file: string) => backupDatabase(databaseFile(), file, backupKeyOf(process.env['SANDBOX_BACKUP_KEY'])), done: (file: string) => `Backed up ${databaseFile()} to ${file}` },
  restore: { run: (file: string) => restoreDatabase(file, databaseFile(), backupKeyOf(process.env['SANDBOX_BACKUP_KEY'])), done: (file: string) => `Restored ${file} to ${databaseFile()}; start the sandbox with the same SANDBOX_DATA_DIR` },
} as const;

const [name = '', file] = process.argv.slice(2);
const command = name in commands ? commands[name as keyof typeof commands] : undefined;
if (!command || !file) {
  console.error(`Usage: npm run sandbox:${name in commands ? name : 'backup|restore'} -- <file>`);
  process.exit(2);
}
try {
  const pages = await command.run(resolve(file));
  console.log(`${command.done(resolve(file))} (${String(pages)} pages)`);
} catch (error) {
  console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
