import { istDate, monthStart } from '../format/ist-time';

/** A line that moved money, as a statement keeps it: its direction, amount in paise and instant. */
export interface MovedLine {
  readonly direction: 'CREDIT' | 'DEBIT';
  readonly amountPaise: number;
  readonly createdAt: string;
}

/** Money in and out in one month of India's calendar (YYYY-MM), in paise. */
export interface MonthInOut {
  readonly month: string;
  readonly creditPaise: number;
  readonly debitPaise: number;
}

/**
 * Money in and out per month of India's calendar for every month a period of India's days
 * (YYYY-MM-DD, inclusive) touches, oldest first: a month without a line is there at zero, so a
 * chart's axis has no gap. Lines outside the period are left out.
 */
export function monthlyInOut(lines: readonly MovedLine[], fromDate: string, toDate: string): MonthInOut[] {
  const totals = new Map<string, { creditPaise: number; debitPaise: number }>();
  for (let month = monthStart(fromDate); month <= toDate; month = monthStart(month, 1)) totals.set(month.slice(0, 7), { creditPaise: 0, debitPaise: 0 });
  for (const line of lines) {
    const day = istDate(Date.parse(line.createdAt));
    const total = day >= fromDate && day <= toDate ? totals.get(day.slice(0, 7)) : undefined;
    if (!total) continue;
    if (line.direction === 'CREDIT') total.creditPaise += line.amountPaise;
    else total.debitPaise += line.amountPaise;
  }
  return [...totals].map(([month, total]) => ({ month, ...total }));
}
