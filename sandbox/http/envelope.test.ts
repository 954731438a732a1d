/** Issue 59 item 1: a language folder without some files neither stops the sandbox nor leaves a text out. */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root';
import { languagesIn, textIn, textOf } from './envelope';

const copy = mkdtempSync(join(tmpdir(), 'locales-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('a language with missing files (issue 59 item 1)', () => {
  it('reads a language folder that has only portal.json, its other namespaces empty', () => {
    cpSync(join(projectRoot, 'locales/en'), join(copy, 'en'), { recursive: true });
    mkdirSync(join(copy, 'mr'));
    cpSync(join(projectRoot, 'locales/hi/portal.json'), join(copy, 'mr/portal.json'));
    const languages = languagesIn(copy);
    expect(Object.keys(languages).sort()).toEqual(['en', 'mr']);
    expect(languages['mr']?.['api']).toEqual({});
  });

  it('writes a text a language lacks in English, and still refuses a key English lacks', () => {
    expect(textIn('xx', 'api:success')).toBe(textOf('api:success'));
    expect(() => textIn('en', 'api:noSuchTextAnywhere')).toThrow(/no text/);
  });
});
