import { describe, expect, it } from 'vitest';
import { catalogueFiles } from '@/core/config/catalogue-files';
import { catalogueNamed, catalogues, cataloguesLoaded, loadCatalogues } from './catalogues-on-demand';

describe('the catalogues as the browser has them: loaded on first need', () => {
  it('refuses to be read before they are loaded, saying so, then reads as the files', async () => {
    expect(cataloguesLoaded()).toBe(false);
    expect(() => catalogues.responseCodes).toThrow(/before loadCatalogues/);
    expect(() => catalogueNamed('indianStates')).toThrow(/before loadCatalogues/);
    await Promise.all([loadCatalogues(), loadCatalogues()]);
    expect(cataloguesLoaded()).toBe(true);
    expect(catalogues.responseCodes).toBe(catalogueFiles.responseCodes);
    // A catalogue worded by a prefix reads with every entry's key written out.
    expect(catalogueNamed('indianStates')?.entries.every((entry) => entry.messageKey === `${catalogueFiles.indianStates.messageKeyPrefix ?? ''}${entry.code}`)).toBe(true);
    expect(catalogueNamed('noSuchCatalogue')).toBeUndefined();
  });
});
