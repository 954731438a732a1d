/**
 * `npm run docs:policy` (part of `npm run build`): the policy explorer (issue 19 item 7), static
 * pages at dist/docs/policy/ that compliance staff and auditors read without opening a JSON file:
 * every limit with its unit and the spec it comes from, and the relations that hold between limits;
 * every message in every language side by side; every catalogue, code by code, with its message and
 * its effect; every decision as a table of its rules and its cases; the version of each file.
 * Like the API reference, the pages carry no script, so the portal's strict CSP serves them as they are.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portalLanguages as languages } from '../sandbox/http/envelope';
import { formatMoney } from '../src/core/money/format-money';
import { jsonFiles as jsonFilesUnder } from './config-syntax';
import { escapeHtml as escape } from '../sandbox/http/escape-html';
import { comparisonOf, type Relation } from './limit-checks';
import { localeKeys, valueAtKey } from './locale-keys';
import { isLimitFact } from '../src/core/rules/case-facts';
import { conditionWords, eventWords, type RuleWordsContext } from './rule-words';
import { policyDiff } from './policy-diff-data';
import { policySections, type ReportSection } from './policy-report';
import { versionHistory } from './version-history';
import { facedScripts, fontFaceCss, scriptFamiliesCss } from '../src/core/text/script-faces';
import { scriptFaceFile } from '../sandbox/services/script-face-file';

type Json = Record<string, unknown>;

const project = join(import.meta.dirname, '..');
// The configuration documented: this project's, or a copy a test changed on a branch (POLICY_ROOT).
const root = process.env['POLICY_ROOT'] ?? project;
const out = join(root, 'dist/docs/policy');
/** The weights of each script's face the explorer shows (its tables' headings are bold). */
const faceWeights = [400, 700] as const;
const faceFile = (script: string, weight: number) => `${script.toLowerCase()}-${String(weight)}.woff2`;
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Json;
const jsonFiles = (dir: string): string[] => jsonFilesUnder(root, dir).sort();

const code = (value: unknown) => `<code>${escape(typeof value === 'string' ? value : JSON.stringify(value))}</code>`;
const table = (caption: string, head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<div class="scroll"><table><caption>${escape(caption)}</caption><thead><tr>${head.map((cell) => `<th scope="col">${escape(cell)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></div>`;

const namespaces = readdirSync(join(root, 'locales/en')).filter((name) => name.endsWith('.json')).map((name) => name.replace(/\.json$/, ''));
const texts = new Map(languages.map((language) => [language, new Map(namespaces.map((namespace) => [namespace, readJson(`locales/${language}/${namespace}.json`)]))]));

/** The text of a key ("code.138", "account:cashout.success") in a language. */
function textOf(language: string, key: string): string {
  const [namespace, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['portal', key];
  const found = valueAtKey(texts.get(language)?.get(namespace), path);
  return typeof found === 'string' ? found : '';
}

const languageNames = new Map(languages.map((language) => [language, textOf(language, `languages.${language}`) || language]));
const builtAt = new Date().toISOString();
const pages = [
  { file: 'index.html', title: 'Files and versions' },
  { file: 'limits.html', title: 'Limits' },
  { file: 'messages.html', title: 'Messages' },
  { file: 'catalogues.html', title: 'Catalogues' },
  { file: 'decisions.html', title: 'Decisions' },
  { file: 'compare.html', title: 'Changes' },
  { file: 'history.html', title: 'History' },
] as const;

function page(file: (typeof pages)[number]['file'], intro: string, body: string): void {
  const title = pages.find((one) => one.file === file)?.title ?? '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Policy of the wallet portal</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/docs/policy/policy.css">
${facedScripts.flatMap(({ script }) => faceWeights.map((weight) => `<link rel="preload" href="/docs/policy/${faceFile(script, weight)}" as="font" type="font/woff2" crossorigin>\n`)).join('')}</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
<header><p class="muted">Policy of the wallet portal, read from rules/, locales/ and schemas/ at ${escape(builtAt)} (npm run build).</p>
<nav aria-label="Policy"><ul class="tabs">${pages.map((one) => `<li><a href="/docs/policy/${one.file === 'index.html' ? '' : one.file}"${one.file === file ? ' aria-current="page"' : ''}>${escape(one.title)}</a></li>`).join('')}</ul></nav></header>
<main id="main"><h1>${escape(title)}</h1>${intro}
${body}
</main>
</body>
</html>
`;
  writeFileSync(join(out, file), html);
}

mkdirSync(out, { recursive: true });

// What the working tree's policy changes against the ref the build was given (POLICY_BASE, main unless
// said), as npm run policy:diff reports it: the Changes page, and a mark on each changed entry of the others.
const base = process.env['POLICY_BASE'] ?? 'main';
const diff = await policyDiff(root, base);
const changes = 'changes' in diff ? diff.changes : undefined;
/** A mark on an entry the change since the base touches, saying what it was. */
const changed = (words: string) => ` <mark>changed since ${escape(base)}: ${escape(words)}</mark>`;
const markedIntro = changes ? `<p>Entries this build changes against ${code(base)} are marked; the Changes page lists them all.</p>` : '';
const history = versionHistory(root, ['rules', 'locales', 'schemas']);
const fileAnchor = (path: string) => `file-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;

// Files and versions.
const configFiles = [...jsonFiles('rules'), ...jsonFiles('schemas').filter((path) => !path.startsWith('schemas/config/')), ...jsonFiles('locales')];
page(
  'index.html',
  `<p>Every configuration file with its version: cite it in an approval ("cooling-off cap as of rules/limits.json v5"). Each version's reason is on the History page. How to change them: CONFIG.md of the repository.</p>${markedIntro}`,
  table('Configuration files', ['file', 'version', 'what it is'], configFiles.map((path) => {
    const document = readJson(path);
    const version = changes?.versions.find((one) => one.file === path);
    return [
      code(path),
      `<a href="/docs/policy/history.html#${fileAnchor(path)}">${escape(document['version'] ?? '')}</a>${version ? changed(version.change === 'added' ? 'added' : `was version ${String(version.before ?? 'none')}`) : ''}`,
      escape(path.startsWith('locales/') ? `texts in ${languageNames.get(path.split('/')[1] ?? '') ?? ''}` : (document['description'] ?? document['title'] ?? '')),
    ];
  })),
);

// Limits, and the relations between them.
const limitsFile = readJson('rules/limits.json');
const limits = limitsFile['limits'] as Record<string, { value: number | string; unit: string; spec: string }>;
const currency = String(limits['currencyCode']?.value ?? 'INR');
const relations = (limitsFile['relations'] ?? []) as Relation[];
page(
  'limits.html',
  `<p>rules/limits.json, version ${escape(limitsFile['version'])}. Money is held in paise (₹1 is 100 paise); the rupee figure is shown beside it.</p>${markedIntro}`,
  table('Limits', ['limit', 'value', 'unit', 'from'], Object.entries(limits).map(([name, entry]) => [
    `<span id="limit-${escape(name)}">${code(name)}</span>`,
    `${escape(entry.value)}${entry.unit === 'paise' && typeof entry.value === 'number' ? ` <span class="muted">(${escape(formatMoney(entry.value, textOf('en', 'format.locale'), currency))})</span>` : ''}${((limit) => (limit ? changed(`was ${limit.before}`) : ''))(changes?.limits.find((one) => one.name === name))}`,
    escape(entry.unit),
    escape(entry.spec),
  ])) +
    table('What must hold between limits (the checker refuses a change that breaks one)', ['limit', 'must be', 'than', 'why'], relations.map((relation) => {
      const comparison = comparisonOf(relation);
      return [code(relation.limit), escape(comparison?.words ?? ''), `${code(comparison?.other ?? '')}${relation.plus ? ` plus ${escape(relation.plus)}` : ''}`, escape(relation.why ?? '')];
    })),
);

// Messages, every language side by side.
page(
  'messages.html',
  `<p>Every text the portal and the sandbox show, by key, in ${languages.map((language) => escape(languageNames.get(language))).join(', ')}. English is the specification's wording. <code>{{name}}</code> is a value filled in where the text is shown.</p>${markedIntro}`,
  namespaces
    .map((namespace) => {
      // The file's own description says what the file is for: not a text shown.
      const keys = localeKeys(texts.get('en')?.get(namespace)).filter((key) => key !== 'description');
      const prefix = namespace === 'portal' ? '' : `${namespace}:`;
      return `<section aria-labelledby="ns-${namespace}"><h2 id="ns-${namespace}">${escape(namespace)} <span class="muted">(locales/*/${escape(namespace)}.json)</span></h2>${table(
        `Messages of ${namespace}.json`,
        ['key', ...languages.map((language) => languageNames.get(language) ?? language)],
        keys.map((key) => [
          code(`${prefix}${key}`),
          ...languages.map((language) => {
            const text = changes?.texts.find((one) => one.key === `${prefix}${key}` && one.language === language);
            return `<span lang="${escape(language)}">${escape(textOf(language, `${prefix}${key}`))}</span>${text ? changed(text.before === null ? 'added' : `was «${text.before}»`) : ''}`;
          }),
        ]),
      )}</section>`;
    })
    .join('\n'),
);

// Catalogues: code, message, effect.
const catalogueFiles = jsonFiles('rules/catalogues');
page(
  'catalogues.html',
  `<p>What each code of the wallet API and its providers means to the customer: the message shown (English here; every language on the Messages page) and what the portal does besides.</p>${markedIntro}`,
  catalogueFiles
    .map((path) => {
      const document = readJson(path);
      const entries = (document['entries'] ?? []) as Json[];
      const name = typeof document['catalogue'] === 'string' ? document['catalogue'] : path;
      return `<section aria-labelledby="cat-${escape(name)}"><h2 id="cat-${escape(name)}">${escape(name)} <span class="muted">(${escape(path)}, version ${escape(document['version'])})</span></h2><p>${escape(document['description'] ?? '')}</p>${table(
        `Codes of ${name}`,
        ['code', 'message', 'key', 'effect'],
        entries.map((entry) => {
          const key = typeof entry['messageKey'] === 'string' ? entry['messageKey'] : typeof document['messageKeyPrefix'] === 'string' ? `${document['messageKeyPrefix']}${String(entry['code'])}` : '';
          const extra = Object.fromEntries(Object.entries(entry).filter(([field]) => !['code', 'messageKey'].includes(field)));
          const change = changes?.codes.find((one) => `rules/catalogues/${one.catalogue}.json` === path && one.code === String(entry['code']));
          return [
            `${code(entry['code'])}${change ? changed(change.change === 'added' ? 'added' : [...change.fields, ...(change.before !== change.after ? [`message was «${change.before ?? ''}»`] : [])].join('; ')) : ''}`,
            escape(key ? textOf('en', key) : ''),
            key ? code(key) : '',
            Object.keys(extra).length > 0 ? code(extra) : '',
          ];
        }),
      )}</section>`;
    })
    .join('\n'),
);

// Decisions: rules and cases.
const decisionFiles = jsonFiles('rules').filter((path) => path.endsWith('.rules.json'));
const sharedConditions = readJson('rules/conditions.json');
const caseFiles = new Map(jsonFiles('rules/cases').map((path) => [String(readJson(path)['decision']), path]));
// Rules in words, as npm run policy:diff says them (scripts/rule-words.ts).
const wordsContext: RuleWordsContext = { limits, money: { locale: textOf('en', 'format.locale'), currency }, text: (key) => textOf('en', key) || undefined, hours: { dayRange: textOf('en', 'format.dayRange'), dayHours: textOf('en', 'format.dayHours'), hoursSeparator: textOf('en', 'format.hoursSeparator') } };
page(
  'decisions.html',
  `<p>Each decision of rules/: its rules in the order they are weighed (higher priority first) and the cases that show what it decides. A case written against a limit ("coolingOffCapPaise + 1") follows the limit.</p>${markedIntro}`,
  table(
    `Conditions every decision may name (rules/conditions.json, version ${String(sharedConditions['version'])})`,
    ['condition', 'when'],
    Object.entries(sharedConditions['conditions'] as Json).map(([name, condition]) => {
      const change = changes?.decisions.find((one) => one.decision === 'shared conditions')?.changes.find((one) => one.name === name);
      return [`${code(name)}${change ? changed(change.before === null ? 'added' : `was: ${change.before}`) : ''}`, escape(conditionWords(condition, wordsContext))];
    }),
  ) +
  decisionFiles
    .map((path) => {
      const document = readJson(path);
      const name = typeof document['decision'] === 'string' ? document['decision'] : path;
      const casesPath = caseFiles.get(name);
      const cases = casesPath ? ((readJson(casesPath)['cases'] ?? []) as Json[]) : [];
      const rules = (document['rules'] ?? []) as Json[];
      const conditionChanges = changes?.decisions.find((one) => `rules/${one.decision}.rules.json` === path)?.changes.filter((one) => one.part === 'condition') ?? [];
      const factText = (facts: unknown) =>
        code(Object.fromEntries(Object.entries((facts ?? {}) as Json).map(([fact, value]) => [fact, isLimitFact(value) ? `${value.limit}${value.plus ? ` + ${String(value.plus)}` : ''}` : value])));
      return `<section aria-labelledby="decision-${escape(name)}"><h2 id="decision-${escape(name)}">${escape(name)} <span class="muted">(${escape(path)}, version ${escape(document['version'])})</span></h2><p>${escape(document['description'] ?? '')}</p>${conditionChanges.map((change) => `<p>Condition ${code(change.name)}:${changed(change.before === null ? 'added' : `was: ${change.before}`)}</p>`).join('')}${table(
        `Rules of ${name}`,
        ['rule', 'priority', 'when', 'then'],
        rules.map((rule) => {
          const change = changes?.decisions.find((one) => `rules/${one.decision}.rules.json` === path)?.changes.find((one) => one.part === 'rule' && one.name === rule['name']);
          return [`${escape(rule['name'] ?? '')}${change ? changed(change.before === null ? 'added' : `was: ${change.before}`) : ''}`, escape(rule['priority'] ?? 1), escape(conditionWords(rule['conditions'], wordsContext)), escape(eventWords(rule['event'], wordsContext))];
        }),
      )}${cases.length > 0 ? table(`Cases of ${name} (${casesPath ?? ''})`, ['case', 'given', 'expected'], cases.map((one) => [escape(one['name']), one['answer'] ? code(one['answer']) : factText(one['facts']), code(one['expect'])])) : '<p>No cases.</p>'}</section>`;
    })
    .join('\n'),
);

// The texts of Hindi, Bengali, Tamil… need faces phones and servers often lack: the ones the portal ships
// (src/core/text/script-faces.ts), preloaded and waited for (font-display: block), as text drawn with
// a fallback first can stay boxes in Chromium.
for (const { script, face } of facedScripts) for (const weight of faceWeights) copyFileSync(scriptFaceFile(face, weight, 'woff2'), join(out, faceFile(script, weight)));
writeFileSync(join(out, 'policy.css'), `${readFileSync(join(import.meta.dirname, 'policy-docs-base.css'), 'utf8')}
/* The policy explorer's own (build-policy-docs.ts): each script's faces, tabs between its pages, wide tables that scroll on a phone. */
${facedScripts.flatMap(({ script, face }) => faceWeights.map((weight) => fontFaceCss(face, `/docs/policy/${faceFile(script, weight)}`, weight, 'block'))).join('\n')}
:root { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, ${scriptFamiliesCss}, sans-serif; }
header nav { border: 0; padding: 0; position: static; max-height: none; overflow: visible; }
td:first-child code { white-space: nowrap; word-break: normal; }
.tabs { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; padding: 0; margin: 0.5rem 0 0; }
.tabs a { display: inline-block; min-height: 24px; padding: 2px 0; }
.tabs a[aria-current='page'] { font-weight: 600; }
main h1 { font-size: 1.375rem; }
.scroll { overflow-x: auto; margin: 0.75rem 0 1.5rem; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
td code { white-space: pre-wrap; word-break: break-word; font-size: 0.8125rem; }
.changes li { margin: 0.25rem 0; overflow-wrap: anywhere; }
/* A table of sections scrolls sideways on a phone rather than squeezing its texts a word a line. */
main section .scroll table { min-width: 40rem; }
`);
const sectionHtml = (section: ReportSection) => {
  const rows = section.table?.rows ?? [];
  const items = section.items ?? [];
  const body =
    rows.length > 0 && section.table
      ? table(`${section.title}, before and after`, section.table.head, rows.map((row) => row.map((value, index) => (index === 0 ? code(value) : escape(value)))))
      : items.length > 0
        ? `<ul class="changes">${items.map((item) => `<li>${escape(item.text)}${item.details.length ? `<ul>${item.details.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>` : ''}</li>`).join('')}</ul>`
        : `<p class="muted">${escape(section.empty)}</p>`;
  return `<section><h2>${escape(section.title)}</h2>${body}</section>`;
};
page(
  'compare.html',
  'unknownRef' in diff
    ? `<p>This build was given ${code(base)} to compare with, which git cannot read here; build with POLICY_BASE set to a branch, a tag or a commit.</p>`
    : `<p>What the policy of this build changes against ${code(base)}, as <code>npm run policy:diff -- ${escape(base)}</code> reports it for a pull request: limits in their units, texts in every language, catalogue codes with the customer's message, rules in words, the decision cases that now end otherwise, what the cases do not prove, and the versions.</p>`,
  'unknownRef' in diff ? '' : 'broken' in diff ? `<p>${diff.broken.map(escape).join('<br>')}</p>` : policySections(diff).map(sectionHtml).join('\n'),
);

// History: each file's versions with the reason given for each (issue 34 item 5), newest first.
const shownVersions = 6;
/** A commit's subject as a reason: its first clause, as the one line a versionReason is. */
const oneLine = (subject: string) => (subject.length <= 120 ? subject : `${subject.slice(0, 119).replace(/\s+\S*$/, '')}…`);
page(
  'history.html',
  '<p>Every version of each configuration file, newest first, with the reason given when it was raised: the file\'s own <code>versionReason</code>, or where it gave none the subject of the commit that raised it (marked). From git log at build time.</p>',
  configFiles
    .map((path) => {
      const versions = history.get(path) ?? [];
      // The latest versions: the page stays readable on a phone; the rest are in git log of the file.
      const rows = versions.slice(0, shownVersions).map((one) => [escape(one.version), escape(one.date.slice(0, 10)), code(one.commit.slice(0, 10)), one.reasonFrom === 'file' ? escape(one.reason) : `${escape(oneLine(one.reason))} <span class="muted">(commit)</span>`]);
      const older = versions.length > shownVersions ? `<p class="muted">${escape(versions.length - shownVersions)} older versions: <code>git log -- ${escape(path)}</code></p>` : '';
      return `<section aria-labelledby="${fileAnchor(path)}"><h2 id="${fileAnchor(path)}">${escape(path)}</h2>${rows.length > 0 ? table(`Versions of ${path}`, ['version', 'date', 'commit', 'why'], rows) + older : '<p class="muted">No version in git history (not committed yet, or built outside a git clone).</p>'}</section>`;
    })
    .join('\n'),
);

console.log(`Policy explorer: dist/docs/policy/ (${String(pages.length)} pages, ${String(Object.keys(limits).length)} limits, ${String(catalogueFiles.length)} catalogues, ${String(decisionFiles.length)} decisions)`);
