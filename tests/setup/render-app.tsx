import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createApiClient } from '../../src/api/create-api-client';
import { SessionStore } from '../../src/api/session-store';
import { ApiProvider, type ApiServices } from '../../src/engine/api/api-context';
import { createI18n } from '../../src/engine/i18n/create-i18n';
import { ToastProvider } from '../../src/engine/toast/toast-context';
import { apiOrigin } from '../mocks/handlers';

/** Renders routes with the portal's real providers: i18n, API client (answered by MSW), toasts. */
export async function renderRoutes(routes: RouteObject[], initialPath: string, lang = 'en') {
  const i18n = await createI18n(lang);
  const session = new SessionStore(localStorage);
  const services: ApiServices = { session, client: createApiClient({ session, baseUrl: apiOrigin }) };
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ApiProvider services={services}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ApiProvider>
    </I18nextProvider>,
  );
  return { ...view, router, session, i18n };
}
