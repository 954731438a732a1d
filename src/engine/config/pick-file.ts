import { loadCatalogues } from '@/core/config/catalogues';
import { namesCatalogue } from '@/core/config/names-catalogue';

type Loaders<T> = Record<string, () => Promise<T>>;

/** The loader of the one file of a glob whose path ends with a suffix ("/signup.v1.json"). */
export function pickFile<T>(files: Loaders<T>, suffix: string): () => Promise<T> {
  const entry = Object.entries(files).find(([path]) => path.endsWith(suffix));
  if (!entry) throw new Error(`no configuration file ends with ${suffix}`);
  return entry[1];
}

/**
 * Loads a name once however often it is asked for; later callers share the first promise. A load
 * that failed (the network) is forgotten, so the next ask tries again.
 */
export function loadOnce<T>(cache: Map<string, Promise<T>>, name: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(name);
  if (!pending) {
    pending = load();
    cache.set(name, pending);
    pending.catch(() => cache.delete(name));
  }
  return pending;
}

/** A definition, once the catalogues it names (if any) can be read: the screen that shows it reads them as it renders. */
export async function withCatalogues<T>(definition: T): Promise<T> {
  if (namesCatalogue(definition)) await loadCatalogues();
  return definition;
}
