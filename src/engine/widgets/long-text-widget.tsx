import type { ChangeEvent } from 'react';
import { controlProps } from './control-props';
import type { InputWidgetProps } from './input-widget-props';

/**
 * A comment of several lines (a dispute, a service request): a <textarea> with the same label,
 * error and description wiring as every input, sized by the uiSchema's "rows" (3 unless told).
 * What the customer types is kept as typed; the schema's maxLength is the form's rule to state,
 * so the browser does not cut a paste short without saying so.
 */
export function LongTextWidget(widget: InputWidgetProps) {
  const { autofocus, onChange, options } = widget;
  const value = widget.value as unknown;
  const rows = typeof options['rows'] === 'number' ? options['rows'] : 3;

  return (
    <div className="input">
      <textarea
        {...controlProps(widget)}
        className="input__control input__control--long"
        rows={rows}
        value={typeof value === 'string' ? value : ''}
        autoFocus={autofocus}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      />
    </div>
  );
}
