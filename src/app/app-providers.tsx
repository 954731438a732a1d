import type { I18n } from '@/engine/i18n/i18n';
import type { ReactNode } from 'react';
import { I18nProvider } from '@/engine/i18n/use-translation';
import { ApiProvider, type ApiServices } from '@/engine/api/api-context';
import { SessionEndNotice } from '@/engine/shell/session-end-notice';
import { ToastProvider } from '@/engine/toast/toast-context';

export interface AppProvidersProps {
  readonly i18n: I18n;
  readonly services: ApiServices;
  readonly children: ReactNode;
}

/** What every screen needs above it: translations, the API client and session, notices. */
export function AppProviders({ i18n, services, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ApiProvider services={services}>
        <ToastProvider>
          <SessionEndNotice />
          {children}
        </ToastProvider>
      </ApiProvider>
    </I18nProvider>
  );
}
