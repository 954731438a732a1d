import { describe, expect, it } from 'vitest';
import { timeDecisions } from '../../scripts/decision-timing';

describe('decisions are fast (issue budget: median under 1 ms)', () => {
  it('evaluates every decision in under 1 ms at the median', async () => {
    const slow = (await timeDecisions(100)).filter((timing) => timing.medianMs >= 1);
    expect(slow).toEqual([]);
  });
});
