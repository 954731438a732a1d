import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from './migrations';

export type SandboxDatabase = Database.Database;

/**
 * A connection's own settings, made again at every open: foreign keys checked, a writer waited for;
 * and each SQL text prepared once, not at every call (a twenty-eighth of the sandbox's time in the
 * end-to-end tests went to preparing the same statements again: docs/decisions/0014).
 */
function setConnection(db: SandboxDatabase): void {
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const prepared = new Map<string, Database.Statement>();
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => {
    const known = prepared.get(source);
    if (known) return known;
    const statement = prepare(source);
    prepared.set(source, statement);
    return statement;
  }) as typeof db.prepare;
}

/**
 * Opens (or creates) the sandbox database file in WAL mode, durable at each commit, and brings its schema up to date.
 * ':memory:' gives a throwaway database for tests.
 */
export function openDatabase(file: string): SandboxDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // Every commit reaches the disk before it is acknowledged (issue 32 item 10): in WAL mode SQLite's
  // default (NORMAL) can roll back the last transfers on a power loss; it is a connection's setting,
  // so it is set on every open, not once.
  db.pragma('synchronous = FULL');
  setConnection(db);
  const applied = Number(db.pragma('user_version', { simple: true }));
  db.transaction(() => {
    migrations.slice(applied).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${migrations.length}`);
  })();
  return db;
}

/** A throwaway database in memory holding a copy of `image` (a database's serialize()), its schema as the image has it. */
export function openDatabaseCopy(image: Buffer): SandboxDatabase {
  const db = new Database(image);
  setConnection(db);
  return db;
}
