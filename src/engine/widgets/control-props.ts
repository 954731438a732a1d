import type { FocusEvent } from 'react';
import { fieldAria, hintId } from './field-aria';
import type { InputWidgetProps } from './input-widget-props';

/**
 * What every text input and list of a form carries: its name and label association by id, whether
 * it is required or disabled, the autocomplete the uiSchema gives, what it says to assistive
 * technology (fieldAria), and focus and blur reported to RJSF with the value shown.
 */
export function controlProps(widget: InputWidgetProps, describedBy?: string) {
  const { id, required, disabled, readonly, rawErrors, options, onBlur, onFocus } = widget;
  // A hint the step puts under the field (FieldTemplate draws it) describes it too.
  const hinted = widget.registry.formContext.hints?.[id] === undefined ? describedBy : [describedBy, hintId(id)].filter(Boolean).join(' ');
  return {
    id,
    name: id,
    required,
    disabled: disabled || readonly,
    autoComplete: typeof options['autocomplete'] === 'string' ? options['autocomplete'] : undefined,
    ...fieldAria(id, rawErrors, hinted),
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onBlur(id, event.target.value),
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onFocus(id, event.target.value),
  };
}
