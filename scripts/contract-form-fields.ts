import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, parseDocument, visit, type Document } from 'yaml';
import { valueAtPointer } from '../src/core/config/json-pointer';

/** How openapi/wallet.yaml is written: `npm run gen` writes it back the same way, so a rewrite changes only what it must. */
export const contractFormat = { lineWidth: 140, indentSeq: false, minContentWidth: 0 } as const;

/**
 * The schema an `x-field` names: a JSON pointer into a file under schemas/ (a form fragment's field,
 * or a form's own), relative to openapi/. Without a JSON Schema of its own there, the contract is wrong.
 */
function fieldSchema(root: string, reference: string): Record<string, unknown> {
  const [file = '', pointer = ''] = reference.split('#');
  const found = valueAtPointer(JSON.parse(readFileSync(join(root, 'openapi', file), 'utf8')), pointer);
  if (typeof found !== 'object' || found === null || Array.isArray(found)) throw new Error(`openapi/wallet.yaml: x-field "${reference}" names no schema`);
  // A form's default is what it shows before the customer types, not what the server assumes.
  return Object.fromEntries(Object.entries(found).filter(([key]) => key !== 'default'));
}

/**
 * The contract with the schema of each property marked `x-field` taken from the form field it names
 * (issue 32 item 3): what a form refuses, the server refuses, from one definition under schemas/.
 * Integrators read the rule in the contract itself, with no file outside it.
 */
export function withFormFields(text: string, root: string): string {
  const document: Document = parseDocument(text);
  visit(document, {
    Map(_key, node) {
      const reference = node.get('x-field');
      if (typeof reference !== 'string') return undefined;
      // Its words for integrators follow the schema, as in the rest of the contract.
      const words = ['description', 'examples', 'example'].flatMap((key) => (node.has(key) ? [[key, node.get(key, true)] as const] : []));
      for (const pair of [...node.items]) {
        const key = String((pair.key as { value?: unknown } | null)?.value ?? pair.key);
        if (key !== 'x-field') node.delete(key);
      }
      for (const [key, value] of Object.entries(fieldSchema(root, reference))) node.set(key, document.createNode(value));
      for (const [key, value] of words) node.set(key, value);
      return visit.SKIP;
    },
  });
  if (!isMap(document.contents)) throw new Error('openapi/wallet.yaml is not a mapping');
  return document.toString(contractFormat);
}
