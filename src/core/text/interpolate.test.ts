import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

const formats = new Map([['money', (value: unknown, language: string) => `${language}:${String(value)} paise`]]);

describe('interpolate', () => {
  it('fills names, dotted names and formatted values, in the language asked', () => {
    expect(interpolate('{{first}} to {{ last }} of {{page.total}}', { first: 11, last: 20, page: { total: 125 } }, formats, 'en')).toBe('11 to 20 of 125');
    expect(interpolate('Pay {{amount, money}} now', { amount: 150 }, formats, 'fr')).toBe('Pay fr:150 paise now');
  });

  it('keeps the placeholder of a name without a value, shows null as nothing, and a format it does not know as the value', () => {
    expect(interpolate('[{{gone}}] [{{none}}]', { none: null }, formats, 'en')).toBe('[{{gone}}] []');
    expect(interpolate('{{amount, shout}}', { amount: 5 }, formats, 'en')).toBe('5');
    expect(interpolate('no placeholder', {}, formats, 'en')).toBe('no placeholder');
  });
});
