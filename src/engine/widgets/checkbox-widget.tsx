import { useTranslation } from 'react-i18next';
import { fieldAria } from './field-aria';
import type { InputWidgetProps } from './input-control';

/** A consent or a yes/no answer: the box with its label beside it, as people expect to click either. */
export function CheckboxWidget({ id, value, label, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus }: InputWidgetProps) {
  const { t } = useTranslation();
  return (
    <div className="checkbox">
      <input
        id={id}
        name={id}
        type="checkbox"
        className="checkbox__box"
        checked={value === true}
        aria-required={required}
        disabled={disabled || readonly}
        {...fieldAria(id, rawErrors)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <label htmlFor={id} className="checkbox__label">
        {t(label)}
      </label>
    </div>
  );
}
