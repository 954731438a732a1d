import type { FastifyServerOptions } from 'fastify';
import { urlPath } from './url-path';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The sandbox's logs for an operator (issue 38 item 4): a JSON line an event (pino, Fastify's own),
 * each request's under its request id. What is logged of a request is its method and path: never its
 * query (a mobile number, an e-mail address), headers (a token, a cookie) or body (a password, an
 * OTP, a PAN, an Aadhaar or account number). Fields of that name are removed from anything else
 * logged, an error's details included.
 *   SANDBOX_LOG_LEVEL  pino's level (info; silent for none)
 * Where the lines go is the caller's (sandbox/main.ts: standard output, or SANDBOX_LOG_FILE reopened on SIGUSR1).
 */
export function logOptions(env: NodeJS.ProcessEnv = process.env): LoggerOptions {
  const secrets = ['password', 'newPassword', 'currentPassword', 'otp', 'token', 'refreshToken', 'authorization', 'cookie', 'pan', 'aadhaar', 'aadhaarNumber', 'accountNumber', 'confirmationGrant', 'passwordGrant'];
  return {
    level: env['SANDBOX_LOG_LEVEL'] ?? 'info',
    redact: { paths: [...secrets, ...secrets.map((name) => `*.${name}`)], remove: true },
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: urlPath(request.url) }),
    },
  };
}
