import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createApiClient } from '../../src/api/create-api-client';
import type { SessionStore } from '../../src/api/session-store';
import { AppProviders } from '../../src/app/app-providers';
import type { ApiServices } from '../../src/engine/api/api-context';
import { FlowStore } from '../../src/engine/flow/flow-store';
import { createI18n } from '../../src/engine/i18n/create-i18n';
import { apiOrigin } from '../mocks/handlers';
import { testSession, testVault } from './test-session';

/**
 * Renders routes with the portal's real providers: i18n, API client (answered by MSW), toasts,
 * journeys' state. `prepare` runs on the session before the first render (a customer already signed in).
 */
export async function renderRoutes(routes: RouteObject[] | ((services: ApiServices) => RouteObject[]), initialPath: string, lang = 'en', prepare?: (session: SessionStore) => void) {
  const i18n = await createI18n(lang);
  const vault = testVault();
  const session = testSession(vault);
  prepare?.(session);
  const flows = new FlowStore(vault, session);
  const services: ApiServices = { session, flows, client: await createApiClient({ session, baseUrl: apiOrigin, readCookie: () => null }) };
  const router = createMemoryRouter(typeof routes === 'function' ? routes(services) : routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders i18n={i18n} services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, session, i18n, services };
}
