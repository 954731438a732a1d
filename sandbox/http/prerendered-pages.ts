import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pages the build prerendered (scripts/prerender.ts), by address: the file under dist/ to send
 * for /login instead of the empty index.html. A build without them leaves the map empty.
 */
export function prerenderedPages(distDir: string): ReadonlyMap<string, string> {
  const list = join(distDir, 'pages/pages.json');
  if (!existsSync(list)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>));
}
