/**
 * A step of `npm run build` (issue 14 item 2): every guest and public route of schemas/routes.json
 * without parameters is rendered to HTML as a first-time visitor meets it, by the server build of
 * src/app/prerender.tsx, into dist/pages/<path>.html, listed in dist/pages/pages.json. Each page names
 * its route on #root, so the browser takes it over instead of drawing it again (src/app/main.tsx),
 * and lists there the chunks its route opens with (scripts/bundle-size.ts), for the entry to ask for
 * at once. The sandbox serves a page's file when there is one.
 * No inline script; the one inline style is the stylesheet, allowed by its hash (scripts/inline-stylesheet.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeTable } from '../src/core/routing/route-table';
import type { Prerendered } from '../src/app/prerender';
import { escapeHtml } from '../sandbox/http/escape-html';
import { BundleSizes } from './bundle-size';
import { inlineStylesheet } from './inline-stylesheet';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const serverBuild = join(root, '.prerender');

/** The file a route's page is written to, under dist/. */
const pageFile = (path: string) => join('pages', `${path === '/' ? '/index' : path}.html`);

const { prerender } = (await import(pathToFileURL(join(serverBuild, 'prerender.js')).href)) as { prerender: (path: string, lang: string) => Promise<Prerendered | undefined> };
const inlined = inlineStylesheet(dist);
// The portal's description in the page's language (app.description), for search engines: every page has it, index.html too.
const described = (html: string, description: string) => html.replace(/(<title>[^<]*<\/title>)/, `$1\n    <meta name="description" content="${escapeHtml(description)}" />`);
const language = /<html lang="([^"]+)"/.exec(inlined)?.[1] ?? 'en';
const sizes = new BundleSizes(dist);
const written: Record<string, string> = {};
/** The page every route's is made from, described once the first page is (its description is every page's). */
let template: string | undefined;
for (const route of routeTable.routes) {
  if (route.access === 'session' || /[:*]/.test(route.path)) continue;
  const page = await prerender(route.path, language);
  if (!page || page.route !== route.path) continue;
  if (template === undefined) {
    template = described(inlined, page.description);
    writeFileSync(join(dist, 'index.html'), template);
  }
  if (/<script(?![^>]*\bsrc=)|\sstyle=/.test(page.html)) throw new Error(`${route.path}: prerendered HTML has an inline script or a style attribute, which the CSP forbids`);
  // The route's own modules are not preloaded by the page (issue 37 item 3: twenty preloads competed
  // with the first paint, which needs none of them); the entry asks for them all at once as it starts
  // (src/app/main.tsx), rather than one import after another.
  const modules = sizes.routeFiles(route).map((file) => `/${file}`).join(' ');
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${escapeHtml(route.path)}" data-modules="${escapeHtml(modules)}">${page.html}</div>`);
  const file = join(dist, pageFile(route.path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  written[route.path] = pageFile(route.path);
}
// The sandbox reads which address has a page of its own here (sandbox/http/prerendered-pages.ts).
writeFileSync(join(dist, 'pages/pages.json'), JSON.stringify(written, null, 2));
rmSync(serverBuild, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(written).length} pages: ${Object.keys(written).join(' ')}`);
