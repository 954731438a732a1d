import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { operations } from '../../src/api/generated/operations';
import { freshSandboxProcess } from '../setup/fresh-sandbox-process';
import { dereferenced, operationById, readContract } from '../../devportal/build/contract-document';
import { allLanguages, expect, expectNoAxeViolations, onPhone, test, textsOf } from './fixtures';

const root = join(import.meta.dirname, '../..');
/** The contract's operations (their table generated from it): the portal has a page for each. */
const operationIds = Object.keys(operations);
const search = 'Search operations, fields and codes';

/** An integrator's folder with the official client installed (the build made its dist; tests/contract packs it). */
function integratorProject(): string {
  mkdirSync(join(root, '.test-results'), { recursive: true });
  const dir = mkdtempSync(join(root, '.test-results', 'e2e-integrator-'));
  mkdirSync(join(dir, 'node_modules/@wallet-portal'), { recursive: true });
  symlinkSync(join(root, 'packages/wallet-client'), join(dir, 'node_modules/@wallet-portal/client'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  return dir;
}

test.describe('the developer portal (issue 58)', () => {
  test('a new integrator searches "beneficiary", follows the guide, copies its TypeScript and runs it against a fresh sandbox @phone', async ({ page, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const answer = await page.goto('/docs/api');
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('searchbox', { name: search }).fill('beneficiary');
    const guideLink = page.getByRole('link', { name: /^Guide\s*Add a beneficiary and send money to it$/ });
    await expect(guideLink).toBeVisible();
    await page.getByRole('searchbox', { name: search }).press('ArrowDown');
    await expect(guideLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a beneficiary and send money to it' })).toBeVisible();
    // The sidebar marks the page (on a phone, behind its Menu).
    await expect(page.locator('nav a[aria-current="page"]')).toHaveText('Add a beneficiary and send money to it');
    await page.getByRole('tab', { name: 'TypeScript' }).click();
    const panel = page.getByRole('tabpanel', { name: 'TypeScript' });
    await panel.getByRole('button', { name: 'Copy' }).click();
    await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
    const sample = await page.evaluate(() => navigator.clipboard.readText());
    expect(sample).toContain("from '@wallet-portal/client'");
    await expectNoAxeViolations(page);
    await testInfo.attach('guide', { body: await page.screenshot(), contentType: 'image/png' });
    // The copied program is the same text at every width: it runs once, from the wide page's copy.
    if (onPhone(page)) return;

    const project = integratorProject();
    const sandbox = await freshSandboxProcess('e2e-developer-portal');
    try {
      writeFileSync(join(project, 'guide.ts'), sample);
      const { stdout } = await promisify(execFile)(process.execPath, ['guide.ts'], { cwd: project, encoding: 'utf8', env: { ...process.env, WALLET_API: sandbox.baseUrl } });
      const kept = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
      expect(kept['beneficiaryId']).toMatch(/^BEN/);
      expect(kept['txnId']).toMatch(/\S/);
      expect(kept['txnId']).not.toBe('undefined');
    } finally {
      sandbox.stop();
      rmSync(project, { recursive: true, force: true });
    }
  });

  test('every operation has its page, with field tables, codes, samples in three languages and a working try-it @phone', async ({ page }) => {
    await page.goto('/docs/api');
    for (const id of operationIds) await expect(page.locator(`main a[href="/docs/api/operations/${id}.html"]`)).toHaveCount(1);
    await page.goto('/docs/api/operations/getWallet.html');
    await expect(page.locator('nav a[aria-current="page"]')).toHaveText('Read the wallet balance and status');
    for (const tab of ['curl', 'TypeScript', 'Python']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Answer 200' })).toContainText('wallet.balance');
    await page.getByLabel("Language of the answer's message").selectOption('fr');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: '→ 200' })).toContainText('"balance"');
    await expectNoAxeViolations(page);
  });

  test('the authentication page gives the sequence, login, call, refresh, log out, each linked to its operation; the login\'s page tables each field of its request body', async ({ page }) => {
    await page.goto('/docs/api');
    await page.getByRole('link', { name: 'Authentication', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Authentication' })).toBeVisible();
    const steps = page.locator('ol.sequence > li');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(2).getByRole('link')).toHaveAttribute('href', '/docs/api/operations/refreshSession.html');
    await expect(page.getByRole('region', { name: 'Codes of a refused refresh' })).toBeVisible();
    await expectNoAxeViolations(page);
    await steps.nth(0).getByRole('link').click();
    await expect(page).toHaveURL(/\/operations\/loginByPassword\.html$/);
    // The fields as the contract has them: the login's request schema, by its reference.
    const contract = readContract();
    const content = (operationById(contract, 'loginByPassword').operation['requestBody'] as { content: Record<string, { schema: Record<string, unknown> }> } | undefined)?.content;
    const schema = Object.values(content ?? {})[0]?.schema;
    const fields = Object.keys((schema ? dereferenced(contract, schema)['properties'] : undefined) ?? {});
    expect(fields.length).toBeGreaterThan(0);
    const body = page.getByRole('region', { name: /^Request body/ }).first();
    for (const field of fields) await expect(body.getByRole('cell').filter({ hasText: field }).first()).toBeVisible();
  });

  test('the codes page says each code in every language, from locales/', async ({ page }) => {
    await page.goto('/docs/api/operations/loginByPassword.html');
    await page.getByRole('region', { name: 'Codes this operation answers' }).getByRole('link', { name: '138', exact: true }).click();
    await expect(page).toHaveURL(/codes\.html#code-138$/);
    const words = page.locator('#code-138');
    for (const lang of allLanguages) await expect(words.locator(`[lang="${lang}"]`)).toHaveText(textsOf(lang).code['138']);
    // Hindi in the portal's own Devanagari face, never empty boxes on a machine without one (issue 58 item 1).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी');
        }),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  test('/openapi.yaml serves the contract itself', async ({ request }) => {
    const answer = await request.get('/openapi.yaml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('yaml');
    expect(await answer.text()).toMatch(/^openapi: 3\.1\.0/);
  });
});
