import { catalogueEntry } from '../config/catalogue';
import { catalogueNamed } from '../config/catalogues';
import { limit, type LimitName } from '../config/limits';
import type { MessageRef } from '../effects/effect';
import { resolveTemplate, type TemplateScope } from '../flow/resolve-template';
import { rupeesToPaise } from '../money/rupees-to-paise';
import { asText } from '../text/as-text';
import { isAtLeastAge } from './is-at-least-age';

/**
 * Checks a JSON Schema cannot say, named in a form's "checks": a date of birth old enough
 * (limit minimumAgeYears), a field that must equal another (confirm password) or differ from it
 * (a new password and the current one), a date not
 * after another (From date and To date), a PIN code that begins as the PIN codes of the state
 * chosen (a catalogue's pinPrefixes; a state it lists without them is not checked), an amount in
 * rupees at least a limit in paise (the minimum load) and at most a value the screen knows in paise
 * (the room left under the KYC cap, =loaded…), a word typed as the customer's language writes it
 * (typedText: the closure's confirmation), a limit not below another (notBelow: a monthly limit and
 * its daily one, amounts or counts; either empty or 0 is no limit, spec §5). A check's message may name values, as templates.
 */
export type FormCheck =
  | { readonly field: string; readonly check: 'minimumAge'; readonly limit: LimitName; readonly messageKey: string }
  | { readonly field: string; readonly check: 'sameAs'; readonly other: string; readonly messageKey: string }
  | { readonly field: string; readonly check: 'differsFrom'; readonly other: string; readonly messageKey: string }
  | { readonly field: string; readonly check: 'notAfter'; readonly other: string; readonly messageKey: string }
  | { readonly field: string; readonly check: 'pincodeInState'; readonly other: string; readonly catalogue: string; readonly messageKey: string }
  | { readonly field: string; readonly check: 'amountAtLeast'; readonly limit: LimitName; readonly messageKey: string }
  | { readonly field: string; readonly check: 'amountAtMost'; readonly value: unknown; readonly messageKey: string; readonly values?: Readonly<Record<string, unknown>> }
  | { readonly field: string; readonly check: 'typedText'; readonly textKey: string; readonly messageKey: string }
  | { readonly field: string; readonly check: 'notBelow'; readonly other: string; readonly messageKey: string };

export const formCheckNames: readonly FormCheck['check'][] = ['minimumAge', 'sameAs', 'differsFrom', 'notAfter', 'pincodeInState', 'amountAtLeast', 'amountAtMost', 'typedText', 'notBelow'];

/** A text of the customer's language by its key (the word that confirms a closure). */
export type TextOf = (key: string) => string;

/** Whether a PIN code may be of a place: it begins with one of the place's prefixes, or the catalogue gives none. */
function isPincodeOf(pincode: string, catalogue: string, place: unknown): boolean {
  const file = catalogueNamed(catalogue);
  const prefixes = file && typeof place === 'string' ? catalogueEntry(file, place)?.pinPrefixes : undefined;
  return !prefixes || prefixes.some((prefix) => pincode.startsWith(prefix));
}

/** An amount typed in rupees against a bound in paise; one not typed as an amount is the schema's to name. */
function amountWithin(typed: unknown, bound: unknown, within: (paise: number, bound: number) => boolean): boolean {
  const paise = rupeesToPaise(asText(typed));
  return paise === null || typeof bound !== 'number' || within(paise, bound);
}

function passes(rule: FormCheck, value: unknown, values: Readonly<Record<string, unknown>>, today: Date, scope: TemplateScope, textOf?: TextOf): boolean {
  switch (rule.check) {
    case 'minimumAge':
      return isAtLeastAge(asText(value), Number(limit(rule.limit)), today);
    case 'sameAs':
      return value === values[rule.other];
    case 'differsFrom':
      return value !== values[rule.other];
    case 'notAfter':
      return values[rule.other] === undefined || asText(value) <= asText(values[rule.other]);
    case 'pincodeInState':
      return isPincodeOf(asText(value), rule.catalogue, values[rule.other]);
    case 'amountAtLeast':
      return amountWithin(value, limit(rule.limit), (paise, bound) => paise >= bound);
    case 'amountAtMost':
      return amountWithin(value, resolveTemplate(rule.value, scope), (paise, bound) => paise <= bound);
    case 'notBelow': {
      // Both read alike, as rupees in paise (a count of 5 is 500): only their order matters. 0 or empty is no limit.
      const own = rupeesToPaise(asText(value));
      const other = rupeesToPaise(asText(values[rule.other]));
      return own === null || other === null || own === 0 || other === 0 || own >= other;
    }
    case 'typedText':
      // The word the customer is asked to type, in their language, whatever its case; without the texts there is nothing to compare.
      return textOf === undefined || asText(value).trim().toLocaleUpperCase() === textOf(rule.textKey).trim().toLocaleUpperCase();
  }
}

/** A check's message, with the values it names resolved in the scope (numbers and text only). */
function messageOf(rule: FormCheck, scope: TemplateScope): MessageRef {
  if (rule.check !== 'amountAtMost' || !rule.values) return { messageKey: rule.messageKey };
  const values = Object.fromEntries(
    Object.entries(rule.values).flatMap(([name, template]) => {
      const resolved = resolveTemplate(template, scope);
      return typeof resolved === 'number' || typeof resolved === 'string' ? [[name, resolved] as const] : [];
    }),
  );
  return { messageKey: rule.messageKey, values };
}

/**
 * The checks that fail for these values: field -> its message. Empty fields are left to
 * "required". The scope is what the screen knows besides the form (=loaded, =state, =limit).
 */
export function failedChecks(checks: readonly FormCheck[], values: Readonly<Record<string, unknown>>, today: Date, scope: TemplateScope = {}, textOf?: TextOf): Record<string, MessageRef> {
  const failed: Record<string, MessageRef> = {};
  for (const rule of checks) {
    const value = values[rule.field];
    if (value === undefined || value === '') continue;
    if (!passes(rule, value, values, today, scope, textOf) && !(rule.field in failed)) failed[rule.field] = messageOf(rule, scope);
  }
  return failed;
}
