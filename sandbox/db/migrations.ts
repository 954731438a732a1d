/**
 * The sandbox's schema, one step per entry; PRAGMA user_version records how many have run.
 * Append new steps; never edit one that has shipped.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    mobile_number TEXT NOT NULL UNIQUE CHECK (length(mobile_number) = 12),
    password_hash TEXT,
    full_name TEXT NOT NULL,
    email TEXT,
    profile_id TEXT NOT NULL UNIQUE,
    customer_ref TEXT NOT NULL UNIQUE,
    kyc_type TEXT NOT NULL CHECK (kyc_type IN ('MIN_KYC', 'MIN_KYC_VERIFIED', 'FULL_KYC', 'FULL_KYC_VERIFIED')),
    card_profile_id INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE wallets (
    customer_id INTEGER PRIMARY KEY REFERENCES customers(id),
    account_number TEXT NOT NULL UNIQUE,
    urn TEXT NOT NULL UNIQUE,
    last4_digits TEXT NOT NULL,
    balance_paise INTEGER NOT NULL CHECK (balance_paise >= 0),
    status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'BLOCKED', 'CLOSED')),
    card_blocked INTEGER NOT NULL DEFAULT 0 CHECK (card_blocked IN (0, 1))
  );
  CREATE TABLE statement_rows (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    txn_ref TEXT NOT NULL UNIQUE,
    direction TEXT NOT NULL CHECK (direction IN ('CREDIT', 'DEBIT')),
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    status TEXT NOT NULL,
    description TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX statement_rows_by_customer ON statement_rows (customer_id, created_at);
  CREATE TABLE sessions (
    access_hash TEXT PRIMARY KEY,
    refresh_hash TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    access_expires_at INTEGER NOT NULL,
    refresh_expires_at INTEGER NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0
  );
  `,
];
