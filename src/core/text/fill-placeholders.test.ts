import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders';

describe('fillPlaceholders', () => {
  it('fills each {{name}} it has a value for, and leaves the others', () => {
    expect(fillPlaceholders('{{first}} - {{last}} of {{total}} items', { first: 11, last: 20, total: 125 })).toBe('11 - 20 of 125 items');
    expect(fillPlaceholders('{{count}} and {{other}}', { count: 3 })).toBe('3 and {{other}}');
  });
});
