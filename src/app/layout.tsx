import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { routeTable } from '../core/routing/route-table';
import { ActionIcon } from '../engine/actions/action-icon';
import { useRunEffects } from '../engine/actions/use-run-effects';
import { useApi } from '../engine/api/api-context';
import { LoadCacheProvider } from '../engine/load/load-cache';
import { useNavigating, usePageHandle } from '../engine/routing/page-context';
import { ModalProvider } from '../engine/modal/modal-context';
import { documentTitle } from '../engine/shell/document-title';
import { loadSignedInShell } from './signed-in-shell';
import { usePageNotice } from '../engine/shell/use-page-notice';
import { ToastSlot } from '../engine/toast/toast-context';
import { useSessionSync } from '../engine/shell/use-session-sync';
import { LanguageSwitch } from './language-switch';

const footerRoutes = routeTable.routes.filter((route) => route.footer === true);

// Loaded with a session route before it shows (app-pages), so they are there when the page is.
const AppNav = lazy(() => loadSignedInShell().then((shell) => ({ default: shell.AppNav })));
const CustomerName = lazy(() => loadSignedInShell().then((shell) => ({ default: shell.CustomerName })));
const IdleLogout = lazy(() => loadSignedInShell().then((shell) => ({ default: shell.IdleLogout })));

/**
 * The portal's frame: skip link, header (product, customer, language, logout), the signed-in
 * navigation, the current screen, and the footer every page has. After a navigation the title
 * names the page and focus moves to its h1, so a screen reader announces where the customer is.
 */
export function Layout() {
  const { t, i18n } = useTranslation();
  const { session } = useApi();
  const runEffects = useRunEffects();
  const location = useLocation();
  const navigating = useNavigating();
  const handle = usePageHandle();
  const firstPage = useRef(true);
  useSessionSync();
  usePageNotice();

  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = documentTitle(t, handle);
  }, [i18n.language, t, handle]);

  // Only a new page moves focus: a dialog's history entry coming and going keeps the address, and
  // must leave focus where the page put it (an error just shown).
  const focusedPath = useRef(location.pathname);
  useEffect(() => {
    if (navigating) return;
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (focusedPath.current === location.pathname) return;
    focusedPath.current = location.pathname;
    document.getElementById('screen-title')?.focus();
  }, [location.pathname, navigating]);

  // Spec §2: after a reload the app returns to the last selected route.
  useEffect(() => {
    if (handle?.access === 'session' && session.hasSession()) session.setSelectedRoute(`${location.pathname}${location.search}`);
  }, [handle, location.pathname, location.search, session]);

  const loggedIn = session.hasSession();
  return (
    <ModalProvider>
      <LoadCacheProvider>
        <div className={loggedIn ? 'app app--signed-in' : 'app'}>
          <a className="skip-link" href="#main">
            {t('app.skipToContent')}
          </a>
          <header className="app__header">
            <Link className="app__brand" to={loggedIn ? routeTable.homeRoute : routeTable.loginRoute}>
              {t('projectTitle')}
            </Link>
            {loggedIn ? (
              <Suspense fallback={null}>
                <CustomerName />
              </Suspense>
            ) : null}
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
            {loggedIn ? (
              <Suspense fallback={null}>
                <AppNav />
              </Suspense>
            ) : null}
            <main id="main" className="app__main" tabIndex={-1} aria-busy={navigating}>
              <ToastSlot page={location.pathname} />
              <Outlet />
            </main>
          </div>
          <footer className="app__footer">
            <nav aria-label={t('app.footer')}>
              <ul>
                {footerRoutes.map((route) => (
                  <li key={route.path}>
                    <Link to={route.path}>{t(route.titleKey)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </footer>
          {loggedIn ? (
            <Suspense fallback={null}>
              <IdleLogout />
            </Suspense>
          ) : null}
        </div>
      </LoadCacheProvider>
    </ModalProvider>
  );
}
