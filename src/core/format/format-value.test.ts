import { describe, expect, it } from 'vitest';
import requestStatus from '../../../rules/catalogues/request-status.json';
import descriptions from '../../../rules/catalogues/transaction-descriptions.json';
import { entryMessageKey } from '../config/with-message-keys';
import { formatValue } from './format-value';

const today = '2026-11-23';

describe('formatValue: the closed table of formats', () => {
  it('hands whole paise to the money text, which each language formats, and refuses what is not whole paise', () => {
    expect(formatValue('money', 1234550, { today })).toEqual({ messageKey: 'format.money', values: { amount: 1234550 } });
    expect(formatValue('money', 12.5, { today })).toBeNull();
  });

  it('shows dates and times in India time as DD/MM/YYYY', () => {
    expect(formatValue('date', '2026-04-05', { today })).toEqual({ text: '05/04/2026' });
    expect(formatValue('date', '20261122233000', { today })).toEqual({ text: '22/11/2026' });
    expect(formatValue('datetime', '20261012140500', { today })).toEqual({ text: '12/10/2026, 14:05' });
    expect(formatValue('datetime', 'not a time', { today })).toBeNull();
  });

  it('names a status through its catalogue, the default row for codes it does not list', () => {
    const settled = requestStatus.entries.find((entry) => entry.code === 'SETTLED_BY_CHECKER');
    const fallback = requestStatus.entries.find((entry) => entry.code === 'default');
    expect(formatValue('status', 'SETTLED_BY_CHECKER', { today, catalogue: 'requestStatus' })).toEqual({ messageKey: settled?.messageKey });
    expect(formatValue('status', 'SOMETHING_NEW', { today, catalogue: 'requestStatus' })).toEqual({ messageKey: fallback?.messageKey });
  });

  it('masks all but the last four characters, and says how long a validity has left', () => {
    expect(formatValue('masked', '50100000000001', { today })).toEqual({ text: '••••0001' });
    expect(formatValue('validity', '2028-11-23', { today })).toEqual({ messageKey: 'format.validity', values: { date: '23/11/2028', count: 24 } });
    expect(formatValue('validity', '2026-11-22', { today })).toEqual({ messageKey: 'format.validityEnded', values: { date: '22/11/2026' } });
    // One month left is a count of one: the text's plural form says "1 month" (issue 59).
    expect(formatValue('validity', '2027-01-01', { today })).toEqual({ messageKey: 'format.validity', values: { date: '01/01/2027', count: 1 } });
    // Under a month the days say it: "0 months left" would not.
    expect(formatValue('validity', '2026-12-09', { today })).toEqual({ messageKey: 'format.validityDays', values: { date: '09/12/2026', count: 16 } });
    expect(formatValue('text', '', { today })).toBeNull();
  });

  it('words a described value by its code and values, in the customer\'s language; an unknown code or none as the text written (issue 35 item 8)', () => {
    const transfer = descriptions.entries.find((entry) => entry.code === 'TRANSFER_TO');
    const described = { code: transfer?.code, values: { name: 'Meena Rao' }, text: 'Transfer to Meena Rao' };
    expect(formatValue('described', described, { today, catalogue: 'transactionDescriptions' })).toEqual({ messageKey: transfer && entryMessageKey(descriptions, transfer), values: { name: 'Meena Rao' } });
    expect(formatValue('described', { code: 'NOT_A_CODE', text: 'Old provider words' }, { today, catalogue: 'transactionDescriptions' })).toEqual({ text: 'Old provider words' });
    expect(formatValue('described', { text: '' }, { today, catalogue: 'transactionDescriptions' })).toBeNull();
  });
});
