import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createApiClient } from '../api/create-api-client';
import { loadPortalConfig } from '../api/portal-config';
import { createSecureStorage, indexedDbKeySource } from '../api/secure-storage';
import { SessionStore, storageKeys } from '../api/session-store';
import { routeTable } from '../core/routing/route-table';
import { FlowStore } from '../engine/flow/flow-store';
import { createI18n } from '../engine/i18n/create-i18n';
import { AppProviders } from './app-providers';
import { createAppRouter } from './create-app-router';
import './styles.css';

async function start(): Promise<void> {
  // Spec §1: the language comes from the page's lang attribute, unless the customer chose one.
  const baseUrl = window.location.origin;
  // One device key seals the session and the journeys (spec §3); the session is read once, here, while the rest loads.
  const vault = createSecureStorage(localStorage, indexedDbKeySource());
  const session = new SessionStore(localStorage, vault);
  const [i18n, config] = await Promise.all([
    createI18n(localStorage.getItem(storageKeys.language) ?? document.documentElement.lang),
    loadPortalConfig(baseUrl),
    session.load(),
  ]);
  // Another tab's renewed tokens or ended session reach this one's memory.
  window.addEventListener('storage', (event) => void session.follow(event.key));
  // The router is made from the services, and the client needs the router to end a session.
  const routerRef: { current?: ReturnType<typeof createAppRouter> } = {};
  const client = await createApiClient({
    session,
    baseUrl,
    config,
    onSessionEnd: () => void routerRef.current?.navigate(routeTable.loginRoute, { replace: true }),
  });
  const flows = new FlowStore(vault, session);
  const services = { session, client, flows };
  const router = createAppRouter(services);
  routerRef.current = router;
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
