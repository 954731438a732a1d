import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import { readForm } from '../../scripts/read-form';
import { allLanguages, copyOf, describedIn, expect, expectNoAxeViolations, labelled, limitOf, moneyIn, signIn, test, textsOf } from './fixtures';

/** The sandbox's back-office checker, as the bank's staff settle a request (playwright.config.ts gives both the key). */
const operatorKey = process.env['SANDBOX_OPERATOR_KEY'] ?? '';
/** What the checker writes back: the bank's own reference of the credit, the same in every language. */
const checkerComment = 'N327152648201';
// The form as the portal has it, its fields from schemas/fragments/ laid in.
const longest = Number((readForm('serviceRequest.v1').schema['properties'] as Record<string, { maxLength?: number } | undefined>)['comment']?.maxLength);

for (const lang of allLanguages) {
  test(`service requests: none yet, a new one OPEN with its answer-by day, a comment, the checker settles it, SETTLED on reload, and no more comments (${lang}) @phone`, async ({ page }, testInfo) => {
    const t = textsOf(lang);
    // Each language and width has its own customer with no request yet (seed.json 9866000211 to 214).
    const mobile = copyOf('98660002', 11, testInfo, lang);
    const [load] = seed.customers.find((customer) => customer.mobileNumber === `${limitOf('countryCodePrefix')}${mobile}`)?.statement ?? [];
    if (!load) throw new Error(`seed.json has no transaction of ${mobile}`);
    await signIn(page, lang, mobile, '/view-service-requests');
    await expect(page.getByText(t.serviceRequest.noneFound)).toBeVisible();
    await page.getByRole('link', { name: t.serviceRequests.new }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: t.route.newServiceRequest })).toBeVisible();

    // Nothing, then only spaces, then one character too many: each refused on the field, what was typed kept.
    const comment = page.getByLabel(labelled(t.dispute.comment));
    await page.getByRole('button', { name: t.requestDetail.create }).click();
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    await comment.fill('   ');
    await page.getByRole('button', { name: t.requestDetail.create }).click();
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    await comment.fill('x'.repeat(longest + 1));
    await page.getByRole('button', { name: t.requestDetail.create }).click();
    await expect(page.getByText(t.dispute.commentTooLong)).toBeVisible();
    await expect(comment).toHaveValue('x'.repeat(longest + 1));
    await expectNoAxeViolations(page);

    // Markup typed is text: shown as typed, never as markup. The request names one of the customer's latest transactions, listed by day, description and amount.
    const typed = '<b>Card load</b> not credited <script>alert(1)</script>';
    await page.getByLabel(labelled(t.dispute.reason)).selectOption({ label: t.dispute.reasonOther });
    const transaction = page.getByLabel(labelled(t.requestDetail.transactionOptional));
    await expect(transaction.getByRole('option', { name: `${describedIn(t, load)} · ${moneyIn(t, load.amountPaise)}` })).toHaveCount(1);
    await transaction.selectOption(load.txnRef);
    await comment.fill(typed);
    await page.getByRole('button', { name: t.requestDetail.create }).click();
    await expect(page).toHaveURL(/\/view-service-requests\/SR[^/]+$/);
    const requestPath = new URL(page.url()).pathname;
    // One identifier, the one the customer quotes: the request number shown is the one in the address (issue 55 item 14).
    await expect(page.getByRole('term').filter({ hasText: labelled(t.serviceRequests.number) }).locator('xpath=following-sibling::dd[1]')).toHaveText(requestPath.split('/').at(-1) ?? '');
    await expect(page.getByRole('status').filter({ hasText: t.serviceRequest.created })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(typed);
    await expect(main).toContainText(load.txnRef);
    await expect(main.locator('b, script')).toHaveCount(0);
    await expect(main).toContainText(t.requestStatus.open);
    await expect(main).toContainText(t.requestDetail.answerBy.slice(0, t.requestDetail.answerBy.indexOf('{{')).trim());
    await expect(main.getByText(t.requestDetail.noUpdates)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: t.requestDetail.addComment }).click();
    await page.getByLabel(labelled(t.requestDetail.newComment)).fill('Any news?');
    await page.getByRole('button', { name: t.requestDetail.send }).click();
    await expect(page).toHaveURL(new RegExp(`${requestPath}$`));
    await expect(page.getByRole('status').filter({ hasText: t.serviceRequest.updated })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Any news?' })).toContainText(t.requestDetail.byCustomer);
    await expect(main).toContainText(t.requestStatus.inProgress);

    const serviceRequestNo = requestPath.split('/').at(-1) ?? '';
    const settled = await page.request.post('/sandbox/checker', {
      headers: { 'x-sandbox-operator-key': operatorKey },
      form: { serviceRequestNo, decision: 'SETTLED_BY_CHECKER', comment: checkerComment },
    });
    expect(settled.status(), await settled.text()).toBe(200);
    await page.goto('/view-service-requests');
    await expect(page.getByRole('row').filter({ hasText: t.requestStatus.settled })).toHaveCount(1);
    await page.goto(requestPath);
    await expect(main.getByText(t.requestDetail.closed)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: checkerComment })).toContainText(t.requestDetail.byBank);
    await expect(page.getByRole('link', { name: t.requestDetail.addComment })).toHaveCount(0);
    // Its comment page, opened from its address, says it is closed and offers no form.
    await page.goto(`${requestPath}/comment`);
    await expect(main.getByText(t.code['164'])).toBeVisible();
    await expect(page.getByLabel(labelled(t.requestDetail.newComment))).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
