import { describe, expect, it } from 'vitest';
import { mergeJson } from './json-merge';

const catalogue = (version: number, reason: string, entries: readonly Record<string, string>[]) => ({ $schema: 's', version, versionReason: reason, catalogue: 'c', entries });

describe('mergeJson: a configuration file merged entry by entry (issue 57)', () => {
  it("takes each side's change of a different entry, and counts both versions", () => {
    const base = catalogue(3, 'was', [{ code: '00', messageKey: 'a' }, { code: 'M1', messageKey: 'b' }]);
    const main = catalogue(4, 'main reworded 00', [{ code: '00', messageKey: 'a2' }, { code: 'M1', messageKey: 'b' }]);
    const draft = catalogue(5, 'draft: M1 pending, BT added', [{ code: '00', messageKey: 'a' }, { code: 'M1', messageKey: 'b', outcome: 'pending' }, { code: 'BT', messageKey: 'b' }]);
    const merged = mergeJson(base, main, draft);
    expect(merged.conflicts).toEqual([]);
    expect(merged.value).toEqual(catalogue(6, 'draft: M1 pending, BT added', [{ code: '00', messageKey: 'a2' }, { code: 'M1', messageKey: 'b', outcome: 'pending' }, { code: 'BT', messageKey: 'b' }]));
    // The version stays where every file keeps it, after $schema.
    expect(Object.keys(merged.value as object).slice(0, 3)).toEqual(['$schema', 'version', 'versionReason']);
  });

  it('names each entry both changed differently, by its identity in a list; the same change on both sides is none', () => {
    const base = { version: 1, limits: { a: { value: 1 }, b: { value: 2 } }, entries: [{ code: 'X', kind: 'info' }] };
    const main = { version: 2, limits: { a: { value: 5 }, b: { value: 3 } }, entries: [{ code: 'X', kind: 'error' }] };
    const draft = { version: 2, limits: { a: { value: 6 }, b: { value: 3 } }, entries: [{ code: 'X', kind: 'success' }] };
    expect(mergeJson(base, main, draft).conflicts).toEqual(['/limits/a/value', '/entries/code=X/kind']);
  });

  it('removes an entry one side removed and the other left alone; a list without identities is one entry', () => {
    const base = { version: 1, entries: [{ code: 'A' }, { code: 'B' }], days: ['mon', 'tue'] };
    const main = { version: 1, entries: [{ code: 'A' }], days: ['mon'] };
    const draft = { version: 2, versionReason: 'r', entries: [{ code: 'A' }, { code: 'B' }, { code: 'C' }], days: ['mon', 'tue', 'sat'] };
    const merged = mergeJson(base, main, draft);
    expect(merged.conflicts).toEqual(['/days']);
    expect((merged.value as { entries: unknown }).entries).toEqual([{ code: 'A' }, { code: 'C' }]);
  });
});
