/**
 * The page's stylesheet written into the page itself, first in its head (issue 37 item 3): a
 * prerendered page then paints with its first response, rather than after a second round trip for
 * a render-blocking stylesheet queued behind the module preloads (Lighthouse: 300 ms on /login).
 * Its hash goes to dist/inline-styles.json, which the server adds to the Content-Security-Policy's
 * style-src (sandbox/http/security-headers.ts): that one style is allowed, no other.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStylesFile } from '../sandbox/http/security-headers';

const stylesheetLink = /\n\s*<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;

/** The built index.html with its stylesheet inline; writes it back and the style's hash beside it. */
export function inlineStylesheet(dist: string): string {
  const file = join(dist, 'index.html');
  const page = readFileSync(file, 'utf8');
  const link = stylesheetLink.exec(page);
  if (!link?.[1]) throw new Error('dist/index.html links no stylesheet to inline');
  // A "</style" in the CSS would end the element early; Vite's minified CSS has none, and this says so if it ever does.
  const css = readFileSync(join(dist, link[1]), 'utf8').trim();
  if (/<\/style/i.test(css)) throw new Error(`${link[1]} holds "</style", which would end the inline style`);
  const inlined = page.replace(link[0], '').replace(/(\n\s*)(<script type="module")/, `$1<style>${css}</style>$1$2`);
  writeFileSync(file, inlined);
  // A chunk that names it would fetch it again before it runs, and wait for it (vite.config.ts, cssCodeSplit).
  const stylesheet = link[1];
  const naming = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js') && readFileSync(join(dist, 'assets', name), 'utf8').includes(stylesheet));
  if (naming.length > 0) throw new Error(`${naming.join(', ')} still load ${stylesheet}, which is inline in the page`);
  const hash = `sha256-${createHash('sha256').update(css).digest('base64')}`;
  writeFileSync(join(dist, inlineStylesFile), `${JSON.stringify({ hashes: [hash] }, null, 2)}\n`);
  return inlined;
}
