import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@/engine/i18n/use-translation';
import { describe, expect, it, vi } from 'vitest';
import history from '../../../../schemas/screens/history.v1.json';
import type { FilterSpec, ListDefinition } from '@/core/screens/screen-definition';
import { readListQuery } from '@/core/screens/url-filters';
import { createI18n, loadNamespace } from '../../i18n/create-i18n';
import { FilterBar } from './filter-bar';

const spec = (history as unknown as ListDefinition).filters ?? { fields: [] };
const type = spec.fields.find((field) => field.name === 'type');
const credit = type?.type === 'select' ? type.options?.[0]?.value : undefined;
/** The history's filters with the transaction type fixed to its first option: a Rewards list of credits only. */
const fixed: FilterSpec = { ...spec, fields: spec.fields.map((field) => (field === type && field.type === 'select' ? { ...field, fixed: credit ?? '' } : field)) };
const today = '2026-11-23';

describe('a list with a fixed filter (issue 33 item 6)', () => {
  it('does not offer the fixed field (no "Any"), offers the others, and keeps the fixed value when the customer applies', async () => {
    const i18n = await createI18n('en');
    await loadNamespace(i18n, 'account');
    const onApply = vi.fn();
    const query = readListQuery(fixed, [], today);
    render(
      <I18nProvider i18n={i18n}>
        <FilterBar spec={fixed} values={query.values} preset={query.preset} today={today} onApply={onApply} />
      </I18nProvider>,
    );
    const label = (field: string) => i18n.t(spec.fields.find((candidate) => candidate.name === field)?.labelKey ?? 'no such field');
    expect(screen.queryByRole('combobox', { name: label('type') })).toBeNull();
    expect(screen.getByRole('combobox', { name: label('status') })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('account:list.apply') }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ type: credit }), query.preset);
  });
});

describe('the period (issue 35 item 13, WCAG 3.2.2)', () => {
  it('applies with the other filters on Apply, not as the customer moves through the choices', async () => {
    const i18n = await createI18n('en');
    await loadNamespace(i18n, 'account');
    const onApply = vi.fn();
    const query = readListQuery(spec, [], today);
    render(
      <I18nProvider i18n={i18n}>
        <FilterBar spec={spec} values={query.values} preset={query.preset} today={today} onApply={onApply} />
      </I18nProvider>,
    );
    const period = screen.getByRole('combobox', { name: i18n.t('account:list.period') });
    const [first, second] = (spec.presets ?? []).filter((preset) => preset.id !== query.preset);
    if (!first || !second) throw new Error('the history needs two presets besides the one it opens with');
    fireEvent.change(period, { target: { value: first.id } });
    fireEvent.change(period, { target: { value: second.id } });
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('account:list.apply') }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({}), second.id);
  });
});
