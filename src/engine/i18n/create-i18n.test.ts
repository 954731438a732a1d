import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the money format of each language', () => {
  it('writes paise as English in India does: lakh grouping, the rupee sign first', async () => {
    const i18n = await createI18n('en');
    expect(i18n.t('format.money', { amount: 20_000_000 })).toBe('₹2,00,000.00');
  });

  it('writes paise as French does', async () => {
    const i18n = await createI18n('fr');
    expect(spaces(i18n.t('format.money', { amount: 20_000_000 }))).toBe('200 000,00 ₹');
  });
});
