import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The checkout the server runs from: the nearest folder above this module that holds package.json.
 * The same from the sources (sandbox/, through tsx) and from the compiled server (dist-api/, one
 * bundle): a path written relative to a module's own folder would differ between the two (issue 56 item 11).
 */
function findProjectRoot(from: string): string {
  let folder = from;
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${from}`);
    folder = parent;
  }
  return folder;
}

export const projectRoot = findProjectRoot(import.meta.dirname);
