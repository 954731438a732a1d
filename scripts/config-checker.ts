/**
 * Checks every configuration file: each against the meta-schema it names in "$schema", then
 * across files (translation keys, unique codes, known effects, references between files).
 * Problems are plain sentences: file, JSON path, what is wrong and what to do.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Problem } from './config-problem';
import { jsonFiles, parseConfigFile } from './config-syntax';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { effectTypes as effectVocabulary } from '../src/core/effects/effect';
import { cataloguesIn } from './catalogue-names';
import { asText } from '../src/core/text/as-text';
import { formCheckNames } from '../src/core/validation/form-check';
import { actionLabelKey, actionsNamed } from '../src/core/rules/kyc-comparison';
import type { RulesFile } from '../src/core/rules/rules-file';
import { widgetNames } from '../src/engine/widgets/widget-names';
import type { OpenApiDocument } from './openapi-paths';
import { checkCallsAgainstContract } from './call-contract-check';
import { checkScreens } from './screen-checks';
import { checkConditionEquality } from './condition-checks';
import { checkLimits, type LimitsDocument } from './limit-checks';
import { checkPlaceholders, codeSites, definitionSites, type TextSite } from './placeholder-checks';
import { messageDefaultsOf } from '../src/core/config/message-defaults';
import { FragmentRefError, fragmentRefs, resolveFormFragments } from '../src/core/config/form-fragments';
import { pointerSegment, valueAtPointer } from '../src/core/config/json-pointer';
import { isLimitFact } from '../src/core/rules/case-facts';
import { lineAt } from './json-pointer-lines';
import { localeKeys, valueAtKey } from './locale-keys';


/** The step ids a "step" effect may go to: a literal id, or each branch of an $if; a path ("=...") names none that can be checked. */
function stepChoices(id: unknown): string[] {
  if (typeof id === 'string') return id.startsWith('=') ? [] : [id];
  if (typeof id === 'object' && id !== null && '$if' in id) {
    const choice = id as { then?: unknown; else?: unknown };
    return [...stepChoices(choice.then), ...stepChoices(choice.else)];
  }
  return [];
}

export { formatProblem, locateProblems, type Problem } from './config-problem';

type Json = Record<string, unknown>;

const effectTypes = new Set<string>(effectVocabulary);

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return `is missing "${String(error.params['missingProperty'])}"; add it`;
    case 'additionalProperties':
      return `has "${String(error.params['additionalProperty'])}", which this kind of file does not allow; remove it or check its spelling`;
    case 'enum':
      return `must be one of ${(error.params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'type':
      return error.params['type'] === 'integer' ? 'must be a whole number' : `must be of type ${String(error.params['type'])}`;
    default:
      return error.message ?? 'is not valid';
  }
}

export interface ConfigSources {
  /** Project-relative path to parsed JSON of every config file. */
  readonly files: ReadonlyMap<string, unknown>;
  /** The same files at the merge base with main, where they existed; empty outside git. */
  readonly baseFiles: ReadonlyMap<string, unknown>;
  /** Keys the code passes to t('…') literally, with where each was seen: they must exist. */
  readonly codeKeys: ReadonlyMap<string, string>;
  /** Every plain string literal of the code: a key among them counts as used (titleKey="…" props). */
  readonly codeLiterals: ReadonlySet<string>;
  /** The code's t('key', { … }): the values each passes (placeholder-checks.ts). */
  readonly codeSites?: readonly TextSite[];
  /** Prefixes of keys the code builds at run time, such as `languages.${lang}`. */
  readonly codePrefixes: ReadonlySet<string>;
  /** operationIds of openapi/wallet.yaml. */
  readonly operations: ReadonlySet<string>;
  /** The text of each config file as read, for the line of a finding (locateProblems). */
  readonly texts?: ReadonlyMap<string, string>;
  /** The config files that are not valid JSON, each where it breaks; they are left out of files. */
  readonly syntaxProblems?: readonly Problem[];
  /** openapi/wallet.yaml itself, for the answers value paths read. */
  readonly spec: OpenApiDocument;
}

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
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'generated') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(join(root, path), 'utf8');
        // The portal's t('key'), and the sandbox's textOf('key') and coded(code, 'key'): each must exist.
        // Where in the code, as file:line, so a key the locales lack is found at once.
        for (const match of text.matchAll(/\b(?:t|textOf)\(\s*'([a-zA-Z0-9_.:]+)'|\bcoded\(\s*[^,]+,\s*'([a-zA-Z0-9_.:]+)'/g)) {
          codeKeys.set(match[1] ?? match[2] ?? '', `${path}:${String(lineAt(text, match.index))}`);
        }
        for (const match of text.matchAll(/['"`]([a-zA-Z][a-zA-Z0-9_.:]*)['"`]/g)) codeLiterals.add(match[1] ?? '');
        textSites.push(...codeSites(path, text));
        for (const match of text.matchAll(/`([a-zA-Z][a-zA-Z0-9_.]*\.)\$\{/g)) codePrefixes.add(match[1] ?? '');
      }
    }
  };
  walk('src');
  walk('sandbox');
  const spec = parse(readFileSync(join(root, 'openapi/wallet.yaml'), 'utf8')) as OpenApiDocument;
  const operations = new Set(Object.values(spec.paths).flatMap((item) => Object.values(item).flatMap((op) => (op.operationId ? [op.operationId] : []))));
  return { files, texts, syntaxProblems, baseFiles: filesAtMergeBase(root, paths), codeKeys, codeLiterals, codePrefixes, codeSites: textSites, operations, spec };
}

/** The config files as they were where this branch left main (HEAD itself on main). */
function filesAtMergeBase(root: string, paths: readonly string[]): Map<string, unknown> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  let base: string;
  try {
    base = git('merge-base', 'HEAD', 'main').trim();
  } catch {
    return new Map();
  }
  const files = new Map<string, unknown>();
  for (const path of paths) {
    try {
      files.set(path, JSON.parse(git('show', `${base}:${path}`)) as unknown);
    } catch {
      // New since the base: nothing to compare.
    }
  }
  return files;
}

export function checkConfig(root: string, given: ConfigSources): Problem[] {
  const problems: Problem[] = [...(given.syntaxProblems ?? [])];
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  // Every meta-schema first, so one can refer to another's parts (screen-parts.schema.json).
  for (const name of readdirSync(join(root, 'schemas/config')).filter((entry) => entry.endsWith('.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(join(root, 'schemas/config', name), 'utf8')) as Json);
  }
  const metaSchema = (file: string, declared: unknown): ReturnType<typeof ajv.compile> | null => {
    const target = typeof declared === 'string' ? relative(root, resolve(root, dirname(file), declared)) : null;
    if (!target?.startsWith('schemas/config/') || !existsSync(join(root, target))) return null;
    return ajv.getSchema(String((JSON.parse(readFileSync(join(root, target), 'utf8')) as Json)['$id'])) ?? null;
  };

  // 1. Every file against its meta-schema, as it is written.
  for (const [file, document] of given.files) {
    const declared = (document as Json)['$schema'];
    const validate = metaSchema(file, declared);
    if (!validate) {
      problems.push({ file, path: '/$schema', message: `names no meta-schema of schemas/config/ (got ${JSON.stringify(declared)}); set "$schema" to the path of the meta-schema for this kind of file` });
      continue;
    }
    if (!validate(document)) {
      // The 'if' keyword only repeats what its 'then' already said.
      for (const error of (validate.errors ?? []).filter((e) => e.keyword !== 'if')) {
        const found = valueAtPointer(document, error.instancePath);
        const quoted = error.keyword === 'required' || error.keyword === 'additionalProperties' ? '' : ` (got ${JSON.stringify(found)})`;
        // A limit says what its whole numbers count, so the message can too ("a whole number of paise").
        const unit = error.keyword === 'type' && error.params['type'] === 'integer' ? valueAtPointer(document, error.instancePath.replace(/\/value$/, '/unit')) : undefined;
        const described = typeof unit === 'string' ? `must be a whole number of ${unit}` : describe(error);
        problems.push({ file, path: error.instancePath, message: `${described}${quoted}` });
      }
    }
  }

  // Every check after it reads a form as the portal does, with the fields it takes from fragments.
  const sources = { ...given, files: withFragments(given.files, problems) };

  // Conditions of definitions: two compared with $equals are also equal when both are false.
  for (const [file, document] of sources.files) if (file.startsWith('schemas/')) problems.push(...checkConditionEquality(file, document));

  // 2. Translation keys: every language has exactly the keys of English, file by file (each file a
  // namespace: portal.json unprefixed, content.json as "content:…"), and every key used exists.
  const locales = [...sources.files].filter(([file]) => file.startsWith('locales/'));
  const englishFiles = new Map(locales.filter(([file]) => file.startsWith('locales/en/')).map(([file, document]) => [file.replace('locales/en/', ''), document]));
  const englishKeys = new Map<string, string>();
  for (const [name, document] of englishFiles) for (const key of localeKeys(document)) englishKeys.set(namespaced(name, key), `locales/en/${name}`);
  for (const [file, document] of locales) {
    if (file.startsWith('locales/en/')) continue;
    const name = file.split('/').slice(2).join('/');
    const englishDocument = englishFiles.get(name);
    if (englishDocument === undefined) {
      problems.push({ file, path: '', message: `has no English counterpart locales/en/${name}; add it there, or remove this file` });
      continue;
    }
    const englishOfFile = new Set(localeKeys(englishDocument));
    const keys = new Set(localeKeys(document));
    for (const key of englishOfFile) if (!keys.has(key)) problems.push({ file, path: `/${key.replace(/\./g, '/')}`, message: `has no translation for "${key}"; add it (English: ${JSON.stringify(valueAtKey(englishDocument, key))})` });
    // Text left in English: allowed only where nothing is translatable (placeholders, "+91") or for
    // language names, which every language writes in its own language.
    for (const key of keys) {
      const text = valueAtKey(document, key);
      const translatable = typeof text === 'string' && /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
      if (translatable && text === valueAtKey(englishDocument, key) && !key.startsWith('languages.')) {
        problems.push({ file, path: `/${key.replace(/\./g, '/')}`, message: `is still the English text ${JSON.stringify(text)}; translate it` });
      }
    }
    for (const key of keys) if (!englishOfFile.has(key)) problems.push({ file, path: `/${key.replace(/\./g, '/')}`, message: `has "${key}", which English does not; add it to locales/en/${name} or remove it here` });
  }
  const used = new Map<string, string>();
  const noteKey = (key: unknown, where: string) => {
    if (typeof key === 'string' && key !== '') used.set(key, used.get(key) ?? where);
  };
  for (const [key, where] of sources.codeKeys) noteKey(key, where);
  // A form field's keys, in a form or a fragment: its uiSchema entry, its messages, its checks.
  const noteUiKeys = (ui: Json, at: string) => {
    const options = ui['ui:options'] as Json | undefined;
    noteKey(ui['ui:title'], `${at}/ui:title`);
    noteKey(ui['submitText'], `${at}/submitText`);
    noteKey((options?.['link'] as Json | undefined)?.['labelKey'], `${at}/ui:options/link/labelKey`);
    noteKey(options?.['hintKey'], `${at}/ui:options/hintKey`);
    const policy = options?.['policy'];
    if (Array.isArray(policy)) policy.forEach((rule: Json, index) => noteKey(rule['messageKey'], `${at}/ui:options/policy/${index}/messageKey`));
  };
  const noteMessageKeys = (messages: unknown, at: string) => {
    for (const [keyword, key] of Object.entries((messages ?? {}) as Json)) noteKey(key, `${at}/${keyword}`);
  };
  const noteCheckKeys = (checks: unknown, at: string) => {
    ((checks ?? []) as Json[]).forEach((check, index) => {
      noteKey(check['messageKey'], `${at}/${index}/messageKey`);
      noteKey(check['textKey'], `${at}/${index}/textKey`);
    });
  };
  // A fragment's keys first, where they are written: a key it lacks is fixed there, not in each form that takes it.
  for (const [file, document] of sources.files) {
    if (!file.startsWith('schemas/fragments/')) continue;
    for (const [field, parts] of Object.entries(((document as Json)['fields'] ?? {}) as Record<string, Json>)) {
      const at = `${file} /fields/${field}`;
      noteUiKeys((parts['ui'] ?? {}) as Json, `${at}/ui`);
      noteMessageKeys(parts['messages'], `${at}/messages`);
      noteCheckKeys(parts['checks'], `${at}/checks`);
    }
  }
  for (const [file, document] of sources.files) {
    const doc = document as Json;
    if (file.startsWith('schemas/forms/')) {
      for (const [field, ui] of Object.entries((doc['uiSchema'] ?? {}) as Json)) {
        if (typeof ui === 'object' && ui !== null) noteUiKeys(ui as Json, `${file} /uiSchema/${field}`);
      }
      noteCheckKeys(doc['checks'], `${file} /checks`);
      for (const [field, property] of Object.entries((((doc['schema'] as Json | undefined)?.['properties']) ?? {}) as Record<string, unknown>)) {
        (constOptions(property) ?? []).forEach((option, index) => noteKey(option.title, `${file} /schema/properties/${field}/oneOf/${index}/title`));
      }
      for (const [field, keys] of Object.entries((doc['messages'] ?? {}) as Json)) noteMessageKeys(keys, `${file} /messages/${field}`);
    }
    if (file.startsWith('schemas/flows/')) {
      ((doc['steps'] ?? []) as Json[]).forEach((step, index) => {
        const at = `${file} /steps/${index}`;
        for (const key of stepChoices(step['titleKey'])) noteKey(key, `${at}/titleKey`);
        noteKey(step['introKey'], `${at}/introKey`);
        const unavailable = step['unavailable'] as Json | Json[] | undefined;
        (Array.isArray(unavailable) ? unavailable : unavailable ? [unavailable] : []).forEach((reason, u) => {
          const where = Array.isArray(unavailable) ? `${at}/unavailable/${u}` : `${at}/unavailable`;
          noteKey(reason['messageKey'], `${where}/messageKey`);
          noteKey((reason['link'] as Json | undefined)?.['labelKey'], `${where}/link/labelKey`);
        });
        for (const [field, hint] of Object.entries((step['hints'] ?? {}) as Record<string, Json>)) noteKey(hint['key'], `${at}/hints/${field}/key`);
        for (const [field, choice] of Object.entries((step['choices'] ?? {}) as Record<string, Json>)) noteKey((choice['label'] as Json | undefined)?.['key'], `${at}/choices/${field}/label/key`);
        ((step['notes'] ?? []) as Json[]).forEach((note, n) => noteKey(note['messageKey'], `${at}/notes/${n}/messageKey`));
        ((step['buttons'] ?? []) as Json[]).forEach((button, b) => noteKey(button['labelKey'], `${at}/buttons/${b}/labelKey`));
        ((step['links'] ?? []) as Json[]).forEach((link, l) => noteKey(link['labelKey'], `${at}/links/${l}/labelKey`));
        for (const [where, key] of screenKeys(step['summary'], `${at}/summary`)) noteKey(key, where);
        for (const [where, action] of actionsOf(step)) (action['done'] as Json[]).forEach((effect, e) => noteKey(effect['messageKey'], `${at}/${where}/done/${e}/messageKey`));
      });
    }
    if (file.startsWith('schemas/modals/')) {
      noteKey(doc['titleKey'], `${file} /titleKey`);
      ((doc['paragraphs'] ?? []) as string[]).forEach((key, index) => noteKey(key, `${file} /paragraphs/${index}`));
      for (const [pointer, key] of screenKeys(doc['comparison'], '/comparison')) noteKey(key, `${file} ${pointer}`);
      ((doc['actions'] ?? []) as Json[]).forEach((action, index) => noteKey(action['labelKey'], `${file} /actions/${index}/labelKey`));
    }
    if (file === 'schemas/routes.json') {
      ((doc['routes'] ?? []) as Json[]).forEach((route, index) => {
        noteKey(route['titleKey'], `${file} /routes/${index}/titleKey`);
        noteKey((route['nav'] as Json | undefined)?.['labelKey'], `${file} /routes/${index}/nav/labelKey`);
      });
    }
    if (file.startsWith('schemas/screens/') || file === 'schemas/shell.json') for (const [pointer, key] of screenKeys(doc, '')) noteKey(key, `${file} ${pointer}`);
    if (file.startsWith('rules/catalogues/')) {
      ((doc['entries'] ?? []) as Json[]).forEach((entry, index) => noteKey(entry['messageKey'], `${file} /entries/${index}/messageKey`));
    }
    if (file.endsWith('.rules.json')) {
      ((doc['rules'] ?? []) as Json[]).forEach((rule, index) => {
        const params = (rule['event'] as Json | undefined)?.['params'] as Json | undefined;
        noteKey(params?.['messageKey'], `${file} /rules/${index}/event/params/messageKey`);
        for (const [field, key] of Object.entries((params?.['fields'] ?? {}) as Json)) noteKey(key, `${file} /rules/${index}/event/params/fields/${field}`);
      });
    }
  }
  for (const [key, where] of used) {
    if (!englishKeys.has(key)) {
      const [place = where, path = ''] = where.split(' ');
      // The code's place is file:line.
      const [, file = place, line] = /^(.*?)(?::(\d+))?$/.exec(place) ?? [];
      problems.push({ file, path, ...(line === undefined ? {} : { line: Number(line) }), message: `uses the translation key "${key}", which locales/en does not have; add it to every language` });
    }
  }

  // 2b. Placeholders: the same in every language, and passed where the text is shown.
  const textsByLanguage = new Map<string, Map<string, { text: string; file: string }>>();
  for (const [file, document] of locales) {
    const [, language = '', ...rest] = file.split('/');
    const name = rest.join('/');
    const keys = textsByLanguage.get(language) ?? new Map<string, { text: string; file: string }>();
    textsByLanguage.set(language, keys);
    for (const key of localeKeys(document)) {
      const text = valueAtKey(document, key);
      if (typeof text === 'string') keys.set(namespaced(name, key), { text, file });
    }
  }
  problems.push(
    ...checkPlaceholders({
      texts: textsByLanguage,
      sites: [...[...sources.files].flatMap(([file, document]) => definitionSites(file, document)), ...(sources.codeSites ?? [])],
      // The copy's own limits, not the project's: a new limit is in every message of the configuration checked.
      defaults: new Set(Object.keys(messageDefaultsOf(((sources.files.get('rules/limits.json') as Json | undefined)?.['limits'] ?? {}) as Json))),
    }),
  );

  // A KYC comparison names each action its permission decision speaks of: each needs its name in every language.
  for (const [file, document] of sources.files) {
    const comparisons = file.startsWith('schemas/modals/')
      ? [[(document as Json)['comparison'], '/comparison'] as const]
      : file.startsWith('schemas/screens/')
        ? (((document as Json)['blocks'] ?? []) as Json[]).map((block, index) => [block['type'] === 'comparison' ? block : undefined, `/blocks/${String(index)}`] as const)
        : [];
    for (const [spec, pointer] of comparisons) {
      if (typeof spec !== 'object' || spec === null) continue;
      const comparison = spec as { decision?: string; exclude?: string[] };
      const rules = sources.files.get(`rules/${String(comparison.decision)}.rules.json`) as RulesFile | undefined;
      if (!rules) {
        problems.push({ file, path: `${pointer}/decision`, message: `"${String(comparison.decision)}" is not a decision of rules/; name one` });
        continue;
      }
      for (const action of actionsNamed(rules, comparison.exclude)) {
        if (!englishKeys.has(actionLabelKey(action))) problems.push({ file, path: `${pointer}/decision`, message: `compares the action "${action}" of rules/${rules.decision}.rules.json, whose name "${actionLabelKey(action)}" locales/en does not have; add it to every language` });
      }
    }
  }

  const isUsed = (key: string) => used.has(key) || sources.codeLiterals.has(key) || [...sources.codePrefixes].some((prefix) => key.startsWith(prefix));
  for (const [key, file] of englishKeys) {
    if (!isUsed(key)) {
      problems.push({ file, path: `/${key.replace(/^[a-z]+:/, '').replace(/\./g, '/')}`, message: `"${key}" is used by no form, rule, catalogue, route or code; remove it from every language, or use it` });
    }
  }

  // 3. Catalogues: a code appears once.
  for (const [file, document] of sources.files) {
    if (!file.startsWith('rules/catalogues/')) continue;
    const seen = new Map<string, number>();
    ((document as Json)['entries'] as Json[] | undefined)?.forEach((entry, index) => {
      const code = String(entry['code']);
      const first = seen.get(code);
      if (first !== undefined) problems.push({ file, path: `/entries/${index}/code`, message: `code "${code}" is listed twice (first at /entries/${first}); keep one entry per code` });
      else seen.set(code, index);
    });
  }

  // 4. Rules: effects from the vocabulary; named conditions exist, the file's own or shared (rules/conditions.json), and none of its own takes a shared name.
  const sharedConditions = Object.keys(((sources.files.get('rules/conditions.json') as Json | undefined)?.['conditions'] ?? {}));
  for (const [file, document] of sources.files) {
    if (!file.endsWith('.rules.json') && file !== 'rules/conditions.json') continue;
    const doc = document as Json;
    const own = Object.keys((doc['conditions'] ?? {}));
    const named = new Set([...own, ...sharedConditions]);
    if (file !== 'rules/conditions.json') {
      for (const name of own.filter((one) => sharedConditions.includes(one))) {
        problems.push({ file, path: `/conditions/${name}`, message: `defines "${name}", which rules/conditions.json already shares with every decision; remove it here and use the shared one, or give it another name` });
      }
    }
    for (const [name, condition] of Object.entries((doc['conditions'] ?? {}) as Json)) {
      for (const match of JSON.stringify(condition).matchAll(/"condition":"([^"]+)"/g)) {
        if (!named.has(match[1] ?? '')) problems.push({ file, path: `/conditions/${name}`, message: `refers to the condition "${match[1] ?? ''}", which neither this file nor rules/conditions.json defines` });
      }
    }
    ((doc['rules'] ?? []) as Json[]).forEach((rule, index) => {
      const type = (rule['event'] as Json | undefined)?.['type'];
      if (typeof type === 'string' && !effectTypes.has(type)) {
        problems.push({ file, path: `/rules/${index}/event/type`, message: `"${type}" is not an effect the portal knows; use one of ${[...effectTypes].join(', ')}` });
      }
      for (const match of JSON.stringify(rule['conditions']).matchAll(/"condition":"([^"]+)"/g)) {
        if (!named.has(match[1] ?? '')) problems.push({ file, path: `/rules/${index}/conditions`, message: `refers to the condition "${match[1] ?? ''}", which neither /conditions nor rules/conditions.json defines` });
      }
    });
  }

  // 4b. Rules compare with limits that exist.
  const limitNames = new Set(Object.keys(((sources.files.get('rules/limits.json') as Json | undefined)?.['limits'] ?? {})));
  for (const [file, document] of sources.files) {
    if (!file.endsWith('.rules.json') && file !== 'rules/conditions.json') continue;
    for (const match of JSON.stringify(document).matchAll(/"fact":"limit\.([^"]+)"/g)) {
      if (!limitNames.has(match[1] ?? '')) problems.push({ file, path: '/rules', message: `refers to the limit "${match[1] ?? ''}", which rules/limits.json does not have` });
    }
  }

  // 4c. Every form field has a label.
  for (const [file, document] of sources.files) {
    if (!file.startsWith('schemas/forms/')) continue;
    const doc = document as Json;
    const ui = (doc['uiSchema'] ?? {}) as Record<string, Json | undefined>;
    for (const field of Object.keys((((doc['schema'] as Json | undefined)?.['properties']) ?? {}))) {
      // A hidden field carries a value the customer does not type (how they logged in): nothing to label.
      if (ui[field]?.['ui:widget'] === 'hidden') continue;
      if (typeof ui[field]?.['ui:title'] !== 'string') problems.push({ file, path: `/uiSchema/${field}`, message: `the field "${field}" has no label; give it "ui:title" with a translation key` });
    }
  }

  // 5. Journeys point at forms, operations, decisions, steps and routes that exist.
  const routePaths = new Set((((sources.files.get('schemas/routes.json') as Json | undefined)?.['routes'] ?? []) as Json[]).map((route) => String(route['path'])));
  for (const [file, document] of sources.files) {
    if (!file.startsWith('schemas/flows/')) continue;
    const steps = ((document as Json)['steps'] ?? []) as Json[];
    const stepIds = new Set(steps.map((step) => String(step['id'])));
    const staged: string[] = [];
    (((document as Json)['progress'] ?? []) as string[][]).forEach((stage, s) => {
      for (const id of stage) {
        if (!stepIds.has(id)) problems.push({ file, path: `/progress/${s}`, message: `names the step "${id}", which this flow does not have` });
        if (staged.includes(id)) problems.push({ file, path: `/progress/${s}`, message: `names the step "${id}" in a second stage; a step is in one stage` });
        staged.push(id);
      }
    });
    steps.forEach((step, index) => {
      const at = `/steps/${index}`;
      const form = String(step['form']);
      if (!sources.files.has(`schemas/forms/${form}.json`)) problems.push({ file, path: `${at}/form`, message: `names the form "${form}", but schemas/forms/${form}.json does not exist` });
      const formDoc = sources.files.get(`schemas/forms/${form}.json`) as Json | undefined;
      const formFields = Object.keys(((formDoc?.['schema'] as Json | undefined)?.['properties'] as Json | undefined) ?? {});
      for (const part of ['prefill', 'readonly', 'choices'] as const) {
        for (const field of Object.keys((step[part] ?? {}) as Json).filter((name) => !formFields.includes(name))) {
          problems.push({ file, path: `${at}/${part}/${field}`, message: `names the field "${field}" in ${part}, which the form ${form} does not have` });
        }
      }
      // A choice the step lists is one its form leaves to the step, and the other way round.
      const formUi = (formDoc?.['uiSchema'] ?? {}) as Json;
      const leftToStep = Object.keys(formUi).filter((field) => ((formUi[field] as Json | undefined)?.['ui:options'] as Json | undefined)?.['listedBy'] === 'step');
      const listedByStep = Object.keys(step['choices'] ?? {});
      for (const field of listedByStep.filter((name) => formFields.includes(name) && !leftToStep.includes(name))) {
        problems.push({ file, path: `${at}/choices/${field}`, message: `lists the options of "${field}", but the form ${form} makes that choice itself; give it "ui:options": {"listedBy": "step"}` });
      }
      for (const field of leftToStep.filter((name) => !listedByStep.includes(name))) {
        problems.push({ file, path: `${at}/choices`, message: `the form ${form} leaves the options of "${field}" to its step: list them here ("choices")` });
      }
      ((step['resume'] ?? []) as Json[]).forEach((resume, r) => {
        if (!stepIds.has(String(resume['step']))) problems.push({ file, path: `${at}/resume/${r}/step`, message: `resumes at the step "${String(resume['step'])}", which this flow does not have` });
      });
      if (!routePaths.has(String(step['route']))) problems.push({ file, path: `${at}/route`, message: `is on the route "${String(step['route'])}", which schemas/routes.json does not have` });
      if (step['dialog'] === true && !steps.some((other) => other['route'] === step['route'] && other['dialog'] !== true)) {
        problems.push({ file, path: `${at}/dialog`, message: `is a dialog, but no page step on ${String(step['route'])} is there to show it over; add one` });
      }
      for (const [where, action] of actionsOf(step)) {
        ((action['calls'] ?? []) as Json[]).forEach((call, c) => {
          const callAt = `${at}/${where}/calls/${c}`;
          if (!sources.operations.has(String(call['operation']))) problems.push({ file, path: `${callAt}/operation`, message: `names the operation "${String(call['operation'])}", which openapi/wallet.yaml does not have` });
          for (const key of ['answer', 'outcome']) {
            const decision = asText(call[key]);
            if (decision !== '' && !sources.files.has(`rules/${decision}.rules.json`)) problems.push({ file, path: `${callAt}/${key}`, message: `names the decision "${decision}", but rules/${decision}.rules.json does not exist` });
          }
        });
        ((action['done'] ?? []) as Json[]).forEach((effect, e) => {
          const type = asText(effect['type']);
          if (!effectTypes.has(type)) problems.push({ file, path: `${at}/${where}/done/${e}/type`, message: `"${type}" is not an effect the portal knows; use one of ${[...effectTypes].join(', ')}` });
          if (type !== 'step') return;
          const targets = stepChoices(effect['id']);
          if (targets.length === 0) problems.push({ file, path: `${at}/${where}/done/${e}/id`, message: 'names no step: give a step id, or choose among step ids with $if' });
          for (const target of targets.filter((id) => !stepIds.has(id))) problems.push({ file, path: `${at}/${where}/done/${e}/id`, message: `goes to the step "${target}", which this flow does not have` });
        });
      }
    });
  }
  // 5a. Routes, screens and the shell: definitions, operations, value paths, formats, links.
  problems.push(...checkScreens(sources));
  // 5c. Every call's body and query as the contract's request takes them (issue 33 item 1).
  problems.push(...checkCallsAgainstContract(sources));

  // 5b. Forms name widgets and checks the renderer has.
  const catalogues = cataloguesIn(sources.files);
  for (const [file, document] of sources.files) {
    if (!file.startsWith('schemas/forms/')) continue;
    const doc = document as Json;
    for (const [field, ui] of Object.entries((doc['uiSchema'] ?? {}) as Json)) {
      const widget = typeof ui === 'object' && ui !== null ? (ui as Json)['ui:widget'] : undefined;
      if (typeof widget === 'string' && !(widgetNames as readonly string[]).includes(widget)) {
        problems.push({ file, path: `/uiSchema/${field}/ui:widget`, message: `"${widget}" is not a widget of the renderer; use one of ${widgetNames.join(', ')}` });
      }
      const options = (ui as Json | undefined)?.['ui:options'] as Json | undefined;
      const listed = options?.['catalogue'];
      // A choice is made from a catalogue, or from the options its step lists (the step's "choices").
      // A choice is made from a catalogue, from the options its step lists (the step's "choices"), or from its schema's oneOf of {const, title}.
      const ownOptions = listed === undefined && constOptions(((doc['schema'] as Json | undefined)?.['properties'] as Json | undefined)?.[field]) !== undefined;
      if (widget === 'choice' && options?.['listedBy'] !== 'step' && !ownOptions && !catalogues.has(asText(listed))) {
        problems.push({ file, path: `/uiSchema/${field}/ui:options/catalogue`, message: `a choice is made from a catalogue, listed by its step ("listedBy": "step"), or listed by its schema ("oneOf": [{"const": …, "title": "<translation key>"}]); "${asText(listed)}" is none of ${[...catalogues.keys()].join(', ')}` });
      }
    }
    // Without a "ui:widget", RJSF draws an enum or a date, time or address format with a widget of its
    // own default theme, none of which the bundle ships (bundle-shims.ts).
    const uiOf = (doc['uiSchema'] ?? {}) as Record<string, Json | undefined>;
    for (const [field, property] of Object.entries((((doc['schema'] as Json | undefined)?.['properties']) ?? {}) as Record<string, Json>)) {
      const drawnByRjsf = constOptions(property) !== undefined || (property['type'] === 'string' && ('enum' in property || ['date', 'date-time', 'time', 'uri', 'data-url'].includes(asText(property['format']))));
      if (drawnByRjsf && typeof uiOf[field]?.['ui:widget'] !== 'string') {
        problems.push({ file, path: `/uiSchema/${field}`, message: `RJSF would draw "${field}" with a widget of its own theme, which the bundle does not ship (bundle-shims.ts): give it a "ui:widget" of ours (${widgetNames.join(', ')})` });
      }
    }
    for (const path of unsupportedSchemaParts(doc['schema'], '/schema')) {
      problems.push({ file, path, message: 'needs a part of RJSF the bundle does not ship (arrays, oneOf, anyOf, allOf; bundle-shims.ts): keep a form to one level of text, number and yes/no fields' });
    }
    for (const path of markdownOptions(doc['uiSchema'], '/uiSchema')) {
      problems.push({ file, path, message: 'asks RJSF for markdown; texts of the portal are plain (the bundle has no markdown renderer): remove it' });
    }
    ((doc['checks'] ?? []) as Json[]).forEach((check, index) => {
      if (!(formCheckNames as readonly string[]).includes(String(check['check']))) problems.push({ file, path: `/checks/${index}/check`, message: `"${String(check['check'])}" is not a check the renderer knows; use one of ${formCheckNames.join(', ')}` });
      if (check['check'] === 'pincodeInState' && !catalogues.has(asText(check['catalogue']))) {
        problems.push({ file, path: `/checks/${index}/catalogue`, message: `"${asText(check['catalogue'])}" is not a catalogue; use one of ${[...catalogues.keys()].join(', ')}` });
      }
    });
  }

  // 4d. Limits: money in paise by name, no slip of a factor of 100, their relations hold.
  problems.push(...checkLimits(sources.files.get('rules/limits.json') ?? {}, sources.baseFiles.get('rules/limits.json') as LimitsDocument | undefined));

  // 6. Decision cases belong to a decision that exists, and write facts against limits that exist.
  const limitsTable = ((sources.files.get('rules/limits.json') as Json | undefined)?.['limits'] ?? {}) as Record<string, Json>;
  for (const [file, document] of sources.files) {
    if (!file.startsWith('rules/cases/')) continue;
    const decision = String((document as Json)['decision']);
    if (!sources.files.has(`rules/${decision}.rules.json`)) problems.push({ file, path: '/decision', message: `is for the decision "${decision}", but rules/${decision}.rules.json does not exist` });
    (((document as Json)['cases'] ?? []) as Json[]).forEach((testCase, index) => {
      for (const [fact, value] of Object.entries((testCase['facts'] ?? {}) as Json)) {
        if (isLimitFact(value) && typeof limitsTable[value.limit]?.['value'] !== 'number') {
          problems.push({ file, path: `/cases/${String(index)}/facts/${fact}/limit`, message: `is written against the limit "${value.limit}", which rules/limits.json does not have as a number; name one it has` });
        }
      }
    });
  }
  // 7. A file changed since the merge base with main carries a higher version (a fragment its own:
  // the forms that take its fields are as they were written).
  for (const [file, document] of given.files) {
    const before = sources.baseFiles.get(file);
    if (before === undefined) continue;
    const strip = (value: unknown) => JSON.stringify({ ...(value as Json), version: undefined });
    if (strip(before) === strip(document)) continue;
    const was = Number((before as Json)['version'] ?? 0);
    const now = Number((document as Json)['version'] ?? 0);
    if (now <= was) problems.push({ file, path: '/version', message: `changed since main but its version is still ${now}; raise it to ${was + 1}` });
  }
  return problems;
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

/** Where a form's schema would need the parts of RJSF the bundle leaves out: arrays, and oneOf, anyOf or allOf. */
function unsupportedSchemaParts(node: unknown, pointer: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as Json;
  const here = [
    ...(schema['type'] === 'array' || 'items' in schema ? [`${pointer}/type`] : []),
    ...['oneOf', 'anyOf', 'allOf'].filter((key) => key in schema && !(key === 'oneOf' && constOptions(schema))).map((key) => `${pointer}/${key}`),
  ];
  const properties = (schema['properties'] ?? {}) as Json;
  return [...here, ...Object.entries(properties).flatMap(([name, child]) => unsupportedSchemaParts(child, `${pointer}/properties/${name}`))];
}

/**
 * The options a field lists itself, as RJSF's optionsList reads them: a oneOf of {const, title}
 * only, each title a translation key. RJSF draws such a field as a select (isSelect), not with the
 * one-of field the bundle leaves out.
 */
export function constOptions(node: unknown): readonly { readonly const: unknown; readonly title: string }[] | undefined {
  const oneOf = typeof node === 'object' && node !== null ? (node as Json)['oneOf'] : undefined;
  if (!Array.isArray(oneOf) || oneOf.length === 0) return undefined;
  const listed = oneOf.every((option: unknown) => typeof option === 'object' && option !== null && 'const' in option && typeof (option as Json)['title'] === 'string' && Object.keys(option).length === 2);
  return listed ? (oneOf as { const: unknown; title: string }[]) : undefined;
}

/** Where a form's uiSchema asks for markdown (enableMarkdownInDescription, enableMarkdownInHelp, in ui:options or as ui:…). */
function markdownOptions(node: unknown, pointer: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node as Json).flatMap(([key, value]) => [
    ...(/^(ui:)?enableMarkdownIn/.test(key) ? [`${pointer}/${key}`] : []),
    ...markdownOptions(value, `${pointer}/${key}`),
  ]);
}

/** The properties of a screen definition that hold a translation key. */
const keyProperties = new Set(['featureKey', 'emptyKey', 'labelKey', 'invalidKey', 'titleKey', 'introKey', 'messageKey', 'notFoundKey', 'confirmLabelKey', 'searchLabelKey', 'searchEmptyKey', 'captionKey', 'monthLabelKey', 'key', 'q', 'a']);

/** Every translation key of a screen definition, with its JSON pointer: key properties, a content list's items, a result's messages. */
function screenKeys(node: unknown, pointer: string): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((item, index) => screenKeys(item, `${pointer}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  const object = node as Json;
  return Object.entries(object).flatMap(([name, value]): [string, string][] => {
    const at = `${pointer}/${name}`;
    // "key" is a translation key in a content block; a column's key only names the column.
    if (typeof value === 'string' && keyProperties.has(name) && (name !== 'key' || 'type' in object)) return [[at, value]];
    if (name === 'items' && object['type'] === 'list' && Array.isArray(value)) return value.map((key, index): [string, string] => [`${at}/${index}`, String(key)]);
    if (name === 'messages' && typeof value === 'object' && value !== null) return Object.entries(value).map(([outcome, key]): [string, string] => [`${at}/${outcome}`, String(key)]);
    return screenKeys(value, at);
  });
}

/** A step's submit and buttons, each with the JSON path segment it sits at. */
function actionsOf(step: Json): [string, Json][] {
  const buttons = ((step['buttons'] ?? []) as Json[]).map((button, index): [string, Json] => [`buttons/${index}`, button]);
  return [['submit', (step['submit'] ?? { calls: [], done: [] }) as Json], ...buttons];
}

/** A key as code and definitions name it: portal.json's as they are, another file's behind its namespace ("content:help.intro"). */
function namespaced(file: string, key: string): string {
  const namespace = file.replace(/\.json$/, '');
  return namespace === 'portal' ? key : `${namespace}:${key}`;
}

