import { errorId, type FieldErrorProps } from '@rjsf/utils';
import type { FormContext, FormValues, Schema } from './form-types';

/** A field's errors, already translated by the form; the widget points at this id. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps<FormValues, Schema, FormContext>) {
  const shown = (errors ?? []).filter((error) => error !== '');
  if (shown.length === 0) return null;
  return (
    <p id={errorId(fieldPathId)} className="field__error">
      {shown.map((error, index) => (
        <span key={index}>{error} </span>
      ))}
    </p>
  );
}
