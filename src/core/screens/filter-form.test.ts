import { describe, expect, it } from 'vitest';
import history from '../../../schemas/screens/history.v1.json';
import { filterForm, filtersToApply, initialFilterForm } from './filter-form';
import type { FilterSpec, ListDefinition } from './screen-definition';
import { customPreset, filterErrors, presetValues } from './url-filters';

const spec = (history as unknown as ListDefinition).filters as FilterSpec;
const today = '2026-11-23';
const [first, second] = spec.presets ?? [];
const dateFields = spec.fields.filter((field) => field.type === 'date');
const select = spec.fields.find((field) => field.type === 'select');
if (!first || !second || dateFields.length !== 2 || !select || select.type !== 'select') throw new Error('the history needs two presets, a From and a To, and a choice');
const firstDates = presetValues(spec, first.id, today) ?? {};
const opened = initialFilterForm({ values: firstDates, preset: first.id });

// The filter form of a list (src/engine/kinds/list/filter-bar.tsx), one pure step at a time (issue 55: rebuilt from state set while drawing).
describe('the filter form', () => {
  it('keeps the same state when the URL shows what is typed, so nothing is drawn again after an Apply', () => {
    expect(filterForm(opened, { type: 'show', values: { ...firstDates }, preset: first.id })).toBe(opened);
    const other = { [select.name]: select.options?.[0]?.value ?? '' };
    expect(filterForm(opened, { type: 'show', values: other, preset: null })).toEqual({ typed: other, chosen: null, errors: {} });
  });

  it('keeps the same state when an Apply finds no error and none was said, so the fields are not drawn again', () => {
    expect(filterForm(opened, { type: 'refuse', errors: {} })).toBe(opened);
    const [from] = dateFields;
    if (!from) throw new Error('no From');
    const said = filterForm(opened, { type: 'refuse', errors: { [from.name]: 'list.fromAfterTo' } });
    expect(said.errors).toEqual({ [from.name]: 'list.fromAfterTo' });
    expect(filterForm(said, { type: 'refuse', errors: {} }).errors).toEqual({});
  });

  it('fills a period\'s dates when it is chosen, and makes the period custom when a date is typed', () => {
    const chosen = filterForm(opened, { type: 'choose', preset: second.id, spec, today });
    expect(chosen).toMatchObject({ chosen: second.id, typed: presetValues(spec, second.id, today) });
    const [from] = dateFields;
    if (!from) throw new Error('no From');
    const typed = filterForm(chosen, { type: 'type', field: from, value: '2026-11-01' });
    expect(typed.chosen).toBe(customPreset);
    expect(filterForm(typed, { type: 'type', field: select, value: 'DEBIT' }).chosen).toBe(customPreset);
    expect(filterForm(opened, { type: 'type', field: select, value: 'DEBIT' }).chosen).toBe(first.id);
  });

  it('applies a period chosen under its name, typed dates as a custom period, and refuses From after To on its field', () => {
    expect(filtersToApply(spec, filterForm(opened, { type: 'choose', preset: second.id, spec, today }), today)).toEqual({ values: presetValues(spec, second.id, today), preset: second.id });
    const [from, to] = dateFields;
    if (!from || !to) throw new Error('no From and To');
    const custom = filterForm(filterForm(opened, { type: 'type', field: from, value: '2026-11-01' }), { type: 'type', field: to, value: '2026-11-20' });
    expect(filtersToApply(spec, custom, today)).toMatchObject({ preset: customPreset });
    const backwards = filterForm(filterForm(opened, { type: 'type', field: from, value: '2026-11-20' }), { type: 'type', field: to, value: '2026-11-01' });
    const refused = filtersToApply(spec, backwards, today);
    expect(refused).toEqual({ errors: filterErrors(spec, backwards.typed) });
    expect(Object.keys('errors' in refused ? refused.errors : {}).length).toBeGreaterThan(0);
    const said = filterForm(backwards, { type: 'refuse', errors: 'errors' in refused ? refused.errors : {} });
    expect(filterForm(said, { type: 'show', values: firstDates, preset: first.id }).errors).toEqual({});
  });
});
