import type { Problem } from './config-problem';
import { pointerSegment } from '../src/core/config/json-pointer';

/** The template operators whose value is true or false (src/core/flow/resolve-template.ts). */
const conditionOperators = ['$equals', '$less', '$not', '$present', '$in', '$and'];

const isCondition = (node: unknown) => typeof node === 'object' && node !== null && !Array.isArray(node) && conditionOperators.some((operator) => operator in node);

/**
 * An "$equals" of two conditions anywhere in a definition: it is also true when both are false,
 * which is how the closure told a customer with no balance and one beneficiary to add a
 * beneficiary first (issue 31 item 3). "$and" says "both"; "$not" of one says "not both".
 */
export function checkConditionEquality(file: string, node: unknown, pointer = ''): Problem[] {
  if (typeof node !== 'object' || node === null) return [];
  const here: Problem[] = [];
  if (!Array.isArray(node) && '$equals' in node) {
    const sides = node.$equals;
    if (Array.isArray(sides) && sides.length === 2 && sides.every(isCondition)) {
      here.push({ file, path: `${pointer}/$equals`, message: 'compares two conditions, which is also true when both are false; write {"$and": [a, b]} for both, or compare a value with a value' });
    }
  }
  const children = Array.isArray(node) ? node.map((child, index) => [String(index), child] as const) : Object.entries(node);
  return [...here, ...children.flatMap(([key, child]) => checkConditionEquality(file, child, `${pointer}/${pointerSegment(key)}`))];
}
