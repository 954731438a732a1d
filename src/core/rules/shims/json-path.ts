import { readPath } from '../../flow/resolve-template';

/**
 * Stands in for jsonpath-plus inside the portal's bundle (vite.config.ts alias), whose "native"
 * evaluator compiles script with `Function`, which a strict Content-Security-Policy forbids. Rule
 * conditions may use the plain paths "$.a.b" and "$.list[0].c"; anything richer fails loudly.
 */
export function JSONPath({ path, json }: { readonly path: string; readonly json: unknown; readonly wrap?: boolean }): unknown {
  const plain = /^\$((?:\.[A-Za-z_$][\w$]*|\[\d+\])*)$/.exec(path);
  if (!plain) throw new Error(`the rule path "${path}" is not a plain path ($.a.b or $.list[0].c)`);
  const dotted = (plain[1] ?? '').replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
  return dotted === '' ? json : readPath({ root: json }, `root.${dotted}`);
}
