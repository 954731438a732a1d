/**
 * Whether every config file is valid JSON, read before anything imports one: the portal's own
 * modules import rules/limits.json and the catalogues, so a broken one would otherwise stop the
 * checker with a stack trace instead of a finding (issue 19 item 1). No config is imported here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem, type Problem } from './config-problem';
import { parseConfigJson } from './parse-config-json';

/** Every .json file under a folder of the project, as project-relative paths. */
export function jsonFiles(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return jsonFiles(root, path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

/** A config file's text as JSON, or the finding that names where it breaks and what to do. */
export function parseConfigFile(path: string, text: string): { readonly value: unknown } | { readonly problem: Problem } {
  const parsed = parseConfigJson(text);
  if ('value' in parsed) return parsed;
  const { line, column, message, fix } = parsed.error;
  return { problem: { file: path, path: '', line, column, message: `not valid JSON: ${message}; ${fix ?? 'fix it there (a comma, a quote or a bracket)'}` } };
}

/** Each config file that does not parse, as "file:line:column: what JSON expected there". */
export function configSyntaxErrors(root: string): string[] {
  return ['rules', 'schemas', 'locales'].flatMap((dir) => jsonFiles(root, dir)).flatMap((path) => {
    const parsed = parseConfigFile(path, readFileSync(join(root, path), 'utf8'));
    return 'problem' in parsed ? [formatProblem(parsed.problem)] : [];
  });
}
