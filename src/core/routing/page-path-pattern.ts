import { escapeRegExp } from '../text/escape-reg-exp';

/**
 * The addresses that are pages of the portal, as one regular expression's source: each route's path
 * of schemas/routes.json, a `:parameter` one segment of anything, an optional trailing slash. The
 * catch-all route (`*`, page-not-found) is none of them: the server answers another address with
 * 404 and the app's page, which shows page-not-found (issue 56 item 7).
 */
export function pagePathPattern(paths: readonly string[]): string {
  const escaped = (segment: string) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment));
  const alternatives = paths.filter((path) => path !== '*').map((path) => (path === '/' ? '' : path.split('/').map(escaped).join('/')));
  return `^(${alternatives.join('|')})/?$`;
}
