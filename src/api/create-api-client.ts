import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/wallet';
import type { SessionStore } from './session-store';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  readonly session: SessionStore;
  readonly baseUrl?: string;
  /** Looked up at call time, so a test's fetch mock installed later is still used. */
  readonly fetch?: (request: Request) => Promise<Response>;
}

/** Operations that never carry the bearer token (security: [] in openapi/wallet.yaml). */
const publicPaths = new Set<string>(['/api/mobile-password-validation', '/api/auth/refreshtoken']);

function bearerToken(session: SessionStore): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const token = session.token();
      if (token && !publicPaths.has(schemaPath)) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** The openapi-fetch client of the wallet API, with the session's bearer token. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
  });
  client.use(bearerToken(options.session));
  return client;
}
