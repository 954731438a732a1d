import type { SandboxDatabase } from './open-database';
import seed from './seed.json';
import { insertCustomers } from './seed';

const examples = seed.customers.filter((customer) => seed.exampleIdentities.includes(customer.mobileNumber));

/** Where the example identities receive OTPs: their numbers, e-mail addresses and the examples' Aadhaar numbers. */
const exampleTargets = new Set([...examples.flatMap((customer) => [customer.mobileNumber, customer.email]), ...seed.exampleAadhaarNumbers]);

/**
 * The OTP an example identity receives: always seed.json's `exampleOtp`, the one the contract's
 * examples type, so replaying them checks a right OTP and never locks one (issue 58 item 4). Anyone
 * else's is random.
 */
export const exampleOtpOf = (target: string): string | null => (exampleTargets.has(target) ? seed.exampleOtp : null);

/** Columns that hold a customer's id, or a number or address an OTP, text, mail or limit was kept under. */
const customerColumns = ['customer_id'];
const targetColumns = ['target', 'mobile_number', 'new_mobile'];

const columnsOf = (db: SandboxDatabase, table: string) => (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map(({ name }) => name);

/**
 * The contract's example identities as the seed made them (issue 58 item 4): whatever replaying the
 * examples did to them (a password changed, a wallet closed, OTPs spent or locked, money moved) is
 * gone, and they are written again from seed.json. No one else's row is touched.
 */
export function resetExampleIdentities(db: SandboxDatabase): void {
  const refs = examples.map((customer) => customer.customerRef);
  db.transaction(() => {
    const rows = db.prepare(`SELECT id, mobile_number AS mobile, email FROM customers WHERE customer_ref IN (${refs.map(() => '?').join(', ')})`).all(...refs) as { id: number; mobile: string; email: string | null }[];
    const ids = rows.map((row) => row.id);
    const targets = [...new Set([...exampleTargets, ...rows.flatMap((row) => [row.mobile, row.email ?? ''])].filter(Boolean))];
    db.pragma('defer_foreign_keys = ON');
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'customers'").all() as { name: string }[]).map(({ name }) => name);
    for (const table of tables) {
      for (const column of columnsOf(db, table)) {
        const values = customerColumns.includes(column) ? ids : targetColumns.includes(column) ? targets : [];
        if (values.length > 0) db.prepare(`DELETE FROM ${table} WHERE ${column} IN (${values.map(() => '?').join(', ')})`).run(...values);
      }
    }
    db.prepare(`DELETE FROM customers WHERE id IN (${ids.map(() => '?').join(', ')})`).run(...ids);
    // Rows that belonged to what was deleted (a service request's comments): gone with it.
    for (let orphans = foreignKeyOrphans(db); orphans.length > 0; orphans = foreignKeyOrphans(db)) {
      for (const { table, rowid } of orphans) db.prepare(`DELETE FROM ${table} WHERE rowid = ?`).run(rowid);
    }
    insertCustomers(db, examples, []);
  })();
}

function foreignKeyOrphans(db: SandboxDatabase): { table: string; rowid: number }[] {
  return db.pragma('foreign_key_check') as { table: string; rowid: number }[];
}
