import type { Effect } from '../effects/effect';
import type { ApiResult } from '../outcome/api-result';
import { decideOutcome } from '../outcome/decide-outcome';
import type { LimitsTable } from '../config/limits';
import { caseFacts } from './case-facts';
import type { Decision } from './create-decision';

/** A case of rules/cases/: an answer (its facts derived as the portal derives them) or facts in. */
export interface DecisionCase {
  readonly name: string;
  readonly answer?: Partial<ApiResult> & { readonly httpStatus: number };
  readonly facts?: Readonly<Record<string, unknown>>;
}

export interface CasesFile {
  readonly decision: string;
  readonly cases: readonly DecisionCase[];
}

/**
 * The effects a decision gives for one case; facts written against a limit read the limits given
 * (by default the project's; config:impact gives the ones before a change, so a case keeps the
 * amount it tested and the change's effect on it shows).
 */
export function evaluateCase(decide: Decision, testCase: DecisionCase, limits?: LimitsTable): Promise<Effect[]> {
  return testCase.answer ? decideOutcome(decide, { code: '', message: '', body: undefined, ...testCase.answer }) : decide(caseFacts(testCase.facts ?? {}, limits));
}
