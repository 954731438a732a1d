import { operations } from '../../src/api/generated/operations';
import { allLanguages, expect, expectNoAxeViolations, test, textsOf } from './fixtures';

/** The contract's operations (their table generated from it): the reference must show each. */
const operationIds = Object.keys(operations);
const operationCount = operationIds.length;

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

  // axe-core walks the whole reference (13,000 elements; its colour contrast alone took 9.5 s) in
  // parts, one test each, so the parts run side by side rather than as the suite's longest test:
  // the page around the operations, then the operations in thirds. Every element is in one part.
  const parts = 3;
  const operationsOf = (part: number) => operationIds.filter((_, index) => index % parts === part).map((id) => `#op-${id}`);
  test('/docs/api has no accessibility violation (axe-core), around its operations', async ({ page }) => {
    await page.goto('/docs/api');
    await expectNoAxeViolations(page, { exclude: operationIds.map((id) => `#op-${id}`) });
  });
  for (let part = 0; part < parts; part += 1) {
    test(`/docs/api has no accessibility violation (axe-core), operations ${String(part + 1)} of ${String(parts)}`, async ({ page }) => {
      await page.goto('/docs/api');
      await expectNoAxeViolations(page, { include: operationsOf(part) });
    });
  }

  test('/openapi.yaml serves the contract itself', async ({ request }) => {
    const answer = await request.get('/openapi.yaml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('yaml');
    expect(await answer.text()).toMatch(/^openapi: 3\.1\.0/);
  });
});
