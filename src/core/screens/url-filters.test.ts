import { describe, expect, it } from 'vitest';
import history from '../../../schemas/screens/history.v1.json';
import type { ListDefinition } from './screen-definition';
import { customPreset, filterErrors, readListQuery, writeListQuery } from './url-filters';
import { pageWindow } from './page-window';
import { addDays } from '../format/ist-time';
import limits from '../../../rules/limits.json';

const spec = (history as unknown as ListDefinition).filters;
const today = '2026-11-23';
const days = limits.limits.historyPresetDays.value;

describe('a list query lives in the URL', () => {
  it('opens with the default preset when the URL names nothing', () => {
    const query = readListQuery(spec, [], today);
    expect(query.preset).toBe(spec?.defaultPreset);
    expect(query.values['to']).toBe(today);
    // The last N days end today: today and the N - 1 days before it.
    expect(query.values['from']).toBe(addDays(today, 1 - days));
    expect(query.page).toBe(1);
    expect(query.dropped).toEqual([]);
  });

  it('round-trips a custom range and a page through the search params', () => {
    const written = writeListQuery(spec, { values: { from: '2026-10-01', to: '2026-10-31' }, preset: customPreset, page: 3 });
    const read = readListQuery(spec, written, today);
    expect(read).toEqual({ values: { from: '2026-10-01', to: '2026-10-31' }, preset: customPreset, page: 3, dropped: [] });
  });

  it('drops hand-edited params it cannot use, and names them, without throwing', () => {
    const read = readListQuery(spec, new URLSearchParams('from=2026-13-45&page=-2&preset=forever&colour=red'), today);
    expect([...read.dropped].sort()).toEqual(['colour', 'from', 'page', 'preset']);
    expect(read.preset).toBe(spec?.defaultPreset);
    expect(read.page).toBe(1);
  });

  it('refuses From after To with the spec message, and drops such a pair from the URL', () => {
    const check = spec?.checks?.find((candidate) => candidate.check === 'notAfter');
    expect(filterErrors(spec ?? { fields: [] }, { from: '2026-11-02', to: '2026-11-01' })).toEqual({ from: check?.messageKey });
    const read = readListQuery(spec, new URLSearchParams('from=2026-11-02&to=2026-11-01'), today);
    expect([...read.dropped].sort()).toEqual(['from', 'to']);
    expect(read.preset).toBe(spec?.defaultPreset);
  });

  // Issue 55 item 13: /history?from=2020-01-01&to=2026-11-30 showed rows and a chart error whose Retry could never succeed.
  it('refuses a period longer than a statement covers (statementMaxDays) on its field, and drops such a link as it drops a bad one', () => {
    const check = spec?.checks?.find((candidate) => candidate.check === 'withinDays');
    const maxDays = limits.limits.statementMaxDays.value;
    const from = addDays(today, 1 - maxDays);
    expect(filterErrors(spec ?? { fields: [] }, { from, to: today })).toEqual({});
    expect(filterErrors(spec ?? { fields: [] }, { from: addDays(from, -1), to: today })).toEqual({ from: check?.messageKey });
    const read = readListQuery(spec, new URLSearchParams(`from=2020-01-01&to=${today}`), today);
    expect([...read.dropped].sort()).toEqual(['from', 'to']);
    expect(read.preset).toBe(spec?.defaultPreset);
  });

  it('says a date typed only in part (or not in the calendar) is not a date, with the message of its field', () => {
    const from = spec?.fields.find((field) => field.name === 'from');
    const invalidKey = from?.type === 'date' ? from.invalidKey : 'no date field';
    expect(filterErrors(spec ?? { fields: [] }, { from: '11/02', to: '2026-11-01' })).toEqual({ from: invalidKey });
    expect(filterErrors(spec ?? { fields: [] }, { from: '31/02/2026', to: '2026-11-01' })).toEqual({ from: invalidKey });
  });
});

describe('a list may fix a filter (a Rewards list of credits only)', () => {
  const type = spec?.fields.find((field) => field.name === 'type');
  const credit = type?.type === 'select' ? type.options?.[0]?.value : undefined;
  const fixed = { ...(spec ?? { fields: [] }), fields: (spec?.fields ?? []).map((field) => (field === type && field.type === 'select' ? { ...field, fixed: credit } : field)) };

  it('always keeps the fixed value, though the URL names none', () => {
    expect(credit).toBeDefined();
    expect(readListQuery(fixed, [], today).values['type']).toBe(credit);
  });

  it('drops a link that asks for another value, and keeps its own', () => {
    const other = type?.type === 'select' ? type.options?.find((option) => option.value !== credit)?.value : undefined;
    const read = readListQuery(fixed, new URLSearchParams(`type=${other ?? ''}`), today);
    expect(read.values['type']).toBe(credit);
    expect(read.dropped).toEqual(['type']);
  });

  it('never writes the fixed value into the URL: it is the list\'s, not the customer\'s', () => {
    const written = writeListQuery(fixed, { values: { type: credit ?? '', from: '2026-10-01', to: '2026-10-31' }, preset: customPreset, page: 1 });
    expect(written.map(([name]) => name)).not.toContain('type');
  });
});

describe('pageWindow', () => {
  it('cuts pages of 10 from batches of 100 and says which rows it shows', () => {
    expect(pageWindow(1, 10, 235, 100)).toEqual({ serverPage: 1, offset: 0, first: 1, last: 10, pages: 24 });
    expect(pageWindow(11, 10, 235, 100)).toEqual({ serverPage: 2, offset: 0, first: 101, last: 110, pages: 24 });
    expect(pageWindow(24, 10, 235, 100)).toEqual({ serverPage: 3, offset: 30, first: 231, last: 235, pages: 24 });
    expect(pageWindow(1, 10, 0)).toEqual({ serverPage: 1, offset: 0, first: 0, last: 0, pages: 1 });
  });
});
