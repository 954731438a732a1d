import { readBudgets } from '../../scripts/budgets';
import { historyTiming } from '../../scripts/history-timing';
import { openSignupDetails, pageTiming, throttling, typingLatency } from '../../scripts/page-timing';
import { expect, labelled, limitOf, test, textsOf } from './fixtures';

// One measure at a time: two at once would share the machine's two cores.
test.describe.configure({ mode: 'default' });

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

test(`typing on the sign-up details answers within the budget of scripts/budgets.json at ${String(throttling.cpuRate)}× CPU`, async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const budget = readBudgets().timing;
  await openSignupDetails(page, baseURL ?? '');
  const typing = await typingLatency(page, labelled(textsOf('en').field.address), '12 Mahatma Gandhi Road, Bengaluru');
  test.info().annotations.push({ type: 'timing', description: `${String(typing.keys)} keys: ${typing.responsivenessMs.toFixed(0)} ms as INP counts it, slowest ${typing.slowestMs.toFixed(0)} ms` });
  expect(typing.responsivenessMs, 'keystroke to next paint, ms').toBeLessThanOrEqual(budget.typingMs);
  // What was typed is what the field holds: every key reached the form.
  await expect(page.getByLabel(labelled(textsOf('en').field.address))).toHaveValue('12 Mahatma Gandhi Road, Bengaluru');
});

test(`filters and pages of a history of every row loaded answer within the budget of scripts/budgets.json at ${String(throttling.cpuRate)}× CPU`, async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const budget = readBudgets().timing;
  // The footer of each change is checked inside against the rows the seed wrote.
  const history = await historyTiming(page, baseURL ?? '');
  test.info().annotations.push({ type: 'timing', description: `${String(history.rows)} rows: ${history.changes.map((change) => `${change.change} ${change.ms.toFixed(0)} ms`).join(', ')}` });
  expect(history.rows, 'rows loaded').toBeGreaterThanOrEqual(limitOf('historyFilterRows'));
  expect(history.changes.map((change) => change.change)).toEqual(['status', 'search', 'next page', 'previous page', 'filters cleared']);
  expect(history.slowestMs, 'the slowest change, click to frame, ms').toBeLessThanOrEqual(budget.historyChangeMs);
});
