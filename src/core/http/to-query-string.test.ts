import { describe, expect, it } from 'vitest';
import { toQueryString } from './to-query-string';

describe('toQueryString (spec §5: drop empty values, keep false and 0)', () => {
  it.each([
    [{ a: '', b: 'x' }, 'b=x'],
    [{ a: undefined, b: null, c: 'y' }, 'c=y'],
    [{ flag: false }, 'flag=false'],
    [{ count: 0 }, 'count=0'],
    [{ messageCode: 1, urn: '700000000001', transferType: 'FT' }, 'messageCode=1&urn=700000000001&transferType=FT'],
    [{ ids: ['a', '', 'b'] }, 'ids=a&ids=b'],
    [{ text: 'a b&c' }, 'text=a%20b%26c'],
    [{}, ''],
  ])('%j -> %s', (params, query) => {
    expect(toQueryString(params)).toBe(query);
  });

  it('refuses an object value instead of sending [object Object]', () => {
    expect(() => toQueryString({ nested: { a: 1 } })).toThrow(TypeError);
  });
});
