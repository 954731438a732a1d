import { portalLanguages, textIn } from '../../sandbox/http/envelope';
import { dereferenced, type ContractDocument, type LocatedOperation } from './contract-document';
import type { PlannedStep } from './guide-plan';
import { codeBlock, escape, markdown, samples, table, text } from './html';
import { urls } from './layout';
import { curlStep } from './samples/curl';
import { pythonCall } from './samples/python';
import { typescriptCall } from './samples/typescript';
import { fieldCells, typeWords, variantsOf } from './schema-fields';

type Json = Record<string, unknown>;

/** A body's fields, a table a variant, then its example. */
function bodyHtml(doc: ContractDocument, schema: Json | undefined, example: unknown, anchor: string, label: string): string {
  if (!schema) return '<p>No body.</p>';
  const variants = variantsOf(doc, schema);
  const tables = variants.map((variant) => `${variant.title ? `<h4>${escape(variant.title)}</h4>${markdown(variant.description)}` : ''}${table(`${label}${variant.title ? `: ${variant.title}` : ''}`, ['Field', 'Type', 'Meaning'], fieldCells(variant.rows, anchor))}`);
  return `${tables.join('')}${example === undefined ? '' : codeBlock(JSON.stringify(example, null, 2), 'json', 'Example')}`;
}

const mediaOf = (holder: Json | undefined): Json | undefined => Object.values((holder?.['content'] ?? {}) as Record<string, Json>)[0];

/** Each status the operation answers, with the success's fields and example. */
function answersHtml(doc: ContractDocument, operation: Json): string {
  return Object.entries(operation['responses'] as Record<string, Json>)
    .map(([status, raw]) => {
      const response = dereferenced(doc, raw);
      const media = mediaOf(response);
      const schema = media?.['schema'] as Json | undefined;
      const success = status.startsWith('2');
      return `<section class="answer"><h3><span class="status status--${escape(status[0] ?? '')}">${escape(status)}</span> ${escape(text(response['description']))}</h3>${success && schema ? bodyHtml(doc, schema, media?.['example'], 'answer-', `Answer ${status}`) : schema ? `<p class="muted">Body: ${escape(typeWords(schema))}</p>` : ''}</section>`;
    })
    .join('');
}

/** The codes the operation answers (x-codes), each with its English message and a link to its words in every language. */
function codesHtml(codes: unknown): string {
  const rows = Object.entries((codes ?? {}) as Record<string, Record<string, string>>).flatMap(([status, byCode]) =>
    Object.entries(byCode).map(([code, key]) => [escape(status), `<a href="${urls.codes}#code-${escape(code)}"><code>${escape(code)}</code></a>`, escape(textIn('en', key))]),
  );
  return rows.length ? table('Codes this operation answers', ['HTTP', 'code', 'message (English)'], rows, 'refusals') : '<p>None besides those <a href="' + urls.codes + '#any">any operation may answer</a>.</p>';
}

/** The try-it panel: the page's script sends the example (as edited) to this origin's sandbox, with the envelope applied. */
function tryIt(located: LocatedOperation, planned: PlannedStep, example: unknown, identity: { mobileNumber: string; password: string }): string {
  const query = planned.query && 'object' in planned.query ? Object.fromEntries(Object.entries(planned.query.object).map(([key, value]) => [key, 'literal' in value ? value.literal : ''])) : null;
  return `<section class="try" aria-labelledby="try-title" data-try data-method="${escape(located.method.toUpperCase())}" data-path="${escape(located.path)}" data-public="${String(planned.isPublic)}" data-money="${String(planned.movesMoney)}" data-login="${escape(JSON.stringify(identity))}">
<h2 id="try-title">Try it against the sandbox</h2>
<p>Sends to this origin's API, as the example identity when the call needs a session; the payload envelope is applied for you when the API asks for it. Needs the page's script.</p>
${query ? `<label for="try-query">Query (JSON)</label><textarea id="try-query" rows="4" spellcheck="false">${escape(JSON.stringify(query, null, 2))}</textarea>` : ''}
${example === undefined ? '' : `<label for="try-body">Body (JSON)</label><textarea id="try-body" rows="10" spellcheck="false">${escape(JSON.stringify(example, null, 2))}</textarea>`}
<label for="try-language">Language of the answer's message</label><select id="try-language">${portalLanguages.map((language) => `<option value="${escape(language)}" lang="${escape(language)}">${escape(textIn(language, `languages.${language}`))}</option>`).join('')}</select>
<p><button type="button" data-try-send disabled>Send</button></p>
<div class="try__result" role="status" aria-live="polite"></div>
</section>`;
}

/** The page of one operation: what it does, its request and answer field by field, its codes, samples in three languages, and a try-it panel. */
export function operationMain(doc: ContractDocument, located: LocatedOperation, planned: PlannedStep, identity: { mobileNumber: string; password: string }): string {
  const { operation } = located;
  const body = mediaOf(operation['requestBody'] as Json | undefined);
  const parameters = ((operation['parameters'] ?? []) as Json[]).map((parameter) => dereferenced(doc, parameter));
  const badges = [planned.isPublic ? 'no session' : 'bearer token', operation['x-encrypted-payload'] ? 'payload envelope' : null, planned.movesMoney ? 'moves money: Idempotency-Key' : null, operation['x-spec'] === 'inferred' ? 'inferred' : `spec ${String(operation['x-spec'])}`].filter(Boolean);
  const parameterRows = parameters.map((parameter) => [`<code>${escape(String(parameter['name']))}</code> <span class="muted">${escape(String(parameter['in']))}</span>${parameter['required'] ? ' <span class="req">required</span>' : ''}`, escape(typeWords(parameter['schema'] as Json | undefined)), markdown(parameter['description'])]);
  return `<article class="operation" id="op-${escape(located.id)}">
<p class="crumbs"><a href="${urls.home}">Overview</a> › ${escape((operation['tags'] as string[] | undefined)?.[0] ?? '')}</p>
<h1><span class="method method--${escape(located.method)}">${escape(located.method.toUpperCase())}</span> <code>${escape(located.path)}</code></h1>
<p class="summary">${escape(String(operation['summary']))} <span class="muted">operationId <code>${escape(located.id)}</code></span></p>
<ul class="badges">${badges.map((badge) => `<li>${escape(String(badge))}</li>`).join('')}</ul>
${markdown(operation['description'])}
<h2>Samples</h2>
${samples(`samples-${located.id}`, [
  { language: 'shell', label: 'curl', code: `WALLET_API=http://localhost:8080\n${planned.isPublic ? '' : `TOKEN=... # the token of a login (loginByPassword)\n`}${curlStep(planned)}` },
  { language: 'typescript', label: 'TypeScript', code: typescriptCall(planned, identity) },
  { language: 'python', label: 'Python', code: pythonCall(planned) },
])}
${tryIt(located, planned, body?.['example'], identity)}
<h2>Request</h2>
${parameterRows.length ? table('Parameters', ['Parameter', 'Type', 'Meaning'], parameterRows) : ''}
${body ? `<p class="muted">${escape(Object.keys((operation['requestBody'] as Json)['content'] as Json)[0] ?? '')}</p>` : ''}
${bodyHtml(doc, body?.['schema'] as Json | undefined, body?.['example'], 'request-', 'Request body')}
<h2>Answers</h2>
${answersHtml(doc, operation)}
<h2>Codes</h2>
${codesHtml(operation['x-codes'])}
</article>`;
}
