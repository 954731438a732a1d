import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/** Every string of a JSON document, keys left out. */
function stringsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(stringsOf);
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(stringsOf);
  return [];
}

/**
 * The words of texts in the Latin script, lower-cased, of three letters or more; placeholders,
 * e-mail addresses, web addresses and codes of letters and digits left out (an address is a name,
 * whatever its words; a reference such as SRNVN0OFF0ROBN4 is no English "off").
 */
export function wordsOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    const plain = text
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .replace(/\S+@\S+|\w+:\/\/\S+/g, ' ')
      .replace(/[\p{L}\p{N}_]*\p{N}[\p{L}\p{N}_]*/gu, ' ')
      .toLowerCase();
    for (const word of plain.match(/[a-z\u00c0-\u024f]{3,}/g) ?? []) words.add(word);
  }
  return words;
}

/** The words of a language's texts (every file of locales/<language>/). */
function wordsOfLanguage(language: string): Set<string> {
  const folder = join(root, 'locales', language);
  return wordsOf(readdirSync(folder).filter((file) => file.endsWith('.json')).flatMap((file) => stringsOf(JSON.parse(readFileSync(join(folder, file), 'utf8')))));
}

/**
 * Words of the sandbox's data, which a page shows as they were written in any language: the names
 * of customers and payees, an old provider's own descriptions, addresses, the issuer's name.
 */
const seed = JSON.parse(readFileSync(join(root, 'sandbox/db/seed.json'), 'utf8')) as { readonly customers: unknown };
const limits = JSON.parse(readFileSync(join(root, 'rules/limits.json'), 'utf8')) as { readonly limits: Readonly<Record<string, { readonly value: unknown }>> };
const dataWords = wordsOf([...stringsOf(seed.customers), ...Object.values(limits.limits).flatMap((entry) => stringsOf(entry.value))]);

const english = wordsOfLanguage('en');
const portalLanguages = readdirSync(join(root, 'locales'));
const byLanguage = new Map<string, Set<string>>();

/**
 * The English words a page in another language shows (issue 35 item 8): words of the English texts
 * that the language's own texts never use ("Success", "Transfer"), so neither a word both share
 * ("Date", "Code", a language's name), nor a name, a reference or a brand of the data is one.
 */
export function englishWordsIn(language: string, shown: string): string[] {
  // A document of no language of the portal's (an answer of the API opened as a page) is not one of its pages.
  if (language === 'en' || !portalLanguages.includes(language)) return [];
  let own = byLanguage.get(language);
  if (!own) byLanguage.set(language, (own = wordsOfLanguage(language)));
  const known = own;
  return [...wordsOf([shown])].filter((word) => english.has(word) && !known.has(word) && !dataWords.has(word));
}
