import { describe, expect, it } from 'vitest';
import { latinDigits } from './latin-digits';

describe('latinDigits', () => {
  it('reads the digits of every Indian script as 0–9, and leaves the rest as typed', () => {
    expect(latinDigits('१२३४५६७८९०')).toBe('1234567890');
    expect(latinDigits('১,২৩৪.৫০')).toBe('1,234.50');
    expect(latinDigits('௧௨௩ / ౧౨౩ / ੧੨੩ / ૧૨૩ / ୧୨୩ / ೧೨೩ / ൧൨൩')).toBe('123 / 123 / 123 / 123 / 123 / 123 / 123');
    expect(latinDigits('₹ 0123456789 abc')).toBe('₹ 0123456789 abc');
  });

  it('reads each digit of a run of runs by its place in its own ten (mathematical digits)', () => {
    expect(latinDigits('\u{1D7CE}\u{1D7D7}\u{1D7D8}\u{1D7E1}')).toBe('0909');
  });
});
