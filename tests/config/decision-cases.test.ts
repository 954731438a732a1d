import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/core/outcome/api-result';
import { decideOutcome } from '../../src/core/outcome/decide-outcome';
import { createDecision } from '../../src/core/rules/create-decision';
import type { RulesFile } from '../../src/core/rules/rules-file';

interface Case {
  readonly name: string;
  readonly answer?: Partial<ApiResult> & { httpStatus: number };
  readonly facts?: Record<string, unknown>;
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
    const effects = testCase.answer
      ? await decideOutcome(decide, { code: '', message: '', body: undefined, ...testCase.answer })
      : await decide(testCase.facts ?? {});
    expect(effects).toEqual(testCase.expect);
  });
});
