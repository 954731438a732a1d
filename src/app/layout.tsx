import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { routeTable } from '../core/routing/route-table';
import { useApi } from '../engine/api/api-context';
import { useRunEffects } from '../engine/flow/use-run-effects';
import { ModalProvider } from '../engine/modal/modal-context';
import { LanguageSwitch } from './language-switch';
import type { RouteHandle } from './create-app-router';

/** Header, language switch, logout and the current screen, under the modals any screen may open. */
export function Layout() {
  const { t, i18n } = useTranslation();
  const { session } = useApi();
  const runEffects = useRunEffects();
  const location = useLocation();
  const navigation = useNavigation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;

  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = t('projectTitle');
  }, [i18n.language, t]);

  // Spec §2: after a reload the app returns to the last selected route.
  useEffect(() => {
    if (handle?.access === 'session' && session.hasSession()) session.setSelectedRoute(location.pathname);
  }, [handle, location.pathname, session]);

  const loggedIn = session.hasSession();
  return (
    <ModalProvider>
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="app__header">
        <Link className="app__brand" to={loggedIn ? routeTable.homeRoute : routeTable.loginRoute}>
          {t('projectTitle')}
        </Link>
        <LanguageSwitch />
        {loggedIn ? (
          <button type="button" className="button" onClick={() => runEffects([{ type: 'logout' }], {})}>
            {t('app.logout')}
          </button>
        ) : null}
      </header>
      <main id="main" className="app__main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
    </div>
    </ModalProvider>
  );
}
