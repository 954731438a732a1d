/**
 * Checks every configuration file: each against the meta-schema it names in "$schema", then
 * across files (translation keys, unique codes, known effects, references between files).
 * Problems are plain sentences: file, JSON path, what is wrong and what to do.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseContract } from '../sandbox/http/parse-contract';
import { MadeOnce } from '../sandbox/http/made-once';
import { FragmentRefError, fragmentRefs, resolveFormFragments } from '../src/core/config/form-fragments';
import { pointerSegment } from '../src/core/config/json-pointer';
import { checkCallsAgainstContract } from './call-contract-check';
import { checkConditionEquality } from './condition-checks';
import type { Problem } from './config-problem';
import type { BranchStep, ConfigSources } from './config-sources';
import { jsonFiles, parseConfigFile } from './config-syntax';
import { checkFlows } from './flow-checks';
import { checkForms } from './form-checks';
import { lineAt } from './json-pointer-lines';
import { checkMarkup } from './markup-checks';
import { checkLimits, checkServerOnlyLimits, checkUnreadLimits, type LimitsDocument } from './limit-checks';
import { checkMetaSchemas } from './meta-schema-checks';
import type { OpenApiDocument } from './openapi-paths';
import { codeSites, type TextSite } from './placeholder-checks';
import { checkDecisionCases, checkRules } from './rule-checks';
import { checkScreens } from './screen-checks';
import { checkStaleFigures } from './stale-figure-checks';
import { checkTranslations } from './translation-checks';
import { checkVersions } from './version-checks';

export { formatProblem, locateProblems, type Problem } from './config-problem';
export type { ConfigSources } from './config-sources';

type Json = Record<string, unknown>;

/** Loads every config file of the project, the translation keys its code uses, and its operations. */
export function loadSources(root: string): ConfigSources {
  const paths = [
    ...jsonFiles(root, 'rules'),
    ...jsonFiles(root, 'schemas/forms'),
    ...jsonFiles(root, 'schemas/fragments'),
    ...jsonFiles(root, 'schemas/flows'),
    ...jsonFiles(root, 'schemas/modals'),
    ...jsonFiles(root, 'schemas/screens'),
    ...['schemas/routes.json', 'schemas/shell.json', 'schemas/icons.json'].filter((path) => existsSync(join(root, path))),
    ...jsonFiles(root, 'locales'),
  ];
  // A file that is not valid JSON is a finding, not a crash: the others are still checked.
  const files = new Map<string, unknown>();
  const texts = new Map<string, string>();
  const syntaxProblems: Problem[] = [];
  for (const path of paths) {
    const text = readFileSync(join(root, path), 'utf8');
    texts.set(path, text);
    const parsed = parseConfigFile(path, text);
    if ('value' in parsed) files.set(path, parsed.value);
    else syntaxProblems.push(parsed.problem);
  }
  const codeKeys = new Map<string, string>();
  const codePrefixes = new Set<string>();
  const codeLiterals = new Set<string>();
  const textSites: TextSite[] = [];
  const walk = (dir: string, literalsOnly = false) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'generated') walk(path, literalsOnly);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(join(root, path), 'utf8');
        for (const match of text.matchAll(/['"`]([a-zA-Z][a-zA-Z0-9_.:]*)['"`]/g)) codeLiterals.add(match[1] ?? '');
        if (literalsOnly) continue;
        // The portal's t('key'), and the sandbox's textOf('key') and coded(code, 'key'): each must exist.
        // Where in the code, as file:line, so a key the locales lack is found at once.
        for (const match of text.matchAll(/\b(?:t|textOf)\(\s*'([a-zA-Z0-9_.:]+)'|\bcoded\(\s*[^,]+,\s*'([a-zA-Z0-9_.:]+)'/g)) {
          codeKeys.set(match[1] ?? match[2] ?? '', `${path}:${String(lineAt(text, match.index))}`);
        }
        textSites.push(...codeSites(path, text));
        for (const match of text.matchAll(/`([a-zA-Z][a-zA-Z0-9_.]*\.)\$\{/g)) codePrefixes.add(match[1] ?? '');
      }
    }
  };
  walk('src');
  walk('sandbox');
  // The build's scripts and the staff console read limits too (nginx's timeouts, staff sessions): what they name counts as read, nothing more.
  walk('scripts', true);
  if (existsSync(join(root, 'staff'))) walk('staff', true);
  const spec = parsedContract(readFileSync(join(root, 'openapi/wallet.yaml'), 'utf8'));
  const operations = new Set(Object.values(spec.paths).flatMap((item) => Object.values(item).flatMap((op) => (op.operationId ? [op.operationId] : []))));
  return { files, texts, syntaxProblems, ...branchHistory(root, paths), codeKeys, codeLiterals, codePrefixes, codeSites: textSites, operations, spec };
}

/**
 * The contract, parsed once per process for each text it has: the unit tests and the staff
 * console's reviews check the configuration again and again, and the contract rarely changes.
 * Nothing a check does writes to it.
 */
const parsedContracts = new MadeOnce<OpenApiDocument>();
const parsedContract = (text: string): OpenApiDocument => parsedContracts.get(text, () => parseContract(text) as OpenApiDocument);

/**
 * The config files as they were where this branch left main (HEAD itself on main), each commit of
 * the branch since that changed one, and what HEAD holds of those files: a branch that merged main
 * in (the staff console brings a draft up to date so) has its own commits before main's last.
 */
function branchHistory(root: string, paths: readonly string[]): { baseFiles: Map<string, unknown>; steps: Map<string, BranchStep[]>; headFiles: Map<string, unknown> } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  let base: string;
  try {
    base = git('merge-base', 'HEAD', 'main').trim();
  } catch {
    return { baseFiles: new Map(), steps: new Map(), headFiles: new Map() };
  }
  const baseFiles = new Map([...jsonAt(root, paths.map((path) => `${base}:${path}`))].map(([spec, value]) => [spec.slice(base.length + 1), value]));
  // The branch's own commits, oldest first (a merge of main into it brings main's, which are not its steps).
  const known = new Set(paths);
  const commits = git('rev-list', '--first-parent', '--no-merges', '--reverse', '--format=%H %s', `${base}..HEAD`)
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('commit '))
    .map((line) => ({ hash: line.slice(0, 40), subject: line.slice(41) }));
  const changed = commits.flatMap(({ hash, subject }) =>
    git('diff-tree', '--no-commit-id', '--name-only', '-r', hash, '--', 'rules', 'schemas', 'locales')
      .split('\n')
      .filter((path) => known.has(path))
      .map((path) => ({ hash, subject, path })),
  );
  const stepped = [...new Set(changed.map(({ path }) => path))];
  const blobs = jsonAt(root, [...changed.flatMap(({ hash, path }) => [`${hash}:${path}`, `${hash}^:${path}`]), ...stepped.map((path) => `HEAD:${path}`)]);
  const steps = new Map<string, BranchStep[]>();
  for (const { hash, subject, path } of changed) steps.set(path, [...(steps.get(path) ?? []), { label: `commit ${hash.slice(0, 7)} ("${subject}")`, after: blobs.get(`${hash}:${path}`), before: blobs.get(`${hash}^:${path}`) }]);
  return { baseFiles, steps, headFiles: new Map(stepped.map((path) => [path, blobs.get(`HEAD:${path}`)])) };
}

/**
 * Files as JSON at "<commit>:<path>" each, read by one git process: starting one a file was most
 * of loading the sources, which the unit tests do again and again (issue 37 item 5, figures in
 * docs/decisions/0014). A file missing there, or not JSON, is left out.
 */
function jsonAt(root: string, specs: readonly string[]): Map<string, unknown> {
  const files = new Map<string, unknown>();
  if (specs.length === 0) return files;
  const answer = execFileSync('git', ['cat-file', '--batch'], { cwd: root, input: specs.map((spec) => `${spec}\n`).join(''), maxBuffer: 256 * 1024 * 1024, stdio: ['pipe', 'pipe', 'ignore'] });
  let at = 0;
  for (const spec of specs) {
    const headerEnd = answer.indexOf(0x0a, at);
    // "<object> <type> <size>", then the content and a newline; "<name> missing" for a file not there.
    const [, type, size] = answer.toString('utf8', at, headerEnd).split(' ');
    at = headerEnd + 1;
    if (type !== 'blob' || size === undefined) continue;
    const end = at + Number(size);
    try {
      files.set(spec, JSON.parse(answer.toString('utf8', at, end)) as unknown);
    } catch {
      // Not JSON there: nothing to compare.
    }
    at = end + 1;
  }
  return files;
}

/**
 * Every check of the configuration, in the order a reviewer reads their findings: each file against
 * its meta-schema, then across files, one concern a module (their names say which).
 */
export function checkConfig(root: string, given: ConfigSources): Problem[] {
  const problems: Problem[] = [...(given.syntaxProblems ?? []), ...checkMetaSchemas(root, given.files)];
  // Every check after it reads a form as the portal does, with the fields it takes from fragments.
  const sources = { ...given, files: withFragments(given.files, problems) };
  // Conditions of definitions: two compared with $equals are also equal when both are false.
  for (const [file, document] of sources.files) if (file.startsWith('schemas/')) problems.push(...checkConditionEquality(file, document));
  const found = [
    ...problems,
    ...checkTranslations(sources),
    ...checkMarkup(sources.files),
    ...checkRules(sources),
    ...checkFlows(sources),
    ...checkScreens(sources),
    ...checkCallsAgainstContract(sources),
    ...checkForms(sources),
    ...checkLimits(sources.files.get('rules/limits.json') ?? {}, sources.baseFiles.get('rules/limits.json') as LimitsDocument | undefined),
    ...checkServerOnlyLimits(sources.files),
    ...checkUnreadLimits(sources.files, sources.codeLiterals),
    ...checkStaleFigures(sources.files, sources.baseFiles),
    ...checkDecisionCases(sources),
    ...checkVersions(given),
  ];
  return found.map((problem) => atFragment(problem, given.files));
}

/**
 * A finding in a form at a field it takes from a fragment (its messages, its ui) is a finding in the
 * fragment, where the slip is to be corrected: the form's file has no such line.
 */
function atFragment(problem: Problem, files: ReadonlyMap<string, unknown>): Problem {
  const place = /^\/(messages|uiSchema)\/([^/]+)(\/.*)?$/.exec(problem.path);
  if (!problem.file.startsWith('schemas/forms/') || !place) return problem;
  const [, part = '', field = '', rest = ''] = place;
  const form = files.get(problem.file) as Json | undefined;
  const own = (form?.[part] as Json | undefined)?.[field] as Json | undefined;
  // The form's own entry for the field (laid over the fragment's) is where it is.
  if (own !== undefined && (rest === '' || own[rest.split('/')[1] ?? ''] !== undefined)) return problem;
  const ref = fragmentRefs(form).find((one) => one.name === field);
  if (!ref) return problem;
  return { file: join(dirname(problem.file), ref.file), path: `${ref.fieldPointer}/${part === 'uiSchema' ? 'ui' : 'messages'}${rest}`, message: `${problem.message} (the field as ${problem.file} takes it)` };
}

/**
 * The files with every form's fragment references resolved (src/core/config/form-fragments.ts). A
 * reference that leads nowhere is a finding at its place in the form, which is then checked as
 * written; a fragment's field that no form takes is a finding too.
 */
function withFragments(files: ReadonlyMap<string, unknown>, problems: Problem[]): ReadonlyMap<string, unknown> {
  const taken = new Set<string>();
  const resolved = new Map(
    [...files].map(([file, document]): [string, unknown] => {
      if (!file.startsWith('schemas/forms/')) return [file, document];
      try {
        return [
          file,
          resolveFormFragments(document, (fragment) => {
            const path = join(dirname(file), fragment);
            if (!files.has(path)) throw new Error('no such file in schemas/fragments/');
            return files.get(path);
          }),
        ];
      } catch (error) {
        if (!(error instanceof FragmentRefError)) throw error;
        problems.push({ file, path: error.pointer, message: `${error.message}; point it at a field of a file of schemas/fragments/` });
        return [file, document];
      } finally {
        for (const ref of fragmentRefs(document)) taken.add(`${join(dirname(file), ref.file)}#${ref.fieldPointer}`);
      }
    }),
  );
  for (const [file, document] of files) {
    if (!file.startsWith('schemas/fragments/')) continue;
    for (const field of Object.keys((document as Json)['fields'] ?? {})) {
      const pointer = `/fields/${pointerSegment(field)}`;
      if (!taken.has(`${file}#${pointer}`)) problems.push({ file, path: pointer, message: `is taken by no form; name it in a form's schema properties ({"$ref": "../fragments/${file.split('/').pop() ?? ''}#${pointer}"}) or remove it` });
    }
  }
  return resolved;
}
