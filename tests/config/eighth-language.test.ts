/**
 * Issue 59 Done-when: adding a language is a folder and one line, and it draws in its script. In a
 * copy of the configuration, Assamese (as, written in the Bengali script) joins as a folder of texts
 * (here the Bengali ones, standing in for a translator's) and one line, its name, in each language's
 * switch: the checker accepts it, and what the portal draws it with follows from its format.script:
 * its pages' face, the faces they load at start, and its name's letters in the switch's small face.
 * That every language of locales/ then loads its face in the browser is tests/e2e/scripts.spec.ts's.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkConfig, formatProblem, loadSources } from '../../scripts/config-checker';
import { nameLetters } from '../../scripts/language-names-font';
import { languageScripts, scriptFacesCss } from '../../scripts/script-faces';
import { languagesIn } from '../../sandbox/http/envelope';
import { copyOfConfig } from '../setup/config-copy';

const copy = copyOfConfig();
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const newLanguage = { code: 'as', name: 'অসমীয়া', locale: 'as-IN', standIn: 'bn' } as const;

describe('an eighth language in a copy: a folder and one line (issue 59)', () => {
  const before = readdirSync(join(copy, 'locales'));
  // The folder: every file of a language, with its own locale and first versions.
  cpSync(join(copy, 'locales', newLanguage.standIn), join(copy, 'locales', newLanguage.code), { recursive: true });
  for (const file of readdirSync(join(copy, 'locales', newLanguage.code))) {
    const path = join(copy, 'locales', newLanguage.code, file);
    const document = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    document['version'] = 1;
    if (file === 'portal.json') (document['format'] as Record<string, unknown>)['locale'] = newLanguage.locale;
    writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`);
  }
  // The line: its name, in its own script, in every language's switch.
  for (const language of [...before, newLanguage.code]) {
    const path = join(copy, 'locales', language, 'portal.json');
    const document = JSON.parse(readFileSync(path, 'utf8')) as { languages: Record<string, string> };
    document.languages[newLanguage.code] = newLanguage.name;
    writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`);
  }

  it('is not in locales/ yet, and the checker accepts the copy with it', () => {
    expect(before).not.toContain(newLanguage.code);
    expect(checkConfig(copy, loadSources(copy)).map(formatProblem)).toEqual([]);
  });

  it('draws its pages in its script’s face, loads that face and the names’ at start, and its name in the switch’s small face', () => {
    const scripts = languageScripts(copy);
    expect(scripts.get(newLanguage.code)).toBe('Beng');
    const css = scriptFacesCss(scripts, ['Beng']);
    expect(css).toMatch(new RegExp(`html:lang\\(${newLanguage.code}\\)[^{]*\\{ font-family: [^}]*'Noto Sans Bengali'`));
    expect(css).toMatch(new RegExp(`html:lang\\(${newLanguage.code}\\)[^{]*\\{ --faces-at-start: 'Noto Sans Bengali', 'Language Names'; \\}`));
    expect(css).toContain(`html:not(:lang(${newLanguage.code})) .language-switch :lang(${newLanguage.code})`);
    const letters = nameLetters(Object.values((JSON.parse(readFileSync(join(copy, 'locales/en/portal.json'), 'utf8')) as { languages: Record<string, string> }).languages));
    for (const letter of newLanguage.name) expect(letters.get('Beng')).toContain(letter);
  });

  it('is a language the sandbox answers and writes documents in', () => {
    expect(Object.keys(languagesIn(join(copy, 'locales')))).toContain(newLanguage.code);
  });
});
