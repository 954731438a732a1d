import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonFiles as jsonFilesUnder } from '../../scripts/config-syntax';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The policy explorer (issue 19 item 7), as `npm start` serves it: every limit, every code of every
 * catalogue, every decision and its cases, every file's version, and the messages of every language,
 * read here from the files themselves.
 */
const root = join(import.meta.dirname, '../..');
type Json = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Json;
const jsonFiles = (dir: string): string[] => jsonFilesUnder(root, dir);
/** What a page's HTML says as text: tags dropped, the entities the pages write read back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test.describe('policy explorer', () => {
  test('compares the policy with the ref the build was given, section by section, as npm run policy:diff does (issue 34 item 1)', async ({ page }) => {
    const answer = await page.goto('/docs/policy/compare.html');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Changes' })).toHaveAttribute('aria-current', 'page');
    for (const title of ['Limits', 'Texts', 'Catalogue codes', 'Rules and conditions', 'Files and versions']) await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Decision cases \(\d+ of \d+ change outcome\)$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Coverage \(\d+ of \d+ rules met by a case\)$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows every limit with its value, unit and spec, and the relations between limits', async ({ page }) => {
    const answer = await page.goto('/docs/policy/limits.html');
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    const text = textOf(await page.content());
    const limits = readJson('rules/limits.json');
    for (const [name, entry] of Object.entries(limits['limits'] as Record<string, { value: unknown; unit: string; spec: string }>)) {
      expect(text, name).toContain(name);
      expect(text, name).toContain(String(entry.value));
      expect(text, name).toContain(entry.spec);
    }
    for (const relation of limits['relations'] as { why: string }[]) expect(text).toContain(relation.why);
    await expect(page.getByRole('link', { name: 'Limits' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  });

  // The pages share one template: axe reads the limits page and the index, not each long table again.
  test('shows every code of every catalogue with its English message, and every decision with its cases', async ({ page, request }) => {
    await page.goto('/docs/policy/catalogues.html');
    const english = readJson('locales/en/portal.json');
    const catalogues = textOf(await page.content());
    for (const path of jsonFiles('rules/catalogues')) {
      for (const entry of readJson(path)['entries'] as Json[]) expect(catalogues, `${path} ${String(entry['code'])}`).toContain(String(entry['code']));
    }
    expect(catalogues).toContain(String((english['code'] as Json)['138']));

    const decisions = textOf(await (await request.get('/docs/policy/decisions.html')).text());
    for (const path of jsonFiles('rules/cases')) {
      const cases = readJson(path);
      expect(decisions).toContain(String(cases['decision']));
      for (const one of cases['cases'] as Json[]) expect(decisions, path).toContain(String(one['name']));
    }
  });

  test('lists every configuration file with its version, and every message in every language', async ({ page, request }) => {
    const index = await page.goto('/docs/policy');
    expect(index?.status()).toBe(200);
    const files = textOf(await page.content());
    for (const path of [...jsonFiles('rules'), ...jsonFiles('locales'), 'schemas/routes.json']) expect(files, path).toContain(path);
    await expectNoAxeViolations(page);

    const messages = textOf(await (await request.get('/docs/policy/messages.html')).text());
    for (const language of readdirSync(join(root, 'locales'))) {
      const account = readJson(`locales/${language}/account.json`);
      expect(messages, language).toContain(String((account['list'] as Json)['footer']));
      expect(messages, language).toContain(String((readJson(`locales/${language}/portal.json`)['code'] as Json)['138']));
    }
  });
});
