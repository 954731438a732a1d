import type { TopLevelCondition } from 'json-rules-engine';

/** A rule as written in rules/*.rules.json (json-rules-engine's format). */
export interface RuleDefinition {
  readonly name: string;
  readonly priority?: number;
  readonly conditions: TopLevelCondition;
  readonly event: { readonly type: string; readonly params?: Readonly<Record<string, unknown>> };
}

/** One decision: shared named conditions and the rules whose events are the effects. */
export interface RulesFile {
  readonly decision: string;
  readonly version: number;
  readonly conditions?: Readonly<Record<string, TopLevelCondition>>;
  readonly rules: readonly RuleDefinition[];
}
