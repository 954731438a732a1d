/**
 * CONFIG.md is the operators' reference (issue 33 item 9): every template operator the code reads,
 * every effect, every option of a list screen and of its filter fields is named there, so a new one
 * cannot ship undocumented.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { effectTypes } from '../src/core/effects/effect';
import listSchema from '../schemas/config/list.schema.json';

const root = join(import.meta.dirname, '..');
const guide = readFileSync(join(root, 'CONFIG.md'), 'utf8');
const named = (name: string) => guide.includes(`\`${name}\``);

describe('CONFIG.md names everything a definition may write', () => {
  it('every template operator of resolve-template', () => {
    const code = readFileSync(join(root, 'src/core/flow/resolve-template.ts'), 'utf8');
    const operators = [...new Set([...code.matchAll(/'(\$[a-z]+)'/g)].map((match) => match[1] ?? ''))];
    expect(operators.length).toBeGreaterThan(10);
    expect(operators.filter((operator) => !named(operator))).toEqual([]);
  });

  it('every effect', () => {
    expect(effectTypes.filter((type) => !named(type))).toEqual([]);
  });

  it('every option of a list screen and of its filter fields', () => {
    const options = Object.keys(listSchema.properties).filter((key) => !['$schema', 'kind', 'version', 'versionReason', 'description'].includes(key));
    const fieldOptions = Object.keys(listSchema.properties.filters.properties.fields.items.properties);
    expect([...options, ...fieldOptions].filter((option) => !named(option))).toEqual([]);
  });
});
