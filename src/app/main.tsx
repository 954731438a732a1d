import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createApiClient } from '../api/create-api-client';
import { SessionStore, storageKeys } from '../api/session-store';
import { createI18n } from '../engine/i18n/create-i18n';
import { AppProviders } from './app-providers';
import { createAppRouter } from './create-app-router';
import './styles.css';

async function start(): Promise<void> {
  // Spec §1: the language comes from the page's lang attribute, unless the customer chose one.
  const i18n = await createI18n(localStorage.getItem(storageKeys.language) ?? document.documentElement.lang);
  const session = new SessionStore(localStorage);
  const services = { session, client: createApiClient({ session, baseUrl: window.location.origin }) };
  const router = createAppRouter(services);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
