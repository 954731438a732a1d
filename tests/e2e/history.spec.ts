import { readFileSync } from 'node:fs';
import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import { brokenWords, describedIn, expect, expectNoAxeViolations, labelled, languages, limitOf, outsideTheScreen, signIn, test, textsOf, type Texts } from './fixtures';
import { fillPlaceholders } from '../../src/core/text/fill-placeholders';


/** The history's own customer (sandbox/db/seed.json 9866000181): read only, so every test may share it. */
const mobile = '9866000181';
const customer = seed.customers.find((candidate) => candidate.mobileNumber === `${limitOf('countryCodePrefix')}${mobile}`);
const statement = customer?.statement ?? [];
const dayMs = 86_400_000;
/** The seed's dates move with its datesAsOf (sandbox/db/seed.ts): a row's age in days is the same today. */
const ageInDays = (createdAt: string) => Math.floor((Date.parse(`${seed.datesAsOf}T23:59:59Z`) - Date.parse(createdAt)) / dayMs);
const within = (days: number) => statement.filter((row) => ageInDays(row.createdAt) < days);
const footer = (t: Texts, first: number, last: number, total: number) => fillPlaceholders(t.list.footer, { first, last, total });

/** A CSV record's cells (RFC 4180: quoted cells may hold commas and doubled quotes). */
function cellsOf(record: string): string[] {
  const cells: string[] = [];
  for (const match of record.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
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
    if (newest) await expect(page.getByRole('row').filter({ hasText: newest.txnRef }).getByRole('cell').nth(1)).toHaveText(describedIn(t, newest));
    // A table on a wide screen breaks no word or reference across lines (issue 35 item 12); a phone's cards may.
    if ((page.viewportSize()?.width ?? 0) >= 640) expect(await brokenWords(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // A preset is in the URL; reload and back keep what it shows.
    await page.getByLabel(t.list.period).selectOption({ label: t.history.presetLast7 });
    await page.getByRole('button', { name: t.list.apply }).click();
    await expect(page).toHaveURL(/preset=last7/);
    const last7 = within(7);
    await expect(page.getByText(footer(t, 1, last7.length, last7.length))).toBeVisible();
    await page.reload();
    await expect(page.getByText(footer(t, 1, last7.length, last7.length))).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByText(footer(t, 1, Math.min(pageSize, last90.length), last90.length))).toBeVisible();

    // From after To: the spec's message on the field, and nothing asked of the server.
    const asked = requests.length;
    await page.getByLabel(t.list.period).selectOption({ label: t.list.customRange });
    await page.getByLabel(labelled(t.history.from)).fill('20/11/2026');
    await page.getByLabel(labelled(t.history.to)).fill('10/11/2026');
    await page.getByRole('button', { name: t.list.apply }).click();
    await expect(page.getByLabel(labelled(t.history.from))).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t.validation.fromAfterTo)).toBeVisible();
    expect(requests.length).toBe(asked);

    // Debits of the last 90 days, then a search in their descriptions.
    await page.getByLabel(t.list.period).selectOption({ label: t.history.presetLast90 });
    await page.getByLabel(t.history.type).selectOption({ label: t.transactionType.debit });
    await page.getByRole('button', { name: t.list.apply }).click();
    await expect(page).toHaveURL(/type=DEBIT/);
    const debits = last90.filter((row) => row.direction === 'DEBIT');
    await expect(page.getByText(footer(t, 1, Math.min(pageSize, debits.length), debits.length))).toBeVisible();
    await expectNoAxeViolations(page);

    // The CSV holds the rows the filters keep, amounts as numbers, and the formula defused.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.history.exportCsv }).click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = csv.slice(1).split('\r\n').filter((record) => record !== '');
    expect(records).toHaveLength(debits.length + 1);
    // Debits negative, and a row that moved no money empty (which ones: csv-download.test.ts, from the column's "moved"): the column sums to the net movement.
    const byReference = new Map(debits.map((row) => [row.txnRef, row]));
    const amounts = records.slice(1).map((record) => ({ amount: cellsOf(record)[3], row: byReference.get(cellsOf(record)[5] ?? '') }));
    for (const { amount, row } of amounts) expect([(-(row?.amountPaise ?? 0) / 100).toFixed(2), '']).toContain(amount);
    expect(amounts.filter(({ amount }) => amount === '').length).toBeLessThan(amounts.length);
    // An old provider's own words, kept as written (no code), a formula among them.
    const formula = debits.map((row) => describedIn(t, row)).find((words) => words.startsWith('='));
    expect(records.some((record) => cellsOf(record)[1] === `'${formula ?? ''}`)).toBe(true);
  });
}
