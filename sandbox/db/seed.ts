import { limit } from '../../src/core/config/limits';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hashPassword, passwordHashScheme } from '../auth/passwords';
import { CustomerDetails } from '../services/customer-details';
import { descriptionColumns, movedMoney } from '../services/ledger';
import { described } from '../services/transaction-description';
import { generatedStatement, type SeedStatementRow } from './generated-statement';
import type { SandboxDatabase } from './open-database';
import seed from './seed.json';
import { projectRoot } from '../project-root';

type KycType = 'MIN_KYC' | 'MIN_KYC_VERIFIED' | 'FULL_KYC' | 'FULL_KYC_VERIFIED';

function cardProfileId(kyc: KycType): number {
  return kyc.startsWith('FULL') ? limit('fullKycCardProfileId') : limit('minKycCardProfileId');
}

const dayMs = 86_400_000;

/** The whole days since seed.json's datesAsOf: what a seed written now moves its dates forward by. */
export function seedDaysSince(now = Date.now()): number {
  return Math.floor((now - Date.parse(`${seed.datesAsOf}T00:00:00Z`)) / dayMs);
}

/**
 * Statement dates are written as of seed.json's datesAsOf and moved forward by the whole days since,
 * so "the last 90 days" holds the same rows whenever the sandbox is seeded.
 */
function seededDate(iso: string, now = Date.now()): string {
  return new Date(Date.parse(iso) + seedDaysSince(now) * dayMs).toISOString();
}

/**
 * Writes the test identities of seed.json into an empty database; a database that already
 * holds customers is left as it is, so data survives a restart.
 */
/**
 * Each seeded customer's password hash, made once, then kept in memory and in a cache file beside
 * the dependencies: scrypt is slow on purpose (about 35 ms a hash, 2.3 s for every seeded customer),
 * and every test file, every sandbox process and every test seeds a fresh database. Each customer
 * keeps a salt of its own. The passwords are seed.json's own, public test data; a hash made with
 * another scheme (passwordHashScheme) is made again.
 */
const hashCacheFile = join(projectRoot, 'node_modules/.cache/wallet-sandbox/seed-hashes.json');
let seededHashes: Map<string, string> | undefined;

function knownHashes(): Map<string, string> {
  if (seededHashes) return seededHashes;
  try {
    seededHashes = new Map(Object.entries(JSON.parse(readFileSync(hashCacheFile, 'utf8')) as Record<string, string>));
  } catch {
    // No cache yet, or one that cannot be read: the hashes are made again.
    seededHashes = new Map();
  }
  return seededHashes;
}

function seededHash(mobileNumber: string, password: string, made: string[]): string {
  const key = `${passwordHashScheme}:${mobileNumber}:${password}`;
  const hashes = knownHashes();
  const known = hashes.get(key);
  if (known) return known;
  const hash = hashPassword(password);
  hashes.set(key, hash);
  made.push(key);
  return hash;
}

/** Writes the cache whole, then renames it into place, so a process reading it meanwhile sees the old file or the new one. */
function keepHashes(): void {
  try {
    mkdirSync(dirname(hashCacheFile), { recursive: true });
    const temporary = `${hashCacheFile}.${String(process.pid)}`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(knownHashes())));
    renameSync(temporary, hashCacheFile);
  } catch {
    // A read-only install seeds as fast as the memory cache allows; nothing is lost.
  }
}

/** The balance a statement leaves: the sum of its rows that moved money (a failed one moved none), as every later movement keeps it. */
export function statementBalance(rows: readonly { readonly direction: string; readonly amountPaise: number; readonly status: string }[]): number {
  return rows.filter(movedMoney).reduce((sum, row) => sum + (row.direction === 'CREDIT' ? row.amountPaise : -row.amountPaise), 0);
}

export function seedDatabase(db: SandboxDatabase): void {
  const count = (db.prepare('SELECT count(*) AS n FROM customers').get() as { n: number }).n;
  if (count > 0) return;
  const made: string[] = [];
  db.transaction(() => {
    insertCustomers(db, seed.customers, made);
    for (const account of seed.migrationAccounts) {
      db.prepare('INSERT INTO migration_accounts (mobile_number, uuid, balance_paise, transactions, status) VALUES (?, ?, ?, ?, ?)').run(
        account.mobileNumber, account.uuid, account.balancePaise, JSON.stringify(account.transactions), account.status,
      );
    }
  })();
  if (made.length > 0) keepHashes();
}

type SeedCustomer = (typeof seed.customers)[number];

/** Customers of the seed as it writes them, in the caller's transaction; the password hashes it had to make are pushed to `made`. */
export function insertCustomers(db: SandboxDatabase, customers: readonly SeedCustomer[], made: string[]): void {
  const details = new CustomerDetails(db);
  const addCustomer = db.prepare(
    `INSERT INTO customers (mobile_number, password_hash, full_name, email, date_of_birth, profile_id, customer_ref, kyc_type, card_profile_id, created_at)
     VALUES (@mobileNumber, @passwordHash, @fullName, @email, @dateOfBirth, @profileId, @customerRef, @kycType, @cardProfileId, @createdAt)`,
  );
  const addWallet = db.prepare(
    `INSERT INTO wallets (customer_id, account_number, urn, last4_digits, balance_paise, status)
     VALUES (?, ?, ?, ?, ?, 'ACTIVE')`,
  );
  const addRow = db.prepare(
    `INSERT INTO statement_rows (customer_id, txn_ref, direction, amount_paise, status, description, description_code, description_values, created_at, bank_reference)
     VALUES (@customerId, @txnRef, @direction, @amountPaise, @status, @description, @descriptionCode, @descriptionValues, @createdAt, @bankReference)`,
  );
  const addBeneficiary = db.prepare(
    `INSERT INTO beneficiaries (id, customer_id, name, bank_name, account_number, ifsc, daily_amount_limit, monthly_amount_limit, beneficiary_type, cooling_off, created_at)
     VALUES (@id, @customerId, @beneficiaryName, @bankName, @accountNumber, @ifsc, @dailyAmountLimit, @monthlyAmountLimit, @beneficiaryType, @coolingOff, @createdAt)`,
  );
  const addDocument = db.prepare('INSERT INTO kyc_documents (customer_id, doc_type, number, verified_at) VALUES (?, ?, ?, ?)');
  for (const customer of customers) {
    const kycType = customer.kycType as KycType;
    const { lastInsertRowid } = addCustomer.run({
      ...customer,
      dateOfBirth: 'dateOfBirth' in customer ? customer.dateOfBirth : null,
      passwordHash: seededHash(customer.mobileNumber, customer.password, made),
      cardProfileId: cardProfileId(kycType),
      createdAt: new Date().toISOString(),
    });
    const customerId = Number(lastInsertRowid);
    const statement: readonly SeedStatementRow[] = [...(customer.statement as readonly SeedStatementRow[]), ...('generatedStatement' in customer && customer.generatedStatement ? generatedStatement(customer.generatedStatement, seed.datesAsOf, `GEN${customer.customerRef.slice(-3)}`) : [])];
    addWallet.run(customerId, customer.accountNumber, customer.urn, customer.accountNumber.slice(-4), statementBalance(statement));
    for (const row of statement) {
      // A description given as a code has its English words for the API from the catalogue; an old provider's is kept as written.
      const words = row.descriptionCode ? described(row.descriptionCode, row.descriptionValues) : { description: row.description ?? '' };
      const [descriptionCode, descriptionValues] = descriptionColumns(words);
      addRow.run({ txnRef: row.txnRef, direction: row.direction, amountPaise: row.amountPaise, status: row.status, description: words.description, descriptionCode, descriptionValues, createdAt: seededDate(row.createdAt), bankReference: row.bankReference ?? null, customerId });
    }
    if ('details' in customer && customer.details) details.remember(customer.mobileNumber, customer.details);
    if ('address' in customer && customer.address) {
      const { line, city, state, pincode } = customer.address;
      db.prepare('UPDATE customers SET address_line = ?, city = ?, state = ?, pincode = ? WHERE id = ?').run(line, city, state, pincode, customerId);
    }
    // KYC dates move with datesAsOf like the statement, so a validity "ending soon" stays so.
    const kycAt = 'kycDate' in customer && customer.kycDate ? seededDate(customer.kycDate) : new Date().toISOString();
    db.prepare('UPDATE customers SET kyc_at = ? WHERE id = ?').run(kycAt, customerId);
    const documents = ('documents' in customer ? customer.documents : undefined) ?? [];
    for (const document of documents) addDocument.run(customerId, document.type, document.number, kycAt);
    // A PAN among the documents verified the name (spec §5: it can then not change).
    if (documents.some((document) => document.type === 'PAN')) db.prepare('UPDATE customers SET pan_verified = 1 WHERE id = ?').run(customerId);
    ('beneficiaries' in customer ? customer.beneficiaries : undefined)?.forEach((beneficiary, index) =>
      addBeneficiary.run({ ...beneficiary, id: `BEN${customer.customerRef}${String(index + 1)}`, customerId, coolingOff: beneficiary.coolingOff ? 1 : 0, createdAt: kycAt }),
    );
    const flags: { rekycRequired?: boolean; dormant?: boolean; temporaryBlock?: boolean; closed?: boolean; cardBlocked?: boolean } = ('flags' in customer ? customer.flags : undefined) ?? {};
    db.prepare('UPDATE customers SET rekyc_required = ?, dormant = ? WHERE id = ?').run(flags.rekycRequired ? 1 : 0, flags.dormant ? 1 : 0, customerId);
    db.prepare('UPDATE wallets SET temporary_block = ?, status = ?, card_blocked = ? WHERE customer_id = ?').run(flags.temporaryBlock ? 1 : 0, flags.closed ? 'CLOSED' : 'ACTIVE', flags.cardBlocked ? 1 : 0, customerId);
  }
}
