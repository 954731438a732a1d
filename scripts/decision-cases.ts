/**
 * Every decision case of rules/cases/ against its decision (issue 19 item 5): the cases whose
 * effects differ from what they expect, each with its file, the line the case starts on, and both
 * effects. Read by `npm run check:cases`; the test suite runs the same files' cases one test each (caseFiles).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createDecision, type SharedConditions } from '../src/core/rules/create-decision';
import { evaluateCase, type DecisionCase } from '../src/core/rules/decision-case';
import type { RulesFile } from '../src/core/rules/rules-file';
import { pointerLines } from './json-pointer-lines';

export interface Case extends DecisionCase {
  readonly expect: readonly unknown[];
}

export interface CaseFailure {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly expected: string;
  readonly got: string;
}

/** One file of rules/cases/: its cases, the decision they are for as the portal builds it once, and the line of each place. */
export interface CaseFile {
  readonly file: string;
  readonly cases: readonly Case[];
  readonly decide: ReturnType<typeof createDecision>;
  readonly lines: ReadonlyMap<string, number>;
}

/** Every file of rules/cases/ under a root (the project, or a copy of it), read with that root's shared conditions. */
export function caseFiles(root: string): CaseFile[] {
  const shared = (JSON.parse(readFileSync(join(root, 'rules/conditions.json'), 'utf8')) as { conditions: SharedConditions }).conditions;
  return readdirSync(join(root, 'rules/cases'))
    .filter((entry) => entry.endsWith('.cases.json'))
    .sort()
    .map((name) => {
      const file = `rules/cases/${name}`;
      const text = readFileSync(join(root, file), 'utf8');
      const document = JSON.parse(text) as { decision: string; cases: Case[] };
      const decide = createDecision(JSON.parse(readFileSync(join(root, 'rules', `${document.decision}.rules.json`), 'utf8')) as RulesFile, undefined, shared);
      return { file, cases: document.cases, decide, lines: pointerLines(text) };
    });
}

export async function failingCases(root: string): Promise<{ readonly cases: number; readonly failures: readonly CaseFailure[] }> {
  const failures: CaseFailure[] = [];
  let cases = 0;
  for (const { file, cases: fileCases, decide, lines } of caseFiles(root)) {
    for (const [index, testCase] of fileCases.entries()) {
      cases += 1;
      let got: unknown;
      try {
        got = await evaluateCase(decide, testCase);
      } catch (error) {
        got = `(error: ${error instanceof Error ? error.message : String(error)})`;
      }
      if (!isDeepStrictEqual(got, testCase.expect)) {
        failures.push({ file, line: lines.get(`/cases/${String(index)}`) ?? 1, name: testCase.name, expected: JSON.stringify(testCase.expect), got: JSON.stringify(got) });
      }
    }
  }
  return { cases, failures };
}
