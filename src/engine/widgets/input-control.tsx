import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import type { InputWidgetProps } from './input-widget-props';
import { controlProps } from './control-props';


export interface InputControlProps {
  readonly widget: InputWidgetProps;
  readonly type?: InputHTMLAttributes<HTMLInputElement>['type'];
  readonly inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /**
   * Rewrites what the customer typed or pasted before it is kept (digits only, upper case, at most
   * so many). No maxLength: the browser would cut a pasted "123 456" before the spaces are dropped.
   */
  readonly normalise?: (typed: string) => string;
  /** Hears the text exactly as typed, before it is normalised (the amount widget shows it back as typed). */
  readonly onTyped?: (typed: string) => void;
  /** How the kept value is shown (Aadhaar in groups of four); the kept value stays as normalised. */
  readonly format?: (kept: string) => string;
  readonly min?: string;
  /** Another element that describes the field at all times (the password policy). */
  readonly describedBy?: string;
  readonly max?: string;
  readonly before?: ReactNode;
  readonly after?: ReactNode;
}

/**
 * The one <input> every text-like widget renders: label association by id, aria-invalid and
 * aria-describedby pointing at the field's error, autocomplete from the uiSchema, and paste
 * and autofill left alone.
 */
export function InputControl({ widget, type = 'text', inputMode, normalise, onTyped, format, min, max, describedBy, before, after }: InputControlProps) {
  const { autofocus, onChange, options } = widget;
  const value = widget.value as unknown;
  const kept = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const text = format ? format(kept) : kept;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onTyped?.(event.target.value);
    const typed = normalise ? normalise(event.target.value) : event.target.value;
    onChange(typed === '' ? options.emptyValue : typed);
  };
  return (
    <div className="input">
      {before}
      <input {...controlProps(widget, describedBy)} className="input__control" type={type} inputMode={inputMode} min={min} max={max} value={text} autoFocus={autofocus} onChange={handleChange} />
      {after}
    </div>
  );
}
