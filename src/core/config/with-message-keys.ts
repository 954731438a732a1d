import type { CatalogueEntry, CatalogueFile } from './catalogue';

/** An entry's message key: its own, or the catalogue's prefix and its code. */
export function entryMessageKey(file: Pick<CatalogueFile, 'messageKeyPrefix'>, entry: Pick<CatalogueEntry, 'code' | 'messageKey'>): string | undefined {
  return entry.messageKey ?? (file.messageKeyPrefix === undefined ? undefined : `${file.messageKeyPrefix}${entry.code}`);
}

/**
 * The catalogues with every entry's message key written out, as they are read (the generated
 * catalogue-files.ts applies it, in the catalogues' own chunk): a catalogue of many entries worded by
 * one convention (the states, the transaction descriptions) carries the prefix once rather than a
 * key an entry.
 */
export function withMessageKeys<T extends Readonly<Record<string, CatalogueFile>>>(files: T): T {
  return Object.fromEntries(
    Object.entries(files).map(([name, file]) => [name, file.messageKeyPrefix === undefined ? file : { ...file, entries: file.entries.map((entry) => ({ ...entry, messageKey: entryMessageKey(file, entry) })) }]),
  ) as T;
}
