import { readFileSync } from 'node:fs';
import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import historyScreen from '../../schemas/screens/history.v1.json' with { type: 'json' };
import { brokenWords, describedIn, textAt, transactionRow, expect, expectNoAxeViolations, labelled, languages, limitOf, onPhone, openFilters, outsideTheScreen, shownText, signIn, test, textsOf, type Texts, reload } from './fixtures';
import { csvPunctuation } from '../../src/core/export/csv-punctuation';
import { generatedStatement } from '../../sandbox/db/generated-statement';


/** The history's own customer (sandbox/db/seed.json 9866000181): read only, so every test may share it. */
const mobile = '9866000181';
const customer = seed.customers.find((candidate) => candidate.mobileNumber === `${limitOf('countryCodePrefix')}${mobile}`);
const statement = customer?.statement ?? [];
const dayMs = 86_400_000;
/** The seed's dates move with its datesAsOf (sandbox/db/seed.ts): a row's age in days is the same today. */
const ageInDays = (createdAt: string) => Math.floor((Date.parse(`${seed.datesAsOf}T23:59:59Z`) - Date.parse(createdAt)) / dayMs);
const within = (days: number) => statement.filter((row) => ageInDays(row.createdAt) < days);
const footer = (t: Texts, first: number, last: number, total: number) => shownText(t, 'account:list.footer', { first, last, total });

/** A CSV record's cells (RFC 4180: quoted cells may hold commas and doubled quotes). */
function cellsOf(record: string, separator: string): string[] {
  const cells: string[] = [];
  for (const match of record.matchAll(new RegExp(`("(?:[^"]|"")*"|[^${separator}]*)(${separator}|$)`, 'g'))) {
    const raw = match[1] ?? '';
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (match[2] === '') break;
  }
  return cells;
}

for (const lang of languages) {
  test(`history: presets and filters in the URL, kept by reload and back; From after To refused; the CSV holds the rows kept, a formula defused (${lang}) @phone`, async ({ page }) => {
    const t = textsOf(lang);
    const pageSize = limitOf('historyPageSize');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/transaction_history/authenticate')) requests.push(request.url());
    });
    await signIn(page, lang, mobile, '/history');
    const last90 = within(limitOf('historyPresetDays'));
    await expect(page.getByText(footer(t, 1, Math.min(pageSize, last90.length), last90.length))).toBeVisible();
    expect(await outsideTheScreen(page)).toEqual([]);
    // Each description in the customer's language (issue 35 item 8): the newest row's, worded from its code.
    const newest = [...last90].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (newest) await expect(transactionRow(page, page, newest.txnRef).getByRole('cell').nth(1)).toHaveText(describedIn(t, newest));
    // A table on a wide screen breaks no word or reference across lines (issue 35 item 12); a phone's cards may.
    if ((page.viewportSize()?.width ?? 0) >= 640) expect(await brokenWords(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // A preset is in the URL; reload and back keep what it shows.
    let filters = await openFilters(page, t);
    await filters.getByLabel(t.list.period).selectOption({ label: t.history.presetLast7 });
    await filters.getByRole('button', { name: t.list.apply }).click();
    await expect(page).toHaveURL(/preset=last7/);
    const last7 = within(7);
    await expect(page.getByText(footer(t, 1, last7.length, last7.length))).toBeVisible();
    await reload(page);
    await expect(page.getByText(footer(t, 1, last7.length, last7.length))).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByText(footer(t, 1, Math.min(pageSize, last90.length), last90.length))).toBeVisible();

    // From after To: the spec's message on the field, and nothing asked of the server.
    const asked = requests.length;
    filters = await openFilters(page, t);
    await filters.getByLabel(t.list.period).selectOption({ label: t.list.customRange });
    await filters.getByLabel(labelled(t.history.from)).fill('20/11/2026');
    await filters.getByLabel(labelled(t.history.to)).fill('10/11/2026');
    // Enter in a field applies as the button does (the form's implicit submission clicks it: filter-bar.tsx).
    await filters.getByLabel(labelled(t.history.to)).press('Enter');
    await expect(filters.getByLabel(labelled(t.history.from))).toHaveAttribute('aria-invalid', 'true');
    await expect(filters.getByText(t.validation.fromAfterTo)).toBeVisible();
    expect(requests.length).toBe(asked);

    // Debits of the last 90 days, then a search in their descriptions.
    await filters.getByLabel(t.list.period).selectOption({ label: t.history.presetLast90 });
    await filters.getByLabel(t.history.type).selectOption({ label: t.transactionType.debit });
    await filters.getByRole('button', { name: t.list.apply }).click();
    await expect(page).toHaveURL(/type=DEBIT/);
    const debits = last90.filter((row) => row.direction === 'DEBIT');
    await expect(page.getByText(footer(t, 1, Math.min(pageSize, debits.length), debits.length))).toBeVisible();
    // On a phone the button counts the filter applied besides the period, and names the period.
    if (onPhone(page)) {
      await expect(page.getByRole('button', { name: shownText(t, 'account:list.filtersActive', { count: 1 }) })).toBeVisible();
      // The sheet's own choice of the period stays in the page, closed: the words shown beside the button are meant.
      await expect(page.getByText(t.history.presetLast90, { exact: true }).filter({ visible: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // The CSV holds the rows the filters keep, amounts as numbers, and the formula defused.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.history.exportCsv }).click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = csv.slice(1).split('\r\n').filter((record) => record !== '');
    expect(records).toHaveLength(debits.length + 1);
    // Cells and decimals as the language's spreadsheets read them (issue 55 item 15): French ; and ,.
    const { separator, decimal } = csvPunctuation(lang);
    if (lang === 'fr') expect(records[0]).toContain(`${t.history.date};`);
    const header = cellsOf(records[0] ?? '', separator);
    const at = (labelKey: string) => header.indexOf(textAt(t, labelKey));
    const rupees = (paise: number) => (paise / 100).toFixed(2).replace('.', decimal);
    // Each debit's amount, negative when it moved money, unsigned beside its status when it did not;
    // the net column leaves those out, so it sums to the net movement; and the bank's reference (UTR).
    const byReference = new Map(debits.map((row) => [row.txnRef, row]));
    const shown = records.slice(1).map((record) => cellsOf(record, separator));
    for (const cells of shown) {
      const row = byReference.get(cells[at('account:history.reference')] ?? '');
      if (!row) throw new Error(`the CSV has a row that is not one of the debits kept: ${cells.join(separator)}`);
      const moved = row.status !== 'FAILED' && row.status !== 'REFUNDED';
      expect([row.txnRef, cells[at('account:history.amount')], cells[at('account:history.amountMoved')], cells[at('account:history.bankReference')]]).toEqual([
        row.txnRef,
        moved ? rupees(-row.amountPaise) : rupees(row.amountPaise),
        moved ? rupees(-row.amountPaise) : '',
        'bankReference' in row ? row.bankReference : '',
      ]);
    }
    expect(shown.some((cells) => cells[at('account:history.amountMoved')] === '')).toBe(true);
    expect(shown.some((cells) => cells[at('account:history.bankReference')] !== '')).toBe(true);
    // An old provider's own words, kept as written (no code), a formula among them.
    const formula = debits.map((row) => describedIn(t, row)).find((words) => words.startsWith('='));
    expect(shown.some((cells) => cells[1] === `'${formula ?? ''}`)).toBe(true);
  });
}

test('a long history\'s pages: Next and Previous, then Back, Forward and a reload, each show the page its address names (fr) @phone', async ({ page }) => {
  // The seed's customer of a thousand rows (read only here): its address is written after the frame that shows a page (src/engine/routing/url-after-frame.ts).
  const t = textsOf('fr');
  const long = seed.customers.find((candidate) => 'generatedStatement' in candidate && candidate.generatedStatement);
  if (!long || !('generatedStatement' in long) || !long.generatedStatement) throw new Error('sandbox/db/seed.json has no customer with a generatedStatement');
  const total = generatedStatement(long.generatedStatement, seed.datesAsOf, 'e2e').filter((row) => ageInDays(row.createdAt) < limitOf('historyPresetDays')).length;
  const size = limitOf('historyPageSize');
  expect(total).toBeGreaterThan(size * 3);
  const showing = async (number: number) => {
    await expect(page.getByText(footer(t, (number - 1) * size + 1, number * size, total), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(number === 1 ? /\/history(\?(?![^#]*\bpage=)[^#]*)?$/ : new RegExp(`[?&]page=${String(number)}(&|$)`));
  };
  await signIn(page, 'fr', long.mobileNumber.slice(limitOf('countryCodePrefix').length), '/history');
  await showing(1);
  const next = page.getByRole('link', { name: t.list.next, exact: true });
  await next.click();
  await showing(2);
  await next.click();
  await showing(3);
  await page.getByRole('link', { name: t.list.previous, exact: true }).click();
  await showing(2);
  await page.goBack();
  await showing(3);
  await page.goBack();
  await showing(2);
  await page.goBack();
  await showing(1);
  await page.goForward();
  await showing(2);
  await reload(page);
  await showing(2);
});

test('history on a phone: the first rows on the first screen as compact cards, the chart below them, and Back from a row finds the place again (issue 35 item 11) (fr) @phone', async ({ page }) => {
  const t = textsOf('fr');
  await signIn(page, 'fr', mobile, '/history');
  // The list's own table, captioned with the page's title (the chart's has a caption of its own).
  const table = page.getByRole('table', { name: t.route.history, exact: true });
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows.first()).toBeVisible();
  // A card leaves out the columns the definition hides on a phone, their headings too: each cell keeps its own heading.
  const phoneColumns = historyScreen.columns.filter((column) => column.phone !== 'hidden');
  await expect(table.getByRole('columnheader')).toHaveText(phoneColumns.map((column) => textAt(t, column.labelKey)));
  await expect(rows.first().getByRole('cell')).toHaveCount(phoneColumns.length);
  const screen = page.viewportSize()?.height ?? 0;
  const first = await rows.first().boundingBox();
  expect(first, 'the first row is drawn').not.toBeNull();
  // The first transaction is on the first screen, and a card is at most a fifth of a screen.
  expect((first?.y ?? screen) + (first?.height ?? 0)).toBeLessThanOrEqual(screen);
  expect((first?.height ?? screen) * 5).toBeLessThanOrEqual(screen);
  // The chart comes after the rows and their pages.
  const last = await rows.last().boundingBox();
  const chart = await page.getByRole('figure').boundingBox();
  expect(chart?.y ?? 0).toBeGreaterThan((last?.y ?? 0) + (last?.height ?? 0));
  // The filters wait behind their button; the statement's buttons come after the rows.
  await expect(page.getByRole('search', { name: t.list.filters })).toHaveCount(0);
  const download = await page.getByRole('button', { name: t.statement.download }).boundingBox();
  expect(download?.y ?? 0).toBeGreaterThan(last?.y ?? 0);
  await expectNoAxeViolations(page);

  // The sheet holds the keyboard and the finger as a modal dialog does (WCAG 2.1.2, 2.4.3), by its own
  // means (dialog.tsx): its first control has focus, Tab goes round its controls and never to the page
  // behind, a tap where its button is reaches the veil, and Escape closes it, focus back on its button.
  const toggle = page.getByRole('button', { name: new RegExp(`^${t.list.filters}`) });
  await toggle.click();
  const sheet = page.getByRole('dialog', { name: t.list.filters });
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute('aria-modal', 'true');
  await expectNoAxeViolations(page);
  const focusedInSheet = () => sheet.evaluate((dialog) => (dialog.contains(document.activeElement) ? (document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? '') : null));
  const firstControl = await focusedInSheet();
  expect(firstControl).not.toBeNull();
  const controls = await sheet.locator('select, input, button').count();
  await page.keyboard.press('Shift+Tab');
  const lastControl = await focusedInSheet();
  expect(lastControl).not.toBeNull();
  expect(lastControl).not.toBe(firstControl);
  for (let step = 0; step < controls; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedInSheet()).not.toBeNull();
  }
  expect(await focusedInSheet()).toBe(lastControl);
  const under = await toggle.boundingBox();
  const reached = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, [(under?.x ?? 0) + (under?.width ?? 0) / 2, (under?.y ?? 0) + (under?.height ?? 0) / 2] as const);
  expect(reached).toBeNull();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(toggle).toBeFocused();

  // Back from the last row's detail finds the list where it was.
  await rows.last().scrollIntoViewIfNeeded();
  const place = await page.evaluate(() => window.scrollY);
  expect(place).toBeGreaterThan(0);
  await rows.last().getByRole('link').click();
  await expect(page).toHaveURL(/\/history\/\w+$/);
  await expect(page.getByRole('button', { name: t.receipt.download })).toBeVisible();
  await page.goBack();
  await expect(rows.last()).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
});

// Issue 55 item 13: /history?from=2020-01-01&to=2026-11-30 showed the rows and, in the chart box, a red error whose Retry could never succeed.
test('a link whose period is longer than a statement covers is dropped and said, as a bad link is, and the same period typed is named on its field', async ({ page }) => {
  const t = textsOf('en');
  await signIn(page, 'en', mobile, '/history?from=2020-01-01&to=2026-11-30');
  await expect(page.getByText(t.list.droppedParams)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: t.retry.again })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.retry.again })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The same period typed in the filters is named on its field, with the longest a statement covers, and nothing is asked of the server.
  const filters = await openFilters(page, t);
  await filters.getByLabel(t.list.period).selectOption({ label: t.list.customRange });
  await filters.getByLabel(labelled(t.history.from)).fill('01/01/2020');
  await filters.getByLabel(labelled(t.history.to)).fill('30/11/2026');
  await filters.getByLabel(labelled(t.history.to)).press('Enter');
  await expect(filters.getByLabel(labelled(t.history.from))).toHaveAttribute('aria-invalid', 'true');
  await expect(filters.getByText(shownText(t, 'account:history.periodTooLong'))).toBeVisible();
});
