/**
 * The developer portal (issue 58), every page made from openapi/wallet.yaml, the guides of
 * devportal/guides, the catalogues' words and the simulators' data: nothing written here that the
 * contract knows. Static pages with one script of our own (search, tabs, copy, try-it) and no
 * inline script or style, served under the portal's strict Content-Security-Policy.
 */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { testingHtml } from '../../scripts/api-docs-testing';
import { facedScripts, fontFaceCss, scriptFamiliesCss } from '../../src/core/text/script-faces';
import { scriptFaceFile } from '../../sandbox/services/script-face-file';
import { allOperations, readContract } from './contract-document';
import { identityOf, readGuides } from './guide';
import { planGuide, planOperation } from './guide-plan';
import { guideMain } from './guide-page';
import { layout, urls, type Page } from './layout';
import { operationMain } from './operation-page';
import { searchIndex } from './search-index';
import { authenticationMain, clientMain, codesMain, homeMain, schemasMain } from './static-pages';
import { webhookMain } from './webhook-page';

const root = join(import.meta.dirname, '../..');
const out = join(root, 'dist/docs/api');
const doc = readContract();
const guides = readGuides();
const firstGuide = guides[0];
if (!firstGuide) throw new Error('devportal/guides has no guide');
const identity = identityOf(firstGuide);
const fileOf = (url: string) => (url === urls.home ? 'index.html' : url.replace(`${urls.home}/`, ''));

const pages: Page[] = [
  { url: urls.home, title: 'Developer portal', body: homeMain(doc, guides) },
  { url: urls.authentication, title: 'Authentication', body: authenticationMain(doc) },
  { url: urls.client, title: 'Official TypeScript client', body: clientMain() },
  { url: urls.codes, title: 'Codes', body: codesMain(doc) },
  { url: urls.testing, title: 'Testing in the sandbox', body: `<article>${testingHtml().replace('<h2 id="testing-title">', '<h1 id="testing-title">').replace('Testing</h2>', 'Testing in the sandbox</h1>')}</article>` },
  { url: urls.schemas, title: 'Schemas', body: schemasMain(doc) },
  ...guides.map((guide) => ({ url: urls.guide(guide.id), title: guide.title, body: guideMain(guide, planGuide(doc, guide)) })),
  ...allOperations(doc).map((located) => ({ url: urls.operation(located.id), title: String(located.operation['summary']), body: operationMain(doc, located, planOperation(doc, located.id), identity) })),
  ...Object.values(doc.webhooks ?? {}).map((item) => item['post'] as Record<string, unknown>).map((operation) => ({ url: urls.webhook(String(operation['operationId'])), title: String(operation['summary']), body: webhookMain(doc, operation) })),
].map((page) => ({ ...page, file: fileOf(page.url) }));

for (const page of pages) {
  const target = join(out, page.file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, layout(doc, guides, { url: page.url, title: page.title, main: page.body }));
}
writeFileSync(join(out, 'search-index.json'), JSON.stringify(searchIndex(doc, guides)));
// Hindi, Bengali, Tamil… on a machine without their faces (issue 58 item 1, issue 59): the portal's
// own (src/core/text/script-faces.ts), each fetched only for its script's letters.
for (const { script, face } of facedScripts) copyFileSync(scriptFaceFile(face, 400, 'woff2'), join(out, `${script.toLowerCase()}-400.woff2`));
const faces = facedScripts.map(({ script, face }) => fontFaceCss(face, `/docs/api/${script.toLowerCase()}-400.woff2`)).join('\n');
writeFileSync(join(out, 'docs.css'), `${faces}\n:root { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', ${scriptFamiliesCss}, sans-serif; }\n${readFileSync(join(import.meta.dirname, '../docs.css'), 'utf8')}`);
await build({ entryPoints: [join(import.meta.dirname, '../page/docs-page.ts')], bundle: true, format: 'esm', minify: true, target: 'es2022', outfile: join(out, 'docs.js'), logLevel: 'warning' });
console.log(`Developer portal: dist/docs/api, ${String(pages.length)} pages`);
