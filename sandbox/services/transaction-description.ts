import { catalogueEntry } from '../../src/core/config/catalogue';
import { catalogues } from '../../src/core/config/catalogues';
import { formatValue } from '../../src/core/format/format-value';
import { textIn, type DocumentLanguage } from '../http/envelope';
import type { StatementRow } from './ledger';

/** A row's description: its code and values, and its English words for the API's description. */
export type Described = Pick<StatementRow, 'description' | 'descriptionCode' | 'descriptionValues'>;

function keyOf(code: string): string {
  const key = catalogueEntry(catalogues.transactionDescriptions, code)?.messageKey;
  if (!key) throw new Error(`rules/catalogues/transaction-descriptions.json has no code ${code}`);
  return key;
}

/** A description of rules/catalogues/transaction-descriptions.json (issue 35 item 8), with the values its words name. */
export function described(code: string, values?: Readonly<Record<string, string>>): Described {
  return { description: textIn('en', keyOf(code), values), descriptionCode: code, ...(values ? { descriptionValues: values } : {}) };
}

/**
 * A code of a catalogue worded in a language with its values (a transaction's description, a
 * state), or its text as written where the catalogue lacks it: the portal's "described" format,
 * written by the server (the statement).
 */
export function describedIn(language: DocumentLanguage, catalogue: string, value: { readonly code?: string | undefined; readonly values?: Readonly<Record<string, string>> | undefined; readonly text: string }): string {
  const shown = formatValue('described', value, { today: '', catalogue });
  if (shown === null) return '';
  return 'text' in shown ? shown.text : textIn(language, shown.messageKey, shown.values);
}
