import Database from 'better-sqlite3';
import seed from '../sandbox/db/seed.json' with { type: 'json' };
import { escapeRegExp } from '../src/core/text/escape-reg-exp';

/** A secret, and what it is, to say which kind leaked without printing it. */
export interface Secret {
  readonly kind: string;
  readonly value: string;
}

const column = (db: Database.Database, sql: string): string[] => db.prepare(sql).pluck().all().filter((value): value is string => typeof value === 'string' && value !== '');

/**
 * What must never be in a log line (issue 38 item 4): the seed's passwords, PANs, Aadhaar and
 * account numbers, and, from the database a run left, every OTP it sent and every document and
 * account number it was given.
 */
export function secretsOf(databaseFile: string): Secret[] {
  const secrets: Secret[] = [];
  for (const customer of seed.customers as readonly { password?: string; accountNumber?: string; documents?: readonly { type: string; number: string }[] }[]) {
    if (customer.password) secrets.push({ kind: 'password', value: customer.password });
    if (customer.accountNumber) secrets.push({ kind: 'account number', value: customer.accountNumber });
    for (const document of customer.documents ?? []) secrets.push({ kind: document.type, value: document.number });
  }
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    for (const value of column(db, 'SELECT code FROM otps')) secrets.push({ kind: 'OTP', value });
    for (const value of column(db, 'SELECT account_number FROM beneficiaries')) secrets.push({ kind: 'account number', value });
    for (const value of column(db, 'SELECT aadhaar_number FROM aadhaar_checks')) secrets.push({ kind: 'Aadhaar', value });
    for (const value of column(db, 'SELECT number FROM kyc_documents')) secrets.push({ kind: 'document number', value });
    for (const value of column(db, 'SELECT pan FROM pan_checks')) secrets.push({ kind: 'PAN', value });
  } finally {
    db.close();
  }
  return secrets;
}

/**
 * The secrets found in a log, each once, by kind (the value is not repeated: the report would be a
 * leak of its own). A secret counts as a whole word: an OTP inside a timestamp or a duration is not one.
 * A bearer token is found by its scheme, as the database keeps only tokens' hashes.
 */
export function leaksIn(log: string, secrets: readonly Secret[]): string[] {
  const found = new Set<string>();
  for (const { kind, value } of secrets) {
    if (new RegExp(`(?<![0-9A-Za-z.])${escapeRegExp(value)}(?![0-9A-Za-z.])`).test(log)) found.add(`${kind} (${String(value.length)} characters)`);
  }
  if (/bearer\s+[A-Za-z0-9._~+/-]{16,}/i.test(log)) found.add('bearer token');
  return [...found];
}

/** The JSON lines of a log, each parsed. */
export function logLines(log: string): Record<string, unknown>[] {
  return log
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
