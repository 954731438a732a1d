/**
 * `npm run policy:diff -- [<git-ref>]` (default main): one report of what a change of policy does
 * between that ref and the working tree (issue 34 item 1), in Markdown for a pull request. `--out
 * <file>` writes it to a file as well.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CasesFile } from '../src/core/rules/decision-case';
import { formatProblem } from './config-problem';
import { configSyntaxErrors, jsonFiles, parseConfigFile } from './config-syntax';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const ref = args.find((arg, index) => !arg.startsWith('--') && !(outAt >= 0 && index === outAt + 1)) ?? 'main';
const policyDirs = ['rules', 'locales', 'schemas'];

// The working tree's files are read as JSON before anything imports one (the decisions' modules import rules/limits.json).
const brokenHere = configSyntaxErrors(root);
if (brokenHere.length > 0) {
  for (const line of brokenHere) console.error(line);
  process.exit(1);
}

const broken: string[] = [];
function parsed(files: Map<string, unknown>, path: string, text: string, where: string): void {
  const result = parseConfigFile(path, text);
  if ('value' in result) files.set(path, result.value);
  else broken.push(`${formatProblem(result.problem)} (${where})`);
}

/** The policy files at a ref, read in one `git cat-file --batch`. */
function filesAt(at: string): Map<string, unknown> {
  const listed = spawnSync('git', ['ls-tree', '-r', '--name-only', at, '--', ...policyDirs], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) {
    console.error(`git cannot read ${at}: ${listed.stderr.trim()}`);
    process.exit(2);
  }
  const paths = listed.stdout.split('\n').filter((path) => path.endsWith('.json'));
  const batch = spawnSync('git', ['cat-file', '--batch'], { cwd: root, input: paths.map((path) => `${at}:${path}`).join('\n') + '\n', maxBuffer: 256 * 1024 * 1024 });
  const output = batch.stdout;
  const files = new Map<string, unknown>();
  let offset = 0;
  for (const path of paths) {
    const headerEnd = output.indexOf(10, offset);
    const size = Number(output.subarray(offset, headerEnd).toString('utf8').split(' ')[2]);
    parsed(files, path, output.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'), at);
    offset = headerEnd + 1 + size + 1;
  }
  return files;
}

function filesHere(): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const path of policyDirs.flatMap((dir) => jsonFiles(root, dir))) parsed(files, path, readFileSync(join(root, path), 'utf8'), 'working tree');
  return files;
}

const before = filesAt(ref);
const after = filesHere();
if (broken.length > 0) {
  for (const line of broken) console.error(line);
  process.exit(1);
}
// The working tree's cases, and those the change removed.
const cases = [...after, ...[...before].filter(([path]) => !after.has(path))].flatMap(([path, document]) => (path.startsWith('rules/cases/') ? [document as CasesFile] : []));

const { policyChanges } = await import('./policy-changes');
const { configurationOf, decisionImpact } = await import('./decision-impact');
const { policyReport } = await import('./policy-report');
const impact = await decisionImpact(configurationOf(before), configurationOf(after), cases);
const { decisionCoverage } = await import('./decision-coverage');
const casesHere = [...after].flatMap(([path, document]) => (path.startsWith('rules/cases/') ? [document as CasesFile] : []));
const report = policyReport(
  policyChanges(before, after),
  impact,
  cases.reduce((sum, file) => sum + file.cases.length, 0),
  await decisionCoverage(configurationOf(after), casesHere),
  ref,
);
console.log(report);
if (out) writeFileSync(out, report);
