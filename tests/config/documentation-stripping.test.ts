import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentationStripping } from '../../bundle-shims';

const root = join(import.meta.dirname, '../..');
type Transform = (code: string, id: string) => { code: string } | null;
const transform = documentationStripping.transform as Transform;
const strip = (path: string) => JSON.parse(transform(readFileSync(join(root, path), 'utf8'), join(root, path))?.code ?? 'null') as Record<string, Record<string, unknown>>;

describe('the configuration as the bundle carries it', () => {
  it('drops what only the people who change the files read: descriptions and the limits\' spec references', () => {
    const limits = strip('rules/limits.json');
    expect(limits['description']).toBeUndefined();
    expect(limits['limits']?.['minLoadAmountPaise']).toEqual({ value: expect.any(Number) as number, unit: 'paise' });
    // A file's own version counts its approved changes for the people who approve them; no screen reads it.
    for (const file of ['rules/limits.json', 'schemas/flows/signup.v1.json', 'schemas/routes.json', 'locales/en/portal.json']) expect(Object.keys(strip(file)), file).not.toContain('version');
    expect(strip('schemas/flows/signup.v1.json')['steps']).toBeDefined();
  });

  it('keeps every text of a locale, even one whose key is "description" (the history\'s Description column)', () => {
    const en = strip('locales/en/portal.json');
    const source = JSON.parse(readFileSync(join(root, 'locales/en/portal.json'), 'utf8')) as Record<string, Record<string, unknown>>;
    expect(en['history']?.['description']).toBe(source['history']?.['description']);
    expect(en['history']).toEqual(source['history']);
  });

  it('keeps a value named "description" that is a template: the data a text names, not documentation', () => {
    const raw = JSON.stringify({ description: 'What this flow is for.', values: { description: '=item.description' } });
    const kept = JSON.parse(transform(raw, join(root, 'schemas/flows/example.v1.json'))?.code ?? 'null') as Record<string, unknown>;
    expect(kept).toEqual({ values: { description: '=item.description' } });
  });
});
