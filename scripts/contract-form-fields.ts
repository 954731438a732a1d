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

/** The codes of a catalogue of rules/catalogues/, in its order: what a field that picks from it may hold. */
function catalogueCodes(root: string, name: string): string[] {
  const file = JSON.parse(readFileSync(join(root, 'rules/catalogues', `${name}.json`), 'utf8')) as { entries?: { code: string }[] };
  if (!file.entries || file.entries.length === 0) throw new Error(`openapi/wallet.yaml: x-catalogue "${name}" names no catalogue of rules/catalogues/ with entries`);
  return file.entries.map((entry) => entry.code);
}

/**
 * The contract with the schema of each property marked `x-field` taken from the form field it names
 * (issue 32 item 3), and of each marked `x-catalogue` the codes of that catalogue as its enum: what a
 * form refuses, the server refuses, from one definition under schemas/ and rules/.
 * Integrators read the rule in the contract itself, with no file outside it.
 */
export function withFormFields(text: string, root: string): string {
  const document: Document = parseDocument(text);
  visit(document, {
    Map(_key, node) {
      // A field a form picks from a catalogue (x-catalogue: its file under rules/catalogues/) takes its codes only (issue 55 item 11).
      const catalogue = node.get('x-catalogue');
      if (typeof catalogue === 'string') {
        node.set('enum', document.createNode(catalogueCodes(root, catalogue)));
        return visit.SKIP;
      }
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
