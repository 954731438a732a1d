import { describe, expect, it } from 'vitest';
import { monthlyInOut } from './monthly-in-out';

describe('monthlyInOut', () => {
  it('sums credits and debits per month of India, every month of the period present', () => {
    const lines = [
      { direction: 'CREDIT' as const, amountPaise: 100000, createdAt: '2026-09-02T04:00:00.000Z' },
      { direction: 'DEBIT' as const, amountPaise: 2500, createdAt: '2026-09-20T04:00:00.000Z' },
      // 31 October 19:00 UTC is 1 November in India.
      { direction: 'DEBIT' as const, amountPaise: 700, createdAt: '2026-10-31T19:00:00.000Z' },
    ];
    expect(monthlyInOut(lines, '2026-08-15', '2026-11-10')).toEqual([
      { month: '2026-08', creditPaise: 0, debitPaise: 0 },
      { month: '2026-09', creditPaise: 100000, debitPaise: 2500 },
      { month: '2026-10', creditPaise: 0, debitPaise: 0 },
      { month: '2026-11', creditPaise: 0, debitPaise: 700 },
    ]);
  });

  it('leaves out lines before or after the period, to the day', () => {
    const lines = [
      { direction: 'CREDIT' as const, amountPaise: 5, createdAt: '2026-09-09T18:29:59.999Z' },
      { direction: 'CREDIT' as const, amountPaise: 7, createdAt: '2026-09-09T18:30:00.000Z' },
    ];
    expect(monthlyInOut(lines, '2026-09-10', '2026-09-30')).toEqual([{ month: '2026-09', creditPaise: 7, debitPaise: 0 }]);
  });
});
