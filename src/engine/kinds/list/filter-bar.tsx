import { memo, useId } from 'react';
import { showDateInput } from '@/core/format/date-input';
import { fixedValue } from '@/core/screens/url-filters';
import { Sheet } from '../../modal/sheet';
import { useRememberedTranslation } from '../remembered-translations';
import { FilterFields } from './filter-fields';
import { usePhoneWidth } from './use-phone-width';
import { useFilterForm, type FilterFormProps } from './use-filter-form';

export type FilterBarProps = FilterFormProps;

/**
 * A list's filters: a period (a preset or a custom range) and the fields of the definition. Values
 * are typed and chosen here and applied to the URL together by Apply; a check such as From after To
 * is said on its field (spec §5) and nothing is loaded. On a phone they wait behind a Filters button
 * that names the period and counts the other filters applied, in a sheet (a dialog: Back closes it),
 * so the first rows are on the first screen (issue 35 item 11).
 */
// Drawn again only when what it shows changes: a page of the list leaves the filters as they are.
export const FilterBar = memo(function FilterBar(props: FilterBarProps) {
  const { spec, values, preset, today } = props;
  // The labels and choices ask for the same words at every filter and page: translated once per language.
  const t = useRememberedTranslation();
  const id = useId();
  const phone = usePhoneWidth();
  const { state, dispatch, formRef, submit, sheetOpen, openSheet, closeSheet } = useFilterForm(props);
  const form = (
    <form ref={formRef} className="filters" role="search" aria-label={t('account:list.filters')} onSubmit={submit} noValidate>
      <FilterFields spec={spec} state={state} today={today} id={id} dispatch={dispatch} />
      <div className="filters__apply">
        {/* Applied on the button's click, which Enter in a field also gives it (the form's implicit
            submission): the browser's form submission that followed the click came before the
            filters' own work at each Apply. The form's submit stays for any other way it is sent. */}
        <button type="submit" className="button" onClick={submit}>
          {t('account:list.apply')}
        </button>
        {/* On a phone the form is the sheet's, which closes without applying. */}
        {phone ? (
          <button type="button" className="button" onClick={closeSheet}>
            {t('app.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
  if (!phone) return form;

  const [from, to] = spec.fields.filter((field) => field.type === 'date').map((field) => showDateInput(values[field.name] ?? ''));
  const presetLabel = spec.presets?.find((option) => option.id === preset)?.labelKey;
  const period = presetLabel ? t(presetLabel) : from && to ? t('account:list.periodRange', { from, to }) : null;
  const appliedCount = spec.fields.filter((field) => field.type !== 'date' && fixedValue(field) === undefined && (values[field.name] ?? '') !== '').length;
  return (
    <div className="filters-toggle">
      <button type="button" className="button" aria-haspopup="dialog" onClick={openSheet}>
        {appliedCount > 0 ? t('account:list.filtersActive', { count: appliedCount }) : t('account:list.filters')}
      </button>
      {period ? <p className="filters-toggle__period">{period}</p> : null}
      <Sheet labelledBy={`${id}-sheet`} onClose={closeSheet} open={sheetOpen}>
        <h2 id={`${id}-sheet`} className="dialog__title">
          {t('account:list.filters')}
        </h2>
        {form}
      </Sheet>
    </div>
  );
});
