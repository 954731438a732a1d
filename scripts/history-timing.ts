/**
 * How fast the history answers a filter or a page once a long period is loaded (issue 17): the
 * seeded customer with a generated statement (seed.json generatedStatement, a thousand rows) opens
 * the last 90 days; a first filter loads every batch of the period; then, with the CPU slowed as
 * on a cheap phone (page-timing.ts), each change of a second pass is timed from the click to the frame that shows
 * its rows: a status, a search, the next page, the page before, and the filters cleared. Each
 * change's footer is checked against the rows the seed wrote, so a fast wrong answer fails too.
 * Used by `npm run bench` and by the timing test.
 */
import type { Page } from '@playwright/test';
import en from '../locales/en/portal.json' with { type: 'json' };
import limits from '../rules/limits.json' with { type: 'json' };
import seed from '../sandbox/db/seed.json' with { type: 'json' };
import { generatedStatement, type SeedStatementRow } from '../sandbox/db/generated-statement';
import { fillPlaceholders } from '../src/core/text/fill-placeholders';
import { labelled, logInThroughPage, throttling } from './page-timing';

export interface HistoryChange {
  readonly change: string;
  readonly ms: number;
}

export interface HistoryTiming {
  /** Rows of the period, all loaded before the changes are timed. */
  readonly rows: number;
  /** Each change's median over the timed passes. */
  readonly changes: readonly HistoryChange[];
  readonly slowestMs: number;
}

const long = seed.customers.find((customer) => 'generatedStatement' in customer && customer.generatedStatement);

function footer(first: number, last: number, total: number): string {
  return fillPlaceholders(en.list.footer, { first, last: Math.min(last, total), total });
}

/**
 * Clicks the element of `selector` whose text is `text` and resolves with the milliseconds from
 * the click until the frame that shows the footer reading `expected` has been drawn: the change is
 * seen as React writes it (a mutation observer), the frame that draws it is the next animation
 * frame, and a task queued from that frame runs once the frame is painted. A string, not a
 * function: the TypeScript runner would wrap a function in helpers the page does not have.
 */
function timedClick(page: Page, selector: string, text: string, expected: string): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const target = [...document.querySelectorAll(${JSON.stringify(selector)})].find((element) => element.textContent.trim() === ${JSON.stringify(text)});
    if (!target) return reject(new Error('nothing to click: ' + ${JSON.stringify(text)}));
    const footer = () => document.querySelector('.pager__footer')?.textContent ?? '';
    let start = 0;
    const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    const observer = new MutationObserver(() => {
      if (footer() !== ${JSON.stringify(expected)}) return;
      observer.disconnect();
      painted();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    start = performance.now();
    target.click();
  })`);
}

/** Times each change of the history of the seeded long statement, on a page of the portal at `base`. */
export async function historyTiming(page: Page, base: string, passes = 3): Promise<HistoryTiming> {
  if (!long || !('generatedStatement' in long) || !long.generatedStatement) throw new Error('sandbox/db/seed.json has no customer with a generatedStatement');
  const rows: readonly SeedStatementRow[] = generatedStatement(long.generatedStatement, seed.datesAsOf, 'timing');
  const count = (keep: (row: SeedStatementRow) => boolean) => rows.filter(keep).length;
  const size = limits.limits.historyPageSize.value;

  await logInThroughPage(page, base, long.mobileNumber, long.password);
  await page.goto(`${base}/history?preset=last90`);
  const shown = page.locator('.pager__footer');
  await shown.filter({ hasText: footer(1, size, rows.length) }).waitFor();

  const cdp = await page.context().newCDPSession(page);
  const debits = count((row) => row.direction === 'DEBIT');
  const failedDebits = count((row) => row.direction === 'DEBIT' && row.status === 'FAILED');
  const searched = rows[1]?.description ?? '';
  const found = count((row) => row.direction === 'DEBIT' && row.description.toLowerCase().includes(searched.toLowerCase()));
  const apply = (expected: string) => ['button', en.list.apply, expected] as const;

  // The first pass loads every batch of the period (its first filter) and warms the page's code;
  // each change is then timed in `passes` more, which ask the server nothing, and its median kept,
  // so that one hiccup of the machine is not taken for the page's speed.
  const measured = new Map<string, number[]>();
  for (let pass = 0; pass <= passes; pass += 1) {
    const timed = async (change: string, prepare: () => Promise<unknown>, selector: string, text: string, expected: string) => {
      await prepare();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuRate });
      try {
        const ms = await timedClick(page, selector, text, expected);
        if (pass > 0) measured.set(change, [...(measured.get(change) ?? []), ms]);
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
    };
    await page.getByLabel(labelled(en.history.type)).selectOption('DEBIT');
    await page.getByRole('button', { name: en.list.apply }).click();
    await shown.filter({ hasText: footer(1, size, debits) }).waitFor();
    await timed('status', () => page.getByLabel(labelled(en.history.status)).selectOption('FAILED'), ...apply(footer(1, size, failedDebits)));
    await timed(
      'search',
      async () => {
        await page.getByLabel(labelled(en.history.status)).selectOption('');
        await page.getByLabel(labelled(en.history.search)).fill(searched);
      },
      ...apply(footer(1, size, found)),
    );
    await timed('next page', () => Promise.resolve(), 'a', en.list.next, footer(size + 1, size * 2, found));
    await timed('previous page', () => Promise.resolve(), 'a', en.list.previous, footer(1, size, found));
    await timed(
      'filters cleared',
      async () => {
        await page.getByLabel(labelled(en.history.type)).selectOption('');
        await page.getByLabel(labelled(en.history.search)).fill('');
      },
      ...apply(footer(1, size, rows.length)),
    );
  }
  const changes = [...measured].map(([change, times]): HistoryChange => ({ change, ms: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN }));
  return { rows: rows.length, changes, slowestMs: Math.max(...changes.map((change) => change.ms)) };
}
