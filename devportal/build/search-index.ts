import { textIn } from '../../sandbox/http/envelope';
import { allOperations, type ContractDocument } from './contract-document';
import type { Guide } from './guide';
import { text } from './html';
import { urls } from './layout';
import { fieldRows, variantsOf } from './schema-fields';

type Json = Record<string, unknown>;

/** One thing the search finds: what it is, its title, words to match, and where it is. */
export interface SearchEntry {
  readonly kind: 'guide' | 'operation' | 'field' | 'code' | 'page';
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

const bodySchema = (holder: unknown): Json | undefined => (Object.values(((holder as Json | undefined)?.['content'] ?? {}) as Record<string, Json>)[0]?.['schema'] as Json | undefined);

/** What the portal's search looks in (issue 58): guides, operations, every field of every request and answer, every code. */
export function searchIndex(doc: ContractDocument, guides: readonly Guide[]): SearchEntry[] {
  const entries: SearchEntry[] = [
    { kind: 'page', title: 'Authentication', text: 'login token bearer refresh 401 WWW-Authenticate session logout', url: urls.authentication },
    { kind: 'page', title: 'Official TypeScript client', text: 'npm client sdk typescript idempotency retry envelope webhook verify', url: urls.client },
    { kind: 'page', title: 'Testing in the sandbox', text: 'sandbox example identity otp inbox simulator operator key webhooks controls', url: urls.testing },
    ...guides.map((guide): SearchEntry => ({ kind: 'guide', title: guide.title, text: `${guide.summary} ${guide.steps.map((step) => `${step.call ?? step.sandbox ?? ''} ${step.say}`).join(' ')}`, url: urls.guide(guide.id) })),
  ];
  const seen = new Set<string>();
  for (const { id, method, path, operation } of allOperations(doc)) {
    const url = urls.operation(id);
    entries.push({ kind: 'operation', title: String(operation['summary']), text: `${id} ${method.toUpperCase()} ${path} ${text(operation['description'])}`, url });
    const request = bodySchema(operation['requestBody']);
    const answer = bodySchema((operation['responses'] as Record<string, Json>)['200'] ?? (operation['responses'] as Record<string, Json>)['201']);
    const fields = [...(request ? variantsOf(doc, request).flatMap((variant) => variant.rows).map((row) => ({ row, where: 'request' })) : []), ...(answer ? fieldRows(doc, answer).map((row) => ({ row, where: 'answer' })) : [])];
    for (const { row, where } of fields) {
      const key = `${id} ${where} ${row.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push({ kind: 'field', title: `${row.name} (${where} of ${id})`, text: row.description.slice(0, 160), url: `${url}#${where}-${row.name}` });
    }
  }
  const codes = new Map<string, string>();
  for (const byStatus of [doc['x-codes'], ...allOperations(doc).map(({ operation }) => operation['x-codes'])]) {
    for (const listed of Object.values((byStatus ?? {}) as Record<string, Record<string, string>>)) for (const [code, key] of Object.entries(listed)) codes.set(code, key);
  }
  for (const [code, key] of codes) entries.push({ kind: 'code', title: `code ${code}`, text: textIn('en', key), url: `${urls.codes}#code-${code}` });
  return entries;
}
