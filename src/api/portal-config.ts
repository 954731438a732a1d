import { limit } from '@/core/config/limits';
import { ConfigUnavailable } from './config-unavailable';

/** Runtime configuration of the portal (GET /api/portal/config in openapi/wallet.yaml). */
export interface PortalConfig {
  readonly payloadEncryption: { readonly enabled: boolean; readonly algorithm: string; readonly key?: string };
  readonly requestTimeoutMs: number;
  /** Where failures in the browser are reported (issue 38 item 7); none, none are. */
  readonly errorReportUrl?: string;
}

export const plainConfig: PortalConfig = {
  payloadEncryption: { enabled: false, algorithm: 'A256GCM' },
  requestTimeoutMs: limit('requestTimeoutMs'),
};

/**
 * Reads the runtime configuration; an API that answers without one has payloads travel as plain
 * JSON. No answer within the request timeout, or none at all, is ConfigUnavailable: the API was not
 * reached, and saying "plain JSON" for it would hold until the page is reloaded.
 */
export async function loadPortalConfig(baseUrl: string, fetcher: typeof fetch = fetch, timeoutMs = limit('requestTimeoutMs')): Promise<PortalConfig> {
  // An id, as every call has, which the server in front logs the request under (issue 56 item 5).
  const requestId = crypto.randomUUID();
  let answer: Response;
  let body: Partial<PortalConfig> | null;
  try {
    answer = await fetcher(`${baseUrl}/api/portal/config`, { headers: { 'X-Request-Id': requestId }, signal: AbortSignal.timeout(timeoutMs) });
    body = answer.ok ? ((await answer.json()) as Partial<PortalConfig>) : null;
  } catch (error) {
    throw new ConfigUnavailable(requestId, error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network');
  }
  if (!body) return plainConfig;
  return {
    payloadEncryption: body.payloadEncryption ?? plainConfig.payloadEncryption,
    requestTimeoutMs: body.requestTimeoutMs ?? plainConfig.requestTimeoutMs,
    ...(typeof body.errorReportUrl === 'string' ? { errorReportUrl: body.errorReportUrl } : {}),
  };
}
