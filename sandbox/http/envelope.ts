import en from '../../locales/en/portal.json';
import { catalogueEntry } from '../../src/core/config/catalogue';
import { catalogues } from '../../src/core/config/catalogues';
import { messageDefaults } from '../../src/core/config/message-defaults';

/** Code of a successful answer. */
export const successCode = '00';

/** The English text of a translation key (the spec's words), with limits filled in, as the sandbox's messages. */
export function textOf(key: string): string | undefined {
  const defaults = messageDefaults();
  return rawText(key)?.replace(/\{\{(\w+)\}\}/g, (all, name: string) => String(defaults[name] ?? all));
}

function rawText(key: string): string | undefined {
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
  return { code, message: (key && textOf(key)) ?? fallbackMessage };
}
