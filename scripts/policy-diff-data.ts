/**
 * Everything `npm run policy:diff` and the explorer's compare page report, between a git ref and the
 * working tree: the changes, the decision cases that now end otherwise, and the coverage of the
 * cases (issue 34 item 1). The policy files are rules/, locales/ and schemas/.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CasesFile } from '../src/core/rules/decision-case';
import { formatProblem } from './config-problem';
import { configSyntaxErrors, jsonFiles, parseConfigFile } from './config-syntax';
import type { Coverage } from './decision-coverage';
import type { ImpactRow } from './decision-impact';
import type { PolicyChanges } from './policy-changes';
import { codeTexts, whereUsed } from './where-used';

const policyDirs = ['rules', 'locales', 'schemas'];

export interface PolicyDiff {
  readonly ref: string;
  readonly changes: PolicyChanges;
  readonly impact: readonly ImpactRow[];
  readonly totalCases: number;
  readonly coverage: Coverage;
  /** Where each changed limit (by name) and text (by key) is used, in the working tree (issue 57 point 5). */
  readonly usedBy: ReadonlyMap<string, readonly string[]>;
}

/** The policy files at a ref, read in one `git cat-file --batch`; null when git cannot read the ref. */
function filesAt(root: string, ref: string, broken: string[]): Map<string, unknown> | null {
  const listed = spawnSync('git', ['ls-tree', '-r', '--name-only', ref, '--', ...policyDirs], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) return null;
  const paths = listed.stdout.split('\n').filter((path) => path.endsWith('.json'));
  const output = spawnSync('git', ['cat-file', '--batch'], { cwd: root, input: `${paths.map((path) => `${ref}:${path}`).join('\n')}\n`, maxBuffer: 256 * 1024 * 1024 }).stdout;
  const files = new Map<string, unknown>();
  let offset = 0;
  for (const path of paths) {
    const headerEnd = output.indexOf(10, offset);
    const size = Number(output.subarray(offset, headerEnd).toString('utf8').split(' ')[2]);
    parse(files, path, output.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'), ref, broken);
    offset = headerEnd + 2 + size;
  }
  return files;
}

function parse(files: Map<string, unknown>, path: string, text: string, where: string, broken: string[]): void {
  const result = parseConfigFile(path, text);
  if ('value' in result) files.set(path, result.value);
  else broken.push(`${formatProblem(result.problem)} (${where})`);
}

/** The policy files at a ref and in the working tree, by project path. */
export interface PolicyFilePair {
  readonly before: ReadonlyMap<string, unknown>;
  readonly after: ReadonlyMap<string, unknown>;
}

/**
 * The policy files at a ref and in the working tree; `{ broken }` lists files that are not JSON
 * (named where they break), `{ unknownRef }` a ref git cannot read.
 */
export function policyFiles(root: string, ref: string): PolicyFilePair | { readonly broken: readonly string[] } | { readonly unknownRef: string } {
  const broken: string[] = [];
  const before = filesAt(root, ref, broken);
  if (before === null) return { unknownRef: ref };
  const after = new Map<string, unknown>();
  for (const path of policyDirs.flatMap((dir) => jsonFiles(root, dir))) parse(after, path, readFileSync(join(root, path), 'utf8'), 'working tree', broken);
  if (broken.length > 0) return { broken };
  return { before, after };
}

/** The diff between a ref and the working tree, or why there is none (as policyFiles). */
export async function policyDiff(root: string, ref: string): Promise<PolicyDiff | { readonly broken: readonly string[] } | { readonly unknownRef: string }> {
  const files = policyFiles(root, ref);
  return 'before' in files ? diffOf(root, ref, files) : files;
}

async function diffOf(root: string, ref: string, { before, after }: PolicyFilePair): Promise<PolicyDiff> {
  const casesOf = (files: ReadonlyMap<string, unknown>) => [...files].flatMap(([path, document]) => (path.startsWith('rules/cases/') ? [document as CasesFile] : []));
  // The working tree's cases, and those the change removed.
  const cases = [...casesOf(after), ...casesOf(new Map([...before].filter(([path]) => !after.has(path))))];
  // Loaded once the files are known to be JSON: the decisions' modules import rules/limits.json.
  const { policyChanges } = await import('./policy-changes');
  const { configurationOf, decisionImpact } = await import('./decision-impact');
  const { decisionCoverage } = await import('./decision-coverage');
  const changes = policyChanges(before, after);
  const used = whereUsed(after, codeTexts(root));
  const usedBy = new Map([...changes.limits.map((limit) => [limit.name, used.limit(limit.name)] as const), ...changes.texts.map((text) => [text.key, used.text(text.key)] as const)]);
  return {
    ref,
    changes,
    usedBy,
    impact: await decisionImpact(configurationOf(before), configurationOf(after), cases),
    totalCases: cases.reduce((sum, file) => sum + file.cases.length, 0),
    coverage: await decisionCoverage(configurationOf(after), casesOf(after)),
  };
}

/**
 * The policy files for a command a reviewer runs (policy:diff, config:impact, policy:replay): a file
 * of the working tree that is not JSON, a ref git cannot read or a file at the ref that is not JSON
 * is said, and the process ends (1, or 2 for the ref).
 */
export function policyFilesOrExit(root: string, ref: string): PolicyFilePair {
  // The working tree's files are read as JSON before anything imports one (the decisions' modules import rules/limits.json).
  const brokenHere = configSyntaxErrors(root);
  if (brokenHere.length > 0) {
    for (const line of brokenHere) console.error(line);
    process.exit(1);
  }
  const files = policyFiles(root, ref);
  if ('unknownRef' in files) {
    console.error(`git cannot read ${files.unknownRef}; name a branch, a tag or a commit (for example main, HEAD~1)`);
    process.exit(2);
  }
  if ('broken' in files) {
    for (const line of files.broken) console.error(line);
    process.exit(1);
  }
  return files;
}

/** The diff for a command a reviewer runs, or the process ends as policyFilesOrExit says. */
export async function policyDiffOrExit(root: string, ref: string): Promise<PolicyDiff> {
  return diffOf(root, ref, policyFilesOrExit(root, ref));
}
