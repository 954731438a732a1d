/**
 * Whether every config file is valid JSON, read before anything imports one: the portal's own
 * modules import rules/limits.json and the catalogues, so a broken one would otherwise stop the
 * checker with a stack trace instead of a finding (issue 19 item 1). No config is imported here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfigJson } from './parse-config-json';

function jsonFiles(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return jsonFiles(root, path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

/** Each config file that does not parse, as "file:line:column: what JSON expected there". */
export function configSyntaxErrors(root: string): string[] {
  return ['rules', 'schemas', 'locales'].flatMap((dir) => jsonFiles(root, dir)).flatMap((path) => {
    const parsed = parseConfigJson(readFileSync(join(root, path), 'utf8'));
    return 'error' in parsed ? [`${path}:${String(parsed.error.line)}:${String(parsed.error.column)}: not valid JSON: ${parsed.error.message}; fix it there (a comma, a quote or a bracket)`] : [];
  });
}
