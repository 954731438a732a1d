import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { operationAt, operations, type OperationId } from './generated/operations.js';
import type { operations as OperationTypes, paths } from './generated/wallet.js';
import { createPayloadCipher } from './payload-cipher.js';
import { payloadEnvelope } from './payload-envelope.js';
import { resilientFetch } from './resilient-fetch.js';
import type { Session } from './session.js';
import { WalletApiError } from './wallet-api-error.js';

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Responses<Op extends OperationId> = OperationTypes[Op]['responses'];
/** The JSON body of an operation's request. */
export type RequestBody<Op extends OperationId> = JsonContent<OperationTypes[Op]['requestBody']>;
/** The JSON body of an operation's success (200 or 201). */
export type SuccessBody<Op extends OperationId> = JsonContent<Responses<Op>[200 & keyof Responses<Op>]> | JsonContent<Responses<Op>[201 & keyof Responses<Op>]>;
type QueryOf<T> = T extends { parameters: { query?: infer Q } } ? Q : never;

export interface WalletClientOptions {
  /** The wallet API's origin: http://localhost:8080 for the sandbox of `npm start`. */
  readonly baseUrl: string;
  /** What `message` is written in: en, fr or hi. */
  readonly language?: string;
  /** Whether bodies travel in the payload envelope: as the API's /api/portal/config says ('auto'), or never. */
  readonly payloadEncryption?: 'auto' | 'off';
  readonly maxRetries?: number;
  readonly maxRetryWaitMs?: number;
  readonly fetch?: (request: Request) => Promise<Response>;
}

export interface CallOptions<Op extends OperationId> {
  readonly query?: QueryOf<OperationTypes[Op]>;
  /** For an operation that moves money: one you keep to retry the same confirmation; a new one by default. */
  readonly idempotencyKey?: string;
}

export interface WalletClient {
  /** The typed openapi-fetch client, every call through the middleware below. */
  readonly api: Client<paths>;
  readonly session: Session | null;
  /** Logs in by password (mobile number with the prefix 91) and keeps the session for every later call. */
  logIn(mobileNumber: string, password: string): Promise<Session>;
  /** Calls an operation by its operationId: its success body, or a WalletApiError. */
  call<Op extends OperationId>(operationId: Op, body?: RequestBody<Op>, options?: CallOptions<Op>): Promise<SuccessBody<Op>>;
  logOut(): Promise<void>;
}

const header = (name: string, value: () => string | null): Middleware => ({
  onRequest({ request }) {
    const given = value();
    if (given !== null && !request.headers.has(name)) request.headers.set(name, given);
    return request;
  },
});

/**
 * The official client of the wallet API (issue 58): typed from openapi/wallet.yaml, the payload
 * envelope applied when the API asks for it, an Idempotency-Key on every call that moves money,
 * retries that honour Retry-After, and one refresh of an expired session.
 */
export function createWalletClient(options: WalletClientOptions): WalletClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  let session: Session | null = null;
  const refreshClient = createClient<paths>({ baseUrl: options.baseUrl, fetch: send });
  const refresh = async () => {
    if (!session) return null;
    const { data } = await refreshClient.POST('/api/auth/refreshtoken', { body: { refreshToken: session.refreshToken } });
    session = data ? { token: data.token, refreshToken: data.refreshToken } : null;
    return session?.token ?? null;
  };
  const fetch = resilientFetch({ fetch: send, maxRetries: options.maxRetries ?? 2, maxWaitMs: options.maxRetryWaitMs ?? 60_000, refresh });
  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch });
  api.use(header('Accept-Language', () => options.language ?? 'en'));
  api.use({
    onRequest({ request, schemaPath }) {
      const operation = operationAt(request.method, schemaPath);
      if (session && !operation?.isPublic && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${session.token}`);
      if (operation?.movesMoney && !request.headers.has('Idempotency-Key')) request.headers.set('Idempotency-Key', crypto.randomUUID());
      return request;
    },
  });
  const envelope = options.payloadEncryption === 'off' ? Promise.resolve(null) : payloadConfig(refreshClient);
  api.use({
    async onRequest(context) {
      const cipher = await envelope;
      return cipher?.onRequest ? await cipher.onRequest(context) : undefined;
    },
    async onResponse(context) {
      const cipher = await envelope;
      return cipher?.onResponse ? await cipher.onResponse(context) : undefined;
    },
  });
  return {
    api,
    get session() {
      return session;
    },
    async logIn(mobileNumber, password) {
      const login = await this.call('loginByPassword', { mobileNumber, password });
      session = { token: login.token, refreshToken: login.refreshToken };
      return session;
    },
    async call(operationId, body, callOptions) {
      const { method, path } = operations[operationId];
      const headers: Record<string, string> = callOptions?.idempotencyKey ? { 'Idempotency-Key': callOptions.idempotencyKey } : {};
      const init = { body, headers, params: { query: callOptions?.query } } as never;
      const { data, error, response } = await api.request(method as never, path as never, init);
      if (!response.ok) throw WalletApiError.of(response.status, error);
      return data as never;
    },
    async logOut() {
      if (!session) return;
      await this.call('logout', { refreshToken: session.refreshToken });
      session = null;
    },
  };
}

/** The envelope's middleware when the API's runtime configuration turns it on. */
async function payloadConfig(client: Client<paths>): Promise<Middleware | null> {
  const { data } = await client.GET('/api/portal/config');
  const { enabled, key } = data?.payloadEncryption ?? { enabled: false };
  return enabled && key ? payloadEnvelope(await createPayloadCipher(key)) : null;
}
