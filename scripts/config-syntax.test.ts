import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOfConfig } from '../tests/setup/config-copy';
import { configSyntaxErrors } from './config-syntax';

const root = join(import.meta.dirname, '..');

describe('configSyntaxErrors: config files read as JSON before anything imports one', () => {
  it('finds none in the project', () => {
    expect(configSyntaxErrors(root)).toEqual([]);
  });

  it('names each broken file by line and column: the limits (which the code imports) and a locale', () => {
    const copy = copyOfConfig();
    try {
      const limits = readFileSync(join(root, 'rules/limits.json'), 'utf8');
      writeFileSync(join(copy, 'rules/limits.json'), limits.replace(',', ''));
      const french = readFileSync(join(root, 'locales/fr/portal.json'), 'utf8');
      writeFileSync(join(copy, 'locales/fr/portal.json'), french.slice(0, french.length - 3));
      const found = configSyntaxErrors(copy);
      expect(found).toHaveLength(2);
      expect(found).toContainEqual(expect.stringMatching(/^rules\/limits\.json:\d+:\d+: not valid JSON: Expected ',' or '}' after property value/));
      expect(found).toContainEqual(expect.stringMatching(/^locales\/fr\/portal\.json:\d+:\d+: not valid JSON: /));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
