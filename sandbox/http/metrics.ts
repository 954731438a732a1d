import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { SandboxDatabase } from '../db/open-database';
import type { Contract } from './contract';
import { registerLedgerGauges } from './metrics-gauges';
import { otpRoles } from './otp-roles';
import { bearerTokenOf } from './bearer-token';
import { sameKey } from './operator-key';
import { operationOf } from './operation-of';


/**
 * The few names a request is counted under: its operation; else the pattern of the route that took
 * it (a probe, the reports, the sandbox's pages); else "page", the portal's files and pages (the
 * static files' wildcard, the app's page for any other address), whose addresses are unbounded.
 */
const labelOf = (request: FastifyRequest): string => {
  const route = request.routeOptions.url;
  return operationOf(request) ?? (route === undefined || route.includes('*') ? 'page' : route);
};

const logins = new Set(['loginByPassword', 'validateLoginOtp']);

/**
 * Prometheus metrics of the sandbox (issue 38 item 5), at GET /metrics for the scraper only: the
 * metrics key of its own as a bearer token (issue 56 item 2: not the operator key, which moves money;
 * Prometheus sends it with `authorization`), any other caller answered 404 as if there were none,
 * and no /metrics at all without a key. Requests and
 * their latency by operation and status; OTPs sent, and refused for too many (429, the lock);
 * logins refused; refusals by code; what the books say at each scrape (metrics-gauges.ts); and the
 * process's own (memory, event loop).
 */
export function registerMetrics(app: FastifyInstance, db: SandboxDatabase, contract: Contract, metricsKey: string | undefined): void {
  if (metricsKey === undefined) return;
  // The operations that send or check an OTP, as the contract marks them (x-otp).
  const otpRoleOf = otpRoles(contract);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['operation', 'method', 'status'] as const;
  const requests = new Counter({ name: 'wallet_http_requests_total', help: 'Requests answered, by operation, method and status', labelNames, registers: [registry] });
  const latency = new Histogram({ name: 'wallet_http_request_duration_seconds', help: 'Time to answer, by operation, method and status', labelNames, buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [registry] });
  const otps = new Counter({ name: 'wallet_otp_sent_total', help: 'OTPs sent, by operation', labelNames: ['operation'], registers: [registry] });
  const otpLocks = new Counter({ name: 'wallet_otp_refused_total', help: 'OTP sends and checks refused as too many (429), by operation', labelNames: ['operation'], registers: [registry] });
  const loginFailures = new Counter({ name: 'wallet_login_failures_total', help: 'Logins refused, by operation and status', labelNames: ['operation', 'status'], registers: [registry] });
  registerLedgerGauges(registry, db);
  // Every refusal by its code (issue 56: an alert per code, a sudden rise of one reason).
  const refusals = new Counter({ name: 'wallet_refusals_total', help: 'Answers of 4xx with an envelope, by operation and code', labelNames: ['operation', 'code'], registers: [registry] });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const code = typeof payload === 'object' && payload !== null ? (payload as { code?: unknown }).code : undefined;
    if (reply.statusCode >= 400 && reply.statusCode < 500 && typeof code === 'string') refusals.inc({ operation: labelOf(request), code });
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const operation = labelOf(request);
    const labels = { operation, method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    const otpRole = otpRoleOf.get(operation);
    if (otpRole !== undefined && otpRole !== 'check' && reply.statusCode < 300) otps.inc({ operation });
    if (otpRole !== undefined && reply.statusCode === 429) otpLocks.inc({ operation });
    if (logins.has(operation) && reply.statusCode >= 400) loginFailures.inc({ operation, status: String(reply.statusCode) });
  });
  app.get('/metrics', async (request, reply) => {
    if (!sameKey(bearerTokenOf(request), metricsKey)) return reply.code(404).send();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}
