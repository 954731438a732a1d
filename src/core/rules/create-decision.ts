import { Engine, type RuleProperties, type TopLevelCondition } from 'json-rules-engine';
import { currentLimits, limitFacts, type LimitsTable } from '../config/limits';
import type { Effect } from '../effects/effect';
import { toEffect } from '../effects/to-effect';
import shared from '../../../rules/conditions.json';
import type { RulesFile } from './rules-file';
import { JSONPath } from './shims/json-path';

export type Facts = Readonly<Record<string, unknown>>;
export type Decision = (facts: Facts) => Promise<Effect[]>;
/** Named conditions by name: rules/conditions.json's, which every decision may use. */
export type SharedConditions = Readonly<Record<string, TopLevelCondition>>;

/**
 * Builds the rules engine of one decision once, and returns the function that evaluates it:
 * facts in, effects out, in the order of the rules' priorities. The limits become facts
 * "limit.<name>" of every evaluation; the shared conditions are the project's unless others are
 * given (config:impact gives a git ref's).
 */
export function createDecision(file: RulesFile, limits: LimitsTable = currentLimits, conditions: SharedConditions = shared.conditions, observe?: (rulesMet: readonly string[]) => void): Decision {
  const fromLimits = limitFacts(limits);
  // Checked up front so a rule file with an unknown effect fails when loaded, not when a customer hits it.
  for (const rule of file.rules) toEffect(rule.event.type, placeholderParams(rule.event.params));
  // Paths in conditions resolve through our own plain-path reader, in Node and in the browser alike.
  const engine = new Engine([], { replaceFactsInEventParams: true, allowUndefinedFacts: false, pathResolver: (json, path) => JSONPath({ path, json }) });
  // The conditions every decision may name (rules/conditions.json), then the file's own.
  const named: SharedConditions = { ...conditions, ...file.conditions };
  for (const [name, condition] of Object.entries(named)) engine.setCondition(name, condition);
  // A copy per rule: the engine writes resolved fact values into event params.
  for (const rule of file.rules) engine.addRule(JSON.parse(JSON.stringify(rule)) as RuleProperties);
  return async (facts) => {
    const known = { ...fromLimits, ...facts };
    const { events, results } = await engine.run(known);
    // Which rules a case meets: a policy's coverage (scripts/decision-coverage.ts), as `opa test --coverage`.
    observe?.(results.map((result) => result.name));
    return events.map((event) => toEffect(event.type, withValueFacts(event.params ?? {}, known)));
  };
}

/**
 * The engine puts facts in an event's own params only; a message's values are one level down
 * ({"values": {"attemptsLeft": {"fact": "attemptsLeft"}}}, so the checker sees the names the text
 * needs): those are read here from the same facts.
 */
function withValueFacts(params: Readonly<Record<string, unknown>>, known: Facts): Record<string, unknown> {
  const values = params['values'];
  if (typeof values !== 'object' || values === null || isFactRef(values)) return { ...params };
  return { ...params, values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isFactRef(value) ? known[value.fact] : value])) };
}

/** Fact references stand for values known only at run time; accept them when checking the shape. */
function placeholderParams(params: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, isFactRef(value) ? placeholderFor(key) : value]),
  );
}

function isFactRef(value: unknown): value is { readonly fact: string } {
  return typeof value === 'object' && value !== null && 'fact' in value && typeof value.fact === 'string';
}

function placeholderFor(key: string): unknown {
  if (key === 'values' || key === 'fields') return {};
  // A fact standing for how the customer logged in must still be a value the effect accepts.
  if (key === 'loginWith') return 'password';
  if (key === 'to') return '/fact';
  return 'fact';
}
