import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import './http/glue-parse-once';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kycAgentHours } from '../src/core/kyc/kyc-agent-hours';
import { LoginThrottle } from './auth/login-throttle';
import { Sessions } from './auth/sessions';
import type { SandboxDatabase } from './db/open-database';
import { createAuthHandlers } from './handlers/auth-handlers';
import { createSessionHandlers } from './handlers/session-handlers';
import { Customers } from './handlers/customers';
import { CustomerDetails } from './services/customer-details';
import { createProfileHandlers } from './handlers/profile-handlers';
import './handlers/types';
import { Beneficiaries, createBeneficiaryHandlers } from './handlers/beneficiary-handlers';
import { createConfirmationHandlers } from './handlers/confirmation-handlers';
import { createPasskeyHandlers } from './handlers/passkey-handlers';
import { createStatementHandlers } from './handlers/statement-handlers';
import { Alerts } from './services/alerts';
import { bearerTokenOf } from './http/bearer-token';
import { Mails } from './services/mails';
import { ConfirmationGrants } from './services/confirmation-grants';
import { createPaymentHandlers, registerProviderPage } from './handlers/payment-handlers';
import { createAccountHandlers, registerSandboxPages } from './handlers/account-handlers';
import { registerSimulatorControls } from './handlers/simulator-controls';
import { registerClientErrors } from './http/client-errors';
import { registerHealth } from './http/health';
import { registerMetrics } from './http/metrics';
import { requestIdOf } from './http/request-id';
import { loadStaticFiles, sendStaticFile, type StaticFile } from './http/static-files';
import { urlPath } from './http/url-path';
import { Webhooks } from './services/webhooks';
import { registerInboxPage } from './handlers/inbox-page';
import { createServiceRequestHandlers } from './handlers/service-request-handlers';
import { createMigrationHandlers } from './handlers/migration-handlers';
import { createMobileChangeHandlers } from './handlers/mobile-change-handlers';
import { createOnboardingHandlers } from './handlers/onboarding-handlers';
import type { Handler } from './handlers/types';
import { createWalletTransferHandlers } from './handlers/wallet-transfer-handlers';
import { createPortalHandlers } from './handlers/portal-handlers';
import { createWalletHandlers } from './handlers/wallet-handlers';
import { CardPayments } from './services/card-payments';
import { Idempotency } from './services/idempotency';
import { Ledger } from './services/ledger';
import { DecisionLog } from './services/decision-log';
import { Policy } from './policy';
import { MobileGrants } from './services/mobile-grants';
import { Otps } from './services/otps';
import { envelope, refusalBody, requestLanguage, wordedFor } from './http/envelope';
import { limit } from '../src/core/config/limits';
import { HashingBusy } from './auth/hashing-gate';
import { retryLater } from './handlers/refusal';
import { tokenRefusalKeys, wwwAuthenticate, type TokenRefusal } from './http/www-authenticate';
import { Contract } from './http/contract';
import { registerContractValidation } from './http/validator-compiler';
import { registerCachedSerializers } from './http/serializer-compiler';
import { PayloadCipher } from './http/payload-cipher';
import { prerenderedPages } from './http/prerendered-pages';
import { registerPayloadEnvelope } from './http/payload-envelope';
import { fieldErrors } from './http/field-errors';
import { operationOf } from './http/operation-of';
import { registerResponseCheck } from './http/response-check';
import { registerOtpAddressLimits } from './http/otp-address-limits';
import { setXsrfCookie, registerXsrfCheck } from './http/xsrf';
import routesFile from '../schemas/routes.json';
import { pagePathPattern } from '../src/core/routing/page-path-pattern';
import { apiCacheControl, inlineStyleSources, securityHeaders, strictTransportSecurity } from './http/security-headers';
import { projectRoot } from './project-root';


/** Fastify's own refusals of a body, each the reason of rules/catalogues/refusal-codes.json it is. */
const bodyRefusals: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'api:bodyTooLarge',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'api:unreadableJson',
  FST_ERR_CTP_INVALID_JSON_BODY: 'api:unreadableJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'api:unreadableJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'api:unsupportedMediaType',
};

/** The handler of each operation; one the sandbox lacks answers 501 and says which. */
function resolveOperation(handlers: Record<string, unknown>) {
  return (operationId: string): Handler => {
    const handler = handlers[operationId];
    if (typeof handler === 'function') return handler as Handler;
    return async (_request, reply) => reply.code(501).send(refusalBody('api:notImplemented', { operationId }));
  };
}

export { projectRoot };
const specificationFile = join(projectRoot, 'openapi/wallet.yaml');
const envelopedSpecificationFile = join(projectRoot, 'openapi/generated/wallet-enveloped.yaml');

export interface SandboxOptions {
  readonly db: SandboxDatabase;
  /** Folder of the built portal to serve beside the API; none for an API-only sandbox. */
  readonly distDir?: string;
  /** Fastify's logger: none (tests), or the operator's JSON lines of logOptions (sandbox/main.ts). */
  readonly logger?: FastifyServerOptions['logger'];
  /** base64url of the 32-byte payload key; none switches the payload envelope off. */
  readonly payloadKey?: string;
  /** The simulated providers and pages under /sandbox/ (inbox, checker, video KYC, card provider); true unless switched off. */
  readonly simulators?: boolean;
  /** The key the back-office checker must send (x-sandbox-operator-key); never in the portal's bundle. */
  readonly operatorKey?: string;
  /** The bearer token Prometheus scrapes /metrics with; none: no /metrics (issue 56 item 2). */
  readonly metricsKey?: string;
  /**
   * Whether the KYC agents take a video call at an instant (spec §9: their hours, rules/limits.json).
   * The end-to-end tests set the page's clock to the hours but the server runs on the real one, so
   * they start the sandbox with the agents always there (SANDBOX_KYC_AGENTS=always).
   */
  readonly agentsAt?: (nowMs: number) => boolean;
  /**
   * The addresses (or CIDR ranges) of the proxies in front, whose X-Forwarded-For, -Proto and -Host
   * are believed (issue 56 item 1): the client's address of the login and OTP limits, the scheme of
   * HSTS and of the passkeys' origin. None: every header of the kind is ignored, and the address is the
   * connection's.
   */
  readonly trustedProxies?: readonly string[];
}

/** The sandbox wallet API of openapi/wallet.yaml, and the built portal when distDir is given. */
export async function buildSandbox({ db, distDir, logger = false, payloadKey, simulators = true, operatorKey = randomBytes(24).toString('base64url'), metricsKey, agentsAt = (nowMs) => kycAgentHours(nowMs).open, trustedProxies = [] }: SandboxOptions): Promise<FastifyInstance> {
  const contract = Contract.of(specificationFile);
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    // Every request under the id its caller sent, or a new one (issue 38 item 4): the portal's notice, a proxy's log and ours name the same request.
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: trustedProxies.length > 0 ? [...trustedProxies] : false,
  });
  registerContractValidation(app);
  registerCachedSerializers(app);
  // The contract takes JSON and, for the provider's callback, forms; any other body is refused (415)
  // rather than reaching a handler unvalidated.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('customerId', null);
  const headers = securityHeaders(inlineStyleSources(distDir));
  app.addHook('onSend', async (request, reply) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    if (request.url.startsWith('/api/')) reply.header('cache-control', apiCacheControl);
  });

  // Every envelope's message in the language the request reads (issue 36 item 1).
  app.addHook('preSerialization', async (request, _reply, payload) => wordedFor(payload, requestLanguage(request)));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Too many password checks waiting (issue 32 item 9): refused at once, with the time to wait.
    if (error instanceof HashingBusy) return retryLater(reply, '175', limit('loginBusySeconds'));
    if (error.validation) {
      return reply.code(400).send({
        ...refusalBody('api:malformedRequest'),
        // A request the contract refuses is the portal's mistake, not the customer's: told as such, in their language.
        messageKey: 'message.somethingWentWrong',
        errors: fieldErrors(contract.document, contract.requestBodySchema(operationOf(request)), error.validation, requestLanguage(request)),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 401) {
      // The bearer check's own error, or the one fastify-openapi-glue wraps it in (its errors).
      const refused = error as FastifyError & { tokenState?: TokenRefusal; errors?: readonly { tokenState?: TokenRefusal }[] };
      const state = refused.tokenState ?? refused.errors?.find((one) => one.tokenState !== undefined)?.tokenState ?? 'expired';
      return reply.code(401).header('www-authenticate', wwwAuthenticate(state)).send(refusalBody(tokenRefusalKeys[state]));
    }
    if (status < 500) {
      const reason = bodyRefusals[error.code];
      const received = request.headers['content-type'] ?? '-';
      return reply.code(status).send(reason ? refusalBody(reason, { accepted: 'application/json', received }) : { code: String(status), message: error.message });
    }
    request.log.error(error);
    return reply.code(500).send(envelope('1500'));
  });

  // The provider's callback is authenticated by its reverse hash; a provider cannot send our XSRF header.
  registerXsrfCheck(app, new Set(['/api/card-payment/callback']));
  registerResponseCheck(app, contract);
  registerOtpAddressLimits(app, db, contract);
  if (payloadKey) registerPayloadEnvelope(app, new PayloadCipher(payloadKey));

  await app.register(formbody);
  const customers = new Customers(db);
  const sessions = new Sessions(db);
  const ledger = new Ledger(db);
  const payments = new CardPayments(db, ledger);
  const idempotency = new Idempotency(db);
  const beneficiaries = new Beneficiaries(db, ledger);
  const otps = new Otps(db);
  const loginThrottle = new LoginThrottle(db);
  const grants = new ConfirmationGrants(db);
  const mobileGrants = new MobileGrants(db);
  const mails = new Mails(db);
  const alerts = new Alerts(db, mails);
  const policy = new Policy(new DecisionLog(db));
  const webhooks = new Webhooks(db);
  app.addHook('onClose', async () => {
    await webhooks.stop();
  });
  // What a process before this one left due, or leased when it died (issue 56 item 9).
  app.addHook('onReady', (done) => {
    webhooks.resume();
    done();
  });
  await app.register(openapiGlue, {
    specification: structuredClone(contract.document) as unknown as Record<string, unknown>,
    operationResolver: resolveOperation({
      ...createAuthHandlers(customers, sessions, loginThrottle, alerts),
      ...createSessionHandlers(customers, sessions),
      ...createMobileChangeHandlers(db, customers, otps, sessions, loginThrottle, alerts),
      ...createProfileHandlers(customers, payments),
      ...createPortalHandlers(payloadKey ?? null),
      ...createBeneficiaryHandlers(db, policy, customers, beneficiaries, grants, idempotency, alerts),
      ...createConfirmationHandlers(customers, beneficiaries, otps, grants, sessions, loginThrottle, { policy, ledger, payments }),
      ...createPasskeyHandlers(db, customers, beneficiaries, grants, sessions),
      ...createWalletHandlers(db, policy, customers, beneficiaries, ledger, payments, grants, idempotency),
      ...createWalletTransferHandlers(db, policy, customers, ledger, payments, grants, idempotency),
      ...createPaymentHandlers(db, policy, customers, ledger, payments, idempotency, webhooks),
      ...createOnboardingHandlers({ db, customers, sessions, otps, mobileGrants, ledger, known: new CustomerDetails(db), agentsAt, alerts }),
      ...createAccountHandlers(db, customers, otps, payments, alerts),
      ...createServiceRequestHandlers(db, customers),
      ...createStatementHandlers(customers, ledger, mails),
      ...createMigrationHandlers(db, mobileGrants),
    }),
    securityHandlers: {
      bearerAuth(request: { headers: Record<string, unknown>; customerId: number | null; ip: string }) {
        const token = bearerTokenOf(request);
        const state = token ? sessions.tokenState(token) : 'missing';
        if (typeof state !== 'number') throw Object.assign(new Error(state), { statusCode: 401, tokenState: state });
        request.customerId = state;
        const userAgent = request.headers['user-agent'];
        sessions.touch(token, typeof userAgent === 'string' ? userAgent : null, request.ip);
      },
    },
  });

  // The build, from memory: a file of it at its address, anything else to the pages below.
  const files = distDir ? loadStaticFiles(distDir) : new Map<string, StaticFile>();
  const sendFile = (request: FastifyRequest, reply: FastifyReply, name: string) => {
    const file = files.get(`/${name}`);
    if (!file) throw new Error(`the build has no ${name}`);
    return sendStaticFile(request, reply, file);
  };
  if (distDir) {
    app.get('/*', (request, reply) => {
      const file = files.get(urlPath(request.url));
      return file ? sendStaticFile(request, reply, file) : reply.callNotFound();
    });
  }

  // Every portal route is answered with the app's page, prerendered for the routes that have one
  // (issue 14); the router shows page-not-found itself.
  const pages = distDir ? prerenderedPages(distDir) : new Map<string, string>();
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    setXsrfCookie(request, reply);
    const page = pages.get(urlPath(request.url)) ?? 'index.html';
    return sendFile(request, reply, page);
  };
  if (simulators) {
    registerProviderPage(app);
    registerSandboxPages(app, db, otps, mails, alerts, customers, operatorKey);
    registerSimulatorControls(app, db, ledger, payments, customers, policy, webhooks, operatorKey);
    registerInboxPage(app, otps, alerts, mails);
  }
  if (distDir) {
    app.get('/', sendPage);
    // The API reference of npm run docs:api, a static page under the same policy.
    for (const path of ['/docs/api', '/docs/api/']) app.get(path, (request, reply) => sendFile(request, reply, 'docs/api/index.html'));
    // The policy explorer of npm run docs:policy: its first page; the others are files of dist/docs/policy/.
    for (const path of ['/docs/policy', '/docs/policy/']) app.get(path, (request, reply) => sendFile(request, reply, 'docs/policy/index.html'));
  }
  registerHealth(app, db);
  registerMetrics(app, db, contract, metricsKey);
  registerClientErrors(app);
  // The contract itself, for integrators' generators.
  app.get('/openapi.yaml', (_request, reply) => reply.type('application/yaml; charset=utf-8').send(readFileSync(specificationFile, 'utf8')));
  // The same with the payload envelope written in as each body's alternative, for validators of enveloped traffic (decision 0016).
  app.get('/openapi-enveloped.yaml', (_request, reply) => reply.type('application/yaml; charset=utf-8').send(readFileSync(envelopedSpecificationFile, 'utf8')));
  // An address that is no route's is answered with the app's page, which says so, and 404 (issue 56 item 7).
  const pagePath = new RegExp(pagePathPattern(routesFile.routes.map((route) => route.path)));
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && distDir !== undefined;
    if (isPage) return sendPage(request, pagePath.test(urlPath(request.url)) ? reply : reply.code(404));
    return reply.code(404).send(refusalBody('api:notFound'));
  });
  return app;
}
