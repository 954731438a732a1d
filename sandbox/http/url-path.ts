/** A request's address without its query: what the build's files and pages are found by, and what the log keeps. */
export function urlPath(url: string): string {
  return url.split('?')[0] ?? '';
}
