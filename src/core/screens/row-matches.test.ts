import { describe, expect, it } from 'vitest';
import type { FilterField } from './screen-definition';
import { rowMatcher } from './row-matches';

const fields: readonly FilterField[] = [
  { name: 'from', labelKey: 'history.from', type: 'date', invalidKey: 'validation.dateInvalid' },
  { name: 'type', labelKey: 'history.type', type: 'select', options: [{ value: 'CREDIT', labelKey: 'a' }, { value: 'DEBIT', labelKey: 'b' }], match: ['=row.txnType'] },
  { name: 'q', labelKey: 'history.search', type: 'search', match: ['=row.description', '=row.txnId'] },
];
const row = { txnType: 'DEBIT', description: 'Transfer to Meena Rao', txnId: 'TXN42AB' };

describe('rowMatcher', () => {
  it('passes every row when no local filter has a value, whatever the server filters say', () => {
    expect(rowMatcher(fields, {})(row)).toBe(true);
    expect(rowMatcher(fields, { from: '2026-01-01', type: '' })(row)).toBe(true);
  });

  it('keeps a row whose value a choice names, and one whose description or reference holds the search, in any case', () => {
    expect(rowMatcher(fields, { type: 'DEBIT' })(row)).toBe(true);
    expect(rowMatcher(fields, { type: 'CREDIT' })(row)).toBe(false);
    expect(rowMatcher(fields, { q: 'meena' })(row)).toBe(true);
    expect(rowMatcher(fields, { q: 'txn42' })(row)).toBe(true);
    expect(rowMatcher(fields, { q: 'asha', type: 'DEBIT' })(row)).toBe(false);
  });
});
