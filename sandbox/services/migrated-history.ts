import { catalogueEntry } from '../../src/core/config/catalogue';
import { catalogues } from '../../src/core/config/catalogues';
import { parseTimestamp } from '../../src/core/format/ist-time';
import { newReference, type StatementRow } from './ledger';
import { described } from './transaction-description';

/** A transaction of the previous provider, as its account answers it (spec §3 Migration data). */
export interface OldTransaction {
  readonly id: string;
  readonly amount: { readonly amount: number };
  readonly created: string;
  readonly type: string;
}

/**
 * The statement rows a migrated wallet opens with (spec §4 Migration): each old transaction under
 * its mapped type, moving money the way that type does, at its own date; then, when they do not
 * add up to the balance the previous provider holds, one row for the difference. Together they sum
 * to that balance, so the wallet's books hold from the first day.
 */
export function migratedHistory(transactions: readonly OldTransaction[], balancePaise: number, movedAt: string): StatementRow[] {
  const rows = transactions.map((old): StatementRow => {
    const mapped = catalogueEntry(catalogues.migrationTransactionTypes, old.type);
    const direction = catalogueEntry(catalogues.migratedTypeDirections, mapped?.value ?? '')?.value === 'DEBIT' ? 'DEBIT' : 'CREDIT';
    const at = parseTimestamp(old.created);
    return {
      txnRef: newReference('MIG'),
      direction,
      amountPaise: old.amount.amount,
      status: 'SUCCESS',
      // Its words are the mapped type's, as the migration's catalogue names it (migrationType.*).
      ...described(`MIGRATED_${mapped?.value ?? 'DEPOSIT'}`),
      ...(mapped ? { migratedType: mapped.value } : {}),
      createdAt: new Date(at ?? Date.parse(movedAt)).toISOString(),
    };
  });
  const sum = rows.reduce((total, row) => total + (row.direction === 'CREDIT' ? row.amountPaise : -row.amountPaise), 0);
  const difference = balancePaise - sum;
  if (difference === 0) return rows;
  return [
    ...rows,
    { txnRef: newReference('MIG'), direction: difference > 0 ? 'CREDIT' : 'DEBIT', amountPaise: Math.abs(difference), status: 'SUCCESS', ...described('BALANCE_MOVED'), createdAt: movedAt },
  ];
}
