import en from '../../locales/en/portal.json';
import { catalogueEntry } from '../../src/core/config/catalogue';
import { catalogues } from '../../src/core/config/catalogues';

/** Code of a successful answer. */
export const successCode = '00';

function lookup(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The common envelope {code, message}. The message of a catalogued code is the spec's English
 * text from locales/en, so the sandbox and the portal can never disagree on it.
 */
export function envelope(code: string, fallbackMessage = 'Success'): { code: string; message: string } {
  const key = catalogueEntry(catalogues.responseCodes, code)?.messageKey;
  return { code, message: (key && lookup(key)) ?? fallbackMessage };
}
