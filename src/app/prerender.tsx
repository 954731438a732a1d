/**
 * The build's prerendering (scripts/prerender.ts, issue 14): the entry of a server build that
 * renders a route to HTML as a first-time visitor meets it, with the same tree the browser
 * hydrates (portal.tsx). Nothing here reaches the browser.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { lazyApiClient } from '@/api/api-client';
import { createSecureStorage, indexedDbKeySource } from '@/api/secure-storage';
import { SessionStore } from '@/api/session-store';
import { FlowStore } from '@/engine/flow/flow-store';
import { createI18n, loadNamespace } from '@/engine/i18n/create-i18n';
import { locationAt, openPage } from '@/engine/routing/page-host';
import { documentTitle } from '@/engine/shell/document-title';
import { appErrorPage, appRoutes } from './app-pages';
import { Portal } from './portal';

/** A device that has stored nothing: no session, no journey under way. */
const emptyStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

export interface Prerendered {
  /** The route of schemas/routes.json the page is (its path pattern). */
  readonly route: string;
  readonly html: string;
  readonly title: string;
  /** The portal's description in the page's language, for search engines (meta description). */
  readonly description: string;
}

/**
 * A route's page in a language, or undefined when a first-time visitor does not see it as it
 * stands: a step that needs an earlier one (it redirects), or a page that depends on this device.
 */
export async function prerender(path: string, lang: string): Promise<Prerendered | undefined> {
  const vault = createSecureStorage(emptyStorage, indexedDbKeySource(undefined));
  const session = new SessionStore(emptyStorage, vault);
  const client = lazyApiClient(() => Promise.reject(new Error('a prerendered page sends no request')));
  const services = { session, client, flows: new FlowStore(vault, session) };
  const i18n = await createI18n(lang);
  const opened = await openPage(appRoutes(services), locationAt(path), appErrorPage);
  if ('redirect' in opened || !opened.pristine) return undefined;
  await Promise.all(opened.namespaces.map((ns) => loadNamespace(i18n, ns)));
  const Router = ({ children }: { readonly children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const html = renderToString(<Portal i18n={i18n} services={services} Router={Router} initial={opened} />);
  return { route: opened.route.path, html, title: documentTitle(i18n.t, opened.route.handle), description: i18n.t('app.description') };
}
