import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { readDateInput, showDateInput } from '@/core/format/date-input';
import { customPreset, filterErrors, fixedValue, presetValues } from '@/core/screens/url-filters';
import type { FilterSpec } from '@/core/screens/screen-definition';
import { Sheet } from '../../modal/sheet';
import { useRememberedTranslation } from '../remembered-translations';
import { usePhoneWidth } from './use-phone-width';

export interface FilterBarProps {
  readonly spec: FilterSpec;
  readonly values: Readonly<Record<string, string>>;
  readonly preset: string | null;
  readonly today: string;
  /** The customer applied filters: the list puts them in the URL, in place of the current entry when `replace` (a sheet's). */
  readonly onApply: (values: Readonly<Record<string, string>>, preset: string | null, replace?: boolean) => void;
}

/** No error: one object, so a form with none stays the same drawing. */
const noErrors: Readonly<Record<string, string>> = {};

/** Whether two sets of filter values say the same (a value left out is an empty one). */
function sameValues(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  return Object.keys({ ...a, ...b }).every((name) => (a[name] ?? '') === (b[name] ?? ''));
}

/**
 * A list's filters: a period (a preset or a custom range) and the fields of the definition. Values
 * are typed and chosen here and applied to the URL together by Apply; a check such as From after To
 * is said on its field (spec §5) and nothing is loaded. On a phone they wait behind a Filters button
 * that names the period and counts the other filters applied, in a sheet (a dialog: Back closes it),
 * so the first rows are on the first screen (issue 35 item 11).
 */
// Drawn again only when what it shows changes: a page of the list leaves the filters as they are.
export const FilterBar = memo(function FilterBar({ spec, values, preset, today, onApply }: FilterBarProps) {
  // The labels and choices ask for the same words at every filter and page: translated once per language.
  const t = useRememberedTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>(values);
  const [chosen, setChosen] = useState<string | null>(preset);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>(noErrors);
  const phone = usePhoneWidth();
  const [sheetOpen, setSheetOpen] = useState(false);
  // The filters applied take the place of what was typed. Values the same as those typed (what Apply
  // just put in the URL) keep the typed ones, so the form is not drawn again for them.
  const showApplied = useCallback((shown: Readonly<Record<string, string>>, period: string | null) => {
    setTyped((now) => (sameValues(now, shown) ? now : shown));
    setChosen(period);
    setErrors(noErrors);
  }, []);
  // What the URL says now (after Apply, back, a reload) is shown. Set while drawing, not by a new
  // key: a form drawn anew at every filter and page cost that change most of its time.
  const appliedKey = JSON.stringify([values, preset]);
  const [applied, setApplied] = useState(appliedKey);
  if (applied !== appliedKey) {
    setApplied(appliedKey);
    showApplied(values, preset);
  }

  // The form's handlers read the latest of these, so its drawing (below) changes only with what it shows:
  // an Apply, which closes the sheet, drew every field and choice of it again.
  // (Kept once drawn, so a drawing React throws away leaves them as they were.)
  const latest = useRef({ values, preset, onApply, typed, chosen, sheetOpen });
  useLayoutEffect(() => {
    latest.current = { values, preset, onApply, typed, chosen, sheetOpen };
  });

  // Closed without Apply (Cancel, Back, Escape): what was typed in the sheet goes, and the filters applied stay as they were.
  const closeSheet = useCallback(() => {
    setSheetOpen(false);
    showApplied(latest.current.values, latest.current.preset);
  }, [showApplied]);

  const form = useMemo(() => {
    // A period chosen fills its dates and waits for Apply with the other filters: a keyboard user
    // moving through the choices with the arrow keys does not load a list at each (WCAG 3.2.2).
    const choosePreset = (next: string) => {
      setChosen(next);
      setErrors(noErrors);
      if (next === customPreset) return;
      const fromPreset = presetValues(spec, next, today) ?? {};
      setTyped((all) => ({ ...all, ...fromPreset }));
    };

    const submit = (event: SyntheticEvent) => {
      event.preventDefault();
      const { typed: now, chosen: period, sheetOpen: inSheet, onApply: apply } = latest.current;
      const found = filterErrors(spec, now);
      const first = Object.keys(found)[0];
      setErrors(first ? found : noErrors);
      if (first) {
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      const isPresetDates = period !== null && period !== customPreset && spec.fields.every((field) => field.type !== 'date' || now[field.name] === presetValues(spec, period, today)?.[field.name]);
      const appliedPreset = isPresetDates ? period : spec.fields.some((field) => field.type === 'date') ? customPreset : null;
      if (!inSheet) {
        apply(now, appliedPreset);
        return;
      }
      // The filters' address takes the place of the sheet's history entry (Back then leaves the
      // filters, as without a sheet), with no back and forth of the browser's history first; filters
      // left as they were take the entry out as the sheet closes.
      setSheetOpen(false);
      apply(now, appliedPreset, true);
    };

    return (
      <form ref={formRef} className="filters" role="search" aria-label={t('account:list.filters')} onSubmit={submit} noValidate>
        {spec.presets && spec.presets.length > 0 ? (
          <div className="field">
            <label htmlFor={`${id}-preset`}>{t('account:list.period')}</label>
            <select id={`${id}-preset`} name="preset" value={chosen ?? customPreset} onChange={(event) => choosePreset(event.target.value)}>
              {spec.presets.map((option) => (
                <option key={option.id} value={option.id}>
                  {t(option.labelKey)}
                </option>
              ))}
              <option value={customPreset}>{t('account:list.customRange')}</option>
            </select>
          </div>
        ) : null}
        {spec.fields.map((field) => {
          // A fixed filter is the list's, not the customer's: it is applied, not offered.
          if (fixedValue(field) !== undefined) return null;
          const fieldId = `${id}-${field.name}`;
          const error = errors[field.name];
          const formatId = `${fieldId}-format`;
          const common = {
            id: fieldId,
            name: field.name,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': [error ? `${fieldId}-error` : null, field.type === 'date' ? formatId : null].filter(Boolean).join(' ') || undefined,
          } as const;
          const change = (value: string) => {
            setTyped((all) => ({ ...all, [field.name]: value }));
            if (field.type === 'date') setChosen(customPreset);
          };
          return (
            <div key={field.name} className="field">
              <label htmlFor={fieldId}>{t(field.labelKey)}</label>
              {field.type === 'select' ? (
                <select {...common} value={typed[field.name] ?? ''} onChange={(event) => change(event.target.value)}>
                  <option value="">{t('account:list.any')}</option>
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {t(option.labelKey)}
                    </option>
                  ))}
                </select>
              ) : field.type === 'date' ? (
                // DD/MM/YYYY whatever the browser's locale, as the date of birth (issue 13); kept as YYYY-MM-DD.
                <>
                  <input {...common} type="text" inputMode="numeric" value={showDateInput(typed[field.name] ?? '')} onChange={(event) => change(readDateInput(event.target.value))} />
                  <p id={formatId} className="field__hint">
                    {t('field.dateFormat')}
                  </p>
                </>
              ) : (
                <input {...common} type="search" value={typed[field.name] ?? ''} onChange={(event) => change(event.target.value)} />
              )}
              {error ? (
                <p id={`${fieldId}-error`} className="field__error">
                  {t(error)}
                </p>
              ) : null}
            </div>
          );
        })}
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
  }, [spec, today, t, id, typed, chosen, errors, phone, closeSheet]);
  if (!phone) return form;

  const dates = spec.fields.filter((field) => field.type === 'date');
  const presetLabel = spec.presets?.find((option) => option.id === preset)?.labelKey;
  const [from, to] = dates.map((field) => showDateInput(values[field.name] ?? ''));
  const period = presetLabel ? t(presetLabel) : from && to ? t('account:list.periodRange', { from, to }) : null;
  const appliedCount = spec.fields.filter((field) => field.type !== 'date' && fixedValue(field) === undefined && (values[field.name] ?? '') !== '').length;
  return (
    <div className="filters-toggle">
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
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
