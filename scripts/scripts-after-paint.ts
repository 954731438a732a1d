/**
 * A prerendered page paints from its HTML alone: the entry and the modules it preloads only make it
 * interactive, so they are asked for at low priority, after what the paint needs (the HTML, its
 * fonts). Chromium fetches a module script at high priority otherwise, and Lighthouse counts every
 * high-priority script as holding back the first paint (docs/decisions/0026). A page drawn by the
 * script (index.html, the routes not prerendered) keeps its script's high priority.
 */
export function scriptsAfterPaint(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g, '<$1 fetchpriority="low"');
}
