import texts from '../locales/en.json' with { type: 'json' };
import { fillPlaceholders } from '../../src/core/text/fill-placeholders';

type Group = keyof typeof texts;

/** A text of the console (staff/locales/en.json) by "group.key", its placeholders filled. */
export function staffText(key: `${Group}.${string}`, values: Readonly<Record<string, string | number>> = {}): string {
  const [group, ...rest] = key.split('.') as [Group, ...string[]];
  const text = (texts[group] as Readonly<Record<string, string>>)[rest.join('.')];
  if (text === undefined) throw new Error(`staff/locales/en.json has no ${key}`);
  return fillPlaceholders(text, values);
}
