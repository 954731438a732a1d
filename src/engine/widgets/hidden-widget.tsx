import type { WidgetProps } from '@rjsf/utils';
import type { FormContext, FormValues, Schema } from '../theme/form-types';

/** A value the form carries but the customer does not type (how they logged in, which decides a field shown); nothing on screen. */
export function HiddenWidget({ id, value }: WidgetProps<FormValues, Schema, FormContext>) {
  return <input type="hidden" id={id} value={typeof value === 'string' ? value : ''} />;
}
