import { describe, expect, it, vi } from 'vitest';
import { onceUntilFailure } from './once-until-failure';

describe('onceUntilFailure', () => {
  it('makes the promise once for every ask, and again after one that failed', async () => {
    const make = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(7);
    const ask = onceUntilFailure(make);
    await expect(ask()).rejects.toThrow('offline');
    expect(await Promise.all([ask(), ask()])).toEqual([7, 7]);
    expect(await ask()).toBe(7);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
