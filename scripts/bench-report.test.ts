import { describe, expect, it, vi } from 'vitest';
import { BenchReport, figureLine, isOver } from './bench-report';
import { readBudgets } from './budgets';

describe('npm run bench holds each figure to its budget (issue 37 item 6)', () => {
  const budget = readBudgets().timing.lcpMs;

  it('prints the figure beside its budget, ok within it and OVER past it', () => {
    expect(figureLine({ what: '/login LCP', value: budget, budget, unit: 'ms' })).toMatch(new RegExp(`${String(budget)} ms\\s+budget ${String(budget)} ms\\s+ok`));
    expect(figureLine({ what: '/login LCP', value: budget + 1, budget, unit: 'ms' })).toMatch(/OVER/);
    // A decision's figure is read against 1 ms: its thousandths are shown.
    expect(figureLine({ what: 'a decision', value: 0.1234, budget: 1, unit: 'ms' })).toContain('0.123 ms');
  });

  it('takes a floor for a figure that must reach its budget, and a figure that is no number as over', () => {
    expect(isOver({ what: 'balance', value: 10, budget: 20, unit: 'req/s', atLeast: true })).toBe(true);
    expect(isOver({ what: 'balance', value: 30, budget: 20, unit: 'req/s', atLeast: true })).toBe(false);
    expect(isOver({ what: 'LCP', value: Number.NaN, budget, unit: 'ms' })).toBe(true);
    expect(isOver({ what: 'shown only', value: 1e9, unit: 'KB' })).toBe(false);
  });

  it('fails the bench when one figure of many is over its budget, and names it', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
    const held = new BenchReport();
    held.add({ what: 'within', value: budget - 1, budget, unit: 'ms' });
    held.add({ what: 'reference', value: 5, unit: 'KB' });
    expect(held.close()).toBe(0);
    const broken = new BenchReport();
    broken.add({ what: 'within', value: budget - 1, budget, unit: 'ms' });
    broken.add({ what: 'the slow one', value: budget * 2, budget, unit: 'ms' });
    expect(broken.close()).toBe(1);
    expect(broken.over()).toHaveLength(1);
    expect(printed.join('\n')).toMatch(/Bench: 1 of 2 budgets broken[^]*✗ the slow one/);
  });
});
