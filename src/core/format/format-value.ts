import { catalogueEntry, catalogueEntryOrDefault } from '../config/catalogue';
import { catalogueNamed } from '../config/catalogues';
import type { MessageRef } from '../effects/effect';
import { asText } from '../text/as-text';
import { daysUntil, isIsoDate, monthsUntil, parseTimestamp, showDate, showDateTime, istDate } from './ist-time';
import { maskAccount } from './mask-account';
import { maskEmail, maskMobile } from './mask-contact';

/**
 * The closed table of formats a screen definition may give a value (DESIGN.md "Screen kinds").
 * A new format is a new entry here and in the meta-schemas, never a one-off in a view.
 */
export const valueFormats = ['money', 'date', 'datetime', 'status', 'described', 'masked', 'maskedMobile', 'maskedEmail', 'text', 'identifier', 'validity'] as const;
export type ValueFormat = (typeof valueFormats)[number];

export interface FormatOptions {
  /** For "status" and "described": the catalogue (by its name in catalogues.ts) that names each code. */
  readonly catalogue?: string;
  /** Today's date in India, YYYY-MM-DD, for "validity". */
  readonly today: string;
}

/**
 * A shown value: text as it is, or a translation key with its values. An identifier (a reference, a
 * request number) is text a customer reads out to support: shown whole, never broken across lines
 * (issue 55 item 12).
 */
export type Shown = { readonly text: string; readonly identifier?: true } | MessageRef;

const instantOf = (value: unknown): number | null => {
  const text = asText(value);
  if (/^\d{14}$/.test(text)) return parseTimestamp(text);
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
};

const dateOf = (value: unknown): string | null => {
  const text = asText(value);
  if (isIsoDate(text)) return text;
  const instant = instantOf(value);
  return instant === null ? null : istDate(instant);
};

/** Shows one value in a format of the closed table; null when there is nothing to show. */
export function formatValue(format: ValueFormat, value: unknown, options: FormatOptions): Shown | null {
  if (value === undefined || value === null || value === '') return null;
  switch (format) {
    case 'money':
      return typeof value === 'number' && Number.isSafeInteger(value) ? { messageKey: 'format.money', values: { amount: value } } : null;
    case 'date': {
      const date = dateOf(value);
      return date === null ? null : { text: showDate(date) };
    }
    case 'datetime': {
      const instant = instantOf(value);
      return instant === null ? null : { text: showDateTime(instant) };
    }
    case 'status': {
      const file = options.catalogue ? catalogueNamed(options.catalogue) : undefined;
      const key = file ? catalogueEntryOrDefault(file, asText(value))?.messageKey : undefined;
      return key ? { messageKey: key } : { text: asText(value) };
    }
    case 'described': {
      // {code, values, text}: a code of the catalogue worded in the customer's language with its
      // values (issue 35 item 8; the contract makes them texts); without one it knows, the text written.
      const { code, values, text } = (typeof value === 'object' ? value : { text: value }) as { code?: unknown; values?: Readonly<Record<string, string>>; text?: unknown };
      const file = options.catalogue ? catalogueNamed(options.catalogue) : undefined;
      const key = file && typeof code === 'string' ? catalogueEntry(file, code)?.messageKey : undefined;
      if (key) return { messageKey: key, values: values ?? {} };
      return text ? { text: asText(text) } : null;
    }
    case 'masked':
      return { text: maskAccount(asText(value)) };
    case 'maskedMobile':
      return { text: maskMobile(asText(value)) };
    case 'maskedEmail':
      return { text: maskEmail(asText(value)) };
    case 'text':
      return { text: asText(value) };
    case 'identifier':
      return { text: asText(value), identifier: true };
    case 'validity': {
      const date = dateOf(value);
      if (date === null) return null;
      const months = monthsUntil(options.today, date);
      if (months < 0) return { messageKey: 'format.validityEnded', values: { date: showDate(date) } };
      // Under a month, "0 months left" says nothing: the days do.
      if (months === 0) return { messageKey: 'format.validityDays', values: { date: showDate(date), count: daysUntil(options.today, date) } };
      return { messageKey: 'format.validity', values: { date: showDate(date), count: months } };
    }
  }
}
