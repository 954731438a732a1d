import type { ToastKind } from '../effects/effect';

/** One row of a catalogue in rules/catalogues/: a code and what it means. */
export interface CatalogueEntry {
  readonly code: string;
  readonly messageKey?: string;
  /** The message instead, when the answer says how long to wait (retryAfterSeconds): the same words, with the wait (issue 55 item 2). */
  readonly waitMessageKey?: string;
  readonly kind?: ToastKind;
  readonly effect?: string;
  readonly value?: string;
  readonly contexts?: readonly string[];
  readonly also?: readonly string[];
  /** The first digits of the PIN codes of a place (indian-states). */
  readonly pinPrefixes?: readonly string[];
  /** What a money movement answered with this code becomes (cashout-codes): done, waiting for the bank, or not done. */
  readonly outcome?: 'success' | 'pending' | 'failed';
}

export interface CatalogueFile {
  readonly catalogue: string;
  readonly version: number;
  /** The key of an entry without a messageKey of its own: this prefix and its code ("places:state." + "Goa"). */
  readonly messageKeyPrefix?: string;
  readonly entries: readonly CatalogueEntry[];
}

/** Finds the entry for a code, or undefined when the catalogue does not list it. */
export function catalogueEntry(file: CatalogueFile, code: string): CatalogueEntry | undefined {
  return file.entries.find((entry) => entry.code === code);
}

/** The entry for a code, or the catalogue's "default" row when it has one (spec §8: "others give…"). */
export function catalogueEntryOrDefault(file: CatalogueFile, code: string): CatalogueEntry | undefined {
  return catalogueEntry(file, code) ?? catalogueEntry(file, 'default');
}
