import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonFiles } from '../../scripts/config-syntax';
import { localeTexts, valueAtKey } from '../../scripts/locale-keys';
import { codeTexts, whereUsed } from '../../scripts/where-used';
import { pluralBase } from '../../scripts/plural-checks';
import { nestedKeys } from '../../src/core/text/show-text';
import { shownLimit } from '../../scripts/shown-limit';
import { moneyFormatOf } from '../../scripts/policy-changes';
import { EditError, textFile, withCatalogueEntry, withLimitValue, withText } from './draft-edits';
import { draftOf, editableDraftOf } from './draft-routes';
import type { StaffContext } from './staff-app';
import { staffText } from './staff-text';
import { typedLimitValue } from './typed-value';
import { comparisonOf, type LimitsDocument } from '../../scripts/limit-checks';
import type { LimitRelation } from '../shared/staff-types';

type Json = Record<string, unknown>;

/** The limits of a draft's rules/limits.json, by name. */
function limitsOf(worktree: string): Record<string, Json> {
  return (((JSON.parse(readFileSync(join(worktree, 'rules/limits.json'), 'utf8')) as Json)['limits'] ?? {}) as Record<string, Json>);
}

/** A draft's configuration files as JSON, by project path. */
function filesOf(worktree: string): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const path of ['rules', 'schemas', 'locales'].flatMap((dir) => jsonFiles(worktree, dir))) {
    try {
      files.set(path, JSON.parse(readFileSync(join(worktree, path), 'utf8')) as unknown);
    } catch {
      // A file that is not JSON is the checker's finding; the forms leave it out.
    }
  }
  return files;
}

/** A relation from the other limit's side: what a limit at most another is, the other is at least. */
const fromTheOtherSide = { atMost: 'atLeast', lessThan: 'moreThan', equals: 'equals' } as const;

/**
 * What the checker holds a limit to beside others (rules/limits.json relations, read as the checker
 * reads them), from its side, with the other's value: what a meta-schema cannot say.
 */
function limitRelations(document: LimitsDocument | undefined): (name: string) => LimitRelation[] {
  const limits = document?.limits ?? {};
  const valueOf = (name: string, plus = 0) => {
    const value = limits[name]?.value;
    return typeof value === 'number' ? value + plus : typeof value === 'string' ? value : '';
  };
  return (name) =>
    (document?.relations ?? []).flatMap((relation): LimitRelation[] => {
      const comparison = comparisonOf(relation);
      if (!comparison) return [];
      const why = relation.why ?? '';
      if (relation.limit === name) return [{ kind: comparison.kind, other: comparison.other, value: valueOf(comparison.other, relation.plus), why }];
      if (comparison.other === name) return [{ kind: fromTheOtherSide[comparison.kind], other: relation.limit, value: valueOf(relation.limit, -(relation.plus ?? 0)), why }];
      return [];
    });
}

const languages = (files: ReadonlyMap<string, unknown>) => [...new Set([...files.keys()].flatMap((path) => /^locales\/([^/]+)\//.exec(path)?.[1] ?? []))].sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

/** Reading and changing what a draft holds: limits, texts in every language, catalogue entries. */
export function registerEditRoutes(app: FastifyInstance, context: StaffContext): void {
  const { drafts } = context;
  const saved = async (reply: FastifyReply, work: () => Promise<string | null>) => {
    try {
      const commit = await work();
      return { commit };
    } catch (error) {
      if (error instanceof EditError) return reply.code(400).send({ message: staffText('refusal.badValue', { reason: error.message }) });
      throw error;
    }
  };

  app.get('/staff-api/drafts/:id/limits', async (request, reply) => {
    const found = draftOf(context, request, reply);
    if (!found) return reply;
    const worktree = await drafts.repository.worktreeOf(found.draft.branch);
    const files = filesOf(worktree);
    const used = whereUsed(files, codeTexts(worktree));
    const file = files.get('rules/limits.json') as LimitsDocument | undefined;
    const limits = file?.limits ?? {};
    const relations = limitRelations(file);
    return { limits: Object.entries(limits).map(([name, entry]) => ({ name, ...entry, usedBy: used.limit(name), relations: relations(name) })) };
  });

  app.put('/staff-api/drafts/:id/limits/:name', async (request, reply) => {
    const found = editableDraftOf(context, request, reply);
    if (!found) return reply;
    const { member, draft } = found;
    const name = (request.params as { name: string }).name;
    return saved(reply, async () => {
      const worktree = await drafts.repository.worktreeOf(draft.branch);
      const entry = limitsOf(worktree)[name];
      if (!entry) throw new EditError(`rules/limits.json has no limit ${name}`);
      const value = typedLimitValue(String(entry['unit']), ((request.body ?? {}) as Json)['value'], entry['value']);
      // As a reviewer reads it: money in rupees, a count with its unit.
      const money = moneyFormatOf(filesOf(worktree));
      const shown = (one: unknown) => shownLimit({ value: one, unit: String(entry['unit']) }, money);
      return drafts.edit(member, draft, [{ file: 'rules/limits.json', update: (document) => withLimitValue(document, name, value) }], `${name} ${shown(entry['value'])} → ${shown(value)}`);
    });
  });

  app.get('/staff-api/drafts/:id/texts', async (request, reply) => {
    const found = draftOf(context, request, reply);
    if (!found) return reply;
    const worktree = await drafts.repository.worktreeOf(found.draft.branch);
    const files = filesOf(worktree);
    const texts = localeTexts(files);
    const query = ((request.query as { q?: string }).q ?? '').toLowerCase().trim();
    const english = texts.get('en') ?? new Map<string, { text: string }>();
    const keys = [...english.keys()].filter((key) => query === '' || key.toLowerCase().includes(query) || (english.get(key)?.text.toLowerCase().includes(query) ?? false)).slice(0, 30);
    const used = whereUsed(files, codeTexts(worktree));
    const limitValues = Object.fromEntries(Object.entries(((files.get('rules/limits.json') as Json | undefined)?.['limits'] ?? {}) as Record<string, Json>).map(([name, entry]) => [name, entry['value']]));
    const locales = Object.fromEntries(languages(files).map((language) => [language, valueAtKey(files.get(`locales/${language}/portal.json`), 'format.moneyLocale')]));
    // What each text nests ("$t(count.days, …)"), every plural form of it, in each language: its preview puts them in.
    const nestedOf = (key: string) =>
      Object.fromEntries(
        languages(files).map((language) => {
          const own = texts.get(language) ?? new Map<string, { text: string }>();
          const named = new Set(nestedKeys(own.get(key)?.text ?? ''));
          return [language, Object.fromEntries([...own].filter(([other]) => named.has(pluralBase(other))).map(([other, { text }]) => [other, text]))];
        }),
      );
    return { limits: limitValues, locales, languages: languages(files), texts: keys.map((key) => ({ key, byLanguage: Object.fromEntries(languages(files).map((language) => [language, texts.get(language)?.get(key)?.text ?? ''])), usedBy: used.text(key), nested: nestedOf(key) })) };
  });

  app.put('/staff-api/drafts/:id/texts/:key', async (request, reply) => {
    const found = editableDraftOf(context, request, reply);
    if (!found) return reply;
    const { member, draft } = found;
    const key = (request.params as { key: string }).key;
    const given = (((request.body ?? {}) as Json)['byLanguage'] ?? {}) as Json;
    return saved(reply, async () => {
      if (!/^([a-z]+:)?[a-zA-Z0-9_]+(\.[a-zA-Z0-9_]+)*$/.test(key)) throw new EditError(`"${key}" is not a message key (namespace:group.name)`);
      const worktree = await drafts.repository.worktreeOf(draft.branch);
      const edits = languages(filesOf(worktree)).flatMap((language) => {
        const text = given[language];
        if (typeof text !== 'string') return [];
        const place = textFile(language, key);
        return [{ file: place.file, update: (document: Json) => withText(document, place.key, text) }];
      });
      return drafts.edit(member, draft, edits, `message ${key} reworded`);
    });
  });

  app.get('/staff-api/drafts/:id/catalogues/:name', async (request, reply) => {
    const found = draftOf(context, request, reply);
    if (!found) return reply;
    const worktree = await drafts.repository.worktreeOf(found.draft.branch);
    const files = filesOf(worktree);
    const names = [...files.keys()].filter((path) => path.startsWith('rules/catalogues/')).map((path) => path.replace(/^rules\/catalogues\/|\.json$/g, ''));
    const name = (request.params as { name: string }).name;
    const catalogue = files.get(`rules/catalogues/${name}.json`) as Json | undefined;
    const english = localeTexts(files).get('en');
    const entries = ((catalogue?.['entries'] ?? []) as Json[]).map((entry) => ({ ...entry, message: typeof entry['messageKey'] === 'string' ? (english?.get(entry['messageKey'])?.text ?? '') : '' }));
    return { names, name, description: catalogue?.['description'] ?? '', entries };
  });

  app.put('/staff-api/drafts/:id/catalogues/:name/entries/:code', async (request, reply) => {
    const found = editableDraftOf(context, request, reply);
    if (!found) return reply;
    const { member, draft } = found;
    const { name, code } = request.params as { name: string; code: string };
    const given = (((request.body ?? {}) as Json)['entry'] ?? {}) as Json;
    return saved(reply, async () => {
      if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new EditError(`"${name}" is not a catalogue`);
      // The fields the form gives, as given; the meta-schema and the checker say what is wrong with them.
      const entry = Object.fromEntries(Object.entries({ ...given, code }).filter(([, value]) => typeof value === 'string' && value !== ''));
      return drafts.edit(member, draft, [{ file: `rules/catalogues/${name}.json`, update: (document) => withCatalogueEntry(document, entry) }], `code ${code} of ${name}: ${JSON.stringify(entry)}`);
    });
  });
}
