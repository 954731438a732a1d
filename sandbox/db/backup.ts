import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from './open-database';

/** Every page in one step of SQLite's online backup: one read of one state of the database, never restarted by a write. */
const allPages = 0x7fffffff;

/** Refuses a database SQLite does not find whole: `what` names it in the refusal. */
function expectIntact(db: Database.Database, what: string): void {
  const check = String(db.pragma('integrity_check', { simple: true }));
  if (check !== 'ok') throw new Error(`${what} failed SQLite's integrity check: ${check}`);
}

/**
 * Copies the live database to a new file with SQLite's online backup (issue 38 item 6), while the
 * sandbox serves: in WAL mode a reader holds no writer back, so transfers go on meanwhile, and the
 * copy is the database as one commit left it. The copy is a file of its own (no -wal beside it),
 * checked before it is called a backup. Resolves with the pages copied.
 */
export async function backupDatabase(sourceFile: string, destination: string): Promise<number> {
  if (!existsSync(sourceFile)) throw new Error(`there is no database at ${sourceFile}`);
  if (existsSync(destination)) throw new Error(`${destination} exists already: a backup never replaces a file`);
  mkdirSync(dirname(destination), { recursive: true });
  const source = new Database(sourceFile, { fileMustExist: true });
  source.pragma('busy_timeout = 5000');
  let pages: number;
  try {
    ({ totalPages: pages } = await source.backup(destination, { progress: () => allPages }));
  } finally {
    source.close();
  }
  const copy = new Database(destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    expectIntact(copy, `the copy at ${destination}`);
  } finally {
    copy.close();
  }
  return pages;
}

/**
 * Restores a backup into a data folder with no database (issue 38 item 6): the sandbox is stopped and
 * the old file moved aside by the operator first, so a restore never replaces data by mistake. The
 * backup is checked, copied, and brought to this version's schema (a backup of an older version
 * gets the migrations it lacks).
 */
export async function restoreDatabase(backupFile: string, targetFile: string): Promise<number> {
  if (!existsSync(backupFile)) throw new Error(`there is no backup at ${backupFile}`);
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(targetFile + suffix)) throw new Error(`${targetFile + suffix} exists: stop the sandbox and move its data aside before restoring`);
  }
  mkdirSync(dirname(targetFile), { recursive: true });
  const backup = new Database(backupFile, { readonly: true, fileMustExist: true });
  let pages: number;
  try {
    expectIntact(backup, `the backup at ${backupFile}`);
    ({ totalPages: pages } = await backup.backup(targetFile, { progress: () => allPages }));
  } finally {
    backup.close();
  }
  openDatabase(targetFile).close();
  return pages;
}
