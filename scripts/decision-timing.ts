/**
 * Median time to evaluate each decision on its own cases, with the engine built once, as the
 * portal builds it. Used by `npm run bench`, which holds each to its budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDecision } from '../src/core/rules/create-decision';
import { evaluateCase, type CasesFile } from '../src/core/rules/decision-case';
import type { RulesFile } from '../src/core/rules/rules-file';

const root = join(import.meta.dirname, '..');

export interface DecisionTiming {
  readonly decision: string;
  readonly cases: number;
  readonly medianMs: number;
}

export async function timeDecisions(rounds = 200): Promise<DecisionTiming[]> {
  const files = readdirSync(join(root, 'rules/cases')).filter((name) => name.endsWith('.cases.json'));
  const timings: DecisionTiming[] = [];
  for (const name of files) {
    const cases = JSON.parse(readFileSync(join(root, 'rules/cases', name), 'utf8')) as CasesFile;
    const decide = createDecision(JSON.parse(readFileSync(join(root, 'rules', `${cases.decision}.rules.json`), 'utf8')) as RulesFile);
    const run = (index: number) => {
      const testCase = cases.cases[index % cases.cases.length];
      if (!testCase) throw new Error(`${name} has no cases`);
      return evaluateCase(decide, testCase);
    };
    for (let i = 0; i < 20; i++) await run(i); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      await run(i);
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    timings.push({ decision: cases.decision, cases: cases.cases.length, medianMs: samples[Math.floor(samples.length / 2)] ?? 0 });
  }
  return timings;
}
