/**
 * The conventions openapi/wallet.yaml promises integrators (issue 19 item 8): one format for a date
 * and one for a moment; no figure of policy typed into a description (they name the limit); every
 * 401 explains itself in WWW-Authenticate; the Idempotency-Key's form and replay written down;
 * every operation lists the codes it refuses with (x-codes), each meaning what the catalogues say.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import limits from '../../rules/limits.json';
import { catalogues } from '../../src/core/config/catalogues';
import { Contract } from '../../sandbox/http/contract';
import { refusalCodeOf, textOf } from '../../sandbox/http/envelope';

type Json = Record<string, unknown>;
const document = parse(readFileSync(join(import.meta.dirname, '../../openapi/wallet.yaml'), 'utf8')) as Json;
const components = document['components'] as Json;

/** Every value of `name` in the contract, with where it is. */
function valuesOf(name: string, node: unknown = document, path = ''): [string, unknown][] {
  if (Array.isArray(node)) return node.flatMap((item, index) => valuesOf(name, item, `${path}/${String(index)}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => [...(key === name ? [[`${path}/${key}`, value] as [string, unknown]] : []), ...valuesOf(name, value, `${path}/${key}`)]);
}

describe('openapi/wallet.yaml keeps its conventions', () => {
  it('writes every date as IsoDate and every moment as Timestamp, the two formats info.description names', () => {
    const timeLike = /(Date|DateTime|At|Until|On)$|^date/;
    const others: string[] = [];
    for (const [path, properties] of valuesOf('properties', components['schemas'])) {
      for (const [name, schema] of Object.entries(properties as Record<string, Json>)) {
        if (!timeLike.test(name)) continue;
        const reference = typeof schema['$ref'] === 'string' ? schema['$ref'] : '';
        if (!reference.endsWith('/IsoDate') && !reference.endsWith('/Timestamp')) others.push(`${path}/${name}`);
      }
    }
    expect(others).toEqual([]);
    const conventions = String((document['info'] as Json)['description']);
    expect(conventions).toContain('`IsoDate`');
    expect(conventions).toContain('`Timestamp`');
  });

  it('names limits in its descriptions rather than typing their figures (rules/limits.json is the one place)', () => {
    const descriptions = valuesOf('description').map(([path, text]) => [path, String(text)] as const);
    const typed: string[] = [];
    for (const [name, entry] of Object.entries(limits.limits as Record<string, { value: unknown; unit: string }>)) {
      if (typeof entry.value !== 'number' || entry.value <= 1) continue;
      const figures =
        entry.unit === 'paise'
          ? [`${String(entry.value / 100)} rupees`, `₹${(entry.value / 100).toLocaleString('en-IN')}`, `${(entry.value / 100).toLocaleString('en-IN')} rupees`]
          : ['hours', 'minutes', 'seconds', 'days', 'months'].includes(entry.unit)
            ? [`${String(entry.value)} ${entry.unit}`]
            : [];
      for (const [path, text] of descriptions) for (const figure of figures) if (text.includes(figure)) typed.push(`${path} types "${figure}": name ${name}`);
    }
    expect(typed).toEqual([]);
  });

  it('answers every 401 with WWW-Authenticate, telling a missing, an expired and an invalid token apart', () => {
    const unauthorized = (components['responses'] as Json)['Unauthorized'] as Json;
    const header = (unauthorized['headers'] as Json)['WWW-Authenticate'] as Json;
    expect(Object.keys(header['examples'] as Json).sort()).toEqual(['expired', 'invalid', 'missing']);
    // The 401 answers, not the codes an operation lists under 401 (x-codes: a refused refresh's why).
    const answers = valuesOf('401').filter(([path]) => path.includes('/responses/'));
    expect(answers.length).toBeGreaterThan(0);
    const direct = answers.filter(([, response]) => { const reference = (response as Json)['$ref']; return typeof reference !== 'string' || !reference.endsWith('/Unauthorized'); });
    expect(direct.map(([path]) => path)).toEqual([]);
  });

  it("documents the Idempotency-Key's form and what a replay answers", () => {
    const key = (components['parameters'] as Json)['IdempotencyKey'] as Json;
    expect((key['schema'] as Json)['pattern']).toBeDefined();
    expect(String(key['description'])).toContain('Idempotent-Replayed');
    expect(String(key['description'])).toContain('409');
  });

  describe('x-codes: the codes each operation refuses with (issue 19 item 8)', () => {
    const operations = Object.values(document['paths'] as Record<string, Record<string, Json>>).flatMap((item) => Object.values(item));
    const listedIn = (operation: Json, id: string) =>
      Object.entries((operation['x-codes'] ?? {}) as Record<string, Record<string, string>>).flatMap(([status, codes]) =>
        Object.entries(codes).map(([code, key]) => ({ operation, id, status, code, key })),
      );
    const byOperation = operations.flatMap((operation) => listedIn(operation, String(operation['operationId'])));
    // The root's x-codes: what any operation may answer (a malformed body, a spent session).
    const anyOperation = listedIn(document, 'any operation');
    const listed = [...byOperation, ...anyOperation];
    // The keys each code has in the catalogues of rules/catalogues/: a code they hold means what they say.
    const keysOfCode = new Map<string, Set<string>>();
    for (const file of Object.values(catalogues)) {
      for (const entry of file.entries) {
        if ('code' in entry && typeof entry.messageKey === 'string') keysOfCode.set(entry.code, new Set([...(keysOfCode.get(entry.code) ?? []), entry.messageKey]));
      }
    }

    it('lists codes for most operations, each under a status the operation documents, with a text in locales/en', () => {
      expect(new Set(byOperation.map((row) => row.id)).size).toBeGreaterThan(40);
      for (const row of byOperation) {
        expect(Object.keys(row.operation['responses'] as Json), `${row.id} documents HTTP ${row.status}`).toContain(row.status);
        expect(() => textOf(row.key), `${row.id} ${row.code}: ${row.key}`).not.toThrow();
      }
    });

    it("gives a response code of spec §8 (rules/catalogues/response-codes.json) a message the catalogues give it", () => {
      const responseCodes = new Set(catalogues.responseCodes.entries.map((entry) => entry.code));
      const astray = listed.filter((row) => responseCodes.has(row.code) && !keysOfCode.get(row.code)?.has(row.key)).map((row) => `${row.id} ${row.code}: ${row.key}`);
      expect(listed.filter((row) => responseCodes.has(row.code)).length).toBeGreaterThan(50);
      expect(astray).toEqual([]);
    });

    it('gives every refusal reason its own code, and lists each with the reason rules/catalogues/refusal-codes.json gives it (issue 36 item 1)', () => {
      const refusalCodes = catalogues.refusalCodes.entries;
      const responseCodes = new Set(catalogues.responseCodes.entries.map((entry) => entry.code));
      expect(new Set(refusalCodes.map((entry) => entry.code)).size).toBe(refusalCodes.length);
      expect(new Set(refusalCodes.map((entry) => entry.messageKey)).size).toBe(refusalCodes.length);
      expect(refusalCodes.filter((entry) => responseCodes.has(entry.code))).toEqual([]);
      const reasonOf = new Map(refusalCodes.map((entry) => [entry.code, entry.messageKey]));
      // A code means what the catalogue that holds it says (a spec code of response-codes or registration-errors, or a reason of refusal-codes).
      const astray = listed.filter((row) => !keysOfCode.get(row.code)?.has(row.key) || (reasonOf.has(row.code) && reasonOf.get(row.code) !== row.key)).map((row) => `${row.id} ${row.status} ${row.code}: ${row.key}`);
      expect(astray).toEqual([]);
      // No listed code is an HTTP status: a client tells refusals apart by code alone.
      expect(listed.filter((row) => row.code === row.status)).toEqual([]);
      // More than 31 reasons, each with its own code, as the integrators asked.
      expect(new Set(listed.filter((row) => reasonOf.has(row.code)).map((row) => row.code)).size).toBeGreaterThan(31);
      for (const row of anyOperation) expect(() => textOf(row.key), `${row.code}: ${row.key}`).not.toThrow();
    });

    it('refuses, in the sandbox and the contract tests alike, a refusal whose code the operation does not list', () => {
      const contract = Contract.of();
      expect(contract.checkResponse('loginByPassword', 400, { code: '138', message: textOf('code.138') })).toEqual([]);
      // A malformed request's 400 carries its reason's code, with the fields it got wrong; never the status alone.
      const malformed = refusalCodeOf('api:malformedRequest');
      expect(contract.checkResponse('loginByPassword', 400, { code: malformed, message: textOf('api:malformedRequest'), errors: [{ field: '/password', message: 'required' }] })).toEqual([]);
      expect(contract.checkResponse('loginByPassword', 400, { code: '400', message: 'body must have property password' })).toEqual(['/code "400" is not a code loginByPassword lists for HTTP 400 (x-codes)']);
      expect(contract.checkResponse('loginByPassword', 400, { code: '139', message: textOf('code.139') })).toEqual(['/code "139" is not a code loginByPassword lists for HTTP 400 (x-codes)']);
    });
  });
});
