import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateCase } from '../../src/core/rules/decision-case';
import { caseFiles } from '../../scripts/decision-cases';

const root = join(import.meta.dirname, '../..');

// One engine for all the cases of a file, as the portal builds it once: a case must not leak into the next.
describe.each(caseFiles(root).map((file) => [file.file.replace('rules/cases/', ''), file] as const))('decision cases %s', (_fileName, { cases, decide }) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    expect(await evaluateCase(decide, testCase)).toEqual(testCase.expect);
  });
});
