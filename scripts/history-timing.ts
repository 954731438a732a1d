/**
 * How fast the history answers a filter or a page once a long period is loaded (issue 17): the
 * seeded customer with a generated statement (seed.json generatedStatement, a thousand rows) opens
 * the last 90 days; a first filter loads every batch of the period; then, with the CPU slowed as
 * on the phone (`cpuRate`, read before each change: scripts/host-speed.ts), each change of a second pass is timed from the click to the frame that shows
 * its rows: a status, a search, the next page, the page before, and the filters cleared. Each
 * change's footer is checked against the rows the seed wrote, so a fast wrong answer fails too.
 * Used by `npm run bench`, which holds it to its budget.
 */
import type { Page } from '@playwright/test';
import enPortal from '../locales/en/portal.json' with { type: 'json' };
import enAccount from '../locales/en/account.json' with { type: 'json' };
import limits from '../rules/limits.json' with { type: 'json' };
import seed from '../sandbox/db/seed.json' with { type: 'json' };
import descriptions from '../rules/catalogues/transaction-descriptions.json' with { type: 'json' };
import { generatedStatement, type SeedStatementRow } from '../sandbox/db/generated-statement';
import { createTextInstance } from '../src/core/text/text-instance';
import enCount from '../locales/en/count.json' with { type: 'json' };
import { median } from './median';
import { labelled, logInThroughPage } from './page-timing';

/** The texts the history shows: the signed-in screens' own (account.json) beside the portal's. */
const en = { ...enPortal, ...enAccount };

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

/** The signed-in texts in English, read as the portal reads them (the footer's items nest their plural phrase). */
const english = createTextInstance({ language: 'en', fallbackLanguage: 'en', defaultNamespace: 'account', resources: { en: { account: enAccount, count: enCount } } });

function footer(first: number, last: number, total: number): string {
  return english.t('list.footer', { first, last: Math.min(last, total), total });
}

/**
 * Clicks the control named `name` as a customer would (a real mouse, pressed then let go) and resolves with how
 * long that click took to show the footer reading `expected`, as INP counts it (the typing timing
 * of page-timing.ts counts keys the same way): the Event Timing API's longest duration among the
 * press's events, each from its moment to the next frame painted after its handlers ran (the browser reports 16 ms or more, in steps of 8;
 * one not reported counts as 16). Were the rows drawn later than that frame (an answer awaited),
 * the time until the footer changed counts instead, so a change that only looks quick fails too.
 */
async function timedClick(page: Page, role: 'button' | 'link', name: string, expected: string): Promise<number> {
  await page.evaluate(`(() => {
    window.__clicks = [];
    window.__footerAt = 0;
    window.__clickObserver?.disconnect();
    window.__clickObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) window.__clicks.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    });
    window.__clickObserver.observe({ type: 'event', durationThreshold: 16 });
    window.__footerObserver?.disconnect();
    window.__footerObserver = new MutationObserver(() => {
      if ((document.querySelector('.pager__footer')?.textContent ?? '') !== ${JSON.stringify(expected)}) return;
      window.__footerAt = performance.now();
      window.__footerObserver.disconnect();
    });
    window.__footerObserver.observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
  const control = page.getByRole(role, { name, exact: true });
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error(`${name} is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const before = await page.evaluate<number>('performance.now()');
  // Pressed as a person presses: the button shows itself pressed (a frame of its own) before it is
  // let go, as a finger or a mouse held for the tenth of a second a click takes. Pressed and let go
  // in one breath, the pointerdown's time ran until the change's frame and so counted the test's
  // own round trips to the browser between the two, slower the busier the machine.
  await page.mouse.down();
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  await page.mouse.up();
  await page.locator('.pager__footer').filter({ hasText: expected }).waitFor();
  // The observer hears of the click after its frame is painted: one more frame, then read.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))');
  const { clicks, footerAt } = await page.evaluate<{ clicks: { name: string; start: number; duration: number }[]; footerAt: number }>('({ clicks: window.__clicks, footerAt: window.__footerAt })');
  const mine = clicks.filter((click) => click.start >= before);
  // The change starts when the button is let go: the click (the press before it has painted already).
  const start = Math.min(...mine.filter((click) => click.name === 'click' || click.name === 'pointerup').map((click) => click.start), footerAt);
  const painted = Math.max(16, ...mine.map((click) => click.duration));
  return Math.max(painted, footerAt - start);
}

/**
 * Times each change of the history of the seeded long statement, on a page of the portal at `base`,
 * `passes` times after a first (scripts/budgets.json timing.historyPasses). One click on this shared
 * machine reads anywhere from 16 to 80 ms within a minute (docs/decisions/0018-the-phone-is-a-speed.md).
 */
export async function historyTiming(page: Page, base: string, cpuRate: () => Promise<number>, passes: number): Promise<HistoryTiming> {
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
  // A word of a description as the English customer reads it (its code's words).
  const wordsOf = (row: SeedStatementRow) => {
    const entry = descriptions.entries.find((one) => one.code === row.descriptionCode);
    const key = (entry ? ('messageKey' in entry ? entry.messageKey : `${descriptions.messageKeyPrefix}${entry.code}`) : undefined) ?? '';
    const words: unknown = key.split(':').at(-1)?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    return typeof words === 'string' ? words : (row.description ?? '');
  };
  const searched = rows[1] ? wordsOf(rows[1]) : '';
  const found = count((row) => row.direction === 'DEBIT' && wordsOf(row).toLowerCase().includes(searched.toLowerCase()));
  const apply = (expected: string) => ['button', en.list.apply, expected] as const;
  // A phone's filters wait behind their button, in a sheet (issue 35 item 11): opened before each
  // change, which is then timed from the sheet's Apply, its closing included.
  const filters = async () => {
    const toggle = page.locator('.filters-toggle > button');
    if (!(await toggle.isVisible())) return page.getByRole('search');
    await toggle.click();
    const sheet = page.getByRole('dialog').getByRole('search');
    await sheet.waitFor();
    return sheet;
  };
  const link = (name: string, expected: string) => ['link', name, expected] as const;

  // The first pass loads every batch of the period (its first filter) and warms the page's code;
  // each change is then timed in `passes` more, which ask the server nothing, and its median kept,
  // so that one hiccup of the machine is not taken for the page's speed.
  const measured = new Map<string, number[]>();
  for (let pass = 0; pass <= passes; pass += 1) {
    const timed = async (change: string, prepare: () => Promise<unknown>, role: 'button' | 'link', name: string, expected: string) => {
      await prepare();
      // The phone's slowdown read again before each change: a shared machine's speed changes from one moment to the next.
      const rate = pass > 0 ? await cpuRate() : 1;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      try {
        const ms = await timedClick(page, role, name, expected);
        if (pass > 0) measured.set(change, [...(measured.get(change) ?? []), ms]);
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
    };
    await (await filters()).getByLabel(labelled(en.history.type)).selectOption('DEBIT');
    await page.getByRole('button', { name: en.list.apply }).click();
    await shown.filter({ hasText: footer(1, size, debits) }).waitFor();
    await timed('status', async () => (await filters()).getByLabel(labelled(en.history.status)).selectOption('FAILED'), ...apply(footer(1, size, failedDebits)));
    await timed(
      'search',
      async () => {
        const form = await filters();
        await form.getByLabel(labelled(en.history.status)).selectOption('');
        await form.getByLabel(labelled(en.history.search)).fill(searched);
      },
      ...apply(footer(1, size, found)),
    );
    await timed('next page', () => Promise.resolve(), ...link(en.list.next, footer(size + 1, size * 2, found)));
    await timed('previous page', () => Promise.resolve(), ...link(en.list.previous, footer(1, size, found)));
    await timed(
      'filters cleared',
      async () => {
        const form = await filters();
        await form.getByLabel(labelled(en.history.type)).selectOption('');
        await form.getByLabel(labelled(en.history.search)).fill('');
      },
      ...apply(footer(1, size, rows.length)),
    );
  }
  const changes = [...measured].map(([change, times]): HistoryChange => ({ change, ms: median(times) }));
  return { rows: rows.length, changes, slowestMs: Math.max(...changes.map((change) => change.ms)) };
}
