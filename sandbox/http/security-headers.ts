import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { limit } from '../../src/core/config/limits';

/** What the build writes beside the pages (scripts/inline-stylesheet.ts): the hashes of its inline styles. */
export const inlineStylesFile = 'inline-styles.json';

/** The hashes of the inline stylesheet the build put in each page (issue 37 item 3), as CSP sources; none without a build. */
export function inlineStyleSources(distDir: string | undefined): string[] {
  const file = distDir ? join(distDir, inlineStylesFile) : undefined;
  if (!file || !existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { hashes: string[] }).hashes.map((hash) => `'${hash}'`);
}

/**
 * The portal's Content-Security-Policy: scripts, styles and calls from this origin only, no
 * inline script, no eval (validators are precompiled), no framing, no plugins. The one inline
 * style allowed is the page's own stylesheet, by its hash: it paints the first frame without a
 * round trip (issue 37 item 3), and a style attribute or any other inline style is still refused.
 */
export const contentSecurityPolicy = (styleSources: readonly string[] = []) => [
  "default-src 'self'",
  "script-src 'self'",
  ["style-src 'self'", ...styleSources].join(' '),
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const securityHeaders = (styleSources: readonly string[] = []): Readonly<Record<string, string>> => ({
  'content-security-policy': contentSecurityPolicy(styleSources),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
});

/**
 * HSTS (issue 32 item 11): sent on answers over TLS, or behind a trusted proxy that says the customer's
 * connection was TLS (issue 56 item 7: never over plain HTTP), for hstsMaxAgeSeconds, subdomains included.
 */
export const strictTransportSecurity = `max-age=${String(limit('hstsMaxAgeSeconds'))}; includeSubDomains`;

/** Answers of the API carry personal or account data: no cache, shared or the browser's own, keeps one (issue 32 item 11). */
export const apiCacheControl = 'no-store';
