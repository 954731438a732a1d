import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { loadStaticFiles, sendStaticFile, type StaticFile } from '../../sandbox/http/static-files';
import { securityHeaders } from '../../sandbox/http/security-headers';
import { AuditLog } from './audit-log';
import { ConfigRepository } from './config-repository';
import { Drafts } from './drafts';
import { registerAuthRoutes } from './auth-routes';
import { registerDraftRoutes } from './draft-routes';
import { registerEditRoutes } from './edit-routes';
import { registerStructureRoutes } from './structure-routes';
import { StaffAccounts, type StaffMember } from './staff-accounts';
import type { StaffDatabase } from './staff-db';
import { StaffSessions } from './staff-sessions';
import { staffText } from './staff-text';

export interface StaffConsoleOptions {
  readonly db: StaffDatabase;
  /** The configuration repository the console writes: its own clone. */
  readonly repo: string;
  /** Where drafts are checked out. */
  readonly worktrees: string;
  /** The built console (dist-staff/), when it is served. */
  readonly distDir?: string;
  /** The sandbox's database, whose recorded decisions a draft is replayed against. */
  readonly decisionsFile?: string;
  /** Whether the console is reached over TLS: its cookie is then Secure. */
  readonly secureCookie?: boolean;
  readonly logger?: boolean;
}

/** What every staff route is given. */
export interface StaffContext {
  readonly accounts: StaffAccounts;
  readonly sessions: StaffSessions;
  readonly drafts: Drafts;
  readonly audit: AuditLog;
  readonly decisionsFile: string | undefined;
  readonly secureCookie: boolean;
  /** The member of the request's session; answers 401 and returns null without one. */
  readonly memberOf: (request: FastifyRequest, reply: FastifyReply) => StaffMember | null;
}

export const sessionCookie = 'staff_session';

/** The cookie's value, from the Cookie header. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The staff console: its API under /staff-api/ and its pages, on an address of its own (never the customers'). */
export async function buildStaffConsole({ db, repo, worktrees, distDir, decisionsFile, secureCookie = false, logger = false }: StaffConsoleOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 256 * 1024 });
  const repository = new ConfigRepository(repo, worktrees);
  await repository.prepare();
  const accounts = new StaffAccounts(db);
  const sessions = new StaffSessions(db);
  const audit = new AuditLog(db);
  const drafts = new Drafts(db, repository, audit);
  const headers = { ...securityHeaders(), 'cache-control': 'no-store' };
  app.addHook('onSend', async (request, reply) => {
    reply.headers(request.url.startsWith('/assets/') ? securityHeaders() : headers);
  });
  // A change comes from the console's own pages: the cookie is SameSite=Strict, and a write carries a header no form can send.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.headers['x-staff-console'] !== '1') return reply.code(403).send({ message: staffText('refusal.crossSite') });
  });
  const memberOf = (request: FastifyRequest, reply: FastifyReply): StaffMember | null => {
    const token = cookieOf(request, sessionCookie);
    const id = token === undefined ? undefined : sessions.touch(token, Date.now());
    const member = id === undefined ? undefined : accounts.byId(id);
    if (member) return member;
    void reply.code(401).send({ message: staffText('refusal.signedOut') });
    return null;
  };
  const context: StaffContext = { accounts, sessions, drafts, audit, decisionsFile, secureCookie, memberOf };
  registerAuthRoutes(app, context);
  registerDraftRoutes(app, context);
  registerEditRoutes(app, context);
  registerStructureRoutes(app, context);
  app.get('/healthz', () => ({ status: 'ok' }));
  const files = distDir ? loadStaticFiles(distDir) : new Map<string, StaticFile>();
  app.setNotFoundHandler((request, reply) => {
    const asset = files.get(request.url.split('?')[0] ?? '');
    if (asset && request.method === 'GET') return sendStaticFile(request, reply, asset);
    // Every page of the console is its one page; the API answers 404 in JSON.
    const page = files.get('/index.html');
    if (page && request.method === 'GET' && !request.url.startsWith('/staff-api/')) return sendStaticFile(request, reply, page);
    return reply.code(404).send({ message: staffText('refusal.badRequest') });
  });
  return app;
}
