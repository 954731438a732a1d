import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createApiClient } from '../../src/api/create-api-client';
import { IDBFactory } from 'fake-indexeddb';
import { createSecureStorage, indexedDbKeySource } from '../../src/api/secure-storage';
import { SessionStore } from '../../src/api/session-store';
import { AppProviders } from '../../src/app/app-providers';
import type { ApiServices } from '../../src/engine/api/api-context';
import { FlowStore } from '../../src/engine/flow/flow-store';
import { createI18n } from '../../src/engine/i18n/create-i18n';
import { apiOrigin } from '../mocks/handlers';

/** Renders routes with the portal's real providers: i18n, API client (answered by MSW), toasts, journeys' state. */
export async function renderRoutes(routes: RouteObject[] | ((services: ApiServices) => RouteObject[]), initialPath: string, lang = 'en') {
  const i18n = await createI18n(lang);
  const session = new SessionStore(localStorage);
  const flows = new FlowStore(createSecureStorage(localStorage, indexedDbKeySource(new IDBFactory())), session);
  const services: ApiServices = { session, flows, client: await createApiClient({ session, baseUrl: apiOrigin, readCookie: () => null }) };
  const router = createMemoryRouter(typeof routes === 'function' ? routes(services) : routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders i18n={i18n} services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, session, i18n, services };
}
