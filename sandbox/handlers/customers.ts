import { limit } from '../../src/core/config/limits';
import { istDate } from '../../src/core/format/ist-time';
import { minKycValidity, type MinKycValidity } from '../../src/core/kyc/min-kyc-validity';
import type { SandboxDatabase } from '../db/open-database';

export interface CustomerRow {
  readonly id: number;
  readonly mobileNumber: string;
  readonly passwordHash: string | null;
  readonly fullName: string;
  readonly email: string | null;
  /** YYYY-MM-DD, as the on-boarding form gave it; null for a wallet opened without it. */
  readonly dateOfBirth: string | null;
  readonly profileId: string;
  readonly customerRef: string;
  readonly kycType: 'MIN_KYC' | 'MIN_KYC_VERIFIED' | 'FULL_KYC' | 'FULL_KYC_VERIFIED';
  readonly cardProfileId: number;
  readonly createdAt: string;
  /** When the current KYC level was reached (the KYC date of spec §4); a customer on-boarded since has it from created_at. */
  readonly kycAt: string;
  /** 1 once a PAN verified the customer's name, which can then not change (spec §5). */
  readonly panVerified: number;
  /** The postal address the profile shows (issue 18 item 2), each null until the customer gives it. */
  readonly addressLine: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly pincode: string | null;
}

export interface ClosingRow {
  readonly txnId: string;
  readonly amount: number;
  readonly bankReference: string | null;
  readonly since: number;
  readonly beneficiaryName: string | null;
  readonly bankName: string | null;
  readonly accountNumber: string | null;
}

export interface KycDocumentRow {
  readonly type: string;
  readonly number: string;
  readonly verifiedAt: string;
}

export interface WalletRow {
  readonly accountNumber: string;
  readonly urn: string;
  readonly last4Digits: string;
  readonly balancePaise: number;
  readonly status: 'ACTIVE' | 'BLOCKED' | 'CLOSED';
  readonly cardBlocked: number;
  readonly temporaryBlock: number;
  readonly statusEnquiryOkAt: number | null;
  /** The wallet-close transfer of a closure under way, and when it was made (ms); null otherwise. */
  readonly closingTxn: string | null;
  readonly closingSince: number | null;
}

const customerColumns = `id, mobile_number AS mobileNumber, password_hash AS passwordHash, full_name AS fullName, email, date_of_birth AS dateOfBirth,
  profile_id AS profileId, customer_ref AS customerRef, kyc_type AS kycType, card_profile_id AS cardProfileId, created_at AS createdAt, COALESCE(kyc_at, created_at) AS kycAt, pan_verified AS panVerified,
  address_line AS addressLine, city, state, pincode`;

/** Reads of customers and wallets shared by the handlers. */
export class Customers {
  constructor(private readonly db: SandboxDatabase) {}

  byMobile(mobileNumber: string): CustomerRow | undefined {
    return this.db.prepare(`SELECT ${customerColumns} FROM customers WHERE mobile_number = ?`).get(mobileNumber) as CustomerRow | undefined;
  }

  byId(id: number): CustomerRow | undefined {
    return this.db.prepare(`SELECT ${customerColumns} FROM customers WHERE id = ?`).get(id) as CustomerRow | undefined;
  }

  /** A new password, as its salted hash (a reset, a change); the one it replaces joins the history, which keeps passwordHistoryCount. */
  setPasswordHash(customerId: number, passwordHash: string): void {
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO password_history (customer_id, password_hash, replaced_at) SELECT id, password_hash, ? FROM customers WHERE id = ? AND password_hash IS NOT NULL')
        .run(Date.now(), customerId);
      this.db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').run(passwordHash, customerId);
      this.db
        .prepare('DELETE FROM password_history WHERE customer_id = ? AND rowid NOT IN (SELECT rowid FROM password_history WHERE customer_id = ? ORDER BY replaced_at DESC, rowid DESC LIMIT ?)')
        .run(customerId, customerId, limit('passwordHistoryCount'));
    })();
  }

  /** The hashes a new password may not match (issue 32 item 4): the current one and the passwordHistoryCount before it. */
  recentPasswordHashes(customerId: number): string[] {
    const current = this.byId(customerId)?.passwordHash ?? null;
    const before = (this.db.prepare('SELECT password_hash AS hash FROM password_history WHERE customer_id = ? ORDER BY replaced_at DESC, rowid DESC').all(customerId) as { hash: string }[]).map((row) => row.hash);
    return [...(current === null ? [] : [current]), ...before];
  }

  /** The documents verified for a customer's KYC (spec §3 Document types), whole: the answer masks them. */
  kycDocuments(customerId: number): readonly KycDocumentRow[] {
    return this.db.prepare('SELECT doc_type AS type, number, verified_at AS verifiedAt FROM kyc_documents WHERE customer_id = ? ORDER BY doc_type').all(customerId) as KycDocumentRow[];
  }

  /** Records documents an upgrade verified (by type: PAN, AADHAAR…) and makes now the customer's KYC date. */
  recordVerifiedDocuments(customerId: number, documents: Readonly<Record<string, string>>, now: number): void {
    const at = new Date(now).toISOString();
    const save = this.db.prepare('INSERT OR REPLACE INTO kyc_documents (customer_id, doc_type, number, verified_at) VALUES (?, ?, ?, ?)');
    for (const [type, number] of Object.entries(documents)) save.run(customerId, type, number, at);
    this.db.prepare('UPDATE customers SET kyc_at = ? WHERE id = ?').run(at, customerId);
  }

  /** The customer's wallet; closed, card blocked, once walletCloseHours have passed since its wallet-close transfer (spec §4). */
  wallet(customerId: number, now = Date.now()): WalletRow | undefined {
    const closedIfMadeBefore = now - walletClosesAfterMs();
    return this.db
      .prepare(
        `SELECT account_number AS accountNumber, urn, last4_digits AS last4Digits, balance_paise AS balancePaise,
                CASE WHEN closing_since <= @closedIfMadeBefore THEN 'CLOSED' ELSE status END AS status,
                CASE WHEN closing_since <= @closedIfMadeBefore THEN 1 ELSE card_blocked END AS cardBlocked,
                temporary_block AS temporaryBlock, status_enquiry_ok_at AS statusEnquiryOkAt, closing_txn AS closingTxn, closing_since AS closingSince
         FROM wallets WHERE customer_id = @customerId`,
      )
      .get({ customerId, closedIfMadeBefore }) as WalletRow | undefined;
  }

  /** A closure under way: where its wallet-close transfer sent the balance (spec §4), for the customer to see until the wallet closes. */
  closingOf(customerId: number): ClosingRow | undefined {
    return this.db
      .prepare(
        `SELECT s.txn_ref AS txnId, s.amount_paise AS amount, s.bank_reference AS bankReference, w.closing_since AS since,
                b.name AS beneficiaryName, b.bank_name AS bankName, b.account_number AS accountNumber
         FROM wallets w JOIN statement_rows s ON s.txn_ref = w.closing_txn
         LEFT JOIN beneficiaries b ON b.id = s.beneficiary_id AND b.customer_id = w.customer_id
         WHERE w.customer_id = ?`,
      )
      .get(customerId) as ClosingRow | undefined;
  }
}

/** How long after its wallet-close transfer a wallet closes by itself (spec §4: walletCloseHours). */
export function walletClosesAfterMs(): number {
  return limit('walletCloseHours') * 3_600_000;
}

/** The KYC date of spec §4: the day in India the customer's current level was reached. */
export function kycDateOf(customer: CustomerRow): string {
  return istDate(Date.parse(customer.kycAt));
}

/** How long a customer's minimum KYC holds (spec §4, the policy of rules/limits.json); null for full KYC. */
export function minKycValidityOf(customer: CustomerRow, now = Date.now()): MinKycValidity | null {
  return customer.kycType.startsWith('MIN_KYC') ? minKycValidity(kycDateOf(customer), istDate(now)) : null;
}

/** Spec §4: minimum KYC is valid 24 months (rules/limits.json), then must be upgraded. */
export function minKycExpired(customer: CustomerRow, now = Date.now()): boolean {
  return minKycValidityOf(customer, now)?.expired ?? false;
}
