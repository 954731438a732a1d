import type { FastifyInstance } from 'fastify';
import { migrations } from '../db/migrations';
import type { SandboxDatabase } from '../db/open-database';

/** What a readiness probe reads: whether the database answers, and at which version of the schema. */
export function databaseReadiness(db: SandboxDatabase): { readonly ready: true; readonly schema: number } | { readonly ready: false; readonly reason: string } {
  try {
    db.prepare('SELECT 1').get();
    const schema = Number(db.pragma('user_version', { simple: true }));
    if (schema !== migrations.length) return { ready: false, reason: `schema ${String(schema)} of ${String(migrations.length)}: migrations not applied` };
    return { ready: true, schema };
  } catch (error) {
    return { ready: false, reason: `database unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * The probes of an orchestrator or a load balancer (issue 38 item 3), outside the API's contract:
 * /healthz says the process answers; /readyz that it can serve, its database reachable and its
 * schema current. While the server closes (SIGTERM), Fastify answers 503 to both, so traffic moves
 * elsewhere while the requests in flight finish.
 */
export function registerHealth(app: FastifyInstance, db: SandboxDatabase): void {
  app.get('/healthz', (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', (_request, reply) => {
    const readiness = databaseReadiness(db);
    reply.header('cache-control', 'no-store');
    if (!readiness.ready) return reply.code(503).send({ status: 'unavailable', reason: readiness.reason });
    return reply.send({ status: 'ready', schema: readiness.schema });
  });
}
