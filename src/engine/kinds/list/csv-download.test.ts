import type { TFunction } from '@/engine/i18n/i18n';
import { describe, expect, it } from 'vitest';
import history from '../../../../schemas/screens/history.v1.json';
import transactionStatus from '../../../../rules/catalogues/transaction-status.json';
import { moneyDirection, movedMoney } from '@/core/screens/money-direction';
import type { ColumnSpec } from '@/core/screens/screen-definition';
import { csvRecords } from './csv-download';

const columns = [...history.columns, ...history.export.csv.columns] as unknown as ColumnSpec[];
const t: TFunction = (key) => key;
const amountAt = columns.findIndex((column) => column.format === 'money' && column.sumsToNet !== true);
const netAt = columns.findIndex((column) => column.format === 'money' && column.sumsToNet === true);
const amountColumn = columns[amountAt];
const paiseOf = (cell: unknown) => (typeof cell === 'object' && cell !== null && 'number' in cell ? Math.round(Number(cell.number) * 100) : 0);

describe('the history as CSV (issue 35 item 14, issue 55 item 15)', () => {
  // A debit and a credit of every status the catalogue knows, some with the bank's reference.
  const rows = transactionStatus.entries
    .filter((entry) => entry.code !== 'default')
    .flatMap((entry, index) => ['DEBIT', 'CREDIT'].map((txnType, side) => ({ txnDateTime: '20261120103000', description: 'row', txnType, amount: 10_050 + index * 100 + side, status: entry.code, txnId: `T${String(index)}${txnType}`, ...(side === 0 ? { bankReference: `98765432${String(index)}` } : {}) })));

  it('signs each amount by its direction; a row that moved no money keeps its amount unsigned, and the net column leaves it out, so that column sums to the net movement', () => {
    if (!amountColumn || netAt < 0) throw new Error('the history CSV has no amount or no net column');
    const { header, records } = csvRecords(columns, rows, {}, t);
    expect(header).toContain('account:history.bankReference');
    const net = rows.reduce((sum, row) => {
      const scope = { row };
      if (!movedMoney(amountColumn, scope)) return sum;
      return sum + (moneyDirection(amountColumn, scope) === 'out' ? -row.amount : row.amount);
    }, 0);
    expect(records.reduce((sum, record) => sum + paiseOf(record[netAt]), 0)).toBe(net);
    // Both kinds are there: rows that moved money, signed, and rows that did not.
    expect(rows.some((row) => !movedMoney(amountColumn, { row }))).toBe(true);
    expect(records.some((record) => paiseOf(record[amountAt]) < 0)).toBe(true);
    rows.forEach((row, index) => {
      const record = records[index];
      const signed = { number: ((row.txnType === 'DEBIT' ? -row.amount : row.amount) / 100).toFixed(2) };
      if (!movedMoney(amountColumn, { row })) {
        expect([row.status, record?.[amountAt], record?.[netAt]]).toEqual([row.status, { number: (row.amount / 100).toFixed(2) }, '']);
      } else expect([record?.[amountAt], record?.[netAt]]).toEqual([signed, signed]);
      expect(record?.at(-1)).toBe(row.bankReference ?? '');
    });
  });
});
