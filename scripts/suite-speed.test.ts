import { describe, expect, it } from 'vitest';
import { speedOverRun } from './suite-speed';

describe('speedOverRun', () => {
  it('is the mean of a reading at the start and one at the end', () => {
    expect(speedOverRun([{ afterSeconds: 0, index: 1000 }, { afterSeconds: 600, index: 2000 }])).toBe(1500);
  });

  it('weighs each stretch between readings by its seconds', () => {
    // 100 s at a mean of 2000, then 500 s at a mean of 1000.
    const readings = [
      { afterSeconds: 0, index: 2000 },
      { afterSeconds: 100, index: 2000 },
      { afterSeconds: 600, index: 0 },
    ];
    expect(speedOverRun(readings)).toBeCloseTo((100 * 2000 + 500 * 1000) / 600);
  });

  it('is the reading itself when there is one, and refuses none', () => {
    expect(speedOverRun([{ afterSeconds: 0, index: 1234 }])).toBe(1234);
    expect(() => speedOverRun([])).toThrow();
  });
});
