import { catalogueEntry, catalogueEntryOrDefault, type CatalogueEntry } from '../config/catalogue';
import { catalogues } from '../config/catalogues';
import type { ToastKind } from '../effects/effect';
import type { ApiResult } from './api-result';

/** The status field some error answers carry in their body (403 with 500: a temporary block). */
export function bodyStatus(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const status = (body as Record<string, unknown>)['status'];
  return typeof status === 'number' ? status : undefined;
}

/** The row of rules/catalogues/http-status.json for an answer: 'STATUS:BODYSTATUS', then 'STATUS', then 'default'. */
export function statusEntry(result: ApiResult): CatalogueEntry | undefined {
  const inner = bodyStatus(result.body);
  return (
    (inner === undefined ? undefined : catalogueEntry(catalogues.httpStatus, `${result.httpStatus}:${inner}`)) ??
    catalogueEntryOrDefault(catalogues.httpStatus, String(result.httpStatus))
  );
}

/** Toast kind and effect that spec §8 attaches to an answer's HTTP status. */
export function statusEffect(result: ApiResult): { readonly kind: ToastKind; readonly effect?: string } {
  const entry = statusEntry(result);
  return { kind: entry?.kind ?? 'error', ...(entry?.effect ? { effect: entry.effect } : {}) };
}
