import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testRouter, type TestRouter } from '../../../tests/setup/render-app';
import { createI18n } from '../i18n/create-i18n';
import { I18nProvider } from '../i18n/use-translation';
import { useNavigating, usePageData } from './page-context';
import { PageHost, type PageLoad, type PageRoute } from './page-host';

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

function Busy() {
  return <p data-testid="busy">{String(useNavigating())}</p>;
}

function Shown() {
  return <p>{usePageData<string>()}</p>;
}

function Layout() {
  return (
    <>
      <Busy />
      <Outlet />
    </>
  );
}

function Fallback() {
  return <p>opening</p>;
}

function ErrorPage() {
  return <p>failed</p>;
}

const page = (data: string): PageLoad => ({ Component: Shown, data });

/** The memory router the host runs in, as render-app's helpers see it. */
let router: TestRouter;

/** The host loads a page's namespaces into the translations above it. */
const i18n = await createI18n('en');

function host(routes: readonly PageRoute[], at = '/a') {
  const test = testRouter();
  router = test.router;
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[at]} useTransitions={false}>
        <test.Probe />
        <PageHost routes={routes} layout={Layout} fallback={Fallback} errorPage={{ Component: ErrorPage }} onNavigator={test.onNavigator} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

function go(to: string | number): Promise<void> {
  return router.navigate(to);
}

describe('the page host (src/engine/routing, docs/decisions/0002-router.md)', () => {
  it('keeps the page shown, busy, until the next one has opened, and says when it is there', async () => {
    const b = deferred<PageLoad>();
    host([
      { path: '/a', open: () => Promise.resolve(page('page A')) },
      { path: '/b', open: () => b.promise },
    ]);
    expect(screen.getByText('opening')).toBeDefined();
    expect(await screen.findByText('page A')).toBeDefined();
    let arrived = false;
    act(() => void go('/b').then(() => (arrived = true)));
    expect(router.location().pathname).toBe('/b');
    expect(screen.getByText('page A')).toBeDefined();
    expect(screen.getByTestId('busy').textContent).toBe('true');
    expect(arrived).toBe(false);
    await act(() => {
      b.resolve(page('page B'));
      return b.promise.then(() => undefined);
    });
    expect(screen.getByText('page B')).toBeDefined();
    expect(screen.getByTestId('busy').textContent).toBe('false');
    await waitFor(() => expect(arrived).toBe(true));
  });

  it('never shows a page its guard refuses: the redirect replaces the address and the page before stays until then', async () => {
    const opened: string[] = [];
    host([
      { path: '/a', open: () => Promise.resolve(page('page A')) },
      { path: '/private', open: () => (opened.push('/private'), Promise.resolve({ redirect: '/login' })) },
      { path: '/login', open: () => Promise.resolve(page('login')) },
    ]);
    await screen.findByText('page A');
    act(() => void go('/private'));
    expect(await screen.findByText('login')).toBeDefined();
    expect(router.location().pathname).toBe('/login');
    expect(opened).toEqual(['/private']);
    // Back leaves the refused address's entry behind: it was replaced, so back is page A.
    act(() => void go(-1));
    expect(await screen.findByText('page A')).toBeDefined();
  });

  it('shows the latest address: a page opened for an address already left is dropped', async () => {
    const slow = deferred<PageLoad>();
    host([
      { path: '/a', open: () => Promise.resolve(page('page A')) },
      { path: '/slow', open: () => slow.promise },
      { path: '/fast', open: () => Promise.resolve(page('fast')) },
    ]);
    await screen.findByText('page A');
    act(() => void go('/slow'));
    act(() => void go('/fast'));
    expect(await screen.findByText('fast')).toBeDefined();
    await act(() => {
      slow.resolve(page('slow'));
      return slow.promise.then(() => undefined);
    });
    expect(screen.queryByText('slow')).toBeNull();
    expect(screen.getByText('fast')).toBeDefined();
  });

  it('shows new search params of the path shown at once, opening nothing; a return to the path from elsewhere opens it again, guard and all', async () => {
    const openA = vi.fn(() => Promise.resolve(page('page A')));
    const b = deferred<PageLoad>();
    host([
      { path: '/a', open: openA },
      { path: '/b', open: () => b.promise },
    ]);
    expect(await screen.findByText('page A')).toBeDefined();
    expect(openA).toHaveBeenCalledTimes(1);
    // Drawn in the same act as the navigation: nothing to wait for.
    act(() => void go('/a?type=DEBIT'));
    expect(router.location().search).toBe('?type=DEBIT');
    expect(screen.getByTestId('busy').textContent).toBe('false');
    expect(screen.getByText('page A')).toBeDefined();
    expect(openA).toHaveBeenCalledTimes(1);
    // On to /b, and back to /a before /b has opened: /a opens again, so its guard decides again.
    act(() => void go('/b'));
    act(() => void go('/a'));
    await waitFor(() => expect(openA).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('page A')).toBeDefined();
    expect(screen.getByTestId('busy').textContent).toBe('false');
  });

  it('opens nothing for the same address at a new history entry (a dialog), and shows the error page when a route fails to open', async () => {
    let opens = 0;
    host([
      { path: '/a', open: () => (opens++, Promise.resolve(page('page A'))) },
      { path: '/broken', open: () => Promise.reject(new Error('chunk failed to load')) },
    ]);
    await screen.findByText('page A');
    act(() => void go('/a'));
    expect(screen.getByTestId('busy').textContent).toBe('false');
    expect(opens).toBe(1);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => void go('/broken'));
    expect(await screen.findByText('failed')).toBeDefined();
    expect(logged).toHaveBeenCalledWith(new Error('chunk failed to load'));
    logged.mockRestore();
    expect(screen.getByTestId('busy').textContent).toBe('false');
  });
});
