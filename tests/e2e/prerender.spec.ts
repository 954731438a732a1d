import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { prerenderedPages } from '../../sandbox/http/prerendered-pages';
import { storageKeys } from '../../src/api/session-store';
import { languages, expect, labelled, passwordOf, submitLogin, test, textsOf, typedMobile, languageSwitch } from './fixtures';

const t = textsOf('en');
const fr = textsOf('fr');

/**
 * Holds the portal's entry script until the test lets it go: until then the page is the HTML the
 * build prerendered, as a customer on a slow network sees it.
 */
async function holdScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Errors the page reports: React's hydration mismatches among them. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('/login arrives rendered: the form, its labels and a disabled submit, its stylesheet inline and allowed by its hash, its chunks listed for the entry, no script inline', async ({ request }) => {
  const answer = await request.get('/login');
  expect(answer.headers()['content-type']).toContain('text/html');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const html = await answer.text();
  expect(html).toContain('data-prerendered="/login"');
  expect(html).toContain(`<h1 id="screen-title" tabindex="-1">${t.route.login}</h1>`);
  expect(html).toContain(t.field.mobileNumber);
  expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  // The first paint needs no chunk of the route: the page preloads none (only the entry's own), and lists them for the entry to ask for at once.
  expect(html).toMatch(/data-modules="[^"]*\/assets\/step-form-[\w-]+\.js/);
  expect(html).not.toMatch(/<link rel="modulepreload"[^>]*step-form/);
  // Painted with the first response: the stylesheet is in the page, no stylesheet is linked, and the CSP allows that one style by its hash.
  expect(html).not.toContain('rel="stylesheet"');
  const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
  expect(styles).toHaveLength(1);
  const hash = `'sha256-${createHash('sha256').update(styles[0] ?? '').digest('base64')}'`;
  expect(answer.headers()['content-security-policy']).toMatch(new RegExp(`style-src 'self' [^;]*${hash.replace(/[+/]/g, '\\$&')}`));
  expect(html).toContain(`<meta name="description" content="${t.app.description}" />`);
  expect(html).toContain(`<title>${t.app.documentTitle.replace('{{page}}', t.route.login).replace('{{product}}', t.projectTitle)}</title>`);
  // The strict CSP allows neither: every script has a source, no element a style attribute.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
  expect(html).not.toMatch(/\sstyle=/);
  // A signed-in route has no page of its own: it depends on who asks.
  expect(await (await request.get('/dashboard')).text()).not.toContain('data-prerendered');
});

test('robots.txt is a robots file, not the portal page: every page may be crawled, the API and the sandbox may not', async ({ request }) => {
  const answer = await request.get('/robots.txt');
  expect(answer.headers()['content-type']).toContain('text/plain');
  const lines = (await answer.text()).trim().split('\n');
  // Every line is one Lighthouse's robots.txt audit reads as a rule (an HTML page was sixteen errors).
  for (const line of lines) expect(line).toMatch(/^(User-agent|Allow|Disallow): \S+$/);
  expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /sandbox/']));
});

test('React takes the prerendered login over without drawing it again, and keeps what was typed before it did', async ({ page }) => {
  const errors = pageErrors(page);
  const release = await holdScript(page);
  // A module script holds DOMContentLoaded back: the page is there once the response has begun.
  await page.goto('/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: t.route.login });
  await expect(heading).toBeVisible();
  const submit = page.getByRole('button', { name: t.login.submit, exact: true });
  // Before React owns the form, the browser's own submission would put the password in the address.
  await expect(submit).toBeDisabled();
  await page.getByLabel(labelled(t.field.mobileNumber)).fill(typedMobile);
  await page.getByLabel(labelled(t.field.password)).fill(passwordOf(typedMobile));
  // Marks the prerendered heading: the same element after hydration proves React took it over.
  await heading.evaluate((element) => element.setAttribute('data-before-react', ''));
  release();
  await expect(submit).toBeEnabled();
  await expect(page.locator('h1[data-before-react]')).toHaveCount(1);
  await expect(page.getByLabel(labelled(t.field.mobileNumber))).toHaveValue(typedMobile);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(page.url()).not.toContain(passwordOf(typedMobile));
  expect(errors).toEqual([]);
});

test('a customer who chose French gets the login drawn in French, not the English prerender', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'fr'), storageKeys.language);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.route.login);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: fr.login.submit, exact: true })).toBeEnabled();
});

test('a page drawn anew rather than taken over (a customer who chose French) keeps what was typed into the prerender meanwhile', async ({ page }) => {
  const errors = pageErrors(page);
  await page.addInitScript((key) => localStorage.setItem(key, 'fr'), storageKeys.language);
  const release = await holdScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  // The prerender is English; React draws the French page in its place.
  await page.getByLabel(labelled(t.field.mobileNumber)).fill(typedMobile);
  await page.getByLabel(labelled(t.field.password)).fill(passwordOf(typedMobile));
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.route.login);
  await expect(page.getByLabel(labelled(fr.field.mobileNumber))).toHaveValue(typedMobile);
  await expect(page.getByLabel(labelled(fr.field.password))).toHaveValue(passwordOf(typedMobile));
  // The form's state has them too, not only the screen: the login goes through.
  await page.getByRole('button', { name: fr.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(errors).toEqual([]);
});

test('a signed-in customer who opens /login is taken to the home, not shown the prerendered form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(labelled(t.field.mobileNumber)).fill(typedMobile);
  await page.getByLabel(labelled(t.field.password)).fill(passwordOf(typedMobile));
  await page.getByRole('button', { name: t.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.dashboard);
});

test('a content page arrives with its long texts, and React takes it over', async ({ page, request }) => {
  const html = await (await request.get('/help')).text();
  expect(html).toContain('data-prerendered="/help"');
  expect(html).toContain(`>${t.route.help}</h1>`);
  const errors = pageErrors(page);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.route.help);
  await expect(languageSwitch(page)).toBeEnabled();
  expect(errors).toEqual([]);
});

/** Every page the build prerendered (dist/pages/pages.json), by its address. */
const prerenderedPaths = [...prerenderedPages(join(import.meta.dirname, '../../dist')).keys()];

// The pages are prerendered in index.html's language, English, which React takes over; in any other
// the customer chose, React draws the page anew (main.tsx), the same way whichever: French stands for them.
for (const lang of languages) {
  test(`every prerendered page is taken over without a hydration error, signed out and then signed in (${lang})`, async ({ page, hydrationErrors }) => {
    const texts = textsOf(lang);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.language, lang] as const);
    for (const signedIn of [false, true]) {
      if (signedIn) {
        await page.goto('/login');
        await submitLogin(page, texts, typedMobile, passwordOf(typedMobile));
        await expect(page).toHaveURL(/\/dashboard$/);
      }
      for (const path of prerenderedPaths) {
        await page.goto(path);
        // React has the page once the language switch, disabled in the prerender, answers.
        await expect(languageSwitch(page), `${path}, ${signedIn ? 'signed in' : 'signed out'}`).toBeEnabled();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      }
    }
    // The fixture fails the test on one as well; said here, this test's purpose reads on its own.
    expect(hydrationErrors).toEqual([]);
  });
}
