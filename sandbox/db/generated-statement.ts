import type { RowStatus, StatementRow } from '../services/ledger';

/** A long statement described in seed.json rather than written out: how many rows, over how many days, with which descriptions (codes of rules/catalogues/transaction-descriptions.json). */
export interface GeneratedStatementSpec {
  readonly rows: number;
  readonly days: number;
  readonly descriptionCodes: readonly string[];
  /** Every `creditEvery`-th row, and the oldest, is a credit of `creditPaise`; the others are debits of `debitPaise` plus a step that varies. */
  readonly creditEvery: number;
  readonly creditPaise: number;
  readonly debitPaise: number;
  readonly statuses: readonly string[];
}

/** A row of a seeded statement: a statement row as the seed writes it, its description as a code (or, an old provider's, as words). */
export type SeedStatementRow = Pick<StatementRow, 'txnRef' | 'direction' | 'amountPaise' | 'status' | 'createdAt' | 'descriptionCode' | 'descriptionValues' | 'bankReference'> & { readonly description?: string };

const dayMs = 86_400_000;

/**
 * The rows of a generated statement, newest first from `asOf` back over `days`: the same rows
 * every time (the history's timing and paging tests count on them), varied enough that each filter
 * and a search keep some and drop others.
 */
export function generatedStatement(spec: GeneratedStatementSpec, asOf: string, refPrefix: string): SeedStatementRow[] {
  const end = Date.parse(`${asOf}T12:00:00Z`);
  const step = (spec.days * dayMs) / Math.max(1, spec.rows);
  return Array.from({ length: spec.rows }, (_, index): SeedStatementRow => {
    // The oldest row is a credit too: the history starts with money in, as a wallet's does, and its balance never goes below zero.
    const credit = index % spec.creditEvery === 0 || index === spec.rows - 1;
    return {
      txnRef: `${refPrefix}${String(index + 1).padStart(5, '0')}`,
      direction: credit ? 'CREDIT' : 'DEBIT',
      amountPaise: credit ? spec.creditPaise : spec.debitPaise + ((index * 37) % 100) * 100,
      status: (spec.statuses[index % spec.statuses.length] ?? 'SUCCESS') as RowStatus,
      descriptionCode: spec.descriptionCodes[index % spec.descriptionCodes.length] ?? '',
      createdAt: new Date(end - Math.round(index * step)).toISOString(),
    };
  });
}
