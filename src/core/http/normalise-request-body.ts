import { limit } from '../config/limits';

export interface BodyFieldRules {
  /** Dotted paths of mobile numbers: sent with the country prefix. None: absent. */
  readonly mobileFields?: readonly string[];
  /** Dotted paths of text sent exactly as typed (passwords). None: absent. */
  readonly asTypedFields?: readonly string[];
}

const nationalMobile = /^[0-9]{10}$/;

/**
 * Spec §5 on the way out: every text is trimmed, except what must be sent as typed; a 10-digit
 * mobile number gets the prefix 91. Paths come from the contract, so no screen has to remember.
 */
export function normaliseRequestBody(body: unknown, rules: BodyFieldRules, path = ''): unknown {
  if (typeof body === 'string') {
    if (rules.asTypedFields?.includes(path)) return body;
    const trimmed = body.trim();
    return rules.mobileFields?.includes(path) && nationalMobile.test(trimmed) ? `${limit('countryCodePrefix')}${trimmed}` : trimmed;
  }
  if (Array.isArray(body)) return body.map((item) => normaliseRequestBody(item, rules, path));
  if (typeof body === 'object' && body !== null) {
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, normaliseRequestBody(value, rules, path ? `${path}.${key}` : key)]),
    );
  }
  return body;
}
