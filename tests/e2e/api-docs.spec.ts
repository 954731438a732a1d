import { operations } from '../../src/api/generated/operations';
import { allLanguages, expect, expectNoAxeViolations, test, textsOf } from './fixtures';

/** The contract's operations (their table generated from it): the reference must show each. */
const operationCount = Object.keys(operations).length;

test.describe('API reference for integrators', () => {
  test('/docs/api renders every operation under the same Content-Security-Policy', async ({ page }) => {
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
  });

  // axe-core walks the whole reference (13,000 elements) in one check: in parts, each part opened
  // the page and built axe's tree of all of it again, half as much work again in all on a suite
  // whose CPU is its time (docs/decisions/0014). The suite's longest test for it, so its limit is
  // twice the others': on a loaded machine it took most of theirs.
  test('/docs/api has no accessibility violation (axe-core)', async ({ page }, testInfo) => {
    testInfo.setTimeout(testInfo.timeout * 2);
    await page.goto('/docs/api');
    await expect(page.locator('section.operation')).toHaveCount(operationCount);
    await expectNoAxeViolations(page);
  });

  test('/openapi.yaml serves the contract itself', async ({ request }) => {
    const answer = await request.get('/openapi.yaml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('yaml');
    expect(await answer.text()).toMatch(/^openapi: 3\.1\.0/);
  });
});
