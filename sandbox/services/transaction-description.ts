import { catalogueEntry } from '../../src/core/config/catalogue';
import { catalogues } from '../../src/core/config/catalogues';
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

/** A row's description in a language: its code's words there, or as it was written (an old provider's own words). */
export function descriptionIn(language: DocumentLanguage, row: Described): string {
  const key = row.descriptionCode ? catalogueEntry(catalogues.transactionDescriptions, row.descriptionCode)?.messageKey : undefined;
  return key ? textIn(language, key, row.descriptionValues) : row.description;
}
