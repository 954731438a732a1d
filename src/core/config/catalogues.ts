import { catalogueFiles, type Catalogues } from './catalogue-files';
import type { CatalogueFile } from './catalogue';

/**
 * The catalogues of rules/catalogues/ as the sandbox, the scripts and the tests read them: with
 * this module, at once. The browser's bundle replaces this module by
 * src/engine/config/catalogues-on-demand.ts (bundle-shims.ts), which loads them on first need, so
 * a page that names none does not carry them (issue 14); both have the same four exports.
 */
export const catalogues: Catalogues = catalogueFiles;

/** A catalogue by the name a flow file gives it ("migrationCodes"); undefined for a name there is none of. */
export function catalogueNamed(name: string): CatalogueFile | undefined {
  return Object.hasOwn(catalogues, name) ? catalogues[name as keyof Catalogues] : undefined;
}

/** Whether the catalogues can be read now; here they always can. */
export function cataloguesLoaded(): boolean {
  return true;
}

/** Resolves once the catalogues can be read; here they always can. */
export function loadCatalogues(): Promise<void> {
  return Promise.resolve();
}
