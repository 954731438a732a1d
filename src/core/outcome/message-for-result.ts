import httpStatus from '../../../rules/catalogues/http-status.json';
import networkErrors from '../../../rules/catalogues/network-errors.json';
import responseCodes from '../../../rules/catalogues/response-codes.json';
import { catalogueEntry, type CatalogueFile } from '../config/catalogue';
import { limit } from '../config/limits';
import type { MessageRef } from '../effects/effect';
import type { ApiResult } from './api-result';

const fallback: MessageRef = { messageKey: 'message.somethingWentWrong' };

/**
 * The message to show for an answer (spec §8): a network failure's own message; else the
 * catalogue's message for the business code; else the HTTP status's message; else the
 * server's text, shown as text; else "Something went wrong.!".
 */
export function messageForResult(result: ApiResult): MessageRef {
  if (result.failure) {
    const key = catalogueEntry(networkErrors as CatalogueFile, result.failure)?.messageKey;
    return key ? { messageKey: key, values: { ms: limit('requestTimeoutMs') } } : fallback;
  }
  const byCode = result.code ? catalogueEntry(responseCodes, result.code)?.messageKey : undefined;
  if (byCode) return { messageKey: byCode };
  const byStatus = catalogueEntry(httpStatus as CatalogueFile, String(result.httpStatus))?.messageKey;
  if (byStatus) return { messageKey: byStatus };
  if (result.message.trim() !== '') return { messageKey: 'message.server', values: { message: result.message } };
  return fallback;
}
