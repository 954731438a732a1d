/**
 * The coverage of a policy by its decision cases (issue 34 item 1, as `opa test --coverage`): the
 * rules no case meets, the decisions without any case, and the limits a rule compares with that no
 * case is written against, so a reviewer sees what the cases do not prove.
 */
import { createDecision } from '../src/core/rules/create-decision';
import { isLimitFact } from '../src/core/rules/case-facts';
import { evaluateCase, type CasesFile } from '../src/core/rules/decision-case';
import type { Configuration } from './decision-impact';

export interface Coverage {
  /** Decisions without a cases file, by name. */
  readonly decisionsWithoutCases: readonly string[];
  /** Rules that no case of their decision meets: decision → rule names. */
  readonly rulesNotMet: ReadonlyMap<string, readonly string[]>;
  /** Limits the rules compare with that no case writes a fact against. */
  readonly limitsWithoutCase: readonly string[];
  readonly rules: number;
  readonly rulesMet: number;
}

export async function decisionCoverage(configuration: Configuration, casesFiles: readonly CasesFile[]): Promise<Coverage> {
  const rulesNotMet = new Map<string, readonly string[]>();
  let rules = 0;
  let rulesMet = 0;
  for (const [decision, file] of [...configuration.rules].sort(([a], [b]) => a.localeCompare(b))) {
    const met = new Set<string>();
    const decide = createDecision(file, configuration.limits, configuration.conditions, (names) => {
      for (const name of names) met.add(name);
    });
    for (const casesFile of casesFiles.filter((one) => one.decision === decision)) {
      for (const testCase of casesFile.cases) {
        try {
          await evaluateCase(decide, testCase, configuration.limits);
        } catch {
          // A case that cannot be evaluated meets nothing; the checker and check:cases name it.
        }
      }
    }
    const names = file.rules.map((rule) => rule.name);
    rules += names.length;
    rulesMet += names.filter((name) => met.has(name)).length;
    const notMet = names.filter((name) => !met.has(name));
    if (notMet.length > 0) rulesNotMet.set(decision, notMet);
  }
  const decided = new Set(casesFiles.map((file) => file.decision));
  // Only what the conditions compare with: a limit an event passes on (a notice's duration) decides nothing.
  const conditionsOf = [...configuration.rules.values()].flatMap((file) => [file.conditions ?? {}, ...file.rules.map((rule) => rule.conditions)]);
  const compared = new Set([...conditionsOf, configuration.conditions ?? {}].flatMap((conditions) => [...JSON.stringify(conditions).matchAll(/"fact":"limit\.([^"]+)"/g)].map((match) => match[1] ?? '')));
  const written = new Set(casesFiles.flatMap((file) => file.cases.flatMap((one) => Object.values(one.facts ?? {}).flatMap((value) => (isLimitFact(value) ? [value.limit] : [])))));
  return {
    decisionsWithoutCases: [...configuration.rules.keys()].filter((decision) => !decided.has(decision)).sort(),
    rulesNotMet,
    limitsWithoutCase: [...compared].filter((name) => !written.has(name)).sort(),
    rules,
    rulesMet,
  };
}
