import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { Outlet, useLocation } from 'react-router';
import { routeTable } from '@/core/routing/route-table';
import { ActionIcon } from '@/engine/actions/action-icon';
import { useRunEffects } from '@/engine/actions/use-run-effects';
import { useApi } from '@/engine/api/api-context';
import { LoadCacheProvider } from '@/engine/load/load-cache';
import { whenIdle } from '@/engine/load/when-idle';
import { useNavigating, usePageHandle, usePagePath } from '@/engine/routing/page-context';
import { PortalLink } from '@/engine/routing/portal-link';
import { ModalProvider } from '@/engine/modal/modal-context';
import { CustomerNamePlace } from '@/engine/shell/customer-name-place';
import { documentTitle } from '@/engine/shell/document-title';
import { useSignedInShell } from './signed-in-shell';
import { usePageNotice } from '@/engine/shell/use-page-notice';
import { ToastSlot } from '@/engine/toast/toast-context';
import { useSessionSync } from '@/engine/shell/use-session-sync';
import { LanguageSwitch } from './language-switch';

const footerRoutes = routeTable.routes.filter((route) => route.footer === true);


/**
 * What follows the whole address, search params included: the route a reload returns to (spec §2)
 * and a notice the address names. Apart from the layout, so that a list's filter or page draws only
 * this and the screen again, not the header, navigation and footer.
 */
function AddressEffects() {
  const { session } = useApi();
  const handle = usePageHandle();
  const location = useLocation();
  usePageNotice();
  // Spec §2: after a reload the app returns to the last selected route. Written once the browser is
  // idle: the encrypted write is not what the customer waits for at a filter or a page of a list.
  useEffect(() => {
    if (handle?.access !== 'session' || !session.hasSession()) return undefined;
    return whenIdle(() => session.setSelectedRoute(`${location.pathname}${location.search}`));
  }, [handle, location.pathname, location.search, session]);
  return null;
}

/**
 * The notices' place, for the page at the address: a notice said while that page opens (the
 * temporary block the guard of the home meets) is the page's, not the one still on screen.
 */
function AddressToastSlot() {
  const { pathname } = useLocation();
  return <ToastSlot page={pathname} />;
}

/**
 * The portal's frame: skip link, header (product, customer, language, logout), the signed-in
 * navigation, the current screen, and the footer every page has. After a navigation the title
 * names the page and focus moves to its h1, so a screen reader announces where the customer is.
 */
export function Layout() {
  const { t, i18n } = useTranslation();
  const { session } = useApi();
  const runEffects = useRunEffects();
  const path = usePagePath();
  const navigating = useNavigating();
  const handle = usePageHandle();
  const firstPage = useRef(true);
  useSessionSync();

  // Before the frame is painted, in the commit that drew the new language's texts: the page never
  // says one language while showing another (a screen reader's voice, a script's font by :lang).
  useLayoutEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = documentTitle(t, handle);
  }, [i18n.language, t, handle]);

  // Only a new page moves focus: a dialog's history entry coming and going keeps the address, and
  // must leave focus where the page put it (an error just shown).
  const focusedPath = useRef(path);
  useEffect(() => {
    if (navigating) return;
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (focusedPath.current === path) return;
    focusedPath.current = path;
    // A list the customer comes back to puts its place back itself (scroll-memory.ts).
    document.getElementById('screen-title')?.focus({ preventScroll: 'keepScroll' in document.documentElement.dataset });
  }, [path, navigating]);

  const loggedIn = session.hasSession();
  // Loaded with a session route before it shows (app-pages), so its parts are there when the page is.
  const shell = useSignedInShell(loggedIn);
  const signedIn = loggedIn ? shell : undefined;
  return (
    <ModalProvider>
      <LoadCacheProvider>
        <div className={loggedIn ? 'app app--signed-in' : 'app'}>
          <AddressEffects />
          <a className="skip-link" href="#main">
            {t('app.skipToContent')}
          </a>
          <header className="app__header">
            <PortalLink className="app__brand" to={loggedIn ? routeTable.homeRoute : routeTable.loginRoute}>
              {t('projectTitle')}
            </PortalLink>
            {signedIn ? <signedIn.CustomerName /> : loggedIn ? <CustomerNamePlace /> : null}
            <div className="app__tools">
              <LanguageSwitch />
              {loggedIn ? (
                <button type="button" className="button button--small app__logout" onClick={() => runEffects([{ type: 'logout' }], {})}>
                  <ActionIcon name="logout" />
                  <span className="app__logout-text">{t('app.logout')}</span>
                </button>
              ) : null}
            </div>
          </header>
          <div className="app__body">
            {/* Their places are kept while the signed-in frame's chunk comes, so the page does not move when it does (issue 37: Lighthouse measured a layout shift of 0.48). */}
            {signedIn ? <signedIn.AppNav /> : loggedIn ? <div className="app-nav" aria-hidden="true" /> : null}
            <main id="main" className="app__main" tabIndex={-1} aria-busy={navigating}>
              <AddressToastSlot />
              <Outlet />
            </main>
          </div>
          <footer className="app__footer">
            <nav aria-label={t('app.footer')}>
              <ul>
                {footerRoutes.map((route) => (
                  <li key={route.path}>
                    <PortalLink to={route.path}>{t(route.titleKey)}</PortalLink>
                  </li>
                ))}
              </ul>
            </nav>
          </footer>
          {signedIn ? <signedIn.IdleLogout /> : null}
        </div>
      </LoadCacheProvider>
    </ModalProvider>
  );
}
