import texts from '../locales/en.json';
import { fillPlaceholders } from '../../src/core/text/fill-placeholders';

type Texts = typeof texts;
export type TextKey = { [G in keyof Texts]: `${G & string}.${keyof Texts[G] & string}` }[keyof Texts];

/** A text of the console (staff/locales/en.json), its placeholders filled. */
export function t(key: TextKey, values: Readonly<Record<string, string | number>> = {}): string {
  const [group, name] = key.split(/\.(.*)/s) as [keyof Texts, string];
  return fillPlaceholders((texts[group] as Readonly<Record<string, string>>)[name] ?? key, values);
}
