/**
 * A step of `npm run build` (issue 14 item 2): every guest and public route of schemas/routes.json
 * without parameters is rendered to HTML as a first-time visitor meets it, by the server build of
 * src/app/prerender.tsx, into dist/pages/<path>.html, listed in dist/pages/pages.json. Each page preloads the chunks its route opens
 * with (scripts/bundle-size.ts) and names its route on #root, so the browser takes it over instead
 * of drawing it again (src/app/main.tsx). The sandbox serves a page's file when there is one.
 * Nothing inline: the Content-Security-Policy stays as strict as for index.html.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeTable } from '../src/core/routing/route-table';
import type { Prerendered } from '../src/app/prerender';
import { BundleSizes } from './bundle-size';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const serverBuild = join(root, '.prerender');

/** Text for an HTML attribute or element: the five characters HTML gives a meaning. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The file a route's page is written to, under dist/. */
const pageFile = (path: string) => join('pages', `${path === '/' ? '/index' : path}.html`);

const { prerender } = (await import(pathToFileURL(join(serverBuild, 'prerender.js')).href)) as { prerender: (path: string, lang: string) => Promise<Prerendered | undefined> };
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const language = /<html lang="([^"]+)"/.exec(template)?.[1] ?? 'en';
const sizes = new BundleSizes(dist);
const written: Record<string, string> = {};
for (const route of routeTable.routes) {
  if (route.access === 'session' || /[:*]/.test(route.path)) continue;
  const page = await prerender(route.path, language);
  if (!page || page.route !== route.path) continue;
  if (/<script(?![^>]*\bsrc=)|\sstyle=/.test(page.html)) throw new Error(`${route.path}: prerendered HTML has an inline script or a style attribute, which the CSP forbids`);
  const preloads = sizes.routeFiles(route).map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`).join('\n');
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/\n\s*<\/head>/, `\n${preloads}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeHtml(route.path)}">${page.html}</div>`);
  const file = join(dist, pageFile(route.path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  written[route.path] = pageFile(route.path);
}
// The sandbox reads which address has a page of its own here (sandbox/http/prerendered-pages.ts).
writeFileSync(join(dist, 'pages/pages.json'), JSON.stringify(written, null, 2));
rmSync(serverBuild, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(written).length} pages: ${Object.keys(written).join(' ')}`);
