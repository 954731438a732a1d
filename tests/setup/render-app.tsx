import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Outlet, useLocation, type Location } from 'react-router';
import { createApiClient } from '../../src/api/create-api-client';
import type { SessionStore } from '../../src/api/session-store';
import { AppPages } from '../../src/app/app-pages';
import { AppProviders } from '../../src/app/app-providers';
import type { ApiServices } from '../../src/engine/api/api-context';
import { FlowStore } from '../../src/engine/flow/flow-store';
import { createI18n } from '../../src/engine/i18n/create-i18n';
import type { NavigateTo } from '../../src/engine/routing/page-context';
import { PageHost, type PageRoute } from '../../src/engine/routing/page-host';
import { apiOrigin } from '../mocks/handlers';
import { testSession, testVault } from './test-session';

/** Where the test's memory router is, and its navigation (the page host's, which resolves once the page is shown). */
export interface TestRouter {
  readonly location: () => Location;
  readonly navigate: NavigateTo;
}

export function testRouter(): { router: TestRouter; Probe: ComponentType; onNavigator: (navigate: NavigateTo) => void } {
  const seen: { location?: Location; navigate?: NavigateTo } = {};
  const router: TestRouter = {
    location: () => {
      if (!seen.location) throw new Error('the router has not rendered yet');
      return seen.location;
    },
    navigate: (to, options) => {
      if (!seen.navigate) throw new Error('the page host has not rendered yet');
      return seen.navigate(to, options);
    },
  };
  function Probe() {
    seen.location = useLocation();
    return null;
  }
  return { router, Probe, onNavigator: (navigate) => (seen.navigate = navigate) };
}

/** A page host's layout with nothing around the page, for routes under test. */
function BareLayout() {
  return <Outlet />;
}

function BareError() {
  return <p role="alert">route failed</p>;
}

/** The portal's real providers and a memory router at a path, around what `pages` draws with the services. */
async function renderPages(initialPath: string, lang: string, prepare: ((session: SessionStore) => void) | undefined, pages: (services: ApiServices, onNavigator: (navigate: NavigateTo) => void) => ReactNode) {
  const i18n = await createI18n(lang);
  const vault = testVault();
  const session = testSession(vault);
  prepare?.(session);
  const flows = new FlowStore(vault, session);
  const services: ApiServices = { session, flows, client: await createApiClient({ session, baseUrl: apiOrigin, readCookie: () => null }) };
  const { router, Probe, onNavigator } = testRouter();
  const view = render(
    <AppProviders i18n={i18n} services={services}>
      <MemoryRouter initialEntries={[initialPath]} useTransitions={false}>
        <Probe />
        {pages(services, onNavigator)}
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, session, i18n, services };
}

/**
 * Renders routes with the portal's real providers: i18n, API client (answered by MSW), toasts,
 * journeys' state. `prepare` runs on the session before the first render (a customer already signed in).
 */
export function renderRoutes(routes: readonly PageRoute[] | ((services: ApiServices) => readonly PageRoute[]), initialPath: string, lang = 'en', prepare?: (session: SessionStore) => void) {
  return renderPages(initialPath, lang, prepare, (services, onNavigator) => (
    <PageHost routes={typeof routes === 'function' ? routes(services) : routes} layout={BareLayout} fallback={() => null} errorPage={{ Component: BareError }} onNavigator={onNavigator} />
  ));
}

/** Renders the whole portal (its layout and every route of schemas/routes.json) at a path. */
export function renderApp(initialPath: string, lang = 'en', prepare?: (session: SessionStore) => void) {
  return renderPages(initialPath, lang, prepare, (services, onNavigator) => <AppPages services={services} onNavigator={onNavigator} />);
}
