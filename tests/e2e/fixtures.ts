import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import seed from '../../sandbox/db/seed.json' with { type: 'json' };

export const [seededCustomer] = seed.customers;
if (!seededCustomer) throw new Error('sandbox/db/seed.json has no customer');

/** The 10 digits a customer types: the stored number without the 91 prefix. */
export const typedMobile = seededCustomer.mobileNumber.slice(2);

interface Fixtures {
  /** Every page records Content-Security-Policy violations; any one fails the test. */
  cspViolations: string[];
}

export const test = base.extend<Fixtures>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe-core violations').toEqual([]);
}

export async function logIn(page: Page, mobile = typedMobile, password = seededCustomer?.password ?? ''): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
