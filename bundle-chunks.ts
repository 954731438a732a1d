import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * The module each name of a table of lazy imports loads (`name: () => import('…')`): the screen
 * kinds of src/app/screens.ts, the custom screens of src/app/custom-screens.ts. An import through
 * the @/ alias is of src/, a relative one beside the table.
 */
export function lazyModules(table: string): Record<string, string> {
  const source = readFileSync(join(import.meta.dirname, table), 'utf8');
  return Object.fromEntries(
    [...source.matchAll(/(\w+): \(\) => import\('(@\/|\.\/)([^']+)'\)/g)].map((match) => [match[1] ?? '', `${match[2] === '@/' ? 'src' : dirname(table)}/${match[3] ?? ''}.tsx`]),
  );
}

type ModuleInfo = Rolldown.ModuleInfo | null;

/** Every module `roots` import statically, directly or not, leaving out those in `skip`. */
function staticClosure(roots: readonly string[], infoOf: (id: string) => ModuleInfo, skip: ReadonlySet<string> = new Set()): Set<string> {
  const found = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id) || skip.has(id)) continue;
    found.add(id);
    stack.push(...(infoOf(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The portal's own code that several screen kinds load (running an action, loading a screen's data,
 * showing a value): one chunk for each set of kinds that share it. Left to the automatic chunking it
 * was a dozen chunks of a few hundred bytes, each compressed alone (docs/decisions/0024). Neither
 * what the entry loads at once nor a module loaded on demand of its own (`import()`) is taken: the
 * first stays in the entry, the second its own chunk; nor the libraries a taken module imports
 * (`includeDependenciesRecursively: false`), which would carry RJSF into a chunk the content pages
 * load. The end-to-end bundle test holds the chunks free of cycles, which that option could make.
 */
export function kindsSharedChunks(kinds: Readonly<Record<string, string>>): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'kinds-shared-chunks',
    apply: 'build',
    buildEnd() {
      chunkOf.clear();
      const ids = [...this.getModuleIds()];
      const infoOf = (id: string) => this.getModuleInfo(id);
      const initial = staticClosure(ids.filter((id) => infoOf(id)?.isEntry), infoOf);
      const onDemand = new Set(ids.flatMap((id) => infoOf(id)?.dynamicallyImportedIds ?? []));
      const users = new Map<string, string[]>();
      for (const [kind, module] of Object.entries(kinds)) {
        const root = ids.find((id) => id.replaceAll('\\', '/').endsWith(module));
        if (root === undefined) throw new Error(`kinds-shared-chunks: no module ${module} in the build`);
        for (const id of staticClosure([root], infoOf, initial)) if (!onDemand.has(id) && /[\\/]src[\\/]/.test(id)) users.set(id, [...(users.get(id) ?? []), kind]);
      }
      for (const [id, shared] of users) if (shared.length > 1) chunkOf.set(id, `kinds-${shared.join('-')}`);
    },
  };
  return { plugin, group: { name: (id: string) => chunkOf.get(id) ?? null, test: (id: string) => chunkOf.has(id), includeDependenciesRecursively: false } };
}
