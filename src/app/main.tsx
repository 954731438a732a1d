import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { lazyApiClient } from '../api/api-client';
import { createSecureStorage, indexedDbKeySource } from '../api/secure-storage';
import { SessionStore, storageKeys } from '../api/session-store';
import { routeTable } from '../core/routing/route-table';
import { FlowStore } from '../engine/flow/flow-store';
import { createI18n } from '../engine/i18n/create-i18n';
import { whenIdle } from '../engine/load/when-idle';
import { AppProviders } from './app-providers';
import type { NavigateTo } from '../engine/routing/page-context';
import { AppPages } from './app-pages';
import './styles.css';

async function start(): Promise<void> {
  // Spec §1: the language comes from the page's lang attribute, unless the customer chose one.
  const baseUrl = window.location.origin;
  // One device key seals the session and the journeys (spec §3); the session is read once, here, while the rest loads.
  const vault = createSecureStorage(localStorage, indexedDbKeySource());
  const session = new SessionStore(localStorage, vault);
  const [i18n] = await Promise.all([
    createI18n(localStorage.getItem(storageKeys.language) ?? document.documentElement.lang),
    session.load(),
  ]);
  // Another tab's renewed tokens or ended session reach this one's memory.
  window.addEventListener('storage', (event) => void session.follow(event.key));
  // The pages are made from the services, and the client needs their navigation to end a session.
  const navigator: { current?: NavigateTo } = {};
  // Issue 14: the client and the runtime configuration it reads are not needed to show a page, so
  // they load with the first request, or once the page has shown and the browser is idle.
  const client = lazyApiClient(async () => {
    const [{ createApiClient }, { loadPortalConfig }] = await Promise.all([import('../api/create-api-client'), import('../api/portal-config')]);
    return createApiClient({
      session,
      baseUrl,
      config: await loadPortalConfig(baseUrl),
      onSessionEnd: () => void navigator.current?.(routeTable.loginRoute, { replace: true }),
    });
  });
  const flows = new FlowStore(vault, session);
  const services = { session, client, flows };
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} services={services}>
        {/* Without transitions a new address reaches the page host at once; the host keeps the page shown until the next is ready. */}
        <BrowserRouter useTransitions={false}>
          <AppPages services={services} onNavigator={(navigateTo) => (navigator.current = navigateTo)} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  whenIdle(client.warm);
}

void start();
