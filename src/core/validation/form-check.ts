import { limit, type LimitName } from '../config/limits';
import { asText } from '../text/as-text';
import { isAtLeastAge } from './is-at-least-age';

/**
 * Checks a JSON Schema cannot say, named in a form's "checks": a date of birth old enough
 * (limit minimumAgeYears), a field that must equal another (confirm password), a date not
 * after another (From date and To date).
 */
export type FormCheck =
  | { readonly field: string; readonly check: 'minimumAge'; readonly limit: LimitName; readonly messageKey: string }
  | { readonly field: string; readonly check: 'sameAs'; readonly other: string; readonly messageKey: string }
  | { readonly field: string; readonly check: 'notAfter'; readonly other: string; readonly messageKey: string };

export const formCheckNames: readonly FormCheck['check'][] = ['minimumAge', 'sameAs', 'notAfter'];

/** The checks that fail for these values: field -> message key. Empty fields are left to "required". */
export function failedChecks(checks: readonly FormCheck[], values: Readonly<Record<string, unknown>>, today: Date): Record<string, string> {
  const failed: Record<string, string> = {};
  for (const rule of checks) {
    const value = values[rule.field];
    if (value === undefined || value === '') continue;
    const ok =
      rule.check === 'minimumAge'
        ? isAtLeastAge(asText(value), Number(limit(rule.limit)), today)
        : rule.check === 'sameAs'
          ? value === values[rule.other]
          : values[rule.other] === undefined || asText(value) <= asText(values[rule.other]);
    if (!ok && !(rule.field in failed)) failed[rule.field] = rule.messageKey;
  }
  return failed;
}
