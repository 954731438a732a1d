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

describe('speedOverRun with samples of the core between readings', () => {
  // At each reading the index times the sample's milliseconds: 2000 × 20 = 40,000 at both ends.
  const readings = [
    { afterSeconds: 0, index: 2000, cpuMs: 20 },
    { afterSeconds: 600, index: 2000, cpuMs: 20 },
  ];

  it('follows the core between readings: 500 of 600 s at half the speed is the run of that', () => {
    const samples = Array.from({ length: 120 }, (_, at) => ({ afterSeconds: at * 5, cpuMs: at < 100 ? 40 : 20 }));
    expect(speedOverRun(readings, samples)).toBeCloseTo((100 * 1000 + 20 * 2000) / 120);
  });

  it('reads a late jump as late, where the readings alone average it over the run', () => {
    // Slow (40 ms, index 1000) until the last 60 s; the end reading is taken fast.
    const jumped = [
      { afterSeconds: 0, index: 1000, cpuMs: 40 },
      { afterSeconds: 600, index: 2000, cpuMs: 20 },
    ];
    const samples = Array.from({ length: 120 }, (_, at) => ({ afterSeconds: at * 5, cpuMs: at < 108 ? 40 : 20 }));
    expect(speedOverRun(jumped, samples)).toBeCloseTo((108 * 1000 + 12 * 2000) / 120);
    expect(speedOverRun(jumped)).toBe(1500);
  });

  it('carries what else the machine did at a reading: an index read at half a share, the core as fast, halves the samples near it', () => {
    const shared = [
      { afterSeconds: 0, index: 2000, cpuMs: 20 },
      { afterSeconds: 600, index: 1000, cpuMs: 20 },
    ];
    const samples = [{ afterSeconds: 0, cpuMs: 20 }, { afterSeconds: 300, cpuMs: 20 }, { afterSeconds: 600, cpuMs: 20 }];
    expect(speedOverRun(shared, samples)).toBeCloseTo((2000 + 1500 + 1000) / 3);
  });

  it('falls back to the readings when none of them has a sample', () => {
    expect(speedOverRun([{ afterSeconds: 0, index: 1000 }, { afterSeconds: 600, index: 2000 }], [{ afterSeconds: 10, cpuMs: 20 }])).toBe(1500);
  });
});
