import { describe, expect, it } from 'vitest';
import { isAtLeastAge } from './is-at-least-age';

describe('isAtLeastAge (spec §5: 18 or older)', () => {
  const today = new Date(2026, 10, 21);
  it('counts the 18th birthday itself as 18', () => {
    expect(isAtLeastAge('2008-11-21', 18, today)).toBe(true);
    expect(isAtLeastAge('2008-11-22', 18, today)).toBe(false);
  });
  it('handles months before and after the birthday', () => {
    expect(isAtLeastAge('2008-10-30', 18, today)).toBe(true);
    expect(isAtLeastAge('2008-12-01', 18, today)).toBe(false);
  });
  it('refuses what is not a date', () => {
    expect(isAtLeastAge('21/11/2008', 18, today)).toBe(false);
  });
});
