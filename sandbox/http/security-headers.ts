import { limit } from '../../src/core/config/limits';

/**
 * The portal's Content-Security-Policy: scripts, styles and calls from this origin only, no
 * inline script, no eval (validators are precompiled), no framing, no plugins.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * HSTS (issue 32 item 11): sent on answers over TLS, or behind a proxy that says the customer's
 * connection was TLS (a browser ignores it over plain HTTP, RFC 6797 §8.1, so a forged
 * X-Forwarded-Proto gains nothing), for hstsMaxAgeSeconds, subdomains included.
 */
export const strictTransportSecurity = `max-age=${String(limit('hstsMaxAgeSeconds'))}; includeSubDomains`;

/** Answers of the API carry personal or account data: no cache, shared or the browser's own, keeps one (issue 32 item 11). */
export const apiCacheControl = 'no-store';
