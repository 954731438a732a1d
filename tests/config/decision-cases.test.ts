import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDecision } from '../../src/core/rules/create-decision';
import { evaluateCase, type DecisionCase } from '../../src/core/rules/decision-case';
import type { RulesFile } from '../../src/core/rules/rules-file';

interface Case extends DecisionCase {
  readonly expect: readonly Record<string, unknown>[];
}

const root = join(import.meta.dirname, '../..');
const caseFiles = readdirSync(join(root, 'rules/cases')).filter((name) => name.endsWith('.cases.json'));

describe.each(caseFiles)('decision cases %s', (fileName) => {
  const file = JSON.parse(readFileSync(join(root, 'rules/cases', fileName), 'utf8')) as { decision: string; cases: Case[] };
  const rules = JSON.parse(readFileSync(join(root, 'rules', `${file.decision}.rules.json`), 'utf8')) as RulesFile;
  // One engine for all the cases of a file, as the portal builds it once: a case must not leak into the next.
  const decide = createDecision(rules);

  it.each(file.cases.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    expect(await evaluateCase(decide, testCase)).toEqual(testCase.expect);
  });
});
