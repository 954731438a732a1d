/**
 * `npm run docs:api`: one static HTML page of API documentation from openapi/wallet.yaml, at
 * dist/docs/api/index.html with its stylesheet beside it. It has no script at all, so it is
 * served under the portal's strict Content-Security-Policy unchanged (Redoc and Scalar inject
 * inline scripts and styles, which that policy forbids).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { escapeHtml as escape } from '../sandbox/http/escape-html';
import { testingHtml } from './api-docs-testing';
import { portalLanguages as languages, textIn } from '../sandbox/http/envelope';

type Json = Record<string, unknown>;

const root = join(import.meta.dirname, '..');
const out = join(root, 'dist/docs/api');
const doc = parse(readFileSync(join(root, 'openapi/wallet.yaml'), 'utf8')) as Json;
const components = doc['components'] as Json;
const schemas = components['schemas'] as Record<string, Json>;
const sharedResponses = components['responses'] as Record<string, Json>;
const sharedParameters = components['parameters'] as Record<string, Json>;


/** The little Markdown the contract's descriptions use: headings, bullets, paragraphs, code, bold. */
function markdown(text: unknown): string {
  if (typeof text !== 'string') return '';
  const inline = (line: string) =>
    escape(line)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  const html: string[] = [];
  let list: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) html.push(`<p>${inline(paragraph.join(' '))}</p>`);
    if (list.length) html.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('## ')) {
      flush();
      html.push(`<h3>${inline(line.slice(3))}</h3>`);
    } else if (line.startsWith('* ')) {
      if (paragraph.length) flush();
      list.push(line.slice(2));
    } else if (line === '') {
      flush();
    } else if (list.length && raw.startsWith('  ')) {
      list[list.length - 1] = `${list.at(-1) ?? ''} ${line}`;
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return html.join('\n');
}

const refName = (ref: unknown) => String(ref).split('/').at(-1) ?? '';
const schemaLink = (name: string) => `<a href="#schema-${escape(name)}">${escape(name)}</a>`;

function typeOf(schema: Json | undefined): string {
  if (!schema) return '';
  if (schema['$ref']) return schemaLink(refName(schema['$ref']));
  if (schema['allOf']) return (schema['allOf'] as Json[]).map(typeOf).join(' and ');
  if (schema['const'] !== undefined) return `<code>${escape(JSON.stringify(schema['const']))}</code>`;
  if (schema['enum']) return (schema['enum'] as unknown[]).map((v) => `<code>${escape(JSON.stringify(v))}</code>`).join(' | ');
  if (schema['type'] === 'array') return `array of ${typeOf(schema['items'] as Json)}`;
  const type = Array.isArray(schema['type']) ? (schema['type'] as string[]).join(' | ') : typeof schema['type'] === 'string' ? schema['type'] : 'any';
  return escape(type);
}

function constraints(schema: Json): string {
  const parts: string[] = [];
  for (const key of ['pattern', 'format', 'minimum', 'maximum', 'minLength', 'maxLength', 'default']) {
    if (schema[key] !== undefined) parts.push(`${key} <code>${escape(JSON.stringify(schema[key]))}</code>`);
  }
  return parts.join(', ');
}

function propertiesTable(schema: Json): string {
  const parts = schema['allOf'] ? (schema['allOf'] as Json[]) : [schema];
  const rows: string[] = [];
  const notes: string[] = [];
  for (const part of parts) {
    if (part['$ref']) {
      notes.push(`Includes every field of ${schemaLink(refName(part['$ref']))}.`);
      continue;
    }
    const required = new Set((part['required'] as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((part['properties'] as Record<string, Json> | undefined) ?? {})) {
      rows.push(
        `<tr><td><code>${escape(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td><td>${typeOf(property)}</td><td>${markdown(property['description'])}${constraints(property) ? `<p class="muted">${constraints(property)}</p>` : ''}</td></tr>`,
      );
    }
  }
  const table = rows.length ? `<table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Meaning</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '';
  return `${notes.map((note) => `<p>${note}</p>`).join('')}${table}`;
}

function example(value: unknown): string {
  return value === undefined ? '' : `<pre tabindex="0"><code>${escape(JSON.stringify(value, null, 2))}</code></pre>`;
}

/** Every code the contract lists (its root's x-codes and each operation's), once each with its message's key. */
function listedCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  const add = (byStatus: unknown) => {
    for (const listed of Object.values((byStatus ?? {}) as Record<string, Record<string, string>>)) for (const [code, key] of Object.entries(listed)) if (!codes.has(code)) codes.set(code, key);
  };
  add(doc['x-codes']);
  for (const item of Object.values(doc['paths'] as Record<string, Record<string, Json>>)) for (const op of Object.values(item)) add(op['x-codes']);
  return codes;
}

/**
 * Each code the contract lists with its words in every language of locales/, once (an operation's
 * table links here): written from the texts the portal and the sandbox show, so the reference
 * cannot say other words.
 */
function codesHtml(): string {
  const rows = [...listedCodes()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([code, key]) => `<tr id="code-${escape(code)}"><th scope="row"><code>${escape(code)}</code></th>${languages.map((language) => `<td lang="${escape(language)}">${escape(textIn(language, key))}</td>`).join('')}</tr>`);
  return `<section id="codes" aria-labelledby="codes-title"><h2 id="codes-title">Refusal codes</h2><p>Every code an operation lists in its <code>x-codes</code>, with its message in each language the portal speaks (<code>message</code> follows <code>Accept-Language</code>).</p><table class="codes"><thead><tr><th scope="col">code</th>${languages.map((language) => `<th scope="col">${escape(language)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

/** The codes an operation refuses with (its x-codes: HTTP status, then code, then the translation key of its message), each linked to its words and with the body it comes in. */
function refusalsHtml(codesByStatus: unknown, heading: string): string {
  const rows = Object.entries((codesByStatus ?? {}) as Record<string, Record<string, string>>).flatMap(([status, codes]) =>
    Object.entries(codes).map(
      ([code, key]) =>
        `<tr><td>${escape(status)}</td><td><a href="#code-${escape(code)}"><code>${escape(code)}</code></a></td><td><code>${escape(JSON.stringify({ code, message: textIn('en', key) }))}</code></td></tr>`,
    ),
  );
  if (rows.length === 0) return '';
  return `${heading}<table class="refusals"><thead><tr><th scope="col">HTTP</th><th scope="col">code</th><th scope="col">example body (English)</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function operationHtml(path: string, method: string, op: Json): string {
  const id = String(op['operationId']);
  const isPublic = Array.isArray(op['security']) && (op['security'] as unknown[]).length === 0;
  const badges = [
    isPublic ? 'public' : 'bearer token',
    op['x-encrypted-payload'] ? 'payload envelope' : null,
    op['x-money-moving'] ? 'moves money: Idempotency-Key' : null,
    op['x-spec'] === 'inferred' ? 'inferred' : `spec ${String(op['x-spec'])}`,
  ].filter(Boolean);
  const params = ((op['parameters'] as Json[] | undefined) ?? []).map((p) => (p['$ref'] ? sharedParameters[refName(p['$ref'])] : p) as Json);
  const paramRows = params
    .map((p) => `<tr><td><code>${escape(p['name'])}</code> (${escape(p['in'])})${p['required'] ? ' <span class="req">required</span>' : ''}</td><td>${typeOf(p['schema'] as Json)}</td><td>${markdown(p['description'])}</td></tr>`)
    .join('');
  const body = op['requestBody'] as Json | undefined;
  const [bodyType, bodyMedia] = Object.entries((body?.['content'] as Record<string, Json> | undefined) ?? {})[0] ?? [];
  const responses = Object.entries(op['responses'] as Record<string, Json>).map(([status, raw]) => {
    const response = (raw['$ref'] ? sharedResponses[refName(raw['$ref'])] : raw) as Json;
    const media = (response['content'] as Record<string, Json> | undefined)?.['application/json'];
    const schema = media?.['schema'] as Json | undefined;
    return `<li><strong>${escape(status)}</strong> ${escape(response['description'])}${schema ? ` — ${typeOf(schema)}` : ''}${status.startsWith('2') ? example(media?.['example']) : ''}</li>`;
  });
  return `<section class="operation" id="op-${escape(id)}" aria-labelledby="op-${escape(id)}-title">
<h3 id="op-${escape(id)}-title"><span class="method method--${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>
<p class="summary">${escape(op['summary'])} <span class="muted">(operationId <code>${escape(id)}</code>)</span></p>
<ul class="badges">${badges.map((b) => `<li>${escape(b)}</li>`).join('')}</ul>
${markdown(op['description'])}
${paramRows ? `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Meaning</th></tr></thead><tbody>${paramRows}</tbody></table>` : ''}
${bodyMedia ? `<h4>Request body <span class="muted">${escape(bodyType)}</span> — ${typeOf(bodyMedia['schema'] as Json)}</h4>${example(bodyMedia['example'])}` : ''}
<h4>Answers</h4><ul class="responses">${responses.join('')}</ul>
${refusalsHtml(op['x-codes'], `<h4>Refusals <span class="muted">(x-codes; besides these, those <a href="#refusals">any operation</a> may answer)</span></h4>`)}
</section>`;
}

const info = doc['info'] as Json;
const tags = doc['tags'] as Json[];
const paths = doc['paths'] as Record<string, Record<string, Json>>;
const byTag = new Map<string, string[]>(tags.map((tag) => [String(tag['name']), []]));
const toc = new Map<string, string[]>(tags.map((tag) => [String(tag['name']), []]));
for (const [path, item] of Object.entries(paths)) {
  for (const [method, op] of Object.entries(item)) {
    const tag = String((op['tags'] as string[])[0]);
    byTag.get(tag)?.push(operationHtml(path, method, op));
    toc.get(tag)?.push(`<li><a href="#op-${escape(op['operationId'])}">${escape(op['summary'])}</a></li>`);
  }
}

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info['title'])} ${escape(info['version'])}</title>
<link rel="stylesheet" href="/docs/api/docs.css">
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<header><h1>${escape(info['title'])} <span class="muted">${escape(info['version'])}</span></h1><p>${escape(info['summary'])} The file itself: <a href="/openapi.yaml">/openapi.yaml</a>.</p></header>
<div class="layout">
<nav aria-label="Operations"><ul>${tags
  .map((tag) => `<li><a href="#tag-${escape(tag['name'])}">${escape(tag['name'])}</a><ul>${(toc.get(String(tag['name'])) ?? []).join('')}</ul></li>`)
  .join('')}<li><a href="#refusals">refusals</a></li><li><a href="#codes">codes</a></li><li><a href="#testing">testing</a></li><li><a href="#schemas">schemas</a></li></ul></nav>
<main id="main">
<section aria-labelledby="intro"><h2 id="intro">Introduction</h2>${markdown(info['description'])}</section>
<section id="refusals" aria-labelledby="refusals-title">${refusalsHtml(doc['x-codes'], '<h2 id="refusals-title">Refusals any operation may answer</h2><p>The root <code>x-codes</code>: a malformed or unreadable body, the payload envelope, a missing or spent session, the XSRF check, a reused Idempotency-Key.</p>')}</section>
${codesHtml()}
${tags
  .map((tag) => `<section id="tag-${escape(tag['name'])}" aria-labelledby="tag-${escape(tag['name'])}-title"><h2 id="tag-${escape(tag['name'])}-title">${escape(tag['name'])}</h2><p>${escape(tag['description'])}</p>${(byTag.get(String(tag['name'])) ?? []).join('\n')}</section>`)
  .join('\n')}
${testingHtml()}
<section id="schemas" aria-labelledby="schemas-title"><h2 id="schemas-title">Schemas</h2>
${Object.entries(schemas)
  .map(([name, schema]) => `<section class="schema" id="schema-${escape(name)}"><h3>${escape(name)}</h3>${markdown(schema['description'])}<p>${typeOf(schema)}${constraints(schema) ? ` — ${constraints(schema)}` : ''}</p>${propertiesTable(schema)}</section>`)
  .join('\n')}
</section>
</main>
</div>
</body>
</html>
`;

mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'index.html'), page);
copyFileSync(join(import.meta.dirname, 'api-docs.css'), join(out, 'docs.css'));
console.log(`API docs: dist/docs/api/index.html (${Math.round(page.length / 1024)} KB)`);
