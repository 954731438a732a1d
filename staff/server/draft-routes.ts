import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reviewDraft } from './draft-review';
import type { Draft } from './drafts';
import { whyNotEdit, whyNotReview } from './permissions';
import type { StaffMember } from './staff-accounts';
import type { StaffContext } from './staff-app';
import { staffText } from './staff-text';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The draft a request names, with its member; null when the answer (401, 404) is already sent. */
export function draftOf(context: StaffContext, request: FastifyRequest, reply: FastifyReply): { member: StaffMember; draft: Draft } | null {
  const member = context.memberOf(request, reply);
  if (!member) return null;
  const draft = context.drafts.get(Number((request.params as { id?: string }).id));
  if (!draft) {
    void reply.code(404).send({ message: staffText('refusal.notFound') });
    return null;
  }
  return { member, draft };
}

/** The draft a request names, when its member may change it; null when the answer (401, 403, 404) is already sent. */
export function editableDraftOf(context: StaffContext, request: FastifyRequest, reply: FastifyReply): { member: StaffMember; draft: Draft } | null {
  const found = draftOf(context, request, reply);
  const why = found && whyNotEdit(found.member, found.draft);
  if (why) void reply.code(403).send({ message: why });
  return why ? null : found;
}

/**
 * The draft's review at its present commit, and what stands in the way of its approval; a draft
 * main moved under is first brought up to date with it when no entry conflicts, so the review is
 * of what main would become.
 */
async function reviewed(context: StaffContext, draft: Draft) {
  const { repository } = context.drafts;
  const worktree = await repository.worktreeOf(draft.branch);
  const { commit: caughtUp, conflicts } = await repository.catchUp(draft.branch, worktree);
  if (caughtUp) context.audit.record(null, 'brought up to date', `with main, as ${caughtUp.slice(0, 12)}`, draft.id);
  const [base, head, empty] = await Promise.all([repository.baseOf(draft.branch), repository.commitOf(draft.branch), repository.sameAsMain(draft.branch)]);
  const review = await reviewDraft(worktree, head, base, context.decisionsFile);
  const blockers = [
    ...(review.findings.length > 0 ? [staffText('refusal.hasFindings', { count: review.findings.length })] : []),
    ...(conflicts.length > 0 ? [staffText('refusal.hasConflicts', { entries: conflicts.join(', ') })] : []),
    ...(empty ? [staffText('refusal.empty')] : []),
  ];
  return { review, conflicts, blockers };
}

/** Drafts: listed, started, shown with their review, sent for review, approved, sent back, withdrawn; the audit log. */
export function registerDraftRoutes(app: FastifyInstance, context: StaffContext): void {
  const { drafts, audit, memberOf } = context;

  app.get('/staff-api/drafts', async (request, reply) => (memberOf(request, reply) ? { drafts: drafts.list() } : reply));

  app.post('/staff-api/drafts', async (request, reply) => {
    const member = memberOf(request, reply);
    if (!member) return reply;
    if (member.role !== 'maker') return reply.code(403).send({ message: staffText('refusal.makersOnly') });
    const body = (request.body ?? {}) as Record<string, unknown>;
    const [title, reason] = [text(body['title']).slice(0, 120), text(body['reason']).slice(0, 150)];
    if (title === '' || reason === '') return reply.code(400).send({ message: staffText('refusal.needsTitle') });
    return reply.code(201).send({ draft: await drafts.create(member, title, reason) });
  });

  app.get('/staff-api/drafts/:id', async (request, reply) => {
    const found = draftOf(context, request, reply);
    if (!found) return reply;
    const { member, draft } = found;
    const open = draft.status !== 'approved' && draft.status !== 'withdrawn';
    const { review, conflicts, blockers } = open ? await reviewed(context, draft) : { review: null, conflicts: [], blockers: [] };
    return {
      draft,
      review,
      conflicts,
      comments: drafts.comments(draft.id),
      history: audit.entries(draft.id),
      can: {
        edit: whyNotEdit(member, draft),
        submit: whyNotEdit(member, draft) ?? blockers[0] ?? null,
        review: whyNotReview(member, draft),
        approve: whyNotReview(member, draft) ?? blockers[0] ?? null,
      },
    };
  });

  app.post('/staff-api/drafts/:id/submit', async (request, reply) => {
    const found = draftOf(context, request, reply);
    if (!found) return reply;
    const { member, draft } = found;
    const why = whyNotEdit(member, draft) ?? (await reviewed(context, draft)).blockers[0];
    if (why) return reply.code(409).send({ message: why });
    drafts.setStatus(member, draft, 'in review', 'sent for review', draft.reason);
    return { draft: drafts.get(draft.id) };
  });

  app.post('/staff-api/drafts/:id/withdraw', async (request, reply) => {
    const found = draftOf(context, request, reply);
    if (!found) return reply;
    const { member, draft } = found;
    const why = whyNotEdit(member, draft);
    if (why) return reply.code(409).send({ message: why });
    drafts.setStatus(member, draft, 'withdrawn', 'withdrawn', '');
    await drafts.repository.release(draft.branch);
    return { draft: drafts.get(draft.id) };
  });

  app.post('/staff-api/drafts/:id/send-back', async (request, reply) => {
    const found = draftOf(context, request, reply);
    if (!found) return reply;
    const { member, draft } = found;
    const why = whyNotReview(member, draft);
    if (why) return reply.code(why === staffText('refusal.notInReview') ? 409 : 403).send({ message: why });
    const comment = text(((request.body ?? {}) as Record<string, unknown>)['comment']).slice(0, 2000);
    if (comment === '') return reply.code(400).send({ message: staffText('refusal.needsComment') });
    drafts.setStatus(member, draft, 'sent back', 'sent back', comment, comment);
    return { draft: drafts.get(draft.id) };
  });

  app.post('/staff-api/drafts/:id/approve', async (request, reply) => {
    const found = draftOf(context, request, reply);
    if (!found) return reply;
    const { member, draft } = found;
    const why = whyNotReview(member, draft) ?? (await reviewed(context, draft)).blockers[0];
    if (why) {
      audit.record(member, 'approval refused', why, draft.id);
      return reply.code(why === whyNotReview(member, draft) && draft.status === 'in review' ? 403 : 409).send({ message: why });
    }
    const commit = await drafts.approve(member, draft);
    await drafts.repository.release(draft.branch);
    return { draft: drafts.get(draft.id), commit };
  });

  app.get('/staff-api/audit', async (request, reply) => (memberOf(request, reply) ? { entries: audit.entries() } : reply));
}
