import createClient, { type Client } from 'openapi-fetch';
import { toQueryString } from '@/core/http/to-query-string';
import type { paths } from './generated/wallet';
import { acceptLanguage, pageLanguage } from './middleware/accept-language';
import { bearerToken } from './middleware/bearer-token';
import { payloadEnvelope } from '../../packages/wallet-client/src/payload-envelope';
import { sessionRefresh } from './middleware/session-refresh';
import { documentCookie, xsrfHeaderFromCookie } from './middleware/xsrf-header';
import { createPayloadCipher } from '../../packages/wallet-client/src/payload-cipher';
import { plainConfig, type PortalConfig } from './portal-config';
import type { SessionStore } from './session-store';

export interface ApiClientOptions {
  readonly session: SessionStore;
  readonly baseUrl: string;
  readonly config?: PortalConfig;
  /** Looked up at call time, so a test's fetch mock installed later is still used. */
  readonly fetch?: (request: Request) => Promise<Response>;
  readonly readCookie?: (name: string) => string | null;
  /** The language the customer reads the portal in (the page's, by default). */
  readonly readLanguage?: () => string;
  /** Called when the session has ended for good (refresh refused): go to the login route. */
  readonly onSessionEnd?: () => void;
}

/**
 * The openapi-fetch client of the wallet API (bodies are normalised by callOperation before they
 * reach it). Middleware order matters: the XSRF header, the bearer token and the sealed body are all in place before the refresh middleware keeps its copy
 * for a retry; answers are opened after a retry has replaced a 401.
 */
export async function createApiClient(options: ApiClientOptions): Promise<Client<paths>> {
  const fetcher = (request: Request) => (options.fetch ?? globalThis.fetch)(request);
  const config = options.config ?? plainConfig;
  const xsrf = xsrfHeaderFromCookie(options.readCookie ?? documentCookie);
  // Spec §7: one client does not encrypt. It only renews sessions, so it can never loop on a 401.
  const refreshClient = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetcher });
  refreshClient.use(xsrf);
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetcher, querySerializer: toQueryString });
  client.use(xsrf);
  client.use(acceptLanguage(options.readLanguage ?? pageLanguage));
  client.use(bearerToken(options.session));
  const { enabled, key } = config.payloadEncryption;
  if (enabled && key) client.use(payloadEnvelope(await createPayloadCipher(key)));
  client.use(
    sessionRefresh({ session: options.session, refreshClient, fetch: fetcher, onSessionEnd: options.onSessionEnd ?? (() => undefined), timeoutMs: config.requestTimeoutMs }),
  );
  return client;
}
