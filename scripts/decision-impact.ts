/**
 * What a change of rules or limits does to the decision cases: every case is evaluated with the
 * configuration before and after, and the cases whose effects differ are listed.
 */
import type { LimitsTable } from '../src/core/config/limits';
import type { Effect } from '../src/core/effects/effect';
import type { ApiResult } from '../src/core/outcome/api-result';
import { decideOutcome } from '../src/core/outcome/decide-outcome';
import { createDecision } from '../src/core/rules/create-decision';
import type { RulesFile } from '../src/core/rules/rules-file';

export interface DecisionCase {
  readonly name: string;
  readonly answer?: Partial<ApiResult> & { httpStatus: number };
  readonly facts?: Readonly<Record<string, unknown>>;
}

export interface CasesFile {
  readonly decision: string;
  readonly cases: readonly DecisionCase[];
}

export interface Configuration {
  /** Rules files by decision name. */
  readonly rules: ReadonlyMap<string, RulesFile>;
  readonly limits: LimitsTable;
}

export interface ImpactRow {
  readonly decision: string;
  readonly caseName: string;
  readonly before: string;
  readonly after: string;
}

async function evaluate(configuration: Configuration, decision: string, testCase: DecisionCase): Promise<string> {
  const rules = configuration.rules.get(decision);
  if (!rules) return '(no such decision)';
  try {
    const decide = createDecision(rules, configuration.limits);
    const effects: Effect[] = testCase.answer
      ? await decideOutcome(decide, { code: '', message: '', body: undefined, ...testCase.answer })
      : await decide(testCase.facts ?? {});
    return JSON.stringify(effects);
  } catch (error) {
    return `(error: ${error instanceof Error ? error.message : String(error)})`;
  }
}

export async function decisionImpact(before: Configuration, after: Configuration, casesFiles: readonly CasesFile[]): Promise<ImpactRow[]> {
  const rows: ImpactRow[] = [];
  for (const file of casesFiles) {
    for (const testCase of file.cases) {
      const [was, now] = await Promise.all([evaluate(before, file.decision, testCase), evaluate(after, file.decision, testCase)]);
      if (was !== now) rows.push({ decision: file.decision, caseName: testCase.name, before: was, after: now });
    }
  }
  return rows;
}
