import { useTranslation } from 'react-i18next';
import { catalogueEntry } from '../../core/config/catalogue';
import { catalogues } from '../../core/config/catalogues';
import { fieldAria } from './field-aria';
import type { InputWidgetProps } from './input-control';

/** The officially valid documents of spec §3, named as rules/catalogues/document-types.json says. */
export function DocumentTypeWidget({ id, value, required, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus }: InputWidgetProps) {
  const { t } = useTranslation();
  const codes = (options.enumOptions ?? []).map((option) => String(option.value));
  return (
    <select
      id={id}
      name={id}
      className="input__control input__select"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      {...fieldAria(id, rawErrors)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      <option value="">{t('field.choose')}</option>
      {codes.map((code) => (
        <option key={code} value={code}>
          {t(catalogueEntry(catalogues.documentTypes, code)?.messageKey ?? code)}
        </option>
      ))}
    </select>
  );
}
