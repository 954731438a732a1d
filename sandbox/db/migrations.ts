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
  `
  CREATE TABLE beneficiaries (
    id TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    name TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    account_number TEXT NOT NULL,
    ifsc TEXT NOT NULL,
    receiver TEXT,
    daily_amount_limit INTEGER,
    monthly_amount_limit INTEGER,
    daily_frequency_limit INTEGER,
    monthly_frequency_limit INTEGER,
    beneficiary_type TEXT NOT NULL CHECK (beneficiary_type IN ('WC', 'FT')),
    cooling_off INTEGER NOT NULL DEFAULT 0 CHECK (cooling_off IN (0, 1)),
    created_at TEXT NOT NULL,
    deleted_at TEXT
  );
  CREATE INDEX beneficiaries_by_customer ON beneficiaries (customer_id) WHERE deleted_at IS NULL;
  CREATE TABLE idempotency_keys (
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    idempotency_key TEXT NOT NULL,
    operation TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status_code INTEGER NOT NULL,
    response_body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (customer_id, idempotency_key)
  );
  CREATE TABLE card_payments (
    txnid TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED')),
    created_at TEXT NOT NULL
  );
  `,
  `
  CREATE TABLE otps (
    id INTEGER PRIMARY KEY,
    target TEXT NOT NULL,
    purpose TEXT NOT NULL,
    code TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    verified_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX otps_by_target ON otps (target, purpose, id);
  CREATE TABLE registrations (
    mobile_number TEXT PRIMARY KEY,
    email TEXT,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE password_grants (
    profile_id TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE aadhaar_checks (
    trace_id TEXT PRIMARY KEY,
    aadhaar_number TEXT NOT NULL,
    user_name TEXT NOT NULL,
    match_percent INTEGER,
    created_at TEXT NOT NULL
  );
  CREATE TABLE service_requests (
    id TEXT PRIMARY KEY,
    number TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    reason TEXT NOT NULL,
    comment TEXT NOT NULL,
    dispute_comment TEXT,
    txn_date_time TEXT,
    status TEXT NOT NULL CHECK (status IN ('OPEN', 'IN_PROGRESS', 'SETTLED_BY_CHECKER', 'REJECTED_BY_CHECKER')),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE migration_accounts (
    mobile_number TEXT PRIMARY KEY,
    uuid TEXT NOT NULL,
    balance_paise INTEGER NOT NULL CHECK (balance_paise >= 0),
    transactions TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'MIGRATED', 'FAILED'))
  );
  ALTER TABLE customers ADD COLUMN rekyc_required INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE customers ADD COLUMN dormant INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE customers ADD COLUMN pan_verified INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE wallets ADD COLUMN temporary_block INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE wallets ADD COLUMN status_enquiry_ok_at INTEGER;
  ALTER TABLE statement_rows ADD COLUMN remarks TEXT;
  `,
  `
  -- A login's chain: every session refreshed from it shares the chain, so logout revokes them all.
  ALTER TABLE sessions ADD COLUMN chain TEXT;
  UPDATE sessions SET chain = access_hash WHERE chain IS NULL;
  CREATE INDEX sessions_by_chain ON sessions (chain);
  `,
  `
  -- When the login a chain comes from happened: no refresh keeps a session past sessionMaxHours.
  ALTER TABLE sessions ADD COLUMN chain_started_at INTEGER NOT NULL DEFAULT 0;
  UPDATE sessions SET chain_started_at = access_expires_at WHERE chain_started_at = 0;
  `,
  `
  -- Wrong passwords by mobile number, known or not, for the login lock.
  CREATE TABLE login_failures (mobile_number TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX login_failures_by_number ON login_failures (mobile_number, at);
  `,
  `
  -- A video-KYC call: a random id bound to the customer who started it, used once, soon expired.
  CREATE TABLE video_kyc_sessions (
    id TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  `,
  `
  -- A password grant is an unguessable token bound to one customer, used once; only its hash is kept.
  DROP TABLE password_grants;
  CREATE TABLE password_grants (
    token_hash TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  `,
  `
  -- Identity checks belong to the customer whose session made them; a traceId upgrades once.
  ALTER TABLE aadhaar_checks ADD COLUMN customer_id INTEGER REFERENCES customers(id);
  ALTER TABLE aadhaar_checks ADD COLUMN verified_at INTEGER;
  ALTER TABLE aadhaar_checks ADD COLUMN used_at INTEGER;
  CREATE TABLE pan_checks (customer_id INTEGER NOT NULL REFERENCES customers(id), pan TEXT NOT NULL, verified_at INTEGER NOT NULL);
  `,
  `
  -- Which beneficiary a transfer went to, for that beneficiary's daily and monthly limits.
  ALTER TABLE statement_rows ADD COLUMN beneficiary_id TEXT;
  CREATE INDEX statement_rows_by_beneficiary ON statement_rows (beneficiary_id, created_at);
  `,
  `
  -- OTP sends (by kind) and wrong OTPs, by number or address, for the OTP throttle.
  CREATE TABLE otp_events (target TEXT NOT NULL, kind TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX otp_events_by_target ON otp_events (target, kind, at);
  `,
  `
  -- Proofs of a verified mobile OTP for the migration calls; only the hash of each is kept.
  CREATE TABLE mobile_grants (token_hash TEXT PRIMARY KEY, mobile_number TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
  `,
  `
  -- What a customer gave at on-boarding and card registration (names, address), by number: re-KYC opens with it.
  CREATE TABLE customer_details (mobile_number TEXT PRIMARY KEY, details TEXT NOT NULL, updated_at TEXT NOT NULL);
  `,
  `
  -- What the card provider said when it failed a load, for the result page.
  ALTER TABLE card_payments ADD COLUMN reason TEXT;
  `,
  `
  -- KYC details (spec §2, §4): when the customer's current KYC level was reached (minimum KYC holds
  -- minKycValidityMonths from then), and the documents verified for it, kept whole here and only
  -- ever answered masked.
  ALTER TABLE customers ADD COLUMN kyc_at TEXT;
  UPDATE customers SET kyc_at = created_at;
  CREATE TABLE kyc_documents (
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    doc_type TEXT NOT NULL,
    number TEXT NOT NULL,
    verified_at TEXT NOT NULL,
    PRIMARY KEY (customer_id, doc_type)
  );
  `,
  `
  -- Proofs of a verified confirmation OTP (a beneficiary added or changed, a transfer): one customer,
  -- one purpose, spent once by the call they confirm; only the hash of each is kept. A beneficiary's
  -- cooling-off ends at a time (coolingOffHours after it was added), and a transfer keeps the bank's
  -- cashout code and, for a one-time transfer, the account it went to.
  CREATE TABLE confirmation_grants (token_hash TEXT PRIMARY KEY, customer_id INTEGER NOT NULL, purpose TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
  ALTER TABLE beneficiaries ADD COLUMN cooling_off_until INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE statement_rows ADD COLUMN cashout_code TEXT;
  `,
  `
  -- Statements (issue 17): the date of birth a protected PDF's password is made from (the first
  -- letters of the name and DDMM, as Indian banks do), the mails the sandbox delivers to its inbox
  -- (a statement and its PDF), and the transaction a service request disputes.
  ALTER TABLE customers ADD COLUMN date_of_birth TEXT;
  CREATE TABLE mails (
    id INTEGER PRIMARY KEY,
    target TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    attachment_name TEXT,
    attachment_type TEXT,
    attachment BLOB,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX mails_by_target ON mails (target, id);
  ALTER TABLE service_requests ADD COLUMN txn_id TEXT;
  `,
  `
  -- A transaction moved from the previous provider keeps the type it maps to (spec §4 Migration).
  ALTER TABLE statement_rows ADD COLUMN migrated_type TEXT;
  `,
  `
  -- The history of a service request (issue 18): each comment the customer adds and each decision
  -- of the bank's checker, in order.
  CREATE TABLE service_request_updates (
    id INTEGER PRIMARY KEY,
    service_request_id TEXT NOT NULL REFERENCES service_requests(id),
    author TEXT NOT NULL CHECK (author IN ('CUSTOMER', 'BANK')),
    comment TEXT,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX service_request_updates_by_request ON service_request_updates (service_request_id, id);
  `,
  `
  -- A change of mobile number in progress (issue 18 item 3): its id kept as a hash, when the OTP to
  -- the current number passed, the new number an OTP went to, and when it was finished. And the
  -- postal address the profile shows and the customer may change (issue 18 item 2).
  CREATE TABLE mobile_changes (
    id_hash TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    current_verified_at INTEGER,
    new_mobile TEXT,
    expires_at INTEGER NOT NULL,
    completed_at INTEGER
  );
  ALTER TABLE customers ADD COLUMN address_line TEXT;
  ALTER TABLE customers ADD COLUMN city TEXT;
  ALTER TABLE customers ADD COLUMN state TEXT;
  ALTER TABLE customers ADD COLUMN pincode TEXT;
  `,
  `
  -- The name a PAN was verified with (issue 31 item 9): the upgrade resumes after a logout with it.
  ALTER TABLE pan_checks ADD COLUMN name TEXT;
  `,
  `
  -- The hashes of the passwords a customer had before the current one (issue 32 item 4): a new
  -- password may repeat neither the current one nor the passwordHistoryCount before it.
  CREATE TABLE password_history (customer_id INTEGER NOT NULL REFERENCES customers(id), password_hash TEXT NOT NULL, replaced_at INTEGER NOT NULL);
  CREATE INDEX password_history_by_customer ON password_history (customer_id, replaced_at);
  `,
  `
  -- Wrong passwords counted per number and client address (issue 32 item 9): a stranger's guesses
  -- lock the number for them, not for its owner elsewhere.
  ALTER TABLE login_failures ADD COLUMN client_address TEXT;
  CREATE INDEX login_failures_by_address ON login_failures (client_address, at);
  `,
  `
  -- Why a session was revoked (issue 32 item 7): refreshed (its refresh token spent), passwordChanged,
  -- mobileChanged, loggedOut, closed, reused. A refresh refused says which, and /login says why.
  ALTER TABLE sessions ADD COLUMN revoked_reason TEXT;
  `,
  `
  -- When and from which client address a refresh token was spent (issue 32 item 8): the same token
  -- again from there within refreshGraceSeconds is a second tab refreshing at the same moment, not a theft.
  ALTER TABLE sessions ADD COLUMN refreshed_at INTEGER;
  ALTER TABLE sessions ADD COLUMN refreshed_from TEXT;
  `,
  `
  -- The transaction a confirmation OTP names (issue 32 item 2): its amount and payee as one string,
  -- which the grant carries on and the confirmed call must match; and the SMS as sent, naming them.
  ALTER TABLE otps ADD COLUMN binding TEXT;
  ALTER TABLE otps ADD COLUMN text TEXT;
  ALTER TABLE confirmation_grants ADD COLUMN binding TEXT;
  `,
  `
  -- Text messages that are not OTPs (issue 32 item 5): the alerts of a changed password, number,
  -- e-mail or a new beneficiary, kept for the dev inbox (GET /sandbox/inbox?mobile=) as mails are.
  CREATE TABLE texts (id INTEGER PRIMARY KEY, target TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE INDEX texts_by_target ON texts (target, id);
  `,
  `
  -- The device and address a login was last used from, and when (issue 32 item 6): the profile lists
  -- each live login so the customer can end the ones they do not know. One row a login (chain).
  CREATE TABLE logins (chain TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), user_agent TEXT, client_address TEXT, last_seen_at INTEGER NOT NULL);
  CREATE INDEX logins_by_customer ON logins (customer_id);
  `,
  `
  -- How a login was made (issue 32 item 2): by password, or by an OTP to the phone. A session opened
  -- by OTP confirms a transaction with the password beside the confirmation OTP, not the phone twice.
  ALTER TABLE sessions ADD COLUMN factor TEXT NOT NULL DEFAULT 'password';
  `,
  `
  -- Every decision the sandbox takes (issue 34 item 2): its name, its facts (amounts, flags, codes; no
  -- personal data), its outcome and when, for npm run policy:replay to run again under a proposed policy.
  CREATE TABLE decisions (id INTEGER PRIMARY KEY, decision TEXT NOT NULL, facts TEXT NOT NULL, outcome TEXT NOT NULL, decided_at INTEGER NOT NULL);
  `,
  `
  -- What a statement row's description says as a code of rules/catalogues/transaction-descriptions.json
  -- and the values it names (issue 35 item 8): the portal and the statement word it in the customer's
  -- language; description keeps the English words for the API.
  ALTER TABLE statement_rows ADD COLUMN description_code TEXT;
  ALTER TABLE statement_rows ADD COLUMN description_values TEXT;
  `,
  `
  -- The reference the bank gives a transfer it settled (UTR/RRN, issue 35 item 7): the customer
  -- quotes it to their bank; the result page, the details and the statement show it.
  ALTER TABLE statement_rows ADD COLUMN bank_reference TEXT;
  `,
  `
  -- Why a card payment failed as the provider's error code (or EXPIRED), which each language words
  -- (issue 35 item 8; rules/catalogues/card-failure-reasons.json); reason keeps its words as they came.
  ALTER TABLE card_payments ADD COLUMN reason_code TEXT;
  `,
  `
  -- Integrators' webhook endpoints and each delivery of an event to one (issue 36 item 5): tried until
  -- a 2xx or webhookMaxAttempts, kept for the delivery log (GET /sandbox/webhooks).
  CREATE TABLE webhook_endpoints (id INTEGER PRIMARY KEY, url TEXT NOT NULL, secret TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE webhook_deliveries (
    id INTEGER PRIMARY KEY,
    endpoint_id INTEGER NOT NULL REFERENCES webhook_endpoints(id),
    event_id TEXT NOT NULL,
    event_type TEXT NOT NULL,
    body TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
    last_status INTEGER,
    last_error TEXT,
    next_attempt_at INTEGER,
    created_at INTEGER NOT NULL,
    delivered_at INTEGER
  );
  CREATE INDEX webhook_deliveries_due ON webhook_deliveries (state, next_attempt_at);
  `,
  `
  -- Passkeys (issue 39, docs/decisions/0020): a customer's random user handle, each credential's
  -- public key and counter (a counter that goes back disables it), and every challenge the server
  -- gave, one use each; a confirmation's is derived from its transaction's binding and a nonce.
  CREATE TABLE passkey_users (customer_id INTEGER PRIMARY KEY REFERENCES customers(id), user_handle TEXT NOT NULL UNIQUE);
  CREATE TABLE passkeys (
    credential_id TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    public_key BLOB NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,
    name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_used_at INTEGER,
    disabled_at INTEGER
  );
  CREATE INDEX passkeys_by_customer ON passkeys (customer_id);
  CREATE TABLE passkey_challenges (
    challenge TEXT PRIMARY KEY,
    customer_id INTEGER REFERENCES customers(id),
    purpose TEXT NOT NULL,
    binding TEXT,
    nonce TEXT,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  `,
  `
  -- A closure under way (spec §4 Wallet closure, issue 55 item 9): the wallet-close transfer that
  -- took the balance, and when; the wallet reads as closed walletCloseHours after it.
  ALTER TABLE wallets ADD COLUMN closing_txn TEXT;
  ALTER TABLE wallets ADD COLUMN closing_since INTEGER;
  `,
  `
  -- Where a transfer to a bank account went, as it was when sent (issue 55 item 16): its receipt names
  -- the account (masked when shown), the IFSC and the bank, though the beneficiary may be deleted since.
  ALTER TABLE statement_rows ADD COLUMN payee_account TEXT;
  ALTER TABLE statement_rows ADD COLUMN payee_ifsc TEXT;
  ALTER TABLE statement_rows ADD COLUMN payee_bank TEXT;
  `,
  `
  -- A delivery being sent is leased, not unscheduled (issue 56 item 9): a process that died while
  -- sending leaves a lease that runs out, and the delivery is taken again. Those an earlier version
  -- left taken (pending with no time) are due again at once.
  ALTER TABLE webhook_deliveries ADD COLUMN lease_until INTEGER;
  UPDATE webhook_deliveries SET next_attempt_at = created_at WHERE state = 'pending' AND next_attempt_at IS NULL;
  `,
];
