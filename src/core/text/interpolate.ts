import { readPath } from '../flow/read-path';
import type { ValueFormat } from './text-instance';

/** A value as text: null as nothing; an object (no text passes one) as its JSON rather than "[object Object]". */
function shown(value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/**
 * A text of locales/ with its placeholders filled, as i18next fills them (the portal's texts are in
 * its format): "{{name}}" takes a value (a dotted name reads into an object), "{{name, format}}" the
 * value written by that format, one the portal does not know the value as it is; a name the values
 * lack is read from the defaults. A null value is
 * shown as nothing; a name without a value keeps its placeholder, which the config check and the
 * tests look for (a text that names a value no caller gives).
 */
export function interpolate(text: string, values: Readonly<Record<string, unknown>>, formats: ReadonlyMap<string, ValueFormat>, language: string, defaults: Readonly<Record<string, unknown>> = {}): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([^,}]+?)\s*(?:,\s*([^}]+?)\s*)?\}\}/g, (whole, name: string, formatName: string | undefined) => {
    // The caller's value first, then the defaults (the limits), read where named rather than merged at every call.
    const value = readPath((name.split('.')[0] ?? '') in values ? values : defaults, name);
    if (value === undefined) return whole;
    const format = formatName === undefined ? undefined : formats.get(formatName);
    if (format) return format(value, language);
    return shown(value);
  });
}
