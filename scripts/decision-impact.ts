/**
 * What a change of rules or limits does to the decision cases: every case is evaluated with the
 * configuration before and after, and the cases whose effects differ are listed.
 */
import type { LimitsTable } from '../src/core/config/limits';
import { createDecision, type SharedConditions } from '../src/core/rules/create-decision';
import { caseFacts } from '../src/core/rules/case-facts';
import { evaluateCase, type CasesFile, type DecisionCase } from '../src/core/rules/decision-case';
import type { RulesFile } from '../src/core/rules/rules-file';
import { policyReaderOf } from './policy-changes';
import { effectsWords } from './policy-words';
import type { RuleWordsContext } from './rule-words';

export interface Configuration {
  /** How a reviewer reads outcomes under it (messages with its limits filled in). */
  readonly reader?: RuleWordsContext;
  /** Rules files by decision name. */
  readonly rules: ReadonlyMap<string, RulesFile>;
  readonly limits: LimitsTable;
  /** rules/conditions.json's conditions; the project's when not given. */
  readonly conditions?: SharedConditions;
}

/** The decisions of a set of parsed config files (project path -> JSON), as they are evaluated here. */
export function configurationOf(files: ReadonlyMap<string, unknown>): Configuration {
  const rules = new Map<string, RulesFile>();
  for (const [path, document] of files) if (/^rules\/[^/]+\.rules\.json$/.test(path)) rules.set(path.replace(/^rules\//, '').replace(/\.rules\.json$/, ''), document as RulesFile);
  const limits = (files.get('rules/limits.json') as { limits?: LimitsTable } | undefined)?.limits ?? {};
  const conditions = (files.get('rules/conditions.json') as { conditions?: SharedConditions } | undefined)?.conditions ?? {};
  return { rules, limits, conditions, reader: policyReaderOf(files) };
}

/** A decision that could not be taken, as an outcome a reviewer reads beside the others. */
export function errorOutcome(error: unknown): string {
  return `(error: ${error instanceof Error ? error.message : String(error)})`;
}

export interface ImpactRow {
  readonly decision: string;
  readonly caseName: string;
  /** The case's facts as decided, a fact written against a limit read from the limits before the change. */
  readonly facts: Readonly<Record<string, unknown>>;
  readonly before: string;
  readonly after: string;
}

/** A case's outcome under a configuration: exactly (to compare) and in words (to read). */
async function evaluate(configuration: Configuration, decision: string, testCase: DecisionCase, factLimits: LimitsTable): Promise<{ readonly exact: string; readonly words: string }> {
  const rules = configuration.rules.get(decision);
  if (!rules) return { exact: '(no such decision)', words: '(no such decision)' };
  try {
    const decide = createDecision(rules, configuration.limits, configuration.conditions);
    const effects = await evaluateCase(decide, testCase, factLimits);
    return { exact: JSON.stringify(effects), words: configuration.reader ? effectsWords(effects, configuration.reader) : JSON.stringify(effects) };
  } catch (error) {
    return { exact: errorOutcome(error), words: errorOutcome(error) };
  }
}

/** A case's facts with those written against a limit read, or as written when a limit is missing. */
function factsOf(testCase: DecisionCase, limits: LimitsTable): Readonly<Record<string, unknown>> {
  try {
    return caseFacts(testCase.facts ?? {}, limits);
  } catch {
    return testCase.facts ?? {};
  }
}

export async function decisionImpact(before: Configuration, after: Configuration, casesFiles: readonly CasesFile[]): Promise<ImpactRow[]> {
  const rows: ImpactRow[] = [];
  for (const file of casesFiles) {
    for (const testCase of file.cases) {
      // The same amounts on both sides: a case written against a limit keeps the value it had before the change.
      const [was, now] = await Promise.all([evaluate(before, file.decision, testCase, before.limits), evaluate(after, file.decision, testCase, before.limits)]);
      if (was.exact !== now.exact) rows.push({ decision: file.decision, caseName: testCase.name, facts: testCase.answer ?? factsOf(testCase, before.limits), before: was.words, after: now.words });
    }
  }
  return rows;
}
