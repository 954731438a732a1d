import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

export interface ScreenModule {
  readonly Component: ComponentType;
  readonly loader?: LoaderFunction;
}

/** The view behind each screen name of rules/routes.json; each is its own chunk. */
export const screens: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  login: () => import('../features/auth/login-page'),
  dashboard: () => import('../features/wallet/dashboard-page'),
  title: () => import('../features/system/title-page'),
  notFound: () => import('../features/system/not-found-page'),
  serverError: () => import('../features/system/server-error-page'),
};
