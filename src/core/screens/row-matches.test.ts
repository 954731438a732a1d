import { describe, expect, it } from 'vitest';
import type { FilterField } from './screen-definition';
import { rowMatches } from './row-matches';

const fields: readonly FilterField[] = [
  { name: 'from', labelKey: 'history.from', type: 'date', invalidKey: 'validation.dateInvalid' },
  { name: 'type', labelKey: 'history.type', type: 'select', options: [{ value: 'CREDIT', labelKey: 'a' }, { value: 'DEBIT', labelKey: 'b' }], match: ['=row.txnType'] },
  { name: 'q', labelKey: 'history.search', type: 'search', match: ['=row.description', '=row.txnId'] },
];
const row = { txnType: 'DEBIT', description: 'Transfer to Meena Rao', txnId: 'TXN42AB' };

describe('rowMatches', () => {
  it('passes every row when no local filter has a value, whatever the server filters say', () => {
    expect(rowMatches(row, fields, {})).toBe(true);
    expect(rowMatches(row, fields, { from: '2026-01-01', type: '' })).toBe(true);
  });

  it('keeps a row whose value a choice names, and one whose description or reference holds the search, in any case', () => {
    expect(rowMatches(row, fields, { type: 'DEBIT' })).toBe(true);
    expect(rowMatches(row, fields, { type: 'CREDIT' })).toBe(false);
    expect(rowMatches(row, fields, { q: 'meena' })).toBe(true);
    expect(rowMatches(row, fields, { q: 'txn42' })).toBe(true);
    expect(rowMatches(row, fields, { q: 'asha', type: 'DEBIT' })).toBe(false);
  });
});
