/**
 * What a reviewer reads in policy:diff, policy:replay and the staff console (issue 57 point 5): a
 * message as the customer reads it, its limits filled in (money in rupees, hours in words), never
 * with raw {{…}} placeholders; and a decision's outcome in words, never as JSON.
 */
import type { Effect } from '../src/core/effects/effect';
import { hoursWordsOf, weeklyHoursWords, type HoursTexts } from '../src/core/format/weekday-words';
import { limitsInMessagesOf } from '../src/core/config/limits-in-messages-of';
import { formatMoney } from '../src/core/money/format-money';
import { showText } from '../src/core/text/show-text';
import { valueAtKey } from './locale-keys';
import type { MoneyFormat } from './shown-limit';

type Json = Record<string, unknown>;

/** English texts of a set of config files, with their limits and money, for reading messages. */
export interface PolicyReader {
  readonly limits: Readonly<Record<string, { readonly value: unknown; readonly unit?: string }>>;
  readonly money: MoneyFormat;
  /** The English text of a key ("account:transfer.overOneTimeCap", "coolingOffMessage"), as written. */
  readonly text: (key: string) => string | undefined;
  /** English's texts for writing hours (format.* of locales/en/portal.json), where the files have them. */
  readonly hours?: HoursTexts | undefined;
}

/** A text with the limits it names filled in and the texts it nests put in, as the portal shows them; a value only known when it is shown stays as ‹name›. */
export function filledText(text: string, reader: PolicyReader): string {
  const english = reader.hours;
  const formats = new Map<string, (value: unknown) => string>([
    ['money', (value) => (typeof value === 'number' ? formatMoney(value, reader.money.locale, reader.money.currency) : String(value))],
    ['weeklyHours', (value) => (typeof value === 'string' && english ? weeklyHoursWords(value, reader.money.locale, hoursWordsOf(english)) : String(value))],
  ]);
  const values = Object.fromEntries(Object.entries(reader.limits).map(([name, limit]) => [name, limit.value]));
  const filled = showText(text, { language: 'en', lookup: reader.text, defaultVariables: limitsInMessagesOf(values), formats });
  return filled.replace(/\{\{\s*([^,}]+?)\s*(?:,[^}]*)?\}\}/g, '‹$1›');
}

/** The English format texts for hours in a set of config files, when the files have them. */
export function hoursTextsOf(files: ReadonlyMap<string, unknown>): HoursTexts | undefined {
  const portal = files.get('locales/en/portal.json');
  const [dayRange, dayHours, hoursSeparator] = ['dayRange', 'dayHours', 'hoursSeparator'].map((key) => valueAtKey(portal, `format.${key}`));
  return typeof dayRange === 'string' && typeof dayHours === 'string' && typeof hoursSeparator === 'string' ? { dayRange, dayHours, hoursSeparator } : undefined;
}

/** A message key as the customer reads it, in quotes; the key itself when no English text has it. */
export function messageWords(key: string, reader: PolicyReader): string {
  const text = reader.text(key);
  return text === undefined ? key : `«${filledText(text, reader)}»`;
}

/** A decision's effects as a reviewer reads them: "allowed", "refused «…»", "field amount refused «…»", or what the portal does. */
export function effectsWords(effects: readonly Effect[], reader: PolicyReader): string {
  if (effects.length === 0) return 'nothing';
  return effects
    .map((effect) => {
      const said = effect as Json;
      if (effect.type === 'allow') return 'allowed';
      if (effect.type === 'deny') return `refused ${messageWords(effect.messageKey, reader)}`;
      if (effect.type === 'fieldErrors') return Object.entries(effect.fields).map(([field, key]) => `field ${field} refused ${messageWords(key, reader)}`).join(', ');
      const message = typeof said['messageKey'] === 'string' ? ` ${messageWords(said['messageKey'], reader)}` : '';
      const target = typeof said['to'] === 'string' ? ` to ${said['to']}` : typeof said['id'] === 'string' ? ` ${said['id']}` : '';
      return `${effect.type}${target}${message}`;
    })
    .join('; ');
}
