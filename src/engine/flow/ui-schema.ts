import type { FormValues } from '../theme/form-types';
import { carriedWidgets, secretWidgets } from '../widgets/widget-names';

type UiSchema = Readonly<Record<string, unknown>>;

function uiEntries(uiSchema: UiSchema): [string, Readonly<Record<string, unknown>>][] {
  return Object.entries(uiSchema).flatMap(([field, ui]) => (typeof ui === 'object' && ui !== null ? [[field, ui as Record<string, unknown>]] : []));
}

/** One of a field's ui:options (its widget's button, whether it carries), if it has it. */
function optionOf(ui: Readonly<Record<string, unknown>>, name: string): unknown {
  const options = ui['ui:options'];
  return typeof options === 'object' && options !== null ? (options as Record<string, unknown>)[name] : undefined;
}

/** What may be kept between reloads of what was typed: everything but passwords and OTPs. */
export function withoutSecrets(uiSchema: UiSchema, values: FormValues): FormValues {
  const secret = new Set(uiEntries(uiSchema).flatMap(([field, ui]) => (typeof ui['ui:widget'] === 'string' && secretWidgets.has(ui['ui:widget']) ? [field] : [])));
  return Object.fromEntries(Object.entries(values).filter(([field]) => !secret.has(field)));
}

/** Buttons a widget shows itself (the OTP's resend), named in its ui:options.button. */
export function widgetButtons(uiSchema: UiSchema): ReadonlySet<string> {
  return new Set(
    uiEntries(uiSchema).flatMap(([, ui]) => {
      const button = optionOf(ui, 'button');
      return typeof button === 'string' ? [button] : [];
    }),
  );
}

/**
 * The fields of a form whose value carries between journeys, each with its widget: the customer's
 * own mobile number. A field of that widget for someone else's number (a friend's, the new number
 * of a change) says "carry": false in its ui:options: it must never be filled with the customer's.
 */
export function carriedFields(uiSchema: UiSchema): [string, string][] {
  return uiEntries(uiSchema).flatMap(([field, ui]) =>
    typeof ui['ui:widget'] === 'string' && carriedWidgets.has(ui['ui:widget']) && optionOf(ui, 'carry') !== false ? [[field, ui['ui:widget']] as [string, string]] : [],
  );
}

/** The uiSchema with these fields shown but closed to change (ui:readonly); the same object when there are none. */
export function withReadonly(uiSchema: UiSchema, fields: readonly string[]): UiSchema {
  if (fields.length === 0) return uiSchema;
  const closed = Object.fromEntries(fields.map((field) => {
    const ui = uiSchema[field];
    return [field, { ...(typeof ui === 'object' && ui !== null ? ui : {}), 'ui:readonly': true }];
  }));
  return { ...uiSchema, ...closed };
}
