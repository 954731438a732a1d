import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';
import type { Customers } from '../handlers/customers';
import { newReference } from './ledger';
import type { PasswordGrants } from './password-grants';

/** Where a number's sign-up stands (spec §4 customer status): started, on-boarding under way, re-KYC under way, registered. */
export type RegistrationStatus = 'STARTED' | 'ONBOARDING' | 'REKYC' | 'REGISTERED';

/** What re-KYC and re-activation ask of a customer (spec §4). */
export interface Reactivation {
  readonly rekycRequired: boolean;
  readonly dormant: boolean;
}

/** A new customer's references, and the grant to set a first password. */
export interface OpenedWallet {
  readonly customerId: string;
  readonly profileId: string;
  readonly passwordGrant: string;
}

/**
 * What the sign-up, migration and re-KYC journeys keep of a number: its registration, what
 * re-KYC and re-activation ask of its customer, the previous provider's account, and the opening
 * of a wallet. Its statements are prepared once, with the database.
 */
export class Registrations {
  private readonly statements;

  constructor(
    private readonly db: SandboxDatabase,
    private readonly customers: Customers,
    private readonly grants: PasswordGrants,
  ) {
    this.statements = {
      start: db.prepare("INSERT INTO registrations (mobile_number, status, created_at) VALUES (?, 'STARTED', ?) ON CONFLICT(mobile_number) DO NOTHING"),
      status: db.prepare('SELECT status FROM registrations WHERE mobile_number = ?'),
      set: db.prepare('INSERT INTO registrations (mobile_number, email, status, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(mobile_number) DO UPDATE SET status = excluded.status, email = excluded.email'),
      registered: db.prepare("INSERT INTO registrations (mobile_number, email, status, created_at) VALUES (?, ?, 'REGISTERED', ?) ON CONFLICT(mobile_number) DO UPDATE SET status = 'REGISTERED'"),
      reactivationById: db.prepare('SELECT rekyc_required AS r, dormant AS d FROM customers WHERE id = ?'),
      reactivationByMobile: db.prepare('SELECT rekyc_required AS r, dormant AS d FROM customers WHERE mobile_number = ?'),
      rekycDone: db.prepare('UPDATE customers SET rekyc_required = 0 WHERE mobile_number = ?'),
      reactivated: db.prepare('UPDATE customers SET dormant = 0 WHERE mobile_number = ?'),
      migration: db.prepare("SELECT balance_paise AS balance, transactions FROM migration_accounts WHERE mobile_number = ? AND status = 'PENDING'"),
      customer: db.prepare(
        `INSERT INTO customers (mobile_number, full_name, email, date_of_birth, profile_id, customer_ref, kyc_type, card_profile_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'MIN_KYC', ?, ?)`,
      ),
      wallet: db.prepare("INSERT INTO wallets (customer_id, account_number, urn, last4_digits, balance_paise, status) VALUES (?, ?, ?, ?, 0, 'ACTIVE')"),
    };
  }

  start(mobileNumber: string): void {
    this.statements.start.run(mobileNumber, new Date().toISOString());
  }

  status(mobileNumber: string): RegistrationStatus | undefined {
    return (this.statements.status.get(mobileNumber) as { status: RegistrationStatus } | undefined)?.status;
  }

  set(mobileNumber: string, email: string | null, status: RegistrationStatus): void {
    this.statements.set.run(mobileNumber, email, status, new Date().toISOString());
  }

  reactivation(by: { readonly customerId: number } | { readonly mobileNumber: string }): Reactivation | undefined {
    const row = ('customerId' in by ? this.statements.reactivationById.get(by.customerId) : this.statements.reactivationByMobile.get(by.mobileNumber)) as { r: number; d: number } | undefined;
    return row && { rekycRequired: row.r === 1, dormant: row.d === 1 };
  }

  /** Re-KYC done, or a dormant wallet re-activated. */
  reactivate(mobileNumber: string, what: 'rekyc' | 'dormancy'): void {
    (what === 'rekyc' ? this.statements.rekycDone : this.statements.reactivated).run(mobileNumber);
  }

  /** What the previous provider holds for a number still to be migrated (spec §4). */
  pendingMigration(mobileNumber: string): { readonly balance: number; readonly transactions: string } | undefined {
    return this.statements.migration.get(mobileNumber) as { balance: number; transactions: string } | undefined;
  }

  /**
   * A new customer and wallet, with the grant to set a first password (the registration's OTP proved
   * the number); `opening` writes, in the same transaction, what the wallet opens with (a migration).
   */
  openWallet(mobileNumber: string, fullName: string, email: string | null, dateOfBirth: string | null, opening?: (customerId: number) => void): OpenedWallet {
    const customerRef = newReference('CUST');
    const profileId = newReference('PRF');
    this.db.transaction(() => {
      const { lastInsertRowid } = this.statements.customer.run(mobileNumber, fullName, email, dateOfBirth, profileId, customerRef, limit('minKycCardProfileId'), new Date().toISOString());
      const account = `5010${String(Date.now()).slice(-6)}${String(lastInsertRowid).padStart(4, '0')}`;
      this.statements.wallet.run(lastInsertRowid, account, `7${account.slice(1)}`, account.slice(-4));
      this.statements.registered.run(mobileNumber, email, new Date().toISOString());
      opening?.(Number(lastInsertRowid));
    })();
    const created = this.customers.byMobile(mobileNumber);
    if (!created) throw new Error(`the customer ${mobileNumber} was not created`);
    return { customerId: customerRef, profileId, passwordGrant: this.grants.issue(created.id) };
  }
}
