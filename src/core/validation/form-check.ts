import { catalogueEntry } from '../config/catalogue';
import { catalogueNamed } from '../config/catalogues';
import { limit, type LimitName } from '../config/limits';
import { asText } from '../text/as-text';
import { isAtLeastAge } from './is-at-least-age';

/**
 * Checks a JSON Schema cannot say, named in a form's "checks": a date of birth old enough
 * (limit minimumAgeYears), a field that must equal another (confirm password), a date not
 * after another (From date and To date), a PIN code that begins as the PIN codes of the state
 * chosen (a catalogue's pinPrefixes; a state it lists without them is not checked).
 */
export type FormCheck =
  | { readonly field: string; readonly check: 'minimumAge'; readonly limit: LimitName; readonly messageKey: string }
  | { readonly field: string; readonly check: 'sameAs'; readonly other: string; readonly messageKey: string }
  | { readonly field: string; readonly check: 'notAfter'; readonly other: string; readonly messageKey: string }
  | { readonly field: string; readonly check: 'pincodeInState'; readonly other: string; readonly catalogue: string; readonly messageKey: string };

export const formCheckNames: readonly FormCheck['check'][] = ['minimumAge', 'sameAs', 'notAfter', 'pincodeInState'];

/** Whether a PIN code may be of a place: it begins with one of the place's prefixes, or the catalogue gives none. */
function isPincodeOf(pincode: string, catalogue: string, place: unknown): boolean {
  const file = catalogueNamed(catalogue);
  const prefixes = file && typeof place === 'string' ? catalogueEntry(file, place)?.pinPrefixes : undefined;
  return !prefixes || prefixes.some((prefix) => pincode.startsWith(prefix));
}

function passes(rule: FormCheck, value: unknown, values: Readonly<Record<string, unknown>>, today: Date): boolean {
  switch (rule.check) {
    case 'minimumAge':
      return isAtLeastAge(asText(value), Number(limit(rule.limit)), today);
    case 'sameAs':
      return value === values[rule.other];
    case 'notAfter':
      return values[rule.other] === undefined || asText(value) <= asText(values[rule.other]);
    case 'pincodeInState':
      return isPincodeOf(asText(value), rule.catalogue, values[rule.other]);
  }
}

/** The checks that fail for these values: field -> message key. Empty fields are left to "required". */
export function failedChecks(checks: readonly FormCheck[], values: Readonly<Record<string, unknown>>, today: Date): Record<string, string> {
  const failed: Record<string, string> = {};
  for (const rule of checks) {
    const value = values[rule.field];
    if (value === undefined || value === '') continue;
    if (!passes(rule, value, values, today) && !(rule.field in failed)) failed[rule.field] = rule.messageKey;
  }
  return failed;
}
