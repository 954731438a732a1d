import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { policyReaderOf } from '../../scripts/policy-changes';
import { conditionWords, operatorWords, ruleWords } from '../../scripts/rule-words';
import { jsonFiles } from '../../scripts/config-syntax';
import { EditError, withValueAt } from './draft-edits';
import { draftOf, editableDraftOf } from './draft-routes';
import type { StaffContext } from './staff-app';
import { staffText } from './staff-text';

type Json = Record<string, unknown>;

/** The files the console changes entries of, as whole entries: the routes, and the decisions' comparisons. */
const entryFiles = /^(schemas\/routes\.json|rules\/[a-z][a-z0-9-]*\.rules\.json)$/;

function read(worktree: string, file: string): Json {
  try {
    return JSON.parse(readFileSync(join(worktree, file), 'utf8')) as Json;
  } catch {
    throw new EditError(`${file} cannot be read as JSON in this draft`);
  }
}

/** Every comparison of a decision (a fact, an operator, a value or a limit), with its JSON pointer and in words. */
function comparisonsOf(node: unknown, pointer: string, found: Json[], words: (node: unknown) => string): Json[] {
  if (Array.isArray(node)) node.forEach((child, index) => comparisonsOf(child, `${pointer}/${String(index)}`, found, words));
  else if (typeof node === 'object' && node !== null) {
    const leaf = node as Json;
    if (typeof leaf['fact'] === 'string' && 'operator' in leaf) found.push({ pointer, fact: leaf['fact'], operator: leaf['operator'], value: leaf['value'], words: words(leaf) });
    else for (const [key, child] of Object.entries(leaf)) comparisonsOf(child, `${pointer}/${key}`, found, words);
  }
  return found;
}

/** The routes with their access and navigation entries, the decisions in words with their comparisons, and a change of one entry of either. */
export function registerStructureRoutes(app: FastifyInstance, context: StaffContext): void {
  const { drafts } = context;

  app.get('/staff-api/drafts/:id/routes', async (request, reply) => {
    const found = draftOf(context, request, reply);
    if (!found) return reply;
    const worktree = await drafts.repository.worktreeOf(found.draft.branch);
    const icons = Object.keys((read(worktree, 'schemas/icons.json')['icons'] ?? {}));
    return { routes: read(worktree, 'schemas/routes.json')['routes'] ?? [], icons };
  });

  app.get('/staff-api/drafts/:id/decisions', async (request, reply) => {
    const found = draftOf(context, request, reply);
    if (!found) return reply;
    const worktree = await drafts.repository.worktreeOf(found.draft.branch);
    const files = new Map<string, unknown>(['rules', 'locales'].flatMap((dir) => jsonFiles(worktree, dir)).map((file) => [file, read(worktree, file)]));
    const reader = policyReaderOf(files);
    const words = (node: unknown) => conditionWords(node, reader);
    const decisions = [...files].filter(([file]) => /^rules\/[^/]+\.rules\.json$/.test(file)).map(([file, document]) => {
      const doc = document as Json;
      const comparisons: Json[] = [];
      for (const [name, condition] of Object.entries((doc['conditions'] ?? {}) as Json)) comparisonsOf(condition, `/conditions/${name}`, comparisons, words);
      ((doc['rules'] ?? []) as Json[]).forEach((rule, index) => comparisonsOf(rule['conditions'], `/rules/${String(index)}/conditions`, comparisons, words));
      return { file, decision: doc['decision'], description: doc['description'] ?? '', rules: ((doc['rules'] ?? []) as Json[]).map((rule) => ({ name: rule['name'], words: ruleWords(rule, reader) })), comparisons };
    });
    return { decisions, operators: operatorWords, limits: Object.keys(reader.limits) };
  });

  app.put('/staff-api/drafts/:id/entry', async (request, reply) => {
    const found = editableDraftOf(context, request, reply);
    if (!found) return reply;
    const { member, draft } = found;
    const body = (request.body ?? {}) as Json;
    const [file, pointer] = [body['file'], body['pointer']];
    if (typeof file !== 'string' || typeof pointer !== 'string') return reply.code(400).send({ message: staffText('refusal.badRequest') });
    if (!entryFiles.test(file) || !pointer.startsWith('/')) return reply.code(400).send({ message: staffText('refusal.badRequest') });
    try {
      const commit = await drafts.edit(member, draft, [{ file, update: (document) => withValueAt(document, pointer, body['value']) }], `${file.replace(/^.*\//, '').replace(/\.json$/, '')} ${pointer}: ${JSON.stringify(body['value']).slice(0, 80)}`);
      return { commit };
    } catch (error) {
      if (error instanceof EditError) return reply.code(400).send({ message: staffText('refusal.badValue', { reason: error.message }) });
      throw error;
    }
  });
}
