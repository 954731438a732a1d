import httpStatus from '../../../rules/catalogues/http-status.json';
import { catalogueEntry, type CatalogueFile } from '../config/catalogue';
import type { ToastKind } from '../effects/effect';
import type { ApiResult } from './api-result';

/** Toast kind and effect that spec §8 attaches to an answer's HTTP status (rules/catalogues/http-status.json). */
export function statusEffect(result: ApiResult): { readonly kind: ToastKind; readonly effect?: string } {
  const file = httpStatus as CatalogueFile;
  const entry = catalogueEntry(file, String(result.httpStatus)) ?? catalogueEntry(file, 'default');
  return { kind: entry?.kind ?? 'error', ...(entry?.effect ? { effect: entry.effect } : {}) };
}
