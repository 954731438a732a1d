import { describe, expect, it } from 'vitest';
import { limit } from '../../src/core/config/limits';
import { movedMoney } from '../services/ledger';
import { generatedStatement } from './generated-statement';
import seed from './seed.json';

const long = seed.customers.find((customer) => 'generatedStatement' in customer && customer.generatedStatement);
const spec = long && 'generatedStatement' in long ? long.generatedStatement : undefined;

describe('generatedStatement (seed.json generatedStatement)', () => {
  if (!spec) throw new Error('sandbox/db/seed.json has no customer with a generatedStatement');
  const rows = generatedStatement(spec, seed.datesAsOf, 'GEN');

  it('writes the rows asked for, the same each time, newest first within the days asked', () => {
    expect(rows).toHaveLength(spec.rows);
    expect(generatedStatement(spec, seed.datesAsOf, 'GEN')).toEqual(rows);
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const spanDays = ((times[0] ?? 0) - (times.at(-1) ?? 0)) / 86_400_000;
    expect(spanDays).toBeLessThanOrEqual(spec.days);
    expect(new Set(rows.map((row) => row.txnRef)).size).toBe(spec.rows);
  });

  it('holds every status and description, so each filter and a search keep some rows and drop others', () => {
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(spec.statuses));
    expect(new Set(rows.map((row) => row.descriptionCode))).toEqual(new Set(spec.descriptionCodes));
    expect(new Set(rows.map((row) => row.direction))).toEqual(new Set(['CREDIT', 'DEBIT']));
    // The history's timing (npm run bench) filters the debits by the failed status: some are.
    expect(rows.some((row) => row.direction === 'DEBIT' && row.status === 'FAILED')).toBe(true);
  });

  it('leaves a balance a full-KYC wallet may hold, and never goes below zero on the way (a statement prints it row by row)', () => {
    let balance = 0;
    for (const row of [...rows].reverse().filter(movedMoney)) {
      balance += row.direction === 'CREDIT' ? row.amountPaise : -row.amountPaise;
      expect(balance, row.txnRef).toBeGreaterThanOrEqual(0);
    }
    expect(balance).toBeLessThanOrEqual(limit('fullKycWalletLimitPaise'));
  });
});
