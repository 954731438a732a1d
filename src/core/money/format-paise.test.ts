import { describe, expect, it } from 'vitest';
import { formatPaise } from './format-paise';

describe('formatPaise', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [200, '2.00'],
    [1234550, '12,345.50'],
    [1000000, '10,000.00'],
    [20000000, '200,000.00'],
    [123456789012, '1,234,567,890.12'],
    [-1050, '-10.50'],
  ])('shows %i paise as %s', (paise, shown) => {
    expect(formatPaise(paise)).toBe(shown);
  });

  it('refuses a fractional amount instead of rounding it', () => {
    expect(() => formatPaise(10.5)).toThrow(RangeError);
  });
});
