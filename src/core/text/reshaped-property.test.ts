import { describe, expect, it } from 'vitest';
import { reshapedProperty } from './reshaped-property';

describe('reshapedProperty', () => {
  it('names a custom property after the family, one for each family', () => {
    expect(reshapedProperty('Noto Sans Devanagari')).toBe('--reshaped-noto-sans-devanagari');
    expect(reshapedProperty('Language Names')).toBe('--reshaped-language-names');
    expect(reshapedProperty('Noto Sans Tamil')).not.toBe(reshapedProperty('Noto Sans Telugu'));
  });
});
