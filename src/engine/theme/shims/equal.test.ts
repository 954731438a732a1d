// The library itself, by its file: the tests alias 'fast-equals' to the shim, as the bundle does.
import { createCustomEqual as library } from '../../../../node_modules/fast-equals/dist/es/index.mjs';
import { describe, expect, it } from 'vitest';
import { createCustomEqual } from './equal';

// RJSF's own configuration (@rjsf/utils/lib/deepEquals.js): functions are equal to any function.
const config = { circular: true, createCustomConfig: () => ({ areFunctionsEqual: (_a: unknown, b: unknown) => typeof b === 'function' }) };
const shim = createCustomEqual(config);
const real = library(config);

const cyclic = () => {
  const node: Record<string, unknown> = { name: 'a', list: [1, 2] };
  node['self'] = node;
  return node;
};

/** Pairs of what RJSF compares: schemas, ui schemas with functions, form data. */
const pairs: readonly (readonly [unknown, unknown])[] = [
  [1, 1],
  [1, '1'],
  [Number.NaN, Number.NaN],
  [null, undefined],
  [null, {}],
  ['a', 'a'],
  [[1, 2], [1, 2]],
  [[1, 2], [2, 1]],
  [[], {}],
  [{ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 }],
  [{ a: 1 }, { a: 1, b: undefined }],
  [{ a: undefined }, { b: undefined }],
  [{ 'ui:widget': () => null }, { 'ui:widget': () => 'other' }],
  [{ 'ui:widget': () => null }, { 'ui:widget': 'text' }],
  [new Date(5), new Date(5)],
  [new Date(5), new Date(6)],
  [cyclic(), cyclic()],
  [{ type: 'object', properties: { mobileNumber: { type: 'string', pattern: '^[6-9]\\d{9}$' } }, required: ['mobileNumber'] }, { type: 'object', properties: { mobileNumber: { type: 'string', pattern: '^[6-9]\\d{9}$' } }, required: ['mobileNumber'] }],
  [{ type: 'object', required: ['mobileNumber'] }, { type: 'object', required: ['password'] }],
];

describe('the fast-equals shim (bundle-shims.ts) with the configuration RJSF gives it', () => {
  it.each(pairs.map((pair, index) => [index, ...pair] as const))('answers pair %i as fast-equals does', (_index, a, b) => {
    expect(shim(a, b)).toBe(real(a, b));
    expect(shim(b, a)).toBe(real(b, a));
  });
});
