import type { I18n } from '@/engine/i18n/i18n';
import { StrictMode, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import type { ApiServices } from '@/engine/api/api-context';
import type { NavigateTo } from '@/engine/routing/page-context';
import type { ShownPage } from '@/engine/routing/page-host';
import { AppPages } from './app-pages';
import { AppProviders } from './app-providers';

export interface PortalProps {
  readonly i18n: I18n;
  readonly services: ApiServices;
  /** The browser's router, or the static one of the build's prerendering. */
  readonly Router: ComponentType<{ readonly children: ReactNode }>;
  readonly initial?: ShownPage;
  readonly onNavigator?: (navigateTo: NavigateTo) => void;
  /** Runs once the first render is on the page (after React has taken over, or replaced, a prerendered page). */
  readonly onShown?: () => void;
}

function AfterFirstCommit({ run }: { readonly run: () => void }) {
  const ran = useRef(false);
  // In the commit itself, before the browser can hand the page a click that would read the form's
  // state without what was typed; once, though StrictMode runs effects twice in development.
  useLayoutEffect(() => {
    if (ran.current) return;
    ran.current = true;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  }, []);
  return null;
}

/** The whole portal, the same tree in the browser and in the build's prerendering, so React can take the one over from the other. */
export function Portal({ i18n, services, Router, initial, onNavigator, onShown }: PortalProps) {
  return (
    <StrictMode>
      <AppProviders i18n={i18n} services={services}>
        <Router>
          <AppPages services={services} initial={initial} onNavigator={onNavigator} />
          {onShown ? <AfterFirstCommit run={onShown} /> : null}
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
