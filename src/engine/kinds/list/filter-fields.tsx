import { memo, type Dispatch } from 'react';
import { readDateInput, showDateInput } from '@/core/format/date-input';
import type { FilterFormAction, FilterFormState } from '@/core/screens/filter-form';
import type { FilterField, FilterSpec } from '@/core/screens/screen-definition';
import { customPreset, fixedValue } from '@/core/screens/url-filters';
import { useRememberedTranslation } from '../remembered-translations';

export interface FilterFieldsProps {
  readonly spec: FilterSpec;
  readonly state: FilterFormState;
  readonly today: string;
  /** The form's id: each field's is made from it. */
  readonly id: string;
  readonly dispatch: Dispatch<FilterFormAction>;
}

/**
 * The period and the fields of a list's filters, as the form state holds them. Drawn again only
 * when that state changes: a sheet closing after Apply leaves them as they are.
 */
export const FilterFields = memo(function FilterFields({ spec, state, today, id, dispatch }: FilterFieldsProps) {
  const t = useRememberedTranslation();
  return (
    <>
      {spec.presets && spec.presets.length > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-preset`}>{t('account:list.period')}</label>
          <select id={`${id}-preset`} name="preset" value={state.chosen ?? customPreset} onChange={(event) => dispatch({ type: 'choose', preset: event.target.value, spec, today })}>
            {spec.presets.map((option) => (
              <option key={option.id} value={option.id}>
                {t(option.labelKey)}
              </option>
            ))}
            <option value={customPreset}>{t('account:list.customRange')}</option>
          </select>
        </div>
      ) : null}
      {/* A fixed filter is the list's, not the customer's: it is applied, not offered. */}
      {spec.fields.map((field) => (fixedValue(field) === undefined ? <FilterInput key={field.name} field={field} id={`${id}-${field.name}`} value={state.typed[field.name] ?? ''} error={state.errors[field.name]} dispatch={dispatch} /> : null))}
    </>
  );
});

interface FilterInputProps {
  readonly field: FilterField;
  readonly id: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly dispatch: Dispatch<FilterFormAction>;
}

/** One filter: a choice, a date typed DD/MM/YYYY, or a search; its error said on it. */
function FilterInput({ field, id, value, error, dispatch }: FilterInputProps) {
  const t = useRememberedTranslation();
  const formatId = `${id}-format`;
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? `${id}-error` : null, field.type === 'date' ? formatId : null].filter(Boolean).join(' ') || undefined,
  } as const;
  const change = (typed: string) => dispatch({ type: 'type', field, value: typed });
  return (
    <div className="field">
      <label htmlFor={id}>{t(field.labelKey)}</label>
      {field.type === 'select' ? (
        <select {...common} value={value} onChange={(event) => change(event.target.value)}>
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
          <input {...common} type="text" inputMode="numeric" value={showDateInput(value)} onChange={(event) => change(readDateInput(event.target.value))} />
          <p id={formatId} className="field__hint">
            {t('field.dateFormat')}
          </p>
        </>
      ) : (
        <input {...common} type="search" value={value} onChange={(event) => change(event.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
