import type { SandboxDatabase } from '../db/open-database';

/** What re-KYC may open with, by the names of the on-boarding form (spec §3); never the PAN or the date of birth. */
export interface KnownDetails {
  readonly first_name?: string;
  readonly middle_name?: string;
  readonly last_name?: string;
  readonly emailId?: string;
  readonly city_name?: string;
  readonly state_name?: string;
  readonly Pincode?: string;
}

const fields = ['first_name', 'middle_name', 'last_name', 'emailId', 'city_name', 'state_name', 'Pincode'] as const;

/** Only the fields re-KYC may show, each a non-empty text: anything else given is not kept. */
function knownOf(given: Readonly<Record<string, unknown>>): KnownDetails {
  return Object.fromEntries(fields.flatMap((field) => (typeof given[field] === 'string' && given[field] !== '' ? [[field, given[field]]] : [])));
}

/**
 * The names and address a customer gave, by mobile number: kept at on-boarding (before the wallet
 * exists) and card registration, each time merged over what was there, read by re-KYC.
 */
export class CustomerDetails {
  constructor(private readonly db: SandboxDatabase) {}

  remember(mobileNumber: string, given: Readonly<Record<string, unknown>>): void {
    const merged = { ...this.of(mobileNumber), ...knownOf(given) };
    this.db
      .prepare('INSERT INTO customer_details (mobile_number, details, updated_at) VALUES (?, ?, ?) ON CONFLICT(mobile_number) DO UPDATE SET details = excluded.details, updated_at = excluded.updated_at')
      .run(mobileNumber, JSON.stringify(merged), new Date().toISOString());
  }

  of(mobileNumber: string): KnownDetails {
    const row = this.db.prepare('SELECT details FROM customer_details WHERE mobile_number = ?').get(mobileNumber) as { details: string } | undefined;
    return row ? knownOf(JSON.parse(row.details) as Record<string, unknown>) : {};
  }
}
