/**
 * Generated from the definitions (DESIGN.md "Tests from definitions", issue 31): every list of
 * schemas/screens/ opened with garbage, empty and partial search params (a hand-edited or shared
 * link, fast-check) reads a defined state: every value it keeps is one its field takes, a period the
 * load needs is whole or taken from the default preset, the page is one there can be, and the call
 * it then makes is one the contract accepts, so the customer never meets a raw validator message
 * ("body must have required property 'fromDate'"). A list added to schemas/ is covered without a line here.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Contract } from '../../sandbox/http/contract';
import { limitValues } from '../../src/core/config/limits';
import { resolveTemplate } from '../../src/core/flow/resolve-template';
import { istDate, isIsoDate } from '../../src/core/format/ist-time';
import type { ListDefinition } from '../../src/core/screens/screen-definition';
import { filterErrors, maxPage, readListQuery } from '../../src/core/screens/url-filters';
import { fixtures } from '../fixtures/api-fixtures';

const root = join(import.meta.dirname, '../..');
const lists = readdirSync(join(root, 'schemas/screens')).flatMap((file) => {
  const definition = JSON.parse(readFileSync(join(root, 'schemas/screens', file), 'utf8')) as { kind?: string };
  return definition.kind === 'list' ? [{ file, list: definition as ListDefinition }] : [];
});
const contract = Contract.of();
const today = istDate(Date.now());

describe('the definitions hold lists', () => {
  it('finds the lists this suite is generated over, one with filters at least', () => {
    expect(lists.length).toBeGreaterThanOrEqual(3);
    expect(lists.some(({ list }) => list.filters !== undefined)).toBe(true);
  });
});

for (const { file, list } of lists) {
  const spec = list.filters;
  const names = [...(spec?.fields.map((field) => field.name) ?? []), 'page', 'preset', 'sort', ''];
  const values = fc.oneof(
    fc.constantFrom('', ' ', 'custom', '0', '-1', '99', '100001', '1e3', 'abc', '2026-02-30', '2026-13-01', '31/12/2026', today, '2026-01-01', '2099-12-31', '<script>'),
    fc.constantFrom(...(spec?.presets?.map((preset) => preset.id) ?? ['none'])),
    fc.constantFrom(...(spec?.fields.flatMap((field) => (field.type === 'select' ? (field.options ?? []).map((option) => option.value) : [])) ?? []), 'none'),
    fc.string({ maxLength: 12 }),
  );
  const params = fc.array(fc.tuple(fc.constantFrom(...names), values), { maxLength: 6 });

  describe(`${file} (${list.load.operation}) opened from any link`, () => {
    it('keeps only values its fields take, a whole period, and a page there can be', () => {
      fc.assert(
        fc.property(params, (pairs) => {
          const query = readListQuery(spec, pairs, today);
          expect(query.page).toBeGreaterThanOrEqual(1);
          expect(query.page).toBeLessThanOrEqual(maxPage);
          for (const [name, value] of Object.entries(query.values)) {
            const field = spec?.fields.find((candidate) => candidate.name === name);
            expect(field, `${name} is no field of ${file}`).toBeDefined();
            if (field?.type === 'date') expect(isIsoDate(value), `${name}=${value}`).toBe(true);
            if (field?.type === 'select') expect(field.options?.map((option) => option.value)).toContain(value);
            if (field?.type === 'search') expect(value.trim()).not.toBe('');
          }
          // With a default period, what is shown always has one: no check of the filters fails.
          if (spec?.defaultPreset) expect(filterErrors(spec, query.values), JSON.stringify(pairs)).toEqual({});
        }),
        { numRuns: 300 },
      );
    });

    it("makes a call the contract accepts, whatever the link said", () => {
      const body = list.load.body;
      if (body === undefined) return;
      const serverFields = spec?.fields.filter((field) => field.match === undefined).map((field) => field.name) ?? [];
      fc.assert(
        fc.property(params, (pairs) => {
          const query = readListQuery(spec, pairs, today);
          const filters = Object.fromEntries(Object.entries(query.values).filter(([name]) => serverFields.includes(name)));
          const scope = { user: fixtures.userData.userData, limit: limitValues(), today, filters, preset: query.preset, page: { number: query.page, size: 100 } };
          expect(contract.checkRequest(list.load.operation, resolveTemplate(body, scope)), JSON.stringify(pairs)).toEqual([]);
        }),
        { numRuns: 200 },
      );
    });
  });
}
