import { readBudgets } from '../../scripts/budgets';
import { pageTiming, throttling } from '../../scripts/page-timing';
import { expect, test } from './fixtures';

/**
 * Issue 14: /login on a cheap phone (4× CPU, 9 Mbit/s, 150 ms round trips, cold cache; a warm-up,
 * then the median of three runs). The project "timing" of playwright.config.ts runs this alone,
 * after every other test, so no other test shares the machine while it measures.
 */
test(`/login paints and answers within the budgets of scripts/budgets.json at ${String(throttling.cpuRate)}× CPU`, async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const budget = readBudgets().timing;
  const login = await pageTiming(browser, `${baseURL ?? ''}/login`);
  test.info().annotations.push({ type: 'timing', description: `LCP ${login.lcpMs.toFixed(0)} ms, interactive ${login.interactiveMs.toFixed(0)} ms` });
  expect(login.lcpMs, 'largest contentful paint, ms').toBeLessThanOrEqual(budget.loginLcpMs);
  expect(login.interactiveMs, 'React owns the first control, ms').toBeLessThanOrEqual(budget.loginInteractiveMs);
});
