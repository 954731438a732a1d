import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/core/config/catalogues';
import { migratedHistory } from './migrated-history';

const signed = (rows: ReturnType<typeof migratedHistory>) => rows.reduce((sum, row) => sum + (row.direction === 'CREDIT' ? row.amountPaise : -row.amountPaise), 0);

describe('the history a migrated wallet opens with (spec §4 Migration)', () => {
  it('moves each mapped type the way it goes: withdrawals out, deposits and refunds in', () => {
    const types = catalogues.migrationTransactionTypes.entries.map((entry) => entry.code);
    const rows = migratedHistory(types.map((type, index) => ({ id: `OLD${String(index)}`, amount: { amount: 1000 }, created: '20260101093000', type })), 0, '2026-11-23T10:00:00.000Z');
    const withdrawals = catalogues.migrationTransactionTypes.entries.filter((entry) => entry.value === 'WITHDRAWAL').length;
    expect(rows.slice(0, types.length).filter((row) => row.direction === 'DEBIT')).toHaveLength(withdrawals);
    expect(signed(rows)).toBe(0);
  });

  it('adds one row for what the old transactions do not account for, so the rows sum to the balance', () => {
    const rows = migratedHistory([{ id: 'OLD1', amount: { amount: 5000 }, created: '20260101093000', type: 'DEPOSIT' }], 12_500, '2026-11-23T10:00:00.000Z');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ direction: 'CREDIT', amountPaise: 7_500, createdAt: '2026-11-23T10:00:00.000Z' });
    expect(signed(rows)).toBe(12_500);
  });
});
