import { describe, expect, it } from 'vitest';
import type { FilterField } from './screen-definition';
import { rowFilter, rowTextReader } from './row-matches';

const fields: readonly FilterField[] = [
  { name: 'from', labelKey: 'account:history.from', type: 'date', invalidKey: 'validation.dateInvalid' },
  { name: 'type', labelKey: 'account:history.type', type: 'select', options: [{ value: 'CREDIT', labelKey: 'a' }, { value: 'DEBIT', labelKey: 'b' }], match: ['=row.txnType'] },
  { name: 'q', labelKey: 'account:history.search', type: 'search', match: ['=row.description', '=row.txnId'] },
];
const row = { txnType: 'DEBIT', description: 'Transfer to Meena Rao', txnId: 'TXN42AB' };

const passes = (values: Readonly<Record<string, string>>) => rowFilter(fields, [row])(values).length === 1;

describe('rowFilter', () => {
  it('passes every row when no local filter has a value, whatever the server filters say', () => {
    expect(passes({})).toBe(true);
    expect(passes({ from: '2026-01-01', type: '' })).toBe(true);
  });

  it('keeps a row whose value a choice names, and one whose description or reference holds the search, in any case', () => {
    expect(passes({ type: 'DEBIT' })).toBe(true);
    expect(passes({ type: 'CREDIT' })).toBe(false);
    expect(passes({ q: 'meena' })).toBe(true);
    expect(passes({ q: 'txn42' })).toBe(true);
    expect(passes({ q: 'asha', type: 'DEBIT' })).toBe(false);
  });

  it('keeps the rows in their order, and reads each row once however many times the filters change', () => {
    let reads = 0;
    const rows = ['Recharge', 'Transfer to Meena', 'recharge refund'].map((description) => ({
      get description() {
        reads += 1;
        return description;
      },
      txnId: 'TXN',
      txnType: 'DEBIT',
    }));
    const filter = rowFilter(fields, rows);
    expect(filter({ q: 'RECHARGE' })).toEqual([rows[0], rows[2]]);
    expect(filter({ q: 'meena' })).toEqual([rows[1]]);
    expect(filter({})).toBe(rows);
    expect(reads).toBe(rows.length);
  });

  it('reads no row again for a new list of the same rows (the filters cleared, then set again), given the same reader', () => {
    let reads = 0;
    const rows = ['Recharge', 'Transfer to Meena'].map((description) => ({
      get description() {
        reads += 1;
        return description;
      },
      txnId: 'TXN',
      txnType: 'DEBIT',
    }));
    const textsOf = rowTextReader();
    expect(rowFilter(fields, rows, textsOf)({ q: 'meena' })).toEqual([rows[1]]);
    expect(rowFilter(fields, [...rows], textsOf)({ q: 'recharge' })).toEqual([rows[0]]);
    expect(reads).toBe(rows.length);
  });
});
