import { catalogueEntry, type CatalogueFile } from '../config/catalogue';
import { catalogues } from '../config/catalogues';
import { limit } from '../config/limits';
import type { MessageRef } from '../effects/effect';
import type { ApiResult } from './api-result';
import { statusEntry } from './status-effect';

/** Spec §8: the message of an answer nothing else explains, "Something went wrong.!". */
export const unexplainedMessage: MessageRef = { messageKey: 'message.somethingWentWrong' };

/** Statuses whose plain-text body is the server's message (spec §8: HTTP 400 with a text body; HTTP 504 shows the server message). */
const textStatuses: readonly number[] = [400, 504];

/** The text of a plain-text answer of those statuses; null for JSON, for markup (a proxy's error page) and for any other status. */
function plainText(result: ApiResult): string | null {
  if (typeof result.body !== 'string' || !textStatuses.includes(result.httpStatus)) return null;
  const text = result.body.trim();
  return text === '' || text.startsWith('<') ? null : text;
}

/** The seconds to wait an answer names (HTTP 429 with retryAfterSeconds), if it names any. */
function retryAfterOf(result: ApiResult): number | undefined {
  const body = result.body;
  const seconds = typeof body === 'object' && body !== null ? (body as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : undefined;
}

/** The values an answer gives its message (the contract's envelope values: 169's request number), strings and numbers only. */
function valuesOf(result: ApiResult): Readonly<Record<string, string | number>> {
  const values: unknown = (result.body as { values?: unknown } | null)?.values;
  return Object.fromEntries(Object.entries(typeof values === 'object' && values !== null ? values : {}).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])));
}

/** The message an answer names as a key of the portal's texts, with its values (issue 35 item 8), if it names one. */
function keyedMessage(result: ApiResult): MessageRef | undefined {
  const messageKey: unknown = (result.body as { messageKey?: unknown } | null)?.messageKey;
  // The sandbox's own texts (api:) are not loaded here: such an answer is told by its message. The
  // values fill in a text React shows as text.
  if (typeof messageKey === 'string' && !messageKey.startsWith('api:')) return { messageKey, values: valuesOf(result) };
  return undefined;
}

/**
 * The message to show for an answer (spec §8): a network failure's own message; else the
 * message of a plain-text body (text-bodies, or the text itself); else the
 * message for the business code, from the preferred catalogues first (migration's code 10), then
 * the response codes; else the text the answer names by its key, in the customer's language; else
 * the HTTP status's message; else the server's text, shown as text; else "Something went wrong.!".
 */
export function messageForResult(result: ApiResult, preferred: readonly CatalogueFile[] = []): MessageRef {
  if (result.failure) {
    const key = catalogueEntry(catalogues.networkErrors, result.failure)?.messageKey;
    return key ? { messageKey: key, values: { ms: limit('requestTimeoutMs') } } : unexplainedMessage;
  }
  const text = plainText(result);
  if (text !== null) {
    const key = catalogueEntry(catalogues.textBodies, text)?.messageKey;
    return key ? { messageKey: key } : { messageKey: 'message.server', values: { message: text } };
  }
  const byCode = result.code ? [...preferred, catalogues.responseCodes].map((file) => catalogueEntry(file, result.code)).find((entry) => entry?.messageKey !== undefined) : undefined;
  // A wait the answer gives (429's retryAfterSeconds) is the message's to say: "Please wait 22 s" (code 168),
  // or its entry's words with the wait (149's "try again in 30 minutes", issue 55 item 2).
  if (byCode?.messageKey) {
    const retryAfterSeconds = retryAfterOf(result);
    const values = valuesOf(result);
    if (retryAfterSeconds !== undefined) return { messageKey: byCode.waitMessageKey ?? byCode.messageKey, values: { ...values, retryAfterSeconds } };
    return Object.keys(values).length > 0 ? { messageKey: byCode.messageKey, values } : { messageKey: byCode.messageKey };
  }
  const keyed = keyedMessage(result);
  if (keyed) return keyed;
  const byStatus = statusEntry(result)?.messageKey;
  if (byStatus) return { messageKey: byStatus };
  if (result.message.trim() !== '') return { messageKey: 'message.server', values: { message: result.message } };
  return unexplainedMessage;
}
