import type { TFunction } from '@/engine/i18n/i18n';
import { describe, expect, it } from 'vitest';
import history from '../../../../schemas/screens/history.v1.json';
import transactionStatus from '../../../../rules/catalogues/transaction-status.json';
import { moneyDirection, movedMoney } from '@/core/screens/money-direction';
import type { ColumnSpec } from '@/core/screens/screen-definition';
import { csvRecords } from './csv-download';

const columns = history.columns as unknown as ColumnSpec[];
const t: TFunction = (key) => key;
const amountAt = columns.findIndex((column) => column.format === 'money');
const amountColumn = columns[amountAt];

describe('the history as CSV (issue 35 item 14)', () => {
  // A debit and a credit of every status the catalogue knows.
  const rows = transactionStatus.entries
    .filter((entry) => entry.code !== 'default')
    .flatMap((entry, index) => ['DEBIT', 'CREDIT'].map((txnType, side) => ({ txnDateTime: '20261120103000', description: 'row', txnType, amount: 10_050 + index * 100 + side, status: entry.code, txnId: `T${String(index)}${txnType}` })));

  it('signs each amount by its direction and leaves out what moved no money, so the column sums to the net movement', () => {
    if (!amountColumn) throw new Error('the history has no money column');
    const { records } = csvRecords(columns, rows, {}, t);
    const cells = records.map((record) => record[amountAt]);
    const net = rows.reduce((sum, row) => {
      const scope = { row };
      if (!movedMoney(amountColumn, scope)) return sum;
      return sum + (moneyDirection(amountColumn, scope) === 'out' ? -row.amount : row.amount);
    }, 0);
    const summed = cells.reduce((sum, cell) => sum + (typeof cell === 'object' ? Math.round(Number(cell.number) * 100) : 0), 0);
    expect(summed).toBe(net);
    // Both kinds are there: rows that moved money, signed, and rows that did not, empty.
    expect(cells.filter((cell) => cell === '').length).toBeGreaterThan(0);
    expect(cells.some((cell) => typeof cell === 'object' && cell.number.startsWith('-'))).toBe(true);
    rows.forEach((row, index) => {
      const cell = cells[index];
      if (!movedMoney(amountColumn, { row })) expect(cell).toBe('');
      else expect(cell).toEqual({ number: ((row.txnType === 'DEBIT' ? -row.amount : row.amount) / 100).toFixed(2) });
    });
  });
});
