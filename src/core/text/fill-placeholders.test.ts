import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders';

describe('fillPlaceholders', () => {
  it('fills each {{name}} it has a value for, and leaves the others', () => {
    expect(fillPlaceholders('rows {{first}} to {{last}} of {{total}}', { first: 11, last: 20, total: 125 })).toBe('rows 11 to 20 of 125');
    expect(fillPlaceholders('{{count}} and {{other}}', { count: 3 })).toBe('3 and {{other}}');
  });
});
