import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/portal.json';
import fr from '../../../../locales/fr/portal.json';
import { fixtures } from '../../../../tests/fixtures/api-fixtures';
import { apiOrigin } from '../../../../tests/mocks/handlers';
import { server } from '../../../../tests/mocks/server';
import { renderRoutes } from '../../../../tests/setup/render-app';
import { routeTable } from '@/core/routing/route-table';
import { Component as FlowPage, loader } from './flow-page';

const loginUrl = `${apiOrigin}/api/mobile-password-validation`;
const loginRoute = routeTable.routes.find((route) => route.path === '/login');

function renderLogin(lang = 'en') {
  if (!loginRoute) throw new Error('rules/routes.json has no /login');
  return renderRoutes(
    (services) => [
      { path: '/login', open: async () => ({ Component: FlowPage, ...(await loader(loginRoute, services)) }) },
      { path: '/dashboard', open: () => Promise.resolve({ Component: () => <p>dashboard reached</p> }) },
    ],
    '/login',
    lang,
  );
}

async function fillAndSubmit(mobile: string, password: string) {
  const user = userEvent.setup();
  if (mobile) await user.type(await screen.findByLabelText(/Mobile Number/), mobile);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: en.login.submit }));
  return user;
}

describe('login by password, a journey of schemas/flows/login.v1.json (spec §4 Login)', () => {
  it('sends the trimmed number with the 91 prefix, keeps the session and goes to the dashboard', async () => {
    let sent: unknown;
    server.use(
      http.post(loginUrl, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(fixtures.loginSuccess);
      }),
    );
    const { session } = await renderLogin();
    await fillAndSubmit('9876543210', 'Wallet@2026');
    expect(await screen.findByText('dashboard reached')).toBeDefined();
    expect(sent).toEqual({ mobileNumber: '919876543210', password: 'Wallet@2026' });
    expect(session.token()).toBe(fixtures.loginSuccess.token);
    expect(session.refreshToken()).toBe(fixtures.loginSuccess.refreshToken);
    expect(session.mobileNumber()).toBe('919876543210');
    // Spec §3: every key of the session is in local storage, encrypted.
    await session.settled();
    for (const [key, clear] of [['customerToken', fixtures.loginSuccess.token], ['refreshToken', fixtures.loginSuccess.refreshToken], ['profileId', fixtures.loginSuccess.profileId], ['mobileNumber', '919876543210'], ['loginWith', 'password']] as const) {
      const stored = localStorage.getItem(key) ?? '';
      expect(stored, key).not.toBe('');
      expect(stored, key).not.toContain(clear);
    }
  });

  it.each([
    ['104', en.code['104']],
    ['138', en.code['138']],
    ['141', en.code['141']],
    ['1030', en.code['1030']],
  ])('shows the spec message for code %s and keeps what was typed', async (code, message) => {
    server.use(http.post(loginUrl, () => HttpResponse.json(fixtures.loginFailure(code, 'server text'), { status: 400 })));
    await renderLogin();
    await fillAndSubmit('9876543210', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(screen.getByLabelText<HTMLInputElement>(/Mobile Number/).value).toBe('9876543210');
    expect(screen.getByLabelText<HTMLInputElement>(/^Password/).value).toBe('wrong-password');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('shows the server text for a code the catalogue does not know', async () => {
    server.use(http.post(loginUrl, () => HttpResponse.json(fixtures.loginFailure('7777', 'Try <b>later</b>'), { status: 400 })));
    await renderLogin();
    await fillAndSubmit('9876543210', 'x');
    const alert = await screen.findByRole('alert');
    // Rendered as text, never as HTML.
    expect(alert.textContent).toBe('Try <b>later</b>');
    expect(alert.querySelector('b')).toBeNull();
  });

  it('shows the network message when the request never gets an answer, says what to do, and tries again with what was typed', async () => {
    server.use(http.post(loginUrl, () => HttpResponse.error()));
    await renderLogin();
    await fillAndSubmit('9876543210', 'Wallet@2026');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(en.network.error)).toBeDefined();
    expect(within(alert).getByText(en.retry.checkConnection)).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>(/Mobile Number/).value).toBe('9876543210');
    // The connection is back: "Try again" sends what was typed, and the login goes through.
    let sent: unknown;
    server.use(
      http.post(loginUrl, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(fixtures.loginSuccess);
      }),
    );
    await userEvent.click(within(alert).getByRole('button', { name: en.retry.again }));
    expect(await screen.findByText('dashboard reached')).toBeDefined();
    expect(sent).toEqual({ mobileNumber: '919876543210', password: 'Wallet@2026' });
  });

  it('says to try again in a minute when the server fails (HTTP 503)', async () => {
    server.use(http.post(loginUrl, () => HttpResponse.json({}, { status: 503 })));
    await renderLogin();
    await fillAndSubmit('9876543210', 'Wallet@2026');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(en.retry.inAMinute)).toBeDefined();
    expect(within(alert).getByRole('button', { name: en.retry.again })).toBeDefined();
  });

  it("puts a field the server refuses back on that field, translated", async () => {
    server.use(
      http.post(loginUrl, () =>
        HttpResponse.json({ code: '400', message: 'body/mobileNumber must match pattern', errors: [{ field: '/mobileNumber', message: 'must match pattern' }] }, { status: 400 }),
      ),
    );
    await renderLogin();
    await fillAndSubmit('9876543210', 'Wallet@2026');
    const mobile = screen.getByLabelText(/Mobile Number/);
    await waitFor(() => expect(mobile.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(mobile.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Please enter valid Mobile Number');
    expect(screen.getByLabelText<HTMLInputElement>(/Mobile Number/).value).toBe('9876543210');
  });

  it('says which fields are missing, marks them invalid and focuses the first', async () => {
    await renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en.login.submit }));
    const mobile = screen.getByLabelText(/Mobile Number/);
    expect(await screen.findByText('Please enter Mobile Number')).toBeDefined();
    expect(screen.getByText('Please enter Password')).toBeDefined();
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    const describedBy = mobile.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('Please enter Mobile Number');
    await waitFor(() => expect(document.activeElement).toBe(mobile));
  });

  it('refuses a mobile number that is not 10 digits starting 6 to 9', async () => {
    await renderLogin();
    await fillAndSubmit('12345', 'Wallet@2026');
    expect(await screen.findByText(en.validation.mobileValid)).toBeDefined();
  });

  it('keeps only the national digits of a pasted +91 number', async () => {
    await renderLogin();
    const user = userEvent.setup();
    const mobile = await screen.findByLabelText<HTMLInputElement>(/Mobile Number/);
    await user.click(mobile);
    await user.paste('+91 98765 43210');
    expect(mobile.value).toBe('9876543210');
  });

  it('sends one request however fast the button is clicked twice', async () => {
    let calls = 0;
    server.use(
      http.post(loginUrl, async () => {
        calls += 1;
        // A slow server, so a second click lands while the first request is under way.
        await delay(50);
        return HttpResponse.json(fixtures.loginFailure('138', ''), { status: 400 });
      }),
    );
    await renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile Number/), '9876543210');
    await user.type(screen.getByLabelText(/^Password/), 'Wallet@2026');
    await user.dblClick(screen.getByRole('button', { name: en.login.submit }));
    await screen.findByRole('alert');
    expect(calls).toBe(1);
  });

  it('speaks French when the page language is French', async () => {
    await renderLogin('fr');
    expect(await screen.findByRole('heading', { name: fr.route.login })).toBeDefined();
    expect(screen.getByLabelText(/Numéro de mobile/)).toBeDefined();
  });
});
