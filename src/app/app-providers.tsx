import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
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
    <I18nextProvider i18n={i18n}>
      <ApiProvider services={services}>
        <ToastProvider>
          <SessionEndNotice />
          {children}
        </ToastProvider>
      </ApiProvider>
    </I18nextProvider>
  );
}
