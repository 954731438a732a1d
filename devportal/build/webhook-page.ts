import { dereferenced, type ContractDocument } from './contract-document';
import { codeBlock, escape, markdown, table, text } from './html';
import { urls } from './layout';
import { fieldCells, fieldRows } from './schema-fields';

type Json = Record<string, unknown>;

/** A webhook of the contract: what is sent, its signature header, its body field by field, and how to verify it. */
export function webhookMain(doc: ContractDocument, operation: Json): string {
  const media = Object.values((((operation['requestBody'] as Json | undefined)?.['content']) ?? {}) as Record<string, Json>)[0];
  const schema = media?.['schema'] as Json | undefined;
  const signature = ((operation['parameters'] ?? []) as Json[]).map((parameter) => dereferenced(doc, parameter))[0];
  return `<article><p class="crumbs"><a href="${urls.home}">Overview</a> › Webhooks</p>
<h1><span class="method method--post">POST</span> your endpoint: <code>${escape(String(operation['operationId']))}</code></h1>
<p class="summary">${escape(String(operation['summary']))}</p>
${markdown(operation['description'])}
<h2>Signature</h2><p><code>${escape(text(signature?.['name']))}</code></p>${markdown(signature?.['description'])}
${codeBlock("import { verifyWebhook } from '@wallet-portal/client';\n\n// body: the raw text received; signature: the Wallet-Signature header; secret: as registration answered it.\nconst event = await verifyWebhook({ secret, signature, body });\nconsole.log(event.type, event.data.txnRef, event.data.status);", 'typescript', 'TypeScript')}
<h2>Body</h2>${schema ? table('Webhook body', ['Field', 'Type', 'Meaning'], fieldCells(fieldRows(doc, schema), 'request-')) : ''}
${media?.['example'] === undefined ? '' : codeBlock(JSON.stringify(media['example'], null, 2), 'json', 'Example')}
<p>A guide registers an endpoint, makes a load end and verifies the delivery: <a href="${urls.guide('webhooks')}">Receive webhooks</a>.</p></article>`;
}
