import type { FastifyInstance } from 'fastify';
import { requestIdPattern } from './request-id';

/** Where the sandbox takes the portal's reports of failures in the browser (the runtime configuration's errorReportUrl). */
export const clientErrorsPath = '/client-errors';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** A report as the portal sends it (src/app/client-error-reporter.ts); anything else is refused. */
const reportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'message', 'path', 'at'],
  properties: {
    kind: { enum: ['error', 'rejection', 'chunk'] },
    message: text(1000),
    source: text(1000),
    line: { type: 'integer', minimum: 0 },
    column: { type: 'integer', minimum: 0 },
    path: text(1000),
    requestId: { type: 'string', pattern: requestIdPattern.source },
    at: text(40),
  },
} as const;

/**
 * The portal's reports of failures in the browser (issue 38 item 7), logged at warn under the
 * report's own request id, if it names one, so an operator finds the failed call beside it. A beacon
 * cannot carry the XSRF header; the route is outside /api/, which the check guards, and changes
 * nothing but the log.
 */
export function registerClientErrors(app: FastifyInstance): void {
  app.post(clientErrorsPath, { schema: { body: reportSchema }, bodyLimit: 8 * 1024 }, (request, reply) => {
    const report = request.body as { readonly requestId?: string };
    request.log.warn({ clientError: report, failedRequestId: report.requestId }, 'failure in the browser');
    return reply.code(204).send();
  });
}
