import { limit } from '@/core/config/limits';

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

/** Reads the runtime configuration; without one, payloads travel as plain JSON. */
export async function loadPortalConfig(baseUrl: string, fetcher: typeof fetch = fetch): Promise<PortalConfig> {
  try {
    const answer = await fetcher(`${baseUrl}/api/portal/config`);
    if (!answer.ok) return plainConfig;
    const body = (await answer.json()) as Partial<PortalConfig>;
    return {
      payloadEncryption: body.payloadEncryption ?? plainConfig.payloadEncryption,
      requestTimeoutMs: body.requestTimeoutMs ?? plainConfig.requestTimeoutMs,
      ...(typeof body.errorReportUrl === 'string' ? { errorReportUrl: body.errorReportUrl } : {}),
    };
  } catch {
    return plainConfig;
  }
}
