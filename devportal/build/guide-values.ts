import type { ContractDocument } from './contract-document';
import { exampleBody, operationById } from './contract-document';
import { valueAtPointer } from '../../src/core/config/json-pointer';

/** What a value of a guide's body stands for: a literal, a value kept by an earlier step, or a date counted from today. */
export type GuideValue = { readonly literal: unknown } | { readonly kept: string } | { readonly todayPlusDays: number };

/** A body or query with its references found: each leaf a GuideValue. */
export type ResolvedTree = GuideValue | { readonly object: Readonly<Record<string, ResolvedTree>> } | { readonly array: readonly ResolvedTree[] };

/**
 * A guide's body as a tree of values: `"...example": true` lays the operation's contract example
 * under it; `=name` is a value kept before; `=today` and `=today-60` a date; `=example:op/pointer`
 * a value of another operation's example.
 */
export function resolveTree(doc: ContractDocument, value: unknown, operationId?: string): ResolvedTree {
  if (typeof value === 'string' && value.startsWith('=')) return reference(doc, value.slice(1));
  if (Array.isArray(value)) return { array: value.map((item) => resolveTree(doc, item)) };
  if (typeof value === 'object' && value !== null) {
    const own = value as Record<string, unknown>;
    const base = own['...example'] === true && operationId ? (exampleBody(doc, operationId) as Record<string, unknown>) : {};
    const merged = { ...base, ...Object.fromEntries(Object.entries(own).filter(([key]) => key !== '...example')) };
    return { object: Object.fromEntries(Object.entries(merged).map(([key, item]) => [key, resolveTree(doc, item)])) };
  }
  return { literal: value };
}

function reference(doc: ContractDocument, name: string): GuideValue {
  const date = /^today(?:([+-])(\d+))?$/.exec(name);
  if (date) return { todayPlusDays: date[1] === '-' ? -Number(date[2]) : Number(date[2] ?? 0) };
  const example = /^example:(\w+)(\/.*)$/.exec(name);
  if (example?.[1] && example[2]) {
    operationById(doc, example[1]);
    return { literal: valueAtPointer(exampleBody(doc, example[1]), example[2]) };
  }
  return { kept: name };
}

/** A date `days` from today as the API writes it (YYYY-MM-DD, UTC). */
export const isoDay = (days: number, nowMs = Date.now()) => new Date(nowMs + days * 86_400_000).toISOString().slice(0, 10);

/** The tree with every value filled in: what the runner sends. */
export function filled(tree: ResolvedTree, kept: Readonly<Record<string, unknown>>): unknown {
  if ('object' in tree) return Object.fromEntries(Object.entries(tree.object).map(([key, item]) => [key, filled(item, kept)]));
  if ('array' in tree) return tree.array.map((item) => filled(item, kept));
  if ('literal' in tree) return tree.literal;
  if ('todayPlusDays' in tree) return isoDay(tree.todayPlusDays);
  if (!(tree.kept in kept)) throw new Error(`a guide uses =${tree.kept} before any step keeps it`);
  return kept[tree.kept];
}
