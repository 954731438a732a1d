import { describe, expect, it } from 'vitest';
import { cpuSpeedSample } from './cpu-speed';

describe('cpuSpeedSample', () => {
  it('times the fixed work in CPU time: a positive figure, the same work each time (two samples within a factor of two of each other)', () => {
    const first = cpuSpeedSample();
    const second = cpuSpeedSample();
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(Math.max(first, second) / Math.min(first, second)).toBeLessThan(2);
  });
});
