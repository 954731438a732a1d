import type { FieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from '@/engine/i18n/use-translation';
import { hintId } from '../widgets/field-aria';
import type { FormContext, FormValues, Schema } from './form-types';

/** A field: its translated label, the widget, and its errors below. */
export function FieldTemplate(props: FieldTemplateProps<FormValues, Schema, FormContext>) {
  const { id, label, children, errors, rawErrors, hidden, required, readonly, displayLabel, registry } = props;
  const hint = registry.formContext.hints?.[id];
  const { t } = useTranslation();
  if (hidden) return <div hidden>{children}</div>;
  const invalid = (rawErrors ?? []).length > 0;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      {displayLabel && label ? (
        <label className="field__label" htmlFor={id}>
          {t(label)}
          {/* A field shown filled and closed (the bank an IFSC names) is not one the customer must fill (issue 55 item 7). */}
          {required && !readonly ? <span aria-hidden="true"> *</span> : null}
        </label>
      ) : null}
      {children}
      {hint === undefined ? null : (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      {errors}
    </div>
  );
}
