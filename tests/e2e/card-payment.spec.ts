import seed from '../../sandbox/db/seed.json' with { type: 'json' };
import { expect, logIn, moneyIn, seededBalance, sessionValues, test, textsOf } from './fixtures';

// Its own customer, so the balances other tests expect stay as seeded.
const customer = seed.customers[1];
const before = seededBalance(customer?.mobileNumber.slice(2) ?? '');
const loaded = 50000;

test('a card load goes through the provider page and credits the wallet once', async ({ page }) => {
  await logIn(page, customer?.mobileNumber.slice(2), customer?.password);
  await expect(page.getByTestId('balance')).toHaveText(moneyIn(textsOf('en'), before));
  // Start the payment as the portal will: the server answers the provider form with its hash.
  const { customerToken } = await sessionValues(page, 'customerToken');
  const start = await page.evaluate(async ({ urn, token, amount }) => {
    const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
    const answer = await fetch('/api/card-payment/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf, 'idempotency-key': 'e2e-card-load-000001' },
      body: JSON.stringify({ urn, amount }),
    });
    return (await answer.json()) as { providerUrl: string; form: Record<string, string> };
  }, { urn: customer?.urn ?? '', token: customerToken ?? '', amount: loaded });
  expect(start.form['hash']).toMatch(/^[0-9a-f]{128}$/);
  await page.evaluate(({ providerUrl, form }) => {
    const element = document.createElement('form');
    element.method = 'post';
    element.action = providerUrl;
    for (const [name, value] of Object.entries(form)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      element.append(input);
    }
    document.body.append(element);
    element.submit();
  }, start);
  await expect(page.getByRole('heading', { name: 'Sandbox card payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay: success' }).click();
  // The provider sends the customer back to the result page of this load.
  await expect(page).toHaveURL(new RegExp(`/result/transaction/${start.form['txnid'] ?? ''}$`));
  await page.goto('/dashboard');
  await expect(page.getByTestId('balance')).toHaveText(moneyIn(textsOf('en'), before + loaded));
});
