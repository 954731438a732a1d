import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { limit } from '../../src/core/config/limits';
import { portalLanguages as languages, textIn } from '../../sandbox/http/envelope';
import { allOperations, dereferenced, operationById, type ContractDocument } from './contract-document';
import type { Guide } from './guide';
import { codeBlock, escape, markdown, table } from './html';
import { urls } from './layout';
import { fieldCells, fieldRows } from './schema-fields';

const root = join(import.meta.dirname, '../..');

/** The front page: where to start, the guides, and the reference by tag. */
export function homeMain(doc: ContractDocument, guides: readonly Guide[]): string {
  const operations = allOperations(doc);
  const tags = doc.tags.filter((tag) => tag['name'] !== 'webhooks').map((tag) => {
    const items = operations.filter((op) => (op.operation['tags'] as string[] | undefined)?.[0] === tag['name']);
    return `<section class="card"><h3>${escape(String(tag['name']))}</h3><p>${escape(String(tag['description']))}</p><ul>${items.map((op) => `<li><a href="${urls.operation(op.id)}">${escape(String(op.operation['summary']))}</a></li>`).join('')}</ul></section>`;
  });
  return `<h1>${escape(String(doc.info['title']))}</h1>
<p class="lead">${escape(String(doc.info['summary']))} ${String(operations.length)} operations, ${String(Object.keys(doc.webhooks ?? {}).length)} webhooks; the contract itself: <a href="/openapi.yaml">/openapi.yaml</a>.</p>
<section aria-labelledby="start"><h2 id="start">Start here</h2><div class="cards">
<section class="card"><h3><a href="${urls.client}">The official client</a></h3><p>Typed from the contract, with the envelope, idempotency keys, retries and the session's refresh done for you.</p></section>
<section class="card"><h3><a href="${urls.authentication}">Authentication</a></h3><p>Log in, call with the bearer token, refresh it once when it expires.</p></section>
<section class="card"><h3><a href="${urls.testing}">Testing in the sandbox</a></h3><p>Example identities, OTPs, the bank's and the provider's simulated answers.</p></section>
</div></section>
<section aria-labelledby="guides"><h2 id="guides">Guides</h2><p>Each is a whole flow, in TypeScript and Python, that the test suite runs against the sandbox.</p><ul class="guides">${guides.map((guide) => `<li><a href="${urls.guide(guide.id)}">${escape(guide.title)}</a><p>${escape(guide.summary)}</p></li>`).join('')}</ul></section>
<section aria-labelledby="conventions"><h2 id="conventions">Conventions</h2>${markdown(doc.info['description'])}</section>
<section aria-labelledby="reference"><h2 id="reference">Reference</h2><div class="cards">${tags.join('')}</div></section>`;
}

/** Login, a call with the token, the refresh of an expired one: the operations, their codes and the 401's words from the contract. */
export function authenticationMain(doc: ContractDocument): string {
  const login = operationById(doc, 'loginByPassword');
  const refresh = operationById(doc, 'refreshSession');
  const unauthorized = dereferenced(doc, doc.components.responses['Unauthorized'] ?? {});
  const refreshCodes = Object.entries(((refresh.operation['x-codes'] ?? {}) as Record<string, Record<string, string>>)['401'] ?? {}).map(([code, key]) => [`<code>${escape(code)}</code>`, escape(textIn('en', key))]);
  return `<article><h1>Authentication</h1>
<p class="lead">Every call but the logins, sign-up, recovery and the provider's callback carries an access token as a bearer token. It lasts ${String(Math.round(limit('sessionAccessTtlSeconds') / 60))} minutes; the refresh token renews it, and no session outlives ${String(limit('sessionMaxHours'))} hours after its login.</p>
<ol class="sequence"><li><strong>Log in</strong>: <a href="${urls.operation(login.id)}"><code>${escape(login.method.toUpperCase())} ${escape(login.path)}</code></a> with the mobile number (its 91) and password; keep <code>token</code> and <code>refreshToken</code>.</li>
<li><strong>Call</strong> with <code>Authorization: Bearer &lt;token&gt;</code>.</li>
<li><strong>On a 401</strong>, read <code>WWW-Authenticate</code>: <code>error_description="Session expired"</code> means refresh once with <a href="${urls.operation(refresh.id)}"><code>${escape(refresh.method.toUpperCase())} ${escape(refresh.path)}</code></a> and send the call again with the new token; any other description (or a refresh refused) means log in again.</li>
<li><strong>Log out</strong> with <a href="${urls.operation('logout')}"><code>logout</code></a>: the token and every token refreshed from the same login end.</li></ol>
<h2>What a 401 says</h2>${markdown(unauthorized['description'])}
<h2>Why a refresh is refused</h2>${table('Codes of a refused refresh', ['code', 'message (English)'], refreshCodes)}
<h2>With the official client</h2><p><code>wallet.logIn(mobileNumber, password)</code> keeps the session; every call then carries it, and an expired token is refreshed once, by itself.</p>
${codeBlock("import { createWalletClient } from '@wallet-portal/client';\n\nconst wallet = createWalletClient({ baseUrl: 'http://localhost:8080' });\nawait wallet.logIn('919800000001', 'Example@2026');\nconst { wallet: details } = await wallet.call('getWallet', { mobileNumber: '919800000001' });\nconsole.log(details.balance); // paise", 'typescript', 'TypeScript')}
</article>`;
}

/** The official client's page: its README, as the package ships it. */
export function clientMain(): string {
  const readme = readFileSync(join(root, 'packages/wallet-client/README.md'), 'utf8');
  const html = readme.split(/```(\w*)\n([\s\S]*?)```/g);
  const parts: string[] = [];
  for (let index = 0; index < html.length; index += 3) {
    parts.push(markdown((html[index] ?? '').replace(/^# .*$/m, '')));
    if (html[index + 2] !== undefined) parts.push(codeBlock(html[index + 2] ?? '', html[index + 1] || 'text', html[index + 1] === 'sh' ? 'shell' : html[index + 1] === 'ts' ? 'TypeScript' : 'code'));
  }
  return `<article><h1>The official TypeScript client</h1>${parts.join('\n')}</article>`;
}

/** Every code the contract lists with its words in every language of locales/, once (an operation's page links here). */
export function codesMain(doc: ContractDocument): string {
  const codes = new Map<string, string>();
  const add = (byStatus: unknown) => {
    for (const listed of Object.values((byStatus ?? {}) as Record<string, Record<string, string>>)) for (const [code, key] of Object.entries(listed)) if (!codes.has(code)) codes.set(code, key);
  };
  add(doc['x-codes']);
  for (const { operation } of allOperations(doc)) add(operation['x-codes']);
  const rows = [...codes].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })).map(([code, key]) => `<tr id="code-${escape(code)}"><th scope="row"><code>${escape(code)}</code></th>${languages.map((language) => `<td lang="${escape(language)}">${escape(textIn(language, key))}</td>`).join('')}</tr>`);
  const any = Object.entries((doc['x-codes'] ?? {}) as Record<string, Record<string, string>>).flatMap(([status, byCode]) => Object.entries(byCode).map(([code, key]) => [escape(status), `<a href="#code-${escape(code)}"><code>${escape(code)}</code></a>`, escape(textIn('en', key))]));
  return `<article><h1>Codes</h1><p class="lead"><code>code</code> says why, one code a reason; <code>message</code> is in the language of <code>Accept-Language</code> (${languages.map((language) => `<code>${escape(language)}</code>`).join(', ')}), and so are a malformed request's field errors.</p>
<h2 id="any">Any operation may answer</h2>${table('Codes any operation may answer', ['HTTP', 'code', 'message (English)'], any, 'refusals')}
<h2>Every code, in every language</h2><div class="table-scroll" role="region" aria-label="Every code in every language" tabindex="0"><table class="codes"><thead><tr><th scope="col">code</th>${languages.map((language) => `<th scope="col">${escape(language)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></div></article>`;
}

/** The components' schemas, field by field. */
export function schemasMain(doc: ContractDocument): string {
  return `<article><h1>Schemas</h1>${Object.entries(doc.components.schemas)
    .map(([name, schema]) => `<section class="schema" id="schema-${escape(name)}"><h2>${escape(name)}</h2>${markdown(schema['description'])}${table(name, ['Field', 'Type', 'Meaning'], fieldCells(fieldRows(doc, schema), `${name}-`))}</section>`)
    .join('\n')}</article>`;
}
