import { readFileSync } from 'node:fs';
import { allLanguages, expect, expectNoAxeViolations, test, textsOf } from './fixtures';

/** How many operations the contract has: the reference must show each. */
const operationCount = (readFileSync('openapi/wallet.yaml', 'utf8').match(/^\s+operationId: /gm) ?? []).length;

test.describe('API reference for integrators', () => {
  test('/docs/api renders every operation under the same Content-Security-Policy', async ({ page }) => {
    // axe-core walks a 200 KB reference page: slower than a portal screen, and not a hang.
    test.slow();
    const answer = await page.goto('/docs/api');
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Prepaid wallet API');
    expect(operationCount).toBeGreaterThan(0);
    await expect(page.locator('section.operation')).toHaveCount(operationCount);
    await expect(page.locator('#op-transferToBank')).toContainText('moves money: Idempotency-Key');
    // Each refusal an operation lists (x-codes), linked to its words in every language, read from locales/.
    await page.locator('#op-loginByPassword table.refusals').getByRole('link', { name: '138', exact: true }).click();
    await expect(page).toHaveURL(/#code-138$/);
    const words = page.locator('#code-138');
    for (const lang of allLanguages) await expect(words.locator(`[lang="${lang}"]`)).toHaveText(textsOf(lang).code['138']);
    await expectNoAxeViolations(page);
  });

  test('/openapi.yaml serves the contract itself', async ({ request }) => {
    const answer = await request.get('/openapi.yaml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('yaml');
    expect(await answer.text()).toMatch(/^openapi: 3\.1\.0/);
  });
});
