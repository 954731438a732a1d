import { useTranslation } from '@/engine/i18n/use-translation';
import { fieldAria } from './field-aria';
import type { InputWidgetProps } from './input-widget-props';

/** ui:options.link: a page the consent refers to (the terms), opened beside the form so nothing typed is left. */
function linkOf(options: InputWidgetProps['options']): { readonly to: string; readonly labelKey: string } | null {
  const link: unknown = options['link'];
  if (typeof link !== 'object' || link === null) return null;
  const { to, labelKey } = link as Record<string, unknown>;
  return typeof to === 'string' && typeof labelKey === 'string' ? { to, labelKey } : null;
}

/** A consent or a yes/no answer: the box with its label beside it, as people expect to click either. */
export function CheckboxWidget({ id, value, label, required, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus }: InputWidgetProps) {
  const { t } = useTranslation();
  const link = linkOf(options);
  // ui:options.hintKey: one line that says what the answer means ("politically exposed person").
  const hintKey = typeof options['hintKey'] === 'string' ? options['hintKey'] : null;
  const hintId = `${id}__hint`;
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
        {...fieldAria(id, rawErrors, hintKey ? hintId : undefined)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="checkbox__label">
          {t(label)}
        </label>
        {hintKey ? (
          <p id={hintId} className="checkbox__hint">
            {t(hintKey)}
          </p>
        ) : null}
        {link ? (
          <a className="checkbox__link" href={link.to} target="_blank" rel="noopener">
            {t(link.labelKey)}
          </a>
        ) : null}
      </div>
    </div>
  );
}
