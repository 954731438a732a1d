import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money as each locale writes it', () => {
  it('groups by lakh and crore in India, with the rupee sign first', () => {
    expect(formatMoney(20_000_000, 'en-IN', 'INR')).toBe('₹2,00,000.00');
    expect(formatMoney(1_234_567_890, 'en-IN', 'INR')).toBe('₹1,23,45,678.90');
    expect(formatMoney(5, 'en-IN', 'INR')).toBe('₹0.05');
  });

  it('writes French amounts with spaces, a decimal comma and the sign after', () => {
    expect(spaces(formatMoney(20_000_000, 'fr-FR', 'INR'))).toBe('200 000,00 ₹');
  });

  it('loses no paise on the largest safe amount, and refuses a fraction of a paisa', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'en-IN', 'INR')).toBe('₹9,00,71,99,25,47,409.91');
    expect(() => formatMoney(10.5, 'en-IN', 'INR')).toThrow(RangeError);
  });
});
