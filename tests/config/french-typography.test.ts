/**
 * Issue 35 item 10: French as it is printed. Typographic apostrophes; no line break between a
 * number (or a value filled in) and its unit ("53 s", "7 jours"), inside a number ("1 000"), or
 * before a colon, a semicolon, an exclamation or a question mark; a status is a word, not a code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeKeys, valueAtKey } from '../../scripts/locale-keys';

const folder = join(import.meta.dirname, '../../locales/fr');
const texts = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const document = JSON.parse(readFileSync(join(folder, file), 'utf8')) as unknown;
    return localeKeys(document).map((key) => ({ where: `${file} ${key}`, text: String(valueAtKey(document, key)) }));
  });

/** The texts where a pattern is found, each with what was found. */
const breaking = (pattern: RegExp) => texts.flatMap(({ where, text }) => [...text.matchAll(pattern)].map((match) => `${where}: «${match[0]}»`));

describe('French typography (issue 35 item 10)', () => {
  it('writes apostrophes as ’', () => {
    expect(breaking(/\w'\w/g)).toEqual([]);
  });

  it('never breaks a line between a number or a value and its unit, inside a number, or before : ; ! ?', () => {
    expect(breaking(/(?:\d|\}\}) (?=[^\W\d_])/gu)).toEqual([]);
    expect(breaking(/\d \d{3}\b/g)).toEqual([]);
    expect(breaking(/ [:;!?](?=\s|$)/g)).toEqual([]);
  });

  it('shows a status as a word, never as a code with an underscore', () => {
    expect(texts.filter(({ where }) => /(Status|status)\./.test(where)).map(({ where, text }) => `${where}: ${text}`).filter((line) => /[A-Z]+_[A-Z]+/.test(line.split(': ')[1] ?? ''))).toEqual([]);
  });
});
