import type { ContractDocument } from './contract-document';
import { allOperations } from './contract-document';
import type { Guide } from './guide';
import { escape } from './html';

export const base = '/docs/api';

/** Where each page is, under /docs/api. */
export const urls = {
  home: base,
  authentication: `${base}/authentication.html`,
  guide: (id: string) => `${base}/guides/${id}.html`,
  operation: (id: string) => `${base}/operations/${id}.html`,
  webhook: (id: string) => `${base}/webhooks/${id}.html`,
  codes: `${base}/codes.html`,
  testing: `${base}/testing.html`,
  schemas: `${base}/schemas.html`,
  client: `${base}/client.html`,
} as const;

export interface Page {
  readonly file: string;
  readonly url: string;
  readonly title: string;
  readonly body: string;
}

const link = (href: string, text: string, current: string) => `<li><a href="${escape(href)}"${href === current ? ' aria-current="page"' : ''}>${text}</a></li>`;

/** The sidebar: what to read first, the guides, the reference by tag, and the rest; the current page marked. */
function navigation(doc: ContractDocument, guides: readonly Guide[], current: string): string {
  const operations = allOperations(doc);
  const tags = doc.tags.map((tag) => String(tag['name'])).filter((tag) => tag !== 'webhooks');
  const byTag = tags.map((tag) => {
    const items = operations.filter((op) => (op.operation['tags'] as string[] | undefined)?.[0] === tag).map((op) => link(urls.operation(op.id), escape(String(op.operation['summary'])), current));
    const open = operations.some((op) => urls.operation(op.id) === current && (op.operation['tags'] as string[] | undefined)?.[0] === tag);
    return `<li><details${open ? ' open' : ''}><summary>${escape(tag)}</summary><ul>${items.join('')}</ul></details></li>`;
  });
  const webhooks = Object.values(doc.webhooks ?? {}).map((item) => item['post'] as Record<string, unknown>).map((op) => link(urls.webhook(String(op['operationId'])), escape(String(op['summary'])), current));
  return `<nav class="sidebar" aria-label="Developer portal"><details class="sidebar__menu" open><summary>Menu</summary>
<h2>Start</h2><ul>${link(urls.home, 'Overview', current)}${link(urls.client, 'Official TypeScript client', current)}${link(urls.authentication, 'Authentication', current)}</ul>
<h2>Guides</h2><ul>${guides.map((guide) => link(urls.guide(guide.id), escape(guide.title), current)).join('')}</ul>
<h2>Reference</h2><ul>${byTag.join('')}</ul>
<h2>Webhooks</h2><ul>${webhooks.join('')}</ul>
<h2>More</h2><ul>${link(urls.codes, 'Codes', current)}${link(urls.testing, 'Testing in the sandbox', current)}${link(urls.schemas, 'Schemas', current)}</ul>
</details></nav>`;
}

/** A page of the portal: header with the search, the sidebar, the content; the one script and stylesheet of the portal, no inline script or style. */
export function layout(doc: ContractDocument, guides: readonly Guide[], page: { url: string; title: string; main: string; description?: string }): string {
  const info = doc.info;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(page.title)} · ${escape(String(info['title']))}</title>
${page.description ? `<meta name="description" content="${escape(page.description)}">` : ''}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${base}/docs.css">
<script type="module" src="${base}/docs.js"></script>
</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
<header class="top"><a class="brand" href="${urls.home}">${escape(String(info['title']))} <span class="muted">${escape(String(info['version']))}</span></a>
<form class="search" role="search" action="${urls.home}" data-search><label for="search-input">Search operations, fields and codes</label><input id="search-input" name="q" type="search" autocomplete="off" aria-controls="search-results" aria-describedby="search-help" placeholder="beneficiary, urn, 149…"><span id="search-help" class="visually-hidden">Results appear below as you type; press the down arrow to reach them.</span><ul id="search-results" class="search__results" aria-label="Search results" hidden></ul><p class="search__status visually-hidden" role="status" aria-live="polite"></p></form>
</header>
<div class="layout">
${navigation(doc, guides, page.url)}
<main id="main">
${page.main}
</main>
</div>
</body>
</html>
`;
}
