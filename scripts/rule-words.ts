/**
 * A rule of rules/ in words, for a reviewer who does not read json-rules-engine (issue 34 item 1):
 * "amountPaise is above the limit coolingOffCapPaise (₹10,000.00)", "all of: …", "deny: «message»".
 * The policy explorer and `npm run policy:diff` say rules the same way.
 */
import { shownLimit } from './shown-limit';
import { messageWords, type PolicyReader } from './policy-words';

type Json = Record<string, unknown>;

/** What rules are read with: the limits, money and English texts of one set of files (policy-words.ts). */
export type RuleWordsContext = PolicyReader;

/** json-rules-engine's operators in a reviewer's words (the staff console's rule editor offers them by these). */
export const operatorWords: Readonly<Record<string, string>> = {
  equal: 'is',
  notEqual: 'is not',
  lessThan: 'is below',
  lessThanInclusive: 'is at most',
  greaterThan: 'is above',
  greaterThanInclusive: 'is at least',
  in: 'is one of',
  notIn: 'is none of',
};

function valueWords(value: unknown, context: RuleWordsContext): string {
  if (typeof value === 'object' && value !== null && typeof (value as Json)['fact'] === 'string') {
    const fact = String((value as Json)['fact']);
    if (!fact.startsWith('limit.')) return `the fact ${fact}`;
    const name = fact.slice('limit.'.length);
    const limit = context.limits[name];
    return `the limit ${name} (${limit === undefined ? 'not in rules/limits.json' : shownLimit(limit, context.money)})`;
  }
  return Array.isArray(value) ? value.map((item) => JSON.stringify(item)).join(', ') : JSON.stringify(value);
}

/** A condition of json-rules-engine in words: all, any, not, a named condition, or a fact compared. */
export function conditionWords(condition: unknown, context: RuleWordsContext): string {
  if (typeof condition !== 'object' || condition === null) return JSON.stringify(condition);
  const node = condition as Json;
  if (Array.isArray(node['all'])) return `all of (${(node['all'] as unknown[]).map((part) => conditionWords(part, context)).join('; ')})`;
  if (Array.isArray(node['any'])) return `any of (${(node['any'] as unknown[]).map((part) => conditionWords(part, context)).join('; ')})`;
  if (node['not'] !== undefined) return `not (${conditionWords(node['not'], context)})`;
  if (typeof node['condition'] === 'string') return `«${node['condition']}»`;
  if (typeof node['fact'] === 'string') {
    const path = typeof node['path'] === 'string' ? ` ${node['path']}` : '';
    const operator = typeof node['operator'] === 'string' ? node['operator'] : '';
    return `${node['fact']}${path} ${operatorWords[operator] ?? operator} ${valueWords(node['value'], context)}`;
  }
  return JSON.stringify(condition);
}

/** A rule's event in words: its effect and, for a message, the customer's words in English. */
export function eventWords(event: unknown, context: RuleWordsContext): string {
  const node = (event ?? {}) as Json;
  const params = (node['params'] ?? {}) as Json;
  const said = (key: unknown) => (typeof key === 'string' ? messageWords(key, context) : '');
  const fields = Object.entries((params['fields'] ?? {}) as Json).map(([field, key]) => `${field} ${said(key)}`);
  const others = Object.entries(params).filter(([name]) => name !== 'messageKey' && name !== 'fields').map(([name, value]) => `${name} ${JSON.stringify(value)}`);
  return [typeof node['type'] === 'string' ? node['type'] : '?', said(params['messageKey']), ...fields, ...others].filter(Boolean).join(': ');
}

/** A whole rule in words: "when …, then …", with its priority when it has one. */
export function ruleWords(rule: unknown, context: RuleWordsContext): string {
  const node = (rule ?? {}) as Json;
  const priority = typeof node['priority'] === 'number' ? ` (priority ${String(node['priority'])})` : '';
  return `when ${conditionWords(node['conditions'], context)}, then ${eventWords(node['event'], context)}${priority}`;
}
