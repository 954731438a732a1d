import type { CatalogueFile } from '@/core/config/catalogue';
import type { Catalogues } from '@/core/config/catalogue-files';

/**
 * src/core/config/catalogues.ts as the browser has it (bundle-shims.ts maps one to the other): the
 * catalogues are a chunk of their own, loaded on first need (issue 14). Whatever reads them at
 * render time loads them first: a screen, flow or form that names a catalogue does so with its
 * file (pick-file.ts), an action before it decides, a load before it explains a failure; and the
 * portal loads them once the first page is idle. Read before that, they throw and say so, rather
 * than show a page without its words.
 */
let loaded: Catalogues | null = null;
let pending: Promise<void> | null = null;

export const catalogues: Catalogues = new Proxy({} as Catalogues, {
  get(_target, name) {
    if (!loaded) throw new Error(`the catalogue ${String(name)} was read before loadCatalogues() (src/engine/config/catalogues-on-demand.ts)`);
    return loaded[name as keyof Catalogues];
  },
});

export function catalogueNamed(name: string): CatalogueFile | undefined {
  if (!loaded) throw new Error(`the catalogue ${name} was read before loadCatalogues() (src/engine/config/catalogues-on-demand.ts)`);
  return Object.hasOwn(loaded, name) ? loaded[name as keyof Catalogues] : undefined;
}

export function cataloguesLoaded(): boolean {
  return loaded !== null;
}

/** Loads the catalogues once; a load that failed (the network) is tried again at the next call. */
export function loadCatalogues(): Promise<void> {
  pending ??= import('@/core/config/catalogue-files').then(
    (module) => {
      loaded = module.catalogueFiles;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
