/**
 * Issue 35 item 9: the brand is one name in each language, the header's (projectTitle): help and
 * the policies never call it by another language's name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeKeys, valueAtKey } from '../../scripts/locale-keys';

const locales = join(import.meta.dirname, '../../locales');
const read = (language: string, file: string) => JSON.parse(readFileSync(join(locales, language, file), 'utf8')) as unknown;
const languages = readdirSync(locales);
const titleOf = (language: string) => String(valueAtKey(read(language, 'portal.json'), 'projectTitle'));

describe('one brand name a language (issue 35 item 9)', () => {
  for (const language of languages) {
    it(`${language}: help and the policies name the brand as the header does`, () => {
      const others = languages.map(titleOf).filter((title) => title !== titleOf(language));
      const content = read(language, 'content.json');
      const misnamed = localeKeys(content).filter((key) => others.some((other) => String(valueAtKey(content, key)).includes(other)));
      expect(misnamed).toEqual([]);
      expect(localeKeys(content).some((key) => String(valueAtKey(content, key)).includes(titleOf(language)))).toBe(true);
    });
  }
});
