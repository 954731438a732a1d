import Database from 'better-sqlite3';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { openDatabase } from './open-database';
import { keptKeyFiles } from './kept-keys';
import { openBackup, sealBackup, type BackupPart } from './sealed-backup';

/** The data folder's key files a backup carries. */
const keptKeys: readonly string[] = Object.values(keptKeyFiles);

/** Every page in one step of SQLite's online backup: one read of one state of the database, never restarted by a write. */
const allPages = 0x7fffffff;

/** Refuses a database SQLite does not find whole: `what` names it in the refusal. */
function expectIntact(db: Database.Database, what: string): void {
  const check = String(db.pragma('integrity_check', { simple: true }));
  if (check !== 'ok') throw new Error(`${what} failed SQLite's integrity check: ${check}`);
}

/**
 * Backs up the live database while the sandbox serves (issue 38 item 6), sealed (issue 56 item 8):
 * SQLite's online backup copies one commit's state (in WAL mode a reader holds no writer back, so
 * transfers go on meanwhile) into a private scratch folder, where it is checked; then the copy and
 * the keys of the data folder are sealed with the backup key into `destination`, mode 0600, never
 * replacing a file. Nothing of it is ever on disk in clear outside that folder. Resolves with the pages copied.
 */
export async function backupDatabase(sourceFile: string, destination: string, key: Buffer): Promise<number> {
  if (!existsSync(sourceFile)) throw new Error(`there is no database at ${sourceFile}`);
  if (existsSync(destination)) throw new Error(`${destination} exists already: a backup never replaces a file`);
  mkdirSync(dirname(destination), { recursive: true });
  const scratch = mkdtempSync(join(dirname(destination), '.backup-'));
  try {
    const copyFile = join(scratch, basename(sourceFile));
    const source = new Database(sourceFile, { fileMustExist: true });
    source.pragma('busy_timeout = 5000');
    let pages: number;
    try {
      ({ totalPages: pages } = await source.backup(copyFile, { progress: () => allPages }));
    } finally {
      source.close();
    }
    const copy = new Database(copyFile, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
      expectIntact(copy, `the copy of ${sourceFile}`);
    } finally {
      copy.close();
    }
    const keys = keptKeys.filter((name) => existsSync(join(dirname(sourceFile), name))).map((name) => ({ name, bytes: readFileSync(join(dirname(sourceFile), name)) }));
    writeFileSync(destination, sealBackup([{ name: 'sandbox.db', bytes: readFileSync(copyFile) }, ...keys], key), { mode: 0o600, flag: 'wx' });
    return pages;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Restores a sealed backup into a data folder with no database (issue 38 item 6): the sandbox is
 * stopped and the old file moved aside by the operator first, so a restore never replaces data by
 * mistake. The backup is opened with the backup key, its database checked, copied, and brought to
 * this version's schema (a backup of an older version gets the migrations it lacks); the keys it
 * carries are put back beside it (mode 0600), so the restored sandbox answers with the same ones.
 */
export async function restoreDatabase(backupFile: string, targetFile: string, key: Buffer): Promise<number> {
  if (!existsSync(backupFile)) throw new Error(`there is no backup at ${backupFile}`);
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(targetFile + suffix)) throw new Error(`${targetFile + suffix} exists: stop the sandbox and move its data aside before restoring`);
  }
  const parts = openBackup(readFileSync(backupFile), key);
  const database = parts.find((part) => part.name === 'sandbox.db');
  if (!database) throw new Error(`the backup at ${backupFile} holds no database`);
  mkdirSync(dirname(targetFile), { recursive: true });
  const scratch = mkdtempSync(join(dirname(targetFile), '.restore-'));
  try {
    const opened = join(scratch, 'sandbox.db');
    writeFileSync(opened, database.bytes, { mode: 0o600 });
    const backup = new Database(opened, { readonly: true, fileMustExist: true });
    let pages: number;
    try {
      expectIntact(backup, `the backup at ${backupFile}`);
      ({ totalPages: pages } = await backup.backup(targetFile, { progress: () => allPages }));
    } finally {
      backup.close();
    }
    openDatabase(targetFile).close();
    for (const part of parts.filter((one: BackupPart) => keptKeys.includes(one.name))) {
      const file = join(dirname(targetFile), part.name);
      if (!existsSync(file)) writeFileSync(file, part.bytes, { mode: 0o600 });
    }
    return pages;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
