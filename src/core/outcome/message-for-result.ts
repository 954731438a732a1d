import { catalogueEntry } from '../config/catalogue';
import { catalogues } from '../config/catalogues';
import { limit } from '../config/limits';
import type { MessageRef } from '../effects/effect';
import type { ApiResult } from './api-result';
import { statusEntry } from './status-effect';

const fallback: MessageRef = { messageKey: 'message.somethingWentWrong' };

/**
 * The message to show for an answer (spec §8): a network failure's own message; else the
 * catalogue's message for the business code; else the HTTP status's message; else the
 * server's text, shown as text; else "Something went wrong.!".
 */
export function messageForResult(result: ApiResult): MessageRef {
  if (result.failure) {
    const key = catalogueEntry(catalogues.networkErrors, result.failure)?.messageKey;
    return key ? { messageKey: key, values: { ms: limit('requestTimeoutMs') } } : fallback;
  }
  const byCode = result.code ? catalogueEntry(catalogues.responseCodes, result.code)?.messageKey : undefined;
  if (byCode) return { messageKey: byCode };
  const byStatus = statusEntry(result)?.messageKey;
  if (byStatus) return { messageKey: byStatus };
  if (result.message.trim() !== '') return { messageKey: 'message.server', values: { message: result.message } };
  return fallback;
}
