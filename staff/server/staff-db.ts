import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type StaffDatabase = Database.Database;

/**
 * The staff console's own database: accounts, sessions, drafts, their comments, and the audit log,
 * which only grows (triggers refuse to change or remove a line of it).
 */
const schema = `
CREATE TABLE IF NOT EXISTS staff (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('maker', 'checker', 'viewer')),
  password_hash TEXT NOT NULL,
  totp_secret TEXT NOT NULL,
  last_totp_step INTEGER NOT NULL DEFAULT 0,
  failures INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS staff_sessions (
  token_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff(id),
  created_at INTEGER NOT NULL,
  seen_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS drafts (
  id INTEGER PRIMARY KEY,
  branch TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  reason TEXT NOT NULL,
  maker_id INTEGER NOT NULL REFERENCES staff(id),
  status TEXT NOT NULL CHECK (status IN ('draft', 'in review', 'sent back', 'approved', 'withdrawn')),
  created_at INTEGER NOT NULL,
  merge_commit TEXT
);
CREATE TABLE IF NOT EXISTS draft_comments (
  id INTEGER PRIMARY KEY,
  draft_id INTEGER NOT NULL REFERENCES drafts(id),
  staff_id INTEGER NOT NULL REFERENCES staff(id),
  at INTEGER NOT NULL,
  text TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS audit (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  staff_id INTEGER,
  staff_email TEXT,
  action TEXT NOT NULL,
  draft_id INTEGER,
  detail TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS audit_append_only_update BEFORE UPDATE ON audit BEGIN SELECT RAISE(ABORT, 'the audit log only grows'); END;
CREATE TRIGGER IF NOT EXISTS audit_append_only_delete BEFORE DELETE ON audit BEGIN SELECT RAISE(ABORT, 'the audit log only grows'); END;
`;

export function openStaffDatabase(file: string): StaffDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(schema);
  return db;
}
