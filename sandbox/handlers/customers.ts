import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';

export interface CustomerRow {
  readonly id: number;
  readonly mobileNumber: string;
  readonly passwordHash: string | null;
  readonly fullName: string;
  readonly email: string | null;
  readonly profileId: string;
  readonly customerRef: string;
  readonly kycType: 'MIN_KYC' | 'MIN_KYC_VERIFIED' | 'FULL_KYC' | 'FULL_KYC_VERIFIED';
  readonly cardProfileId: number;
  readonly createdAt: string;
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
}

const customerColumns = `id, mobile_number AS mobileNumber, password_hash AS passwordHash, full_name AS fullName, email,
  profile_id AS profileId, customer_ref AS customerRef, kyc_type AS kycType, card_profile_id AS cardProfileId, created_at AS createdAt`;

/** Reads of customers and wallets shared by the handlers. */
export class Customers {
  constructor(private readonly db: SandboxDatabase) {}

  byMobile(mobileNumber: string): CustomerRow | undefined {
    return this.db.prepare(`SELECT ${customerColumns} FROM customers WHERE mobile_number = ?`).get(mobileNumber) as CustomerRow | undefined;
  }

  byId(id: number): CustomerRow | undefined {
    return this.db.prepare(`SELECT ${customerColumns} FROM customers WHERE id = ?`).get(id) as CustomerRow | undefined;
  }

  wallet(customerId: number): WalletRow | undefined {
    return this.db
      .prepare(
        `SELECT account_number AS accountNumber, urn, last4_digits AS last4Digits, balance_paise AS balancePaise,
                status, card_blocked AS cardBlocked, temporary_block AS temporaryBlock, status_enquiry_ok_at AS statusEnquiryOkAt
         FROM wallets WHERE customer_id = ?`,
      )
      .get(customerId) as WalletRow | undefined;
  }
}

function minKycExpiry(customer: CustomerRow): Date {
  const expires = new Date(customer.createdAt);
  expires.setUTCMonth(expires.getUTCMonth() + limit('minKycValidityMonths'));
  return expires;
}

/** Spec §4: minimum KYC is valid 24 months (rules/limits.json), then must be upgraded. */
export function minKycExpired(customer: CustomerRow, now = new Date()): boolean {
  return customer.kycType.startsWith('MIN_KYC') && minKycExpiry(customer) <= now;
}

/** The last day minimum KYC is valid, YYYY-MM-DD (the day before it expires). */
export function minKycValidUntil(customer: CustomerRow): string {
  return new Date(minKycExpiry(customer).getTime() - 86_400_000).toISOString().slice(0, 10);
}
